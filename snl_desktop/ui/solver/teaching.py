"""The learner's docks around the Solver: the Graph view and the BFS Code panel (both follow
the Solver's board and its animation), a square picked in either place ringed on the board and
selected in the graph, and the Solver's row of teaching buttons (Graph, Code, Why BFS?, Predict…,
Export Animation…, Check My Code…). The window only creates a `TeachingDocks`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsRectItem, QMainWindow, QMenu, QSizePolicy, QToolButton

from ...core import Board, Rules, Solution
from ..board import theme
from ..kit.panel import LazyDock

if TYPE_CHECKING:
    from ..kit.prompts import Prompter
    from .code_panel import CodePanel
    from .graph_view import GraphPanel
    from .panel import SolverPanel
    from .quiz_dialog import QuizDialog


class TeachingDocks(QObject):
    """The Graph and BFS Code docks of ``window`` (hidden until asked for, side by side under
    the board), wired to its Solver panel when each is first built."""

    def __init__(
        self,
        window: QMainWindow,
        solver_dock: LazyDock[SolverPanel],
        menu: QMenu | None = None,
        prompter: Prompter | None = None,
    ) -> None:
        """``menu``: the Learn menu, which lists the lessons after the Solver's own actions;
        ``prompter``: what asks for the files the lessons open and write (None: Qt's dialogs)."""
        super().__init__(window)
        self.window = window
        self.solver_dock = solver_dock
        self.menu = menu
        self.prompter = prompter
        self.selected: int | None = None
        self.quiz_dialog: QuizDialog | None = None
        self._ring: QGraphicsRectItem | None = None
        self._pointed = False  # the ring is a hover's (a matrix cell pointed at), not a click's
        window.installEventFilter(self)  # Present (full screen) and back: a hover's ring goes
        self.graph_dock: LazyDock[GraphPanel] = LazyDock(self.tr("Graph"), "graph", self._make_graph, window)
        self.code_dock: LazyDock[CodePanel] = LazyDock(self.tr("BFS Code"), "code", self._make_code, window)
        # The right-hand docks keep their full height: the teaching docks go under the board only.
        window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.graph_dock)
        window.splitDockWidget(self.graph_dock, self.code_dock, Qt.Orientation.Horizontal)
        for dock, tip in (
            (self.graph_dock, self.tr("The board as a graph: each square's six throws, laid out by BFS depth")),
            (self.code_dock, self.tr("The BFS code, its current line and its variables, as the search steps")),
        ):
            dock.toggleViewAction().setToolTip(tip)
            dock.hide()
        solver_dock.when_built(self._solver_built)

    @property
    def docks(self) -> tuple[LazyDock[GraphPanel], LazyDock[CodePanel]]:
        return self.graph_dock, self.code_dock

    # -- building --------------------------------------------------------------------------------

    def _solver_built(self, solver: SolverPanel) -> None:
        actions = [self.graph_dock.toggleViewAction(), self.code_dock.toggleViewAction()]
        for action, text in zip(actions, (self.tr("Graph"), self.tr("Code"))):
            action.setText(text)
        why = solver.teaching_action(
            self.tr("Why BFS?"), self.why_bfs, self.tr("The same board searched depth-first, step by step (Ctrl+B)")
        )
        why.setShortcut("Ctrl+B")
        tip = self.tr("The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)")
        export = solver.teaching_action(self.tr("Export Animation…"), self.export_animation, tip)
        export.setShortcut("Ctrl+Shift+E")
        self.window.addActions([why, export])  # their keys work wherever the focus is
        tip = self.tr("A quiz: before each step of the search, predict it on the board; a score is kept")
        predict = solver.teaching_action(self.tr("Predict…"), self.predict, tip)
        tip = self.tr(
            "Predict for the whole class: students answer each step on their phones, the answers shown as bars"
        )
        quiz = solver.teaching_action(self.tr("Class Quiz…"), self.class_quiz, tip)
        tip = self.tr("Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails")
        check = solver.teaching_action(self.tr("Check My Code…"), self.check_my_code, tip)
        tip = self.tr("Every .py file of a folder (a class's solutions) checked at once, in a table")
        folder = solver.teaching_action(self.tr("Check a Folder…"), self.check_a_folder, tip)
        # Three to a row: six buttons in one row made the dock too wide for the board beside it.
        for i, action in enumerate((*actions, why, predict, export, check)):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            solver.teaching_row.addWidget(button, i // 3, i % 3)
        menu = self.menu  # after the Solver's own actions
        if menu is not None:
            entries = [*actions, why, predict, quiz, check, folder, export]  # Learn → each of them, by keys alone

            def add_to(learn: QMenu = menu) -> None:
                learn.addSeparator()
                learn.addActions(entries)

            QTimer.singleShot(0, menu, add_to)  # not once it is gone
        solver.board_shown.connect(self._board_shown)
        solver.scene.square_clicked.connect(self._square_clicked)

    def _solver(self) -> SolverPanel:
        return self.solver_dock.content

    def _make_graph(self) -> GraphPanel:
        from .graph_view import GraphPanel  # here: a dock built when first shown is no start-up cost

        panel = GraphPanel()
        self._follow(panel)
        panel.node_clicked.connect(self.select)
        panel.node_hovered.connect(self._node_hovered)
        return panel

    def _make_code(self) -> CodePanel:
        from .code_panel import CodePanel  # here: a dock built when first shown is no start-up cost

        panel = CodePanel()
        self._follow(panel)
        return panel

    def _follow(self, panel: GraphPanel | CodePanel) -> None:
        """``panel`` shows the Solver's board now and every board and step it shows from now on."""
        solver = self._solver()
        solver.board_shown.connect(panel.show_board)
        solver.position_shown.connect(panel.show_position)
        search = solver.search
        if search is None:  # a large board's search is being worked out: board_shown follows
            return
        panel.show_board(search.board, search.rules, search.solution)
        if search.animation is not None:  # (at step 0 too: the start is one state, see the Solver)
            panel.show_position(search.animation.replay, solver.position)

    # -- the selected square -----------------------------------------------------------------

    @Slot(int)
    def _node_hovered(self, square: int) -> None:
        """Hovering a node draws its throws on the board, as hovering the square does."""
        self._solver().show_moves_of(None if square < 0 else square)

    @Slot(Board, Rules, Solution)
    def _board_shown(self, _board: Board, _rules: Rules, _solution: Solution) -> None:
        self.select(None)

    @Slot(int)
    def _square_clicked(self, square: int) -> None:
        if self.graph_dock.on_screen or self.solver_dock.on_screen:
            self.select(square)

    @Slot(int)
    def point(self, square: int) -> None:
        """A matrix cell pointed at rings its square (0: none, a hover's ring goes; a square
        clicked stays ringed)."""
        if square > 0:
            self.select(square)
            self._pointed = True
        elif self._pointed:
            self.select(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window entering or leaving full screen (Present) moves every cell from under
        the pointer, with no Leave event for the cell: a hover's ring goes then."""
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange and self._pointed:
            self.select(None)
        return super().eventFilter(watched, event)

    @Slot(object)
    def select(self, square: int | None) -> None:
        """Ring ``square`` on the board and select its node in the graph (None: neither)."""
        self.selected = square
        self._pointed = False
        scene = self._solver().scene
        if self._ring is None or self._ring.scene() is not scene:
            self._ring = QGraphicsRectItem()
            self._ring.setZValue(theme.Z_SEARCH_RING)
            scene.addItem(self._ring)
        board = scene.board
        if square is None or not 0 < square <= board.size:
            self._ring.hide()
        else:
            geometry = scene.geometry
            self._ring.setPen(QPen(theme.current().selection, geometry.square * 0.09))
            self._ring.setRect(geometry.square_rect(square).adjusted(2, 2, -2, -2))
            self._ring.show()
        self.graph_dock.when_built(lambda graph: graph.select(square))

    # -- the teaching buttons ----------------------------------------------------------------

    def why_bfs(self) -> None:
        """Open the depth-first comparison for the Solver's board."""
        from .why_bfs import show_why_bfs  # here: loaded when first asked for, not at start-up

        solver = self._solver()
        board, rules = solver.shown
        self.why_dialog = show_why_bfs(self.window, board, rules, solver.interval_ms)

    def predict(self) -> None:
        """Open Predict the next step, offering the Solver's board beside its levels."""
        from .predict_dialog import show_predict  # here: loaded when first asked for, not at start-up

        board, rules = self._solver().shown
        self.predict_dialog = show_predict(self.window, board, rules)

    def class_quiz(self) -> None:
        """Open the Class Quiz on the Solver's board: its room listens while its window is open."""
        from .quiz_dialog import open_class_quiz  # here: the room's modules load when first asked for

        if self.quiz_dialog is not None and shiboken6.isValid(self.quiz_dialog) and self.quiz_dialog.isVisible():
            self.quiz_dialog.raise_()
            self.quiz_dialog.activateWindow()
            return
        from ..kit.prompts import Prompter

        board, rules = self._solver().shown
        prompter = self.prompter or Prompter(self.window)
        self.quiz_dialog = open_class_quiz(self.window, prompter, board, rules)

    def export_animation(self) -> None:
        """Ask how, then write the search as an animation (or the step on show as a picture)."""
        from .animation_dialog import export_search_animation  # here: Pillow loads when first asked for

        solver = self._solver()
        board, rules = solver.shown
        export_search_animation(
            self.window, board, rules, solver.step_size.currentData(), solver.position, self.prompter
        )

    def check_my_code(self) -> None:
        """Open Check My Code: a student's own solution run over the check's boards."""
        from .check_dialog import check_my_code  # here: loaded when first asked for, not at start-up

        self.check_dialog = check_my_code(self.window, self.prompter)

    def check_a_folder(self) -> None:
        """Open Check a Folder: every .py file of a folder (a class's solutions) checked at once."""
        from .folder_dialog import check_a_folder  # here: loaded when first asked for, not at start-up

        self.folder_dialog = check_a_folder(self.window, self.prompter)
