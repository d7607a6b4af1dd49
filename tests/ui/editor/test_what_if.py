"""What-if while dragging: before the button is released, the note beside the mouse says what
the drop would do to the fewest throws and the expected length; a refused drop says nothing."""

from __future__ import annotations

import pytest

from helpers.boards import random_jumps
from helpers.mouse import send_mouse
from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.analysis import analyze
from snl_desktop.ui.editor.what_if import note


@pytest.mark.slow
def test_the_note_says_what_a_ladder_would_do_before_it_is_dropped(make_window, qtbot) -> None:
    board = Board(10, 10, {17: 7, 54: 34})
    window = make_window(board)
    send_mouse(window, "press", 4)
    send_mouse(window, "move", 40)
    qtbot.waitUntil(lambda: window.what_if.text != "", timeout=60_000)
    after = board.with_jump(4, 40)

    def figures(b: Board) -> tuple[int, float | None]:
        return solution(b, Rules()).min_rolls, analyze(b, Rules()).expected_turns

    assert window.what_if.text == note(figures(board), figures(after))
    assert window.what_if.text.startswith(f"fewest {figures(board)[0]} → {figures(after)[0]}, expected ")
    assert window.scene._band.note_box.isVisible()
    send_mouse(window, "move", 100)  # a ladder from 4 to the goal... allowed; a snake up is not:
    send_mouse(window, "move", 4)  # back on its own start: refused, the note goes
    qtbot.waitUntil(lambda: window.what_if.text == "", timeout=60_000)
    assert not window.scene._band.note_box.isVisible()
    send_mouse(window, "release", 4)
    assert window.document.board is board  # nothing was placed


def test_moving_an_end_shows_the_figures_of_the_moved_jump(make_window, qtbot) -> None:
    board = Board(10, 10, {3: 22})
    window = make_window(board)
    window.set_tool(window.scene.tool.SELECT)
    send_mouse(window, "press", 22)
    send_mouse(window, "move", 38)
    qtbot.waitUntil(lambda: window.what_if.text != "", timeout=60_000)
    moved = Board(10, 10, {3: 38})
    assert window.what_if.text.endswith(f"{analyze(moved, Rules()).expected_turns:,.1f} turns"), window.what_if.text
    send_mouse(window, "release", 38)
    assert window.document.board.jumps == {3: 38} and not window.scene._band.note_box.isVisible()


@pytest.mark.slow
def test_the_last_position_wins(make_window, qtbot) -> None:
    board = Board(10, 10, random_jumps(10, 20))
    window = make_window(board)
    free = [s for s in range(2, 99) if s not in board.jumps and s not in board.jumps.values()]
    start = free[0]
    worked_out: list[int] = []
    window.what_if._timer.timeout.connect(lambda: worked_out.append(1))
    send_mouse(window, "press", start)
    for square in free[1:30]:
        send_mouse(window, "move", square)  # many moves before the event loop runs
    last = free[29]
    qtbot.waitUntil(lambda: window.what_if.text != "", timeout=60_000)
    after = board.with_jump(start, last)
    assert worked_out == [1]  # once, for the last position: not once a mouse move
    assert window.what_if.text.split(", expected")[0].endswith(f"→ {solution(after, Rules()).min_rolls}")
    send_mouse(window, "release", last)


@pytest.mark.slow
def test_the_note_keeps_the_uis_text_size_on_a_fitted_30x30_board(make_window, qtbot) -> None:
    """The note scaled with the zoom: about 8 px high on a fitted 30×30 board."""
    from PySide6.QtGui import QFontInfo, QGuiApplication

    window = make_window(Board(30, 30))
    send_mouse(window, "press", 40)
    send_mouse(window, "move", 200)
    qtbot.waitUntil(lambda: window.what_if.text != "", timeout=60_000)
    band = window.scene._band
    on_screen = band.note_box.deviceTransform(window.view.viewportTransform())
    assert on_screen.m22() == 1.0  # drawn at the screen's own scale, whatever the zoom
    assert QFontInfo(band.note.font()).pixelSize() == QFontInfo(QGuiApplication.font()).pixelSize()
    send_mouse(window, "release", 40)


def test_esc_cancels_a_drag_and_nothing_is_placed(make_window, qtbot) -> None:
    from PySide6.QtCore import Qt

    board = Board(10, 10)
    window = make_window(board)
    window.view.setFocus()
    send_mouse(window, "press", 4)
    send_mouse(window, "move", 40)
    assert window.scene.dragging
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.scene.dragging and not window.scene._band.line.isVisible()
    send_mouse(window, "move", 44)
    send_mouse(window, "release", 44)
    assert window.document.board is board and not window.document.undo_stack.canUndo()


def test_ctrl_y_redoes(make_window, qtbot) -> None:
    from PySide6.QtCore import Qt

    window = make_window(Board(10, 10))
    window.edits.place_jump(4, 40)
    window.board_actions.undo.trigger()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board.jumps == {4: 40}
