"""The window's menu bar and tool bar, built from actions the window made.

The Search and Game menus start empty: the Solver panel and Play mode add their actions when
they are built (see `panel.LazyDock`), and the View menu gets one toggle per dock as the window
registers it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QToolBar, QWidget

from ... import APP_NAME
from ..board.scene import Tool
from ..kit.actions import make_action

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

TOOL_KEYS = {
    Tool.LADDER: ("&Ladder", "L"),
    Tool.SNAKE: ("&Snake", "S"),
    Tool.SELECT: ("Se&lect / move", "V"),
    Tool.ERASE: ("&Erase", "E"),
}
"""Each drawing tool's menu text and its one-letter key."""


class Menus(NamedTuple):
    """The menus that are filled after the bar is built (a NamedTuple: a dataclass would cost
    the start-up a quarter of a millisecond)."""

    recent: QMenu
    search: QMenu
    game: QMenu
    view: QMenu


def build_menus(
    window: QMainWindow,
    *,
    file: tuple[list[QAction], list[QAction], list[QAction], list[QAction], QAction],
    edit: tuple[list[QAction], list[QAction]],
    board: list[QAction],
    help_: list[QAction],
) -> Menus:
    """File (``file``: open actions, save actions, import/print actions, export actions, quit),
    Edit, Board, Search, Game, View and Help, in that order."""
    bar = window.menuBar()
    opening, saving, other, exports, quit_action = file
    file_menu = bar.addMenu("&File")
    file_menu.addActions(opening)
    recent = file_menu.addMenu("Open &Recent")
    file_menu.addActions(saving)
    file_menu.addSeparator()
    file_menu.addAction(other[0])
    file_menu.addMenu("&Export").addActions(exports)
    file_menu.addActions(other[1:])
    file_menu.addSeparator()
    file_menu.addAction(quit_action)
    edit_menu = bar.addMenu("&Edit")
    history, tools = edit
    edit_menu.addActions(history)
    edit_menu.addSeparator()
    edit_menu.addActions(tools)
    bar.addMenu("&Board").addActions(board)
    search = bar.addMenu("&Search")
    game = bar.addMenu("&Game")
    view = bar.addMenu("&View")
    bar.addMenu("&Help").addActions(help_)
    return Menus(recent, search, game, view)


def build_tool_bar(window: QMainWindow, groups: Iterable[list[QAction]], widget: QWidget) -> QToolBar:
    """The Tools bar: each group of actions, separated, then ``widget`` (the size box)."""
    tools = QToolBar("Tools")
    tools.setObjectName("tools")
    for group in groups:
        tools.addActions(group)
        tools.addSeparator()
    tools.addWidget(widget)
    window.addToolBar(tools)
    return tools


def show_about(window: QWidget, version: str) -> None:
    """Help → About: the app's name, version and what it is for."""
    from PySide6.QtWidgets import QMessageBox  # its enums would cost the start-up

    QMessageBox.about(
        window,
        f"About {APP_NAME}",
        f"<b>{APP_NAME}</b> {version}<br>Design snakes and ladders "
        "boards, watch breadth-first search solve them, and play them.",
    )


def make_tool_actions(window: QWidget, set_tool: Callable[[Tool], None]) -> tuple[QActionGroup, dict[Tool, QAction]]:
    """One checkable action per drawing tool, exclusive in a group; each calls ``set_tool``."""
    group = QActionGroup(window)
    actions: dict[Tool, QAction] = {}
    for tool, (text, key) in TOOL_KEYS.items():
        plain = text.replace("&", "")
        action = make_action(window, text, lambda t=tool: set_tool(t), key, f"{plain} tool ({key})", checkable=True)
        group.addAction(action)
        actions[tool] = action
    return group, actions
