"""A start on the start screen paints the screen before the rest of the window is built (the
board, its docks, the menus' items), and builds the rest once idle, or at once when the user
reaches for it first: a room with the board, a menu. Nothing of the rest shows on the start
screen when it comes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QDockWidget, QToolBar

from snl_desktop.core import Board
from snl_desktop.ui.kit.rooms import Room

BOARD = Board(10, 10, {3: 22, 5: 8, 27: 1, 21: 9, 17: 4, 19: 7, 11: 26})


def visible_docks(window) -> list[str]:
    return [dock.objectName() for dock in window.findChildren(QDockWidget) if dock.isVisible()]


def test_the_start_screen_is_painted_first_and_the_rest_comes_when_idle(make_window, qtbot) -> None:
    window = make_window(BOARD, room=Room.HOME, show=False)
    assert not window.furnished
    assert [a.text() for a in window.menuBar().actions() if a.isVisible()] == ["&File", "&View", "&Help"]
    painted_before_furnished = []
    window.first_painted.connect(lambda: painted_before_furnished.append(not window.furnished))
    window.show()
    qtbot.waitUntil(lambda: window.started)
    assert painted_before_furnished == [True]
    assert window.room is Room.HOME
    assert visible_docks(window) == []  # the docks came, hidden: the start screen holds none
    tools = window.findChild(QToolBar, "tools")
    assert tools is not None and not tools.isVisible()
    assert window.findChild(QToolBar, "rooms").isVisible()
    assert window.board_actions.open in window.menus.file.actions()
    qtbot.waitUntil(lambda: all(window.scene.jump_item(start) is not None for start in BOARD.jumps))  # drawn while idle


def test_choosing_a_room_before_the_rest_is_built_builds_it_and_shows_the_board(make_window) -> None:
    window = make_window(BOARD, room=Room.HOME)
    assert not window.furnished  # (no event loop ran yet: nothing was built in the background)
    window.room_plan.home.room_chosen.emit(Room.DESIGN.value)  # the Design card, clicked at once
    assert window.furnished and window.room is Room.DESIGN
    assert window.scene.board is window.document.board
    assert all(window.scene.jump_item(start) is not None for start in BOARD.jumps)
    assert "matrix" in visible_docks(window)


def test_a_menu_opened_before_the_rest_is_built_has_its_items(make_window) -> None:
    window = make_window(BOARD, room=Room.HOME)
    assert window.menus.file.isEmpty()
    window.menus.file.popup(QPoint(0, 0))
    assert window.furnished
    assert window.board_actions.new in window.menus.file.actions()
    window.menus.file.close()
    assert window.room is Room.HOME and visible_docks(window) == []


def test_closing_on_the_start_screen_before_the_rest_is_built_leaves_nothing(make_window, tmp_path: Path) -> None:
    window = make_window(BOARD, room=Room.HOME)
    assert window.close()
    assert not window.furnished
    assert not (tmp_path / "autosave").exists() or not any((tmp_path / "autosave").iterdir())


FIRST_PAINT_MODULES = """
import json, sys
from snl_desktop.ui.app import create_application
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.shell.main_window import MainWindow

app = create_application(["snl-desktop"])
window = MainWindow(room=Room.HOME)
def painted():
    print(json.dumps(sorted(sys.modules)))
    app.exit(0)
window.first_painted.connect(painted)
window.show()
app.exec()
"""


@pytest.mark.subprocess
def test_the_start_screen_imports_nothing_it_does_not_show(tmp_path: Path) -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT_MODULES],
        env={**__import__("os").environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    heavy_modules = ("numpy", "scipy", "pyqtgraph", "sqlite3", "subprocess", "snl_desktop.words.pseudo", "segno")
    qt_addons = ("PySide6.QtHttpServer", "PySide6.QtWebSockets", "PySide6.QtTextToSpeech", "PySide6.QtSvg")
    for heavy in heavy_modules + qt_addons:
        assert heavy not in modules
    for room_part in (
        "board.scene",
        "board.pieces",
        "editor.matrix_panel",
        "shell.docks",
        "play.mode",
        "solver.panel",
        "room",
    ):
        assert f"snl_desktop.ui.{room_part}" not in modules
    assert "snl_desktop.ui.start.screen" in modules
