"""The window's menu bar and tool bar: the menus' titles first (`menu_bar`), their items from
the actions the window made (`fill_menus`).

The Search and Game menus start empty: the Solver panel and Play mode add their actions when
they are built (see `panel.LazyDock`), and the View menu gets one toggle per dock as the window
registers it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget

from ... import APP_NAME
from ...words import spoken
from ..board.interaction import Tool
from ..kit.actions import make_action

TOOL_KEYS = {Tool.LADDER: "L", Tool.SNAKE: "S", Tool.SELECT: "V", Tool.ERASE: "E"}
"""Each drawing tool's one-letter key."""


def tool_texts(tool: Tool) -> tuple[str, str]:
    """A drawing tool's menu text and its tip, translated."""
    if tool is Tool.LADDER:
        text, tip = (
            QCoreApplication.translate("Menus", "&Ladder"),
            QCoreApplication.translate("Menus", "Ladder tool (L)"),
        )
    elif tool is Tool.SNAKE:
        text, tip = QCoreApplication.translate("Menus", "&Snake"), QCoreApplication.translate("Menus", "Snake tool (S)")
    elif tool is Tool.SELECT:
        text = QCoreApplication.translate("Menus", "Se&lect / move")
        tip = QCoreApplication.translate("Menus", "Select / move tool (V)")
    else:
        text, tip = QCoreApplication.translate("Menus", "&Erase"), QCoreApplication.translate("Menus", "Erase tool (E)")
    return text, tip


@dataclass(frozen=True)
class MenuBar:
    """The window's menus, in the bar's order. The frame shows their titles from the first
    paint; their items come with the rest of the window (`fill_menus`)."""

    file: QMenu
    edit: QMenu
    board: QMenu
    search: QMenu
    game: QMenu
    view: QMenu
    help: QMenu

    def all(self) -> tuple[QMenu, ...]:
        return (self.file, self.edit, self.board, self.search, self.game, self.view, self.help)


def menu_bar(window: QMainWindow) -> MenuBar:
    """File, Edit, Board, Learn (the search and its lessons), Game, View and Help: empty."""
    bar = window.menuBar()
    return MenuBar(
        file=bar.addMenu(QCoreApplication.translate("Menus", "&File")),
        edit=bar.addMenu(QCoreApplication.translate("Menus", "&Edit")),
        board=bar.addMenu(QCoreApplication.translate("Menus", "&Board")),
        search=bar.addMenu(QCoreApplication.translate("Menus", "&Learn")),
        game=bar.addMenu(QCoreApplication.translate("Menus", "&Game")),
        view=bar.addMenu(QCoreApplication.translate("Menus", "&View")),
        help=bar.addMenu(QCoreApplication.translate("Menus", "&Help")),
    )


def fill_menus(
    menus: MenuBar,
    *,
    file: tuple[list[QAction], list[QAction], list[QAction], list[QAction], QAction],
    edit: tuple[list[QAction], list[QAction]],
    board: list[QAction],
    help_: list[QAction],
) -> QMenu:
    """Fill File (``file``: open actions, save actions, import/print actions, export actions,
    quit), Edit, Board and Help (after what they hold); the Learn, Game and View menus are
    filled by their features. Returns File's Open Recent submenu."""
    opening, saving, other, exports, quit_action = file
    file_menu = menus.file
    file_menu.addActions(opening)
    recent = file_menu.addMenu(QCoreApplication.translate("Menus", "Open &Recent"))
    file_menu.addActions(saving)
    file_menu.addSeparator()
    file_menu.addAction(other[0])
    file_menu.addMenu(QCoreApplication.translate("Menus", "&Export")).addActions(exports)
    file_menu.addActions(other[1:])
    file_menu.addSeparator()
    file_menu.addAction(quit_action)
    history, tools = edit
    menus.edit.addActions(history)
    menus.edit.addSeparator()
    menus.edit.addActions(tools)
    menus.board.addActions(board)
    menus.help.addActions(help_)
    return recent


def build_tool_bar(window: QMainWindow, groups: Iterable[list[QAction]], widget: QWidget) -> QToolBar:
    """The Tools bar: each group of actions, separated, then ``widget`` (the size box)."""
    tools = QToolBar(QCoreApplication.translate("Menus", "Tools"))
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

    what = QCoreApplication.translate(
        "Menus", "Design snakes and ladders boards, watch breadth-first search solve them, and play them."
    )
    QMessageBox.about(
        window,
        spoken(QCoreApplication.translate("Menus", "About {app}"), app=APP_NAME),
        f"<b>{APP_NAME}</b> {version}<br>{what}",
    )


def make_tool_actions(window: QWidget, set_tool: Callable[[Tool], None]) -> tuple[QActionGroup, dict[Tool, QAction]]:
    """One checkable action per drawing tool, exclusive in a group; each calls ``set_tool``."""
    group = QActionGroup(window)
    actions: dict[Tool, QAction] = {}
    for tool, key in TOOL_KEYS.items():
        text, tip = tool_texts(tool)
        action = make_action(window, text, partial(set_tool, tool), key, tip, checkable=True)
        group.addAction(action)
        actions[tool] = action
    return group, actions


def add_items(menu: QMenu, items: Iterable[QAction | QMenu | None]) -> None:
    """Add ``items`` to ``menu``: actions, submenus, and None for a separator."""
    for item in items:
        if item is None:
            menu.addSeparator()
        elif isinstance(item, QAction):
            menu.addAction(item)
        else:
            menu.addMenu(item)
