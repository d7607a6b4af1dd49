"""Seeing the board: zoom by keys, Ctrl+wheel about the cursor and the status bar; pan by
middle-drag or Space+drag; numbers legible on a 30×30 board once zoomed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from helpers.mouse import activate
from snl_desktop.core import Board
from snl_desktop.ui.board.items import MIN_NUMBER_PIXELS


def wheel(view, pos: QPoint, steps: int, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:
    event = QWheelEvent(
        QPointF(pos),
        QPointF(view.viewport().mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_keys_zoom_in_out_and_fit(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    activate(window, qtbot)
    view = window.view
    fitted = view.percent
    window.view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.percent > fitted * 1.2 and window.zoom.label.text() == f"{view.percent:.0f}%"  # (as English writes it)
    assert view.horizontalScrollBar().maximum() > 0  # scroll bars while zoomed
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert abs(view.percent - fitted) < 0.5
    QTest.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0 and abs(view.percent - fitted) < 0.5
    QTest.keyClick(view, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert abs(view.percent - 100) < 0.5  # one scene unit a pixel
    texts = [a.text() for a in window.menus.view.actions()]
    assert "Zoom &In" in texts and "&Fit the Board" in texts


def test_ctrl_wheel_zooms_about_the_cursor(make_window) -> None:
    window = make_window(Board(10, 10))
    view = window.view
    cursor = QPoint(view.viewport().width() // 4, view.viewport().height() // 3)
    before = view.mapToScene(cursor)
    wheel(view, cursor, 2)
    assert view.zoom > 1.4
    after = view.mapToScene(cursor)
    assert abs(after.x() - before.x()) < 3 * view.zoom and abs(after.y() - before.y()) < 3 * view.zoom
    wheel(view, cursor, -10)
    assert view.zoom == 1.0  # never smaller than the whole board


def test_middle_drag_and_space_drag_pan_without_editing(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    activate(window, qtbot)
    view = window.view
    view.set_zoom(3.0)
    bar = view.horizontalScrollBar()
    start = bar.value()
    centre = view.viewport().rect().center()
    QTest.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=centre)
    QTest.mouseMove(view.viewport(), centre - QPoint(80, 0))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=centre - QPoint(80, 0))
    assert bar.value() == start + 80
    view.setFocus()
    QTest.keyPress(view, Qt.Key.Key_Space)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    QTest.mouseMove(view.viewport(), centre + QPoint(50, 0))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=centre + QPoint(50, 0))
    QTest.keyRelease(view, Qt.Key.Key_Space)
    assert bar.value() == start + 30
    assert window.document.undo_stack.count() == 0  # panning drew nothing


@pytest.mark.slow
def test_a_30x30_boards_numbers_are_legible_once_zoomed(make_window) -> None:
    window = make_window(Board(30, 30), size=(700, 500))
    view, square = window.view, window.scene.geometry.square
    assert view.transform().m11() * square < MIN_NUMBER_PIXELS  # fitted: too small for numbers
    view.set_zoom(4.0)
    assert view.transform().m11() * square >= MIN_NUMBER_PIXELS * 2
    window.document.apply(Board(30, 30, {5: 500}), "a ladder")
    assert view.zoom == 4.0  # the zoom stays through edits


def test_hovering_a_square_tells_its_six_throws_and_each_tool_has_its_cursor(make_window) -> None:
    from helpers.mouse import send_mouse
    from snl_desktop.ui.board.scene import Tool

    window = make_window(Board(10, 10, {26: 44, 29: 9}))
    view = window.view
    send_mouse(window, "move", 23, button=Qt.MouseButton.NoButton)  # no button held: hovering
    assert window.statusBar().currentMessage() == "Square 23: throws 1–6 rest on 24, 25, 26 → 44, 27, 28, 29 → 9"
    send_mouse(window, "move", 98, button=Qt.MouseButton.NoButton)  # 98: four throws pass the goal
    assert window.statusBar().currentMessage() == "Square 98: throws 1–6 rest on 99, 100, ×, ×, ×, ×"
    shapes = {}
    for tool in Tool:
        window.set_tool(tool)
        shapes[tool] = view.viewport().cursor().shape()
    assert shapes[Tool.LADDER] == shapes[Tool.SNAKE] == Qt.CursorShape.CrossCursor
    assert shapes[Tool.ERASE] == Qt.CursorShape.PointingHandCursor and shapes[Tool.SELECT] == Qt.CursorShape.ArrowCursor


def test_erase_and_select_outline_what_a_click_would_take(make_window) -> None:
    from helpers.mouse import send_mouse
    from snl_desktop.ui.board import theme
    from snl_desktop.ui.board.scene import Tool

    window = make_window(Board(10, 10, {3: 22}))
    hover = window.view.hover
    send_mouse(window, "move", 3, button=Qt.MouseButton.NoButton)
    assert hover.jump is None  # drawing a ladder: nothing to take
    window.set_tool(Tool.ERASE)
    send_mouse(window, "move", 22, button=Qt.MouseButton.NoButton)
    send_mouse(window, "move", 3, button=Qt.MouseButton.NoButton)
    assert hover.jump == 3 and hover.mark.isVisible() and hover.mark.pen().color() == theme.STANDARD.refused
    window.set_tool(Tool.SELECT)
    send_mouse(window, "move", 22, button=Qt.MouseButton.NoButton)
    assert hover.jump == 3 and hover.mark.pen().color() == theme.STANDARD.selection
    send_mouse(window, "move", 50, button=Qt.MouseButton.NoButton)  # off the ladder
    assert hover.jump is None and not hover.mark.isVisible()
    window.set_tool(Tool.ERASE)
    send_mouse(window, "move", 3, button=Qt.MouseButton.NoButton)
    send_mouse(window, "press", 3)
    send_mouse(window, "release", 3)
    assert window.document.board.jumps == {} and not hover.mark.isVisible()
