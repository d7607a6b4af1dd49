"""What the BFS animation draws on the board, from a `SearchReplay` state: each discovered
square tinted by its distance with the distance in a badge, the squares waiting in the queue
outlined, the square being expanded and the throws examined from it, and at the end the
optimal route with its die faces. Moving between states touches only the squares that changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...core.board import Board
from ...core.replay import SearchReplay, SearchState
from ...core.rules import Rules
from ...core.solver import RouteStep, TraceStep, moves_from
from ...words import numbers
from ..board import theme
from ..board.geometry import BoardGeometry
from .arrows import SEEN_WIDTH, ArrowShape, arrow_shape, draw_arrow, inward, label_candidates, label_place, paint_arrow
from .face_room import FaceRoom, badge_rect


def clear_of_words(geometry: BoardGeometry) -> Callable[[QPointF], bool]:
    """Whether a label at a point hides nothing: not over the top of a square (its number, and
    the distance badge) nor over the START or GOAL word at the foot of the first and last."""
    s, last = geometry.square, geometry.rows * geometry.cols

    def ok(point: QPointF) -> bool:
        label = geometry.label_at(point)
        if label is None:
            return True
        y = (point.y() - geometry.square_rect(label).top()) / s
        return y > 0.45 and not (label in (1, last) and y > 0.68)

    return ok


def distance_colour(distance: int, farthest: int) -> QColor:
    """The ramp colour of a distance, 0..farthest (the theme's perceptually even ramp: near
    squares dark blue, far ones yellow)."""
    ramp = theme.current().search_ramp
    if farthest <= 0:
        return QColor(ramp[0])
    return theme.along(ramp, distance / farthest)


def badge_colours(colour: QColor) -> tuple[QColor, QColor]:
    """A distance badge on a square of distance colour ``colour``: (its fill, its text) — the
    colour a shade darker, the text black or white, whichever reads (`theme.text_on`)."""
    fill = colour.darker(130)
    return fill, theme.text_on(fill)


def throw_pen_width(status: str, s: float) -> float:
    """The width of a throw's arrow (squares of side ``s``): a throw to a new square is drawn
    wider than one to a square already found."""
    wide = theme.width(s * 0.06)
    return wide if status == "new" else wide * SEEN_WIDTH


def _badge_font(square: float) -> QFont:
    return theme.bold_font(square * 0.22)


_badge_rect = badge_rect


def _paint_badge(painter: QPainter, rect: QRectF, distance: int, colour: QColor, font: QFont) -> None:
    s = rect.width()
    badge = _badge_rect(rect)
    fill, text = badge_colours(colour)
    outline = theme.current().outline
    painter.setPen(QPen(outline, theme.width(s * 0.015)) if outline is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(badge, s * 0.08, s * 0.08)
    painter.setPen(text)
    painter.setFont(font)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, numbers.plain(distance))


class MarkItem(QGraphicsItem):
    """One discovered square: a tint of its distance colour under the pieces, a bright outline
    while it waits in the queue, and (``badge``, a separate item above the pieces and numbers)
    its distance."""

    def __init__(self, rect: QRectF, distance: int, farthest: int, font: QFont) -> None:
        super().__init__()
        self.rect = rect
        self.distance, self.farthest = distance, farthest
        self.in_queue = False
        self.setZValue(theme.Z_SEARCH_TINT)
        self.badge = BadgeItem(rect, distance, farthest, font)

    def set_in_queue(self, flag: bool) -> None:
        if flag != self.in_queue:
            self.in_queue = flag
            self.update()

    def set_shown(self, shown: bool) -> None:
        self.setVisible(shown)
        self.badge.setVisible(shown)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.rect.width()
        tint = distance_colour(self.distance, self.farthest)
        tint.setAlphaF(theme.current().tint_alpha)
        painter.fillRect(self.rect, tint)
        if self.in_queue:
            painter.setPen(QPen(theme.current().search_frontier, theme.width(s * 0.08)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.rect.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04))


class BadgeItem(QGraphicsItem):
    """A square's distance in a small badge, above the snakes, ladders and numbers."""

    def __init__(self, rect: QRectF, distance: int, farthest: int, font: QFont) -> None:
        super().__init__()
        self.rect, self.distance, self.farthest, self.font = rect, distance, farthest, font
        self._bounds = _badge_rect(rect)  # asked for on every paint and index update: once
        self.setZValue(theme.Z_SEARCH_BADGES)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _paint_badge(painter, self.rect, self.distance, distance_colour(self.distance, self.farthest), self.font)


class HeatMapLayer(QGraphicsItem):
    """Every reachable square at once, in one item: the tints (under the pieces) or the
    badges (above them). One cached item draws a whole board faster than one item a square."""

    def __init__(self, entries: list[tuple[QRectF, int, int]], badges: bool, font: QFont) -> None:
        """``entries``: each square's (rect, distance, farthest distance)."""
        super().__init__()
        self.entries, self.badges, self.font = entries, badges, font
        self.setZValue(theme.Z_SEARCH_BADGES if badges else theme.Z_SEARCH_TINT)
        bounds = QRectF()
        for rect, _, _ in entries:
            bounds = bounds.united(rect)
        self._bounds = bounds

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        alpha = theme.current().tint_alpha
        for rect, distance, farthest in self.entries:
            colour = distance_colour(distance, farthest)
            if self.badges:
                _paint_badge(painter, rect, distance, colour, self.font)
            else:
                colour.setAlphaF(alpha)
                painter.fillRect(rect, colour)


ROW_BOW = 0.1
"""How far, in squares, each face bows a throw along its own row (face 6: its middle 0.3 of a
square below the centres, still in the row's lower half)."""
FACE_RADIUS = 0.11
"""A throw's die face is on a round plate this many squares in radius."""
ROUTE_FACE_RADIUS = 0.15
"""The route's die faces, on larger plates."""


@dataclass(frozen=True)
class ThrowArrow:
    """One throw as drawn: its arrow, whether it finds a new square (its colour and width),
    the dashed arrow of its jump (if it lands on one), its die face and where the face's plate
    is centred."""

    shape: ArrowShape
    new: bool
    jump: ArrowShape | None
    face: int
    label: QPointF


def board_words(item: QGraphicsItem) -> tuple[float, bool]:
    """How the board under ``item`` draws its words, which its die faces keep clear of: the
    Text Size of its numbers (1 off a board's scene), and whether START is on the square
    before the board."""
    scene = item.scene()
    rules = getattr(scene, "rules", None)
    return float(getattr(scene, "text_scale", 1.0)), isinstance(rules, Rules) and rules.start_square == 0


class ExpansionItem(QGraphicsItem):
    """The square being expanded (a ring) and the throws examined from it: an arrow to where
    the die lands (green: a new square, grey: already seen), a dashed arrow up a ladder or
    down a snake to where the token rests, a cross for a throw past the goal. A throw to a
    square already seen is also thinner (`throw_pen_width`); each throw's die face is on a
    plate on its arrow (or just beside it), clear of every square's number, START and GOAL,
    the distance badges and the other faces (`FaceRoom`)."""

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.current: int | None = None
        self.throws: tuple[TraceStep, ...] = ()
        self._bounds = QRectF()
        self.setZValue(theme.Z_SEARCH_MARKS)
        self._font = _badge_font(geometry.square)
        self._laid_out: (
            tuple[tuple[int, tuple[TraceStep, ...], float, bool], list[ThrowArrow], list[QPointF]] | None
        ) = None

    def show_moves(self, board: Board, rules: Rules, square: int) -> None:
        """The six throws from ``square`` (the hovered one), as the solver makes them."""
        throws = tuple(
            TraceStep("throw", square, 0, face, landed, rest, "overshoot" if landed is None else "seen")
            for face, landed, rest in moves_from(board, rules, square)
        )
        self.show_throws(square, throws)

    def show_throws(self, current: int | None, throws: tuple[TraceStep, ...]) -> None:
        """Ring ``current`` and draw ``throws`` from it (None: nothing)."""
        if (current, throws) == (self.current, self.throws):
            return
        self.prepareGeometryChange()  # the old area is repainted too
        self.current, self.throws = current, throws
        self._bounds = self._compute_bounds()
        self.update()

    def _compute_bounds(self) -> QRectF:
        """The squares involved, grown by the widest bow of a throw's arrow: a step repaints
        this area, not the whole board."""
        if self.current is None:
            return QRectF()
        g, s = self.geometry, self.geometry.square
        area = g.square_rect(self.current)
        for step in self.throws:
            for square in (step.landed, step.rest):
                if square is not None:
                    area = area.united(g.square_rect(square))
        pad = s * (0.18 * 6 / 2 + 0.35)  # a quadratic bow strays half its control offset; + arrowhead
        return area.adjusted(-pad, -pad, pad, pad)

    def boundingRect(self) -> QRectF:
        return self._bounds

    @property
    def labels(self) -> list[QPointF]:
        """Where each throw's die face is centred (item coordinates), in the throws' order."""
        return [arrow.label for arrow in self.lay_out()[0]]

    def label_rects(self) -> list[QRectF]:
        """Each die face's plate (its bounding square), in scene coordinates."""
        r = FACE_RADIUS * self.geometry.square
        return [self.mapRectToScene(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)) for p in self.labels]

    def lay_out(self) -> tuple[list[ThrowArrow], list[QPointF]]:
        """The throws' arrows with their faces placed, and the crosses of the throws past the
        goal; worked out once for each step (and Text Size), not on every paint."""
        if self.current is None:
            return [], []
        scale, off_board = board_words(self)
        key = (self.current, self.throws, scale, off_board)
        if self._laid_out is None or self._laid_out[0] != key:
            room = FaceRoom(self.geometry, scale, FACE_RADIUS, off_board)
            self._laid_out = (key, *self._place(self.current, room))
        return self._laid_out[1], self._laid_out[2]

    def _place(self, current: int, room: FaceRoom) -> tuple[list[ThrowArrow], list[QPointF]]:
        g, s = self.geometry, self.geometry.square
        centre = g.centre(current)
        arrows: list[ThrowArrow] = []
        crosses: list[QPointF] = []
        for step in self.throws:
            if step.landed is None:  # past the goal: a small cross for each such face, in a row
                crosses.append(centre + QPointF(-s * 0.42 + step.face * s * 0.14, -s * 0.3))
                continue
            landed = g.centre(step.landed)
            # Throws along one row would overlap as straight lines: each face bows out further,
            # downwards (the squares' numbers are at their tops: a bow up hid 14…17 from 13).
            if abs(landed.y() - centre.y()) < s * 0.01:
                bend = inward(centre, landed, centre + QPointF(0, s)) * s * ROW_BOW * step.face
            else:
                bend = inward(centre, landed, g.rect.center()) * s * 0.18 * step.face
            shape = arrow_shape(centre, landed, s, bend)
            if shape is None:
                continue
            label = room.keep(label_place(shape, s, room.ok, room.apart))
            jump = None
            if step.jump and step.rest is not None:
                jump = arrow_shape(landed, g.centre(step.rest), s)
            arrows.append(ThrowArrow(shape, step.status == "new", jump, step.face, label))
        return arrows, crosses

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.current is None:
            return
        g, s, colours = self.geometry, self.geometry.square, theme.current()
        halo = colours.search_halo
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The square being expanded: its border ringed (a circle over its middle hid its number,
        # and START or GOAL), white under orange so that it reads on any tile or tint.
        # (High contrast rims it in black, white vanishing on its white tiles; no wider: a wider
        # ring would cover the square's number.)
        ring = g.square_rect(self.current)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        under = colours.rim if colours.outline is not None else halo
        for colour, width in ((under, s * 0.16), (colours.search_current, s * 0.09)):
            cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, cap, join))
            painter.drawRoundedRect(ring, s * 0.08, s * 0.08)
        arrows, crosses = self.lay_out()
        painter.setPen(QPen(colours.search_seen_throw, theme.width(s * 0.05)))
        for tip in crosses:
            painter.drawLine(tip + QPointF(-s * 0.05, -s * 0.05), tip + QPointF(s * 0.05, s * 0.05))
            painter.drawLine(tip + QPointF(-s * 0.05, s * 0.05), tip + QPointF(s * 0.05, -s * 0.05))
        for arrow in arrows:
            colour = colours.search_new_throw if arrow.new else colours.search_seen_throw
            width = throw_pen_width("new" if arrow.new else "seen", s)
            paint_arrow(painter, arrow.shape, colour, width, halo=halo)
            if arrow.jump is not None:
                # Up the ladder or down the snake: dashed, in the throw's own colour over a halo
                # (brown over a brown ladder was lost in the art).
                paint_arrow(painter, arrow.jump, colour, width * 0.85, dashed=True, halo=halo)
        # The die faces over every arrow (a later arrow drawn over an earlier face hid it).
        outline = colours.outline
        painter.setFont(self._font)
        r = FACE_RADIUS * s
        for arrow in arrows:
            mid = arrow.label
            painter.setPen(QPen(outline, theme.width(s * 0.015)) if outline is not None else Qt.PenStyle.NoPen)
            painter.setBrush(colours.label_plate)
            painter.drawEllipse(mid, r, r)
            painter.setPen(face_colour(colours.search_new_throw if arrow.new else colours.search_seen_throw))
            painter.drawText(
                QRectF(mid.x() - s * 0.15, mid.y() - s * 0.15, s * 0.3, s * 0.3),
                Qt.AlignmentFlag.AlignCenter,
                numbers.plain(arrow.face),
            )


def face_colour(colour: QColor) -> QColor:
    """The die face on a throw's plate: the arrow's colour a shade darker, if it reads on the
    plate, else the theme's dark text."""
    plate, ink = theme.current().label_plate, colour.darker(140)
    return ink if theme.contrast_ratio(ink, plate) >= theme.MIN_CONTRAST else theme.text_on(plate)


ROUTE_FACE_DROPS = (0.0, 0.12, 0.18, 0.24, 0.3, 0.36)
"""A route's die face goes where the die lands, or this many squares below the square's centre
(clear of its number), or else along or beside the throw's arrow."""


class RouteItem(QGraphicsItem):
    """The optimal route: a thick line through the squares where the token rests, with each
    throw's die face in a circle where the die lands (or as near as is clear of the squares'
    numbers, words and distance badges: `FaceRoom`)."""

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.steps: list[RouteStep] = []
        self.setZValue(theme.Z_SEARCH_CURRENT)
        self._font = _badge_font(geometry.square)
        self._laid_out: tuple[tuple[float, bool], list[QPointF]] | None = None

    def show_route(self, steps: list[RouteStep]) -> None:
        if steps == self.steps:
            return  # every step of the animation asks; only the end changes the route
        self.prepareGeometryChange()
        self.steps = steps
        self._laid_out = None
        self.update()

    def boundingRect(self) -> QRectF:
        return self.geometry.rect.adjusted(-self.geometry.square, -10, 10, 10)

    @property
    def labels(self) -> list[QPointF]:
        """Where each step's die face is centred (item coordinates), in the route's order."""
        key = board_words(self)
        if self._laid_out is None or self._laid_out[0] != key:
            self._laid_out = (key, self._place(FaceRoom(self.geometry, key[0], ROUTE_FACE_RADIUS, key[1])))
        return self._laid_out[1]

    def label_rects(self) -> list[QRectF]:
        """Each die face's plate (its bounding square), in scene coordinates."""
        r = ROUTE_FACE_RADIUS * self.geometry.square
        return [self.mapRectToScene(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)) for p in self.labels]

    def _place(self, room: FaceRoom) -> list[QPointF]:
        g, s = self.geometry, self.geometry.square
        faces = []
        for step in self.steps:
            landed = g.centre(step.landed)
            near = [landed + QPointF(0, s * drop) for drop in ROUTE_FACE_DROPS]
            shape = arrow_shape(g.centre(step.start), landed, s)
            along = list(label_candidates(shape, s)) if shape is not None else []
            places = [*near, *along]
            found = next((p for p in places if room.ok(p)), None) or next((p for p in places if room.apart(p)), None)
            faces.append(room.keep(found if found is not None else landed))
        return faces

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.steps:
            return
        g, s, colours = self.geometry, self.geometry.square, theme.current()
        route, halo = colours.search_route, colours.search_halo
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for step in self.steps:
            start, landed, rest = g.centre(step.start), g.centre(step.landed), g.centre(step.rest)
            draw_arrow(painter, start, landed, route, theme.width(s * 0.08), s, halo=halo)
            if step.rest != step.landed:
                draw_arrow(painter, landed, rest, route, theme.width(s * 0.06), s, dashed=True, halo=halo)
        painter.setFont(self._font)
        r = ROUTE_FACE_RADIUS * s
        for step, face in zip(self.steps, self.labels):
            painter.setPen(QPen(colours.rim, theme.width(s * 0.03)))
            painter.setBrush(route)
            painter.drawEllipse(face, r, r)
            painter.setPen(theme.text_on(route))
            painter.drawText(
                QRectF(face.x() - r, face.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter,
                numbers.plain(step.face),
            )


class BarrierItem(QGraphicsItem):
    """Squares that turn every route back (when the goal cannot be reached): a red cross."""

    def __init__(self, geometry: BoardGeometry, squares: list[int]) -> None:
        super().__init__()
        self.geometry = geometry
        self.squares = squares
        self.setZValue(theme.Z_SEARCH_MARKS)

    def boundingRect(self) -> QRectF:
        return self.geometry.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.geometry.square
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(
            QPen(theme.current().search_barrier, theme.width(s * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        for square in self.squares:
            r = self.geometry.square_rect(square).adjusted(s * 0.2, s * 0.2, -s * 0.2, -s * 0.2)
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())


class SearchOverlay:
    """Owns the animation's items in a scene and shows any state of a replay."""

    def __init__(self, scene: QGraphicsScene, geometry: BoardGeometry, replay: SearchReplay) -> None:
        self.scene = scene
        self.geometry = geometry
        self.replay = replay
        self.farthest = len(replay.solution.layers) - 1
        self._font = _badge_font(geometry.square)
        self._marks: dict[int, MarkItem] = {}
        self._shown = (0, 0)  # (expanded, discovered) drawn by the marks now
        self._heat: list[HeatMapLayer] = []
        self.heat_map = False
        self.expansion = ExpansionItem(geometry)
        self.route = RouteItem(geometry)
        self.barrier: BarrierItem | None = None
        scene.addItem(self.expansion)
        scene.addItem(self.route)

    def show_barrier(self, squares: list[int]) -> None:
        """Cross out the squares where every route gets stuck."""
        if self.barrier is None:
            self.barrier = BarrierItem(self.geometry, squares)
            self.scene.addItem(self.barrier)

    def remove(self) -> None:
        """Take every item of the animation off the board."""
        items = [
            *self._marks.values(),
            *(m.badge for m in self._marks.values()),
            *self._heat,
            self.expansion,
            self.route,
            *([self.barrier] if self.barrier is not None else []),
        ]
        for item in items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._marks.clear()
        self._heat = []

    def _mark(self, index: int) -> MarkItem:
        square = self.replay.order[index]
        mark = self._marks.get(square)
        if mark is None:
            distance = self.replay.solution.distance(square)
            mark = MarkItem(self.geometry.square_rect(square), distance, self.farthest, self._font)
            for item in (mark, mark.badge):
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
                self.scene.addItem(item)
            self._marks[square] = mark
        return mark

    def show(self, state: SearchState) -> None:
        """Show the search after ``state.position`` steps, changing only what differs."""
        if not self.heat_map:
            self._show_range(state.expanded, state.discovered, *self._shown)
            self._shown = (state.expanded, state.discovered)
        self.expansion.show_throws(None if state.finished else state.current, () if state.finished else state.throws)
        self.route.show_route(self.replay.solution.route() if state.finished else [])

    def _show_range(self, expanded: int, discovered: int, old_expanded: int, old_discovered: int) -> None:
        for i in range(min(expanded, old_expanded), max(discovered, old_discovered)):
            if i < discovered:
                mark = self._mark(i)
                mark.set_shown(True)
                mark.set_in_queue(expanded <= i)
            elif self.replay.order[i] in self._marks:
                self._marks[self.replay.order[i]].set_shown(False)

    def set_heat_map(self, on: bool, state: SearchState | None = None) -> None:
        """Show every square's distance (on), or the animation's ``state`` again (off)."""
        if on == self.heat_map:
            return
        self.heat_map = on
        if on:
            self._show_range(0, 0, *self._shown)  # hide the animation's marks
            self._shown = (0, 0)
            if not self._heat:
                distances = self.replay.solution.distances
                entries = [(self.geometry.square_rect(s), int(distances[s]), self.farthest) for s in self.replay.order]
                self._heat = [HeatMapLayer(entries, badges, self._font) for badges in (False, True)]
                for layer in self._heat:
                    layer.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
                    self.scene.addItem(layer)
        for layer in self._heat:
            layer.setVisible(on)
        if not on and state is not None:
            self.show(state)
