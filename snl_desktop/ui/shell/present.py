"""Learn → Present (F9): the Learn room for a projector. The window goes full screen without its
menus, bars and status line; the board takes the room (at least 60 % of the width is its); the
Solver keeps only what the back row reads — the fewest throws, the step's sentence, the buttons,
where the search is and the queue — in text at least 24 px high at 1920×1080 (a 42nd of the
screen's height); the Graph and Code docks fold away. F9 or Esc gives the window back exactly as
it was, in the room it was in (Present shows the Learn room: from Design, Esc goes back to
Design). Every key of the search still works (F5, F6, Page Down / Page Up, the arrows). In the
Play room F9 is the TV layout's (`tv`), and Present's action is disabled there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from ..kit.actions import make_action
from ..kit.rooms import Room

if TYPE_CHECKING:
    from ..kit.full_screen import FullScreen
    from ..kit.panel import LazyDock
    from ..solver.panel import SolverPanel

PRESENT_LINES = 42.0
"""The screen is this many lines of Present's text high: 25.7 px at 1080."""
MIN_PRESENT_PX = 24
SOLVER_SHARE = 0.36
"""The Solver's share of the width in Present: the board's area keeps the rest (64 %)."""


class PresentWindow(Protocol):
    """What Present needs of the main window."""

    full_screen: FullScreen

    @property
    def room(self) -> Room: ...

    def show_room(self, room: Room) -> None: ...


@dataclass
class _Before:
    """The window as it was when Present began, to give it back."""

    full_screen: bool
    menu_bar: bool
    status_bar: bool
    tool_bars: list[QToolBar]
    docks: list[QDockWidget]
    room: Room


def present_pixels(screen_height: int) -> int:
    """Present's text size for a screen this many pixels high: at least 24 px."""
    return max(MIN_PRESENT_PX, round(screen_height / PRESENT_LINES))


class Present(QObject):
    """The Present action of ``window`` (F9 toggles; Esc leaves) over its Solver dock and the
    teaching docks that fold away."""

    def __init__(
        self, window: QMainWindow, host: PresentWindow, solver: LazyDock[SolverPanel], folded: list[QDockWidget]
    ) -> None:
        super().__init__(window)
        self.window, self.host, self.solver, self.folded = window, host, solver, folded
        self._before: _Before | None = None
        tip = self.tr("The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)")
        self.action = make_action(window, self.tr("&Present"), self.toggle, "F9", tip, True)
        self.leave_action = make_action(window, self.tr("Leave Present"), self.leave, "Esc")
        self.leave_action.setEnabled(False)
        window.addActions([self.action, self.leave_action])  # their keys work wherever the focus is

    @property
    def presenting(self) -> bool:
        return self._before is not None

    def toggle(self) -> None:
        if self.presenting:
            self.leave()
        else:
            self.enter()

    def enter(self) -> None:
        """Present the Learn room (it is shown first when another room is)."""
        if self.presenting:
            return
        room = self.host.room
        if room is not Room.LEARN:
            self.host.show_room(Room.LEARN)
        w = self.window
        bars = [bar for bar in w.findChildren(QToolBar) if bar.isVisible()]
        docks = [dock for dock in self.folded if dock.isVisible()]
        self._before = _Before(w.isFullScreen(), w.menuBar().isVisible(), w.statusBar().isVisible(), bars, docks, room)
        self.host.full_screen.set_full_screen(True)
        w.menuBar().hide()
        w.statusBar().hide()
        for bar in bars:
            bar.hide()
        for dock in docks:
            dock.hide()
        screen = w.screen()
        height = screen.geometry().height() if screen is not None else w.height()
        panel = self.solver.bring_forward()
        panel.set_presenting(present_pixels(height))
        w.resizeDocks([self.solver], [round(w.width() * SOLVER_SHARE)], Qt.Orientation.Horizontal)
        self.action.setChecked(True)
        self.leave_action.setEnabled(True)

    def leave(self, back: bool = True) -> None:
        """Give the window back as it was before Present (with ``back``, in the room it was in:
        not when another room is being shown)."""
        before, self._before = self._before, None
        self.action.setChecked(False)
        self.leave_action.setEnabled(False)
        if before is None:
            return
        w = self.window
        self.solver.when_built(lambda panel: panel.set_presenting(None))
        w.menuBar().setVisible(before.menu_bar)
        w.statusBar().setVisible(before.status_bar)
        for bar in before.tool_bars:
            bar.show()
        for dock in before.docks:
            dock.show()
        self.host.full_screen.set_full_screen(before.full_screen)
        if back and before.room is not self.host.room:
            self.host.show_room(before.room)
