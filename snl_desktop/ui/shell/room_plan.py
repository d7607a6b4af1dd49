"""What each room of the main window holds, and what changes when one is entered: the board is
edited only in Design (Play and Learn lock it and arm no tool, so a child's drag changes
nothing); the Play room's keys work only there, and its File menu opens and saves games (so
Ctrl+S saves the game); F9 is the TV layout there (`tv`) and Learn's Present in the other rooms
(`present`); the start screen lists the recent boards and unfinished games."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QGraphicsView, QMenu, QWidget

from ..board.interaction import Tool
from ..kit.rooms import ROOMS, Room
from .rooms import RoomParts

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QStackedWidget, QToolBar

    from ..board.scene import BoardScene
    from ..board.view import BoardView
    from ..board.zoom import ZoomControls
    from ..editor.game_lock import GameLockBar
    from ..editor.matrix_panel import MatrixPanel
    from ..editor.size_bar import SizeBar
    from ..editor.throws_label import FewestThrowsLabel
    from ..files.controller import FileController
    from ..files.recent_menu import RecentMenu
    from ..play.mode import PlayMode
    from ..start.screen import StartScreen
    from .docks import WindowDocks
    from .menus import MenuBar
    from .present import Present
    from .rooms import Rooms
    from .tv import TvLayout
    from .window_actions import BoardActions

__all__ = ["RoomPlan"]


def _flatten(actions: list[QAction]) -> list[QAction]:
    """``actions`` with each submenu's actions in its place, and no separators."""
    out: list[QAction] = []
    for action in actions:
        sub = action.menu()
        if isinstance(sub, QMenu):
            out += _flatten(sub.actions())
        elif not action.isSeparator():
            out.append(action)
    return out


def _window_actions(widget: QWidget) -> list[QAction]:
    """The actions whose keys work wherever the focus is (added to the window itself)."""
    window = widget.window()
    return [a for a in window.actions() if not a.isSeparator()]


def _in_no_room(action: QAction, per_room: dict[Room, list[QAction]]) -> bool:
    return all(action not in actions for actions in per_room.values())


class RoomWindow(Protocol):
    """What the plan needs of the main window (the shell's `MainWindow`)."""

    settings: QSettings
    pages: QStackedWidget
    rooms: Rooms
    docks: WindowDocks
    scene: BoardScene
    view: BoardView
    files: FileController
    recent: RecentMenu
    size_bar: SizeBar
    matrix_panel: MatrixPanel
    throws_label: FewestThrowsLabel
    zoom: ZoomControls
    tools_bar: QToolBar
    game_lock: GameLockBar
    menus: MenuBar
    play_file_menu: QMenu
    board_file_items: list[QAction]
    board_actions: BoardActions
    autosave_dir: Path
    present: Present
    tv: TvLayout
    furnished: bool

    def furnish(self) -> None: ...

    @property
    def game_in_progress(self) -> bool: ...

    @property
    def play(self) -> PlayMode: ...

    @property
    def play_built(self) -> bool: ...

    def show_room(self, room: Room) -> None: ...

    def set_tool(self, tool: Tool) -> None: ...

    def editing_changed(self) -> None: ...

    def draw_board(self) -> None: ...


class RoomPlan(QObject):
    """The rooms of ``window``: `parts` for `Rooms`, and what entering or leaving one does."""

    def __init__(self, window: RoomWindow, parent: QObject) -> None:
        super().__init__(parent)
        self.window = window
        self._home: StartScreen | None = None

    def add_room_actions(self) -> None:
        """Home, Play, Design and Learn at the top of the View menu."""
        menu = self.window.menus.view
        actions = self.window.rooms.menu_actions()
        if not menu.actions():  # (the window's own entries come after them)
            menu.addActions(actions)
            menu.addSeparator()
            return
        first = menu.actions()[0]
        for action in actions:
            menu.insertAction(first, action)
        menu.insertSeparator(first)

    @property
    def home(self) -> StartScreen:
        """The start screen, built when first shown."""
        if self._home is None:
            from ..start.screen import StartScreen  # only when the window starts on it or goes Home

            w = self.window
            home = StartScreen(w.settings)
            home.room_chosen.connect(lambda name: w.show_room(Room(name)))
            home.open_requested.connect(self._open)
            home.resume_requested.connect(self._resume)
            w.pages.addWidget(home)
            self._home = home
        return self._home

    def parts(self, room: Room) -> RoomParts:
        w = self.window
        everywhere = [w.menus.view, w.menus.help]
        if room is Room.HOME:
            return RoomParts((), (), [w.menus.file, *everywhere], (), self.home)
        w.furnish()  # the rooms with the board need the rest of the window
        docks = w.docks
        teaching = docks.teaching
        if room is Room.PLAY:
            game = (w.play.dock,)
            return RoomParts(game, game, [w.menus.file, w.menus.game, *everywhere], (), w.view)
        learning: list[QDockWidget] = [docks.solver, teaching.graph_dock, teaching.code_dock]
        if room is Room.LEARN:
            allowed = [*learning, docks.numbering]
            return RoomParts(allowed, learning, [w.menus.file, w.menus.search, *everywhere], (), w.view)
        designing: list[QDockWidget] = [docks.matrix, docks.solver, docks.analysis, docks.warnings, docks.history]
        return RoomParts(
            [*designing, teaching.graph_dock, teaching.code_dock],
            designing,
            [w.menus.file, w.menus.edit, w.menus.board, w.menus.search, *everywhere],
            (w.tools_bar,),
            w.view,
            self._first_design_layout,
        )

    def _first_design_layout(self) -> None:
        docks = self.window.docks
        docks.matrix.raise_()
        docks.warnings.raise_()
        docks.fit()

    def leaving(self, room: Room) -> None:
        """The Play room keeps its game (autosaved, the walk finished) and its keys go quiet."""
        w = self.window
        if not w.furnished:
            return  # (the start screen, before the rest of the window was built)
        w.present.leave(back=False)  # Present is the Learn room's: another room gets the window back first
        w.tv.leave()  # and the TV layout the Play room's
        if room is Room.PLAY and w.play_built:
            w.play.leave_room()
            w.play.set_active(False)

    def entered(self, room: Room) -> None:
        """The board is edited only in Design; Play's keys work only in Play; the board's file
        keys (Ctrl+S saves the board) are the game's there."""
        w = self.window
        if not w.furnished:  # the start screen, before the rest of the window is built
            self.home.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        locked = room is Room.DESIGN and w.game_in_progress  # the game's board: read-only, and why
        editing = room is Room.DESIGN and not locked
        w.game_lock.setVisible(locked)
        if room is not Room.HOME:
            w.draw_board()
        w.scene.set_locked(not editing)
        if not editing:
            w.view.keys.hide()  # the square cursor draws: Design's only
        if editing:
            w.set_tool(w.scene.tool)
        else:
            w.view.set_tool_cursor(Tool.SELECT)  # no tool armed: the arrow, and no rubber band
            w.view.setDragMode(QGraphicsView.DragMode.NoDrag)
        actions = w.board_actions
        for action in actions.editing:
            action.setEnabled(editing or (room is not Room.PLAY and action in actions.opening))
        for action in actions.board_files:
            action.setEnabled(room is not Room.PLAY)
        w.recent.set_locked(room is Room.PLAY)
        w.files.set_locked(room is Room.PLAY)  # a change on disk is told in the other rooms
        w.size_bar.setEnabled(editing)
        w.matrix_panel.set_locked(not editing)
        w.docks.set_playing(room is Room.PLAY)
        w.docks.set_clicker_keys(room is Room.LEARN)
        self._fill_file_menu(w.play_file_menu.actions() if room is Room.PLAY else w.board_file_items)
        w.throws_label.setVisible(room in (Room.DESIGN, Room.LEARN))  # a designer's figure
        w.zoom.setVisible(room is not Room.HOME)
        w.editing_changed()
        # F9 is the TV layout in the Play room and Present elsewhere: never both (an ambiguous key
        # does nothing)
        w.present.action.setEnabled(room is not Room.PLAY)
        w.tv.action.setEnabled(room is Room.PLAY)
        if room is Room.PLAY:
            w.play.enter_room()
            w.play.set_active(True)
        if room is Room.HOME:
            home = self.home
            QTimer.singleShot(0, self._fill_home)  # after the screen is painted: it reads files
            home.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            w.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _actions_of(self, room: Room) -> list[QAction]:
        """The actions ``room`` offers: its menus' (and submenus'; its own File menu's) and its
        tool bars'."""
        w, parts = self.window, self.parts(room)
        menus = [m.menuAction() for m in parts.menus if m is not w.menus.file]
        files = w.play_file_menu.actions() if room is Room.PLAY else w.board_file_items
        out: list[QAction] = []
        for action in [
            *_flatten(files),
            *_flatten(menus),
            *_flatten([a for b in parts.tool_bars for a in b.actions()]),
        ]:
            if action not in out:
                out.append(action)
        return out

    def _fill_file_menu(self, items: list[QAction]) -> None:
        """The File menu shows ``items`` (the board's, or in the Play room the game's)."""
        menu = self.window.menus.file
        if menu.actions() == items:
            return
        for action in menu.actions():
            menu.removeAction(action)  # not clear(): that would delete the separators
        menu.addActions(items)

    def shortcut_groups(self) -> list[tuple[str, list[QAction]]]:
        """The window's actions for Help → Keyboard Shortcuts: those of every room (the room
        keys, Text Size, the View and Help menus…) under "Everywhere", then each board room's
        own, from its menus and tool bars: each action once (the search's in Learn, though
        Design has its menu too)."""
        from .shortcuts import EVERYWHERE, group_titles  # on demand, as the dialog

        w = self.window
        titles = group_titles()
        per_room = {room: self._actions_of(room) for room in ROOMS}
        # Each dock's key (its View item) under the rooms that show the dock, not "Everywhere".
        for action, dock in w.docks.dock_actions.items():
            for room, actions in per_room.items():
                if action in actions:
                    actions.remove(action)
                if dock in self.parts(room).docks:
                    actions.append(action)
        # Keys no menu lists but one room uses: the dice's faces (Play), a presenter's clicker and
        # leaving Present (Learn).
        if w.play_built:
            per_room[Room.PLAY] += w.play.actions.faces
        learning = _flatten(w.menus.search.actions()) + [w.present.leave_action]
        per_room[Room.PLAY].append(w.tv.leave_action)
        # F9 is the TV layout in Play and Present elsewhere (Learn's): each listed in its room
        for room, actions in per_room.items():
            for action, its_room in ((w.tv.action, Room.PLAY), (w.present.action, Room.LEARN)):
                if room is not its_room and action in actions:
                    actions.remove(action)
        if w.docks.solver.built:
            learning += w.docks.solver.content.controls.clicker_actions
        per_room[Room.LEARN] += learning
        common = [a for a in per_room[Room.PLAY] if all(a in acts for acts in per_room.values())]
        everywhere = [*w.rooms.menu_actions(), *common]
        everywhere += [a for a in _window_actions(w.view) if a not in everywhere and _in_no_room(a, per_room)]
        listed = list(everywhere)
        own: dict[Room, list[QAction]] = {room: [] for room in ROOMS}
        # The search's keys are Learn's (Design has the menu too); the board's files Design's.
        for room, actions in (
            (Room.PLAY, per_room[Room.PLAY]),
            (Room.LEARN, learning),
            (Room.DESIGN, per_room[Room.DESIGN]),
            (Room.LEARN, per_room[Room.LEARN]),
        ):
            new = [a for a in actions if a not in listed]
            own[room] += new
            listed += new
        return [(titles[EVERYWHERE], everywhere), *((titles[room.value], own[room]) for room in ROOMS)]

    def _fill_home(self) -> None:
        from .home_items import board_items, game_items  # reads files: not before the first paint

        w = self.window
        if w.rooms.current is Room.HOME:
            self.home.show_items(board_items(w.files), game_items(w.autosave_dir))

    def _open(self, path: Path) -> None:
        w = self.window
        if w.files.open_path(path):
            w.show_room(Room.DESIGN)

    def _resume(self, path: Path) -> None:
        self.window.play.resume_file(path)  # the game asks for the Play room itself
