"""Learn → Present (F9): the Learn room for a projector. The window goes full screen without its
menus, bars and status line; the board takes the room (at least 60 % of the width is its); the
Solver keeps only what the back row reads — the fewest throws, the step's sentence, the buttons,
where the search is and the queue — in text at least 24 px high at 1920×1080 (a 42nd of the
screen's height; the step's sentence and the queue larger still, their capitals 24 px high: 6 px
in a picture of the screen at 25 %). The teaching docks (Graph, BFS Code, Numbering) stay
available as tabs beside the Solver, in Present's text size, for the teacher to bring forward:
the tabs' names (Solver, Graph, BFS Code…) and the docks' titles in that size too.
F9 or Esc gives the window back exactly as it was — its geometry, its docks' places and sizes
and which tab is in front (`QMainWindow.saveState`/`saveGeometry`) — in the room it was in
(Present shows the Learn room: from Design, Esc goes back to Design). Every key of the search
still works (F5, F6, Page Down / Page Up, the arrows). In the Play room F9 is the TV layout's
(`tv`), and Present's action is disabled there."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication, QMainWindow, QTabBar, QWidget

from ..kit.actions import make_action
from ..kit.rooms import Room
from ..kit.stage import Stage

if TYPE_CHECKING:
    from ..kit.full_screen import FullScreen
    from ..kit.panel import LazyDock
    from ..solver.panel import SolverPanel

PRESENT_LINES = 42.0
"""The screen is this many lines of Present's text high: 25.7 px at 1080."""
MIN_PRESENT_PX = 24
CAPITAL_LINES = 45.0
"""The step's sentence and the queue: their capitals a 45th of the screen's height (24 px at 1080)."""
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

    stage: Stage
    room: Room
    fonts: list[tuple[QWidget, QFont | None]]
    """The widgets given Present's size (the teaching docks' panels, the dock tabs' bars, the
    docks' titles), with their own font before (None: the inherited one)."""


def present_pixels(screen_height: int) -> int:
    """Present's text size for a screen this many pixels high: at least 24 px."""
    return max(MIN_PRESENT_PX, round(screen_height / PRESENT_LINES))


def capitals_font(font: QFont, screen_height: int) -> QFont:
    """``font`` large enough that its capitals are a 45th of the screen's height (at least
    24 px): the step's sentence and the queue, read from the back row."""
    target = max(float(MIN_PRESENT_PX), screen_height / CAPITAL_LINES)
    out = QFont(font)
    pixels = present_pixels(screen_height)
    out.setPixelSize(pixels)
    while QFontMetricsF(out).capHeight() < target and pixels < 4 * target:
        pixels += 1
        out.setPixelSize(pixels)
    return out


def _sized(font: QFont, pixels: int) -> QFont:
    out = QFont(font)
    out.setPixelSize(pixels)
    return out


class Present(QObject):
    """The Present action of ``window`` (F9 toggles; Esc leaves) over its Solver dock and the
    teaching docks that fold away."""

    def __init__(
        self,
        window: QMainWindow,
        host: PresentWindow,
        solver: LazyDock[SolverPanel],
        teaching: Sequence[LazyDock[Any]],
    ) -> None:
        """``teaching``: the docks that become tabs beside the Solver in Present's text size
        (Graph and Code always, Numbering when it is open)."""
        super().__init__(window)
        self.window, self.host, self.solver, self.teaching = window, host, solver, teaching
        self._before: _Before | None = None
        self.pixels = MIN_PRESENT_PX
        tip = self.tr("The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)")
        self.action = make_action(window, self.tr("&Present"), self.toggle, "F9", tip, True)
        self.leave_action = make_action(window, self.tr("Leave Present"), self.leave, "Esc")
        self.leave_action.setEnabled(False)
        window.addActions([self.action, self.leave_action])  # their keys work wherever the focus is
        window.installEventFilter(self)  # a dock tab bar made while presenting: in Present's size

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
        self._before = _Before(Stage.strip(w, self.host.full_screen), room, [])
        screen = w.screen()
        height = screen.geometry().height() if screen is not None else w.height()
        self.pixels = present_pixels(height)
        panel = self.solver.bring_forward()
        panel.set_presenting(self.pixels, capitals_font(QApplication.font(), height))
        for dock in self.teaching:
            if dock.isVisible() or dock.objectName() != "numbering":  # (Numbering: only when open)
                w.tabifyDockWidget(self.solver, dock)
                dock.show()
            dock.when_built(self._enlarge)
        self.solver.raise_()
        for dock in (self.solver, *self.teaching):
            title = dock.titleBarWidget()
            if title is not None:
                self._give_size(title)
        self._size_tabs()
        width = screen.geometry().width() if screen is not None else w.width()  # (the window grows later on X11)
        w.resizeDocks([self.solver], [round(width * SOLVER_SHARE)], Qt.Orientation.Horizontal)
        self.action.setChecked(True)
        self.leave_action.setEnabled(True)

    def _size_tabs(self) -> None:
        """The window's dock tab bars that hold a tab of Present's docks (the Solver's, the
        teaching docks'), in Present's text size (not a tab bar inside a panel, nor one of
        the docks Present hides)."""
        names = {dock.windowTitle() for dock in (self.solver, *self.teaching)}
        for bar in self.window.findChildren(QTabBar):
            if bar.parent() is self.window and any(bar.tabText(i) in names for i in range(bar.count())):
                self._give_size(bar)

    def _give_size(self, widget: QWidget) -> None:
        """``widget`` in Present's text size (once), its font kept to give back."""
        before = self._before
        if before is None or any(other is widget for other, _font in before.fonts):
            return
        had = QFont(widget.font()) if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) else None
        before.fonts.append((widget, had))
        widget.setFont(_sized(widget.font() if had is not None else QApplication.font(), self.pixels))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """A dock tab the window makes while presenting (Numbering opened) reads in Present's
        size too: the window lays its docks out again then."""
        if watched is self.window and event.type() == QEvent.Type.LayoutRequest and self.presenting:
            self._size_tabs()
        return super().eventFilter(watched, event)

    def _enlarge(self, content: QWidget) -> None:
        """A teaching dock's panel in Present's text size: the panel's font, and every font of
        its own inside it (a fixed-width listing, a headline), each kept to give back."""
        before = self._before
        if before is None:
            return
        own = [
            content,
            *(child for child in content.findChildren(QWidget) if child.testAttribute(Qt.WidgetAttribute.WA_SetFont)),
        ]
        for widget in own:
            self._give_size(widget)

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
        for widget, font in reversed(before.fonts):
            if shiboken6.isValid(widget):  # (the window may have let a tab bar go)
                widget.setFont(font if font is not None else QFont())
        # The panels' desktop sizes take effect before the window's size is given back (their
        # Present minimums would otherwise keep the window wider than it was).
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        before.stage.give_back(w, self.host.full_screen)
        if back and before.room is not self.host.room:
            self.host.show_room(before.room)
