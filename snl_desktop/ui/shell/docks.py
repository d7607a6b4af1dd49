"""The window's docks: Matrix, Solver and Analysis in one tab group, Warnings and History in
another, and the learner's Graph and BFS Code under the board. The Solver, Analysis and History
panels (and the learner's) are `LazyDock`s: built when first shown, or once the window is idle
after its first paint. Each dock has its toggle in the View menu.

The Graph and BFS Code stay usable at every Text Size: when they first show, when they show
again too low, and whenever the text size changes, they are given the height their panels need
(ten lines of code, five rows of the graph: the panels' ``useful_height``), the board keeping
`BOARD_SHARE` of the height it shares with them (`WindowDocks.give_teaching_room`).

Each dock has a key (`DOCK_KEYS`, Alt and a digit) and an item in the View menu that do the same:
show the dock, bring its tab to the front and put the keyboard focus in it (on its first
control); pressed again while the focus is in it, the key closes a dock that can be closed (as
an IDE's tool windows do) and the focus goes back to the board. Qt's own toggle (a check box that
hid a dock behind a tab, and showed one behind another) stays on the Solver's Graph and Code
buttons only."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMenu, QScrollArea, QStackedWidget, QWidget

from ..board.hover import HoverInfo
from ..board.scene import BoardScene
from ..document.document import BoardDocument
from ..document.facts import BoardFacts
from ..editor.matrix_panel import MatrixPanel
from ..editor.problems_panel import ProblemsPanel
from ..kit.dock_title import give_title_bar
from ..kit.panel import LazyDock
from ..kit.tab_stops import parked
from ..solver.teaching import TeachingDocks
from .menus import add_items

TEACHING_SHARE = 0.4
"""The teaching docks under the board are at least this share of the window's height."""
BOARD_SHARE = 0.4
"""The board keeps at least this share of the height it shares with the teaching docks, however
much room their panels ask for (at Huge text, on a small screen)."""

DOCK_KEYS = {
    "matrix": "Alt+1",
    "solver": "Alt+2",
    "analysis": "Alt+3",
    "warnings": "Alt+4",
    "history": "Alt+5",
    "graph": "Alt+6",
    "code": "Alt+7",
    "numbering": "Alt+8",
    "game": "Alt+9",
}
"""Each dock's key, by the dock's object name: one key a dock in every room (Alt and a digit:
no other action of the window has one, and no desktop takes them)."""

if TYPE_CHECKING:
    from PySide6.QtWidgets import QUndoView

    from ..analysis.panel import AnalysisPanel
    from ..kit.prompts import Prompter
    from ..solver.numbering import NumberingPanel
    from ..solver.panel import SolverPanel


class WindowDocks(QObject):
    """Builds and registers the docks of ``window``; ``playing()`` says whether a game is on
    (the Solver then draws nothing over the board, and the history cannot be clicked)."""

    def __init__(
        self,
        window: QMainWindow,
        *,
        document: BoardDocument,
        facts: BoardFacts,
        scene: BoardScene,
        hover: HoverInfo,
        matrix_panel: MatrixPanel,
        problems_panel: ProblemsPanel,
        search_menu: QMenu,
        view_menu: QMenu,
        playing: Callable[[], bool],
        prompter: Prompter | None = None,
        timers: tuple[int | None, int | None] = (None, None),
    ) -> None:
        """``matrix_panel``, ``problems_panel``: the Matrix and Warnings panels (built with
        the window); ``search_menu``: the Learn menu (the Solver's actions go there);
        ``timers``: the Solver's step interval and the Analysis panel's pause before it works
        (None: their own)."""
        super().__init__(window)
        self.window, self.document, self.facts, self.scene, self.hover = window, document, facts, scene, hover
        self.search_menu, self.view_menu = search_menu, view_menu
        self.playing = playing
        self.clicker_keys = False  # Page Down / Page Up and the arrows step the search (Learn)
        self.learn_extras: list[QAction] = []  # the window's own entries of the Learn menu (Present)
        self.matrix_panel = matrix_panel
        self.solver_interval_ms, self.analysis_ms = timers
        self.matrix = self._fixed_dock(self.tr("Matrix"), "matrix", matrix_panel)
        self.solver: LazyDock[SolverPanel] = LazyDock(self.tr("Solver"), "solver", self._make_solver, window, True)
        self.analysis: LazyDock[AnalysisPanel] = LazyDock(
            self.tr("Analysis"),
            "analysis",
            self._make_analysis,
            window,
            True,  # it scrolls: never clipped
        )
        self.warnings = self._fixed_dock(self.tr("Warnings"), "warnings", problems_panel)
        self.history: LazyDock[QUndoView] = LazyDock(self.tr("History"), "history", self._make_history, window)
        self.numbering: LazyDock[NumberingPanel] = LazyDock(
            self.tr("Numbering"), "numbering", self._make_numbering, window, True
        )
        self.lazy = (self.solver, self.analysis, self.history, self.numbering)
        self.dock_actions: dict[QAction, QDockWidget] = {}
        """Each dock's item of the View menu (with its key), and the dock (`add_to_view`)."""
        self._items: dict[QAction, QAction] = {}  # each dock's toggle, and its item
        for dock in (self.matrix, self.solver, self.analysis, self.warnings, self.history):
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.add_to_view(dock)
        window.tabifyDockWidget(self.matrix, self.solver)
        window.tabifyDockWidget(self.solver, self.analysis)
        window.tabifyDockWidget(self.warnings, self.history)
        self.matrix.raise_()
        self.warnings.raise_()
        # Graph and BFS Code, under the board
        self.teaching = TeachingDocks(window, self.solver, self.search_menu, prompter)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.numbering)
        window.tabifyDockWidget(self.solver, self.numbering)  # beside the Solver, a tab of its own
        self.numbering.toggleViewAction().setToolTip(
            self.tr("How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)")
        )
        self.numbering.hide()  # the Learn room's, on request
        self.numbering.toggleViewAction().triggered.connect(  # shown: its tab in front, not behind the Solver
            lambda on: self.numbering.bring_forward() if on else None
        )
        for dock in (self.teaching.graph_dock, self.teaching.code_dock, self.numbering):
            self.add_to_view(dock)
        self._teaching_sized: set[str] = set()  # the teaching docks given their first room
        for teaching_dock in self.teaching.docks:  # (after the teaching docks' own first sizing)
            teaching_dock.visibilityChanged.connect(self._teaching_shown)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.fontChanged.connect(self._text_size_changed)  # Text Size sets the application's font

        document.file_changed.connect(self._file_changed)

    def add_to_view(self, dock: QDockWidget) -> QAction:
        """``dock``'s item in the View menu, with its key (`DOCK_KEYS`): it brings the dock in
        front with the focus in it (`summon`). Offered in the rooms that show the dock: it
        follows the visibility the rooms give the dock's own toggle."""
        toggle = dock.toggleViewAction()
        action = QAction(self.window, text=dock.windowTitle())
        action.setObjectName(f"dock-{dock.objectName()}")
        key = DOCK_KEYS.get(dock.objectName())
        if key is not None:
            action.setShortcut(QKeySequence(key))
        tip = toggle.toolTip() if toggle.toolTip() != toggle.text().replace("&", "") else ""
        action.setToolTip(tip or dock.windowTitle())
        action.setStatusTip(tip)
        self.dock_actions[action] = dock
        self._items[toggle] = action
        action.triggered.connect(self._item_chosen)
        toggle.changed.connect(self._toggle_changed)
        dock.visibilityChanged.connect(self._dock_visibility)
        dock.windowTitleChanged.connect(action.setText)
        action.setVisible(toggle.isVisible())
        self.view_menu.addAction(action)
        self.window.addAction(action)  # the key works wherever the focus is
        return action

    @Slot()
    def _item_chosen(self) -> None:
        dock = self.dock_actions.get(self.sender())  # type: ignore[call-overload]
        if dock is not None:
            self.summon(dock)

    @Slot(bool)
    def _dock_visibility(self, visible: bool) -> None:
        """A dock that had the keyboard focus went behind another tab (Present, a layout) or
        was hidden: the focus goes to the board, never left on what cannot be seen."""
        dock = self.sender()
        focused = QApplication.focusWidget()
        if not visible and isinstance(dock, QDockWidget) and focused is not None and dock.isAncestorOf(focused):
            self._focus_page()

    def _focus_page(self) -> None:
        page = self.window.centralWidget()
        shown = page.currentWidget() if isinstance(page, QStackedWidget) else None
        if shown is not None:
            shown.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def _toggle_changed(self) -> None:
        """A room offers a dock (its toggle made visible) or not: its item follows."""
        toggle = self.sender()
        action = self._items.get(toggle)  # type: ignore[call-overload]
        if isinstance(toggle, QAction) and action is not None:
            action.setVisible(toggle.isVisible())

    def summon(self, dock: QDockWidget) -> None:
        """A dock's key: the dock shown, its tab in front, the focus on its first control; when
        the focus is in it already, a dock that can be closed is closed (the board gets the
        focus back)."""
        focused = QApplication.focusWidget()
        closable = bool(dock.features() & QDockWidget.DockWidgetFeature.DockWidgetClosable)
        if closable and dock.isVisible() and focused is not None and dock.isAncestorOf(focused) and on_screen(dock):
            dock.close()
            self._focus_page()
            return
        if isinstance(dock, LazyDock):
            dock.bring_forward()
        else:
            dock.show()
            dock.raise_()
        focus_into(dock)

    def _fixed_dock(self, title: str, name: str, panel: QWidget) -> QDockWidget:
        dock = give_title_bar(QDockWidget(title, self.window))
        dock.setObjectName(name)  # the saved layout knows it by its name
        dock.setWidget(panel)
        return dock

    def _make_solver(self) -> SolverPanel:
        from ..solver.panel import SolverPanel  # built after the first paint: not a start-up cost

        panel = SolverPanel(self.scene, self.solver_interval_ms)
        panel.follow(self.facts)
        panel.set_locked(self.playing())
        self.hover.square_hovered.connect(panel.show_moves_of)
        lessons = [None, *self.learn_extras, self.numbering.toggleViewAction()]
        add_items(self.search_menu, panel.controls.menu_items(lessons))
        for action in (*panel.actions_for_menu(), *panel.controls.clicker_actions):
            action.triggered.connect(self.solver.bring_forward)  # the dock may be a hidden tab
        self.window.addActions(panel.controls.clicker_actions)  # keys wherever the focus is (Learn)
        panel.controls.set_clicker_keys(self.clicker_keys)
        return panel

    def _make_numbering(self) -> NumberingPanel:
        from ..solver.numbering import CoordinatesLayer, NumberingPanel  # built when first shown

        panel = NumberingPanel()
        panel.show_board(self.document.board)
        self.document.board_changed.connect(panel.show_board)
        self.hover.square_hovered.connect(panel.show_square)
        panel.square_pointed.connect(self.teaching.point)
        layer = CoordinatesLayer(self.scene, panel)
        panel.coordinates_toggled.connect(layer.set_shown)
        self.document.board_changed.connect(layer.refresh)  # (after the scene has the new board)
        return panel

    def set_clicker_keys(self, on: bool) -> None:
        """Whether a presenter's keys (Page Down / Page Up, the arrows) step the search."""
        self.clicker_keys = on
        self.solver.when_built(lambda panel: panel.controls.set_clicker_keys(on))

    def _make_analysis(self) -> AnalysisPanel:
        from ..analysis.panel import DEBOUNCE_MS, AnalysisPanel  # numpy: after the first paint

        panel = AnalysisPanel(DEBOUNCE_MS if self.analysis_ms is None else self.analysis_ms)
        panel.follow(self.document)
        panel.show_heat_map_on(self.scene)
        panel.usage.jump_chosen.connect(self.scene.select_jump)  # a row chosen: its jump on the board
        return panel

    def _make_history(self) -> QUndoView:
        from PySide6.QtWidgets import QUndoView  # its enums would cost the start-up

        view = QUndoView(self.document.undo_stack)
        view.setAccessibleName(self.tr("History of changes"))
        view.setEmptyLabel(self.document.origin)
        view.setEnabled(not self.playing())  # clicking the history would change the board
        return view

    @Slot()
    def _file_changed(self) -> None:
        """The history's first line says where the board came from (it changes on open)."""
        self.history.when_built(lambda view: view.setEmptyLabel(self.document.origin))

    def build_all(self) -> None:
        """Every lazy dock, now (before listing every key the window answers)."""
        for dock in self.lazy:
            dock.content  # noqa: B018 (built by reading it)

    def set_playing(self, playing: bool) -> None:
        """A game started (True) or ended: the history cannot be clicked and the Solver draws
        nothing over the board while it is on."""
        self.history.when_built(lambda view: view.setEnabled(not playing))
        self.solver.when_built(lambda panel: panel.set_locked(playing))

    @Slot(bool)
    def _teaching_shown(self, visible: bool) -> None:
        dock = self.sender()
        if visible and isinstance(dock, QDockWidget):  # once the dock has found its place:
            first = dock.objectName() not in self._teaching_sized  # its first room, or enough room
            self._teaching_sized.add(dock.objectName())
            QTimer.singleShot(0, self, lambda: self._give_teaching_room_shown(first))

    def _give_teaching_room_shown(self, first: bool) -> None:
        """A teaching dock shown: its height (`give_teaching_room`), and the first time, the
        width shared with the other one if it is showing too."""
        self.give_teaching_room(grow_only=not first)
        docks = self.teaching_under_board()
        if first and len(docks) == 2:
            half = self.window.width() // 2
            self.window.resizeDocks(docks, [half, half], Qt.Orientation.Horizontal)

    @Slot()
    def _text_size_changed(self) -> None:
        QTimer.singleShot(0, self, self._give_room_to_new_text)

    def _give_room_to_new_text(self) -> None:
        # Qt tells the widgets of the new font by posted events (after a timer of 0 ms): the
        # panels' heights are measured in their new fonts.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
        self.give_teaching_room()

    def teaching_under_board(self) -> list[QDockWidget]:
        """The teaching docks shown under the board now (not floating, not in Present's tabs)."""
        window, bottom = self.window, Qt.DockWidgetArea.BottomDockWidgetArea
        return [
            dock
            for dock in self.teaching.docks
            if dock.built and dock.isVisible() and not dock.isFloating() and window.dockWidgetArea(dock) == bottom
        ]

    def give_teaching_room(self, grow_only: bool = False) -> None:
        """The teaching docks under the board as high as their panels need to be usable at the
        text size shown (ten lines of code, five rows of the graph: their ``useful_height``)
        and at least `TEACHING_SHARE` of the window's height, but never so high that the board
        keeps less than `BOARD_SHARE` of the height it shares with them. With ``grow_only`` (a
        dock shown again, a room shown), only docks too low to be usable grow, to their useful
        height: another height the user chose stays."""
        docks = self.teaching_under_board()
        central = self.window.centralWidget()
        if not docks or central is None:
            return
        height = max(dock.height() for dock in docks)
        shared = central.height() + height
        need = max(self._useful_height(dock) for dock in docks)
        if not grow_only:
            need = max(need, int(self.window.height() * TEACHING_SHARE))
        wanted = min(need, int(shared * (1 - BOARD_SHARE)))
        if grow_only and height >= wanted:
            return
        self.window.resizeDocks(docks, [wanted] * len(docks), Qt.Orientation.Vertical)

    def _useful_height(self, dock: QDockWidget) -> int:
        """``dock``'s height with its panel at its ``useful_height``: the panel's, and the dock's
        title bar and frame."""
        panel = dock.widget()
        useful = getattr(panel, "useful_height", None)
        if panel is None or useful is None:
            return 0
        bar = dock.titleBarWidget()
        title = bar.sizeHint().height() if bar is not None else 0
        chrome = dock.height() - panel.height() if panel.height() > 0 and dock.height() > panel.height() else title
        return int(useful()) + max(chrome, title)

    def fit(self) -> None:
        """The first layout: the Matrix dock wide enough for a whole row of the matrix, up to
        45 % of the window, and its tab group (Matrix, Solver, Analysis) given 70 % of the
        height, room for the Solver panel."""
        window, matrix = self.window, self.matrix
        width = min(self.matrix_panel.preferred_width(), int(window.width() * 0.45))
        window.resizeDocks([matrix], [width], Qt.Orientation.Horizontal)
        height = window.height()
        window.resizeDocks([matrix, self.warnings], [int(height * 0.7), int(height * 0.3)], Qt.Orientation.Vertical)


def on_screen(dock: QDockWidget) -> bool:
    """Whether ``dock`` shows: shown, and not parked behind another tab (`kit.tab_stops`)."""
    window = dock.window() if dock.isFloating() else dock.parentWidget()
    return dock.isVisible() and (dock.isFloating() or window is None or not parked(dock, window))


def focus_into(dock: QDockWidget) -> bool:
    """The keyboard focus on ``dock``'s first control in Tab order (a column that scrolls
    only when nothing else takes the focus); False when it has none."""
    controls: list[QWidget] = []
    widget = dock.nextInFocusChain()
    while widget is not dock and widget is not None and len(controls) < 500:
        if (
            dock.isAncestorOf(widget)
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.isVisibleTo(dock)
            and widget.isEnabled()
        ):
            controls.append(widget)
        widget = widget.nextInFocusChain()
    chosen = next((w for w in controls if not isinstance(w, QScrollArea)), controls[0] if controls else None)
    if chosen is None:
        return False
    chosen.setFocus(Qt.FocusReason.ShortcutFocusReason)
    return True
