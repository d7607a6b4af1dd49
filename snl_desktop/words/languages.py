"""Which language the app speaks, and loading it. The catalogues are Qt's: ``.ts`` sources in
``resources/translations`` compiled to ``.qm`` when the package is built (setup.py) or, in a
source checkout, on first use (`catalogue`), never kept compiled in git. English is the source
language; its catalogue holds only the plural forms (“1 snake”, “2 snakes”). ``SNL_LANG``
(``de``, ``pseudo``, …) overrides the system's locale.
Which languages there are is the one list `resources.languages.LANGUAGES`.

A catalogue is loaded only when its bytes have the checksum its compiling wrote beside it
(`resources.catalogues`): a damaged one could crash Qt's translator. One that does not match
(or that the list does not name) is left unloaded, said in one line on standard error, and
the app speaks English; the bytes checked are the bytes Qt reads (loaded from memory)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..core.errors import BoardError
from ..core.files.safe_io import read_data_file
from ..core.message import fill
from ..resources import FOLDER
from ..resources.catalogues import MANIFEST, compiled, digest, read_manifest
from ..resources.languages import BY_CODE

CATALOGUE = "snl_desktop"
FOLDER_OF_CATALOGUES = FOLDER / "translations"
PSEUDO = "pseudo"


def shipped_font(language: str) -> str | None:
    """The font the app ships for the script of ``language`` (`Language.font`); None where the
    system's fonts write it, or for a language not in the list (the pseudo-translation)."""
    known = BY_CODE.get(language)
    return known.font if known is not None else None


def chosen_language(setting: str = "") -> str:
    """``SNL_LANG``, else the language setting, else the system's locale (``"de"``, ``"en"``,
    ``"pseudo"``)."""
    for choice in (os.environ.get("SNL_LANG", ""), setting):
        choice = choice.strip()
        if choice:
            return choice
    return QLocale.system().name().split("_")[0] or "en"


MAX_CATALOGUE_BYTES = 8 * 1024 * 1024
"""The largest catalogue read (ours are a few hundred KB)."""


def catalogue(language: str, folder: Path | None = None) -> Path:
    """The compiled catalogue of ``language`` in ``folder`` (the package's by default). Where its
    source lies beside it (a source checkout), the one compiled from that source as it is now:
    compiled first when missing or stale, in the checkout or the user's cache folder
    (`resources.catalogues.compiled`). Whether it is loaded is still its checksum's say."""
    return compiled((folder or FOLDER_OF_CATALOGUES) / f"{CATALOGUE}_{language}.qm")


class Catalogue(QTranslator):
    """A translator loaded from the bytes that were checked: Qt reads them where they lie, so
    they are kept here as long as the translator lives."""

    def __init__(self, data: bytes) -> None:
        super().__init__()
        self.data = data


_said_damaged: set[Path] = set()


def _checked_bytes(path: Path) -> bytes | None:
    """The bytes of the catalogue at ``path`` when its checksum is the one the build listed
    beside it; else None (a missing catalogue silently: the language has none; a damaged or
    unlisted one said once on standard error)."""
    if not path.is_file():
        return None
    try:
        data = read_data_file(path, limit=MAX_CATALOGUE_BYTES)
        listed = read_manifest(read_data_file(path.parent / MANIFEST, limit=MAX_CATALOGUE_BYTES))
    except BoardError:
        data, listed = b"", {}
    if data and listed.get(path.name) == digest(data):
        return data
    if path not in _said_damaged:
        _said_damaged.add(path)
        note = QCoreApplication.translate(
            "Languages",
            "snl-desktop: the translation catalogue {file} is damaged or not the one this version was built "
            "with: it is not loaded, and the app speaks English",
        )
        try:
            print(fill(note, {"file": path.name}), file=sys.stderr, flush=True)
        except (OSError, ValueError, AttributeError):
            pass  # no standard error (a windowed app): the English says it
    return None


def _loaded(path: Path) -> QTranslator | None:
    data = _checked_bytes(path)
    if data is None:
        return None
    translator = Catalogue(data)
    return translator if translator.load(data) else None


def translator(language: str) -> QTranslator | None:
    """The app's own catalogue of ``language``, loaded and checked as `install` loads it but
    installed nowhere (the phones' page is served in each phone's language, whatever the app
    speaks); None for a language without a catalogue, or English."""
    return None if language not in BY_CODE or language == "en" else _loaded(catalogue(language))


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translators of ``language`` on ``app`` (the English plural forms first, so a
    string missing from a catalogue still reads well) and return them (kept alive by the
    caller). A language with no catalogue speaks English."""
    installed: list[QTranslator] = []
    english = _loaded(catalogue("en"))
    if language == PSEUDO:
        template = FOLDER_OF_CATALOGUES / f"{CATALOGUE}.ts"  # a source checkout's: as a catalogue would
        from .pseudo import PseudoTranslator, template_keys  # the developers' language only

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
    locale = QLocale(language) if language in BY_CODE and not same_as_system else system
    QLocale.setDefault(locale)
    set_direction = getattr(app, "setLayoutDirection", None)  # (a window's app: QtGui, not imported here)
    if set_direction is not None:
        set_direction(locale.textDirection())


def use_in_terminal(setting: str = "") -> None:
    """For the commands that draw nothing: a bare QCoreApplication (if none exists yet) that
    speaks the chosen language. Never call it before a command that needs a QApplication."""
    app = QCoreApplication.instance() or QCoreApplication([])
    use(app, chosen_language(setting))
