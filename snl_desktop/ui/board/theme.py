"""Colours and proportions of the drawn board. The board keeps its own light tiles in light
and dark desktop palettes, like a printed board, so numbers stay dark on light everywhere."""

from __future__ import annotations

from PySide6.QtGui import QColor

SQUARE = 100.0
"""Side of one square in scene units; the view scales the scene to the window."""

TILE_LIGHT = QColor("#fdf6e3")
TILE_DARK = QColor("#f1e4c3")
TILE_BORDER = QColor("#b9a882")
NUMBER = QColor("#3b3226")
START_TILE = QColor("#b7e4a7")
GOAL_TILE = QColor("#ffd966")
WARNING = QColor("#f5c400")
"""Amber, unlike every snake colour, so a warning badge never looks like part of a snake."""
WARNING_MARK = QColor("#3b3226")
REFUSED = QColor("#d62728")
ACCEPTED = QColor("#2e8b57")
SELECTION = QColor("#1f77b4")

LADDER_RAIL = QColor("#8b5a2b")
LADDER_RUNG = QColor("#d2a35f")
LADDER_OUTLINE = QColor("#4a2f14")

SNAKE_COLOURS = [
    QColor(c)
    for c in (
        "#2e9e44",
        "#d94040",
        "#8e44ad",
        "#e67e22",
        "#1f8f8a",
        "#2f6fbf",
        "#c2408f",
        "#7a8f1f",
    )
]


def snake_colour(index: int) -> QColor:
    """The body colour of the index-th snake (by head square), cycling through the palette."""
    return SNAKE_COLOURS[index % len(SNAKE_COLOURS)]
