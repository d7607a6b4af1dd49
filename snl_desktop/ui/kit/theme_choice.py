"""View → Theme: which look the app is drawn in — Standard, High contrast, or following the
desktop (Standard, with dark docks and dialogs when the desktop's palette is dark) — remembered
between runs. This object only holds the choice and says whether the desktop is dark; the
shell applies it (`shell.theme_menu`), and the colours themselves are `ui.board.theme`'s.
What the desktop is — dark or light, its palette — is asked of functions the tests replace."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QPalette

from .settings import read_choice
from .settings_keys import SettingKey

__all__ = [
    "DEFAULT_THEME",
    "HIGH_CONTRAST",
    "STANDARD",
    "SYSTEM",
    "THEMES",
    "ThemeChoice",
    "desktop_is_dark",
    "desktop_palette",
]

STANDARD = "standard"
HIGH_CONTRAST = "high-contrast"
SYSTEM = "system"
THEMES = (STANDARD, HIGH_CONTRAST, SYSTEM)
"""The settings' values, in the menu's order."""
DEFAULT_THEME = SYSTEM
"""On a light desktop it is Standard; on a dark one the docks stay dark, as the desktop's."""

_desktop_palette: QPalette | None = None
"""The application's palette as the desktop gave it, kept before the app first sets its own."""


def remember_desktop_palette() -> None:
    """Keep the desktop's palette (once, before the app overrides it with a theme's)."""
    global _desktop_palette
    if _desktop_palette is None:
        _desktop_palette = QPalette(QGuiApplication.palette())


def desktop_is_dark() -> bool:
    """Whether the desktop's colour scheme is dark: as the platform says (Qt 6.5+), or, when it
    does not say, whether the desktop's window colour is dark."""
    scheme = QGuiApplication.styleHints().colorScheme()
    if scheme != Qt.ColorScheme.Unknown:
        return scheme == Qt.ColorScheme.Dark
    remember_desktop_palette()
    assert _desktop_palette is not None
    return _desktop_palette.color(QPalette.ColorRole.Window).lightness() < 128


def desktop_palette() -> QPalette:
    """The palette the desktop gives the app now: the application's, as long as the app has
    not set one of its own (the shell gives the desktop's back before asking)."""
    return QPalette(QGuiApplication.palette())


class ThemeChoice(QObject):
    """The app's theme: ``name`` is one of `THEMES`. ``changed(name)`` after the user chose
    another, and when the desktop's colour scheme changed (the shell applies it again).
    ``desktop_dark`` answers whether the desktop is dark, ``desktop_palette`` what its palette
    is (both injectable for tests: a light or a dark desktop on any machine)."""

    changed = Signal(str)

    def __init__(
        self,
        settings: QSettings,
        parent: QObject | None = None,
        desktop_dark: Callable[[], bool] = desktop_is_dark,
        desktop_palette: Callable[[], QPalette] = desktop_palette,
    ) -> None:
        super().__init__(parent)
        remember_desktop_palette()
        self.settings = settings
        self.desktop_dark = desktop_dark
        self.desktop_palette = desktop_palette
        self.name = read_choice(settings, SettingKey.THEME, DEFAULT_THEME, THEMES)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._desktop_changed)

    def set_name(self, name: str) -> None:
        """Draw the app in theme ``name`` (one of `THEMES`), and remember it."""
        if name not in THEMES:
            raise ValueError(f"unknown theme {name!r}")
        if name == self.name:
            return
        self.name = name
        self.settings.setValue(SettingKey.THEME, name)
        self.changed.emit(name)

    @Slot()
    def _desktop_changed(self) -> None:
        self.changed.emit(self.name)
