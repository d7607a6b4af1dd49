"""A full class over loopback: 60 students answer 20 questions, every answer counted once.

Bounded by count, not by time: each phone answers a question when its page has it on show (the
``quiz`` message with that question's number), the projector reveals once the quiz holds all
60 answers, and the test waits for the reveal to reach every phone; the wait's limit is only there
to catch a hang. The students answer in three ways (right, one wrong square, nothing), so the
distribution's counts are known and checked for every question."""

from __future__ import annotations

from typing import Any

import pytest

from helpers.room_client import Phone
from snl_desktop.core import Board
from snl_desktop.core.quiz import MAX_STUDENTS, ClassQuiz, options
from snl_desktop.core.rules import Rules
from snl_desktop.ui.room.quiz_room import QuizRoom

QUESTIONS = 20
BOARD = Board(6, 6, {2: 15, 5: 7, 9: 27, 17: 4, 20: 32, 25: 14, 28: 11})


@pytest.mark.slow
def test_sixty_students_answer_twenty_questions_each_answer_counted_once(qtbot) -> None:
    quiz = ClassQuiz(BOARD, Rules(), limit=QUESTIONS)
    assert len(quiz.questions) == QUESTIONS
    room = QuizRoom(quiz)
    try:
        address = room.open(loopback=True)
        phones = [Phone(address) for _ in range(MAX_STUDENTS)]
        for n, phone in enumerate(phones):
            assert phone.connect(qtbot)
            hello = {"type": "hello", "code": address.code, "nickname": f"Student {n + 1}"}
            assert phone.ask(qtbot, hello, ("joined", "refused"))["type"] == "joined"
        assert len(quiz.students()) == MAX_STUDENTS

        for _ in range(QUESTIONS):
            question = room.ask()
            wrong = [s for s in options(question) if s not in question.answer][:1] or [BOARD.rows * BOARD.cols]
            given: dict[int, list[int]] = {}
            for n, phone in enumerate(phones):
                phone.wait_for(qtbot, _asking(question.number), since=max(0, len(phone.received) - 3))
                squares = sorted(question.answer) if n % 3 == 0 else wrong if n % 3 == 1 else []
                given[n] = squares
                phone.send({"type": "answer", "question": question.number, "squares": squares})
            qtbot.waitUntil(lambda: quiz.tally().answered == MAX_STUDENTS, timeout=120_000)
            tally = room.reveal()
            expected: dict[tuple[int, ...], int] = {}
            for squares in given.values():
                key = tuple(sorted(squares))
                expected[key] = expected.get(key, 0) + 1
            assert {c.squares: c.count for c in tally.choices} == expected
            assert tally.right == sum(1 for s in given.values() if frozenset(s) == question.answer)
            for phone in phones:
                phone.wait_for(qtbot, _revealed(question.number), since=max(0, len(phone.received) - 3))
        assert len(quiz.results()) == MAX_STUDENTS * QUESTIONS  # every answer once
        refusals = [m for phone in phones for m in phone.received if m.get("type") == "refused"]
        assert refusals == []
        assert not any(phone.closed for phone in phones)
    finally:
        room.close()
        room.deleteLater()


def _asking(number: int) -> Any:
    return lambda m: m.get("type") == "quiz" and m["phase"] == "asking" and m["question"]["number"] == number


def _revealed(number: int) -> Any:
    return lambda m: m.get("type") == "quiz" and m["phase"] == "revealed" and m["question"]["number"] == number
