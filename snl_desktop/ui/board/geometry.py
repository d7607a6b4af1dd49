"""Where squares are in the scene: square labels ↔ scene rectangles and points. Row 0 of the
matrix is the top row of the scene; each square is `theme.SQUARE` units wide."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from ...core.board import label_to_position, position_to_label
from .theme import SQUARE


class BoardGeometry:
    """The layout of a ``rows × cols`` board in scene coordinates."""

    def __init__(self, rows: int, cols: int, square: float = SQUARE) -> None:
        self.rows = rows
        self.cols = cols
        self.square = square

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.cols * self.square, self.rows * self.square)

    def square_rect(self, label: int) -> QRectF:
        """The square's rectangle; square 0 (the off-board start) sits just left of square 1."""
        if label == 0:
            return self.square_rect(1).translated(-self.square * 1.05, 0)
        row, col = label_to_position(self.rows, self.cols, label)
        return QRectF(col * self.square, row * self.square, self.square, self.square)

    def centre(self, label: int) -> QPointF:
        return self.square_rect(label).center()

    def labels_in(self, area: QRectF, left: int = 0) -> list[int]:
        """The squares whose rectangles meet ``area``, and the ``left`` squares before each row's
        first (whatever they draw reaches right into ``area``), in label order."""
        if area.isEmpty():
            return []
        s = self.square
        first_col = max(0, math.floor(area.left() / s) - left)
        last_col = min(self.cols - 1, math.floor(area.right() / s))
        first_row = max(0, math.floor(area.top() / s))
        last_row = min(self.rows - 1, math.floor(area.bottom() / s))
        return sorted(
            position_to_label(self.rows, self.cols, row, col)
            for row in range(first_row, last_row + 1)
            for col in range(first_col, last_col + 1)
        )

    def label_at(self, point: QPointF) -> int | None:
        """The square under a scene point, or None off the board."""
        col = int(point.x() // self.square)
        row = int(point.y() // self.square)
        if 0 <= row < self.rows and 0 <= col < self.cols and point.x() >= 0 and point.y() >= 0:
            return position_to_label(self.rows, self.cols, row, col)
        return None


def painted_area(painter: QPainter, exposed: QRectF) -> QRectF:
    """What of an item's ``exposed`` rectangle a paint can change: within the painter's clip,
    if it has one (a large picture is drawn band by band, each clipped: `render`), so that an
    item drawing thousands of shapes draws only those that can show."""
    return exposed.intersected(painter.clipBoundingRect()) if painter.hasClipping() else exposed
