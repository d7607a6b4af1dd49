"""Play → TV Layout (F9 in the Play room; View → TV Layout): the Play room for a family on a sofa
3 m from a TV. The window goes full screen without its menus, bars and status line; the board
takes the screen's full height (97 %: its banner leaves it, its margin shrinks); whose turn it
is, the die (15 % of the screen's height), the players' cards and the last turns stand large in
the column beside it (`play.sizes.tv_sizes`: text a 34th of the screen's height, so that a
capital is over 7 px high in a third-size picture of the screen); the tokens are at least 4 %
of the screen's height across, and a token sharing its square at least 60 % of that (fanned:
`play.seating`). Text Size enlarges the words and the die, never the column (the board keeps
its size).

F9 or Esc gives the window back exactly as it was (full screen or not, its bars, the Game
dock's title and width): nothing is remembered that the user did not choose, so the next start
is the window as it was. Leaving the Play room leaves the TV layout first. In the other rooms
F9 is Learn's Present (`present`): the two actions are never enabled together (`RoomPlan`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ..kit.actions import make_action
from ..kit.rooms import Room
from ..kit.stage import Stage
from ..play.sizes import TV_BOARD_SHARE, TV_SHARED_TOKEN, TV_TOKEN_SHARE

if TYPE_CHECKING:
    from ..board.scene import BoardScene
    from ..board.view import BoardView
    from ..kit.full_screen import FullScreen
    from ..play.mode import PlayMode

TV_MARGIN = 0.05
"""The room round the board in the TV layout, in squares (0.25 elsewhere)."""


class TvWindow(Protocol):
    """What the TV layout needs of the main window."""

    full_screen: FullScreen
    scene: BoardScene
    view: BoardView

    @property
    def room(self) -> Room: ...

    @property
    def play(self) -> PlayMode: ...

    def show_room(self, room: Room) -> None: ...


@dataclass
class _Before:
    """The window as it was when the TV layout began, to give it back."""

    stage: Stage
    title_bar: QWidget | None
    margin: float


class TvLayout(QObject):
    """The TV Layout action of ``window`` (F9 toggles, Esc leaves) over its Play room."""

    def __init__(self, window: QMainWindow, host: TvWindow) -> None:
        super().__init__(window)
        self.window, self.host = window, host
        self._before: _Before | None = None
        self._blank: QWidget | None = None  # the Game dock's empty title bar, while on
        tip = self.tr("The Play room for a TV: the board as tall as the screen, the die and the players large")
        self.action = make_action(window, self.tr("&TV Layout"), self.toggle, "F9", tip, True)
        self.action.setObjectName("tv-layout")
        self.leave_action = make_action(window, self.tr("Leave TV Layout"), self.leave, "Esc")
        self.leave_action.setEnabled(False)
        window.addActions([self.action, self.leave_action])  # their keys work wherever the focus is

    @property
    def on(self) -> bool:
        return self._before is not None

    def toggle(self) -> None:
        if self.on:
            self.leave()
        else:
            self.enter()

    def enter(self) -> None:
        """The TV layout of the Play room (the Play room is shown first when another room is)."""
        if self.on:
            return
        if self.host.room is not Room.PLAY:
            self.host.show_room(Room.PLAY)
        w, play = self.window, self.host.play
        dock = play.dock
        docks = [d for d in w.findChildren(QDockWidget) if d.isVisible() and d is not dock]
        self._before = _Before(Stage.strip(w, self.host.full_screen), dock.titleBarWidget(), self.host.scene.margin)
        for other in docks:  # (the dock state given back shows them again)
            other.hide()
        self._blank = QWidget(dock)
        dock.setTitleBarWidget(self._blank)  # no title: the column is the room's, not a panel
        dock.show()  # (the column, even where the user had closed the Game dock)
        self.host.scene.set_margin(TV_MARGIN)
        self._size_tokens()
        play.table.set_tv(True)
        self.host.view.fit()
        self.action.setChecked(True)
        self.leave_action.setEnabled(True)

    def _size_tokens(self) -> None:
        """The tokens' least sizes, from the screen's height (see the module)."""
        screen = self.window.screen()
        height = screen.geometry().height() if screen is not None else self.window.height()
        board = self.host.scene.geometry.rect.height()
        if board <= 0:
            return
        units = board / (height * TV_BOARD_SHARE)  # scene units a pixel once the board fills the height
        alone = height * TV_TOKEN_SHARE / 2 * units
        self.host.play.tokens.set_least(alone * TV_SHARED_TOKEN, alone)

    def leave(self) -> None:
        """Give the window back as it was before the TV layout."""
        before, self._before = self._before, None
        self.action.setChecked(False)
        self.leave_action.setEnabled(False)
        if before is None:
            return
        w, play = self.window, self.host.play
        play.tokens.set_least(0.0, 0.0)
        self.host.scene.set_margin(before.margin)
        play.table.set_tv(False)  # (its banner's strip fits the margin to the Text Size)
        play.dock.setTitleBarWidget(before.title_bar)  # type: ignore[arg-type]  # (None: Qt's own)
        if self._blank is not None:
            self._blank.deleteLater()
            self._blank = None
        before.stage.give_back(w, self.host.full_screen)  # the bars, the size, every dock as it was
        play.table.apply_sizes()
        self.host.view.fit()
