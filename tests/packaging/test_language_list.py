"""The languages' list (``snl_desktop/resources/languages.py``) is the one the app, the bundle and the tools
read, so it must be whole and right: every language in it has its catalogue and every catalogue
its language; the fonts in ``resources/fonts`` are the list's; what it says of a language (its
script, direction, whether Qt has a catalogue for it) is what Qt says; and it loads by its path
without Qt, as the packaging scripts load it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, Qt

from snl_desktop.resources.languages import FONT_FILES, LANGUAGES, SOURCE, Direction, Language

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"


def test_every_language_has_a_catalogue_and_every_catalogue_a_language() -> None:
    """A catalogue left out of the list would ship unoffered; a language without one would be
    offered and speak English."""
    catalogues = {ts.stem.removeprefix("snl_desktop_") for ts in (RESOURCES / "translations").glob("snl_desktop_*.ts")}
    assert catalogues == {language.code for language in LANGUAGES}
    assert len({language.code for language in LANGUAGES}) == len(LANGUAGES)
    assert LANGUAGES[0].code == SOURCE


def test_the_fonts_shipped_are_the_lists() -> None:
    """Every font file the list names is in the checkout (the app loads it, the bundle carries
    it), none that it does not name; languages of one script share its font."""
    assert {font.name for font in (RESOURCES / "fonts").glob("*.ttf")} == set(FONT_FILES)
    by_script: dict[str, set[str | None]] = {}
    for language in LANGUAGES:
        by_script.setdefault(language.script, set()).add(language.font)
    assert all(len(fonts) == 1 for fonts in by_script.values()), by_script


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda language: language.code)
def test_the_list_says_of_each_language_what_qt_says(language: Language) -> None:
    locale = QLocale(language.code)
    assert locale.language() != QLocale.Language.C, "a code Qt does not know"
    assert QLocale.scriptToCode(locale.script()) == language.script
    right_to_left = locale.textDirection() == Qt.LayoutDirection.RightToLeft
    assert right_to_left == (language.direction is Direction.RIGHT_TO_LEFT)
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    qt_has = (qt_folder / f"qtbase_{language.code}.qm").is_file()
    assert language.qt_catalogue == (qt_has and language.code != SOURCE)


@pytest.mark.subprocess
def test_the_list_loads_by_its_path_without_qt() -> None:
    """The PyInstaller spec, check_bundle.py and tools/translations.py run the file by its path
    (``runpy.run_path``) with only the standard library."""
    script = (
        "import json, runpy, sys\n"
        f"found = runpy.run_path({str(ROOT / 'snl_desktop' / 'resources' / 'languages.py')!r})\n"
        "assert not any(name.split('.')[0] in ('PySide6', 'snl_desktop') for name in sys.modules)\n"
        "print(json.dumps([[l.code, l.own_name, l.font] for l in found['LANGUAGES']]))\n"
    )
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [[language.code, language.own_name, language.font] for language in LANGUAGES]
