"""No text is clipped in a longer language or one written right to left: every room (in each
state) and every dialog, in the pseudo-translation (a third longer than English), German (long
words), Spanish and French (longer sentences), Hindi (Devanagari, taller) and Arabic (right to
left), with the fonts the app ships for their scripts, in a 1366×768 window (the smallest common laptop screen); a
label's text wider or taller than the label, a button's, a tab's or a combo box's text cut, is
listed with where it is."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from helpers.clipping import clipped
from helpers.play import BOARD
from helpers.screens import dialogs, room_states
from snl_desktop.core import Board, Rules
from snl_desktop.resources.languages import TRANSLATED
from snl_desktop.ui.kit.fonts import load_script_fonts
from snl_desktop.words import languages

LANGUAGES = ["pseudo", *(pytest.param(language.code, marks=pytest.mark.slow) for language in TRANSLATED)]
"""The pseudo-translation, longest of all, is in the quick loop (``-m quick``); the real languages
(their own scripts, words and direction) in the whole run."""


@pytest.fixture(params=LANGUAGES)
def language(request, app: QApplication) -> Iterator[str]:
    if request.param != languages.PSEUDO and not languages.catalogue(request.param).is_file():
        pytest.fail(f"{languages.catalogue(request.param)} is missing: pip install -e . compiles it")
    load_script_fonts()
    languages.use(app, request.param)
    yield request.param
    languages.use(app, "en")


@pytest.mark.slow
def test_no_room_clips_its_text(language: str, make_window) -> None:
    window = make_window(BOARD, Rules(), size=(1366, 768))
    found: list[str] = []
    for what in room_states(window):
        found += [f"{what}: {line}" for line in clipped([window]) if f": {line}" not in "\n".join(found)]
    assert not found, f"{len(found)} clipped in {language}:\n" + "\n".join(found)


@pytest.mark.parametrize("name", [name for name, _make in dialogs(None, Path())])
def test_no_dialog_clips_its_text(language: str, make_window, qtbot, name: str, tmp_path: Path) -> None:
    window = make_window(Board(10, 10), Rules())
    dialog = dict(dialogs(window, tmp_path))[name]()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found = clipped([dialog])
    assert not found, f"{len(found)} clipped in {language}:\n" + "\n".join(found)


def test_the_check_finds_a_cut_label_and_a_cut_button(qtbot) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    box = QWidget()
    qtbot.addWidget(box)
    label, button = QLabel("Schlangen und Leitern sind überall"), QPushButton("Spielbrettgestaltung speichern")
    fits = QLabel("Ja")
    for widget in (label, button):
        widget.setFixedWidth(60)
    layout = QVBoxLayout(box)
    for widget in (label, button, fits):
        layout.addWidget(widget)
    box.show()
    qtbot.waitExposed(box)
    found = clipped([box])
    assert len(found) == 2 and "Schlangen" in found[0] and "Spielbrett" in found[1]
