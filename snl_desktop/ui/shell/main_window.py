"""The main window: it assembles the features and owns nothing they do.

It is built in two steps. The frame (`__init__`): the menu bar's titles, the rooms' tool bar,
the pages and, on a start on the start screen, that screen: what the first paint shows, with
nothing else imported. The furniture (`furnish`): the board and its views, the controllers,
the actions in the menus, the docks: at once when the window opens on a board, else once the
window is idle after its first paint, or earlier when something needs it (a room with the
board, a menu opened, a question at start). Only the furniture's modules are imported then.

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

from PySide6.QtCore import QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QGraphicsView, QMainWindow, QMenu, QStackedWidget, QWidget

from ... import APP_NAME
from ...core import Board
from ...presets import DEFAULT_PRESET, load_preset
from ...words import spoken
from ...words.presets import preset_title
from ..board.interaction import Tool
from ..document.autosave import AutosaveSession, default_autosave_dir
from ..document.document import BoardDocument
from ..kit.announce import announce
from ..kit.fonts import in_shipped_script
from ..kit.full_screen import FullScreen
from ..kit.panel import Lazy, LazyDock
from ..kit.rooms import Room
from ..kit.text_size import TextSize
from . import layout
from .first_paint import FirstPaint
from .first_start import watch_first_start
from .menus import MenuBar, add_items, menu_bar
from .prompts import WindowPrompter
from .room_plan import RoomPlan
from .rooms import Rooms
from .theme_menu import theme_choice

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QToolBar, QUndoView

    from ..analysis.panel import AnalysisPanel
    from ..board.scene import BoardScene
    from ..board.view import BoardView
    from ..board.zoom import ZoomControls
    from ..document.facts import Facts
    from ..editor.edit_controller import EditController
    from ..editor.jump_look import JumpLooks
    from ..editor.matrix_panel import MatrixPanel
    from ..editor.problems_panel import ProblemsPanel
    from ..editor.size_bar import SizeBar
    from ..editor.throws_label import FewestThrowsLabel
    from ..editor.what_if import WhatIf
    from ..files.recent_menu import RecentMenu
    from ..play.mode import PlayMode
    from ..solver.panel import SolverPanel
    from .docks import WindowDocks
    from .present import Present
    from .tv import TvLayout
    from .window_actions import BoardActions

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The designer's window, and the `PlayHost` of its games. Collaborators are injectable so
    tests can run it headless: ``settings``, ``prompter`` (answers to questions),
    ``autosave_dir`` and its interval; ``play`` injects the die's random source and animation
    durations, ``solver_interval_ms`` and ``analysis_ms`` the panels' timers (tests use 0)."""

    first_painted = Signal()
    """Emitted once, after the window's first paint."""

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
        self.text_size = TextSize(self.settings, self)
        self.full_screen = FullScreen(self)
        self.theme = theme_choice(self, self.settings)  # the start screen is drawn in it too
        self._ending = False  # the session ends: close without a question (end_session)
        self._autosave_ms = autosave_ms  # what the furniture is made with (`furnish`)
        self._timers = (solver_interval_ms, analysis_ms)
        self._play_options = play or {}
        self.furnished = False
        self.pages = QStackedWidget()  # the start screen (built when first shown) and the board
        self.setCentralWidget(self.pages)
        self.menus: MenuBar = menu_bar(self)
        for menu in self.menus.all():  # an opened menu needs its actions: the furniture
            menu.aboutToShow.connect(self.furnish)
        # The Play room's File menu holds games, not boards: its items, which the File menu
        # shows in that room (one File menu, so that Alt+F is never ambiguous).
        self.play_file_menu = QMenu(self)
        self.board_file_items: list[QAction] = []
        layout.restore_geometry(self, self.settings)
        watch_first_start(self, self.settings)  # maximised on a first start on a large screen
        self.room_plan = RoomPlan(self, self)
        plan = self.room_plan
        self.rooms = Rooms(self, self.settings, self.pages, plan.parts, plan.leaving, plan.entered)
        plan.add_room_actions()
        self._first_paint = FirstPaint(self._after_first_paint)
        if room is not Room.HOME:
            self.furnish()
        self.rooms.show(room)
        first_view = self.room_plan.home if room is Room.HOME else self.view.viewport()
        self._first_painted = [first_view, *first_view.findChildren(QWidget)]  # whichever paints first
        for widget in self._first_painted:
            widget.installEventFilter(self._first_paint)

    # -- the furniture ----------------------------------------------------------------------------

    def furnish(self) -> None:
        """Build everything but the frame, once (see the module's docstring)."""
        if self.furnished:
            return
        self.furnished = True
        from ..board.scene import BoardScene
        from ..board.view import BoardView
        from ..board.zoom import ZoomControls
        from ..document.autosave import AUTOSAVE_MS, Autosaver
        from ..document.facts import BoardFacts
        from ..editor.edit_controller import EditController
        from ..editor.jump_look import JumpLooks
        from ..editor.matrix_panel import MatrixPanel
        from ..editor.problems_panel import ProblemsPanel
        from ..editor.size_bar import SizeBar
        from ..editor.throws_label import FewestThrowsLabel
        from ..editor.what_if import WhatIf
        from ..files.controller import FileController
        from ..kit.actions import make_action
        from .docks import WindowDocks
        from .preferences import open_preferences
        from .present import Present
        from .text_size_menu import add_text_size_menu
        from .theme_menu import add_theme_menu
        from .tv import TvLayout

        document = self.document
        interval = self._autosave_ms
        self.autosaver = Autosaver(self.autosave_session, AUTOSAVE_MS if interval is None else interval, parent=self)
        self.files = FileController(document, self.prompter, self.settings, self.autosaver, self)
        self.facts = BoardFacts(parent=self)
        if self._first_paint.times is None:  # a large board's background work: after the first paint
            self.facts.hold_until(self.first_painted)
        # On a start on the start screen, the board's pieces are drawn once the window is idle
        # after its first paint, or when a room with the board opens first (`draw_board`).
        shown = None if self.rooms.current is Room.HOME else document.board
        self.scene: BoardScene = BoardScene(shown, document.rules, self, styles=document.styles)
        self.scene.set_text_scale(self.text_size.scale)
        self.view: BoardView = BoardView(self.scene)
        self.pages.insertWidget(0, self.view)
        self.edits: EditController = EditController(document, self.scene, self.prompter, self.show_status, self)
        self.what_if: WhatIf = WhatIf(document, self.scene, self)
        self.looks: JumpLooks = JumpLooks(document, self)  # a right click on a snake or ladder: its look
        self.view.look_requested.connect(self.looks.show_menu)
        self.matrix_panel: MatrixPanel = MatrixPanel(document)
        self.problems_panel: ProblemsPanel = ProblemsPanel()
        self.size_bar: SizeBar = SizeBar()
        self.throws_label: FewestThrowsLabel = FewestThrowsLabel(self.facts)
        self._build_actions()
        self._play: Lazy[PlayMode] = Lazy(lambda: self._make_play(self._play_options))
        self._fill_menus_and_toolbars()
        self.docks: WindowDocks = WindowDocks(
            self,
            document=document,
            facts=self.facts,
            scene=self.scene,
            hover=self.view.hover,
            matrix_panel=self.matrix_panel,
            problems_panel=self.problems_panel,
            search_menu=self.menus.search,
            view_menu=self.menus.view,
            playing=lambda: self.playing,
            prompter=self.prompter,
            timers=self._timers,
        )
        self.statusBar().addPermanentWidget(self.throws_label)
        self.zoom: ZoomControls = ZoomControls(self, self.view, self.menus.view)
        add_text_size_menu(self, self.menus.view, self.text_size)
        add_theme_menu(self.menus.view, self.theme)
        self.menus.view.addAction(self.full_screen.action)
        self.preferences_action = make_action(self, self.tr("&Preferences…"), partial(open_preferences, self))
        self.menus.view.addAction(self.preferences_action)
        teaching = self.docks.teaching
        teaching_docks: list[LazyDock[Any]] = [teaching.graph_dock, teaching.code_dock, self.docks.numbering]
        self.present: Present = Present(self, self, self.docks.solver, teaching_docks)
        self.menus.view.addAction(self.present.action)
        self.tv: TvLayout = TvLayout(self, self)  # F9 in the Play room (Present's key elsewhere)
        self.menus.view.addAction(self.tv.action)
        self.docks.learn_extras.append(self.present.action)  # in the Learn menu, after the search's own
        self._connect()
        self.set_tool(Tool.LADDER)
        self._undo_state_changed()
        self._selection_changed()
        self._update_title()
        self.rooms.reshow()  # the room on screen (the start screen) hides what it does not hold
        if self._first_paint.times is not None:
            self._after_furnished_and_painted()

    def _build_actions(self) -> None:
        from .window_actions import BoardActions

        self.board_actions: BoardActions = BoardActions(
            self,
            files=self.files,
            edits=self.edits,
            then_board=self._then_board,
            set_tool=self.set_tool,
            show_shortcuts=self.show_shortcuts,
        )

    def _make_play(self, options: dict[str, Any]) -> PlayMode:
        from ..play.mode import PlayMode  # built after the first paint: not a start-up cost

        play = PlayMode(self, **options)
        self.docks.add_to_view(play.dock)  # its item and key (Alt+9): the dock in front, the focus in it
        self.menus.view.addAction(play.voice.action)  # Speak Turns
        add_items(self.menus.game, play.menu_actions())
        self.play_file_menu.clear()
        add_items(self.play_file_menu, [*play.file_actions(), None, self.board_actions.quit])
        self.menus.help.insertAction(self.menus.help.actions()[0], play.actions.how_to_play)
        return play

    def _fill_menus_and_toolbars(self) -> None:
        from ..editor.game_lock import GameLockBar
        from ..files.recent_menu import RecentMenu
        from .menus import build_tool_bar, fill_menus

        a = self.board_actions
        recent_menu = fill_menus(
            self.menus,
            file=(
                [a.new, a.open],
                [a.save, a.save_as, a.revert],
                [a.import_, a.print_],
                list(a.exports.values()),
                a.quit,
            ),
            edit=([a.undo, a.redo, a.delete], list(a.tools.values())),
            board=[a.properties, a.generate, *a.board_tools],
            help_=[a.shortcuts, a.about],
        )
        self.recent: RecentMenu = RecentMenu(recent_menu)
        self.menus.search.aboutToShow.connect(lambda: self.docks.solver.content)  # the Solver panel adds its actions
        self.menus.game.aboutToShow.connect(self._play.get)  # Play mode adds its actions
        history = [a.undo, a.redo, a.delete]
        self.tools_bar: QToolBar = build_tool_bar(self, [list(a.tools.values()), history], self.size_bar)
        self.board_file_items = self.menus.file.actions()
        self.game_lock = GameLockBar(self)  # the Design room while a game is on: read-only, and why
        self.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.game_lock)
        self.game_lock.back_requested.connect(lambda: self.show_room(Room.PLAY))
        self.game_lock.end_requested.connect(self._end_game_in_design)

    @property
    def game_in_progress(self) -> bool:
        """A game is on the table and not yet won: the board is the game's, not to be edited."""
        if not self.play_built:
            return False
        controller = self._play.get().controller
        return controller is not None and not controller.game.finished

    def _end_game_in_design(self) -> None:
        """End Game from the Design room's bar (it asks first); the board can be edited then."""
        if self._play.get().end_game() and self.room is Room.DESIGN:
            self.room_plan.entered(Room.DESIGN)

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
        self.furnish()
        return self._play.get()

    @property
    def started(self) -> bool:
        """Whether every panel, menu and shortcut is there (they are built after the first paint)."""
        return self.furnished and self._play.built and all(dock.built for dock in self.docks.lazy)

    @property
    def first_paint_times(self) -> tuple[float, float] | None:
        """When the window was first painted (its start screen or its board): the wall-clock
        time and the CPU time the process had used by then (see FirstPaint); None before."""
        return self._first_paint.times

    def _after_first_paint(self) -> None:
        for widget in self._first_painted:
            widget.removeEventFilter(self._first_paint)
        if self.furnished:
            self._after_furnished_and_painted()
        else:
            QTimer.singleShot(0, self, self.furnish)  # once idle: the rest of the window
        self.first_painted.emit()

    def _after_furnished_and_painted(self) -> None:
        """What waits for both the furniture and the first paint: the hidden panels and Play
        mode, built once the window is idle, and the board's pieces."""
        for dock in self.docks.lazy:
            dock.build_when_idle()
        self._play.build_when_idle(self)
        QTimer.singleShot(0, self, self.draw_board)

    def draw_board(self) -> None:
        """Draw the document's board if the scene does not show it yet (see ``__init__``)."""
        document = self.document
        self.scene.set_board(document.board, document.rules, document.styles)

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
        return self.furnished and self._play.built

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
        return self.play_built and self._play.get().playing

    @property
    def room(self) -> Room:
        rooms = getattr(self, "rooms", None)  # (before the rooms exist, the window is being built)
        return rooms.current or Room.DESIGN if rooms is not None else Room.DESIGN

    def show_room(self, room: Room) -> None:
        """Switch to ``room`` (see `Rooms.show`)."""
        self.rooms.show(room)

    def show_status(self, text: str, ms: int = 5000) -> None:
        """Show ``text`` in the status bar and say it (the next message may replace it at once)."""
        self.statusBar().showMessage(text, ms)
        announce(self.statusBar(), text)

    def autosave_now(self) -> None:
        """Write the unsaved board and the unfinished game now (before an error is reported,
        or the session ends)."""
        if not self.furnished:
            return  # nothing was changed yet
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
        self.board_actions.tools[tool].setChecked(True)
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

    @Slot(object)
    def _facts_changed(self, facts: Facts) -> None:
        self.scene.show_facts(facts.board, facts.problems)

    @Slot(str)
    def _refused(self, why: str) -> None:
        self.show_status(spoken(self.tr("Not placed: {why}"), why=why), 6000)

    @Slot()
    def _undo_state_changed(self) -> None:
        stack = self.document.undo_stack
        editing = self.room is Room.DESIGN  # in the Play room, Ctrl+Z takes back a turn instead
        self.board_actions.undo.setEnabled(editing and stack.canUndo())
        self.board_actions.redo.setEnabled(editing and stack.canRedo())
        undo, redo = stack.undoText(), stack.redoText()
        self.board_actions.undo.setToolTip(spoken(self.tr("Undo {step}"), step=undo) if undo else self.tr("Undo"))
        self.board_actions.redo.setToolTip(spoken(self.tr("Redo {step}"), step=redo) if redo else self.tr("Redo"))

    @Slot()
    def _selection_changed(self) -> None:
        self.board_actions.delete.setEnabled(self.room is Room.DESIGN and bool(self.scene.selected_starts()))

    # -- files ----------------------------------------------------------------------------------------

    def _folder(self) -> Path | None:
        """Where the file dialogs start: the open board's folder."""
        return self.document.path.parent if self.document.path is not None else None

    def offer_recovery(self, opened: Path | None = None) -> bool:
        """At start: offer back the unsaved work a window that is gone left (see `recovery`)."""
        from ..document.recovery import offer_recovery  # after the first paint: not a start-up cost

        self.furnish()
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
        # A window manager may have no Devanagari or Arabic font: the app's name (Latin) comes
        # first then, so the title starts with words it can draw.
        first_latin = in_shipped_script(shown)
        self.setWindowTitle(f"{APP_NAME} — {shown}[*]" if first_latin else f"{shown}[*] — {APP_NAME}")
        self.setWindowModified(document.modified)
        self.board_actions.revert.setEnabled(document.path is not None and self.room is Room.DESIGN)

    # -- window ---------------------------------------------------------------------------------------

    def focusNextPrevChild(self, next: bool) -> bool:  # Qt's name
        """Tab and Shift+Tab: only to what is on screen (not to the docks behind a tab, nor the
        dock tab bars Qt parks outside the window: `kit.tab_stops`)."""
        from ..kit.tab_stops import tab_past_parked

        return tab_past_parked(self, next, super().focusNextPrevChild)

    def closeEvent(self, event: QCloseEvent) -> None:
        # An unfinished game needs no question: its autosave is offered at the next start. Nor
        # does the end of the session (`end_session`): its unsaved board is in the autosave.
        ending = self._ending
        if not self.furnished:  # closed on the start screen before the rest was built: nothing to keep
            layout.save_geometry(self, self.settings)
            self.rooms.save()
            self.autosave_session.close()
            event.accept()
            return
        if not ending and not self.files.maybe_save():
            event.ignore()
            return
        self.present.leave(back=False)  # the room's own layout is kept, not Present's
        self.tv.leave()  # nor the TV layout's: the next start is the window as the user left it
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
