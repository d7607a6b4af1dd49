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
NOTE_BACKGROUND = QColor("#ffffe1")
"""The what-if note beside a drag: a tooltip's pale yellow."""

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


# -- what is drawn above what (Z order: higher on top) ----------------------------------------
Z_GRID = 0.0
Z_SEARCH_TINT = 0.5
"""The search's distance tints and the square a drop would use, just above the tiles."""
Z_TARGET = 0.5
Z_LADDER = 1.0
Z_SNAKE = 2.0
Z_NUMBERS = 3.0
"""Numbers sit above snakes and ladders: every number stays legible."""
Z_SEARCH_BADGES = 3.5
Z_WARNING = 5.0
Z_SEARCH_MARKS = 6.0
"""The throws examined, the route, the barrier of an unreachable goal."""
Z_SEARCH_CURRENT = 6.5
Z_GLOW = 7.5
Z_TOKEN = 8.0
Z_MOVING_TOKEN = 9.0
Z_DRAG = 10.0
Z_BANNER = 20.0

# -- the rest of the app's colours ---------------------------------------------------------------
ERROR_TEXT = QColor("#c0392b")
"""Messages that say why something cannot be done (dialogs, the matrix panel)."""
ERROR_MARK = QColor("#d62728")
LOOP_MARK = QColor("#7f7f7f")
"""A jump that ends on its own start."""
TONGUE = QColor("#c0392b")

SEARCH_RAMP = [QColor(c) for c in ("#3b528b", "#21918c", "#5ec962", "#bddf26", "#fde725")]
"""Distance colours of the search (viridis): near is dark blue, far is yellow."""
USAGE_RAMP = [QColor(c) for c in ("#fff5eb", "#fdbe85", "#fd8d3c", "#d94701", "#8c2d04")]
"""How often the token rests on a square (the usage heat map): pale for rarely, dark for often."""
SEARCH_FRONTIER = QColor("#00a8e8")
SEARCH_CURRENT = QColor("#ff5722")
SEARCH_NEW_THROW = QColor("#2e8b57")
SEARCH_SEEN_THROW = QColor("#8c8c8c")
SEARCH_ROUTE = QColor("#1f4fd1")
SEARCH_BARRIER = QColor("#d62728")

# -- the learner's docks: the Graph view, the BFS Code panel, Why BFS? ---------------------------
GRAPH_UNDISCOVERED = QColor("#e3e3e3")
"""A node the search has not found yet (and its number, below)."""
GRAPH_UNDISCOVERED_TEXT = QColor("#6b6b6b")
GRAPH_NODE_BORDER = QColor("#7a7a7a")
GRAPH_FAINT_EDGE = QColor(110, 110, 110, 60)
"""Every throw's edge, faint under the search tree."""
GRAPH_HOVER_EDGE = QColor("#263238")
CODE_HIGHLIGHT = QColor("#fff2a8")
"""The lines the last step of the search ran: a pale yellow a projector keeps legible."""
DEPTH_FIRST_ROUTE = QColor("#d55e00")
"""Depth-first search's route in Why BFS? (breadth-first's is SEARCH_ROUTE: blue against orange)."""
DEPTH_FIRST_VISITED = QColor("#b3a2d6")

DIE_EDGE = QColor("#333333")
DIE_FACE = QColor("#fbfbf7")
DIE_PIP = QColor("#222222")
DIE_ONE = QColor("#c0392b")
TOKEN_RING = QColor("#ffd000")
"""The ring round the token whose turn it is."""
TOKEN_TEXT_DARK = QColor("#202020")
TURN_HIGHLIGHT = QColor("#fff3b0")
TOKEN_COLOURS = [
    "#d55e00",
    "#0072b2",
    "#009e73",
    "#e69f00",
    "#cc79a7",
    "#56b4e9",
    "#f0e442",
    "#000000",
    "#999999",
    "#8c510a",
]
"""The players' default colours, in seat order: the Okabe–Ito palette (told apart with any
colour vision) and two more; each seat also has its own token shape (play/tokens.SHAPES)."""
CONFETTI = [QColor(c) for c in ("#e63946", "#f4b400", "#2a9d48", "#1d6fd6", "#8e44ad", "#f77f00")]
BANNER_LINE = QColor("#b8860b")
BANNER_TEXT = QColor("#7a4f00")
GLOW = QColor("#ffc400")

CHART_BAR = QColor("#3b7dd8")
CHART_LINE = QColor("#e67e22")


def along(ramp: list[QColor], share: float) -> QColor:
    """The colour at ``share`` (0..1) along ``ramp``, blended between its two nearest stops."""
    x = min(max(share, 0.0), 1.0) * (len(ramp) - 1)
    i = min(int(x), len(ramp) - 2)
    a, b, t = ramp[i], ramp[i + 1], x - i
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )
