"""Which language the app speaks, and loading it. The catalogues are Qt's: ``.ts`` sources in
``resources/translations`` compiled to ``.qm`` when the package is built (setup.py), never kept
compiled in git. English is the source language; its catalogue holds only the plural forms
(“1 snake”, “2 snakes”). ``SNL_LANG`` (``de``, ``pseudo``, …) overrides the system's locale."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import FOLDER
from .pseudo import PseudoTranslator, template_keys

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "hi": "हिन्दी",
    "ar": "العربية",
}
"""The languages the app speaks, each named in its own language (as a language menu lists them)."""
CATALOGUE = "snl_desktop"
FOLDER_OF_CATALOGUES = FOLDER / "translations"
PSEUDO = "pseudo"


def chosen_language(setting: str = "") -> str:
    """``SNL_LANG``, else the language setting, else the system's locale (``"de"``, ``"en"``,
    ``"pseudo"``)."""
    for choice in (os.environ.get("SNL_LANG", ""), setting):
        choice = choice.strip()
        if choice:
            return choice
    return QLocale.system().name().split("_")[0] or "en"


def catalogue(language: str, folder: Path = FOLDER_OF_CATALOGUES) -> Path:
    return folder / f"{CATALOGUE}_{language}.qm"


def _loaded(path: Path) -> QTranslator | None:
    translator = QTranslator()
    return translator if path.is_file() and translator.load(str(path)) else None


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translators of ``language`` on ``app`` (the English plural forms first, so a
    string missing from a catalogue still reads well) and return them (kept alive by the
    caller). A language with no catalogue speaks English."""
    installed: list[QTranslator] = []
    english = _loaded(catalogue("en"))
    if language == PSEUDO:
        template = FOLDER_OF_CATALOGUES / f"{CATALOGUE}.ts"  # a source checkout's: as a catalogue would
        known = template_keys(template) if template.is_file() else None
        translators: list[QTranslator] = [PseudoTranslator(english, known=known)]
    else:
        translators = [t for t in (english,) if t is not None]
        if language != "en":
            ours = _loaded(catalogue(language))
            qt = QTranslator()
            if qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                translators.append(qt)
            if ours is not None:
                translators.append(ours)
    for translator in translators:
        if app.installTranslator(translator):
            installed.append(translator)
    return installed


_installed: list[QTranslator] = []


def use(app: QCoreApplication, language: str) -> None:
    """Speak ``language`` from now on: the translators this module installed before are
    removed, the new ones installed (widgets built after this call show it); numbers, dates and
    percentages follow the language's locale (`numbers`): the system's own when it speaks that
    language (an en_GB desktop keeps its dates) or when the language has no catalogue; and a
    language written right to left lays the window out right to left (the board keeps its
    numbering: see the board view)."""
    while _installed:
        app.removeTranslator(_installed.pop())
    _installed.extend(install(app, language))
    system = QLocale.system()
    same_as_system = system.name().split("_")[0] == language
    locale = QLocale(language) if language in LANGUAGES and not same_as_system else system
    QLocale.setDefault(locale)
    set_direction = getattr(app, "setLayoutDirection", None)  # (a window's app: QtGui, not imported here)
    if set_direction is not None:
        set_direction(locale.textDirection())


def use_in_terminal(setting: str = "") -> None:
    """For the commands that draw nothing: a bare QCoreApplication (if none exists yet) that
    speaks the chosen language. Never call it before a command that needs a QApplication."""
    app = QCoreApplication.instance() or QCoreApplication([])
    use(app, chosen_language(setting))
