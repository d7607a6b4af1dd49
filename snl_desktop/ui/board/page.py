"""The picture of a board for output, and the pages it is printed on: the board's name above it
and its rules below (wrapped, never cut), the three centred together, on a picture of the
board's own shape or on sheets of paper laid out by `core.paper` (margins, bleed, crop marks, a
poster's overlap marks and sheet labels). Print, print preview, PDF, PNG and SVG all draw
through `paint_sheet` and `paint_picture`; `render` makes the files.

Sizes are in the device's pixels (``ppm``: pixels per millimetre on paper). A text is laid out
at its size in those pixels, so that what was measured is what is drawn."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPaintDevice,
    QPainter,
    QPen,
    QTextLayout,
    QTextOption,
)

from ...core.paper import (
    MM_PER_INCH,
    Box,
    PageLayout,
    PageSetup,
    Paper,
    Sheet,
    Stack,
    TextRoom,
    page_layout,
    stack,
    text_room,
)
from ...words import spoken
from . import theme
from .scene import BoardScene

LINE_SHARE = 0.035
"""The text's unit (the title is 1.2 of it, the rules 0.55) as a share of the picture's shorter side."""
TITLE_SCALE, CAPTION_SCALE, GAP_SCALE = 1.2, 0.55, 0.6
TITLE_ROOM, CAPTION_ROOM = 0.2, 0.12
"""The most of the height a title or the rules may take on paper; past it their font shrinks."""
SMALLEST_TEXT = 0.35
"""A text shrinks to this share of its size at most; a title still too long then ends in "…"
(on A4 that is after about two thousand characters)."""
LABEL_MM = 3.0
MARK_PEN_MM = 0.1

Part = str
"""What a pass of `paint_sheet` draws: "background", "board", "text", "marks" (an SVG draws
each in its own layer)."""
ALL_PARTS: frozenset[Part] = frozenset({"background", "board", "text", "marks"})


@dataclass(frozen=True)
class TextBlock:
    """Lines of one font, each drawn centred: a title or the rules, wrapped to a width."""

    lines: tuple[str, ...]
    font: QFont
    line_height: float

    @property
    def height(self) -> float:
        return len(self.lines) * self.line_height


NO_TEXT = TextBlock((), QFont(), 0.0)


def wrap(text: str, font: QFont, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width``: between words where it can, inside
    a word too long for a line where it must."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return [line for line in lines if line]


def fit_text(text: str, size: float, width: float, room: float, bold: bool = False) -> TextBlock:
    """``text`` wrapped to ``width`` in a font ``size`` pixels high, made smaller (down to
    `SMALLEST_TEXT` of it) until its lines take at most ``room`` in height; still too tall, the
    lines that fit are kept and the last ends in "…"."""
    if not text.strip():
        return NO_TEXT
    current = size
    while True:
        font = theme.pixel_font(current, bold)
        metrics = QFontMetricsF(font)
        lines = wrap(text, font, width)
        if len(lines) * metrics.lineSpacing() <= room or current * 0.85 < size * SMALLEST_TEXT or current < 2:
            break
        current *= 0.85
    line_height = metrics.lineSpacing()
    fits = max(1, int(room // line_height)) if line_height > 0 else 1
    if len(lines) > fits:
        rest = " ".join(lines[fits - 1 :])
        lines = lines[: fits - 1] + [metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return TextBlock(tuple(lines), font, line_height)


@dataclass(frozen=True)
class Composition:
    """The title, the board and the rules placed in the picture's room (device pixels)."""

    title: TextBlock
    caption: TextBlock
    places: Stack


def compose_on(area: Box, aspect: float, title: str, caption: str | None, room: TextRoom | None = None) -> Composition:
    """The picture laid out in ``area`` (a poster's room, on paper): the title and rules in
    fonts sized from the area, the board as large as the rest allows, centred together. With
    ``caption`` None, the board alone. On a poster of several sheets, ``room`` keeps each text
    whole on one sheet: wrapped to its column, the title no lower than the top row and the
    rules no higher than the bottom row (`core.paper.TextRoom`)."""
    if caption is None:
        return Composition(NO_TEXT, NO_TEXT, stack(area, aspect, 0.0, 0.0, 0.0))
    line = min(area.width, area.height) * LINE_SHARE
    column = room.column if room is not None else area
    title_room, caption_room = area.height * TITLE_ROOM, area.height * CAPTION_ROOM
    if room is not None:  # each within its row of sheets, the board still the larger part
        title_room = min(title_room, (room.title_bottom - area.y) * 0.5)
        caption_room = min(caption_room, (area.bottom - room.caption_top) * 0.5)
    heading = fit_text(title, line * TITLE_SCALE, column.width, title_room, bold=True)
    rules = fit_text(caption, line * CAPTION_SCALE, column.width, caption_room)
    places = stack(area, aspect, heading.height, rules.height, line * GAP_SCALE)
    if room is not None:
        title_y = min(places.title.y, room.title_bottom - heading.height)
        caption_y = max(places.caption.y, room.caption_top)
        places = Stack(
            Box(column.x, title_y, column.width, heading.height),
            places.board,
            Box(column.x, caption_y, column.width, rules.height),
        )
    return Composition(heading, rules, places)


def compose_picture(width: float, aspect: float, title: str, caption: str | None) -> tuple[float, Composition]:
    """A picture ``width`` wide of the board's own shape: its height, and the board (as wide as
    the picture) with the title above it and the rules below when there is a ``caption``."""
    if caption is None:
        height = width / aspect
        return height, Composition(NO_TEXT, NO_TEXT, stack(Box(0, 0, width, height), aspect, 0, 0, 0))
    line = width * LINE_SHARE
    inner = width * 0.9  # the texts keep off the picture's sides
    heading = fit_text(title, line * TITLE_SCALE, inner, width * 0.3, bold=True)
    rules = fit_text(caption, line * CAPTION_SCALE, inner, width * 0.15)
    pad, gap = line * 0.4, line * 0.5
    height = pad + heading.height + gap + width / aspect + gap + rules.height + pad
    places = stack(Box(0, pad, width, height - 2 * pad), aspect, heading.height, rules.height, gap)
    return height, Composition(heading, rules, places)


def scene_aspect(scene: BoardScene) -> float:
    rect = scene.sceneRect()
    return rect.width() / rect.height()


def _rect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.width, box.height)


def _draw_text(painter: QPainter, block: TextBlock, box: Box, shown: QRectF | None) -> None:
    painter.setFont(block.font)
    painter.setPen(theme.current().ink)
    y = box.y
    for line in block.lines:
        rect = QRectF(box.x, y, box.width, block.line_height)
        if shown is None or rect.intersects(shown):
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine), line)
        y += block.line_height


def paint_composition(
    painter: QPainter, scene: BoardScene, composition: Composition, parts: Collection[Part], shown: Box | None = None
) -> None:
    """Draw ``composition`` (its own coordinates on ``painter``): the texts, and the board from
    ``scene``. With ``shown`` (a poster's sheet), only what falls in that part of it."""
    places = composition.places
    view = _rect(shown) if shown is not None else None
    if "text" in parts:
        _draw_text(painter, composition.title, places.title, view)
        _draw_text(painter, composition.caption, places.caption, view)
    if "board" in parts and places.board.width > 0:
        board = places.board if shown is None else places.board.intersected(shown)
        if board is None:
            return
        source = scene.sceneRect()
        sx, sy = source.width() / places.board.width, source.height() / places.board.height
        part = QRectF(
            source.x() + (board.x - places.board.x) * sx,
            source.y() + (board.y - places.board.y) * sy,
            board.width * sx,
            board.height * sy,
        )
        scene.render(painter, _rect(board), part, Qt.AspectRatioMode.IgnoreAspectRatio)


def paint_picture(
    painter: QPainter,
    scene: BoardScene,
    composition: Composition,
    width: float,
    height: float,
    opaque: bool = True,
    parts: Collection[Part] = ALL_PARTS,
) -> None:
    """A picture of the board's own shape, ``width × height`` device pixels."""
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    if opaque and "background" in parts:
        painter.fillRect(QRectF(0, 0, width, height), theme.current().paper)
    paint_composition(painter, scene, composition, parts)


def sheet_label(sheet: Sheet, layout: PageLayout) -> str:
    """Which sheet of a poster this is, in the user's language."""
    return spoken(
        QCoreApplication.translate(
            "Export", "Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}"
        ),
        number=sheet.number,
        count=len(layout.sheets),
        row=sheet.row,
        rows=layout.rows,
        column=sheet.column,
        columns=layout.columns,
    )


def bleed_art() -> QColor:
    """The colour a page printed to its edge is covered with: the board's own background, the
    colour of its light squares."""
    return theme.current().tile_light


def paint_sheet(
    painter: QPainter,
    scene: BoardScene,
    layout: PageLayout,
    sheet: Sheet,
    composition: Composition,
    ppm: float,
    opaque: bool = True,
    parts: Collection[Part] = ALL_PARTS,
) -> None:
    """One page: the paper, the sheet's part of the picture in its area (``composition`` is
    laid out in the poster's room, in pixels), the crop marks, and on a poster the overlap
    marks and the sheet's label. ``ppm``: the device's pixels a millimetre.

    With a bleed the page is printed to its edge: the board's background art (the colour of
    its light squares) covers the trim and the bleed past it, so that the cut falls inside
    it; only the slug outside, where the crop marks are, stays white."""
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    if opaque and "background" in parts:
        painter.fillRect(QRectF(0, 0, layout.width * ppm, layout.height * ppm), theme.current().paper)
        if layout.bleed != layout.trim:
            bleed = layout.bleed
            art = QRectF(bleed.x * ppm, bleed.y * ppm, bleed.width * ppm, bleed.height * ppm)
            painter.fillRect(art, bleed_art())
    window = sheet.window
    shown = Box(window.x * ppm, window.y * ppm, window.width * ppm, window.height * ppm)
    painter.save()
    area = layout.area
    # within any clip already set (a large page is drawn in bands: `render`)
    painter.setClipRect(
        QRectF(area.x * ppm, area.y * ppm, area.width * ppm, area.height * ppm), Qt.ClipOperation.IntersectClip
    )
    painter.translate(QPointF((area.x - window.x) * ppm, (area.y - window.y) * ppm))
    paint_composition(painter, scene, composition, parts, shown if len(layout.sheets) > 1 else None)
    painter.restore()
    if "marks" not in parts:
        return
    pen = QPen(theme.current().ink, MARK_PEN_MM * ppm)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    for mark in (*layout.crop_marks, *sheet.overlap_marks):
        painter.drawLine(QLineF(mark.x1 * ppm, mark.y1 * ppm, mark.x2 * ppm, mark.y2 * ppm))
    if len(layout.sheets) > 1:
        label = layout.label
        painter.setFont(theme.pixel_font(LABEL_MM * ppm))
        painter.drawText(
            QRectF(label.x * ppm, label.y * ppm, label.width * ppm, label.height * ppm),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            sheet_label(sheet, layout),
        )


def paint_pages(
    scene: BoardScene,
    device: QPaintDevice,
    layout: PageLayout,
    title: str,
    caption: str | None,
    ppm: float,
    opaque: bool = True,
    parts: Collection[Part] = ALL_PARTS,
    each: Callable[[], None] | None = None,
) -> None:
    """Every sheet of ``layout`` on ``device`` (``ppm`` pixels a millimetre), a page each (a
    new page between them on a printer or a PDF), the picture laid out across the poster;
    ``each()`` after each sheet."""
    composition = pages_composition(scene, layout, title, caption, ppm)
    painter = QPainter(device)
    try:
        for index, sheet in enumerate(layout.sheets):
            if index and isinstance(device, QPagedPaintDevice):
                device.newPage()
            paint_sheet(painter, scene, layout, sheet, composition, ppm, opaque, parts)
            if each is not None:
                each()
    finally:
        painter.end()


def pages_composition(
    scene: BoardScene, layout: PageLayout, title: str, caption: str | None, ppm: float
) -> Composition:
    """The picture laid out across the poster of ``layout`` (one sheet, or several), in pixels."""
    return layout_composition(scene_aspect(scene), layout, title, caption, ppm)


def layout_composition(aspect: float, layout: PageLayout, title: str, caption: str | None, ppm: float) -> Composition:
    """A board of ``aspect`` (width / height) with its texts laid out across the poster of
    ``layout``, in pixels: on several sheets each text stays whole on one (`core.paper.TextRoom`)."""
    room = Box(0.0, 0.0, layout.poster.width * ppm, layout.poster.height * ppm)
    if len(layout.sheets) == 1:
        return compose_on(room, aspect, title, caption)
    texts = text_room(layout)
    column = texts.column
    in_pixels = TextRoom(
        Box(column.x * ppm, column.y * ppm, column.width * ppm, column.height * ppm),
        texts.title_bottom * ppm,
        texts.caption_top * ppm,
    )
    return compose_on(room, aspect, title, caption, in_pixels)


def choose_layout(aspect: float, setup: PageSetup, title: str, caption: str | None, ppm: float = 10.0) -> PageLayout:
    """``setup`` laid out for a board of ``aspect`` (width / height) and its texts. Under "auto"
    both orientations are laid out, texts and all, and the one whose board comes out larger is
    taken: the same sheets with the least of them left blank (portrait when both are the same)."""
    if setup.orientation != "auto":
        return page_layout(setup)
    best: tuple[float, PageLayout] | None = None
    for landscape in (False, True):
        layout = page_layout(setup, landscape=landscape)
        board = layout_composition(aspect, layout, title, caption, ppm).places.board
        if best is None or board.width * board.height > best[0] * 1.0001:
            best = (board.width * board.height, layout)
    assert best is not None
    return best[1]


def device_paper(device: QPaintDevice) -> tuple[Paper, float]:
    """The paper ``device`` is (a printer's whole sheet, or a page-shaped image) and its pixels
    a millimetre, from its size and resolution."""
    ppm = device.logicalDpiX() / MM_PER_INCH
    return Paper("device", "", device.width() / ppm, device.height() / ppm), ppm


def print_pages(
    scene: BoardScene, device: QPaintDevice, title: str, caption: str | None, columns: int = 1, rows: int = 1
) -> PageLayout:
    """Printed pages: the paper is ``device`` as it is (its size and orientation chosen for the
    printer), the picture centred inside its margin, over ``columns × rows`` sheets."""
    paper, ppm = device_paper(device)
    layout = page_layout(PageSetup(paper, "portrait", columns=columns, rows=rows))
    paint_pages(scene, device, layout, title, caption, ppm)
    return layout
