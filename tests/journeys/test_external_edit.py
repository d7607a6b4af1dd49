"""A designer's board is changed by another program while it is open: the window says so with
its real question, and the designer keeps theirs, reloads the other, or is stopped before a
Save replaces it, by keys and clicks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from helpers.keys import answer_modal, press
from helpers.mouse import drag
from snl_desktop.core import Board
from snl_desktop.core.files.boards import load_board

THEIRS = Board(10, 10, {3: 22, 60: 11})


def another_program_saves(path: Path, board: Board) -> None:
    """A separate process writes ``board`` over ``path`` (as another editor would)."""
    code = (
        "import sys; from snl_desktop.core import Board, Rules; from snl_desktop.core.files.boards import save_board;"
        f"save_board(sys.argv[1], Board(10, 10, {dict(board.jumps)!r}), Rules(), '', '')"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, timeout=60)


def click_button(text: str):
    """For `answer_modal`'s check: click the dialog's button called ``text`` where it is drawn."""

    def click(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        button = next(b for b in dialog.buttons() if b.text() == text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    return click


def test_keep_mine_then_reload_then_a_save_stopped(journey, qtbot, tmp_path):
    path = tmp_path / "b.snl"
    window = journey(Board(10, 10, {3: 22}))
    window.prompter.paths.append(path)
    press("Ctrl+S")
    drag(window, 5, 34)
    mine = window.document.board

    told = answer_modal(["Escape"])  # Esc: keep mine
    another_program_saves(path, THEIRS)
    qtbot.waitUntil(lambda: "text" in told, timeout=60_000)
    assert "b.snl" in told["text"] and "changed on disk" in told["text"]
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=60_000)
    window.view.setFocus()
    assert window.document.board == mine and window.isWindowModified()
    press("Ctrl+S")  # told already: saved without a question
    assert load_board(path).board == mine

    reloaded = answer_modal([], check=click_button("Reload"))
    another_program_saves(path, THEIRS)
    qtbot.waitUntil(lambda: window.document.board == THEIRS, timeout=60_000)
    assert "dialog" in reloaded and not window.isWindowModified()

    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=60_000)
    window.view.setFocus()
    drag(window, 6, 40)
    another_program_saves(path, Board(10, 10, {3: 22, 61: 12}))
    stopped = answer_modal(["Escape"])  # Esc: the Save is cancelled
    press("Ctrl+S")  # before the watch has said a word: the Save itself asks
    assert "Replace it?" in stopped["text"]
    assert load_board(path).board == Board(10, 10, {3: 22, 61: 12})
    assert window.isWindowModified()
