"""The Solver's "Graph" view, for learners of breadth-first search: the board as the graph the
search walks. Each square where a token can rest is a node in the column of its distance (its
BFS layer), in discovery order; every throw is a faint edge and the BFS tree is drawn strong.
The animation is the Solver's own recorded trace (`SearchReplay`): this view runs no search.
Boards over 900 squares show their adjacency list as text instead of a drawing."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, Signal, Slot
from PySide6.QtGui import QFontInfo, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules, Solution
from ...core.board import LARGE_BOARD_SQUARES
from ...core.graph_layout import GraphLayout, graph_layout
from ...core.replay import SearchReplay
from ...words import numbers, spoken
from ...words import search as words
from ..board import theme
from . import graph_items as pieces
from .clipboard import adjacency_list, copy_adjacency
from .graph_items import NODE_H, NODE_PX, ROW_H, TOP, GraphGeometry

MAX_GRAPH_SQUARES = 900
"""Boards up to 30×30 are drawn as a graph; larger ones get the adjacency list as text."""
MIN_FIT_SCALE = 0.75
"""Fitting never shrinks the numbers below legibility: a larger graph scrolls instead."""
USEFUL_ROWS = 5
"""The graph is usable when this many rows of nodes show at once under the column headings, at
any Text Size: the window gives the dock room for them (`GraphPanel.useful_height`)."""


def _stacked(top: QWidget, bottom: QWidget) -> QWidget:
    """A page of two widgets one above the other, the larger one (the view, the list) growing."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(top, 1 if isinstance(top, QGraphicsView) else 0)
    layout.addWidget(bottom, 0 if isinstance(top, QGraphicsView) else 1)
    return page


class GraphView(QGraphicsView):
    """The scene's view: fits the graph until the user zooms (Ctrl+wheel), drags to pan,
    reports the node under the mouse (``hovered``, -1 for none) and clicks on nodes."""

    hovered = Signal(int)
    clicked = Signal(int)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.geometry_: GraphGeometry | None = None
        self.fitted = True  # follow the window's size until the user zooms
        self._legible = MIN_FIT_SCALE  # the least scale of the last fit
        self._fitted_size = QSize()  # the view's size at the last fit
        self._hovered = -1
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setBackgroundBrush(theme.current().paper)
        self.viewport().setMouseTracking(True)

    def node_at(self, pos: QPoint) -> int:
        if self.geometry_ is None:
            return -1
        square = self.geometry_.node_at(self.mapToScene(pos))
        return -1 if square is None else square

    @Slot()
    def fit(self) -> None:
        """Show the whole graph, or as much as fits at a legible scale, from the start: distance
        0 (the scene's left end, in every language: the columns are the search's order, like the
        board's numbers, and are not mirrored) and the first row."""
        self.fitted = True
        rect = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() < 2:
            return
        scale = min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height(), 1.6)
        self._legible = self.legible_scale()
        self._fitted_size = self.size()
        scale = max(scale, self._legible)
        self.resetTransform()
        self.scale(scale, scale)
        across = self.horizontalScrollBar()
        # In right to left a view's horizontal bar runs from the scene's right end: its maximum
        # is the scene's left, where distance 0 is.
        across.setValue(across.maximum() if self.isRightToLeft() else across.minimum())
        self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())

    def rows_height(self, rows: int) -> int:
        """The view's height that shows the column headings and ``rows`` rows of nodes at the
        legible scale, with its frame and a horizontal scroll bar."""
        scene_height = TOP + (rows - 1) * ROW_H + NODE_H + (ROW_H - NODE_H) / 2
        frame = 2 * self.frameWidth() + self.horizontalScrollBar().sizeHint().height()
        return math.ceil(scene_height * self.legible_scale() + frame)

    def legible_scale(self) -> float:
        """The least scale a fit may take: the nodes' numbers no smaller than the app's text
        (so Text Size enlarges them too; a larger graph scrolls)."""
        app_px = QFontInfo(self.font()).pixelSize()
        return max(MIN_FIT_SCALE, app_px / NODE_PX)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.fitted and self.legible_scale() != self._legible:
            self.fit()  # Text Size changed: the numbers follow

    def zoom(self, factor: float) -> None:
        self.fitted = False
        self.scale(factor, factor)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Fit again when the view itself changed size, not when a scroll bar came or went (that
        # would throw away where the learner had scrolled to).
        if self.fitted and self.size() != self._fitted_size:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
        else:
            super().wheelEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        square = self.node_at(event.position().toPoint())
        if square != self._hovered:
            self._hovered = square
            self.hovered.emit(square)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        square = self.node_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and square >= 0:
            self.clicked.emit(square)
            event.accept()
            return
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hovered != -1:
            self._hovered = -1
            self.hovered.emit(-1)
        super().leaveEvent(event)


class GraphPanel(QWidget):
    """The graph of one board: `show_board` draws it (showing the finished search),
    `show_position` replays any moment of the Solver's animation, `select` rings a square.
    ``node_clicked`` carries the square of a clicked node; ``node_hovered`` the hovered one
    (-1 when the mouse leaves the nodes)."""

    node_clicked = Signal(int)
    node_hovered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.graph: GraphLayout | None = None
        self.solution: Solution | None = None
        self.selected: int | None = None
        self.nodes: dict[int, pieces.NodeItem] = {}
        self.tree_items: dict[int, QGraphicsPathItem] = {}  # by index into graph.tree
        self._shown = (0, 0, False)  # (expanded, discovered, finished) drawn now
        self._source: tuple[Board, Rules] | None = None
        self._replay: tuple[SearchReplay | None, bool] = (None, False)  # the last replay shown, and if it fits
        self._edges: QGraphicsPathItem | None = None
        self._headings: pieces.Headings = []
        theme.notifier().changed.connect(self._recolour)
        self.scene = QGraphicsScene(self)
        self.view = GraphView(self.scene)
        self.view.setAccessibleName(self.tr("The search graph"))
        self.view.setAccessibleDescription(
            self.tr("Each square a token can rest on, in columns by its distance from the start")
        )
        self.view.hovered.connect(self._hovered)
        self.view.clicked.connect(self._clicked)
        self.status = QLabel(self._hint())
        self.status.setWordWrap(True)  # (a long line would set the dock's least width: Present, Huge)
        self._fit_status()
        self.fit_button = QPushButton(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Show the whole graph (Ctrl+wheel zooms)"))
        self.fit_button.clicked.connect(self.view.fit)
        self.copy_button = QPushButton(self.tr("Copy adjacency list"))
        self.copy_button.setToolTip(self.tr("Each resting square and where throws 1–6 take it, as text"))
        self.copy_button.clicked.connect(self._copy_clicked)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setAccessibleName(self.tr("Adjacency list"))
        self.text.setReadOnly(True)
        self.text.setLayoutDirection(
            Qt.LayoutDirection.LeftToRight
        )  # the list is code: left to right in every language
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.pages = QStackedWidget()
        self.pages.addWidget(_stacked(self.view, self.status))  # 0: the drawing
        self.pages.addWidget(_stacked(self.message, self.text))  # 1: too many squares: the list
        buttons = QHBoxLayout()
        buttons.addWidget(self.fit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.pages, 1)

    # -- a board ---------------------------------------------------------------------------------

    def _fit_status(self) -> None:
        """The hover line at least two lines of its font high (it wraps in a narrow dock)."""
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2 + 6)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # Text Size, Present
            self._fit_status()

    def useful_height(self) -> int:
        """The panel's height with `USEFUL_ROWS` rows of nodes in view at the text size it shows
        now: what the window gives its dock."""
        margins = self.column.contentsMargins()
        spacing = 3 * max(0, self.column.spacing())  # (the page's, between the view and the hover line, too)
        buttons = max(self.fit_button.sizeHint().height(), self.copy_button.sizeHint().height())
        parts = buttons + self.view.rows_height(USEFUL_ROWS) + self.status.minimumHeight()
        return margins.top() + margins.bottom() + spacing + parts

    def _hint(self) -> str:
        return self.tr("Hover a square to see where its six throws come to rest; click it to select it.")

    @Slot(Board, Rules, Solution)
    def show_board(self, board: Board, rules: Rules, solution: Solution) -> None:
        """Draw the graph of ``board`` under ``rules`` with the finished search of
        ``solution`` (the solver's answer for them); over 900 squares, the adjacency list."""
        self.scene.clear()
        self.nodes, self.tree_items = {}, {}
        self.graph, self.solution, self.selected, self._replay = None, solution, None, (None, False)
        self.view.geometry_ = None
        self._source = (board, rules)
        self.copy_button.setEnabled(board.size <= LARGE_BOARD_SQUARES)
        self.fit_button.setEnabled(board.size <= MAX_GRAPH_SQUARES)
        if board.size > MAX_GRAPH_SQUARES:
            if self.copy_button.isEnabled():
                text = self.tr(
                    "Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.",
                    "",
                    board.size,
                )
            else:
                text = self.tr(
                    "Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.",
                    "",
                    board.size,
                )
            self.message.setText(spoken(text, most=numbers.integer(MAX_GRAPH_SQUARES)))
            self.text.setPlainText(self.copy_adjacency(clipboard=False))
            self.pages.setCurrentIndex(1)
            return
        self.text.clear()
        self.pages.setCurrentIndex(0)
        self.graph = graph = graph_layout(board, rules, solution)
        geometry = GraphGeometry(graph)
        self.view.geometry_ = geometry
        self.scene.setSceneRect(geometry.rect)
        self._edges = edges = self.scene.addPath(pieces.all_edges_path(geometry), pieces.faint_edge_pen())
        edges.setZValue(pieces.Z_EDGES)
        edges.setCacheMode(QGraphicsPathItem.CacheMode.DeviceCoordinateCache)
        font = pieces.node_font()
        for square in graph.nodes:
            self.nodes[square] = item = pieces.NodeItem(square, geometry, font)
            self.scene.addItem(item)
        self._headings = pieces.add_headings(self.scene, geometry)
        self.current_ring = pieces.RingItem(lambda c: c.search_current, 3.5, 5, pieces.Z_RINGS)
        self.selection_ring = pieces.RingItem(lambda c: c.selection, 2.5, 9, pieces.Z_RINGS, dashed=True)
        self.hover = pieces.HoverItem(geometry)
        for extra in (self.current_ring, self.selection_ring, self.hover):
            self.scene.addItem(extra)
        self._shown = (0, 0, False)
        self._show(len(graph.order), len(graph.order), None, True)
        self.status.setText(self._hint())
        self.view.fit()

    # -- the search ------------------------------------------------------------------------------

    @Slot(SearchReplay, int)
    def show_position(self, replay: SearchReplay, position: int) -> None:
        """Show the search after ``position`` steps of ``replay`` (the Solver's, for the solution
        of `show_board`; another search is ignored), changing only what differs from before."""
        if self.graph is None:
            return
        if replay is not self._replay[0]:  # the same search? (checked once for each replay)
            self._replay = (replay, replay.order == list(self.graph.order))
        if not self._replay[1]:
            return
        state = replay.state(position)
        self._show(state.expanded, state.discovered, None if state.finished else state.current, state.finished)

    def _show(self, expanded: int, discovered: int, current: int | None, finished: bool) -> None:
        graph = self.graph
        assert graph is not None
        old_expanded, old_discovered, old_finished = self._shown
        order, nodes = graph.order, self.nodes
        for i in range(min(expanded, old_expanded), max(discovered, old_discovered)):
            nodes[order[i]].set_state(i < discovered, expanded <= i < discovered)
        for i in range(min(discovered, old_discovered) - 1, max(discovered, old_discovered) - 1):
            if i >= 0:
                self._tree_item(i).setVisible(i + 1 < discovered)
        if finished != old_finished:
            for i in self._route_edges():
                item = self._tree_item(i)
                item.setPen(pieces.tree_pen(finished))
                item.setZValue(pieces.Z_TREE_DONE if finished else pieces.Z_TREE)
        geometry = self.view.geometry_
        self.current_ring.show_at(None if current is None or geometry is None else geometry.centre(current))
        self._shown = (expanded, discovered, finished)

    def _tree_item(self, index: int) -> QGraphicsPathItem:
        item = self.tree_items.get(index)
        if item is None:
            assert self.graph is not None and self.view.geometry_ is not None
            edge = self.graph.tree[index]
            item = self.scene.addPath(
                pieces.tree_edge_path(self.view.geometry_, edge.parent, edge.child), pieces.tree_pen(False)
            )
            item.setZValue(pieces.Z_TREE)
            self.tree_items[index] = item
        return item

    def _route_edges(self) -> list[int]:
        """The indices of the search tree's edges along the solution's route."""
        if self.graph is None or self.solution is None:
            return []
        route = set(zip(self.solution.path, self.solution.path[1:]))
        return [i for i, edge in enumerate(self.graph.tree) if (edge.parent, edge.child) in route]

    @Slot()
    def _recolour(self) -> None:
        """The theme changed: the pens and colours given to the scene's plain items (the nodes
        and rings look theirs up when they paint)."""
        self.view.setBackgroundBrush(theme.current().paper)
        if self.graph is None or self._edges is None:
            return
        self._edges.setPen(pieces.faint_edge_pen())
        route = set(self._route_edges()) if self._shown[2] else set()
        for i, item in self.tree_items.items():
            item.setPen(pieces.tree_pen(i in route))
        pieces.colour_headings(self._headings)

    # -- hover, click, selection -----------------------------------------------------------

    @Slot(int)
    def _hovered(self, square: int) -> None:
        if self.graph is None:
            return
        self.hover.show_node(square if square >= 0 else None)
        self.status.setText(words.describe_node(self.graph, square) if square >= 0 else self._hint())
        self.node_hovered.emit(square)

    @Slot(int)
    def _clicked(self, square: int) -> None:
        self.select(square, centre=False)
        self.node_clicked.emit(square)

    def select(self, square: int | None, centre: bool = True) -> bool:
        """Ring ``square``'s node (None: no selection) and bring it into view; False when the
        square is not a node (a jump starts there) or no graph is drawn."""
        graph, geometry = self.graph, self.view.geometry_
        if graph is None or geometry is None or square is None or square not in graph.nodes:
            self.selected = None
            if graph is not None:
                self.selection_ring.show_at(None)
            return False
        self.selected = square
        self.selection_ring.show_at(geometry.centre(square))
        if centre:
            self.view.ensureVisible(geometry.node_rect(square), 40, 40)
        return True

    @Slot()
    def _copy_clicked(self) -> None:  # (not clicked(bool) as clipboard=)
        self.copy_adjacency()

    def copy_adjacency(self, clipboard: bool = True) -> str:
        """The shown board's adjacency list, ``"23: 24 25 44 27 28 9"`` a line, on the clipboard;
        returns it (empty when there is no board, or it is over 200×200 squares)."""
        source = self._source
        if source is None:
            return ""
        return copy_adjacency(*source) if clipboard else adjacency_list(*source)
