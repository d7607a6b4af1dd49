"""Real mouse events for the board view: presses, moves that carry the held button, releases,
sent to the viewport at the centre of a square (``QTest.mouseMove`` carries no button)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from snl_desktop.ui.shell.main_window import MainWindow


def send_mouse(
    window: MainWindow,
    kind: str,
    square: int,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    offset: QPointF = QPointF(0, 0),
) -> None:
    """Send a real QMouseEvent ("press", "move" or "release") to the view's viewport at the
    centre of ``square`` (plus ``offset`` in scene units). Moves carry the held button."""
    view = window.view
    scene_point = window.scene.geometry.centre(square) + offset
    local = view.mapFromScene(scene_point)
    global_pos = view.viewport().mapToGlobal(local)
    types = {
        "press": QMouseEvent.Type.MouseButtonPress,
        "move": QMouseEvent.Type.MouseMove,
        "release": QMouseEvent.Type.MouseButtonRelease,
    }
    buttons = Qt.MouseButton.NoButton if kind == "release" else button
    event = QMouseEvent(
        types[kind],
        QPointF(local),
        QPointF(global_pos),
        button if kind != "move" else Qt.MouseButton.NoButton,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def drag(window: MainWindow, start: int, end: int, via: int | None = None) -> None:
    """A whole drag from the centre of ``start`` to the centre of ``end``, moving through ``via``."""
    send_mouse(window, "press", start)
    if via is not None:
        send_mouse(window, "move", via)
    send_mouse(window, "move", end)
    send_mouse(window, "release", end)


def drag_through(window: MainWindow, squares: list[int]) -> None:
    """One drag that presses on the first square, moves over every square listed and releases
    on the last one (a long, wandering gesture)."""
    send_mouse(window, "press", squares[0])
    for square in squares[1:]:
        send_mouse(window, "move", square)
    send_mouse(window, "release", squares[-1])


def toward(window: MainWindow, a: int, b: int, t: float = 0.5) -> QPointF:
    """The offset from the centre of square ``a`` to the point a fraction ``t`` of the way to
    the centre of square ``b`` (scene units), for `send_mouse` and `click`."""
    g = window.scene.geometry
    return (g.centre(b) - g.centre(a)) * t


def click(window: MainWindow, square: int, offset: QPointF = QPointF(0, 0)) -> None:
    """A left click (press and release, no move) at the centre of ``square`` plus ``offset``."""
    send_mouse(window, "press", square, offset=offset)
    send_mouse(window, "release", square, offset=offset)


def activate(window: MainWindow, qtbot: Any) -> None:
    """Make ``window`` the active window, so that its keyboard shortcuts work."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=60_000)
