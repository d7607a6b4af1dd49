"""A board drawn with the keyboard alone, as a designer who does not use a mouse draws it: from
the start screen, Tab round to the Design door and Enter; the board has the focus; the arrows
move the square cursor, L or S starts a ladder or a snake, the arrows choose its other end and
Enter places it. Ten snakes and ladders, one slip refused (a ladder pointing down) and dropped
with Esc, one removed with Delete and brought back with Ctrl+Z; the matrix says all ten."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from helpers.accessible import accessible_name
from helpers.keys import idle, press
from helpers.mouse import activate
from helpers.prompter import JourneyPrompter
from snl_desktop.core import Board
from snl_desktop.core.board import label_to_position
from snl_desktop.ui.kit.rooms import Room

JUMPS = {4: 14, 9: 31, 21: 42, 28: 84, 51: 67, 17: 7, 54: 34, 62: 19, 87: 24, 95: 75}


def focused_name() -> str:
    widget = QApplication.focusWidget()
    return accessible_name(widget) if widget is not None else ""


def go_to(window, square: int) -> None:
    """Arrow keys from the cursor's square to ``square`` (the first arrow shows the cursor on
    square 1)."""
    keys = window.view.keys
    if keys.square is None:
        press("Right", window)
        assert keys.square == 1
    board = window.document.board
    row, col = label_to_position(board.rows, board.cols, keys.square)
    to_row, to_col = label_to_position(board.rows, board.cols, square)
    for _ in range(abs(to_row - row)):
        press("Down" if to_row > row else "Up", window)
    for _ in range(abs(to_col - col)):
        press("Right" if to_col > col else "Left", window)
    assert keys.square == square
    assert accessible_name(window.view).startswith(f"Square {square}")  # what a screen reader hears


def draw(window, start: int, end: int) -> None:
    go_to(window, start)
    press("L" if end > start else "S", window)
    go_to(window, end)
    press("Return", window)


def test_ten_snakes_and_ladders_drawn_with_the_keyboard_alone(make_window, qtbot) -> None:
    window = make_window(Board(10, 10), size=None, asker=JourneyPrompter(), room=Room.HOME)
    activate(window, qtbot)
    qtbot.waitUntil(lambda: window.started, timeout=60_000)
    idle()
    for _ in range(30):  # Tab round the start screen to the Design door
        if focused_name() == "Design":
            break
        press("Tab", window)
    assert focused_name() == "Design"
    press("Return", window)
    qtbot.waitUntil(lambda: window.room is Room.DESIGN, timeout=60_000)
    idle()
    assert QApplication.focusWidget() is window.view  # the board is ready for the arrows

    for count, (start, end) in enumerate(JUMPS.items(), start=1):
        draw(window, start, end)
        assert window.document.board.jumps.get(start) == end and len(window.document.board.jumps) == count
        if count == 3:  # a slip: a ladder pointing down is refused, said why, and dropped
            go_to(window, 40)
            press("L", window)
            go_to(window, 33)
            press("Return", window)
            assert 40 not in window.document.board.jumps
            assert "ladder" in window.statusBar().currentMessage()
            press("Escape", window)
            assert window.view.keys.pending is None

    go_to(window, 54)
    press("Delete", window)
    assert 54 not in window.document.board.jumps
    press("Ctrl+Z", window)
    assert window.document.board.jumps == JUMPS
    matrix = window.document.board.to_matrix()
    assert sum(value != -1 for row in matrix for value in row) == 10
    assert window.matrix_panel.editor.toPlainText().count("-1") == 90
