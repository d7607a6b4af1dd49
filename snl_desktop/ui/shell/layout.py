"""Where the window was: saved when it closes, put back when it opens (each room keeps its own
dock layout: see `rooms`). The settings are input like any other: a missing or damaged value
gives the first size instead, never a failed start.

The window always fits its screen's available area (`ScreenFit`): the first size is cut to
it, a restored one too (saved on a larger screen, or at a smaller scale: ``QT_SCALE_FACTOR=3``
leaves a 1920×1080 screen 640×360), and the window's minimum size never exceeds it, whatever
the room's docks ask for: past that the docks and the board's view are squeezed (the view
scrolls) rather than the window pushed off the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSettings, QSize
from PySide6.QtWidgets import QMainWindow

from ..kit.settings import read_bytes
from ..kit.settings_keys import SettingKey

FIRST_SIZE = (1200, 860)
FIRST_SHARE = 0.9
"""The most of the available area the first size takes (room for the window's frame)."""


def first_size(window: QMainWindow) -> tuple[int, int]:
    """The size ``window`` opens at with no saved place: `FIRST_SIZE`, or, on a screen too
    small for it, `FIRST_SHARE` of the screen's available area."""
    width, height = FIRST_SIZE
    room = available(window)
    if room is None or room.isEmpty():
        return width, height
    return min(width, int(room.width() * FIRST_SHARE)), min(height, int(room.height() * FIRST_SHARE))


def restore_geometry(window: QMainWindow, settings: QSettings) -> None:
    """Put ``window`` back where it was (Qt puts a place saved on a larger screen onto this
    one); else give it the first size (cut to its screen when it is shown: `first_size`); and
    keep it within its screen from now on (`ScreenFit`)."""
    fit = ScreenFit(window)
    geometry = read_bytes(settings, SettingKey.WINDOW_GEOMETRY)
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(*FIRST_SIZE)
        fit.first = True
    window.installEventFilter(fit)
    fit.fit()


def save_geometry(window: QMainWindow, settings: QSettings) -> None:
    """Keep where ``window`` is."""
    settings.setValue(SettingKey.WINDOW_GEOMETRY, window.saveGeometry())


def available(window: QMainWindow) -> QRect | None:
    """The area of ``window``'s screen that windows may take (None: no screen)."""
    screen = window.screen()
    return screen.availableGeometry() if screen is not None else None


class ScreenFit(QObject):
    """Keeps ``window`` within its screen's available area. Where its layout's minimum size is
    larger than that area (Qt grows the window to the minimum a room's docks ask for, past the
    screen's edge), the minimum is cut to it (the docks are squeezed) and the window brought
    back within it; where it fits, the minimum is Qt's as ever. Checked when the window is
    shown and whenever its layout changes (a room, a dock, Text Size). The first size is cut
    when the window is first shown (`first_size`, on the screen it is shown on), unless it was
    given another size by then; and a window moved to another screen is made to fit that one
    and put onto it (not when maximised or full screen: the system sizes those)."""

    EVENTS = (QEvent.Type.Show, QEvent.Type.LayoutRequest)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._fitting = False
        self._clamped = False
        self.first = False  # the window was given the first size, not yet cut to its screen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.window and not self._fitting:
            if event.type() == QEvent.Type.Show and self.first:
                self.first = False
                if self.window.size() == QSize(*FIRST_SIZE):
                    self.window.resize(*first_size(self.window))
            if event.type() in self.EVENTS:
                self.fit()
            elif event.type() == QEvent.Type.ScreenChangeInternal:
                self.fit(whole=True)
        return False

    def fit(self, whole: bool = False) -> None:
        """Cut the window's minimum size to its screen's area; with ``whole``, its size and
        place too (see the class)."""
        room = available(self.window)
        if room is None or room.isEmpty():
            return
        self._fitting = True
        try:
            self._fit(room, whole)
        finally:
            self._fitting = False

    def _fit(self, room: QRect, whole: bool) -> None:
        window = self.window
        frame = window.frameGeometry().size() - window.geometry().size() if window.isVisible() else QSize(0, 0)
        inside = QSize(max(1, room.width() - frame.width()), max(1, room.height() - frame.height()))
        hint = window.minimumSizeHint()
        if hint.isValid() and (hint.width() > inside.width() or hint.height() > inside.height()):
            least = hint.boundedTo(inside)  # past the screen: the docks are squeezed, not the window
            if window.minimumSize() != least:
                window.setMinimumSize(least)
                self._clamped = True
            if not (window.isMaximized() or window.isFullScreen()):
                # Qt may have grown the window to the layout's minimum already: back within the screen
                width = inside.width() if inside.width() < window.width() <= hint.width() else window.width()
                height = inside.height() if inside.height() < window.height() <= hint.height() else window.height()
                if (width, height) != (window.width(), window.height()):
                    window.resize(width, height)
        elif self._clamped:  # the layout's minimum fits the screen again: Qt's to keep, as ever
            self._clamped = False
            window.setMinimumSize(0, 0)
        if not whole or window.isMaximized() or window.isFullScreen():
            return
        if window.width() > inside.width() or window.height() > inside.height():
            window.resize(window.size().boundedTo(inside))
        place = window.frameGeometry()
        if window.isVisible() and not room.contains(place):
            x = max(room.left(), min(place.left(), room.right() + 1 - place.width()))
            y = max(room.top(), min(place.top(), room.bottom() + 1 - place.height()))
            window.move(x, y)
