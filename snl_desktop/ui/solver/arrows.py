"""The arrows the searches draw over the board: a throw from one square to another, straight or
bowed, solid or dashed, with its head; shared by the BFS animation (`overlay`) and the "Why
BFS?" routes (`why_bfs`)."""

from __future__ import annotations

from collections.abc import Callable

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
    """An arrow from ``a`` to ``b`` in ``colour``, its shaft ``width`` wide and its head sized
    for squares of side ``s``, straight or bowed ``bend`` units to its left; with ``halo``, a
    wider stroke of that colour under it, so that it reads on any art (a green arrow on a green
    snake). Returns the point where a label goes: the first of `LABEL_PLACES` along the shaft
    that ``label_ok`` accepts (one that hides no square's number), else the first that
    ``label_fallback`` accepts (one clear of the other labels), else the first."""
    line = QLineF(a, b)
    if line.length() < 1e-6:
        return a
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
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if halo is not None:
        rim = QPen(halo, width * 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(rim)
        painter.drawPath(shaft)
        painter.drawPath(tip)
    painter.setPen(
        QPen(colour, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.drawPath(shaft)
    painter.fillPath(tip, colour)
    places = [shaft.pointAtPercent(t) for t in LABEL_PLACES]
    for ok in (label_ok, label_fallback):
        if ok is not None:
            found = next((p for p in places if ok(p)), None)
            if found is not None:
                return found
    return places[0]
