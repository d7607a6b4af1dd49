"""A student checks their own code, by real input only: Learn → Check My Code… chosen from the
menu bar with the keyboard in the Learn room, a file opened with the dialog's Alt key, Check
pressed, and the report read as shown — a right solution (every board passes), a wrong one (the
smallest failing board drawn with the right route, the expected answer and theirs) and an
endless loop (stopped, said so, and the window never froze)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from helpers.keys import choose_from_menu, idle, press
from snl_desktop.core import Board
from snl_desktop.core.checking import board_set
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.solver.check_dialog import CheckDialog

SIX = load_preset("leetcode-6x6")
SOLUTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "solutions"
TOTAL = len(board_set())


def check_file(qtbot, window, dialog: CheckDialog, name: str) -> None:
    """Open ``name`` with Alt+O (the file dialog answered with its path), then Check with Alt+C."""
    window.prompter.paths.append(SOLUTIONS / f"{name}.py")
    press("Alt+O", dialog)
    qtbot.waitUntil(lambda: dialog.file_label.text() == f"{name}.py", timeout=60_000)
    before = dialog.report, dialog.error
    press("Alt+C", dialog)  # runs in the background; the key returns once the report is in
    qtbot.waitUntil(lambda: (dialog.report, dialog.error) != before, timeout=60_000)


def test_a_right_a_wrong_and_an_endless_solution(journey, qtbot) -> None:
    window = journey(SIX.board, SIX.rules, room=Room.LEARN)
    qtbot.waitUntil(lambda: window.room is Room.LEARN, timeout=60_000)
    idle()
    title = window.menus.search.title()  # the Learn room's menu ("&Learn")
    choose_from_menu(qtbot, window, f"Alt+{title[title.index('&') + 1]}", "Check My Code…")
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), CheckDialog), timeout=60_000)
    dialog = QApplication.activeWindow()
    assert isinstance(dialog, CheckDialog) and not dialog.isModal()

    check_file(qtbot, window, dialog, "right_leetcode")
    assert dialog.headline.text() == f"All {TOTAL} boards passed."
    assert not dialog.board_panel.isVisible()

    check_file(qtbot, window, dialog, "follows_chains")
    assert dialog.headline.text() == f"Passed {TOTAL - 85} of {TOTAL} boards."
    assert "Following a chain: a snake or ladder is taken after another in the same throw" in dialog.details.text()
    assert dialog.board_panel.isVisible() and dialog.view.isVisible()
    assert dialog.scene.board == Board(3, 3, {6: 8, 8: 9})  # 6 → 8, and 8 → 9 is not taken with it
    assert dialog.answers.text() == "Expected: 2 throws\nYour code: 1 throw"
    assert "throw 1 → square 2; throw 6 → 8, ladder to 9" in dialog.details.text()
    assert [(step.start, step.rest) for step in dialog._route.steps] == [(1, 2), (2, 9)]

    ticks: list[int] = []
    window.startTimer(25)  # the window's own events keep coming while the code loops
    window.timerEvent = lambda _event: ticks.append(1)
    check_file(qtbot, window, dialog, "endless_loop")
    assert len(ticks) >= 20
    assert "Ran past the time limit of 1 s (an endless loop?): 3 boards" in dialog.details.text()
    assert "boards not run" in dialog.details.text()
    assert dialog.answers.text().endswith("Your code: no answer within 1 s (an endless loop?)")

    press("Escape", dialog)  # closes it, as any dialog
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible(), timeout=60_000)
