"""Learn → Class Quiz… on the projector, with real WebSocket clients as the students' phones:
the window shows who joined, asks with one key, counts answers as they come, and on the reveal
draws the class's answers as bars with the right one marked and the common wrong answer
explained in Predict's words; a rude nickname is removed; the results are saved as CSV; closing
the window closes the room."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from helpers.room_client import Phone
from snl_desktop.core import Board
from snl_desktop.core.quiz import ClassQuiz, Phase
from snl_desktop.core.rules import Rules
from snl_desktop.ui.room.quiz_room import QuizRoom
from snl_desktop.ui.solver.quiz_dialog import QuizDialog

BOARD = Board(4, 6, {3: 14, 9: 18, 21: 7})


class Prompter:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.errors: list[str] = []

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        return self.path

    def error(self, title: str, message: str) -> None:
        self.errors.append(message)


@pytest.fixture
def dialog(qtbot, tmp_path) -> Iterator[QuizDialog]:
    room = QuizRoom(ClassQuiz(BOARD, Rules()), board_name="Test")
    room.open(loopback=True)
    window = QuizDialog(room, Prompter(tmp_path / "results.csv"))
    room.setParent(window)
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    yield window
    room.close()


def join(qtbot: Any, window: QuizDialog, nickname: str) -> Phone:
    address = window.room.address
    assert address is not None
    phone = Phone(address)
    assert phone.connect(qtbot)
    reply = phone.ask(qtbot, {"type": "hello", "code": address.code, "nickname": nickname}, ("joined", "refused"))
    assert reply["type"] == "joined"
    return phone


def answer(qtbot: Any, phone: Phone, number: int, squares: list[int]) -> None:
    phone.wait_for(qtbot, lambda m: m.get("type") == "quiz" and (m["question"] or {}).get("number") == number)
    assert phone.ask(qtbot, {"type": "answer", "question": number, "squares": squares}, ("quiz", "refused"))["mine"]


def test_a_question_asked_answered_and_revealed_on_the_projector(qtbot, dialog: QuizDialog, tmp_path) -> None:
    assert dialog.code.text() == dialog.room.address.code and dialog.url.text().startswith("http://127.0.0.1:")
    phones = {name: join(qtbot, dialog, name) for name in ("Ana", "Ben", "<b>Cy</b>")}
    qtbot.waitUntil(lambda: dialog.names.count() == 3)
    assert [dialog.names.item(i).text() for i in range(3)] == ["Ana", "Ben", "<b>Cy</b>"]
    assert dialog.count.text().startswith("3 student")

    dialog.seconds.setValue(0)  # no timer
    qtbot.keyClick(dialog, Qt.Key.Key_PageDown)  # the clicker asks
    question = dialog.quiz.current
    assert question is not None and dialog.quiz.phase is Phase.ASKING
    assert dialog.progress.text() == f"Question 1 of {len(dialog.quiz.questions)}"
    assert dialog.question.text() and "Reveal" in dialog.next.text().replace("&", "")

    right = sorted(question.answer)
    wrong = [s for s in range(1, 25) if s not in question.answer][:1]
    answer(qtbot, phones["Ana"], question.number, right)
    answer(qtbot, phones["Ben"], question.number, wrong)
    answer(qtbot, phones["<b>Cy</b>"], question.number, wrong)
    qtbot.waitUntil(lambda: dialog.answered_line.text() == "3 of 3 answered")

    qtbot.keyClick(dialog, Qt.Key.Key_PageDown)  # the clicker reveals
    assert dialog.quiz.phase is Phase.REVEALED
    bars = dialog.bars.bars
    assert sorted(bars, key=lambda b: -b[1])[0][1:] == (2, False)
    assert any(right_bar for _label, count, right_bar in bars if count == 1)
    assert dialog.class_right.text().startswith("1 of 3 right")
    assert dialog.why.text().startswith("The most common wrong answer, 2 time")
    assert dialog.answer.text().startswith("The answer")
    assert "Q1: 33%" in dialog.scores.text()
    assert not dialog.leaderboard.isVisible()
    dialog.show_board.setChecked(True)
    assert dialog.leaderboard.isVisible() and dialog.leaderboard.text().startswith("1. Ana: 1 right")

    dialog.save.click()
    rows = list(csv.DictReader(io.StringIO((tmp_path / "results.csv").read_text(encoding="utf-8"))))
    assert [(r["nickname"], r["right"]) for r in rows] == [("Ana", "yes"), ("Ben", "no"), ("<b>Cy</b>", "no")]
    assert rows[1]["answer"] == " ".join(map(str, wrong))


def test_removing_a_nickname_takes_it_and_its_answers_out(qtbot, dialog: QuizDialog) -> None:
    rude = join(qtbot, dialog, "Rude")
    join(qtbot, dialog, "Ana")
    qtbot.waitUntil(lambda: dialog.names.count() == 2)
    dialog.names.setCurrentRow(0)
    dialog.remove.click()
    qtbot.waitUntil(lambda: rude.closed)
    assert [dialog.names.item(i).text() for i in range(dialog.names.count())] == ["Ana"]


def test_the_timer_closes_answers_and_the_window_says_so(qtbot, dialog: QuizDialog) -> None:
    dialog.seconds.setValue(1)
    dialog.next.click()
    assert dialog.clock.text().startswith("1 second")
    qtbot.waitUntil(lambda: dialog.quiz.phase is Phase.LOCKED, timeout=15_000)
    qtbot.waitUntil(lambda: dialog.clock.text() == "Answers are closed.")
    assert not dialog.stop.isEnabled()


def test_closing_the_window_closes_the_room(qtbot, dialog: QuizDialog) -> None:
    phone = join(qtbot, dialog, "Ana")
    dialog.close()
    qtbot.waitUntil(lambda: phone.closed)
    assert not dialog.room.is_open
