"""The window's rooms: Home (the start screen), Play, Design and Learn. Each room shows only its
own docks, tool bars and menus, and keeps its own dock layout (saved when the window closes,
put back when the room is next shown). Switching rooms is one click (the Rooms tool bar) or a
key; it keeps the open board, and whatever a room holds (a game, an edit) stays with it.

What belongs to a room is the window's to say (`RoomParts`, asked for when the room is shown,
so that a part built later — the Game dock — is found); this module only shows and hides, and
keeps the layouts. The window hears `changed(room)` after every switch."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStackedWidget, QToolBar, QWidget

from ...words import spoken
from ...words.mnemonics import without_mnemonic
from ..kit.actions import make_action
from ..kit.announce import SETTLE_MS, announce
from ..kit.roles import RadioToolButton, name_for_screen_readers
from ..kit.rooms import ROOMS, Room
from ..kit.settings import read_bytes, read_choice
from ..kit.settings_keys import SettingKey
from ..start import last_room_first

__all__ = ["ROOM_KEYS", "RoomParts", "Rooms", "room_name"]

STATE_VERSION = 7
"""The version of the rooms' saved dock layouts: raise it when docks are added or moved
between rooms, so that an older layout is not put back over the new ones (the layout of
versions before the rooms, 5, is the Design room's first)."""
ROOM_KEYS = {
    Room.HOME: "Ctrl+Shift+H",
    Room.PLAY: "Ctrl+Shift+P",
    Room.DESIGN: "Ctrl+Shift+D",
    Room.LEARN: "Ctrl+Shift+L",
}


class RoomParts(NamedTuple):
    """What a room shows: ``docks`` it may show (the others are hidden there), ``first_docks``
    shown on its first visit (before it has a layout of its own), its ``menus`` and
    ``tool_bars`` (the others are hidden, and the actions only its menus hold are disabled by
    the window), and ``page``: the central widget."""

    docks: Sequence[QDockWidget]
    first_docks: Sequence[QDockWidget]
    menus: Sequence[QMenu]
    tool_bars: Sequence[QToolBar]
    page: QWidget
    first_layout: Callable[[], None] | None = None
    """Sizes the first docks on the room's first visit."""


def room_name(room: Room) -> str:
    """A room's name as the tool bar and the menus say it."""
    if room is Room.HOME:
        return QCoreApplication.translate("Rooms", "&Home")
    if room is Room.PLAY:
        return QCoreApplication.translate("Rooms", "&Play")
    if room is Room.DESIGN:
        return QCoreApplication.translate("Rooms", "&Design")
    return QCoreApplication.translate("Rooms", "&Learn")


def room_entered_words(room: Room) -> str:
    """What a screen reader hears when ``room`` is switched to ("Design room")."""
    name = without_mnemonic(room_name(room))
    return spoken(QCoreApplication.translate("Rooms", "{room} room"), room=name)


def _room_tip(room: Room) -> str:
    if room is Room.HOME:
        return QCoreApplication.translate("Rooms", "The start screen: play, design or learn, and recent boards")
    if room is Room.PLAY:
        return QCoreApplication.translate("Rooms", "Play a game on this board")
    if room is Room.DESIGN:
        return QCoreApplication.translate("Rooms", "Draw snakes and ladders and see how the board plays")
    return QCoreApplication.translate("Rooms", "Watch breadth-first search find the fewest throws")


def start_room(settings: QSettings) -> Room:
    """The room a plain start (no file) opens in: Home, or the last room used when the start
    screen's "Start in the last room I used" is on."""
    if not last_room_first(settings):
        return Room.HOME
    return Room(read_choice(settings, SettingKey.LAST_ROOM, Room.HOME.value, [room.value for room in Room]))


class Rooms(QObject):
    """Shows one room at a time in ``window``: ``parts(room)`` says what each holds; the
    central ``stack`` shows the room's page. ``leaving(room)`` is called before a room is left,
    ``entered(room)`` after one is shown (the window locks the board, tells Play mode…)."""

    changed = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        settings: QSettings,
        stack: QStackedWidget,
        parts: Callable[[Room], RoomParts],
        leaving: Callable[[Room], None],
        entered: Callable[[Room], None],
    ) -> None:
        super().__init__(window)
        self.window, self.settings, self.stack = window, settings, stack
        self._parts, self._leaving, self._entered = parts, leaving, entered
        self.current: Room | None = None
        self.last_board_room: Room | None = None
        self.states: dict[Room, QByteArray] = {}
        for room in ROOMS:
            state = read_bytes(settings, SettingKey.room_state(room))
            if state is None and room is Room.DESIGN:
                state = read_bytes(settings, SettingKey.WINDOW_STATE)  # the one layout of older versions
            if state is not None:
                self.states[room] = state
        self.group = QActionGroup(window)
        self.actions: dict[Room, QAction] = {}
        for room in Room:
            action = make_action(
                window, room_name(room), partial(self.show, room), ROOM_KEYS[room], _room_tip(room), checkable=True
            )
            action.setObjectName(f"room-{room.value}")
            self.group.addAction(action)
            self.actions[room] = action
        self.tool_bar = QToolBar(QCoreApplication.translate("Rooms", "Rooms"), window)
        self.tool_bar.setObjectName("rooms")
        self.tool_bar.setMovable(False)
        self.tool_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tool_bar.toggleViewAction().setVisible(False)  # the way between rooms is never hidden
        for action in self.actions.values():  # radio buttons to assistive technology: one room of four
            button = RadioToolButton(self.tool_bar)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setAutoRaise(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # as a tool bar's own buttons: the rooms' keys reach them
            button.setObjectName(f"room-button-{action.objectName().removeprefix('room-')}")
            self.tool_bar.addWidget(button)
        tools = window.findChild(QToolBar, "tools")
        if tools is not None:  # first in the row, where it is in every room: a row too narrow for
            window.insertToolBar(tools, self.tool_bar)  # both (huge text) folds the tools away, not it
        else:
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.tool_bar)

    def show(self, room: Room) -> None:
        """Show ``room``: the room being left keeps its layout; the new one gets its own back
        (or its first one), its menus, tool bars and page; every other dock is hidden."""
        if room is self.current:
            self.actions[room].setChecked(True)
            return
        window = self.window
        left = self.current
        if left is not None:
            self._leaving(left)
            if left is not Room.HOME:
                self.states[left] = window.saveState(STATE_VERSION)
        size, kept_size = window.size(), not (window.isMaximized() or window.isFullScreen())
        parts = self._parts(room)
        self.stack.setCurrentWidget(parts.page)
        state = self.states.get(room)
        restored = state is not None and room is not Room.HOME and window.restoreState(state, STATE_VERSION)
        for dock in window.findChildren(QDockWidget):
            if dock not in parts.docks or (not restored and dock not in parts.first_docks):
                dock.hide()
            elif not restored:
                dock.show()
            dock.toggleViewAction().setVisible(dock in parts.docks)
        for bar in window.findChildren(QToolBar):
            if bar is not self.tool_bar and bar.parent() is window:
                bar.setVisible(bar in parts.tool_bars)
        for menu in self._all_menus():
            menu.menuAction().setVisible(menu in parts.menus)
        if not restored and parts.first_layout is not None and room is not Room.HOME:
            parts.first_layout()
        if kept_size and window.size() != size:
            window.resize(size)  # the docks coming back must not grow the window
        self.current = room
        if room is not Room.HOME:
            self.last_board_room = room
        self.actions[room].setChecked(True)
        self._entered(room)
        self.changed.emit(room.value)
        words = room_entered_words(room)
        self.stack.setAccessibleName(words)  # the page's name: where the user is, not "layered pane"
        name_for_screen_readers(window)  # the room's docks (built by now) named for AT-SPI too
        if left is not None:  # a switch (not the first room of the run): say where the user is now
            announce(self.tool_bar, words, settle_ms=SETTLE_MS)

    def reshow(self) -> None:
        """Show the room on screen again as when it was entered: the window has gained parts
        (docks, tool bars, menus) that the room must hide or show."""
        room = self.current
        if room is not None:
            self.current = None
            self.show(room)

    def _all_menus(self) -> list[QMenu]:
        bar = self.window.menuBar()
        menus = []
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menus.append(menu)
        return menus

    def save(self) -> None:
        """Keep every room's layout (the one on screen as it is now) and the last room with a
        board in the settings (when the window closes: a picture taken with --screenshot
        writes nothing)."""
        if self.current is not None and self.current is not Room.HOME:
            self.states[self.current] = self.window.saveState(STATE_VERSION)
        for room, state in self.states.items():
            self.settings.setValue(SettingKey.room_state(room), state)
        last = self.current if self.current is not Room.HOME else self.last_board_room
        if last is not None:
            self.settings.setValue(SettingKey.LAST_ROOM, last.value)

    def menu_actions(self) -> list[QAction]:
        """Home, Play, Design and Learn, for the View menu."""
        return list(self.actions.values())
