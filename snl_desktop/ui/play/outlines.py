"""The tokens' geometric outlines before the animal pieces (`pieces`): kept so that code drawing
a token the old way (a shape and a label) still works while it moves to `pieces.paint_piece`."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from ..board import theme


def paint_token(painter: QPainter, colour: QColor, outline: QPainterPath, label: str, r: float, font: QFont) -> None:
    """A token of radius ``r`` at the painter's origin: its shape in its colour, its label on it
    (on the board, and in the turn banner above it)."""
    painter.setPen(QPen(colour.darker(200), r * 0.14))
    painter.setBrush(colour)
    painter.drawPath(outline)
    painter.setPen(theme.text_on(colour, theme.current().token_text_dark))
    painter.setFont(font)
    painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)


def label_font(label: str, r: float) -> QFont:
    """The bold font of a token's label for radius ``r``."""
    return theme.bold_font(r * (0.95 if len(label) <= 2 else 0.75))


SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "pentagon", "octagon", "down", "cross")
"""Each seat's token shape, in seat order."""


def shape_path(shape: int, r: float) -> QPainterPath:
    """The outline of token shape number ``shape`` (see `SHAPES`) of radius ``r``."""
    name = SHAPES[shape % len(SHAPES)]
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(QPointF(0, 0), r, r)
        return path
    if name == "square":
        path.addRoundedRect(QRectF(-r * 0.88, -r * 0.88, r * 1.76, r * 1.76), r * 0.25, r * 0.25)
        return path
    if name == "cross":
        w = r * 0.5
        for rect in (QRectF(-r, -w, 2 * r, 2 * w), QRectF(-w, -r, 2 * w, 2 * r)):
            path.addRect(rect)
        return path.simplified()
    corners, turn, inner = {
        "triangle": (3, -90, 1.0),
        "down": (3, 90, 1.0),
        "diamond": (4, -90, 1.0),
        "pentagon": (5, -90, 1.0),
        "hexagon": (6, 0, 1.0),
        "octagon": (8, 22.5, 1.0),
        "star": (5, -90, 0.5),
    }[name]
    size = r * (1.2 if corners == 3 else 1.05)
    points = []
    steps = corners * (2 if inner < 1 else 1)
    for i in range(steps):
        angle = math.radians(turn + i * 360 / steps)
        radius = size * (inner if i % 2 and inner < 1 else 1.0)
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + (r * 0.2 if corners == 3 else 0)))
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    path.closeSubpath()
    return path
