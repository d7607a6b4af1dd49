"""The fonts the app ships for scripts a machine may lack (Noto Sans Devanagari for Hindi, Noto
Sans Arabic for Arabic; SIL Open Font License, `resources/fonts/OFL.txt`), added to the
application's font database so a bare system renders every language the app speaks. Which
fonts they are is the languages' list (`resources.languages`: each language's ``font``). Qt
falls back to them for any text in those scripts (a player's name too)."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from ...resources import FOLDER
from ...resources.languages import FONT_FILES

FONTS = FOLDER / "fonts"
_loaded: list[str] = []


def load_script_fonts() -> list[str]:
    """Add the shipped fonts (once); the families added."""
    if not _loaded:
        for name in FONT_FILES:
            font_id = QFontDatabase.addApplicationFont(str(FONTS / name))
            if font_id >= 0:
                _loaded.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in _loaded)
    return list(_loaded)
