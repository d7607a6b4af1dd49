"""The main window in Edit mode: the board in the middle, the matrix, warnings and undo history
in docks, tools in a toolbar, files in the File menu.

Start-up builds what the first paint shows; the panels in hidden tabs (Solver, Analysis,
History), Play mode and the Search and Game menus follow just after it (``finish_startup``),
or at once when something needs them first."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QSettings, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QWidget,
)

from ... import __version__
from ...core import Board, BoardError
from ...core.checks import moved
from ...core.files.boards import load_board
from ...core.text import jump_kind, plural
from ...presets import load_preset
from ..board.scene import BoardScene, Tool
from ..board.view import BoardView
from ..document.autosave import BOARD_NAME, META_NAME, Autosaver, AutosaveSession, Orphan, find_orphans
from ..document.document import BoardDocument
from ..document.facts import BoardFacts, Facts
from ..document.files import FileController
from ..editor.matrix_panel import MatrixPanel
from ..editor.problems_panel import ProblemsPanel
from ..editor.size_bar import SizeBar
from .actions import make_action
from .background import run_with_progress
from .first_paint import FirstPaint
from .prompts import Prompter

if TYPE_CHECKING:
    from PySide6.QtWidgets import QUndoView

    from ..analysis.panel import AnalysisPanel
    from ..play.mode import PlayMode
    from ..solver.panel import SolverPanel

APP_NAME = "Snakes & Ladders Studio"
_Part = TypeVar("_Part")
TOOL_KEYS = {
    Tool.LADDER: ("&Ladder", "L"),
    Tool.SNAKE: ("&Snake", "S"),
    Tool.SELECT: ("Se&lect / move", "V"),
    Tool.ERASE: ("&Erase", "E"),
}


def restorable_into(path: Path | None) -> bool:
    """Whether restored work may be saved back to ``path``, which the autosave's index (a file
    anyone could edit) names: only a ``.snl`` board, or a ``.snl`` name not yet taken."""
    if path is None or path.suffix.lower() != ".snl":
        return False
    if not path.exists():
        return path.parent.is_dir()
    try:
        return load_board(path).kind == "snl"
    except BoardError:
        return False


def default_autosave_dir() -> Path:
    """``autosave/`` in the app-data folder (``~/.local/share/snl-desktop/Snakes & Ladders
    Studio/`` on Linux)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "autosave"


class _BuiltAfterStartup(Generic[_Part]):
    """A part of the main window that ``finish_startup`` builds: reading it builds it first."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._attribute = f"_{name}"

    def __get__(self, window: MainWindow | None, owner: type | None = None) -> _Part:
        if window is None:
            return self  # type: ignore[return-value]  (read from the class)
        window.finish_startup()
        return getattr(window, self._attribute)


class MainWindow(QMainWindow):
    """The designer's window. Collaborators are injectable so tests can run it headless:
    ``settings`` (QSettings), ``prompter`` (answers to questions), ``autosave_dir``."""

    solver_panel: _BuiltAfterStartup[SolverPanel] = _BuiltAfterStartup()
    analysis_panel: _BuiltAfterStartup[AnalysisPanel] = _BuiltAfterStartup()
    undo_view: _BuiltAfterStartup[QUndoView] = _BuiltAfterStartup()
    play: _BuiltAfterStartup[PlayMode] = _BuiltAfterStartup()

    first_painted = Signal()
    """Emitted once, after the window's first paint, when ``finish_startup`` has run."""

    STATE_VERSION = 4
    """The version of the saved dock layout: raise it when docks are added, so an older layout
    (without them) is not restored over the new ones."""

    def __init__(
        self,
        document: BoardDocument | None = None,
        *,
        settings: QSettings | None = None,
        prompter: Prompter | None = None,
        autosave_dir: Path | None = None,
        autosave_ms: int | None = None,
        solver_interval_ms: int | None = None,
        play: dict[str, Any] | None = None,
        analysis_ms: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if document is None:
            preset = load_preset()
            document = BoardDocument(preset.board, preset.rules, preset.name)
        if document.parent() is None:
            document.setParent(self)  # the window owns its document: both go together
        self.document = document
        self.settings = settings if settings is not None else QSettings()
        self.prompter = (
            prompter
            if prompter is not None
            else Prompter(self, lambda: self.document.path.parent if self.document.path is not None else None)
        )
        self.autosave_dir = autosave_dir if autosave_dir is not None else default_autosave_dir()
        self.autosave_session = AutosaveSession(self.autosave_dir)
        self.autosaver = Autosaver(
            document, self.autosave_session, *(() if autosave_ms is None else (autosave_ms,)), parent=self
        )
        self.autosaver.failed.connect(lambda text: self.statusBar().showMessage(text, 10_000))
        self.files = FileController(document, self.prompter, self.settings, self.autosaver, self)

        self.scene = BoardScene(document.board, document.rules, self)
        self.view = BoardView(self.scene)
        self.setCentralWidget(self.view)
        self.matrix_panel = MatrixPanel(document)
        self.problems_panel = ProblemsPanel()
        self.size_bar = SizeBar()
        self.throws_label = QLabel()
        self.facts = BoardFacts(parent=self)
        self.facts.working.connect(self._facts_working)
        self.facts.facts_changed.connect(self._facts_changed)
        # Built by finish_startup: ``play`` injects the die's random source and animation
        # durations (tests use 0 ms); the intervals are the solver's and the analysis's.
        self._late_options = {"solver_interval_ms": solver_interval_ms, "analysis_ms": analysis_ms, "play": play or {}}
        self._solver_panel: SolverPanel | None = None
        self._analysis_panel: AnalysisPanel | None = None
        self._undo_view: QUndoView | None = None
        self._play: PlayMode | None = None

        self._build_actions()
        self._build_menus_and_toolbars()
        self._build_docks()
        self.statusBar().addPermanentWidget(self.throws_label)
        self._editing_actions = [
            self.new_action,
            self.open_action,
            self.revert_action,
            self.import_action,
            self.delete_action,
            self.generate_action,
            *self.tool_actions.values(),
        ]

        document.board_changed.connect(self._board_changed)
        document.file_changed.connect(self._update_title)
        self.scene.jump_placed.connect(self._place_jump)
        self.scene.jump_moved.connect(self._move_jump)
        self.scene.jump_removed.connect(self._remove_jump)
        self.scene.refused.connect(lambda why: self.statusBar().showMessage(f"Not placed: {why}", 6000))
        self.scene.hint.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.selectionChanged.connect(self._selection_changed)
        self.size_bar.size_requested.connect(lambda rows, cols: self._then_board(self.resize_board)(rows, cols))
        self.problems_panel.square_chosen.connect(self.scene.select_jump)
        self.files.status.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.files.recent_changed.connect(self._rebuild_recent_menu)

        self.set_tool(Tool.LADDER)
        self._board_changed(document.board)
        self._update_title()
        self._rebuild_recent_menu()
        self._restore_geometry()
        self._first_paint = FirstPaint(self._after_first_paint)
        self.view.viewport().installEventFilter(self._first_paint)

    # -- construction -------------------------------------------------------------------------

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.new_action = make_action(self, "&New…", self._then_board(self.new_board), K.New, "Start a new board")
        self.open_action = make_action(self, "&Open…", self._then_board(self.files.open), K.Open, "Open a board file")
        self.save_action = make_action(self, "&Save", self.files.save, K.Save, "Save the board")
        self.save_as_action = make_action(self, "Save &As…", self.files.save_as, K.SaveAs, "Save under another name")
        self.revert_action = make_action(self, "&Revert", self.files.revert, None, "Reload the board from its file")
        self.import_action = make_action(
            self,
            "&Import…",
            self._then_board(self.files.open),
            None,
            "Open a bare matrix, snakes/ladders lists or a linear move array",
        )
        self.export_actions = {
            kind: make_action(self, f"Export as {kind.upper()}…", lambda k=kind: self.files.export(k))
            for kind in ("png", "svg", "pdf")
        }
        self.print_action = make_action(self, "&Print…", self.print_board, K.Print, "Print the board")
        self.quit_action = make_action(self, "&Quit", self.close, K.Quit)
        stack = self.document.undo_stack
        # Fixed labels, so the toolbar does not jump about; what would be undone is in the tooltip.
        self.undo_action = make_action(self, "&Undo", stack.undo, K.Undo)
        self.redo_action = make_action(self, "&Redo", stack.redo, ["Ctrl+Shift+Z", K.Redo])
        stack.indexChanged.connect(self._undo_state_changed)  # bound: disconnected with the window
        self._undo_state_changed()
        self.delete_action = make_action(
            self, "&Delete", self.delete_selection, K.Delete, "Remove the selected snake or ladder"
        )
        self.delete_action.setEnabled(False)
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[Tool, QAction] = {}
        for tool, (text, key) in TOOL_KEYS.items():
            action = make_action(
                self,
                text,
                lambda t=tool: self.set_tool(t),
                key,
                f"{text.replace('&', '')} tool ({key})",
                checkable=True,
            )
            self.tool_group.addAction(action)
            self.tool_actions[tool] = action
        self.about_action = make_action(self, "&About", self._about)
        self.generate_action = make_action(
            self,
            "&Generate…",
            self.generate_board,
            None,
            "A random board with the snakes, ladders and targets you choose",
        )

    def _build_menus_and_toolbars(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addActions([self.new_action, self.open_action])
        self.recent_menu = file_menu.addMenu("Open &Recent")
        file_menu.addActions([self.save_action, self.save_as_action, self.revert_action])
        file_menu.addSeparator()
        file_menu.addAction(self.import_action)
        export_menu = file_menu.addMenu("&Export")
        export_menu.addActions(list(self.export_actions.values()))
        file_menu.addAction(self.print_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addActions([self.undo_action, self.redo_action, self.delete_action])
        edit_menu.addSeparator()
        edit_menu.addActions(list(self.tool_actions.values()))
        bar.addMenu("&Board").addAction(self.generate_action)
        self.search_menu = bar.addMenu("&Search")  # filled by finish_startup
        self.game_menu = bar.addMenu("&Game")
        for menu in (self.search_menu, self.game_menu):
            menu.aboutToShow.connect(self.finish_startup)
        self.view_menu = bar.addMenu("&View")
        bar.addMenu("&Help").addAction(self.about_action)

        tools = QToolBar("Tools")
        tools.setObjectName("tools")
        tools.addActions(list(self.tool_actions.values()))
        tools.addSeparator()
        tools.addActions([self.undo_action, self.redo_action, self.delete_action])
        tools.addSeparator()
        tools.addWidget(self.size_bar)
        self.addToolBar(tools)

    def _build_docks(self) -> None:
        docks = []
        self._docks_on_screen: dict[str, bool] = {}  # each dock's last visibilityChanged: is its tab in front?
        # The Solver, Analysis and History panels come with finish_startup; a dock that is
        # shown before then (a restored layout with its tab in front) asks for them at once.
        for title, widget, name in (
            ("Matrix", self.matrix_panel, "matrix"),
            ("Solver", None, "solver"),
            ("Analysis", None, "analysis"),
            ("Warnings", self.problems_panel, "warnings"),
            ("History", None, "history"),
        ):
            dock = QDockWidget(title, self)
            dock.setObjectName(name)
            dock.visibilityChanged.connect(lambda visible, n=name: self._docks_on_screen.__setitem__(n, visible))
            if widget is None:
                dock.setWidget(QWidget())
                dock.visibilityChanged.connect(lambda visible: visible and self.finish_startup())
            else:
                dock.setWidget(widget)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.view_menu.addAction(dock.toggleViewAction())
            docks.append(dock)
        self._matrix_dock, solver, analysis, warnings, history = docks
        self.solver_dock, self.analysis_dock, self._history_dock = solver, analysis, history
        self._warnings_dock = warnings
        self.tabifyDockWidget(self._matrix_dock, solver)
        self.tabifyDockWidget(solver, analysis)
        self.tabifyDockWidget(warnings, history)
        self._matrix_dock.raise_()
        warnings.raise_()

    def finish_startup(self) -> None:
        """Build what the first paint does not show: the Solver, Analysis and History panels,
        Play mode (its dock, its shortcuts) and the Search and Game menus. Runs once, just after
        the first paint or when one of them is needed first; later calls do nothing."""
        if self._play is not None:
            return
        from PySide6.QtWidgets import QUndoView

        from ..analysis.panel import AnalysisPanel
        from ..play.mode import PlayMode
        from ..solver.panel import SolverPanel

        options = self._late_options
        self._solver_panel = SolverPanel(self.scene, options["solver_interval_ms"])
        self._analysis_panel = AnalysisPanel(*(() if options["analysis_ms"] is None else (options["analysis_ms"],)))
        self._undo_view = QUndoView(self.document.undo_stack)
        self._undo_view.setEmptyLabel(self.document.origin)
        for dock, widget in (
            (self.solver_dock, self._solver_panel),
            (self.analysis_dock, self._analysis_panel),
            (self._history_dock, self._undo_view),
        ):
            placeholder = dock.widget()
            dock.setWidget(widget)
            placeholder.deleteLater()
        facts = self.facts.current
        if facts is not None and facts.board is self.document.board and facts.rules == self.document.rules:
            self._solver_panel.show_board(facts.board, facts.rules)
        else:
            self._solver_panel.show_working()  # a large board's answer is on its way
        self._analysis_panel.show_board(self.document.board, self.document.rules)
        self._analysis_panel.set_on_screen(self._docks_on_screen.get("analysis", False))
        self.analysis_dock.visibilityChanged.connect(self._analysis_panel.set_on_screen)
        self.search_menu.addActions(self._solver_panel.actions_for_menu())
        for action in self._solver_panel.actions_for_menu():
            action.triggered.connect(self._show_solver)  # the dock may be a hidden tab
        self._play = PlayMode(self, **options["play"])
        self.restoreDockWidget(self._play.dock)  # where the user last put it
        self._play.dock.hide()  # Play mode shows it when a game starts
        self.view_menu.addAction(self._play.dock.toggleViewAction())
        for action in self._play.menu_actions():
            if action is None:
                self.game_menu.addSeparator()
            else:
                self.game_menu.addAction(action)

    @property
    def started(self) -> bool:
        """Whether ``finish_startup`` has run: every panel, menu and shortcut is there."""
        return self._play is not None

    @property
    def first_paint_times(self) -> tuple[float, float] | None:
        """When the board view was first painted: the wall-clock time and the CPU time the
        process had used by then (see FirstPaint); None before."""
        return self._first_paint.times

    def _after_first_paint(self) -> None:
        self.view.viewport().removeEventFilter(self._first_paint)
        self.finish_startup()
        self.first_painted.emit()

    def _fit_matrix_dock(self) -> None:
        """The first layout: the matrix dock wide enough for a whole row of the matrix, up to 45%
        of the window, and its tab group (Matrix, Solver, Analysis) given 70% of the height, room
        for the Solver panel."""
        width = self.matrix_panel.preferred_width()
        self.resizeDocks([self._matrix_dock], [min(width, int(self.width() * 0.45))], Qt.Orientation.Horizontal)
        height = self.height()
        self.resizeDocks(
            [self._matrix_dock, self._warnings_dock], [int(height * 0.7), int(height * 0.3)], Qt.Orientation.Vertical
        )

    # -- board changes --------------------------------------------------------------------------

    def _board_changed(self, board: Board) -> None:
        self.scene.set_board(board, self.document.rules)
        self.size_bar.show_size(board.rows, board.cols)
        if self.started:  # else finish_startup gives the panels the board
            self.analysis_panel.show_board(board, self.document.rules)
        self._selection_changed()
        self.facts.request(board, self.document.rules)  # the fewest throws and the warnings

    def _facts_working(self, _board: Board) -> None:
        """A large board's facts are being worked out in the background."""
        self.throws_label.setText("Fewest throws: working it out…")
        self.problems_panel.show_working()
        if self.started:
            self.solver_panel.show_working()

    def _facts_changed(self, facts: Facts) -> None:
        self.scene.show_problems(facts.problems)
        self.problems_panel.show_problems(facts.problems)
        if self.started and not self._playing():
            self.solver_panel.show_board(facts.board, facts.rules)
        throws = facts.solution.min_rolls
        self.throws_label.setText(f"Fewest throws: {throws}" if throws >= 0 else "The goal cannot be reached")
        self.throws_label.setToolTip("Search → Play (F5) shows how breadth-first search finds it")

    def _place_jump(self, start: int, end: int) -> None:
        kind = jump_kind(start, end)
        self.document.apply(self.document.board.with_jump(start, end), f"Add {kind} {start} → {end}")
        self.statusBar().showMessage(f"Placed a {kind} from {start} to {end}", 4000)

    def _move_jump(self, old_start: int, start: int, end: int) -> None:
        kind = jump_kind(start, end)
        if self.document.apply(moved(self.document.board, old_start, start, end), f"Move {kind} to {start} → {end}"):
            self.scene.select_jump(start)
            self.statusBar().showMessage(f"Moved the {kind}: now {start} → {end}", 4000)

    def _remove_jump(self, start: int) -> None:
        end = self.document.board.jumps[start]
        kind = jump_kind(start, end)
        self.document.apply(self.document.board.without_jump(start), f"Remove {kind} {start} → {end}")
        self.statusBar().showMessage(f"Removed the {kind} {start} → {end}", 4000)

    def set_playing(self, playing: bool) -> None:
        """Lock the board for a game (True) or unlock it for editing (False)."""
        self.scene.set_locked(playing)
        for action in self._editing_actions:
            action.setEnabled(not playing)
        self.recent_menu.setEnabled(not playing and bool(self.files.recent_files()))
        self.size_bar.setEnabled(not playing)
        self.matrix_panel.editor.setReadOnly(playing)
        self.undo_view.setEnabled(not playing)  # clicking the history would change the board
        self.solver_panel.set_locked(playing)  # no overlay over the game
        if playing:
            self.undo_action.setEnabled(False)  # Ctrl+Z takes back a turn instead
            self.redo_action.setEnabled(False)
        else:
            self._undo_state_changed()
            self._selection_changed()
            self.facts.request(self.document.board, self.document.rules)
        self._update_title()
        self.statusBar().showMessage(
            "Play mode: the board is locked. Game → Back to Editing (Ctrl+E) to edit it." if playing else "Edit mode",
            6000,
        )

    def autosave_now(self) -> None:
        """Write the unsaved board and the unfinished game now (before an error is reported)."""
        self.autosaver.save_now(force=True)
        if self._playing():
            self.play.autosave()

    def _show_solver(self) -> None:
        self.solver_dock.show()
        self.solver_dock.raise_()

    def _undo_state_changed(self, _index: int = 0) -> None:
        stack = self.document.undo_stack
        editing = not self._playing()
        self.undo_action.setEnabled(editing and stack.canUndo())
        self.redo_action.setEnabled(editing and stack.canRedo())
        self.undo_action.setToolTip(f"Undo {stack.undoText()}".strip())
        self.redo_action.setToolTip(f"Redo {stack.redoText()}".strip())

    def delete_selection(self) -> None:
        starts = sorted(self.scene.selected_starts())
        if not starts:
            return
        board = self.document.board
        for start in starts:
            board = board.without_jump(start)
        what = "jump" if len(starts) == 1 else f"{len(starts)} jumps"
        self.document.apply(board, f"Delete {what}")

    def _selection_changed(self) -> None:
        editing = not self._playing()
        self.delete_action.setEnabled(editing and bool(self.scene.selected_starts()))

    def set_tool(self, tool: Tool) -> None:
        self.scene.set_tool(tool)
        self.tool_actions[tool].setChecked(True)
        self.view.setDragMode(
            QGraphicsView.DragMode.RubberBandDrag if tool is Tool.SELECT else QGraphicsView.DragMode.NoDrag
        )

    def _then_board(self, slot: Callable[..., object]) -> Callable[..., None]:
        """``slot``, then the keyboard focus back on the board: after a size change, an open or an
        import, Ctrl+Z and the tool keys must reach the board, not the size box."""

        def run(*args: object) -> None:
            slot(*args)
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

        return run

    def resize_board(self, rows: int, cols: int) -> bool:
        """Resize the board as one undo step, asking first when jumps would be dropped."""
        board = self.document.board
        if (rows, cols) == (board.rows, board.cols):
            return False
        lost = board.jumps_lost_by_resize(rows, cols)
        if lost:
            listed = ", ".join(f"{s}→{e}" for s, e in sorted(lost.items())[:8]) + (" …" if len(lost) > 8 else "")
            snakes = sum(1 for start, end in lost.items() if jump_kind(start, end) == "snake")
            what = " and ".join(plural(n, kind) for n, kind in ((snakes, "snake"), (len(lost) - snakes, "ladder")) if n)
            if not self.prompter.confirm(
                "Resize board",
                f"A {rows}×{cols} board has no room for {what} "
                f"({listed}). Remove {'it' if len(lost) == 1 else 'them'} and resize?",
            ):
                self.size_bar.show_size(board.rows, board.cols)
                return False
        return self.document.apply(board.resized(rows, cols), f"Resize to {rows}×{cols}")

    # -- files ----------------------------------------------------------------------------------------

    def new_board(self) -> bool:
        from ..editor.new_board_dialog import NewBoardDialog

        dialog = NewBoardDialog(self, self.document.board.rows, self.document.board.cols)
        if not dialog.exec():
            return False
        return self.files.new(dialog.result_board())

    def generate_board(self) -> bool:
        """Board → Generate: a random board meeting the chosen targets, as one undo step. A
        request that fails is explained in the dialog, which stays open to adjust it."""
        from ...core.generator import Generated, Targets, generate

        made: list[tuple[Generated, Targets]] = []

        def attempt(targets: Targets, seed: int) -> str:
            rules = self.document.rules
            try:  # off the GUI thread, with a progress bar and Cancel
                result = run_with_progress(
                    self, "Generating a board…", lambda progress: generate(targets, rules, seed, progress=progress)
                )
            except BoardError as exc:
                return f"No board was made: {exc}."
            if result.cancelled:
                return f"Cancelled after {result.attempts} boards: nothing was changed."
            if not result.met and not self.prompter.confirm(
                "Generate a board",
                f"After {result.attempts} boards, none met every target:\n• "
                + "\n• ".join(result.problems)
                + "\nUse the closest board found?",
            ):
                return "No board met every target: " + "; ".join(result.problems) + ". Change them or the seed."
            made.append((result, targets))
            return ""

        if not self.prompter.generate_targets(self.document.board, attempt) or not made:
            return False
        result, targets = made[-1]
        self.document.apply(result.board, "Generate board")
        self.statusBar().showMessage(
            f"Generated a {targets.rows}×{targets.cols} board: fewest throws {result.throws}", 6000
        )
        return True

    def print_board(self) -> bool:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter  # loaded only when printing

        from ..board.render import paint_board

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.document.title())
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
        paint_board(BoardScene(self.document.board, self.document.rules, cached=False), printer)
        return True

    def _rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.files.recent_files()
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.files.open(p))
        self.recent_menu.setEnabled(bool(recent) and not self._playing())

    def _update_title(self) -> None:
        if self._undo_view is not None:
            self._undo_view.setEmptyLabel(self.document.origin)
        self.setWindowTitle(f"{self.document.title()}[*] — {APP_NAME}")
        self.setWindowModified(self.document.modified)
        self.revert_action.setEnabled(self.document.path is not None and not self._playing())

    def _playing(self) -> bool:
        return self._play is not None and self._play.playing

    def offer_recovery(self, opened: Path | None = None) -> bool:
        """At start: if a window that is gone left unsaved work, offer to restore it. When the
        user asked for a file (``opened``), only unsaved work on that same file is offered;
        other work is kept for a start without a file. Declined work stays for a later start."""
        scan = find_orphans(self.autosave_dir)
        try:
            for why in scan.damaged:
                self.prompter.error("Unsaved work could not be read", why)
            for orphan in scan.orphans:
                recovered = orphan.board
                if recovered is None:
                    continue
                if opened is not None and (
                    recovered.original is None or recovered.original.resolve() != opened.resolve()
                ):
                    continue
                return self._offer_board(orphan)
            return False
        finally:
            scan.release()

    def _offer_board(self, orphan: Orphan) -> bool:
        recovered = orphan.board
        assert recovered is not None
        name = recovered.board_file.name
        where = (
            recovered.original.name if recovered.original else f"the board “{name}”" if name else "an untitled board"
        )
        answer = self.prompter.offer_back(
            "Restore unsaved work",
            f"{APP_NAME} closed without saving changes to {where}. Restore them?",
            f"Not Now keeps them in {orphan.folder} for the next start; Discard deletes them.",
        )
        if answer == "discard":
            orphan.discard(BOARD_NAME, META_NAME)
        if answer != "restore":
            return False
        original = recovered.original if restorable_into(recovered.original) else None
        self.document.load(recovered.board_file, original, "Restored unsaved work")
        self.document.undo_stack.resetClean()  # the restored work is unsaved: modified until saved
        self.document.ask_before_saving = original is not None and original.exists()
        self._update_title()
        if recovered.original is not None and original is None:
            self.statusBar().showMessage(
                f"Restored as an untitled board: {recovered.original} is not a board "
                "file, so Save asks where to save it.",
                10_000,
            )
        if self.autosaver.save_now():  # this window's own copy first, then the old one goes
            orphan.discard(BOARD_NAME, META_NAME)
        return True

    # -- window ---------------------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 860)
        state = self.settings.value("window/state")
        if state is None or not self.restoreState(state, self.STATE_VERSION):
            self._fit_matrix_dock()

    def closeEvent(self, event: QCloseEvent) -> None:
        # An unfinished game needs no question: its autosave is offered at the next start.
        if not self.files.maybe_save():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        # During a game, the layout to come back to is Edit mode's (the game is autosaved).
        layout = self.play.edit_layout if self._playing() else None
        self.settings.setValue("window/state", layout if layout is not None else self.saveState(self.STATE_VERSION))
        self.autosaver.clear()
        if self._playing() and self.play.autosave_path.exists():
            self.autosave_session.abandon()  # the unfinished game is offered at the next start
        else:
            self.autosave_session.close()
        event.accept()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            f"About {APP_NAME}",
            f"<b>{APP_NAME}</b> {__version__}<br>Design snakes and ladders boards, watch "
            "breadth-first search solve them, and play them.",
        )
