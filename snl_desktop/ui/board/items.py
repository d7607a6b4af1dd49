"""The drawn pieces of a board: the numbered grid, ladders (two rails and rungs), snakes (a
tapering curved body with a head and eyes) and warning markers. Each item draws what it is
given; none of them knows the rules."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...core.styles import JumpStyle
from . import theme
from .geometry import BoardGeometry
from .ladder_routes import MAX_SIDE, ladder_routes, rail_ends
from .numbers import MIN_NUMBER_PIXELS, NumbersItem, tag_font, tag_plates

__all__ = [
    "MIN_NUMBER_PIXELS",
    "GridItem",
    "JumpItem",
    "LadderItem",
    "LoopItem",
    "NumbersItem",
    "SnakeHead",
    "SnakeItem",
    "WarningMarker",
    "tag_font",
    "tag_plates",
]


def _unit(line: QLineF) -> tuple[QPointF, QPointF]:
    """The unit vector along a line and its left normal."""
    length = max(line.length(), 1e-6)
    u = QPointF(line.dx() / length, line.dy() / length)
    return u, QPointF(-u.y(), u.x())


class GridItem(QGraphicsItem):
    """The tiles of the board in one item: chequered squares, a green start and a gold goal.
    With ``off_board`` the start is square 0, a dashed tile left of square 1."""

    def __init__(self, geometry: BoardGeometry, off_board: bool = False, vector: bool = False) -> None:
        super().__init__()
        self.geometry = geometry
        self.off_board = off_board
        self.vector = vector  # exports and prints: every square a rectangle, no bitmap texture
        self._texture: tuple[theme.Palette, QBrush] | None = None

    def _chequer(self) -> QBrush:
        if self._texture is None or self._texture[0] is not theme.current():  # drawn in the theme's tiles
            self._texture = (theme.current(), _chequer_texture(self.geometry.square))
        return self._texture[1]

    def boundingRect(self) -> QRectF:
        rect = self.geometry.rect
        if self.off_board:
            rect = rect.united(self.geometry.square_rect(0))
        return rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g, colours = self.geometry, theme.current()
        s = g.square
        if self.vector:
            painter.setPen(QPen(colours.tile_border, theme.width(s * 0.02)))
            for row in range(g.rows):
                for col in range(g.cols):
                    painter.setBrush(colours.tile_light if (row + col) % 2 == 0 else colours.tile_dark)
                    painter.drawRect(QRectF(col * s, row * s, s, s))
            self._paint_start_and_goal(painter)
            return
        # On screen the chequer is one rectangle filled with a two-by-two texture, and the borders
        # are grid lines: the cost does not grow with the number of squares (1000×1000 too).
        painter.fillRect(g.rect, self._chequer())
        pixels = s * option.levelOfDetailFromTransform(painter.worldTransform())
        if pixels >= 3:  # borders thinner than a pixel would only grey the board
            painter.setPen(QPen(colours.tile_border, theme.width(s * 0.02)))
            lines = [QLineF(0, r * s, g.cols * s, r * s) for r in range(g.rows + 1)]
            lines += [QLineF(c * s, 0, c * s, g.rows * s) for c in range(g.cols + 1)]
            painter.drawLines(lines)
        self._paint_start_and_goal(painter)

    def _paint_start_and_goal(self, painter: QPainter) -> None:
        g, s, colours = self.geometry, self.geometry.square, theme.current()
        painter.setPen(QPen(colours.tile_border, theme.width(s * 0.02)))
        painter.setBrush(colours.goal_tile)
        painter.drawRect(g.square_rect(g.rows * g.cols))
        painter.setBrush(colours.start_tile)
        if self.off_board:
            painter.setPen(QPen(colours.tile_border, theme.width(s * 0.03), Qt.PenStyle.DashLine))
        painter.drawRect(g.square_rect(0 if self.off_board else 1))


def _chequer_texture(square: float) -> QBrush:
    """A brush whose texture is four squares of the board: light, dark / dark, light."""
    size = 64
    tile = QPixmap(2 * size, 2 * size)
    colours = theme.current()
    tile.fill(colours.tile_light)
    painter = QPainter(tile)
    painter.fillRect(QRectF(size, 0, size, size), colours.tile_dark)
    painter.fillRect(QRectF(0, size, size, size), colours.tile_dark)
    painter.end()
    brush = QBrush(tile)
    brush.setTransform(QTransform.fromScale(square / size, square / size))
    return brush


class JumpItem(QGraphicsItem):
    """Base of ladders and snakes: a jump from ``start`` to ``end`` drawn between square centres.
    Selectable; when selected it shows handles on both ends (the ends a user can drag).
    Subclasses provide ``_build_outline()``, the filled outline of the piece."""

    _build_outline: Callable[[], QPainterPath]

    def __init__(self, start: int, end: int, geometry: BoardGeometry) -> None:
        super().__init__()
        self.start = start
        self.end = end
        self.geometry = geometry
        self.look: JumpStyle | None = None  # its colour and pattern (`set_look`)
        self.p_start = geometry.centre(start)
        self.p_end = geometry.centre(end)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self._outline = self._build_outline()
        self._shape = self._build_shape()

    def set_look(self, look: JumpStyle) -> None:
        """Draw the piece in ``look``'s colour (and, for a snake, pattern)."""
        if look != self.look:
            self.look = look
            self.update()

    def _build_shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(self.geometry.square * 0.35)
        centre = QPainterPath(self.p_start)
        centre.lineTo(self.p_end)
        return stroker.createStroke(centre).united(self._outline)

    def boundingRect(self) -> QRectF:
        pad = self.geometry.square * 0.3
        return self._shape.boundingRect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        return self._shape

    def _paint_selection(self, painter: QPainter) -> None:
        if not self.isSelected():
            return
        s, colours = self.geometry.square, theme.current()
        painter.setPen(QPen(colours.selection, theme.width(s * 0.04), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._shape)
        painter.setPen(QPen(colours.rim, theme.width(s * 0.03)))
        painter.setBrush(colours.selection)
        for point in (self.p_start, self.p_end):
            painter.drawEllipse(point, s * 0.12, s * 0.12)


class LadderItem(JumpItem):
    """A ladder: two wooden rails from its foot to its top, with rungs. The ends start at the
    squares' centres; in a scene each ladder takes the route `ladder_routes` chooses for the
    scene's board (no two ladders crossing where that can be helped, none flat)."""

    def set_route(self, foot: QPointF, top: QPointF) -> None:
        """Draw the ladder from ``foot`` to ``top`` (points inside its squares)."""
        if (foot, top) == (self.p_start, self.p_end):
            return
        self.prepareGeometryChange()
        self.p_start, self.p_end = QPointF(foot), QPointF(top)
        self._outline = self._build_outline()
        self._shape = self._build_shape()
        self.update()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        """Added to a board's scene: every ladder of the scene takes its route for that board."""
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and isinstance(value, QGraphicsScene):
            board = getattr(value, "board", None)
            g = self.geometry
            if board is not None and max(g.rows, g.cols) <= MAX_SIDE and (board.rows, board.cols) == (g.rows, g.cols):
                routes = ladder_routes(g, board.ladders)
                for item in value.items():
                    if isinstance(item, LadderItem) and item.geometry is g and item.start in routes:
                        if board.ladders.get(item.start) == item.end:
                            foot, top = routes[item.start]
                            item.set_route(QPointF(*foot), QPointF(*top))
        return super().itemChange(change, value)

    def _rails(self) -> tuple[QLineF, QLineF, list[QLineF]]:
        """The two rails (foot to top, `rail_ends`: the routes keep their ends inside the
        squares) and the rungs between them."""
        s = self.geometry.square
        (a1, a2), (b1, b2) = rail_ends((self.p_start.toTuple(), self.p_end.toTuple()), s)
        left = QLineF(QPointF(*a1), QPointF(*a2))
        right = QLineF(QPointF(*b1), QPointF(*b2))
        count = max(2, int(left.length() / (s * 0.32)))
        rungs = [QLineF(left.pointAt((i + 0.5) / count), right.pointAt((i + 0.5) / count)) for i in range(count)]
        return left, right, rungs

    def _build_outline(self) -> QPainterPath:
        self._geometry_lines = self._rails()
        left, right, _ = self._geometry_lines
        path = QPainterPath()
        path.addPolygon(QPolygonF([left.p1(), left.p2(), right.p2(), right.p1(), left.p1()]))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.geometry.square
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, right, rungs = self._geometry_lines
        colours = theme.current()
        rail = QColor(self.look.colour) if self.look is not None else colours.ladder_rail
        outline, rung = (
            (colours.ladder_outline, colours.ladder_rung)
            if rail == colours.ladder_rail
            else (colours.outline_of(rail, 220), rail.lighter(150))
        )
        edge = theme.width(1.0)  # the outline's share beyond the wood: wider in High contrast
        ends = [left.p1(), left.p2(), right.p1(), right.p2()]
        for pen, lines, dots in (
            (
                QPen(outline, s * (0.05 + 0.035 * edge)),
                rungs,
                [line.p1() for line in rungs] + [line.p2() for line in rungs],
            ),
            (QPen(rung, s * 0.05), rungs, [line.p1() for line in rungs] + [line.p2() for line in rungs]),
            (QPen(outline, s * (0.07 + 0.04 * edge)), [left, right], ends),
            (QPen(rail, s * 0.07), [left, right], ends),
        ):
            # Round-ended lines drawn as flat-ended ones and a round dot on each end: the same
            # shape, but a round cap makes a wide antialiased line a curved outline, many times
            # slower to fill (a large picture of the board took minutes).
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLines(lines)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPoints(dots)
        self._paint_selection(painter)


class SnakeItem(JumpItem):
    """A snake: a smooth, wavy body tapering from the head (on ``start``) to the tail (on
    ``end``), in its own colour, with a spotted back, eyes and a forked tongue."""

    SAMPLES = 96

    def __init__(self, start: int, end: int, geometry: BoardGeometry, colour: QColor) -> None:
        self.colour = colour
        self._samples = self._centreline(geometry.centre(start), geometry.centre(end), geometry.square)
        super().__init__(start, end, geometry)
        self.head = SnakeHead(self)

    def samples(self) -> list[tuple[QPointF, QPointF, float]]:
        """The body from head to tail: (point, unit normal, width) samples, in scene units."""
        return self._samples

    def set_look(self, look: JumpStyle) -> None:
        self.colour = QColor(look.colour)
        super().set_look(look)
        self.head.update()

    def head_rect(self) -> QRectF:
        """The head (without its tongue) in scene coordinates."""
        s = self.geometry.square
        head = self._samples[0][0]
        ahead, _ = _unit(QLineF(self._samples[4][0], head))
        centre = head + ahead * (s * 0.06)
        r = s * 0.22
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        """The head is an item of its own above the numbers (`SnakeHead`): it comes and goes
        with the body, fades with it and is shown with it."""
        kind = QGraphicsItem.GraphicsItemChange
        if change == kind.ItemSceneChange and self.head.scene() is not None:
            self.head.scene().removeItem(self.head)
        elif change == kind.ItemSceneHasChanged and isinstance(value, QGraphicsScene):
            self.head.setCacheMode(self.cacheMode())
            value.addItem(self.head)
        elif change == kind.ItemOpacityHasChanged:
            self.head.setOpacity(self.opacity())
        elif change == kind.ItemVisibleHasChanged:
            self.head.setVisible(self.isVisible())
        elif change == kind.ItemSelectedHasChanged:
            self.head.update()
        return super().itemChange(change, value)

    @classmethod
    def _centreline(cls, head: QPointF, tail: QPointF, s: float) -> list[tuple[QPointF, QPointF, float]]:
        """Samples of the body: (point, unit normal, width) from head to tail. Worked out in plain
        floats, with one QPointF per result: every snake on the board needs it at start-up."""
        hx, hy = head.x(), head.y()
        dx, dy = tail.x() - hx, tail.y() - hy
        length = max(math.hypot(dx, dy), 1e-6)
        ux, uy = dx / length, dy / length  # along the body; (-uy, ux) is its left normal
        waves = max(1.0, round(length / (s * 1.5))) if length > s * 0.9 else 0.5
        amplitude = min(s * 0.28, length * 0.18)
        last = cls.SAMPLES
        xs, ys = [], []
        for i in range(last + 1):
            t = i / last
            offset = amplitude * math.sin(2 * math.pi * waves * t) * math.sin(math.pi * t) ** 0.6
            xs.append(hx + ux * length * t - uy * offset)
            ys.append(hy + uy * length * t + ux * offset)
        samples = []
        for i in range(last + 1):
            before, after = max(0, i - 1), min(last, i + 1)
            ex, ey = xs[after] - xs[before], ys[after] - ys[before]
            norm = max(math.hypot(ex, ey), 1e-6)
            width = s * (0.26 * (1 - 0.85 * (i / last)) + 0.03)
            samples.append((QPointF(xs[i], ys[i]), QPointF(-ey / norm, ex / norm), width))
        return samples

    def _build_outline(self) -> QPainterPath:
        edges = [(p.x(), p.y(), n.x() * w / 2, n.y() * w / 2) for p, n, w in self._samples]
        left = [QPointF(x + dx, y + dy) for x, y, dx, dy in edges]
        right = [QPointF(x - dx, y - dy) for x, y, dx, dy in reversed(edges)]
        path = QPainterPath()
        path.addPolygon(QPolygonF(left + right))
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.geometry.square
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.colour
        painter.setPen(QPen(theme.current().outline_of(body), theme.width(s * 0.035)))
        painter.setBrush(body)
        painter.drawPath(self._outline)
        samples = self._samples
        pattern = self.look.pattern if self.look is not None else "spots"
        if pattern == "spots":  # spots along the back
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(body.lighter(150))
            for point, _, width in samples[10:-6:7]:
                painter.drawEllipse(point, width * 0.22, width * 0.22)
        elif pattern == "stripes":  # bands across the back
            painter.setPen(QPen(body.darker(150), s * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            for point, normal, width in samples[10:-6:5]:
                painter.drawLine(point + normal * (width * 0.42), point - normal * (width * 0.42))
        if self.head.scene() is None:  # drawn alone (not in a scene): the head with the body
            self._paint_head(painter, samples)
        self._paint_selection(painter)

    def _paint_head(self, painter: QPainter, samples: list[tuple[QPointF, QPointF, float]]) -> None:
        s = self.geometry.square
        head = samples[0][0]
        ahead, _ = _unit(QLineF(samples[4][0], head))  # the way the head faces
        side = QPointF(-ahead.y(), ahead.x())
        centre = head + ahead * (s * 0.06)
        # forked tongue
        tip = centre + ahead * (s * 0.34)
        painter.setPen(QPen(theme.current().tongue, s * 0.025, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(centre, tip)
        painter.drawLine(tip, tip + ahead * (s * 0.07) + side * (s * 0.05))
        painter.drawLine(tip, tip + ahead * (s * 0.07) - side * (s * 0.05))
        # head
        painter.save()
        painter.translate(centre)
        painter.rotate(math.degrees(math.atan2(ahead.y(), ahead.x())))
        painter.setPen(QPen(theme.current().outline_of(self.colour), theme.width(s * 0.035)))
        painter.setBrush(self.colour.darker(115))
        painter.drawEllipse(QPointF(0, 0), s * 0.22, s * 0.17)
        painter.setPen(Qt.PenStyle.NoPen)
        for y in (-s * 0.08, s * 0.08):
            painter.setBrush(theme.current().eye_white)
            painter.drawEllipse(QPointF(s * 0.07, y), s * 0.055, s * 0.055)
            painter.setBrush(theme.current().eye_pupil)
            painter.drawEllipse(QPointF(s * 0.09, y), s * 0.028, s * 0.028)
        painter.restore()


class SnakeHead(QGraphicsItem):
    """A snake's head, tongue and eyes, drawn above the square numbers' plates (`theme.Z_SNAKE_HEAD`)
    so that no plate hides it at any text size. It takes no clicks: those reach the snake (or
    whatever lies under it), which owns it."""

    def __init__(self, snake: SnakeItem) -> None:
        super().__init__()
        self.snake = snake
        self.setZValue(theme.Z_SNAKE_HEAD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        reach = snake.geometry.square * 0.62
        head = snake.p_start
        self._bounds = QRectF(head.x() - reach, head.y() - reach, 2 * reach, 2 * reach)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.snake._paint_head(painter, self.snake.samples())


class LoopItem(JumpItem):
    """A jump that ends on its own start (allowed by the matrix, but it does nothing): a grey
    circular arrow on the square, so it can be seen, selected and erased."""

    def _build_outline(self) -> QPainterPath:
        path = QPainterPath()
        r = self.geometry.square * 0.24
        path.addEllipse(self.p_start, r, r)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s, cap = self.geometry.square, Qt.PenCapStyle.RoundCap
        r = s * 0.24
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.current().loop_mark, theme.width(s * 0.06), Qt.PenStyle.SolidLine, cap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(self.p_start.x() - r, self.p_start.y() - r, 2 * r, 2 * r)
        painter.drawArc(box, 90 * 16, 300 * 16)
        tip = self.p_start + QPointF(0, -r)
        painter.drawLine(tip, tip + QPointF(-s * 0.09, -s * 0.07))
        painter.drawLine(tip, tip + QPointF(-s * 0.09, s * 0.07))
        self._paint_selection(painter)


class WarningMarker(QGraphicsItem):
    """An amber "!" badge in the corner of a square that has a warning; its tooltip says why."""

    def __init__(self, label: int, geometry: BoardGeometry, message: str) -> None:
        super().__init__()
        s = geometry.square
        rect = geometry.square_rect(label)
        self._radius = s * 0.14
        self.setPos(rect.topRight() + QPointF(-self._radius - s * 0.04, self._radius + s * 0.04))
        self.setToolTip(message)
        self._font = theme.bold_font(s * 0.2)

    def boundingRect(self) -> QRectF:
        r = self._radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = theme.current()
        painter.setPen(QPen(colours.rim, theme.width(self._radius * 0.15)))
        painter.setBrush(QBrush(colours.warning))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        painter.setPen(colours.warning_mark)
        painter.setFont(self._font)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "!")


def jump_item(start: int, end: int, geometry: BoardGeometry, look: JumpStyle) -> JumpItem:
    """The piece that draws the jump ``start → end``: a ladder, a snake or a loop, in ``look``."""
    item: JumpItem
    if end == start:
        item = LoopItem(start, end, geometry)
    elif end > start:
        item = LadderItem(start, end, geometry)
    else:
        item = SnakeItem(start, end, geometry, QColor(look.colour))
    item.set_look(look)
    return item
