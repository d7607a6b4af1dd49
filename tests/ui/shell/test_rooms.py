"""The window's rooms: each shows only its own docks, tool bar and menus and keeps its own
layout; the board is edited only in Design; switching keeps the board and its edits; Text Size
scales every text and is remembered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDockWidget, QToolBar, QWidget

from helpers.mouse import drag
from snl_desktop.core import Board
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.kit.settings_keys import SettingKey
from snl_desktop.ui.shell.rooms import start_room


def visible_docks(window) -> set[str]:
    return {dock.objectName() for dock in window.findChildren(QDockWidget) if dock.isVisible()}


def visible_menus(window) -> list[str]:
    return [action.text().replace("&", "") for action in window.menuBar().actions() if action.isVisible()]


def visible_tool_bars(window) -> set[str]:
    return {bar.objectName() for bar in window.findChildren(QToolBar) if bar.isVisible()}


@pytest.mark.slow
def test_each_room_shows_only_its_own_docks_menus_and_tool_bars(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    assert window.room is Room.DESIGN
    assert {"matrix", "solver", "analysis", "warnings", "history"} <= visible_docks(window) | {"solver", "analysis"}
    assert visible_menus(window) == ["File", "Edit", "Board", "Learn", "View", "Help"]
    assert visible_tool_bars(window) == {"rooms", "tools"}

    window.show_room(Room.LEARN)
    assert visible_docks(window) == {"solver", "graph", "code"}
    assert visible_menus(window) == ["File", "Learn", "View", "Help"]
    assert visible_tool_bars(window) == {"rooms"}

    window.show_room(Room.PLAY)
    assert visible_docks(window) == {"game"}
    assert visible_menus(window) == ["File", "Game", "View", "Help"]
    assert visible_tool_bars(window) == {"rooms"}

    window.show_room(Room.DESIGN)
    assert "game" not in visible_docks(window) and "matrix" in visible_docks(window)
    assert visible_tool_bars(window) == {"rooms", "tools"}


def test_the_view_menu_offers_only_the_docks_of_the_room(make_window) -> None:
    window = make_window(Board(10, 10))
    window.show_room(Room.LEARN)
    offered = {a.text().replace("&", "") for a in window.menus.view.actions() if a.isVisible()}
    assert {"Solver", "Graph", "BFS Code"} <= offered or {"Solver", "Graph"} <= offered
    assert "Matrix" not in offered and "Warnings" not in offered


@pytest.mark.parametrize("room", [Room.PLAY, Room.LEARN])
def test_a_drag_on_the_board_outside_design_changes_nothing(make_window, qtbot, room: Room) -> None:
    window = make_window(Board(10, 10))
    window.show_room(room)
    drag(window, 3, 22, via=12)
    assert dict(window.document.board.jumps) == {}
    assert not window.document.undo_stack.canUndo()
    window.show_room(Room.DESIGN)
    drag(window, 3, 22, via=12)  # the same drag in Design draws the ladder: the tool was kept
    assert dict(window.document.board.jumps) == {3: 22}


@pytest.mark.slow
def test_switching_rooms_keeps_the_board_and_its_edits(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    drag(window, 3, 22, via=12)
    board = window.document.board
    for room in (Room.PLAY, Room.LEARN, Room.HOME, Room.DESIGN):
        window.show_room(room)
        assert window.document.board is board
    assert window.document.undo_stack.canUndo()
    assert window.board_actions.undo.isEnabled()
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {}


@pytest.mark.slow
def test_editing_keys_are_dead_outside_design_and_the_board_save_is_dead_in_play(make_window) -> None:
    window = make_window(Board(10, 10))
    drag(window, 3, 22, via=12)
    window.show_room(Room.LEARN)
    assert not window.board_actions.undo.isEnabled() and not window.board_actions.delete.isEnabled()
    assert window.board_actions.open.isEnabled() and window.board_actions.save.isEnabled()  # Learn opens boards
    assert not any(action.isEnabled() for action in window.board_actions.tools.values())
    window.show_room(Room.PLAY)
    assert not window.board_actions.save.isEnabled() and not window.board_actions.open.isEnabled()
    window.show_room(Room.DESIGN)
    assert window.board_actions.save.isEnabled() and window.board_actions.undo.isEnabled()


@pytest.mark.slow
def test_each_room_keeps_its_layout_within_a_run_and_across_runs(make_window, qtbot, tmp_path: Path) -> None:
    window = make_window(Board(10, 10))
    window.docks.warnings.close()  # the designer closes Warnings
    window.show_room(Room.LEARN)
    window.docks.teaching.code_dock.close()  # and the learner the code
    window.show_room(Room.DESIGN)
    assert "warnings" not in visible_docks(window) and "matrix" in visible_docks(window)
    window.show_room(Room.LEARN)
    assert visible_docks(window) == {"solver", "graph"}
    window.close()

    again = make_window(Board(10, 10))  # the same settings file
    assert "warnings" not in visible_docks(again)
    again.show_room(Room.LEARN)
    assert visible_docks(again) == {"solver", "graph"}


def test_the_window_size_does_not_change_when_docks_come_back(make_window, qtbot) -> None:
    window = make_window(Board(10, 10), size=(1100, 800))
    window.docks.fit()  # (the fixture sized the window after the Design room's first layout)
    for room in (Room.PLAY, Room.DESIGN, Room.LEARN, Room.DESIGN):
        window.show_room(room)
        assert (window.width(), window.height()) == (1100, 800)


def test_the_room_keys_and_tool_bar_switch_rooms(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    window.rooms.actions[Room.LEARN].trigger()
    assert window.room is Room.LEARN
    assert window.rooms.actions[Room.LEARN].isChecked()
    keys = {room: action.shortcut().toString() for room, action in window.rooms.actions.items()}
    assert keys[Room.HOME] == "Ctrl+Shift+H"
    assert len(set(keys.values())) == 4


def font_sizes(window) -> dict[int, tuple[str, float]]:
    """Each visible widget's text size (points, or pixels for a font sized in pixels)."""
    sizes = {}
    for widget in window.findChildren(QWidget):
        if widget.isVisible():
            font = widget.font()
            sizes[id(widget)] = (
                type(widget).__name__,
                font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize(),
            )
    return sizes


@pytest.mark.slow
@pytest.mark.parametrize("room", [Room.DESIGN, Room.LEARN, Room.PLAY, Room.HOME])
def test_huge_text_reaches_every_widget_of_every_room(make_window, qtbot, room: Room) -> None:
    window = make_window(Board(10, 10), size=(1400, 900))
    window.docks.build_all()
    window.show_room(room)
    qtbot.wait(10)
    before = font_sizes(window)
    window.text_size.set_level("huge")
    # The start screen is sofa-sized already at normal on a large window (it grows with the
    # window up to 1.5×, and Text Size takes over from there): it must still grow by a quarter.
    least = 1.25 if room is Room.HOME else 1.8

    def unscaled() -> list[str]:
        after = font_sizes(window)
        return sorted(name for key, (name, size) in before.items() if key in after and after[key][1] < size * least)

    qtbot.waitUntil(lambda: unscaled() == [], timeout=60_000)  # the change reaches every widget through events
    window.text_size.set_level("normal")


def test_text_size_cycles_with_ctrl_l_scales_the_board_and_is_remembered(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    normal = QApplication.font().pointSizeF()
    cycle = next(a for a in window.actions() if a.objectName() == "text-size-cycle")
    assert cycle.shortcut().toString() == "Ctrl+L"
    cycle.trigger()
    cycle.trigger()  # normal → large → huge
    assert window.text_size.level == "huge"
    assert QApplication.font().pointSizeF() == pytest.approx(normal * 1.9)
    assert window.scene.text_scale == pytest.approx(1.9)
    window.close()
    again = make_window(Board(10, 10))
    assert again.text_size.level == "huge" and again.scene.text_scale == pytest.approx(1.9)
    cycle = next(a for a in again.actions() if a.objectName() == "text-size-cycle")
    cycle.trigger()
    assert again.text_size.level == "normal"
    assert QApplication.font().pointSizeF() == pytest.approx(normal)


def test_a_plain_start_opens_home_unless_the_last_room_is_asked_for(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert start_room(settings) is Room.HOME
    settings.setValue(SettingKey.LAST_ROOM, "learn")
    assert start_room(settings) is Room.HOME  # off by default
    settings.setValue(SettingKey.START_IN_LAST_ROOM, True)
    assert start_room(settings) is Room.LEARN
    settings.setValue(SettingKey.LAST_ROOM, "nonsense")
    assert start_room(settings) is Room.HOME  # a damaged setting: the start screen
