"""The arrows the searches draw over the board: a throw from one square to another, straight or
bowed, solid or dashed, with its head; shared by the BFS animation (`overlay`) and the "Why
BFS?" routes (`why_bfs`)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF


def inward(a: QPointF, b: QPointF, towards: QPointF) -> float:
    """+1 or -1: the side of the line a→b (its left normal or the opposite) facing ``towards``."""
    line = QLineF(a, b)
    normal = QPointF(-line.dy(), line.dx())
    to_point = towards - line.pointAt(0.5)
    return 1.0 if normal.x() * to_point.x() + normal.y() * to_point.y() >= 0 else -1.0


def draw_arrow(
    painter: QPainter,
    a: QPointF,
    b: QPointF,
    colour: QColor,
    width: float,
    s: float,
    dashed: bool = False,
    bend: float = 0.0,
) -> QPointF:
    """An arrow from ``a`` to ``b`` in ``colour``, its shaft ``width`` wide and its head sized
    for squares of side ``s``, straight or bowed ``bend`` units to its left; returns the point
    where a label goes (along the shaft, nearer ``b``)."""
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
    painter.setPen(
        QPen(colour, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shaft)
    tip = QPainterPath()
    tip.addPolygon(QPolygonF([b, shaft_end + tn * (head * 0.5), shaft_end - tn * (head * 0.5), b]))
    painter.fillPath(tip, colour)
    return shaft.pointAtPercent(0.62)  # nearer the landing square: labels of short throws stay apart
