"""The main window: it assembles the features and owns nothing they do.

The board sits in the middle; the Matrix, Solver and Analysis panels share one tab group and
Warnings and History another. Every view follows the document (or its facts: the fewest
throws and the warnings) by itself; edits go through the `EditController`; files through the
`FileController`; Play mode through the `PlayHost` methods below. What the first paint does
not show (the hidden tabs, Play mode) is built by `LazyDock` and `Lazy` when first needed,
or once the window is idle after its first paint."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QGraphicsView, QMainWindow, QWidget

from ... import APP_NAME, __version__
from ...presets import load_preset
from ..board.scene import BoardScene, Tool
from ..board.view import BoardView
from ..board.zoom import ZoomControls
from ..document.autosave import Autosaver, AutosaveSession, default_autosave_dir
from ..document.document import BoardDocument
from ..document.facts import BoardFacts
from ..editor.edit_controller import EditController
from ..editor.matrix_panel import MatrixPanel
from ..editor.problems_panel import ProblemsPanel
from ..editor.size_bar import SizeBar
from ..editor.throws_label import FewestThrowsLabel
from ..editor.what_if import WhatIf
from ..files.controller import FileController
from ..kit.actions import make_action
from ..kit.panel import Lazy, LazyDock
from ..solver.teaching import TeachingDocks
from .first_paint import FirstPaint
from .menus import build_menus, build_tool_bar, make_tool_actions, show_about
from .prompts import WindowPrompter

if TYPE_CHECKING:
    from PySide6.QtWidgets import QUndoView

    from ..analysis.panel import AnalysisPanel
    from ..play.mode import PlayMode
    from ..solver.panel import SolverPanel

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The designer's window, and the `PlayHost` of its games. Collaborators are injectable so
    tests can run it headless: ``settings``, ``prompter`` (answers to questions),
    ``autosave_dir`` and its interval; ``play`` injects the die's random source and animation
    durations, ``solver_interval_ms`` and ``analysis_ms`` the panels' timers (tests use 0)."""

    first_painted = Signal()
    """Emitted once, after the window's first paint."""

    STATE_VERSION = 5
    """The version of the saved dock layout: raise it when docks are added, so an older layout
    (without them) is not restored over the new ones."""
    layout_version = STATE_VERSION

    def __init__(
        self,
        document: BoardDocument | None = None,
        *,
        settings: QSettings | None = None,
        prompter: WindowPrompter | None = None,
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
        self.frame = self
        self.settings = settings if settings is not None else QSettings()
        self.prompter = (
            prompter
            if prompter is not None
            else WindowPrompter(self, lambda: self.document.path.parent if self.document.path is not None else None)
        )
        self.autosave_dir = autosave_dir if autosave_dir is not None else default_autosave_dir()
        self.autosave_session = AutosaveSession(self.autosave_dir)
        self.autosaver = Autosaver(
            document, self.autosave_session, *(() if autosave_ms is None else (autosave_ms,)), parent=self
        )
        self.autosaver.failed.connect(lambda text: self.show_status(text, 10_000))
        self.files = FileController(document, self.prompter, self.settings, self.autosaver, self)
        self.facts = BoardFacts(parent=self)
        self.scene = BoardScene(document.board, document.rules, self)
        document.board_changed.connect(lambda board: self.scene.set_board(board, document.rules))
        self.facts.facts_changed.connect(lambda facts: self.scene.show_facts(facts.board, facts.problems))
        self.view = BoardView(self.scene)
        self.setCentralWidget(self.view)
        self.edits = EditController(document, self.scene, self.prompter, self.show_status, self)
        self.what_if = WhatIf(document, self.scene, self)
        self.matrix_panel = MatrixPanel(document)
        self.problems_panel = ProblemsPanel()
        self.problems_panel.follow(self.facts)
        self.size_bar = SizeBar()
        self.size_bar.follow(document)
        self.throws_label = FewestThrowsLabel(self.facts)
        self.facts.follow(document)
        self._build_actions()
        self._play: Lazy[PlayMode] = Lazy(lambda: self._make_play(play or {}))
        self._build_menus_and_toolbars()
        self._build_docks(solver_interval_ms, analysis_ms)
        self.statusBar().addPermanentWidget(self.throws_label)
        self.zoom = ZoomControls(self, self.view, self.view_menu)

        document.board_changed.connect(lambda _board: self._selection_changed())
        document.file_changed.connect(self._update_title)
        document.undo_stack.indexChanged.connect(self._undo_state_changed)  # bound: goes with the window
        self.scene.refused.connect(lambda why: self.show_status(f"Not placed: {why}", 6000))
        self.scene.hint.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.selectionChanged.connect(self._selection_changed)
        self.size_bar.size_requested.connect(self._resize_requested)
        self.problems_panel.square_chosen.connect(self.scene.select_jump)
        self.files.status.connect(lambda text: self.show_status(text, 5000))
        self.files.recent_changed.connect(self._rebuild_recent_menu)

        self.set_tool(Tool.LADDER)
        self._undo_state_changed()
        self._selection_changed()
        self._update_title()
        self._rebuild_recent_menu()
        self._restore_geometry()
        self._first_paint = FirstPaint(self._after_first_paint)
        self.view.viewport().installEventFilter(self._first_paint)

    # -- construction -------------------------------------------------------------------------

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        files, edits, to_board = self.files, self.edits, self._then_board
        self.new_action = make_action(self, "&New…", to_board(files.new_board), K.New, "Start a new board")
        self.open_action = make_action(self, "&Open…", to_board(files.open), K.Open, "Open a board file")
        self.save_action = make_action(self, "&Save", files.save, K.Save, "Save the board")
        self.save_as_action = make_action(self, "Save &As…", files.save_as, K.SaveAs, "Save under another name")
        self.revert_action = make_action(self, "&Revert", files.revert, None, "Reload the board from its file")
        self.import_action = make_action(
            self,
            "&Import…",
            to_board(files.open),
            None,
            "Open a bare matrix, snakes/ladders lists or a linear move array",
        )
        self.export_actions = {
            kind: make_action(self, f"Export as {kind.upper()}…", lambda k=kind: files.export(k))
            for kind in ("png", "svg", "pdf")
        }
        self.print_action = make_action(self, "&Print…", files.print_board, K.Print, "Print the board")
        self.quit_action = make_action(self, "&Quit", self.close, K.Quit)
        stack = self.document.undo_stack
        # Fixed labels, so the toolbar does not jump about; what would be undone is in the tooltip.
        self.undo_action = make_action(self, "&Undo", stack.undo, K.Undo)
        self.redo_action = make_action(self, "&Redo", stack.redo, ["Ctrl+Shift+Z", K.Redo])
        self.delete_action = make_action(
            self, "&Delete", edits.delete_selection, K.Delete, "Remove the selected snake or ladder"
        )
        self.tool_group, self.tool_actions = make_tool_actions(self, self.set_tool)
        self.about_action = make_action(self, "&About", lambda: show_about(self, __version__))
        self.shortcuts_action = make_action(self, "&Keyboard Shortcuts", self.show_shortcuts, None, "Every key")
        self.properties_action = make_action(
            self, "&Properties…", edits.edit_properties, None, "The board's name, description and house rules"
        )
        self.generate_action = make_action(
            self,
            "&Generate…",
            edits.generate_board,
            None,
            "A random board with the snakes, ladders and targets you choose",
        )
        self._editing_actions = [
            self.new_action,
            self.open_action,
            self.revert_action,
            self.import_action,
            self.delete_action,
            self.generate_action,
            self.properties_action,
            *self.tool_actions.values(),
        ]

    def _build_docks(self, solver_interval_ms: int | None, analysis_ms: int | None) -> None:
        def solver() -> SolverPanel:
            from ..solver.panel import SolverPanel

            panel = SolverPanel(self.scene, solver_interval_ms)
            panel.follow(self.facts)
            panel.set_locked(self.playing)
            self.view.hover.square_hovered.connect(panel.show_moves_of)
            for action in panel.actions_for_menu():
                self.search_menu.addAction(action)
                action.triggered.connect(self.solver_dock.bring_forward)  # the dock may be a hidden tab
            return panel

        def analysis() -> AnalysisPanel:
            from ..analysis.panel import DEBOUNCE_MS, AnalysisPanel

            panel = AnalysisPanel(DEBOUNCE_MS if analysis_ms is None else analysis_ms)
            panel.follow(self.document)
            panel.show_heat_map_on(self.scene)
            return panel

        def history() -> QUndoView:
            from PySide6.QtWidgets import QUndoView

            view = QUndoView(self.document.undo_stack)
            view.setEmptyLabel(self.document.origin)
            view.setEnabled(not self.playing)  # clicking the history would change the board
            return view

        self._matrix_dock = QDockWidget("Matrix", self)
        self._matrix_dock.setObjectName("matrix")
        self._matrix_dock.setWidget(self.matrix_panel)
        self.solver_dock: LazyDock[SolverPanel] = LazyDock("Solver", "solver", solver, self)
        self.analysis_dock: LazyDock[AnalysisPanel] = LazyDock("Analysis", "analysis", analysis, self)
        self._warnings_dock = QDockWidget("Warnings", self)
        self._warnings_dock.setObjectName("warnings")
        self._warnings_dock.setWidget(self.problems_panel)
        self._history_dock: LazyDock[QUndoView] = LazyDock("History", "history", history, self)
        self._lazy_docks = (self.solver_dock, self.analysis_dock, self._history_dock)
        for dock in (self._matrix_dock, self.solver_dock, self.analysis_dock, self._warnings_dock, self._history_dock):
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.view_menu.addAction(dock.toggleViewAction())
        self.tabifyDockWidget(self._matrix_dock, self.solver_dock)
        self.tabifyDockWidget(self.solver_dock, self.analysis_dock)
        self.tabifyDockWidget(self._warnings_dock, self._history_dock)
        self._matrix_dock.raise_()
        self._warnings_dock.raise_()
        self.teaching = TeachingDocks(self, self.solver_dock)  # Graph and BFS Code, under the board
        for dock in self.teaching.docks:
            self.view_menu.addAction(dock.toggleViewAction())

    def _make_play(self, options: dict[str, Any]) -> PlayMode:
        from ..play.mode import PlayMode

        play = PlayMode(self, **options)
        self.view_menu.addAction(play.dock.toggleViewAction())
        for action in play.menu_actions():
            self.game_menu.addSeparator() if action is None else self.game_menu.addAction(action)
        return play

    def _build_menus_and_toolbars(self) -> None:
        menus = build_menus(
            self,
            file=(
                [self.new_action, self.open_action],
                [self.save_action, self.save_as_action, self.revert_action],
                [self.import_action, self.print_action],
                list(self.export_actions.values()),
                self.quit_action,
            ),
            edit=([self.undo_action, self.redo_action, self.delete_action], list(self.tool_actions.values())),
            board=[self.properties_action, self.generate_action],
            help_=[self.shortcuts_action, self.about_action],
        )
        self.recent_menu, self.search_menu, self.game_menu, self.view_menu = menus
        self.search_menu.aboutToShow.connect(lambda: self.solver_dock.content)  # the Solver panel adds its actions
        self.game_menu.aboutToShow.connect(self._play.get)  # Play mode adds its actions
        history = [self.undo_action, self.redo_action, self.delete_action]
        build_tool_bar(self, [list(self.tool_actions.values()), history], self.size_bar)

    # -- the lazily built parts ------------------------------------------------------------------------

    @property
    def solver_panel(self) -> SolverPanel:
        return self.solver_dock.content

    @property
    def analysis_panel(self) -> AnalysisPanel:
        return self.analysis_dock.content

    @property
    def undo_view(self) -> QUndoView:
        return self._history_dock.content

    @property
    def play(self) -> PlayMode:
        return self._play.get()

    @property
    def started(self) -> bool:
        """Whether every panel, menu and shortcut is there (they are built after the first paint)."""
        return self._play.built and all(dock.built for dock in self._lazy_docks)

    @property
    def first_paint_times(self) -> tuple[float, float] | None:
        """When the board view was first painted: the wall-clock time and the CPU time the
        process had used by then (see FirstPaint); None before."""
        return self._first_paint.times

    def _after_first_paint(self) -> None:
        self.view.viewport().removeEventFilter(self._first_paint)
        for part in (*self._lazy_docks, self._play):
            part.build_when_idle()
        self.first_painted.emit()

    def show_shortcuts(self) -> None:
        """Help → Keyboard Shortcuts, once every panel (and so every key) is there."""
        from .shortcuts import ShortcutsDialog  # on demand: a dialog few open

        built = [dock.content for dock in self._lazy_docks], self._play.get()  # noqa: F841 (built now)
        self.shortcuts_dialog = ShortcutsDialog(self)
        self.shortcuts_dialog.show()

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

    # -- the PlayHost ---------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        return self._play.built and self._play.get().playing

    def show_status(self, text: str, ms: int = 5000) -> None:
        self.statusBar().showMessage(text, ms)

    def set_playing(self, playing: bool) -> None:
        """Lock the board for a game (True) or unlock it for editing (False)."""
        self.scene.set_locked(playing)
        for action in self._editing_actions:
            action.setEnabled(not playing)
        self.recent_menu.setEnabled(not playing and bool(self.files.recent_files()))
        self.size_bar.setEnabled(not playing)
        self.matrix_panel.editor.setReadOnly(playing)
        self._history_dock.when_built(lambda view: view.setEnabled(not playing))
        self.solver_dock.when_built(lambda panel: panel.set_locked(playing))  # no overlay over the game
        self._undo_state_changed()
        if not playing:
            self._selection_changed()
            self.facts.request(self.document.board, self.document.rules)
        self._update_title()
        self.show_status(
            "Play mode: the board is locked. Game → Back to Editing (Ctrl+E) to edit it." if playing else "Edit mode",
            6000,
        )

    def autosave_now(self) -> None:
        """Write the unsaved board and the unfinished game now (before an error is reported)."""
        self.autosaver.save_now(force=True)
        if self.playing:
            self.play.autosave()

    # -- editing ---------------------------------------------------------------------------------------

    def set_tool(self, tool: Tool) -> None:
        self.scene.set_tool(tool)
        self.view.set_tool_cursor(tool)
        self.tool_actions[tool].setChecked(True)
        self.view.setDragMode(
            QGraphicsView.DragMode.RubberBandDrag if tool is Tool.SELECT else QGraphicsView.DragMode.NoDrag
        )

    def resize_board(self, rows: int, cols: int) -> bool:
        return self.edits.resize_board(rows, cols)

    def _resize_requested(self, rows: int, cols: int) -> None:
        if not self.edits.resize_board(rows, cols):
            board = self.document.board
            self.size_bar.show_size(board.rows, board.cols)  # declined: back to the board's size
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _then_board(self, slot: Any) -> Any:
        """``slot``, then the keyboard focus back on the board: after an open or an import,
        Ctrl+Z and the tool keys must reach the board, not the size box."""

        def run(*args: object) -> None:
            slot(*args)
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

        return run

    def _undo_state_changed(self, _index: int = 0) -> None:
        stack = self.document.undo_stack
        editing = not self.playing  # in a game, Ctrl+Z takes back a turn instead
        self.undo_action.setEnabled(editing and stack.canUndo())
        self.redo_action.setEnabled(editing and stack.canRedo())
        self.undo_action.setToolTip(f"Undo {stack.undoText()}".strip())
        self.redo_action.setToolTip(f"Redo {stack.redoText()}".strip())

    def _selection_changed(self) -> None:
        self.delete_action.setEnabled(not self.playing and bool(self.scene.selected_starts()))

    # -- files ----------------------------------------------------------------------------------------

    def offer_recovery(self, opened: Path | None = None) -> bool:
        """At start: offer back the unsaved work a window that is gone left (see `recovery`)."""
        from ..document.recovery import offer_recovery  # after the first paint: not a start-up cost

        return offer_recovery(self.document, self.autosaver, self.prompter, self.autosave_dir, self.show_status, opened)

    def _rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.files.recent_files()
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.files.open(p))
        self.recent_menu.setEnabled(bool(recent) and not self.playing)

    def _update_title(self) -> None:
        self._history_dock.when_built(lambda view: view.setEmptyLabel(self.document.origin))
        document = self.document
        shown = f"{document.name} ({document.path.name})" if document.path and document.name else document.title()
        self.setWindowTitle(f"{shown}[*] — {APP_NAME}")
        self.setWindowModified(self.document.modified)
        self.revert_action.setEnabled(self.document.path is not None and not self.playing)

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
        layout = self.play.layout_to_keep() if self._play.built else None
        self.settings.setValue("window/state", layout if layout is not None else self.saveState(self.STATE_VERSION))
        self.autosaver.clear()
        if self.playing and self.play.autosave_path.exists():
            self.autosave_session.abandon()  # the unfinished game is offered at the next start
        else:
            self.autosave_session.close()
        event.accept()
