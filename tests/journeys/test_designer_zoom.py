"""The designer at 30×30, by real input: Ctrl+= to zoom in until the numbers can be read,
middle-drag to move about, a ladder drawn while zoomed, Ctrl+0 to see the whole board again."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from helpers.keys import press
from snl_desktop.core import Board
from snl_desktop.ui.board.items import MIN_NUMBER_PIXELS


def test_zoom_pan_and_draw_on_a_30x30_board(journey, qtbot):
    window = journey(Board(30, 30))
    view, square = window.view, window.scene.geometry.square
    press("Ctrl+=")  # at least once: on a large first-start window the numbers may already read
    while view.transform().m11() * square < 2 * MIN_NUMBER_PIXELS:
        press("Ctrl+=")
    assert view.zoom > 1.0 and window.zoom.label.text().endswith("%")
    bar = view.verticalScrollBar()
    before = bar.value()
    centre = view.viewport().rect().center()
    QTest.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=centre)
    QTest.mouseMove(view.viewport(), centre + QPoint(0, 60))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=centre + QPoint(0, 60))
    assert bar.value() == max(bar.minimum(), before - 60)
    g = window.scene.geometry
    start, end = None, None
    for label in range(1, 901):  # two squares on screen, one above the other
        point = view.mapFromScene(g.centre(label))
        if view.viewport().rect().adjusted(20, 20, -20, -20).contains(point):
            if start is None:
                start = label
            elif end is None and label >= start + 30:
                end = label
                break
    assert start is not None and end is not None
    a, b = view.mapFromScene(g.centre(start)), view.mapFromScene(g.centre(end))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    QTest.mouseMove(view.viewport(), (a + b) / 2)
    QTest.mouseMove(view.viewport(), b)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)
    assert window.document.board.jumps.get(start) == end  # a ladder, drawn while zoomed
    press("Ctrl+0")
    assert view.zoom == 1.0
