"""The drawn pieces of the Solver's "Graph" view: where each node of a `GraphLayout` sits in the
scene, the curve of an edge, a node (its square number, grey until the search discovers it,
then its distance colour), the rings of the square being expanded and of the selected one, and
the hovered node's throws with their die faces."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from ...core.graph_layout import Edge, GraphLayout
from ...words import numbers, spoken
from ...words import search as words
from ..board import theme
from .overlay import distance_colour

NODE_W, NODE_H = 40.0, 24.0
"""A node's box: room for a three-digit square number."""
COLUMN_W = 100.0
ROW_H = 34.0
LEFT, TOP = 20.0, 64.0
"""Margins: the column headings sit above ``TOP``."""
GAP = 50.0
"""Extra space before the block of unreachable squares."""

Z_EDGES, Z_TREE, Z_TREE_DONE = theme.Z_GRAPH_EDGES, theme.Z_GRAPH_TREE, theme.Z_GRAPH_TREE_DONE
Z_NODES, Z_RINGS, Z_HOVER = theme.Z_GRAPH_NODES, theme.Z_GRAPH_RINGS, theme.Z_GRAPH_HOVER


NODE_PX = 13.0
"""The graph's numbers are this many scene units high (the view keeps them legible on screen)."""


def node_font(size: float = NODE_PX) -> QFont:
    """The bold font of the graph's numbers and headings, ``size`` pixels high."""
    return theme.bold_font(size)


class GraphGeometry:
    """Scene positions of a layout's nodes: a column every ``COLUMN_W``, a row every ``ROW_H``,
    and ``GAP`` more before the unreachable block."""

    def __init__(self, graph: GraphLayout) -> None:
        self.graph = graph
        self._at = {(n.column, n.row): n.square for n in graph.nodes.values()}
        width = self.column_x(graph.columns - 1) + NODE_W / 2 + LEFT + 30  # + a same-column bow
        self.rect = QRectF(0, 0, width, TOP + graph.rows * ROW_H + 16)

    def column_x(self, column: int) -> float:
        """The x of the centre of a column's nodes."""
        unreachable = self.graph.unreachable_column
        gap = GAP if unreachable is not None and column >= unreachable else 0.0
        return LEFT + NODE_W / 2 + column * COLUMN_W + gap

    def centre(self, square: int) -> QPointF:
        node = self.graph.nodes[square]
        return QPointF(self.column_x(node.column), TOP + node.row * ROW_H + NODE_H / 2)

    def node_rect(self, square: int) -> QRectF:
        c = self.centre(square)
        return QRectF(c.x() - NODE_W / 2, c.y() - NODE_H / 2, NODE_W, NODE_H)

    def node_at(self, point: QPointF) -> int | None:
        """The square whose node is under ``point`` (scene coordinates), or None."""
        unreachable = self.graph.unreachable_column
        x = point.x() - LEFT - NODE_W / 2
        if unreachable is not None and point.x() > self.column_x(unreachable) - COLUMN_W / 2:
            x -= GAP
        key = (round(x / COLUMN_W), round((point.y() - TOP - NODE_H / 2) / ROW_H))
        square = self._at.get(key)
        if square is not None and self.node_rect(square).adjusted(-3, -3, 3, 3).contains(point):
            return square
        return None

    def edge_path(self, path: QPainterPath, source: int, target: int) -> tuple[QPointF, QPointF]:
        """Add the curve of the edge ``source → target`` to ``path``; returns its end and the
        direction it arrives from (for an arrowhead). Forward edges run right side to left
        side; edges within a column bow out to the right; edges back (snakes) leave to the
        left and sag below the rows they cross; a throw back onto its own square loops."""
        a, b = self.centre(source), self.centre(target)
        ca, cb = self.graph.nodes[source].column, self.graph.nodes[target].column
        half = NODE_W / 2
        if source == target:
            p0, p3 = a + QPointF(half, -6), a + QPointF(half, 6)
            c1, c2 = p0 + QPointF(26, -16), p3 + QPointF(26, 16)
        elif cb > ca:
            p0, p3 = a + QPointF(half, 0), b - QPointF(half, 0)
            dx = (p3.x() - p0.x()) * 0.45
            c1, c2 = p0 + QPointF(dx, 0), p3 - QPointF(dx, 0)
        elif cb == ca:
            p0, p3 = a + QPointF(half, 0), b + QPointF(half, 0)
            bulge = min(24 + 0.35 * abs(b.y() - a.y()), COLUMN_W * 0.55)  # stays short of the next column
            c1, c2 = p0 + QPointF(bulge, 0), p3 + QPointF(bulge, 0)
        else:
            p0, p3 = a - QPointF(half, 0), b + QPointF(half, 0)
            sag = ROW_H * 0.7 + 0.12 * abs(a.x() - b.x())
            c1, c2 = p0 + QPointF(-30, sag), p3 + QPointF(30, sag)
        path.moveTo(p0)
        path.cubicTo(c1, c2, p3)
        return p3, c2


def arrowhead(tip: QPointF, towards_from: QPointF, size: float) -> QPolygonF:
    """A triangle pointing at ``tip``, arriving from the direction of ``towards_from``."""
    d = tip - towards_from
    length = max((d.x() ** 2 + d.y() ** 2) ** 0.5, 1e-6)
    u = QPointF(d.x() / length, d.y() / length)
    n = QPointF(-u.y(), u.x())
    base = tip - u * size
    return QPolygonF([tip, base + n * (size * 0.5), base - n * (size * 0.5)])


def all_edges_path(geometry: GraphGeometry) -> QPainterPath:
    """Every out-edge of the graph in one path (drawn faintly, by one item)."""
    path = QPainterPath()
    for edges in geometry.graph.out.values():
        for edge in edges:
            geometry.edge_path(path, edge.source, edge.target)
    return path


def tree_edge_path(geometry: GraphGeometry, parent: int, child: int) -> QPainterPath:
    """A tree edge with an open arrowhead (drawn with a pen only)."""
    path = QPainterPath()
    tip, control = geometry.edge_path(path, parent, child)
    head = arrowhead(tip, control, 7.0)
    path.moveTo(head.at(1))
    path.lineTo(tip)
    path.lineTo(head.at(2))
    return path


class NodeItem(QGraphicsItem):
    """One resting square: its number in a rounded box, grey until discovered, then filled with
    its distance colour; outlined while it waits in the BFS queue; the goal ringed in gold."""

    def __init__(self, square: int, geometry: GraphGeometry, font: QFont) -> None:
        super().__init__()
        graph = geometry.graph
        self.square, self.rect, self.goal, self.font = square, geometry.node_rect(square), square == graph.goal, font
        self.graph = graph
        self.setToolTip(words.describe_node(graph, square))
        self.discovered = False
        self.in_queue = False
        self.setZValue(Z_NODES)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, discovered: bool, in_queue: bool) -> None:
        if (discovered, in_queue) != (self.discovered, self.in_queue):
            self.discovered, self.in_queue = discovered, in_queue
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = theme.current()
        fill = node_colour(self.graph, self.square) if self.discovered else colours.graph_undiscovered
        if self.goal:
            painter.setPen(QPen(colours.outline_of(colours.goal_tile, 135), theme.width(4)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-2.5, -2.5, 2.5, 2.5), 8, 8)
        border = QPen(colours.graph_node_border, theme.width(1))
        painter.setPen(QPen(colours.search_frontier, theme.width(3.5)) if self.in_queue else border)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 6, 6)
        painter.setPen(theme.text_on(fill) if self.discovered else colours.graph_undiscovered_text)
        painter.setFont(self.font)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, numbers.plain(self.square))


class RingItem(QGraphicsItem):
    """A ring round one node (the square being expanded, or the selected one); hidden when
    there is none."""

    def __init__(
        self, colour: Callable[[theme.Palette], QColor], width: float, margin: float, z: float, dashed: bool = False
    ) -> None:
        """``colour``: the ring's colour in a theme (looked up when painting)."""
        super().__init__()
        self.colour, self.width = colour, width
        self.style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
        self.rect = QRectF(-NODE_W / 2 - margin, -NODE_H / 2 - margin, NODE_W + 2 * margin, NODE_H + 2 * margin)
        self.setZValue(z)
        self.setVisible(False)

    def show_at(self, centre: QPointF | None) -> None:
        if centre is None:
            self.setVisible(False)
        else:
            self.setPos(centre)
            self.setVisible(True)

    def pen(self) -> QPen:
        """The ring's pen in the current theme."""
        return QPen(self.colour(theme.current()), theme.width(self.width), self.style)

    def boundingRect(self) -> QRectF:
        w = self.width * 2  # room for High contrast's wider ring
        return self.rect.adjusted(-w, -w, w, w)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 9, 9)


class HoverItem(QGraphicsItem):
    """The hovered node's out-edges, dark with arrowheads, each labelled with its die faces."""

    def __init__(self, geometry: GraphGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.square: int | None = None
        self.edges: list[tuple[Edge, QPainterPath, QPolygonF, QPointF]] = []
        self._bounds = QRectF()
        self._font = node_font(12)
        self.setZValue(Z_HOVER)

    def show_node(self, square: int | None) -> None:
        if square == self.square:
            return
        self.prepareGeometryChange()
        self.square = square
        self.edges = []
        bounds = QRectF()
        nodes = self.geometry.graph.nodes
        for edge in self.geometry.graph.out.get(square, ()) if square is not None else ():
            path = QPainterPath()
            tip, control = self.geometry.edge_path(path, edge.source, edge.target)
            same_column = nodes[edge.target].column == nodes[edge.source].column
            label_at = path.pointAtPercent(0.5 if same_column else 0.7)  # the bow's apex, or near the target
            self.edges.append((edge, path, arrowhead(tip, control, 9.0), label_at))
            bounds = bounds.united(path.boundingRect()).united(QRectF(label_at, label_at).adjusted(-20, -12, 20, 12))
        self._bounds = bounds.adjusted(-10, -10, 10, 10)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        metrics = painter.fontMetrics()
        colours = theme.current()
        edge_colour = colours.graph_hover_edge
        for _edge, path, head, _at in self.edges:
            painter.setPen(QPen(edge_colour, theme.width(2.2)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(edge_colour)
            painter.drawPolygon(head)
        for edge, _path, _head, at in self.edges:  # labels above every line
            text = edge.label
            w = max(metrics.horizontalAdvance(text) + 8, 18)
            box = QRectF(at.x() - w / 2, at.y() - 9, w, 18)
            painter.setPen(QPen(edge_colour, theme.width(1.2)))
            painter.setBrush(colours.graph_label_background)
            painter.drawRoundedRect(box, 9, 9)
            painter.setPen(edge_colour)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def node_colour(graph: GraphLayout, square: int) -> QColor:
    """A reachable node's distance colour (the board overlay's ramp); grey if never reached."""
    distance = graph.nodes[square].distance
    return distance_colour(distance, graph.farthest) if distance >= 0 else QColor(theme.current().graph_undiscovered)


Headings = list[tuple[QGraphicsSimpleTextItem, Callable[[theme.Palette], QColor]]]
"""The headings drawn in a colour of the theme's, and that colour in a theme."""


def faint_edge_pen() -> QPen:
    """The pen of every throw's edge, faint under the search tree (1 pixel wide at any zoom)."""
    return QPen(theme.current().graph_faint_edge, 0)


def tree_pen(on_route: bool) -> QPen:
    """An edge of the search tree: strong, and once the search is over, the route's edges
    stronger still."""
    colours = theme.current()
    if on_route:
        return QPen(colours.search_route, theme.width(4.0))
    return QPen(colours.search_new_throw, theme.width(2.4))


def colour_headings(headings: Headings) -> None:
    """Give ``headings`` their colours in the current theme."""
    for item, colour in headings:
        item.setBrush(colour(theme.current()))


def add_headings(scene: QGraphicsScene, geometry: GraphGeometry) -> Headings:
    """Each column's distance above it; the goal's column and the unreachable block named.
    Returns the headings drawn in the theme's colours (`colour_headings`)."""
    graph = geometry.graph
    bold, small = node_font(15), node_font(12)
    coloured: Headings = []

    def heading(
        text: str, font: QFont, x: float, y: float, colour: Callable[[theme.Palette], QColor] = lambda c: c.ink
    ) -> None:
        item = scene.addSimpleText(text, font)
        item.setPos(max(x - item.boundingRect().width() / 2, 2.0), y)  # centred on x
        coloured.append((item, colour))

    axis = scene.addSimpleText(QCoreApplication.translate("Graph", "throws from the start →"), small)
    axis.setPos(geometry.column_x(0) - 20, 4)
    coloured.append((axis, lambda c: c.ink))
    for column in range(graph.reachable_columns):
        heading(numbers.plain(column), bold, geometry.column_x(column), TOP - 26)
    if graph.min_rolls >= 0:
        goal_x = geometry.column_x(graph.goal_column)
        goal = spoken(QCoreApplication.translate("Graph", "goal: {throws}"), throws=words.throws(graph.min_rolls))
        heading(goal, small, goal_x, 24, lambda c: c.outline_of(c.goal_tile, 190))
    if graph.unreachable_column is not None:
        middle = (geometry.column_x(graph.unreachable_column) + geometry.column_x(graph.columns - 1)) / 2
        if graph.min_rolls >= 0:
            text = QCoreApplication.translate("Graph", "never reached")
        else:
            text = QCoreApplication.translate("Graph", "never reached (the goal too)")
        heading(text, small, middle, TOP - 24, lambda c: c.search_barrier)
    colour_headings(coloured)
    return coloured
