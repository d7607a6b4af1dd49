"""A new user's first start: the start screen, its three doors by keyboard and mouse, Home by
key, and a child's drag in the Play room that changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QToolBar

from helpers.keys import idle, press
from helpers.mouse import activate, drag
from snl_desktop.core import Board
from snl_desktop.ui.kit.rooms import Room


def buttons_named(window, name: str) -> list[QAbstractButton]:
    return [b for b in window.findChildren(QAbstractButton) if b.isVisible() and b.accessibleName() == name]


def first_start(make_window, qtbot, board: Board | None = None):
    window = make_window(board, size=None, room=Room.HOME)
    activate(window, qtbot)
    qtbot.waitUntil(lambda: window.started, timeout=60_000)
    idle()
    return window


def test_a_first_start_shows_the_three_doors_and_each_opens_its_room(make_window, qtbot) -> None:
    window = first_start(make_window, qtbot)
    assert window.room is Room.HOME
    assert window.pages.currentWidget() is window.room_plan.home
    for name in ("Play", "Design", "Learn"):
        assert len(buttons_named(window, name)) == 1, name

    play = buttons_named(window, "Play")[0]
    play.setFocus(Qt.FocusReason.TabFocusReason)
    press("Return", window)  # the keyboard opens a door
    qtbot.waitUntil(lambda: window.room is Room.PLAY, timeout=60_000)
    assert window.pages.currentWidget() is window.view

    press("Ctrl+Shift+H", window)  # Home, from anywhere
    qtbot.waitUntil(lambda: window.room is Room.HOME, timeout=60_000)

    design = buttons_named(window, "Design")[0]
    QTest.mouseClick(design, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.room is Room.DESIGN, timeout=60_000)
    tools = next(bar for bar in window.findChildren(QToolBar) if bar.objectName() == "tools")
    assert tools.isVisible()

    press("Ctrl+Shift+H", window)
    qtbot.waitUntil(lambda: window.room is Room.HOME, timeout=60_000)
    QTest.mouseClick(buttons_named(window, "Learn")[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.room is Room.LEARN, timeout=60_000)
    assert window.docks.solver.isVisible() and not window.docks.matrix.isVisible()


def test_a_childs_drag_in_the_play_room_changes_nothing(make_window, qtbot) -> None:
    window = first_start(make_window, qtbot, Board(10, 10))
    QTest.mouseClick(buttons_named(window, "Play")[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.room is Room.PLAY, timeout=60_000)
    idle()
    drag(window, 3, 22, via=12)  # the ladder tool was armed in Design: here it is not
    drag(window, 40, 7, via=20)
    assert dict(window.document.board.jumps) == {}
    assert not window.document.undo_stack.canUndo()
    assert not window.isWindowModified()


def test_ctrl_l_makes_every_text_larger_from_any_room(make_window, qtbot) -> None:
    window = first_start(make_window, qtbot, Board(10, 10))
    before = window.font().pointSizeF()
    press("Ctrl+L", window)
    qtbot.waitUntil(lambda: window.text_size.level == "large", timeout=60_000)
    QTest.mouseClick(buttons_named(window, "Design")[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.room is Room.DESIGN, timeout=60_000)
    press("Ctrl+L", window)
    qtbot.waitUntil(lambda: window.text_size.level == "huge", timeout=60_000)
    qtbot.waitUntil(lambda: window.font().pointSizeF() >= before * 1.8, timeout=60_000)
    press("Ctrl+L", window)
    qtbot.waitUntil(lambda: window.text_size.level == "normal", timeout=60_000)
