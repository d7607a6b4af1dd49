"""The app's looks (View → Theme), each a `Palette`: every colour the app draws with. Drawing
code asks `theme.current()` for its colours when it paints, never keeps one, so a change of
theme shows at the next repaint.

- `STANDARD`: the printed board's look — light tiles, dark numbers, each snake and ladder in its
  own colour.
- `STANDARD_DARK`: the same board (it keeps its light tiles, like a printed board on a dark
  desk), with the colours drawn on widgets (error texts, the code listing's running lines) made
  for a dark desktop palette.
- `HIGH_CONTRAST`: black, white and yellow: white tiles in black lines, black numbers on opaque
  plates, every piece of art and every mark outlined in black and drawn thicker, yellow for
  whose turn it is; the widgets in black on white (`high_contrast_widgets`).

A palette is an immutable value compared by identity (a cache of pictures keyed by its name, a
token's picture, is redrawn when the theme changes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QPalette

__all__ = [
    "FAINT_TEXT_CONTRAST",
    "HIGH_CONTRAST",
    "STANDARD",
    "STANDARD_DARK",
    "Palette",
    "high_contrast_widgets",
    "legible_widgets",
    "light_widgets",
]


def _c(text: str, alpha: int = 255) -> QColor:
    colour = QColor(text)
    colour.setAlpha(alpha)
    return colour


def _ramp(*stops: str) -> tuple[QColor, ...]:
    return tuple(QColor(stop) for stop in stops)


class Palette:
    """One theme's colours, and how strongly it draws (outline, widths, opacities): made with
    every field below by name (those with a default may be left out), never changed after.

    Not a dataclass: generating the constructor of seventy fields costs two milliseconds of
    every start; this one checks the names given against the fields instead."""

    name: str

    # -- the board ---------------------------------------------------------------------------
    tile_light: QColor
    tile_dark: QColor
    tile_border: QColor
    number: QColor
    """The square numbers, START and GOAL, on their plates."""
    start_tile: QColor
    goal_tile: QColor
    warning: QColor
    """Amber, unlike every snake colour, so a warning badge never looks like part of a snake."""
    warning_mark: QColor
    refused: QColor
    accepted: QColor
    selection: QColor
    note_background: QColor
    """The what-if note beside a drag."""
    rim: QColor
    """The rim round a handle, a badge or a mark, so that it stands out on any piece."""
    label_plate: QColor
    """The plate under a label drawn over the art (a throw's die face)."""
    paper: QColor
    """The background of an exported picture, a printed page and the Graph view."""
    ink: QColor
    """The title and caption of a printed page or an exported picture."""
    eye_white: QColor
    eye_pupil: QColor
    ladder_rail: QColor
    """A ladder's wood (`core.styles.LADDER_COLOUR`): its rungs and outline are this palette's."""
    ladder_rung: QColor
    ladder_outline: QColor
    loop_mark: QColor
    """A jump that ends on its own start."""
    tongue: QColor

    # -- the searches and the analysis over the board --------------------------------------------
    search_ramp: tuple[QColor, ...]
    """Distance colours of the search (viridis): near is dark blue, far is yellow."""
    usage_ramp: tuple[QColor, ...]
    """How often the token rests on a square (the usage heat map): pale for rarely, dark for often."""
    search_frontier: QColor
    search_current: QColor
    search_new_throw: QColor
    search_seen_throw: QColor
    search_route: QColor
    search_barrier: QColor
    likely_path: QColor
    """The most likely path (Analysis): violet, unlike the search's blue route and every snake."""
    search_halo: QColor
    """Under every mark the search draws over the board: a rim, so that a green arrow reads on
    a green snake and a dashed one on a ladder."""

    # -- the learner's docks: the Graph view, the BFS Code panel, Why BFS? -----------------------
    graph_undiscovered: QColor
    graph_undiscovered_text: QColor
    graph_node_border: QColor
    graph_faint_edge: QColor
    graph_hover_edge: QColor
    graph_label_background: QColor
    code_highlight: QColor
    """The lines the last step of the search ran, under the listing's own text colour."""
    depth_first_route: QColor
    depth_first_visited: QColor

    # -- Play: the die, the tokens, the banner, the cards ------------------------------------------
    die_edge: QColor
    die_face: QColor
    die_pip: QColor
    die_one: QColor
    token_ring: QColor
    """The halo behind the token whose turn it is."""
    token_text_dark: QColor
    turn_highlight: QColor
    """The fill of the turn banner and of the card of the player whose turn it is."""
    banner_line: QColor
    banner_text: QColor
    glow: QColor
    celebration_band: QColor
    chart_bar: QColor
    chart_line: QColor
    chart_text: QColor
    """The game-length chart's axes, tick numbers and axis titles, on its white paper (at least
    4.5:1: pyqtgraph's own grey is 2.8:1)."""

    # -- text on widgets ---------------------------------------------------------------------------
    error_text: QColor
    """Messages that say why something cannot be done (dialogs, the matrix panel)."""
    success_text: QColor
    """A right answer (Predict)."""
    error_mark: QColor
    matrix_error_line: QColor
    """The matrix panel's line that cannot be read, faintly red..."""
    matrix_error_cell: QColor
    """...and the entry in it that is wrong, more so."""
    text_on_light: QColor
    """Dark text on a light fill (`theme.text_on`)."""

    # -- how strongly it draws ------------------------------------------------------------------
    outline: QColor | None = None
    """The outline of every piece of art, plate and mark (None: each piece's own darker shade)."""
    line_scale: float = 1.0
    """Outlines, rings and arrows are drawn this many times their usual width."""
    plate_alpha: float = 0.82
    """The opacity of the number plates (below 1: the art shows faintly through)."""
    tint_alpha: float = 0.45
    """The opacity of the searches' distance tints over the tiles."""

    def __init__(self, **values: Any) -> None:
        missing = [name for name in _REQUIRED if name not in values]
        unknown = [name for name in values if name not in _FIELDS]
        if missing or unknown:
            raise TypeError(f"palette fields missing: {missing}, unknown: {unknown}")
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a palette is not changed: make another (`replace`)")

    def __repr__(self) -> str:
        return f"Palette({self.name!r})"

    def replace(self, **changes: Any) -> Palette:
        """This palette with ``changes``."""
        return Palette(**{**vars(self), **changes})

    def outline_of(self, fill: QColor, darker: int = 170) -> QColor:
        """The outline round a piece of colour ``fill``: this palette's outline, else ``fill``
        made ``darker`` (Qt's percentage)."""
        return QColor(self.outline) if self.outline is not None else QColor(fill).darker(darker)


_FIELDS = frozenset(Palette.__annotations__)
_REQUIRED = tuple(name for name in Palette.__annotations__ if not hasattr(Palette, name))

STANDARD = Palette(
    name="standard",
    tile_light=_c("#fdf6e3"),
    tile_dark=_c("#f1e4c3"),
    tile_border=_c("#b9a882"),
    number=_c("#3b3226"),
    start_tile=_c("#b7e4a7"),
    goal_tile=_c("#ffd966"),
    warning=_c("#f5c400"),
    warning_mark=_c("#3b3226"),
    refused=_c("#d62728"),
    accepted=_c("#2e8b57"),
    selection=_c("#1f77b4"),
    note_background=_c("#ffffe1"),
    rim=_c("#ffffff"),
    label_plate=_c("#ffffff"),
    paper=_c("#ffffff"),
    ink=_c("#000000"),
    eye_white=_c("#ffffff"),
    eye_pupil=_c("#000000"),
    ladder_rail=_c("#8b5a2b"),
    ladder_rung=_c("#d2a35f"),
    ladder_outline=_c("#4a2f14"),
    loop_mark=_c("#7f7f7f"),
    tongue=_c("#c0392b"),
    search_ramp=_ramp("#3b528b", "#21918c", "#5ec962", "#bddf26", "#fde725"),
    usage_ramp=_ramp("#fff5eb", "#fdbe85", "#fd8d3c", "#d94701", "#8c2d04"),
    search_frontier=_c("#00a8e8"),
    search_current=_c("#ff5722"),
    search_new_throw=_c("#2e8b57"),
    search_seen_throw=_c("#8c8c8c"),
    search_route=_c("#1f4fd1"),
    search_barrier=_c("#d62728"),
    likely_path=_c("#7b2fbe"),
    search_halo=_c("#ffffff", 235),
    graph_undiscovered=_c("#e3e3e3"),
    graph_undiscovered_text=_c("#595959"),
    graph_node_border=_c("#7a7a7a"),
    graph_faint_edge=QColor(110, 110, 110, 60),
    graph_hover_edge=_c("#263238"),
    graph_label_background=_c("#ffffff"),
    code_highlight=_c("#fff2a8"),
    depth_first_route=_c("#d55e00"),
    depth_first_visited=_c("#b3a2d6"),
    die_edge=_c("#333333"),
    die_face=_c("#fbfbf7"),
    die_pip=_c("#222222"),
    die_one=_c("#c0392b"),
    token_ring=_c("#ffd000"),
    token_text_dark=_c("#202020"),
    turn_highlight=_c("#fff3b0"),
    banner_line=_c("#b8860b"),
    banner_text=_c("#7a4f00"),
    glow=_c("#ffc400"),
    celebration_band=_c("#ffffff", 215),
    chart_bar=_c("#3b7dd8"),
    chart_line=_c("#e67e22"),
    chart_text=_c("#333333"),
    error_text=_c("#c0392b"),
    success_text=_c("#1e6b3a"),
    error_mark=_c("#d62728"),
    matrix_error_line=QColor(255, 80, 80, 45),
    matrix_error_cell=QColor(255, 80, 80, 140),
    text_on_light=_c("#202020"),
)

STANDARD_DARK = STANDARD.replace(
    name="standard-dark",
    code_highlight=_c("#5c4d00"),
    error_text=_c("#ff8a80"),
    success_text=_c("#7be0a0"),
    error_mark=_c("#ff6b6b"),
)
"""Standard on a dark desktop: the board as printed, the widgets' colours light on dark."""

HIGH_CONTRAST = Palette(
    name="high-contrast",
    tile_light=_c("#ffffff"),
    tile_dark=_c("#e4e4e4"),
    tile_border=_c("#000000"),
    number=_c("#000000"),
    start_tile=_c("#3fcf3f"),
    goal_tile=_c("#ffd700"),
    warning=_c("#ffb000"),
    warning_mark=_c("#000000"),
    refused=_c("#d00000"),
    accepted=_c("#007a00"),
    selection=_c("#0047ff"),
    note_background=_c("#ffffff"),
    rim=_c("#000000"),
    label_plate=_c("#ffffff"),
    paper=_c("#ffffff"),
    ink=_c("#000000"),
    eye_white=_c("#ffffff"),
    eye_pupil=_c("#000000"),
    ladder_rail=_c("#8b5a2b"),
    ladder_rung=_c("#ffd27f"),
    ladder_outline=_c("#000000"),
    loop_mark=_c("#333333"),
    tongue=_c("#d00000"),
    search_ramp=STANDARD.search_ramp,
    usage_ramp=STANDARD.usage_ramp,
    search_frontier=_c("#0050e0"),
    search_current=_c("#ff4500"),
    search_new_throw=_c("#006400"),
    search_seen_throw=_c("#595959"),
    search_route=_c("#0000c8"),
    search_barrier=_c("#c80000"),
    likely_path=_c("#6a00b0"),
    search_halo=_c("#ffffff"),
    graph_undiscovered=_c("#ffffff"),
    graph_undiscovered_text=_c("#000000"),
    graph_node_border=_c("#000000"),
    graph_faint_edge=QColor(0, 0, 0, 70),
    graph_hover_edge=_c("#000000"),
    graph_label_background=_c("#ffffff"),
    code_highlight=_c("#ffff00"),
    depth_first_route=_c("#b34000"),
    depth_first_visited=_c("#a08ce0"),
    die_edge=_c("#000000"),
    die_face=_c("#ffffff"),
    die_pip=_c("#000000"),
    die_one=_c("#c80000"),
    token_ring=_c("#ffd700"),
    token_text_dark=_c("#000000"),
    turn_highlight=_c("#ffff00"),
    banner_line=_c("#000000"),
    banner_text=_c("#000000"),
    glow=_c("#ffb000"),
    celebration_band=_c("#ffff00"),
    chart_bar=_c("#0038b8"),
    chart_line=_c("#c84b00"),
    chart_text=_c("#000000"),
    error_text=_c("#b00000"),
    success_text=_c("#006400"),
    error_mark=_c("#c00000"),
    matrix_error_line=QColor(255, 0, 0, 70),
    matrix_error_cell=QColor(255, 0, 0, 170),
    text_on_light=_c("#000000"),
    outline=_c("#000000"),
    line_scale=1.8,
    plate_alpha=1.0,
    tint_alpha=0.6,
)

_R = QPalette.ColorRole
_DISABLED = QPalette.ColorGroup.Disabled


def _widgets(colours: dict[QPalette.ColorRole, str], disabled: str) -> QPalette:
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (_R.WindowText, _R.Text, _R.ButtonText):
        palette.setColor(_DISABLED, role, QColor(disabled))
    return palette


def light_widgets() -> QPalette:
    """Docks and dialogs in dark text on light (Standard on a dark desktop): Qt's Fusion light
    palette, the one Standard is drawn for, with its placeholder and disabled texts and its
    selection darker (each text at least `FAINT_TEXT_CONTRAST`: Fusion's are 1.7:1 and 3.7:1)."""
    return _widgets(
        {
            _R.Window: "#efefef",
            _R.WindowText: "#000000",
            _R.Base: "#ffffff",
            _R.AlternateBase: "#f7f7f7",
            _R.Text: "#000000",
            _R.Button: "#efefef",
            _R.ButtonText: "#000000",
            _R.BrightText: "#ffffff",
            _R.Light: "#ffffff",
            _R.Midlight: "#cacaca",
            _R.Mid: "#b8b8b8",
            _R.Dark: "#9f9f9f",
            _R.Shadow: "#767676",
            _R.Highlight: "#2977a8",
            _R.HighlightedText: "#ffffff",
            _R.Link: "#0000ff",
            _R.LinkVisited: "#ff00ff",
            _R.ToolTipBase: "#ffffdc",
            _R.ToolTipText: "#000000",
            _R.PlaceholderText: "#6b6b6b",
        },
        disabled="#696969",
    )


def high_contrast_widgets() -> QPalette:
    """Docks and dialogs in black on white, the selection black with yellow text, links dark
    blue; disabled text still 7:1 on white. (Light, so that Qt's Fusion style still draws the
    edges of fields and buttons: it darkens the window colour for them.)"""
    return _widgets(
        {
            _R.Window: "#ffffff",
            _R.WindowText: "#000000",
            _R.Base: "#ffffff",
            _R.AlternateBase: "#ededed",
            _R.Text: "#000000",
            _R.Button: "#ffffff",
            _R.ButtonText: "#000000",
            _R.BrightText: "#ffff00",
            _R.Light: "#ffffff",
            _R.Midlight: "#9a9a9a",
            _R.Mid: "#000000",
            _R.Dark: "#000000",
            _R.Shadow: "#000000",
            _R.Highlight: "#000000",
            _R.HighlightedText: "#ffff00",
            _R.Link: "#0000c0",
            _R.LinkVisited: "#5a00a0",
            _R.ToolTipBase: "#ffff99",
            _R.ToolTipText: "#000000",
            _R.PlaceholderText: "#4d4d4d",
        },
        disabled="#595959",
    )


FAINT_TEXT_CONTRAST = 4.5
"""The least contrast of a placeholder's text and of a disabled control's text with every
background of the docks and dialogs, in every theme. WCAG exempts disabled controls; the app
holds them to the text rule all the same, because it writes notes as disabled list lines (the
Warnings dock's "No warnings…", "Checking…") that are there to be read."""

_GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, _DISABLED)
_BACKGROUNDS = (_R.Window, _R.Base, _R.AlternateBase, _R.Button)
_FAINT = (
    *((_DISABLED, role) for role in (_R.WindowText, _R.Text, _R.ButtonText, _R.PlaceholderText)),
    *((group, _R.PlaceholderText) for group in _GROUPS[:2]),
)


def _button_face(button: QColor) -> QColor:
    """The lightest a button's face is drawn in Qt's Fusion style (`qfusionstyle.cpp`): its
    Button colour made lighter, more so the darker it is, and the top of its gradient lighter
    by a quarter again (on a dark desktop, #323232 buttons are #4a4a4a at the top)."""
    gray = round(0.299 * button.red() + 0.587 * button.green() + 0.114 * button.blue())
    return QColor(button).lighter(100 + max(1, (180 - gray) // 6)).lighter(124)


def legible_widgets(palette: QPalette) -> QPalette:
    """``palette`` (the desktop's, or a theme's) made legible where desktops are faint: the
    placeholder and disabled texts at least `FAINT_TEXT_CONTRAST` against each background
    (window, base, alternate base, button, and a button's face as Fusion draws it, in every
    state), each drawn over the base and blended towards the text colour (darker on a light
    desktop, lighter on a dark one); and the selection's colour darkened (or lightened) until
    its text is `FAINT_TEXT_CONTRAST` on it (Fusion's blue under white is 3.7:1). Every other
    colour is the palette's own; a legible palette comes back equal."""
    from . import contrast_ratio, over  # (the colour rules live beside the theme, which imports this)

    backgrounds = [palette.color(group, role) for group in _GROUPS for role in _BACKGROUNDS]
    backgrounds += [_button_face(palette.color(group, _R.Button)) for group in _GROUPS]
    legible = QPalette(palette)
    for group, role in _FAINT:
        faint = palette.color(group, role)
        if faint.alpha() == 255 and min(contrast_ratio(faint, b) for b in backgrounds) >= FAINT_TEXT_CONTRAST:
            continue
        start = over(faint, palette.color(group, _R.Base))
        ink = palette.color(QPalette.ColorGroup.Active, _R.Text)
        shade = start
        for step in range(21):
            t = step / 20
            shade = QColor.fromRgbF(
                start.redF() + (ink.redF() - start.redF()) * t,
                start.greenF() + (ink.greenF() - start.greenF()) * t,
                start.blueF() + (ink.blueF() - start.blueF()) * t,
            )
            if min(contrast_ratio(shade, b) for b in backgrounds) >= FAINT_TEXT_CONTRAST:
                break
        legible.setColor(group, role, shade)
    for group in _GROUPS[:2]:  # the selection: its text on its colour, the colour made darker or lighter
        mark, text = palette.color(group, _R.Highlight), palette.color(group, _R.HighlightedText)
        if contrast_ratio(mark, text) < FAINT_TEXT_CONTRAST:
            legible.setColor(group, _R.Highlight, _away_from(mark, text, FAINT_TEXT_CONTRAST))
    return legible


def _away_from(colour: QColor, text: QColor, ratio: float) -> QColor:
    """``colour`` blended towards black (under light ``text``) or white (under dark) until
    ``text`` on it contrasts by ``ratio``."""
    from . import contrast_ratio, relative_luminance

    towards = QColor("#000000") if relative_luminance(text) > 0.18 else QColor("#ffffff")
    shade = QColor(colour)
    for step in range(21):
        t = step / 20
        shade = QColor.fromRgbF(
            colour.redF() + (towards.redF() - colour.redF()) * t,
            colour.greenF() + (towards.greenF() - colour.greenF()) * t,
            colour.blueF() + (towards.blueF() - colour.blueF()) * t,
        )
        if contrast_ratio(shade, text) >= ratio:
            break
    return shade
