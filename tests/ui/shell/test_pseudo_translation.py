"""Under the pseudo-translation every text a person can see is marked ⟦…⟧: a text without the
marks escaped translation. Each window, dock and dialog of the app is opened and read."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from helpers.play import press, start_game
from helpers.pseudo import untranslated
from snl_desktop.core import Board, Rules
from snl_desktop.core.tuner import TuneTargets, tune
from snl_desktop.presets import load_preset, preset_names
from snl_desktop.ui.analysis.compare_dialog import CompareDialog, Side
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.editor.generator_dialog import GeneratorDialog
from snl_desktop.ui.editor.properties_dialog import PropertiesDialog
from snl_desktop.ui.editor.tune_dialog import TuneDialog
from snl_desktop.ui.files.export_dialog import ExportDialog
from snl_desktop.ui.files.new_board_dialog import NewBoardDialog
from snl_desktop.ui.play.how_to_play import HowToPlayDialog
from snl_desktop.ui.play.new_game_dialog import NewGameDialog
from snl_desktop.ui.shell.shortcuts import ShortcutsDialog
from snl_desktop.ui.solver.animation_dialog import AnimationDialog
from snl_desktop.ui.solver.why_bfs import WhyBfsDialog
from snl_desktop.words import languages
from snl_desktop.words.pseudo import pseudo as pseudo_text

CLASSIC = load_preset("classic")
# Data, not the app's words: the boards' names (the presets' too: they are board files) and the
# players' names.
USER_DATA = ("classic", *(load_preset(name).name for name in preset_names()), "X", "Y", "untitled.snl")


@pytest.fixture
def pseudo(app: QApplication) -> Iterator[None]:
    languages.use(app, languages.PSEUDO)
    yield
    languages.use(app, "en")


def assert_translated(widget: QWidget, *user_data: str) -> None:
    left = untranslated(widget, (*USER_DATA, *user_data))
    assert not left, "texts that escaped translation:\n" + "\n".join(f"  {where}: {text!r}" for where, text in left)


def test_the_pseudo_translation_marks_accents_and_lengthens() -> None:
    text = pseudo_text("Open {name}… %n times <b>now</b>")
    assert text.startswith("⟦") and text.endswith("⟧")
    assert "{name}" in text and "%n" in text and "<b>" in text and "</b>" in text
    assert "Öpéñ" in text
    assert len(text) >= 1.3 * len("Open {name}… %n times <b>now</b>")


@pytest.mark.slow
def test_the_design_window_and_its_docks(pseudo: None, make_window) -> None:
    window = make_window(CLASSIC.board, CLASSIC.rules, size=(1400, 900))
    for dock in (window.docks.solver, window.docks.analysis, window.docks.history):
        dock.show()
        dock.content  # noqa: B018 (built)
    for dock in window.docks.teaching.docks:
        dock.show()
        dock.content  # noqa: B018
    QApplication.processEvents()
    assert_translated(window)


def test_the_play_window_mid_game(pseudo: None, make_window, prompter) -> None:
    window = make_window(CLASSIC.board, CLASSIC.rules, size=(1400, 900))
    start_game(window, prompter)
    press(window, [4])
    QApplication.processEvents()
    assert_translated(window)


def dialogs(parent: QWidget) -> Iterator[tuple[str, QDialog]]:
    board, rules = CLASSIC.board, CLASSIC.rules
    yield "new game", NewGameDialog(rules, "classic — 10×10", parent)
    yield "generate", GeneratorDialog(board, parent)
    yield "properties", PropertiesDialog(BoardDocument(board, rules, "classic"), parent)
    yield "new board", NewBoardDialog(parent)
    yield "export", ExportDialog("png", parent=parent)
    yield "export pdf", ExportDialog("pdf", parent=parent)
    yield "print", _print_preview(parent)
    yield "animation", AnimationDialog(board, rules, "throw", 0, parent)
    yield "why bfs", WhyBfsDialog(board, rules, parent=parent)
    yield "shortcuts", ShortcutsDialog(parent)
    yield "how to play", HowToPlayDialog(rules, "classic", parent)
    yield "tune", TuneDialog(board, rules, parent, lambda *args: None)
    yield "compare", CompareDialog(Side(board, rules, "classic"), Side(board, rules, "X"), parent)
    yield "class quiz", _class_quiz(parent)
    preview = TuneDialog(board, rules, parent, lambda *args: None)  # last: the only one that works first
    preview.show_result(tune(board, rules, TuneTargets(expected=(20, 22), within=(20, 0.5), seat_advantage=0.01)))
    yield "tune preview", preview


def _class_quiz(parent: QWidget) -> QDialog:
    from helpers.prompter import ScriptedPrompter
    from snl_desktop.core.quiz import ClassQuiz
    from snl_desktop.ui.room.quiz_room import QuizRoom
    from snl_desktop.ui.solver.quiz_dialog import QuizDialog

    room = QuizRoom(ClassQuiz(CLASSIC.board, CLASSIC.rules), board_name="classic")
    room.open(loopback=True)  # closed with its window
    window = QuizDialog(room, ScriptedPrompter(), parent)
    room.setParent(window)
    return window


def _print_preview(parent: QWidget) -> QDialog:
    from PySide6.QtPrintSupport import QPrinter

    from snl_desktop.ui.files.output_choices import OutputChoices
    from snl_desktop.ui.files.print_preview import PrintPreview

    return PrintPreview(
        QPrinter(), OutputChoices(paper="a4"), lambda _choices: False, lambda _printer, _choices: None, parent
    )


DIALOG_NAMES = [
    "new game",
    "generate",
    "properties",
    "new board",
    "export",
    "export pdf",
    "print",
    "animation",
    "why bfs",
    "shortcuts",
    "how to play",
    "tune",
    "compare",
    "class quiz",
    "tune preview",
]


@pytest.mark.parametrize("name", DIALOG_NAMES)
def test_every_dialog(pseudo: None, make_window, qtbot, name: str, tmp_path: Path) -> None:
    window = make_window(Board(10, 10), Rules())
    dialog = next(dialog for each, dialog in dialogs(window) if each == name)  # those after it: not made
    dialog.show()
    qtbot.waitExposed(dialog)
    address = getattr(getattr(dialog, "room", None), "address", None)
    try:
        assert_translated(dialog, *((address.url,) if address is not None else ()))  # an address is no word
    finally:
        dialog.close()
        dialog.deleteLater()


def answer_the_box(found: list[list[tuple[str, str]]], *user_data: str) -> None:
    """When the modal box is up: read what it shows, then close it with Esc."""
    box = QApplication.activeModalWidget()
    assert box is not None, "no question was asked"
    found.append(untranslated(box, (*USER_DATA, *user_data)))
    box.close()


@pytest.mark.parametrize("question", ["unsaved changes", "read-only file", "error report"])
def test_the_questions_the_window_asks(pseudo: None, make_window, question: str, tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer

    from snl_desktop.ui.kit.prompts import Prompter, may_replace
    from snl_desktop.ui.shell.error_report import ErrorReporter

    window = make_window(Board(10, 10), Rules())
    asker = Prompter(window)
    found: list[list[tuple[str, str]]] = []
    QTimer.singleShot(0, lambda: answer_the_box(found, "board.snl", "ValueError", "boom"))
    if question == "unsaved changes":
        asker.ask_save_changes("board.snl")
    elif question == "read-only file":
        path = tmp_path / "board.snl"
        path.write_text("{}", "utf-8")
        path.chmod(0o444)
        may_replace(asker, path)
    else:
        ErrorReporter(window, tmp_path / "snl-desktop.log")._dialog("ValueError: boom", "Traceback: boom")
    assert found and not found[0], f"texts that escaped translation: {found}"
