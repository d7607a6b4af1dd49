"""Text Size: one setting that scales every text of the app — the widgets' font (docks, tables,
the log, dialogs), the board's numbers, the tokens and the turn banner — normal, large or huge,
remembered between runs. The application font is set once here; widgets that pick a size of
their own derive it from their font (``font().pointSizeF() * k``), never a fixed pixel size, so
they follow. Drawn things (the board, the banner) follow `TextSize.changed`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from .settings import read_choice
from .settings_keys import SettingKey

__all__ = ["LEVELS", "TextSize", "fixed_width", "follow_app_font", "resized"]

LEVELS: dict[str, float] = {"normal": 1.0, "large": 1.4, "huge": 1.9}
"""Each level and how much larger than normal its text is."""


class TextSize(QObject):
    """The app's text size. ``changed(scale)`` after every change; `cycle` steps normal → large
    → huge → normal (Ctrl+L). The application's normal font is the one it had when the first
    `TextSize` was made."""

    changed = Signal(float)

    _base: QFont | None = None

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        if TextSize._base is None:
            TextSize._base = QFont(QGuiApplication.font())
        self.level = read_choice(settings, SettingKey.TEXT_SIZE, "normal", tuple(LEVELS))
        self._apply()

    @property
    def scale(self) -> float:
        return LEVELS[self.level]

    def set_level(self, level: str) -> None:
        """Show every text at ``level`` (a key of `LEVELS`), and remember it."""
        if level not in LEVELS:
            raise ValueError(f"unknown text size {level!r}")
        if level == self.level:
            return
        self.level = level
        self.settings.setValue(SettingKey.TEXT_SIZE, level)
        self._apply()
        self.changed.emit(self.scale)

    def cycle(self) -> None:
        """Normal → large → huge → normal."""
        names = list(LEVELS)
        self.set_level(names[(names.index(self.level) + 1) % len(names)])

    def _apply(self) -> None:
        base = TextSize._base
        assert base is not None
        font = QFont(base)
        if base.pointSizeF() > 0:
            font.setPointSizeF(base.pointSizeF() * self.scale)
        else:
            font.setPixelSize(round(base.pixelSize() * self.scale))
        QApplication.setFont(font)  # and every widget that has not chosen its own font follows


class _FontFollower(QObject):
    """Gives its widget the font ``make(application font)`` now and whenever the application
    font changes (Text Size): a widget with a font of its own is not told by Qt."""

    def __init__(self, widget: QWidget, make: Callable[[QFont], QFont]) -> None:
        super().__init__(widget)
        self.widget, self.make = widget, make
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.fontChanged.connect(self.apply)  # a connection that goes with this follower
        self.apply()

    @Slot()
    def apply(self) -> None:
        self.widget.setFont(self.make(QFont(QApplication.font())))


def follow_app_font(widget: QWidget, make: Callable[[QFont], QFont]) -> None:
    """A widget with a font of its own (a headline, a fixed-width listing) that still follows
    Text Size: ``make`` turns the application font into the widget's, now and after every
    change of size."""
    _FontFollower(widget, make)


def resized(font: QFont, factor: float = 1.0, bold: bool | None = None) -> QFont:
    """``font`` ``factor`` times as large (and bold, when asked)."""
    out = QFont(font)
    if out.pointSizeF() > 0:
        out.setPointSizeF(out.pointSizeF() * factor)
    elif out.pixelSize() > 0:
        out.setPixelSize(max(1, round(out.pixelSize() * factor)))
    if bold is not None:
        out.setBold(bold)
    return out


def fixed_width(font: QFont) -> QFont:
    """The system's fixed-width font at ``font``'s size (a listing that follows Text Size)."""
    mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    if font.pointSizeF() > 0:
        mono.setPointSizeF(font.pointSizeF())
    elif font.pixelSize() > 0:
        mono.setPixelSize(font.pixelSize())
    return mono
