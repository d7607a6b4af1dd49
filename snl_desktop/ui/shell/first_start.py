"""The window's first start (no place saved): on a large screen it opens maximised; on a
smaller one it keeps its first size (`layout.first_size`: 1200×860, cut to nine tenths of the
screen), which the window manager places.

A large screen is one whose area for windows is at least `MAXIMISE_FROM` (1600×900): a 1080p
TV or monitor (the family's game night: at the first size the board would take a third of the
screen) and a 1600×900 laptop. Below that (1366×768, 1440×900, 1536×864 laptops) the first size
already takes most of the screen, and a window that is not maximised can be moved and sized
at once. A size the window was given before it is shown (a test, a screenshot) is kept."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, QSize, Qt
from PySide6.QtWidgets import QMainWindow

from ..kit.settings import read_bytes
from ..kit.settings_keys import SettingKey
from . import layout

__all__ = ["MAXIMISE_FROM", "opens_maximised", "watch_first_start"]

MAXIMISE_FROM = QSize(1600, 900)
"""The least area for windows (the screen less its panels, in device-independent pixels) on
which the first start is maximised. A 1920×1080 screen with a 40-pixel panel leaves 1920×1040."""


def opens_maximised(room: QSize) -> bool:
    """Whether a first start on a screen with ``room`` for windows opens maximised (panels take
    up to 180 pixels of a 1080-pixel-high screen and it still counts as large)."""
    return room.width() >= MAXIMISE_FROM.width() and room.height() >= MAXIMISE_FROM.height()


class _FirstShow(QObject):
    """Maximises ``window`` when it is first shown, if it still has the first size and its
    screen is large (`opens_maximised`)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            room = layout.available(self.window)
            untouched = self.window.size() == QSize(*layout.FIRST_SIZE)
            if untouched and room is not None and opens_maximised(room.size()):
                self.window.setWindowState(self.window.windowState() | Qt.WindowState.WindowMaximized)
            self.deleteLater()
        return False


def watch_first_start(window: QMainWindow, settings: QSettings) -> None:
    """On a first start (no place saved), maximise ``window`` when it is first shown on a large
    screen. Call after `layout.restore_geometry`."""
    if read_bytes(settings, SettingKey.WINDOW_GEOMETRY) is None:
        window.installEventFilter(_FirstShow(window))
