"""The one home of the app's look: colours, Z values (what is drawn above what), the fonts of
drawn text and the rule for text on a coloured fill. The board keeps its own light tiles in
light and dark desktop palettes, like a printed board, so numbers stay dark on light
everywhere. No colour, Z value or bold font is written anywhere else."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

from ...core.styles import SNAKE_PALETTE

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
RIM = QColor("#ffffff")
"""The white rim round a handle, a badge or a warning mark, so it stands out on any piece."""
PAPER = QColor("#ffffff")
"""The background of an exported picture, a printed page and the Graph view."""
INK = QColor("#000000")
"""The title and caption of a printed page or an exported picture."""
EYE_WHITE = QColor("#ffffff")
EYE_PUPIL = QColor("#000000")

LADDER_RAIL = QColor("#8b5a2b")
LADDER_RUNG = QColor("#d2a35f")
LADDER_OUTLINE = QColor("#4a2f14")

SNAKE_COLOURS = [QColor(c) for c in SNAKE_PALETTE]
"""The palette a new snake's colour comes from (`core.styles`: each snake keeps its own)."""


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
Z_SNAKE_HEAD = 3.2
"""A snake's head sits above the number plates (at every text size): a child sees the head."""
Z_SEARCH_BADGES = 3.5
Z_WARNING = 5.0
Z_SEARCH_MARKS = 6.0
"""The throws examined, the route, the barrier of an unreachable goal."""
Z_SEARCH_CURRENT = 6.5
Z_GLOW = 7.5
Z_TOKEN = 8.0
Z_MOVING_TOKEN = 9.0
Z_DRAG = 10.0
Z_DRAG_NOTE = Z_DRAG + 0.1
"""The what-if note beside a drag, above its rubber band."""
Z_HOVER_OUTLINE = Z_DRAG - 0.5
"""The outline of the jump a click would erase or pick."""
Z_SEARCH_RING = Z_SEARCH_CURRENT + 0.1
"""The ring round the square the search is expanding (the BFS Code panel's step)."""
Z_BANNER = 20.0

# The Graph view's own scene (the search as a graph of squares).
Z_GRAPH_EDGES = 0.0
Z_GRAPH_TREE = 1.0
Z_GRAPH_TREE_DONE = 1.5
"""The search tree's edges to squares already expanded, above those still waiting."""
Z_GRAPH_NODES = 2.0
Z_GRAPH_RINGS = 3.0
Z_GRAPH_HOVER = 4.0

# -- the rest of the app's colours ---------------------------------------------------------------
ERROR_TEXT = QColor("#c0392b")
"""Messages that say why something cannot be done (dialogs, the matrix panel)."""
ERROR_MARK = QColor("#d62728")
MATRIX_ERROR_LINE = QColor(255, 80, 80, 45)
"""The matrix panel's line that cannot be read, faintly red..."""
MATRIX_ERROR_CELL = QColor(255, 80, 80, 140)
"""...and the entry in it that is wrong, more so."""
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
LIKELY_PATH = QColor("#7b2fbe")
"""The most likely path (Analysis): violet, unlike the search's blue route and every snake."""
SEARCH_ART_OPACITY = 0.4
"""The snakes' and ladders' opacity while a search is drawn over them (on screen when Fade the
Art is on, and in every exported frame of the search)."""
SEARCH_HALO = QColor(255, 255, 255, 235)
"""Under every mark the search draws over the board (arrows, the expanded square's ring): a
white rim, so that a green arrow reads on a green snake and a dashed one on a ladder."""

# -- the learner's docks: the Graph view, the BFS Code panel, Why BFS? ---------------------------
GRAPH_UNDISCOVERED = QColor("#e3e3e3")
"""A node the search has not found yet (and its number, below)."""
GRAPH_UNDISCOVERED_TEXT = QColor("#6b6b6b")
GRAPH_NODE_BORDER = QColor("#7a7a7a")
GRAPH_FAINT_EDGE = QColor(110, 110, 110, 60)
"""Every throw's edge, faint under the search tree."""
GRAPH_HOVER_EDGE = QColor("#263238")
GRAPH_LABEL_BACKGROUND = QColor("#ffffff")
"""The plate under a hovered edge's label."""
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
CELEBRATION_BAND = QColor(255, 255, 255, 215)
"""The pale band behind the winner's name."""

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


# -- text on a coloured fill, and the fonts of drawn text ----------------------------------------
TEXT_ON_LIGHT = QColor("#202020")
TEXT_ON_DARK = QColor("#ffffff")
LIGHT_FILL = 0.55
"""A fill whose perceived luminance is above this is light: text on it is dark."""


def luminance(colour: QColor) -> float:
    """How light ``colour`` looks, 0 (black) to 1 (white): green counts most, blue least."""
    return 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()


MIN_CONTRAST = 4.5
"""The least contrast ratio of a label to its fill (WCAG AA for normal text): a token's badge."""


def relative_luminance(colour: QColor) -> float:
    """WCAG's relative luminance of ``colour``: 0 (black) to 1 (white), in linear light."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours: 1 (the same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_on(fill: QColor, dark: QColor = TEXT_ON_LIGHT) -> QColor:
    """The colour of text written on ``fill``: ``dark`` or white, whichever contrasts more with
    it (the one contrast rule of the app: tokens, heat maps, graph nodes)."""
    if contrast_ratio(fill, dark) >= contrast_ratio(fill, TEXT_ON_DARK):
        return QColor(dark)
    return QColor(TEXT_ON_DARK)


def badge_colours(fill: QColor, dark: QColor = TOKEN_TEXT_DARK) -> tuple[QColor, QColor]:
    """A label's badge on a piece of colour ``fill``: (the badge's fill, its text). The text is
    ``text_on(fill)``; the badge is ``fill`` made lighter (dark text) or darker (white text)
    just enough that the two contrast by at least `MIN_CONTRAST`, so it keeps the seat's hue."""
    text = text_on(fill, dark)
    towards = QColor("#ffffff") if text == QColor(dark) else QColor("#000000")
    badge = QColor(fill)
    for step in range(11):
        t = step / 10
        badge = QColor.fromRgbF(
            fill.redF() + (towards.redF() - fill.redF()) * t,
            fill.greenF() + (towards.greenF() - fill.greenF()) * t,
            fill.blueF() + (towards.blueF() - fill.blueF()) * t,
        )
        if contrast_ratio(badge, text) >= MIN_CONTRAST:
            break
    return badge, text


def piece_rim(fill: QColor) -> QColor:
    """The dark rim round a piece of colour ``fill`` (a light grey round a black piece, so that
    its outline still shows on the board)."""
    return QColor("#5a5a5a") if relative_luminance(fill) < 0.03 else QColor(fill).darker(260)


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    """The app's font ``pixels`` high (at least 1), for text drawn in scene units."""
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def bold_font(pixels: float) -> QFont:
    """A bold font ``pixels`` high (at least 1): the numbers, badges and labels drawn in scene
    units."""
    return pixel_font(pixels, bold=True)


def headline_font(base: QFont, scale: float) -> QFont:
    """``base`` in bold, ``scale`` times its point size: a panel's headline (a table's key
    column at 1)."""
    font = QFont(base)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    return font
