"""Where the tokens on one square stand: side by side in a grid as large as the square allows,
each in a cell of its own (so no token covers another's badge), and off the START and GOAL
words (`board.items.tag_plates`), which stay readable under any number of tokens."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

ALONE = 0.3
"""A token alone on its square: its radius as a share of the square (times the text size)."""
CELL = 0.44
"""A token sharing its square: its radius as a share of its cell (a little room round each, for
the halo of the token whose turn it is)."""


@dataclass(frozen=True)
class Seating:
    """The tokens of one square: their radius and their centres, in scene units."""

    radius: float
    centres: tuple[QPointF, ...]


def seat_area(square: QRectF, tag: QRectF | None) -> QRectF:
    """The part of ``square`` tokens may stand on: above its START or GOAL plate ``tag``."""
    if tag is None or not tag.intersects(square):
        return QRectF(square)
    return QRectF(square.left(), square.top(), square.width(), max(tag.top() - square.top(), square.height() * 0.4))


def grid_of(count: int, width: float, height: float) -> tuple[int, int, float]:
    """The columns, rows and cell side that give ``count`` square cells the most room in a
    ``width`` × ``height`` area (fewer columns first when two tie)."""
    best = (1, count, 0.0)
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        cell = min(width / columns, height / rows)
        if cell > best[2] + 1e-9:
            best = (columns, rows, cell)
    return best


def seating(count: int, area: QRectF, square: float, scale: float = 1.0) -> Seating:
    """Where ``count`` tokens stand in ``area`` (see `seat_area`): a grid of cells centred in it,
    the last row centred too; a token alone is ``ALONE`` of the square (``scale`` times that
    with a larger text, while it fits)."""
    if count <= 0:
        return Seating(0.0, ())
    columns, rows, cell = grid_of(count, area.width(), area.height())
    radius = min(cell * CELL, square * ALONE * scale)
    centres = []
    top = area.center().y() - (rows - 1) / 2 * cell
    for i in range(count):
        row, col = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        x = area.center().x() + (col - (in_row - 1) / 2) * cell
        centres.append(QPointF(x, top + row * cell))
    return Seating(radius, tuple(centres))
