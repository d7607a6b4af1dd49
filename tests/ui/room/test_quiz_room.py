"""The class quiz's room over loopback, with real WebSocket clients (Qt's): students join by the
code and a nickname, answer the question asked, see their verdict once revealed; and
everything a stranger's phone may send — a wrong code, a flood, an oversized frame, markup in a
nickname, a second answer, an answer to a locked question, an answer for someone else — is
refused and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWebSockets import QWebSocketProtocol

from helpers.room_client import Phone
from snl_desktop.core import Board
from snl_desktop.core.quiz import ClassQuiz
from snl_desktop.core.rules import Rules
from snl_desktop.ui.room.guard import Limits
from snl_desktop.ui.room.quiz_room import QuizRoom

BOARD = Board(4, 6, {3: 14, 9: 18, 21: 7})


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def quiz(clock: Clock) -> ClassQuiz:
    return ClassQuiz(BOARD, Rules(), clock=clock)


@pytest.fixture
def room(qapp, quiz: ClassQuiz, clock: Clock) -> Iterator[QuizRoom]:
    server = QuizRoom(quiz, board_name="Test board", language="en", clock=clock)
    yield server
    server.close()
    server.deleteLater()


def joined(qtbot: Any, room: QuizRoom, nickname: str, code: str | None = None) -> Phone:
    address = room.address
    assert address is not None
    phone = Phone(address)
    assert phone.connect(qtbot)
    reply = phone.ask(
        qtbot, {"type": "hello", "code": code or address.code, "nickname": nickname}, ("joined", "refused")
    )
    assert reply["type"] == "joined", reply
    phone.token = reply["token"]
    phone.wait_for(qtbot, lambda m: m.get("type") == "quiz")
    return phone


def ask(qtbot: Any, room: QuizRoom, *phones: Phone, seconds: float | None = None) -> Any:
    """The room asks its next question; each phone has it on show."""
    question = room.ask(seconds)
    for phone in phones:
        phone.wait_for(
            qtbot,
            lambda m: m.get("type") == "quiz" and m["phase"] == "asking" and m["question"]["number"] == question.number,
        )
    return question


def last_quiz(phone: Phone) -> dict[str, Any]:
    return [m for m in phone.received if m.get("type") == "quiz"][-1]


def wait_phase(qtbot: Any, phone: Phone, phase: str) -> dict[str, Any]:
    return phone.wait_for(qtbot, lambda m: m.get("type") == "quiz" and m["phase"] == phase)


def test_students_join_answer_and_see_only_their_own_verdict_after_the_reveal(qtbot, room: QuizRoom, quiz) -> None:
    room.open(loopback=True)
    ana, ben = joined(qtbot, room, "Ana"), joined(qtbot, room, "Ben")
    assert [s.nickname for s in quiz.students()] == ["Ana", "Ben"]
    first = wait_phase(qtbot, ana, "waiting")
    assert first["board"] == {"rows": 4, "cols": 6, "name": "Test board", "jumps": [[3, 14], [9, 18], [21, 7]]}

    question = ask(qtbot, room, ana, ben)
    asked = wait_phase(qtbot, ana, "asking")["question"]
    assert asked["number"] == question.number and asked["kind"] == question.kind
    assert asked["seconds_left"] is None
    right = sorted(question.answer)
    wrong = [s for s in asked["options"] if s not in question.answer][:1] or [BOARD.rows * BOARD.cols]

    with qtbot.waitSignal(room.answered) as got:
        reply = ana.ask(qtbot, {"type": "answer", "question": question.number, "squares": right}, ("quiz", "refused"))
    assert got.args == [quiz.students()[0].id]
    assert reply["type"] == "quiz" and reply["mine"] == right and reply["answer"] is None and reply["right"] is None
    ben.ask(qtbot, {"type": "answer", "question": question.number, "squares": wrong}, ("quiz", "refused"))

    tally = room.reveal()
    assert (tally.answered, tally.right) == (2, 1)
    shown_a, shown_b = wait_phase(qtbot, ana, "revealed"), wait_phase(qtbot, ben, "revealed")
    assert (shown_a["right"], shown_b["right"]) == (True, False)
    assert shown_a["answer"] == shown_b["answer"] == right
    assert shown_a["score"] == {"right": 1, "asked": 1} and shown_b["score"] == {"right": 0, "asked": 1}
    assert shown_b["mine"] == wrong  # its own answer, never another's
    assert all(json.dumps(m).count("Ana") == 0 for m in ben.received)


def test_the_timer_locks_the_question_and_a_late_answer_changes_nothing(qtbot, room: QuizRoom, quiz, clock) -> None:
    room.open(loopback=True)
    ana = joined(qtbot, room, "Ana")
    question = ask(qtbot, room, ana, seconds=0.05)
    assert wait_phase(qtbot, ana, "asking")["question"]["seconds_left"] == 1
    clock.now += 1
    with qtbot.waitSignal(room.time_up, timeout=10_000):
        pass
    wait_phase(qtbot, ana, "locked")
    reply = ana.ask(qtbot, {"type": "answer", "question": question.number, "squares": [1]}, ("quiz", "refused"))
    assert reply == {"type": "refused", "reason": "time_up"}
    assert quiz.tally().answered == 0


def test_a_second_answer_and_an_answer_to_another_question_are_refused(qtbot, room: QuizRoom, quiz) -> None:
    room.open(loopback=True)
    ana = joined(qtbot, room, "Ana")
    question = ask(qtbot, room, ana)
    send = {"type": "answer", "question": question.number, "squares": sorted(question.answer)}
    assert ana.ask(qtbot, send, ("quiz", "refused"))["type"] == "quiz"
    again = {"type": "answer", "question": question.number, "squares": [2]}
    assert ana.ask(qtbot, again, ("quiz", "refused")) == {"type": "refused", "reason": "answered"}
    other = {"type": "answer", "question": question.number + 1, "squares": [2]}
    assert ana.ask(qtbot, other, ("quiz", "refused")) == {"type": "refused", "reason": "not_asked"}
    assert quiz.answer_of(quiz.students()[0].id, question.number).squares == tuple(sorted(question.answer))


def test_an_answer_for_another_nickname_is_refused_whole(qtbot, room: QuizRoom, quiz) -> None:
    room.open(loopback=True)
    ana, _ben = joined(qtbot, room, "Ana"), joined(qtbot, room, "Ben")
    question = ask(qtbot, room, ana)
    forged = {"type": "answer", "question": question.number, "squares": [2], "nickname": "Ben"}
    assert ana.ask(qtbot, forged, ("quiz", "refused")) == {"type": "refused", "reason": "bad_message"}
    student = {"type": "answer", "question": question.number, "squares": [2], "student": 2}
    assert ana.ask(qtbot, student, ("quiz", "refused")) == {"type": "refused", "reason": "bad_message"}
    assert quiz.tally().answered == 0


def test_markup_in_a_nickname_is_kept_as_text_and_sent_as_a_json_string(qtbot, room: QuizRoom, quiz) -> None:
    room.open(loopback=True)
    phone = joined(qtbot, room, "<img src=x onerror=>")
    assert quiz.students()[0].nickname == "<img src=x onerror=>"
    assert last_quiz(phone)["nickname"] == quiz.students()[0].nickname


@pytest.mark.parametrize(
    ("nickname", "reason"), [(" ", "bad_name"), ("a\u202eb", "bad_name"), ("x" * 21, "bad_name"), ("ana", "name_taken")]
)
def test_a_nickname_the_quiz_does_not_take_is_refused(qtbot, room: QuizRoom, nickname: str, reason: str) -> None:
    address = room.open(loopback=True)
    ana = joined(qtbot, room, "Ana")  # (held: its phone stays connected)
    phone = Phone(address)
    assert phone.connect(qtbot)
    reply = phone.ask(qtbot, {"type": "hello", "code": address.code, "nickname": nickname}, ("joined", "refused"))
    assert reply == {"type": "refused", "reason": reason}
    assert not ana.closed


def test_a_wrong_code_is_refused_and_repeated_wrong_codes_lock_the_phone_out(qtbot, room: QuizRoom, quiz) -> None:
    address = room.open(loopback=True)
    wrong = f"{(int(address.code) + 1) % 10000:04d}"
    phone = Phone(address)
    assert phone.connect(qtbot)
    reasons = [
        phone.ask(qtbot, {"type": "hello", "code": wrong, "nickname": f"N{i}"}, "refused")["reason"] for i in range(6)
    ]
    assert reasons[:5] == ["wrong_code"] * 5 and reasons[5] == "locked"
    right = phone.ask(qtbot, {"type": "hello", "code": address.code, "nickname": "Late"}, ("refused", "joined"))
    assert right == {"type": "refused", "reason": "locked"}  # the right code too, once locked out
    assert quiz.students() == ()


def test_a_flood_closes_the_phone_and_an_oversized_frame_is_refused(qtbot, qapp, quiz, clock) -> None:
    room = QuizRoom(quiz, language="en", clock=clock, limits=Limits(rate=5.0, burst=5.0))
    try:
        address = room.open(loopback=True)
        flood = joined(qtbot, room, "Ana")
        question = ask(qtbot, room, flood)
        for _ in range(20):
            flood.send({"type": "answer", "question": question.number + 5, "squares": [1]})
        qtbot.waitUntil(lambda: flood.closed)
        assert flood.socket.closeCode() == QWebSocketProtocol.CloseCode.CloseCodePolicyViolated

        big = Phone(address)
        assert big.connect(qtbot)
        big.socket.sendTextMessage(json.dumps({"type": "hello", "code": address.code, "nickname": "x" * 5000}))
        qtbot.waitUntil(lambda: big.closed)
        assert big.socket.closeCode() == QWebSocketProtocol.CloseCode.CloseCodeTooMuchData
        assert [s.nickname for s in quiz.students()] == ["Ana"]
    finally:
        room.close()
        room.deleteLater()


def test_a_dropped_student_rejoins_by_token_or_by_nickname_and_keeps_its_answers(qtbot, room: QuizRoom, quiz) -> None:
    address = room.open(loopback=True)
    ana = joined(qtbot, room, "Ana")
    question = ask(qtbot, room, ana)
    ana.ask(qtbot, {"type": "answer", "question": question.number, "squares": sorted(question.answer)}, "quiz")
    token = ana.token
    ana.close()
    qtbot.waitUntil(lambda: room.online() == frozenset())

    again = Phone(address)
    assert again.connect(qtbot)
    assert again.ask(qtbot, {"type": "hello", "token": token}, ("joined", "refused"))["nickname"] == "Ana"
    assert again.wait_for(qtbot, lambda m: m.get("type") == "quiz")["mine"] == sorted(question.answer)
    # while Ana's phone is in, nobody else takes "Ana" with the code
    other = Phone(address)
    assert other.connect(qtbot)
    taken = other.ask(qtbot, {"type": "hello", "code": address.code, "nickname": "ana"}, ("joined", "refused"))
    assert taken == {"type": "refused", "reason": "name_taken"}
    again.close()
    qtbot.waitUntil(lambda: room.online() == frozenset())
    back = Phone(address)
    assert back.connect(qtbot)
    reply = back.ask(qtbot, {"type": "hello", "code": address.code, "nickname": "Ana"}, ("joined", "refused"))
    assert reply["type"] == "joined" and len(quiz.students()) == 1


def test_a_removed_student_is_closed_out_its_answers_gone_and_its_nickname_barred(qtbot, room: QuizRoom, quiz) -> None:
    address = room.open(loopback=True)
    rude, ana = joined(qtbot, room, "Rude"), joined(qtbot, room, "Ana")
    question = ask(qtbot, room, rude, ana)
    rude.ask(qtbot, {"type": "answer", "question": question.number, "squares": [2]}, "quiz")
    assert quiz.tally().answered == 1
    with qtbot.waitSignal(room.students_changed):
        room.remove(quiz.students()[0].id)
    qtbot.waitUntil(lambda: rude.closed)
    assert {"type": "refused", "reason": "removed"} in rude.received
    assert quiz.tally().answered == 0 and [s.nickname for s in quiz.students()] == ["Ana"]
    retry = Phone(address)
    assert retry.connect(qtbot)
    reply = retry.ask(qtbot, {"type": "hello", "code": address.code, "nickname": "rude"}, ("joined", "refused"))
    assert reply == {"type": "refused", "reason": "removed"}
    assert not ana.closed


def test_closing_the_quiz_closes_every_phone_and_the_page(qtbot, room: QuizRoom, fetch) -> None:
    address = room.open(loopback=True)
    assert fetch(address.port, "/", headers={"Host": f"{address.host}:{address.port}"}).status == 200
    assert fetch(address.port, "/index.html", headers={"Host": f"{address.host}:{address.port}"}).status == 404
    phone = joined(qtbot, room, "Ana")
    room.close()
    qtbot.waitUntil(lambda: phone.closed)
    assert phone.socket.closeReason() == "the room was closed"
    assert not room.is_open
