"""The one home of the app's look: colours, Z values (what is drawn above what), the fonts of
drawn text and the rule for text on a coloured fill. The colours are the current theme's
(`current()`, a `palettes.Palette`: Standard, its dark-desktop variant, High contrast), asked for
when drawing, so that View → Theme shows at the next repaint; `use` changes the theme and
`notifier().changed` tells what keeps drawn pictures (an icon, a card's token). The board keeps
its own light tiles in light and dark desktop palettes, like a printed board, so numbers stay
dark on light everywhere. No colour, Z value or bold font is written anywhere else."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QFont, QPalette

from ....core.styles import SNAKE_PALETTE
from ...kit.theme_choice import HIGH_CONTRAST as HIGH_CONTRAST_THEME
from ...kit.theme_choice import STANDARD as STANDARD_THEME
from .palettes import HIGH_CONTRAST as HIGH_CONTRAST
from .palettes import STANDARD as STANDARD
from .palettes import STANDARD_DARK as STANDARD_DARK
from .palettes import Palette as Palette
from .palettes import high_contrast_widgets, light_widgets

SQUARE = 100.0
"""Side of one square in scene units; the view scales the scene to the window."""

# -- the theme ----------------------------------------------------------------------------------

_current: Palette = STANDARD


class _Notifier(QObject):
    changed = Signal()


_notifier: _Notifier | None = None


def current() -> Palette:
    """The colours to draw with now (ask when painting; never keep them)."""
    return _current


def notifier() -> _Notifier:
    """``changed()`` after the theme changed: for what keeps a picture drawn in its colours."""
    global _notifier
    if _notifier is None:
        _notifier = _Notifier()
    return _notifier


def use(palette: Palette) -> bool:
    """Draw with ``palette`` from now on; True (and ``notifier().changed``) when it is another."""
    global _current
    if palette is _current:
        return False
    _current = palette
    notifier().changed.emit()
    return True


def palette_for(theme: str, desktop_dark: bool) -> Palette:
    """The colours of theme ``theme`` (a `kit.theme_choice` name) on a dark or light desktop."""
    if theme == HIGH_CONTRAST_THEME:
        return HIGH_CONTRAST
    if theme == STANDARD_THEME or not desktop_dark:
        return STANDARD
    return STANDARD_DARK


def widget_palette(theme: str, desktop_dark: bool) -> QPalette | None:
    """The palette of the docks and dialogs in theme ``theme``; None: the desktop's own."""
    if theme == HIGH_CONTRAST_THEME:
        return high_contrast_widgets()
    if theme == STANDARD_THEME and desktop_dark:
        return light_widgets()
    return None


# -- colours that are data, not the theme's --------------------------------------------------------

SNAKE_COLOURS = [QColor(c) for c in SNAKE_PALETTE]
"""The palette a new snake's colour comes from (`core.styles`: each snake keeps its own)."""


def snake_colour(index: int) -> QColor:
    """The body colour of the index-th snake (by head square), cycling through the palette."""
    return SNAKE_COLOURS[index % len(SNAKE_COLOURS)]


TOKEN_COLOURS = [
    "#56b4e9",
    "#f0e442",
    "#ff8fa3",
    "#1b2a6b",
    "#a8e6a1",
    "#6b1020",
    "#c9b3ff",
    "#000000",
    "#ffffff",
    "#0b3d2e",
]
"""The players' default colours, in seat order: sky, yellow, coral, navy, mint, maroon,
lavender, black, white and forest. Snakes take the bright middle of the colour wheel
(`SNAKE_COLOURS`: mid-lightness green, red, purple, orange, teal, blue, pink, olive), so a
token is either lighter or darker than every snake, or of a hue none has: each differs from
every snake colour by a CIEDE2000 distance of at least 22 (a token on a snake stays visible
from the sofa: a green rabbit on the green snake, 10 apart, vanished), and from every other
token by at least 21, light and dark seats taking turns. Each seat also has its own animal
(`core.animals`), so no two players are told apart by colour alone."""
CONFETTI = [QColor(c) for c in ("#e63946", "#f4b400", "#2a9d48", "#1d6fd6", "#8e44ad", "#f77f00")]
SEARCH_ART_OPACITY = 0.4
"""The snakes' and ladders' opacity while a search is drawn over them (on screen when Fade the
Art is on, and in every exported frame of the search)."""

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


def along(ramp: Sequence[QColor], share: float) -> QColor:
    """The colour at ``share`` (0..1) along ``ramp``, blended between its two nearest stops."""
    x = min(max(share, 0.0), 1.0) * (len(ramp) - 1)
    i = min(int(x), len(ramp) - 2)
    a, b, t = ramp[i], ramp[i + 1], x - i
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def width(base: float) -> float:
    """A line ``base`` wide as the current theme draws it (thicker in High contrast)."""
    return base * _current.line_scale


# -- text on a coloured fill, and the fonts of drawn text ----------------------------------------
TEXT_ON_DARK = QColor("#ffffff")
BLACK = QColor("#000000")
MIN_CONTRAST = 4.5
"""The least contrast ratio of a label to its fill (WCAG AA for normal text), in every theme."""


def relative_luminance(colour: QColor) -> float:
    """WCAG's relative luminance of ``colour``: 0 (black) to 1 (white), in linear light."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours: 1 (the same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_on(fill: QColor, dark: QColor | None = None) -> QColor:
    """The colour of text written on ``fill`` (the one contrast rule of the app: numbers,
    badges, tokens, heat maps, graph nodes): ``dark`` (the theme's dark text by default) or
    white, whichever contrasts more with it; when neither reaches `MIN_CONTRAST`, black or
    white (one of them always does: at least 4.58:1 on any colour)."""
    dark = QColor(_current.text_on_light if dark is None else dark)
    best = dark if contrast_ratio(fill, dark) >= contrast_ratio(fill, TEXT_ON_DARK) else QColor(TEXT_ON_DARK)
    if contrast_ratio(fill, best) >= MIN_CONTRAST:
        return best
    return QColor(BLACK) if contrast_ratio(fill, BLACK) >= contrast_ratio(fill, TEXT_ON_DARK) else QColor(TEXT_ON_DARK)


def legible(colour: QColor, background: QColor, ratio: float = 3.0) -> QColor:
    """``colour`` as a mark or coloured text on a widget's ``background``: as it is when it
    contrasts by ``ratio`` (3:1, WCAG's for graphics; 4.5 for text), else blended towards white
    or black — whichever the background is not — until it does (a blue route's legend on a
    dark dock)."""
    towards = QColor("#ffffff") if relative_luminance(background) < 0.18 else QColor("#000000")
    shade = QColor(colour)
    for step in range(11):
        t = step / 10
        shade = QColor.fromRgbF(
            colour.redF() + (towards.redF() - colour.redF()) * t,
            colour.greenF() + (towards.greenF() - colour.greenF()) * t,
            colour.blueF() + (towards.blueF() - colour.blueF()) * t,
        )
        if contrast_ratio(shade, background) >= ratio:
            break
    return shade


def over(fill: QColor, under: QColor) -> QColor:
    """The opaque colour ``fill`` (with its alpha) makes over ``under``."""
    a = fill.alphaF()
    return QColor.fromRgbF(
        fill.redF() * a + under.redF() * (1 - a),
        fill.greenF() * a + under.greenF() * (1 - a),
        fill.blueF() * a + under.blueF() * (1 - a),
    )


def badge_colours(fill: QColor, dark: QColor | None = None) -> tuple[QColor, QColor]:
    """A label's badge on a piece of colour ``fill``: (the badge's fill, its text). The text is
    ``text_on(fill)``; the badge is ``fill`` made lighter (dark text) or darker (white text)
    just enough that the two contrast by at least `MIN_CONTRAST`, so it keeps the seat's hue."""
    dark = QColor(_current.token_text_dark if dark is None else dark)
    text = text_on(fill, dark)
    towards = QColor("#ffffff") if text != TEXT_ON_DARK else QColor("#000000")
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
    its outline still shows on the board; white in High contrast)."""
    if relative_luminance(fill) < 0.03:
        return QColor("#ffffff") if _current.outline is not None else QColor("#5a5a5a")
    return _current.outline_of(fill, 260)


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
