"""The Class Quiz's reveal, with a full class: 60 students' phones connected over loopback and
all 60 answers in, from the teacher's Next (Page Down on a clicker) to the class's answers drawn
on the projector — the reveal sent to every phone, the tally made, the window refreshed and the
bars painted. Target: 200 ms (median). Side by side, the tally alone (the core's part) and the
reveal's message reaching the last phone. Run with ``pytest tests/benchmarks/test_quiz_benchmark.py``;
CI runs each once (``--benchmark-disable``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from helpers.room_client import Phone
from snl_desktop.core import Board
from snl_desktop.core.quiz import MAX_STUDENTS, ClassQuiz, Phase, options
from snl_desktop.core.rules import Rules
from snl_desktop.ui.room.guard import Limits
from snl_desktop.ui.room.quiz_room import QuizRoom
from snl_desktop.ui.solver.quiz_dialog import QuizDialog

BOARD = Board(
    10,
    10,
    {
        2: 38,
        7: 14,
        8: 31,
        15: 26,
        16: 6,
        21: 42,
        28: 84,
        36: 44,
        46: 25,
        49: 11,
        51: 67,
        62: 19,
        64: 60,
        71: 91,
        74: 53,
        78: 98,
        87: 94,
        89: 68,
        92: 88,
        95: 75,
        99: 80,
    },
)
ROUNDS = 30


class _NoFiles:
    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        return None

    def error(self, title: str, message: str) -> None:
        raise AssertionError(message)


@pytest.fixture
def full_class(qtbot) -> Iterator[tuple[QuizDialog, list[Phone]]]:
    quiz = ClassQuiz(BOARD, Rules())
    room = QuizRoom(quiz, limits=Limits(rate=1e9, burst=1e9))
    address = room.open(loopback=True)
    window = QuizDialog(room, _NoFiles())
    room.setParent(window)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.seconds.setValue(0)
    window.show()
    phones = [Phone(address) for _ in range(MAX_STUDENTS)]
    for n, phone in enumerate(phones):
        assert phone.connect(qtbot)
        phone.ask(qtbot, {"type": "hello", "code": address.code, "nickname": f"S{n}"}, "joined")
    yield window, phones
    room.close()


def _asked_and_answered(window: QuizDialog, qapp: Any) -> None:
    """The next question asked and all 60 answers in (three answers: right, wrong, none)."""
    window.advance()
    quiz = window.quiz
    question = quiz.current
    assert question is not None and quiz.phase is Phase.ASKING
    wrong = [s for s in options(question) if s not in question.answer][:1] or [1]
    for n, student in enumerate(quiz.students()):
        squares = sorted(question.answer) if n % 3 == 0 else wrong if n % 3 == 1 else []
        quiz.answer(student.id, question.number, squares)
    qapp.processEvents()


def test_the_reveal_reaches_the_projector(benchmark, full_class, qapp) -> None:
    window, _phones = full_class

    def reveal() -> None:
        window.advance()
        window.bars.repaint()  # painted now, not at the next turn of the loop

    benchmark.pedantic(reveal, setup=lambda: _asked_and_answered(window, qapp), rounds=ROUNDS, warmup_rounds=1)
    assert window.quiz.phase is Phase.REVEALED and sum(c for _l, c, _r in window.bars.bars) == MAX_STUDENTS


def test_the_tally_alone(benchmark, full_class, qapp) -> None:
    window, _phones = full_class
    _asked_and_answered(window, qapp)
    tally = benchmark(window.quiz.tally)
    assert tally.answered == MAX_STUDENTS


def test_the_reveal_reaches_the_last_phone(benchmark, full_class, qapp, qtbot) -> None:
    window, phones = full_class
    last = phones[-1]

    def reveal_and_wait() -> None:
        window.advance()
        number = window.quiz.current.number
        qtbot.waitUntil(
            lambda: any(
                m.get("type") == "quiz" and m["phase"] == "revealed" and m["question"]["number"] == number
                for m in last.received[-2:]
            ),
            timeout=60_000,
        )

    benchmark.pedantic(reveal_and_wait, setup=lambda: _asked_and_answered(window, qapp), rounds=ROUNDS, warmup_rounds=1)
