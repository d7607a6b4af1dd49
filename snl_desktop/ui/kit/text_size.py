"""Text Size: one setting that scales every text of the app — the widgets' font (docks, tables,
the log, dialogs), the board's numbers, the tokens and the turn banner — normal, large or huge,
remembered between runs. The application font is set once here; widgets that pick a size of
their own derive it from their font (``font().pointSizeF() * k``), never a fixed pixel size, so
they follow. Drawn things (the board, the banner) follow `TextSize.changed`."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from .settings import read_choice

__all__ = ["LEVELS", "TextSize"]

LEVELS: dict[str, float] = {"normal": 1.0, "large": 1.4, "huge": 1.9}
"""Each level and how much larger than normal its text is."""
_KEY = "view/text_size"


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
        self.level = read_choice(settings, _KEY, "normal", tuple(LEVELS))
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
        self.settings.setValue(_KEY, level)
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
