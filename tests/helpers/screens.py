"""Every screen of the app, for the tests that read them all (the accessible-name audit, the
clipped-text check): the window in each room and state, and every dialog made on demand."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtWidgets import QApplication, QDialog, QWidget

from helpers.play import TURNS, press, start_game
from helpers.prompter import ScriptedPrompter
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
    for dock in (window.docks.solver, window.docks.analysis, window.docks.history, *window.docks.teaching.docks):
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
    from snl_desktop.ui.solver.folder_dialog import FolderDialog
    from snl_desktop.ui.solver.predict_dialog import PredictDialog
    from snl_desktop.ui.solver.quiz_dialog import QuizDialog
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
        lambda: PrintPreview(
            QPrinter(), OutputChoices(paper="a4"), lambda _choices: False, lambda _p, _c: None, parent
        ),
    )
    yield "Check My Code", lambda: CheckDialog(ScriptedPrompter(), parent)
    yield "Check a Folder", lambda: FolderDialog(ScriptedPrompter(), parent)
    yield "Predict", lambda: PredictDialog((board, rules), parent=parent)

    def class_quiz() -> QDialog:
        from snl_desktop.core.quiz import ClassQuiz
        from snl_desktop.ui.room.quiz_room import QuizRoom

        room = QuizRoom(ClassQuiz(board, rules), board_name="classic")
        room.open(loopback=True)  # closed with its window
        window = QuizDialog(room, ScriptedPrompter(), parent)
        room.setParent(window)
        return window

    yield "Class Quiz", class_quiz
    yield "Why BFS?", lambda: WhyBfsDialog(board, rules, parent=parent)
    yield "Statistics", lambda: StatisticsDialog(folder / "history.sqlite3", ScriptedPrompter(), parent)
    yield "Keyboard Shortcuts", lambda: ShortcutsDialog(parent)
    yield "How to Play", lambda: HowToPlayDialog(rules, "classic", parent)
    yield "Export Animation", lambda: AnimationDialog(board, rules, "throw", 0, parent)
    yield "New board gallery", lambda: NewBoardDialog(parent)
    yield "Compare", lambda: CompareDialog(Side(board, rules, "classic"), Side(board, rules, "X"), parent)
