"""The main window: it assembles the features and owns nothing they do.

The board sits in the middle; the docks (`docks.WindowDocks`) around it. Edits go through the
`EditController`, files through the `FileController`, Play mode through the `PlayHost` members
below. The sources (the document, its facts, the recent files) reach what shows them in
`_connect`: a part that keeps in step with a source subscribes itself when told to
``follow(source)`` (the autosave, the facts, the panels, the recent files); the board's views
sit below the document and cannot name it, so the window connects them to their slots. What
the first paint does not show (the hidden tabs, Play mode) is built by `LazyDock` and `Lazy`
when first needed, or once the window is idle after its first paint. Where the window was, and
its docks' layout, are kept by `layout`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QGraphicsView, QMainWindow, QMenu, QStackedWidget, QWidget

from ... import APP_NAME
from ...core import Board
from ...presets import DEFAULT_PRESET, load_preset
from ...words import spoken
from ...words.presets import preset_title
from ..board.interaction import Tool
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..board.zoom import ZoomControls
from ..document.autosave import AUTOSAVE_MS, Autosaver, AutosaveSession, default_autosave_dir
from ..document.document import BoardDocument
from ..document.facts import BoardFacts, Facts
from ..editor.edit_controller import EditController
from ..editor.jump_look import JumpLooks
from ..editor.matrix_panel import MatrixPanel
from ..editor.problems_panel import ProblemsPanel
from ..editor.size_bar import SizeBar
from ..editor.throws_label import FewestThrowsLabel
from ..editor.what_if import WhatIf
from ..files.controller import FileController
from ..files.recent_menu import RecentMenu
from ..kit.actions import make_action
from ..kit.full_screen import FullScreen
from ..kit.panel import Lazy
from ..kit.rooms import Room
from ..kit.text_size import TextSize
from . import layout
from . import rooms as room_layouts
from .docks import WindowDocks
from .first_paint import FirstPaint
from .menus import add_items, build_menus, build_tool_bar
from .preferences import open_preferences
from .present import Present
from .prompts import WindowPrompter
from .room_plan import RoomPlan
from .rooms import Rooms
from .text_size_menu import add_text_size_menu
from .theme_menu import add_theme_menu
from .window_actions import BoardActions

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

    STATE_VERSION = room_layouts.STATE_VERSION
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
        room: Room = Room.DESIGN,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if document is None:
            preset = load_preset()
            document = BoardDocument(preset.board, preset.rules, preset_title(DEFAULT_PRESET, preset.name))
        if document.parent() is None:
            document.setParent(self)  # the window owns its document: both go together
        self.document = document
        self.frame: QMainWindow = self
        self.settings = settings if settings is not None else QSettings()
        self.prompter = prompter if prompter is not None else WindowPrompter(self, self._folder)
        self.autosave_dir = autosave_dir if autosave_dir is not None else default_autosave_dir()
        self.autosave_session = AutosaveSession(self.autosave_dir)
        interval = AUTOSAVE_MS if autosave_ms is None else autosave_ms
        self.autosaver = Autosaver(self.autosave_session, interval, parent=self)
        self.text_size = TextSize(self.settings, self)
        self.full_screen = FullScreen(self)
        self._ending = False  # the session ends: close without a question (end_session)
        self.files = FileController(document, self.prompter, self.settings, self.autosaver, self)
        self.facts = BoardFacts(parent=self)
        self.facts.hold_until(self.first_painted)  # a large board's background work: after the first paint
        self.scene = BoardScene(document.board, document.rules, self, styles=document.styles)
        self.scene.set_text_scale(self.text_size.scale)
        self.view = BoardView(self.scene)
        self.pages = QStackedWidget()  # the start screen (built when first shown) and the board
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        self.edits = EditController(document, self.scene, self.prompter, self.show_status, self)
        self.what_if = WhatIf(document, self.scene, self)
        self.looks = JumpLooks(document, self)  # a right click on a snake or ladder: its look
        self.view.look_requested.connect(self.looks.show_menu)
        self.matrix_panel = MatrixPanel(document)
        self.problems_panel = ProblemsPanel()
        self.size_bar = SizeBar()
        self.throws_label = FewestThrowsLabel(self.facts)
        self._build_actions()
        self._play: Lazy[PlayMode] = Lazy(lambda: self._make_play(play or {}))
        self._build_menus_and_toolbars()
        self.docks = WindowDocks(
            self,
            document,
            self.facts,
            self.scene,
            self.view.hover,
            (self.matrix_panel, self.problems_panel),
            (self.search_menu, self.view_menu),
            lambda: self.playing,
            (solver_interval_ms, analysis_ms),
        )
        self.solver_dock, self.analysis_dock, self.teaching = (
            self.docks.solver,
            self.docks.analysis,
            self.docks.teaching,
        )
        self._matrix_dock, self._history_dock = self.docks.matrix, self.docks.history
        self.statusBar().addPermanentWidget(self.throws_label)
        self.zoom = ZoomControls(self, self.view, self.view_menu)
        add_text_size_menu(self, self.view_menu, self.text_size)
        self.theme = add_theme_menu(self, self.view_menu, self.settings)  # drawn in it from the first paint
        self.view_menu.addAction(self.full_screen.action)
        self.preferences_action = make_action(self, self.tr("&Preferences…"), partial(open_preferences, self))
        self.view_menu.addAction(self.preferences_action)
        self.present = Present(self, self, self.docks.solver, [self.teaching.graph_dock, self.teaching.code_dock])
        self.view_menu.addAction(self.present.action)
        self.docks.learn_extras.append(self.present.action)  # in the Learn menu, after the search's own
        self._connect()
        self.set_tool(Tool.LADDER)
        self._undo_state_changed()
        self._selection_changed()
        self._update_title()
        layout.restore_geometry(self, self.settings)
        self.room_plan = RoomPlan(self, self)
        plan = self.room_plan
        self.rooms = Rooms(self, self.settings, self.pages, plan.parts, plan.leaving, plan.entered)
        plan.add_room_actions()
        self._first_paint = FirstPaint(self._after_first_paint)
        self.rooms.show(room)
        first_view = self.room_plan.home if room is Room.HOME else self.view.viewport()
        self._first_painted = [first_view, *first_view.findChildren(QWidget)]  # whichever paints first
        for widget in self._first_painted:
            widget.installEventFilter(self._first_paint)

    # -- construction -------------------------------------------------------------------------

    def _build_actions(self) -> None:
        a = BoardActions(self, self.files, self.edits, self._then_board, (self.set_tool, self.show_shortcuts))
        self.board_actions = a
        self.new_action, self.open_action, self.save_action, self.save_as_action = a.new, a.open, a.save, a.save_as
        self.revert_action, self.import_action, self.export_actions = a.revert, a.import_, a.exports
        self.print_action, self.quit_action, self.undo_action, self.redo_action = a.print_, a.quit, a.undo, a.redo
        self.delete_action, self.tool_group, self.tool_actions = a.delete, a.tool_group, a.tools
        self.about_action, self.shortcuts_action = a.about, a.shortcuts
        self.properties_action, self.generate_action = a.properties, a.generate
        self.editing_actions, self.opening_actions, self.board_file_actions = a.editing, a.opening, a.board_files

    def _make_play(self, options: dict[str, Any]) -> PlayMode:
        from ..play.mode import PlayMode  # built after the first paint: not a start-up cost

        play = PlayMode(self, **options)
        self.view_menu.addAction(play.dock.toggleViewAction())
        add_items(self.game_menu, play.menu_actions())
        self.play_file_menu.clear()
        add_items(self.play_file_menu, [*play.file_actions(), None, self.quit_action])
        self.help_menu.insertAction(self.help_menu.actions()[0], play.how_to_play_action)
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
            board=[self.properties_action, self.generate_action, *self.board_actions.board_tools],
            help_=[self.shortcuts_action, self.about_action],
        )
        self.recent_menu, self.search_menu, self.game_menu, self.view_menu = menus[:4]
        self.file_menu, self.edit_menu, self.board_menu, self.help_menu = menus[4:]
        self.recent = RecentMenu(self.recent_menu)
        self.search_menu.aboutToShow.connect(lambda: self.solver_dock.content)  # the Solver panel adds its actions
        self.game_menu.aboutToShow.connect(self._play.get)  # Play mode adds its actions
        history = [self.undo_action, self.redo_action, self.delete_action]
        self.tools_bar = build_tool_bar(self, [list(self.tool_actions.values()), history], self.size_bar)
        # The Play room's File menu holds games, not boards: its items, which the File menu
        # shows in that room (one File menu, so that Alt+F is never ambiguous).
        self.play_file_menu = QMenu(self)
        self.board_file_items = self.file_menu.actions()

    def _connect(self) -> None:
        """Every subscription of the window, in one place: the document and its facts to the
        board's views, the features' panels to their sources, requests to their handlers."""
        document, scene = self.document, self.scene
        document.board_changed.connect(self._board_changed)
        document.file_changed.connect(self._update_title)
        document.undo_stack.indexChanged.connect(self._undo_state_changed)  # bound: goes with the window
        self.facts.facts_changed.connect(self._facts_changed)
        self.text_size.changed.connect(scene.set_text_scale)
        self.autosaver.follow(document)
        self.facts.follow(document)
        self.problems_panel.follow(self.facts)
        self.size_bar.follow(document)
        self.recent.follow(self.files)
        scene.refused.connect(self._refused)
        scene.hint.connect(self.statusBar().showMessage)
        scene.selectionChanged.connect(self._selection_changed)
        self.size_bar.size_requested.connect(self._resize_requested)
        self.problems_panel.square_chosen.connect(scene.select_jump)
        self.autosaver.failed.connect(self._autosave_failed)
        self.files.status.connect(self._file_status)

    # -- the docks and the lazily built parts --------------------------------------------------------

    @property
    def solver_panel(self) -> SolverPanel:
        return self.docks.solver.content

    @property
    def analysis_panel(self) -> AnalysisPanel:
        return self.docks.analysis.content

    @property
    def undo_view(self) -> QUndoView:
        return self.docks.history.content

    @property
    def play(self) -> PlayMode:
        return self._play.get()

    @property
    def started(self) -> bool:
        """Whether every panel, menu and shortcut is there (they are built after the first paint)."""
        return self._play.built and all(dock.built for dock in self.docks.lazy)

    @property
    def first_paint_times(self) -> tuple[float, float] | None:
        """When the board view was first painted: the wall-clock time and the CPU time the
        process had used by then (see FirstPaint); None before."""
        return self._first_paint.times

    def _after_first_paint(self) -> None:
        for widget in self._first_painted:
            widget.removeEventFilter(self._first_paint)
        for dock in self.docks.lazy:
            dock.build_when_idle()
        self._play.build_when_idle(self)
        self.first_painted.emit()

    def show_shortcuts(self) -> None:
        """Help → Keyboard Shortcuts, once every panel (and so every key) is there."""
        from .shortcuts import ShortcutsDialog  # on demand: a dialog few open

        self.docks.build_all()
        self._play.get()
        self.shortcuts_dialog = ShortcutsDialog(self, self.room_plan.shortcut_groups())
        self.shortcuts_dialog.show()

    # -- the PlayHost ---------------------------------------------------------------------------------

    @property
    def play_built(self) -> bool:
        return self._play.built

    def editing_changed(self) -> None:
        """The room changed: what Undo, Delete and the title say, and the facts of the board
        that is edited again."""
        self._undo_state_changed()
        self._selection_changed()
        self._update_title()
        if self.room is Room.DESIGN:
            self.facts.request(self.document.board, self.document.rules)

    @property
    def playing(self) -> bool:
        return self._play.built and self._play.get().playing

    @property
    def room(self) -> Room:
        rooms = getattr(self, "rooms", None)  # (before the rooms exist, the window is being built)
        return rooms.current or Room.DESIGN if rooms is not None else Room.DESIGN

    def show_room(self, room: Room) -> None:
        """Switch to ``room`` (see `Rooms.show`)."""
        self.rooms.show(room)

    def show_status(self, text: str, ms: int = 5000) -> None:
        self.statusBar().showMessage(text, ms)

    def autosave_now(self) -> None:
        """Write the unsaved board and the unfinished game now (before an error is reported,
        or the session ends)."""
        self.autosaver.save_now(force=True)
        if self.playing:
            self.play.autosave()

    def end_session(self) -> None:
        """The session ends (a logout, a signal: see `session_end`): the work is autosaved and
        the window closes as Quit does, asking nothing; what is unsaved stays in the autosave
        and is offered back at the next start."""
        self.autosave_now()
        self._ending = True
        self.close()

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

    @Slot(int, int)
    def _resize_requested(self, rows: int, cols: int) -> None:
        if not self.edits.resize_board(rows, cols):
            board = self.document.board
            self.size_bar.show_size(board.rows, board.cols)  # declined: back to the board's size
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _then_board(self, slot: Callable[[], object]) -> Callable[[], None]:
        """``slot``, then the keyboard focus back on the board: after an open or an import,
        Ctrl+Z and the tool keys must reach the board, not the size box."""

        def run() -> None:
            slot()
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

        return run

    @Slot(Board)
    def _board_changed(self, board: Board) -> None:
        self.scene.set_board(board, self.document.rules, self.document.styles)
        self._selection_changed()

    @Slot(Facts)
    def _facts_changed(self, facts: Facts) -> None:
        self.scene.show_facts(facts.board, facts.problems)

    @Slot(str)
    def _refused(self, why: str) -> None:
        self.show_status(spoken(self.tr("Not placed: {why}"), why=why), 6000)

    @Slot()
    def _undo_state_changed(self) -> None:
        stack = self.document.undo_stack
        editing = self.room is Room.DESIGN  # in the Play room, Ctrl+Z takes back a turn instead
        self.undo_action.setEnabled(editing and stack.canUndo())
        self.redo_action.setEnabled(editing and stack.canRedo())
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setToolTip(spoken(self.tr("Undo {step}"), step=undo) if undo else self.tr("Undo"))
        self.redo_action.setToolTip(spoken(self.tr("Redo {step}"), step=redo) if redo else self.tr("Redo"))

    @Slot()
    def _selection_changed(self) -> None:
        self.delete_action.setEnabled(self.room is Room.DESIGN and bool(self.scene.selected_starts()))

    # -- files ----------------------------------------------------------------------------------------

    def _folder(self) -> Path | None:
        """Where the file dialogs start: the open board's folder."""
        return self.document.path.parent if self.document.path is not None else None

    def offer_recovery(self, opened: Path | None = None) -> bool:
        """At start: offer back the unsaved work a window that is gone left (see `recovery`)."""
        from ..document.recovery import offer_recovery  # after the first paint: not a start-up cost

        return offer_recovery(self.document, self.autosaver, self.prompter, self.autosave_dir, self.show_status, opened)

    @Slot(str)
    def _autosave_failed(self, text: str) -> None:
        self.show_status(text, 10_000)

    @Slot(str)
    def _file_status(self, text: str) -> None:
        self.show_status(text, 5000)

    @Slot()
    def _update_title(self) -> None:
        document = self.document
        shown = f"{document.name} ({document.path.name})" if document.path and document.name else document.title()
        self.setWindowTitle(f"{shown}[*] — {APP_NAME}")
        self.setWindowModified(document.modified)
        self.revert_action.setEnabled(document.path is not None and self.room is Room.DESIGN)

    # -- window ---------------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        # An unfinished game needs no question: its autosave is offered at the next start. Nor
        # does the end of the session (`end_session`): its unsaved board is in the autosave.
        ending = self._ending
        if not ending and not self.files.maybe_save():
            event.ignore()
            return
        self.present.leave()  # the room's own layout is kept, not Present's
        layout.save_geometry(self, self.settings)
        self.rooms.save()
        if self._play.built:
            self.play.recorder.close()  # the last finished game is in the history before we go
        if ending:
            self.autosaver.timer.stop()
        else:
            self.autosaver.clear()
        game_kept = self.playing and self.play.autosave_path.exists()
        if game_kept or (ending and self.autosaver.board_file.exists()):
            self.autosave_session.abandon()  # offered at the next start
        else:
            self.autosave_session.close()
        event.accept()
