"""The languages the app speaks: the one list every reader takes them from. The app (its
Preferences, the fonts it loads at start, `words.languages`), the bundle (packaging's spec keeps
Qt's catalogues of these languages; ``check_bundle.py`` checks their catalogues and fonts),
``tools/translations.py`` (``status``) and the tests all read `LANGUAGES`.

Adding a language is its catalogue (``tools/translations.py new <code>``, translated) and one
entry here; a script no system may have (Devanagari, Arabic) also ships its font in
``resources/fonts`` (CONTRIBUTING.md, "Add a language").

The standard library only: the PyInstaller spec, ``packaging/check_bundle.py`` and
``tools/translations.py`` run it by its path (``runpy.run_path``), before anything is
installed and without Qt."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class Direction(StrEnum):
    """Which way a language's lines run (the window is laid out the same way; the board keeps
    its numbering)."""

    LEFT_TO_RIGHT = "ltr"
    RIGHT_TO_LEFT = "rtl"


@dataclass(frozen=True)
class Language:
    """One language the app speaks."""

    code: str
    """ISO 639-1: its catalogue's name (``resources/translations/snl_desktop_<code>.ts``), the
    ``language`` setting's value and ``SNL_LANG``'s."""
    own_name: str
    """Its name in itself ("Deutsch", "हिन्दी"), as View → Preferences… lists it."""
    script: str
    """Its script, by its ISO 15924 code ("Latn", "Deva", "Arab")."""
    font: str | None
    """The font the app ships for the script, by the name its files begin with in
    ``resources/fonts`` ("NotoSansDevanagari": ``NotoSansDevanagari-Regular.ttf`` and
    ``-Bold.ttf``, `FONT_STYLES`); None where every desktop has a font for it."""
    qt_catalogue: bool
    """Whether Qt ships its own catalogue for it (``qtbase_<code>.qm``: the standard dialogs'
    buttons), which the bundle keeps. Without one (Hindi) the app's own catalogue translates
    those buttons (``words/qt_texts.py``); English, the source language, needs none."""
    direction: Direction = Direction.LEFT_TO_RIGHT


FONT_STYLES = ("Regular", "Bold")
"""The styles a shipped font has, each a file (``<font>-<style>.ttf``)."""

SOURCE = "en"
"""The language the texts are written in (its catalogue holds only the plural forms)."""

LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "Latn", None, qt_catalogue=False),
    Language("de", "Deutsch", "Latn", None, qt_catalogue=True),
    Language("es", "Español", "Latn", None, qt_catalogue=True),
    Language("fr", "Français", "Latn", None, qt_catalogue=True),
    Language("hi", "हिन्दी", "Deva", "NotoSansDevanagari", qt_catalogue=False),
    Language("ar", "العربية", "Arab", "NotoSansArabic", qt_catalogue=True, direction=Direction.RIGHT_TO_LEFT),
)
"""Every language the app speaks, in the order a language menu lists them (English first)."""

BY_CODE: Mapping[str, Language] = MappingProxyType({language.code: language for language in LANGUAGES})
"""`LANGUAGES` by their codes."""

TRANSLATED: tuple[Language, ...] = tuple(language for language in LANGUAGES if language.code != SOURCE)
"""The languages with a translated catalogue: all but the source language."""

SHIPPED_FONTS: tuple[str, ...] = tuple(dict.fromkeys(language.font for language in LANGUAGES if language.font))
"""The fonts the app ships (each once, however many languages share its script)."""
FONT_FILES: tuple[str, ...] = tuple(f"{font}-{style}.ttf" for font in SHIPPED_FONTS for style in FONT_STYLES)
"""Their files in ``resources/fonts``."""
