"""The accessible-name audit: every interactive control of every room (Home, Play with no game,
mid-game and won, Design with every dock, Learn, Present) and of every dialog has a name a
screen reader can say, read through `QAccessible` as assistive technology reads it. A control
without one is listed, with where it is."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from helpers.accessible import accessible_description, accessible_name, controls, unnamed, where
from helpers.play import BOARD, TURNS, press, start_game
from helpers.prompter import ScriptedPrompter
from snl_desktop.core import Board, Rules
from snl_desktop.core.tuner import TuneTargets, tune
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room

CLASSIC = load_preset("classic")


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def room_states(window) -> Iterator[str]:
    """The window in each room and state, every dock built and shown (yields each state's name)."""
    window.docks.build_all()
    window.play  # noqa: B018 (built)
    window.show_room(Room.HOME)
    _settle()
    yield "Home"
    window.show_room(Room.PLAY)
    _settle()
    yield "Play, no game"
    controller = start_game(window, window.prompter)
    player, dice = TURNS[0]
    press(window, dice)
    _settle()
    yield "Play, mid-game"
    for player, dice in TURNS[1:]:
        assert controller.game.current_player == player
        press(window, dice)
    _settle()
    assert controller.game.finished and window.play.panel.end.isVisible()
    yield "Play, won"
    window.show_room(Room.DESIGN)
    for dock in (window.solver_dock, window.analysis_dock, window._history_dock, *window.teaching.docks):
        dock.show()
    _settle()
    yield "Design"
    window.show_room(Room.LEARN)
    window.docks.numbering.show()
    _settle()
    yield "Learn"
    window.present.action.trigger()
    _settle()
    yield "Present"
    window.present.leave()


def dialogs(parent: QWidget | None, folder: Path) -> Iterator[tuple[str, Callable[[], QDialog]]]:
    """Every dialog of the app, made on demand (``folder``: where the game history goes)."""
    from PySide6.QtPrintSupport import QPrinter

    from snl_desktop.ui.analysis.compare_dialog import CompareDialog, Side
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.editor.generator_dialog import GeneratorDialog
    from snl_desktop.ui.editor.properties_dialog import PropertiesDialog
    from snl_desktop.ui.editor.tune_dialog import TuneDialog
    from snl_desktop.ui.files.export_dialog import ExportDialog
    from snl_desktop.ui.files.new_board_dialog import NewBoardDialog
    from snl_desktop.ui.files.output_choices import OutputChoices
    from snl_desktop.ui.files.print_preview import PrintPreview
    from snl_desktop.ui.play.how_to_play import HowToPlayDialog
    from snl_desktop.ui.play.new_game_dialog import NewGameDialog
    from snl_desktop.ui.play.statistics import StatisticsDialog
    from snl_desktop.ui.shell.shortcuts import ShortcutsDialog
    from snl_desktop.ui.solver.animation_dialog import AnimationDialog
    from snl_desktop.ui.solver.check_dialog import CheckDialog
    from snl_desktop.ui.solver.predict_dialog import PredictDialog
    from snl_desktop.ui.solver.why_bfs import WhyBfsDialog

    board, rules = CLASSIC.board, CLASSIC.rules

    def tune_preview() -> QDialog:
        preview = TuneDialog(board, rules, parent, lambda *args: None)
        preview.show_result(tune(board, rules, TuneTargets(expected=(20, 22), within=(20, 0.5), seat_advantage=0.01)))
        return preview

    yield "New Game", lambda: NewGameDialog(rules, "classic — 10×10", parent)
    yield "Generate", lambda: GeneratorDialog(board, parent)
    yield "Tune", lambda: TuneDialog(board, rules, parent, lambda *args: None)
    yield "Tune, its preview", tune_preview
    yield "Properties", lambda: PropertiesDialog(BoardDocument(board, rules, "classic"), parent)
    yield "Export (PNG)", lambda: ExportDialog("png", parent=parent)
    yield "Export (PDF)", lambda: ExportDialog("pdf", parent=parent)
    yield (
        "Print preview",
        lambda: PrintPreview(QPrinter(), OutputChoices(paper="a4"), 1.0, lambda _p, _c: None, parent),
    )
    yield "Check My Code", lambda: CheckDialog(ScriptedPrompter(), parent)
    yield "Predict", lambda: PredictDialog((board, rules), parent=parent)
    yield "Why BFS?", lambda: WhyBfsDialog(board, rules, parent=parent)
    yield "Statistics", lambda: StatisticsDialog(folder / "history.sqlite3", ScriptedPrompter(), parent)
    yield "Keyboard Shortcuts", lambda: ShortcutsDialog(parent)
    yield "How to Play", lambda: HowToPlayDialog(rules, "classic", parent)
    yield "Export Animation", lambda: AnimationDialog(board, rules, "throw", 0, parent)
    yield "New board gallery", lambda: NewBoardDialog(parent)
    yield "Compare", lambda: CompareDialog(Side(board, rules, "classic"), Side(board, rules, "X"), parent)


DIALOGS = [name for name, _make in dialogs(None, Path())]


def listed(found: list[tuple[str, QWidget]]) -> str:
    return f"{len(found)} controls without an accessible name:\n" + "\n".join(
        f"  {what}: {where(w)}" for what, w in found
    )


def test_every_room_names_its_controls(make_window) -> None:
    """Every control of the window (its floating docks too), shown or not (a hidden tab, the
    rows of players not chosen), in each room and state: each once, with the first state it was
    met in."""
    window = make_window(BOARD, Rules(), size=(1400, 900))
    found: list[tuple[str, QWidget]] = []
    for what in room_states(window):
        for widget in unnamed([window], visible_only=False):
            if not any(widget is other for _what, other in found):
                found.append((what, widget))
    assert not found, listed(found)


@pytest.mark.parametrize("name", DIALOGS)
def test_every_dialog_names_its_controls(make_window, qtbot, name: str, tmp_path: Path) -> None:
    window = make_window(Board(10, 10), Rules())
    dialog = dict(dialogs(window, tmp_path))[name]()
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        found = [(name, widget) for widget in unnamed([dialog], visible_only=False)]
        assert not found, listed(found)
    finally:
        dialog.close()
        dialog.deleteLater()


def test_the_audit_fails_on_a_control_without_a_name(make_window) -> None:
    """The audit can fail: a face button whose name is taken away is listed."""
    window = make_window(BOARD, Rules())
    start_game(window, window.prompter)
    button = window.play.panel.dice.face_buttons[3]
    assert accessible_name(button) and button in list(controls(window.play.panel))
    button.setAccessibleName("")
    button.setText("")
    assert [widget for widget in unnamed([window]) if widget is button]


def test_the_board_says_what_it_is_for(make_window) -> None:
    window = make_window(BOARD, Rules())
    assert accessible_name(window.view) == "The board"
    assert accessible_description(window.view)
