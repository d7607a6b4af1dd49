"""The arrows the searches draw over the board: a throw from one square to another, straight or
bowed, solid or dashed, with its head, and where its label goes along it; shared by the BFS
animation (`overlay`) and the "Why BFS?" routes (`why_bfs`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF


def inward(a: QPointF, b: QPointF, towards: QPointF) -> float:
    """+1 or -1: the side of the line a→b (its left normal or the opposite) facing ``towards``."""
    line = QLineF(a, b)
    normal = QPointF(-line.dy(), line.dx())
    to_point = towards - line.pointAt(0.5)
    return 1.0 if normal.x() * to_point.x() + normal.y() * to_point.y() >= 0 else -1.0


SEEN_WIDTH = 0.6
"""A throw to a square already found is drawn this share as wide as one to a new square: the
two differ in form, not by colour alone."""

LABEL_PLACES = (0.62, 0.5, 0.74, 0.4, 0.84, 0.3)
"""Where along an arrow its label may go, in order of preference (nearer the landing square
first: the labels of short throws stay apart)."""
FINE_PLACES = tuple(t / 40 for t in range(8, 37) if t / 40 not in LABEL_PLACES)
"""Then anywhere else along the middle of the shaft (a 40th at a time), nearest 0.62 first."""
LABEL_NUDGES = (0.0, 0.14, -0.14, 0.26, -0.26)
"""Then beside the shaft, this many squares off it (a plate 0.22 across just touches it at
0.14): a label that has no clear place on its arrow sits next to it instead."""


@dataclass(frozen=True)
class ArrowShape:
    """An arrow's shaft (a quadratic curve), its head, and the unit normal to its left."""

    shaft: QPainterPath
    tip: QPainterPath
    normal: QPointF


def arrow_shape(a: QPointF, b: QPointF, s: float, bend: float = 0.0) -> ArrowShape | None:
    """The arrow from ``a`` to ``b``, its head sized for squares of side ``s``, straight or bowed
    ``bend`` units to its left (None when ``a`` is ``b``)."""
    line = QLineF(a, b)
    if line.length() < 1e-6:
        return None
    u = QPointF(line.dx() / line.length(), line.dy() / line.length())
    n = QPointF(-u.y(), u.x())
    control = line.pointAt(0.5) + n * bend
    head = min(s * 0.22, line.length() * 0.5)
    tangent = QLineF(control, b) if bend else line
    tu = QPointF(tangent.dx() / max(tangent.length(), 1e-6), tangent.dy() / max(tangent.length(), 1e-6))
    tn = QPointF(-tu.y(), tu.x())
    shaft_end = b - tu * head
    shaft = QPainterPath(a)
    shaft.quadTo(control, shaft_end)
    tip = QPainterPath()
    tip.addPolygon(QPolygonF([b, shaft_end + tn * (head * 0.5), shaft_end - tn * (head * 0.5), b]))
    return ArrowShape(shaft, tip, n)


def paint_arrow(
    painter: QPainter,
    shape: ArrowShape,
    colour: QColor,
    width: float,
    dashed: bool = False,
    halo: QColor | None = None,
) -> None:
    """Draw ``shape`` in ``colour``, its shaft ``width`` wide; with ``halo``, a wider stroke of
    that colour under it, so that it reads on any art (a green arrow on a green snake)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if halo is not None:
        rim = QPen(halo, width * 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(rim)
        painter.drawPath(shape.shaft)
        painter.drawPath(shape.tip)
    painter.setPen(
        QPen(colour, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.drawPath(shape.shaft)
    painter.fillPath(shape.tip, colour)


def label_candidates(shape: ArrowShape, s: float) -> Iterator[QPointF]:
    """The places a label of ``shape`` may take, best first: `LABEL_PLACES` along the shaft,
    then `FINE_PLACES`, then each of them moved beside the shaft (`LABEL_NUDGES`)."""
    places = sorted(FINE_PLACES, key=lambda t: abs(t - LABEL_PLACES[0]))
    on_shaft = [shape.shaft.pointAtPercent(t) for t in (*LABEL_PLACES, *places)]
    for nudge in LABEL_NUDGES:
        offset = shape.normal * (nudge * s)
        for point in on_shaft:
            yield point + offset


def label_place(
    shape: ArrowShape,
    s: float,
    label_ok: Callable[[QPointF], bool] | None = None,
    label_fallback: Callable[[QPointF], bool] | None = None,
) -> QPointF:
    """Where ``shape``'s label goes (squares of side ``s``): the first of `label_candidates`
    that ``label_ok`` accepts (one that hides no square's number), else the first that
    ``label_fallback`` accepts (one clear of the other labels), else the first of
    `LABEL_PLACES`."""
    for ok in (label_ok, label_fallback):
        if ok is not None:
            found = next((p for p in label_candidates(shape, s) if ok(p)), None)
            if found is not None:
                return found
    return shape.shaft.pointAtPercent(LABEL_PLACES[0])


def draw_arrow(
    painter: QPainter,
    a: QPointF,
    b: QPointF,
    colour: QColor,
    width: float,
    s: float,
    dashed: bool = False,
    bend: float = 0.0,
    halo: QColor | None = None,
    label_ok: Callable[[QPointF], bool] | None = None,
    label_fallback: Callable[[QPointF], bool] | None = None,
) -> QPointF:
    """An arrow from ``a`` to ``b`` (`arrow_shape`, `paint_arrow`); returns the point where its
    label goes (`label_place`)."""
    shape = arrow_shape(a, b, s, bend)
    if shape is None:
        return a
    paint_arrow(painter, shape, colour, width, dashed, halo)
    return label_place(shape, s, label_ok, label_fallback)
