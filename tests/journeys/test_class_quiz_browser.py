"""A teacher's Class Quiz with three students' phones in a real browser (Debian's Chromium,
headless, 390×844, through chromium-driver and Selenium): the teacher opens Learn → Class Quiz…
from the menu bar by keys; Ana joins by the QR code's address, Ben and Cy by typing the room
code shown on the projector; five questions are asked and revealed with the clicker's Page Down,
each phone tapping its answer (Ana always right, Ben a wrong square, Cy right on odd questions
and "none" or a wrong square on even ones); the projector's bars after each reveal and the saved
CSV match what the phones sent; closing the window tells every phone the room was closed.

The room listens on loopback here (the test machine's "local network"); everything else is as
the teacher has it."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from PySide6.QtCore import Qt
from shiboken6 import isValid

from helpers.keys import choose_from_menu, idle, press
from helpers.mouse import activate
from helpers.quiz_browser import AVAILABLE, SHOWN, TEXT, browser, in_worker, join, tap, until
from snl_desktop.core.quiz import Phase, options
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.room import room as room_module
from snl_desktop.ui.solver.quiz_dialog import QuizDialog

pytestmark = [
    pytest.mark.subprocess,
    pytest.mark.skipif(not AVAILABLE, reason="needs chromium and chromium-driver (apt)"),
]

SIX = load_preset("leetcode-6x6")
QUESTIONS = 5
STUDENTS = ("Ana", "Ben", "Cy")


def join_by_code(driver: Any, url: str, code: str, nickname: str) -> str:
    """(In the worker) open the short address, type the room code and the nickname, join."""
    driver.get(url)
    until(driver, SHOWN.format(panel="join") + "true")
    driver.find_element("id", "code").send_keys(code)
    driver.find_element("id", "nickname").send_keys(nickname)
    driver.find_element("id", "join-button").click()
    return until(driver, SHOWN.format(panel="wait") + TEXT.format(id="wait-text"))


def answer_on(driver: Any, number: int, squares: list[int]) -> str:
    """(In the worker) wait for question ``number`` on the phone, tap ``squares`` (none: "None
    enter"), send: the phone's "Answer sent" words."""
    until(driver, SHOWN.format(panel="ask") + TEXT.format(id="question-number") + f".includes('{number}')")
    if squares:
        tap(driver, squares)
    else:
        driver.find_element("id", "none").click()
    driver.find_element("id", "send").click()
    return until(driver, "return !document.getElementById('sent').hidden && " + TEXT.format(id="sent"))


def verdict_on(driver: Any, number: int) -> str:
    until(
        driver,
        "return !document.getElementById('outcome').hidden && "
        + TEXT.format(id="question-number")
        + f".includes('{number}') && "
        + TEXT.format(id="verdict")
        + " !== 'Answers are closed.'",
    )
    return driver.execute_script("return " + TEXT.format(id="verdict"))


def test_five_questions_three_phones_the_bars_and_the_csv_match(journey, qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(room_module, "local_address", lambda: "127.0.0.1")
    window = journey(SIX.board, SIX.rules, room=Room.LEARN)
    qtbot.waitUntil(lambda: window.room is Room.LEARN, timeout=60_000)
    idle()
    title = window.menus.search.title()
    choose_from_menu(qtbot, window, f"Alt+{title[title.index('&') + 1]}", "Class Quiz…")
    teaching = window.docks.teaching
    qtbot.waitUntil(lambda: teaching.quiz_dialog is not None and teaching.quiz_dialog.isVisible(), timeout=60_000)
    dialog = teaching.quiz_dialog
    assert isinstance(dialog, QuizDialog)
    activate(dialog, qtbot)  # (a window manager may leave the new window behind: the teacher clicks it)
    address = dialog.room.address
    assert address is not None and dialog.code.text() == address.code
    phones = {name: in_worker(qtbot, lambda: browser("en")) for name in STUDENTS}
    try:
        in_worker(qtbot, lambda: join(phones["Ana"], address.join_url, "Ana"))
        for name in ("Ben", "Cy"):
            in_worker(qtbot, lambda name=name: join_by_code(phones[name], address.url, dialog.code.text(), name))
        qtbot.waitUntil(lambda: dialog.names.count() == 3, timeout=60_000)
        assert [dialog.names.item(i).text() for i in range(3)] == list(STUDENTS)

        dialog.seconds.setValue(0)  # no timer: the teacher reveals
        sent: list[tuple[str, int, tuple[int, ...]]] = []
        for _ in range(QUESTIONS):
            press("PgDown", dialog)  # the clicker asks
            qtbot.waitUntil(lambda: dialog.quiz.phase is Phase.ASKING, timeout=60_000)
            question = dialog.quiz.current
            assert question is not None
            right = sorted(question.answer)
            wrong = [s for s in options(question) if s not in question.answer][:1]
            odd = question.number % 2 == 1
            given = {"Ana": right, "Ben": wrong, "Cy": right if odd else ([] if question.kind == "enters" else wrong)}
            for name, squares in given.items():
                said = in_worker(
                    qtbot, lambda name=name, squares=squares, n=question.number: answer_on(phones[name], n, squares)
                )
                assert said.startswith("Answer sent")
                sent.append((name, question.number, tuple(squares)))
            qtbot.waitUntil(lambda: dialog.answered_line.text() == "3 of 3 answered", timeout=60_000)
            assert not dialog.bars.bars  # nothing of the answers on show before the reveal

            press("PgDown", dialog)  # the clicker reveals
            qtbot.waitUntil(lambda: dialog.quiz.phase is Phase.REVEALED, timeout=60_000)
            expected: dict[tuple[int, ...], int] = {}
            for squares in given.values():
                expected[tuple(sorted(squares))] = expected.get(tuple(sorted(squares)), 0) + 1
            labels = {dialog.words.choice(c): c.squares for c in dialog.tally.choices}
            shown = {labels[label]: count for label, count, _right in dialog.bars.bars}
            assert shown == expected
            ticked = [labels[label] for label, _count, is_right in dialog.bars.bars if is_right]
            assert ticked == [tuple(right)]
            rights = sum(1 for squares in given.values() if sorted(squares) == right)
            assert dialog.class_right.text().startswith(f"{rights} of 3 right")
            for name, squares in given.items():
                verdict = in_worker(qtbot, lambda name=name, n=question.number: verdict_on(phones[name], n))
                assert verdict == ("Right!" if sorted(squares) == right else "Not quite.")

        window.prompter.paths.append(tmp_path / "quiz.csv")
        qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # Save &Results…
        qtbot.waitUntil(lambda: (tmp_path / "quiz.csv").exists(), timeout=60_000)
        rows = list(csv.DictReader(io.StringIO((tmp_path / "quiz.csv").read_text(encoding="utf-8"))))
        got = [(r["nickname"], int(r["question"]), tuple(int(s) for s in r["answer"].split())) for r in rows]
        assert sorted(got) == sorted(sent)
        assert all(r["right"] in ("yes", "no") for r in rows) and len(rows) == 3 * QUESTIONS

        press("Escape", dialog)  # closing the window closes the room
        closed = SHOWN.format(panel="problem") + TEXT.format(id="problem")
        for driver in phones.values():
            assert "closed" in in_worker(qtbot, lambda driver=driver: until(driver, closed))
        assert not isValid(dialog) or not dialog.room.is_open
    finally:
        for driver in phones.values():
            in_worker(qtbot, driver.quit)
