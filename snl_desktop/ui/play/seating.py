"""Where the tokens on one square stand: side by side in a grid as large as the square allows,
each in a cell of its own (so no token covers another's badge), and off the START and GOAL
words (`board.items.tag_plates`), which stay readable under any number of tokens.

A least radius may be asked for (the TV layout's: a token 4 % of the screen's height across, one
sharing its square 60 % of that): where the cells are smaller, the tokens are fanned — the same
grid, each token larger than its cell, overlapping its neighbours as cards in a hand do, but
never so far that a token's centre (and so its face) is under another (`Seating.order`: the
rows from the bottom up, so that each row's badges, at the tokens' feet, stay on top)."""

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
    """The tokens of one square: their radius and their centres, in scene units; ``fanned``
    when they overlap (a least radius larger than their cells)."""

    radius: float
    centres: tuple[QPointF, ...]
    fanned: bool = False


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


def seating(
    count: int, area: QRectF, square: float, scale: float = 1.0, least: float = 0.0, least_alone: float = 0.0
) -> Seating:
    """Where ``count`` tokens stand in ``area`` (see `seat_area`): a grid of cells centred in it,
    the last row centred too; a token alone is ``ALONE`` of the square (``scale`` times that
    with a larger text, while it fits), and at least ``least_alone`` (within half the square);
    a token sharing its square at least ``least`` (fanned: see the module)."""
    if count <= 0:
        return Seating(0.0, ())
    columns, rows, cell = grid_of(count, area.width(), area.height())
    radius = min(cell * CELL, square * ALONE * scale)
    if count == 1:
        radius = max(radius, min(least_alone, square * 0.5))
    fanned = count > 1 and least > radius
    if fanned:
        radius = least
        # the cells as wide as the area lets them be (the grid's own are square): more room each
        cell_x, cell_y = area.width() / columns, area.height() / rows
    else:
        cell_x = cell_y = cell
    centres = []
    top = area.center().y() - (rows - 1) / 2 * cell_y
    for i in range(count):
        row, col = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        x = area.center().x() + (col - (in_row - 1) / 2) * cell_x
        centres.append(QPointF(x, top + row * cell_y))
    return Seating(radius, tuple(centres), fanned)
