"""The board designer's path, by real input only: tools by their keys, drags on the board,
undo and redo by keys, the size box, a pasted matrix, save, reopen and export by the keyboard,
checked on the board and in the matrix panel the designer reads."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication

from helpers.keys import answer_modal, choose_from_menu, click, press, type_text
from helpers.mouse import drag
from snl_desktop.core import Board
from snl_desktop.core.files.boards import load_board


def matrix_text(window) -> list[list[int]]:
    """The matrix panel's text, read back as the designer would copy it."""
    return json.loads(window.matrix_panel.editor.toPlainText())


def test_draw_move_erase_undo_and_redo_by_keys(journey, qtbot):
    window = journey(Board(10, 10))
    press("L")
    drag(window, 3, 22)  # a ladder
    press("S")
    drag(window, 40, 12)  # a snake
    assert window.document.board.jumps == {3: 22, 40: 12}
    assert matrix_text(window) == Board(10, 10, {3: 22, 40: 12}).to_matrix()
    press("V")
    drag(window, 22, 30)  # the ladder's top, moved
    press("E")
    drag(window, 40, 40)  # a click on the snake with the eraser
    assert window.document.board.jumps == {3: 30}
    press("Ctrl+Z")  # the snake comes back
    assert window.document.board.jumps == {3: 30, 40: 12}
    press("Ctrl+Z")  # the ladder's top goes back
    assert window.document.board.jumps == {3: 22, 40: 12}
    press("Ctrl+Shift+Z")
    press("Ctrl+Shift+Z")
    assert window.document.board.jumps == {3: 30}
    assert matrix_text(window) == Board(10, 10, {3: 30}).to_matrix()
    assert window.scene.jump_item(3) is not None and window.scene.jump_item(40) is None


def test_the_size_box_then_undo_by_keys(journey, qtbot):
    window = journey(Board(10, 10, {3: 22}))
    box = window.size_bar.rows
    click(box.lineEdit())
    press("Ctrl+A")
    type_text("8")
    press("Return")
    assert (window.document.board.rows, window.document.board.cols) == (8, 8)
    press("Ctrl+Z")  # reaches the board, not the size box's text
    assert (window.document.board.rows, window.document.board.cols) == (10, 10)
    assert box.value() == 10


def test_paste_a_matrix_into_the_panel(journey, qtbot):
    window = journey(Board(10, 10))
    pasted = [[-1, -1, -1], [-1, 8, -1], [-1, -1, -1]]  # 3×3: a ladder from square 5 to 8
    QApplication.clipboard().setText(json.dumps(pasted))
    click(window.matrix_panel.editor)
    press("Ctrl+A")
    press("Ctrl+V")
    qtbot.waitUntil(lambda: window.document.board.rows == 3, timeout=60_000)
    assert window.document.board == Board.from_matrix(pasted)
    window.view.setFocus()
    press("Ctrl+Z")
    assert window.document.board == Board(10, 10)


def test_paste_a_one_line_matrix_over_a_preset(journey, qtbot):
    """A matrix copied from LeetCode's page comes on one line: pasted over the preset's, it is
    a new board, shown a row a line, untitled; Undo brings the preset back, name and all."""
    from snl_desktop.presets import load_preset

    window = journey(Board(10, 10))
    preset = load_preset("leetcode-6x6")
    window.document.load(preset, None)  # as File → New opens the preset
    assert window.windowTitle().startswith(preset.name)
    pasted = [[-1, -1, -1, -1], [-1, -1, 14, -1], [-1, 3, -1, -1], [-1, 12, -1, -1]]
    QApplication.clipboard().setText(json.dumps(pasted))
    click(window.matrix_panel.editor)
    press("Ctrl+A")
    press("Ctrl+V")
    qtbot.waitUntil(lambda: window.document.board == Board.from_matrix(pasted), timeout=60_000)
    lines = window.matrix_panel.editor.toPlainText().splitlines()
    assert len(lines) == 4 and json.loads(lines[1].strip(" ,")) == [-1, -1, 14, -1]  # a row a line
    assert window.windowTitle().startswith("Untitled") and preset.name not in window.windowTitle()
    window.view.setFocus()
    press("Ctrl+Z")
    assert window.document.board == preset.board and window.windowTitle().startswith(preset.name)


def test_save_reopen_and_export_by_the_keyboard(journey, qtbot, tmp_path):
    window = journey(Board(10, 10))
    drag(window, 3, 22)
    window.prompter.paths.append(tmp_path / "mine.snl")
    press("Ctrl+S")
    assert load_board(tmp_path / "mine.snl").board == Board(10, 10, {3: 22})
    assert not window.isWindowModified() and "mine.snl" in window.windowTitle()
    press("S")
    drag(window, 40, 12)
    press("Ctrl+Z")
    assert not window.isWindowModified()
    window.prompter.paths.append(tmp_path / "mine.snl")
    press("Ctrl+O")
    assert window.document.board == Board(10, 10, {3: 22})
    window.prompter.paths.append(tmp_path / "mine.png")
    answer_modal(["Return"])  # the Export dialog: its size and caption as they are
    choose_from_menu(qtbot, window, "Alt+F", "Export", "Export as PNG…")
    qtbot.waitUntil(lambda: (tmp_path / "mine.png").exists(), timeout=60_000)
    assert (tmp_path / "mine.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
