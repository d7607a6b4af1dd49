"""Paper, and where a picture goes on it: the page layout of a printed or exported board as pure
geometry, in millimetres, with no Qt (the print preview, PDF, PNG and SVG exports all draw from
it).

A page is the paper (the *trim*, where a print shop cuts), grown by the *bleed* the background
reaches past the cut, and with crop marks by a slug for the marks to sit in. Inside the trim a
`MARGIN` is left white; the picture (title, board, rules) is centred in what remains. A
*poster* spreads the picture over ``columns × rows`` sheets: neighbouring sheets repeat an
`OVERLAP` strip of the picture, to glue over each other, and marks in the margins show where
each strip begins and ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

MM_PER_INCH = 25.4
MARGIN = 10.0
"""White space inside the paper's edge, each side (a printer cannot print to the edge)."""
OVERLAP = 10.0
"""The strip of picture two neighbouring sheets of a poster share, to glue one over the other."""
CROP_MARK_LENGTH = 5.0
CROP_MARK_GAP = 3.0
"""The least distance of a crop mark from the trim: at least the bleed, so that no mark prints
on what is kept after the cut."""
OVERLAP_MARK_LENGTH = 5.0
TEXT_CLEARANCE = 1.0
"""A poster's texts keep this far from the edge of the part of their sheet no other sheet shows."""
MAX_BLEED = 10.0
MAX_SHEETS = 10
"""Sheets across and down of a poster, at most (a hundred sheets)."""
DPI_CHOICES: tuple[int, ...] = (150, 300, 600)
DEFAULT_DPI = 300

Orientation = Literal["auto", "portrait", "landscape"]
ORIENTATIONS: tuple[Orientation, ...] = ("auto", "portrait", "landscape")


@dataclass(frozen=True)
class Paper:
    """A paper size, ``width × height`` millimetres held upright (portrait). ``name`` is the
    standard's own (not translated: "A4" is "A4" in every language)."""

    key: str
    name: str
    width: float
    height: float


PAPERS: dict[str, Paper] = {
    paper.key: paper
    for paper in (
        Paper("a4", "A4", 210.0, 297.0),
        Paper("a3", "A3", 297.0, 420.0),
        Paper("a2", "A2", 420.0, 594.0),
        Paper("a1", "A1", 594.0, 841.0),
        Paper("a0", "A0", 841.0, 1189.0),
        Paper("letter", "Letter", 215.9, 279.4),
        Paper("tabloid", "Tabloid", 279.4, 431.8),
    )
}
PAPER_KEYS: tuple[str, ...] = tuple(PAPERS)
CUSTOM = "custom"
"""The key of a paper of the person's own size (`custom_paper`)."""
MIN_CUSTOM, MAX_CUSTOM = 50.0, 1500.0
"""A paper of one's own is 50 mm to 1.5 m each way (past A0's 1189 mm: a roll's width)."""
DEFAULT_CUSTOM = (500.0, 700.0)
"""The size a paper of one's own starts at (a common poster)."""


def custom_paper(width: float, height: float) -> Paper:
    """A paper of ``width × height`` millimetres (each `MIN_CUSTOM` to `MAX_CUSTOM`; ValueError
    else), held upright whichever side is given first: its name is the size, e.g.
    ``"500 × 700 mm"``."""
    if not (MIN_CUSTOM <= width <= MAX_CUSTOM and MIN_CUSTOM <= height <= MAX_CUSTOM):  # (a NaN is refused too)
        raise ValueError(f"a paper is {MIN_CUSTOM:g} to {MAX_CUSTOM:g} mm each way, not {width}×{height}")
    width, height = min(width, height), max(width, height)
    return Paper(CUSTOM, f"{width:g} × {height:g} mm", width, height)


@dataclass(frozen=True)
class Box:
    """A rectangle in millimetres, from the top-left corner of its page (y grows downwards)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def grown(self, by: float) -> Box:
        """This box with ``by`` more on every side (less when ``by`` is negative)."""
        return Box(self.x - by, self.y - by, self.width + 2 * by, self.height + 2 * by)

    def intersected(self, other: Box) -> Box | None:
        """Where this box and ``other`` overlap, or None when they do not."""
        x, y = max(self.x, other.x), max(self.y, other.y)
        right, bottom = min(self.right, other.right), min(self.bottom, other.bottom)
        if right <= x or bottom <= y:
            return None
        return Box(x, y, right - x, bottom - y)


@dataclass(frozen=True)
class Line:
    """A mark printed on the page: a straight line from (x1, y1) to (x2, y2), in millimetres."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class PageSetup:
    """What a person chooses for paper output: the paper, its orientation (``"auto"``: the one
    that prints the picture larger), the bleed in millimetres, crop marks, and a poster of
    ``columns × rows`` sheets (1 × 1: one sheet)."""

    paper: Paper = PAPERS["a4"]
    orientation: Orientation = "auto"
    bleed: float = 0.0
    crop_marks: bool = False
    columns: int = 1
    rows: int = 1

    def __post_init__(self) -> None:
        if self.orientation not in ORIENTATIONS:
            raise ValueError(f"orientation must be one of {ORIENTATIONS}, not {self.orientation!r}")
        if not 0.0 <= self.bleed <= MAX_BLEED:
            raise ValueError(f"bleed must be 0 to {MAX_BLEED} mm, not {self.bleed}")
        if not (1 <= self.columns <= MAX_SHEETS and 1 <= self.rows <= MAX_SHEETS):
            raise ValueError(f"a poster is 1 to {MAX_SHEETS} sheets each way, not {self.columns}×{self.rows}")

    @property
    def sheets(self) -> int:
        return self.columns * self.rows


@dataclass(frozen=True)
class Sheet:
    """One sheet of paper: its ``row`` and ``column`` in the poster (from 1, top left first),
    the part of the poster it shows (``window``, in poster millimetres) and its overlap marks
    (on the page)."""

    row: int
    column: int
    number: int
    window: Box
    overlap_marks: tuple[Line, ...]


@dataclass(frozen=True)
class PageLayout:
    """Every page of an output, laid out (all pages share one size):

    - ``width × height``: the page in millimetres (the paper, its bleed and the crop marks' slug);
    - ``trim``: the paper's edge on the page; ``bleed``: how far the background goes;
    - ``area``: where a sheet shows its part of the poster (the trim less the margin);
    - ``poster``: the whole picture's room across all sheets, from (0, 0);
    - ``sheets``: top left first, row by row; ``crop_marks``: the same on every page;
    - ``label``: where a poster sheet says which it is (in the bottom margin)."""

    width: float
    height: float
    landscape: bool
    trim: Box
    bleed: Box
    area: Box
    poster: Box
    rows: int
    columns: int
    sheets: tuple[Sheet, ...]
    crop_marks: tuple[Line, ...]
    label: Box


def sheet_size(paper: Paper, landscape: bool) -> tuple[float, float]:
    """The paper's width and height as it lies."""
    return (paper.height, paper.width) if landscape else (paper.width, paper.height)


def poster_size(setup: PageSetup, landscape: bool) -> tuple[float, float]:
    """The room the picture has across every sheet: each sheet's area, less the overlaps."""
    width, height = sheet_size(setup.paper, landscape)
    area_w, area_h = width - 2 * MARGIN, height - 2 * MARGIN
    return (
        setup.columns * area_w - (setup.columns - 1) * OVERLAP,
        setup.rows * area_h - (setup.rows - 1) * OVERLAP,
    )


def is_landscape(setup: PageSetup, aspect: float) -> bool:
    """The orientation chosen: as set, or under ``"auto"`` the one in which a picture of
    ``aspect`` (width / height) comes out larger (portrait when both are the same)."""
    if setup.orientation != "auto":
        return setup.orientation == "landscape"
    sizes = [fit(Box(0, 0, *poster_size(setup, landscape)), aspect).width for landscape in (False, True)]
    return sizes[1] > sizes[0] * 1.0001


def slug(setup: PageSetup) -> float:
    """How far the page reaches past the trim: the bleed, or with crop marks the marks' room."""
    if setup.crop_marks:
        return max(setup.bleed, CROP_MARK_GAP) + CROP_MARK_LENGTH
    return setup.bleed


def page_layout(setup: PageSetup, aspect: float = 1.0, landscape: bool | None = None) -> PageLayout:
    """Lay out ``setup`` for a picture of ``aspect`` (width / height; it chooses the orientation
    under ``"auto"`` unless ``landscape`` says which, e.g. after measuring both). A poster's
    sheet (r, c) shows the poster from (c-1)·step across and (r-1)·step down, where a step is
    the area less the `OVERLAP`."""
    if landscape is None or setup.orientation != "auto":
        landscape = is_landscape(setup, aspect)
    paper_w, paper_h = sheet_size(setup.paper, landscape)
    room = slug(setup)
    trim = Box(room, room, paper_w, paper_h)
    area = trim.grown(-MARGIN)
    poster = Box(0.0, 0.0, *poster_size(setup, landscape))
    step_x, step_y = area.width - OVERLAP, area.height - OVERLAP
    sheets = []
    for row in range(1, setup.rows + 1):
        for column in range(1, setup.columns + 1):
            window = Box((column - 1) * step_x, (row - 1) * step_y, area.width, area.height)
            neighbours = (column > 1, column < setup.columns, row > 1, row < setup.rows)
            sheets.append(
                Sheet(row, column, (row - 1) * setup.columns + column, window, _overlap_marks(area, *neighbours))
            )
    return PageLayout(
        width=paper_w + 2 * room,
        height=paper_h + 2 * room,
        landscape=landscape,
        trim=trim,
        bleed=trim.grown(setup.bleed),
        area=area,
        poster=poster,
        rows=setup.rows,
        columns=setup.columns,
        sheets=tuple(sheets),
        crop_marks=_crop_marks(trim, max(setup.bleed, CROP_MARK_GAP)) if setup.crop_marks else (),
        label=Box(area.x, area.bottom + 1.0, area.width, MARGIN - 2.0),
    )


@dataclass(frozen=True)
class TextRoom:
    """Where a poster's title and rules may go, in poster millimetres, so that each is whole on
    one sheet: across, within ``column`` (the middle sheet, or with an even count the left of
    the two middle ones, less the strips it shares with its neighbours, which print twice);
    down, the title ending by ``title_bottom`` (the top row, above the strip it shares with
    the row below) and the rules starting from ``caption_top`` (the bottom row, below its
    shared strip). On one sheet: the whole area."""

    column: Box
    title_bottom: float
    caption_top: float


def text_room(layout: PageLayout) -> TextRoom:
    """The `TextRoom` of ``layout``'s poster (see there)."""
    area, poster = layout.area, layout.poster
    middle = (layout.columns - 1) // 2  # counted from 0
    step_x, step_y = area.width - OVERLAP, area.height - OVERLAP
    left = middle * step_x + (OVERLAP if middle > 0 else 0.0) + TEXT_CLEARANCE
    right = middle * step_x + area.width - (OVERLAP if middle < layout.columns - 1 else 0.0) - TEXT_CLEARANCE
    shared = OVERLAP + TEXT_CLEARANCE if layout.rows > 1 else 0.0
    return TextRoom(
        Box(left, 0.0, right - left, poster.height),
        area.height - shared,
        (layout.rows - 1) * step_y + shared,
    )


def _crop_marks(trim: Box, gap: float) -> tuple[Line, ...]:
    """Two lines at each corner of the trim, in line with its edges, ``gap`` away from it."""
    marks = []
    for x, sx in ((trim.x, -1), (trim.right, 1)):
        for y, sy in ((trim.y, -1), (trim.bottom, 1)):
            marks.append(Line(x + sx * gap, y, x + sx * (gap + CROP_MARK_LENGTH), y))  # along the top/bottom edge
            marks.append(Line(x, y + sy * gap, x, y + sy * (gap + CROP_MARK_LENGTH)))  # along the side
    return tuple(marks)


def _overlap_marks(area: Box, left: bool, right: bool, top: bool, bottom: bool) -> tuple[Line, ...]:
    """Ticks in the margins at both ends of every strip this sheet shares with a neighbour:
    beside the area, 1 mm from it, never on the picture."""
    gap, length = 1.0, OVERLAP_MARK_LENGTH
    marks: list[Line] = []
    xs = ([area.x, area.x + OVERLAP] if left else []) + ([area.right - OVERLAP, area.right] if right else [])
    ys = ([area.y, area.y + OVERLAP] if top else []) + ([area.bottom - OVERLAP, area.bottom] if bottom else [])
    for x in xs:
        marks.append(Line(x, area.y - gap, x, area.y - gap - length))
        marks.append(Line(x, area.bottom + gap, x, area.bottom + gap + length))
    for y in ys:
        marks.append(Line(area.x - gap, y, area.x - gap - length, y))
        marks.append(Line(area.right + gap, y, area.right + gap + length, y))
    return tuple(marks)


def fit(box: Box, aspect: float) -> Box:
    """The largest box of ``aspect`` (width / height) inside ``box``, centred in it."""
    if box.width <= 0 or box.height <= 0 or aspect <= 0:
        return Box(box.x + max(box.width, 0) / 2, box.y + max(box.height, 0) / 2, 0.0, 0.0)
    width = min(box.width, box.height * aspect)
    height = width / aspect
    return Box(box.x + (box.width - width) / 2, box.y + (box.height - height) / 2, width, height)


@dataclass(frozen=True)
class Stack:
    """The title above the board and the caption below it, as placed."""

    title: Box
    board: Box
    caption: Box


def stack(area: Box, board_aspect: float, title: float, caption: float, gap: float) -> Stack:
    """Title (``title`` high), board and caption (``caption`` high) one above the other, the
    board as large as the rest of ``area`` allows, the three centred together both ways (a
    ``gap`` between the board and each text that is there)."""
    above = gap if title > 0 else 0.0
    below = gap if caption > 0 else 0.0
    room = Box(area.x, area.y, area.width, max(0.0, area.height - title - caption - above - below))
    board = fit(room, board_aspect)
    top = area.y + (area.height - (title + above + board.height + below + caption)) / 2
    board = Box(board.x, top + title + above, board.width, board.height)
    return Stack(
        Box(area.x, top, area.width, title),
        board,
        Box(area.x, board.bottom + below, area.width, caption),
    )


def pixels(millimetres: float, dpi: int) -> int:
    """How many pixels ``millimetres`` take at ``dpi`` dots per inch."""
    return max(1, round(millimetres * dpi / MM_PER_INCH))


def dots_per_metre(dpi: int) -> int:
    """``dpi`` as the dots per metre a PNG records (its pHYs chunk)."""
    return round(dpi * 1000 / MM_PER_INCH)
