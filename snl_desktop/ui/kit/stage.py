"""A window stripped to a stage and given back: Learn's Present and Play's TV Layout both take
the whole screen without the menus, the status line or the tool bars, and leaving gives the
window back exactly as it was — full screen or not, its bars, its size (maximised stays
maximised, a normal window its own geometry) and its docks' places, sizes and which tab is in
front (`QMainWindow.saveState`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtWidgets import QMainWindow, QToolBar

from .full_screen import FullScreen

__all__ = ["Stage"]

_NOT_NORMAL = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen


@dataclass
class Stage:
    """The window as it was before it was stripped (`strip`), to give it back (`give_back`)."""

    full_screen: bool
    menu_bar: bool
    status_bar: bool
    tool_bars: list[QToolBar]
    geometry: QByteArray
    state: QByteArray
    normal: QRect
    window_state: Qt.WindowState

    @classmethod
    def strip(cls, window: QMainWindow, full_screen: FullScreen) -> Stage:
        """Remember ``window`` as it is, then make it full screen without menus, status line
        or tool bars."""
        bars = [bar for bar in window.findChildren(QToolBar) if bar.isVisible()]
        stage = cls(
            window.isFullScreen(),
            window.menuBar().isVisible(),
            window.statusBar().isVisible(),
            bars,
            window.saveGeometry(),
            window.saveState(),
            QRect(window.normalGeometry()),
            window.windowState(),
        )
        full_screen.set_full_screen(True)
        window.menuBar().hide()
        window.statusBar().hide()
        for bar in bars:
            bar.hide()
        return stage

    def give_back(self, window: QMainWindow, full_screen: FullScreen) -> None:
        """Put ``window`` back as it was when it was stripped."""
        window.menuBar().setVisible(self.menu_bar)
        window.statusBar().setVisible(self.status_bar)
        for bar in self.tool_bars:
            bar.show()
        full_screen.set_full_screen(self.full_screen)
        if not self.full_screen:
            window.setWindowState(self.window_state)
            window.restoreGeometry(self.geometry)
            if not self.window_state & _NOT_NORMAL:
                window.setGeometry(self.normal)
        window.restoreState(self.state)  # the docks' places and sizes, which tab is in front
