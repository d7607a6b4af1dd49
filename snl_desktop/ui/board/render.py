"""Draw a board without a window: to an image, an SVG or a PDF (for printing), or onto any
paint device such as a printer. Used by ``snl-desktop render`` and File → Export/Print.

A picture (PNG or SVG without paper) has the board's own shape; a page (PDF, print, or PNG and
SVG with a paper size) is laid out by `core.paper`: the paper in either orientation, the picture
centred inside a margin, a bleed and crop marks for a print shop, a poster over several sheets
(PDF and print). The title and rules around the board are drawn by `page`, the SVG's named
layers by `svg_layers`. PNGs and SVGs are opaque (white) unless asked to be transparent, and a
PNG records its dots per inch.

Limits are checked before any drawing: a PNG has at most `MAX_PNG_SIDE` pixels a side (a page,
`MAX_PNG_PIXELS` pixels in all), and an SVG or PDF, which hold every square as a shape, at most
`MAX_VECTOR_SQUARES` squares (a larger board is exported as a PNG). Every file is made in memory
and written atomically: a failed export (a full disk) says so and leaves the old file as it was.
A target that is not a regular file is never replaced by one: a device or a named pipe is
written through, a full device says "no space" (`safe_io.atomic_write_bytes`)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Collection
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPaintDevice, QPainter

from ...core import Board, Rules
from ...core.files.safe_io import atomic_write_bytes
from ...core.paper import (
    DEFAULT_DPI,
    DPI_CHOICES,
    MM_PER_INCH,
    PageLayout,
    PageSetup,
    dots_per_metre,
    page_layout,
    pixels,
    slug,
)
from ...core.styles import Styles
from ...words import numbers, spoken
from . import theme
from .page import (
    ALL_PARTS,
    Part,
    choose_layout,
    compose_picture,
    pages_composition,
    paint_pages,
    paint_picture,
    paint_sheet,
    scene_aspect,
)
from .scene import BoardScene

FORMATS = ("png", "svg", "pdf")
MAX_PNG_SIDE = 8000
"""The longest side of an exported PNG (64 million pixels, 256 MB while it is drawn)."""
MIN_PNG_SIDE = 16
MAX_VECTOR_SQUARES = 100 * 100
"""SVG and PDF draw every square: boards up to 100×100 (a 200×200 board's SVG would be 200 MB)."""
MAX_PNG_PIXELS = MAX_PNG_SIDE * MAX_PNG_SIDE
"""The most pixels of a PNG page (an A4 page at 600 dpi has 35 million; A3 at 600 dpi is refused)."""
SVG_PAGE_DPI = 254
"""An SVG page's units: a tenth of a millimetre."""
SVG_PICTURE_DPI = 96
_PAGE_SIZES = {"a4": "A4", "a3": "A3", "a2": "A2", "a1": "A1", "a0": "A0", "letter": "Letter", "tabloid": "Tabloid"}


BAND_PIXELS = 2_000_000
"""A picture of more pixels is drawn in bands of rows of about this many (each clipped: what
the items draw outside it costs nothing), a step of the export's progress each."""

Progress = Callable[[int, int], bool]
"""``progress(done, total)`` told the export's steps (the bands drawn, the PNG encoded, a PDF's
pages); False cancels the export (`ExportCancelled`)."""


class ExportError(ValueError):
    """An export that cannot be made (a limit, a format); the message says why and what to do."""


class ExportCancelled(Exception):
    """The export's progress asked it to stop: nothing was written."""


class _Steps:
    """The export's steps, told to ``progress``: planned first (the total), then done one by
    one."""

    def __init__(self, progress: Progress | None) -> None:
        self.progress, self.done, self.total = progress, 0, 0

    def __call__(self, count: int = 1) -> None:
        self.done += count
        if self.progress is not None and not self.progress(self.done, max(self.total, self.done)):
            raise ExportCancelled


def untitled() -> str:
    """What an output is called when its board has no name and no file: the same words from
    the window and from the command line."""
    return QCoreApplication.translate("Export", "Snakes & Ladders board")


def board_title(name: str, path: Path | None) -> str:
    """The name above an exported or printed board: the board's own, else its file's (without
    the extension), else `untitled` — from the window and from the command line alike."""
    return name.strip() or (path.stem if path is not None else "") or untitled()


def check_export(
    board: Board,
    kind: str,
    size: int = 1000,
    *,
    dpi: int = DEFAULT_DPI,
    page: PageSetup | None = None,
    pdfx: bool = False,
    outlines: bool = False,
) -> None:
    """Raise `ExportError` for an export past the limits, before anything is drawn: the format,
    a PNG's size (a picture's longer side, or a page's pixels at ``dpi``), a vector drawing's
    squares, a poster of several sheets other than as PDF, PDF/X other than as PDF, texts as
    outlines other than in an SVG."""
    if kind not in FORMATS:
        if not kind:
            raise ExportError(
                QCoreApplication.translate("Export", "cannot export a file with no extension: use .png, .svg or .pdf")
            )
        raise ExportError(
            spoken(QCoreApplication.translate("Export", "cannot export to .{kind}: use .png, .svg or .pdf"), kind=kind)
        )
    if dpi not in DPI_CHOICES:
        raise ExportError(
            spoken(QCoreApplication.translate("Export", "the resolution is 150, 300 or 600 dpi, not {dpi}"), dpi=dpi)
        )
    if kind == "png" and page is None and not MIN_PNG_SIDE <= size <= MAX_PNG_SIDE:
        raise ExportError(
            spoken(
                QCoreApplication.translate("Export", "a PNG is {low} to {high} pixels on its longer side, not {size}"),
                low=MIN_PNG_SIDE,
                high=MAX_PNG_SIDE,
                size=size,
            )
        )
    if pdfx and kind != "pdf":
        raise ExportError(QCoreApplication.translate("Export", "PDF/X is a kind of PDF: export it as .pdf"))
    if outlines and kind != "svg":
        raise ExportError(
            QCoreApplication.translate("Export", "texts as outlines are for SVG (a PDF carries its font already)")
        )
    if kind != "pdf" and page is not None and page.sheets > 1:
        raise ExportError(
            QCoreApplication.translate(
                "Export", "a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf"
            )
        )
    if kind == "png" and page is not None:
        layout = page_layout(page)
        width, height = pixels(layout.width, dpi), pixels(layout.height, dpi)
        if width * height > MAX_PNG_PIXELS:
            raise ExportError(
                spoken(
                    QCoreApplication.translate(
                        "Export",
                        "{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most "
                        "{most} million: choose a lower resolution, or export it as PDF",
                    ),
                    paper=page.paper.name,
                    dpi=dpi,
                    width=numbers.integer(width),
                    height=numbers.integer(height),
                    millions=round(width * height / 1e6),
                    most=MAX_PNG_PIXELS // 1_000_000,
                )
            )
    if kind != "png" and board.size > MAX_VECTOR_SQUARES:
        raise ExportError(
            spoken(
                QCoreApplication.translate(
                    "Export",
                    "a {rows}×{cols} board is too large for {format} (every square is a shape; at most "
                    "{most} squares): export it as PNG instead",
                ),
                rows=board.rows,
                cols=board.cols,
                format=kind.upper(),
                most=numbers.integer(MAX_VECTOR_SQUARES),
            )
        )


def _encode_png(image: QImage, dpi: int) -> bytes:
    image.setDotsPerMeterX(dots_per_metre(dpi))
    image.setDotsPerMeterY(dots_per_metre(dpi))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise ExportError(QCoreApplication.translate("Export", "the picture could not be encoded as PNG"))
    buffer.close()
    return bytes(data.data())


def _blank(width: int, height: int, opaque: bool) -> QImage:
    """An image to draw on: without an alpha channel when opaque (a viewer cannot show
    through it), else transparent."""
    image = QImage(QSize(width, height), QImage.Format.Format_RGB32 if opaque else QImage.Format.Format_ARGB32)
    image.fill(theme.current().paper if opaque else QColor(Qt.GlobalColor.transparent))
    return image


def scene_image(
    scene: BoardScene, size: int, title: str = "", caption: str | None = None, opaque: bool = True
) -> QImage:
    """What ``scene`` shows (a board, and any overlay on it) as an image whose longer side is
    ``size`` pixels, on white (or transparent), with ``title`` above and ``caption`` below it
    when a caption is given."""
    image, paint = _picture(scene, size, title, caption, opaque)
    _paint_in_bands(image, paint, _Steps(None))
    return image


def _picture(
    scene: BoardScene, size: int, title: str, caption: str | None, opaque: bool
) -> tuple[QImage, Callable[[QPainter], None]]:
    """`scene_image`'s blank image, and how to paint it."""
    aspect = scene_aspect(scene)
    width = float(size if aspect >= 1 or caption is not None else size * aspect)
    height, composition = compose_picture(width, aspect, title, caption)
    tall = height > size + 0.5
    for _ in range(6):  # taller than wide: narrower until the height is the longer side
        if height <= size + 0.5:
            break
        width *= size / height
        height, composition = compose_picture(width, aspect, title, caption)
    image_height = size if tall else max(1, round(height))
    image = _blank(max(1, round(width)), image_height, opaque)

    def paint(painter: QPainter) -> None:
        painter.translate(0, (image_height - height) / 2)  # a pixel's rounding, shared above and below
        paint_picture(painter, scene, composition, width, height, opaque)

    return image, paint


def _bands(image: QImage) -> list[QRect]:
    """The bands of rows ``image`` is drawn in: the whole of it, if it is small."""
    width, height = image.width(), image.height()
    count = max(1, min(height, math.ceil(width * height / BAND_PIXELS)))
    edges = [height * i // count for i in range(count + 1)]
    return [QRect(0, top, width, bottom - top) for top, bottom in itertools.pairwise(edges)]


def _paint_in_bands(image: QImage, paint: Callable[[QPainter], None], steps: _Steps) -> None:
    """``paint(painter)`` the whole of ``image``, band by band (a painter each, clipped to its
    band; a step each): what is drawn is the same, and the progress moves while a large
    picture is drawn (a 200×200 board on 64 million pixels)."""
    bands = _bands(image)
    for band in bands:
        painter = QPainter(image)
        try:
            if len(bands) > 1:
                painter.setClipRect(band)
            paint(painter)
        finally:
            painter.end()
        steps()


def render_image(
    board: Board, rules: Rules | None = None, size: int = 1000, title: str = "", caption: str | None = None
) -> QImage:
    """The board as an image whose longer side is ``size`` pixels, on white; with a
    ``caption``, ``title`` above the board and the caption below it."""
    check_export(board, "png", size)
    return scene_image(BoardScene(board, rules, cached=False, vector=False), size, title, caption)


def _page(
    scene: BoardScene, layout: PageLayout, dpi: int, title: str, caption: str | None, opaque: bool
) -> tuple[QImage, Callable[[QPainter], None]]:
    """A page as a blank image (its pixels at ``dpi``), and how to paint it."""
    image = _blank(pixels(layout.width, dpi), pixels(layout.height, dpi), opaque)
    ppm = dpi / MM_PER_INCH
    composition = pages_composition(scene, layout, title, caption, ppm)

    def paint(painter: QPainter) -> None:
        for sheet in layout.sheets:  # (a PNG is one sheet)
            paint_sheet(painter, scene, layout, sheet, composition, ppm, opaque)

    return image, paint


def _svg(
    scene: BoardScene,
    layout: PageLayout | None,
    title: str,
    caption: str | None,
    opaque: bool,
    layered: bool = True,
    outlines: bool = False,
) -> bytes:
    """An SVG of ``scene``: a picture of its shape, or the pages of ``layout``; in named layers
    (a board's own pieces), else in one pass (a picture with more on it); with ``outlines``
    every text as the shapes of its letters (for a machine without the font)."""
    from .svg_layers import flat_svg, layered_svg  # ElementTree and QtSvg: loaded only when exporting SVG

    if layout is None:
        width = scene.sceneRect().width()
        height, composition = compose_picture(width, scene_aspect(scene), title, caption)
        size, resolution = QSize(round(width), round(height)), SVG_PICTURE_DPI

        def paint(device: QPaintDevice, parts: Collection[Part]) -> None:
            painter = QPainter(device)
            try:  # the background to the drawing's whole (rounded) size: no see-through sliver
                paint_picture(painter, scene, composition, size.width(), size.height(), opaque, parts)
            finally:
                painter.end()

    else:
        ppm = SVG_PAGE_DPI / MM_PER_INCH
        size, resolution = QSize(round(layout.width * ppm), round(layout.height * ppm)), SVG_PAGE_DPI
        pages = layout

        def paint(device: QPaintDevice, parts: Collection[Part]) -> None:
            paint_pages(scene, device, pages, title, caption, ppm, opaque, parts)

    view_box = QRectF(0, 0, size.width(), size.height())
    if not layered:
        return flat_svg(size, view_box, resolution, title, paint, ALL_PARTS, outlines)
    return layered_svg(scene, size, view_box, resolution, title, paint, outlines)


def _pdf(
    scene: BoardScene,
    setup: PageSetup,
    layout: PageLayout,
    dpi: int,
    title: str,
    caption: str | None,
    steps: _Steps | None = None,
    pdfx: bool = False,
) -> bytes:
    """The pages of ``layout`` as a PDF: RGB, or with ``pdfx`` a PDF/X-4 in CMYK for a print
    shop (`print_shop.prepare_pdfx`). Either way each page names its trim and bleed boxes."""
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter  # loaded only when exporting PDF

    from .print_shop import declare_boxes, prepare_pdfx

    if slug(setup) == 0 and setup.paper.key in _PAGE_SIZES:  # a standard sheet: named so in the file
        size = QPageSize(getattr(QPageSize.PageSizeId, _PAGE_SIZES[setup.paper.key]))
        orientation = QPageLayout.Orientation.Landscape if layout.landscape else QPageLayout.Orientation.Portrait
    else:  # in whole points (a PDF's sheet is), rounded up: the bleed and the marks are never cut off
        points = QSizeF(*(math.ceil(side * 72 / MM_PER_INCH - 1e-6) for side in (layout.width, layout.height)))
        size = QPageSize(points, QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.ExactMatch)
        orientation = QPageLayout.Orientation.Portrait
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator(QCoreApplication.applicationName() or "Snakes & Ladders Studio")
    if pdfx:
        prepare_pdfx(writer)
    writer.setResolution(max(dpi, 300))  # the drawing's grid: text sizes are whole device pixels
    # no margin of the writer's own: the app's margin, bleed and marks are in the layout
    writer.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))
    paint_pages(scene, writer, layout, title, caption, writer.resolution() / MM_PER_INCH, each=steps)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    return declare_boxes(bytes(data.data()), layout, pdfx)


def picture_bytes(scene: BoardScene, kind: str, size: int, title: str, caption: str | None = None) -> bytes:
    """What ``scene`` shows as the bytes of a PNG (``size`` pixels on its longer side) or an SVG
    (the scene's own units; build the scene with ``vector=True`` for shapes, not textures), on
    white, in the default resolution."""
    if kind == "png":
        return _encode_png(scene_image(scene, size, title, caption), DEFAULT_DPI)
    return _svg(scene, None, title, caption, True, layered=False)


def export_bytes(
    board: Board,
    kind: str,
    rules: Rules | None = None,
    size: int = 1000,
    title: str = "",
    caption: str | None = None,
    *,
    dpi: int = DEFAULT_DPI,
    page: PageSetup | None = None,
    transparent: bool = False,
    styles: Styles | None = None,
    progress: Progress | None = None,
    pdfx: bool = False,
    outlines: bool = False,
) -> bytes:
    """The board as the bytes of a PNG, SVG or PDF file, with ``title`` (by default "Snakes &
    Ladders board") and ``caption`` around it when a caption is given. A PNG or SVG is a
    picture of the board's shape (a PNG ``size`` pixels on its longer side), or with ``page``
    a page of that paper; a PDF is always pages (A4 unless ``page`` says), with ``pdfx`` a
    PDF/X-4 in CMYK; an SVG with ``outlines`` has its texts as shapes. A PNG records ``dpi``
    (a page's pixels follow from it); PNG and SVG are white unless ``transparent``. Raises
    `ExportError` past the limits; ``progress`` (see `Progress`) is told the steps, and
    `ExportCancelled` is raised when it returns False."""
    extra = (pdfx, outlines)
    return _export(board, kind, rules, size, title, caption, dpi, page, transparent, styles, progress, *extra)[0]


def _export(
    board: Board,
    kind: str,
    rules: Rules | None,
    size: int,
    title: str,
    caption: str | None,
    dpi: int,
    page: PageSetup | None,
    transparent: bool,
    styles: Styles | None = None,
    progress: Progress | None = None,
    pdfx: bool = False,
    outlines: bool = False,
) -> tuple[bytes, PageLayout | None]:
    check_export(board, kind, size, dpi=dpi, page=page, pdfx=pdfx, outlines=outlines)
    title = title or untitled()
    steps = _Steps(progress)
    scene = BoardScene(board, rules, cached=False, vector=kind != "png", styles=styles)  # the designer's colours
    if kind == "pdf":
        page = page or PageSetup()
    layout = choose_layout(scene_aspect(scene), page, title, caption) if page is not None else None
    if kind == "pdf":
        assert page is not None and layout is not None
        steps.total = len(layout.sheets) + 1  # the pages, and the file
        data = _pdf(scene, page, layout, dpi, title, caption, steps, pdfx)
        steps()
        return data, layout
    if kind == "svg":
        steps.total = 1
        data = _svg(scene, layout, title, caption, not transparent, outlines=outlines)
        steps()
        return data, layout
    if layout is None:
        image, paint = _picture(scene, size, title, caption, not transparent)
    else:
        image, paint = _page(scene, layout, dpi, title, caption, not transparent)
    bands = len(_bands(image))
    steps.total = 2 * bands  # encoding takes about as long as drawing
    _paint_in_bands(image, paint, steps)
    data = _encode_png(image, dpi)
    steps(bands)
    return data, layout


def export_board(
    board: Board,
    path: str | Path,
    rules: Rules | None = None,
    size: int = 1000,
    title: str = "",
    caption: str | None = None,
    *,
    dpi: int = DEFAULT_DPI,
    page: PageSetup | None = None,
    transparent: bool = False,
    styles: Styles | None = None,
    progress: Progress | None = None,
    pdfx: bool = False,
    outlines: bool = False,
) -> PageLayout | None:
    """Write the board to ``path`` as PNG, SVG or PDF, chosen by the file's extension (the
    options as `export_bytes`), through the same atomic write as saves (a device or a named
    pipe written through); the pages as laid out (None for a picture). Raises `ExportError` (a
    ValueError) for a limit or another extension, and OSError when the file cannot be written
    (the old file is then unchanged); `ExportCancelled` when ``progress`` cancels it (nothing is
    written)."""
    path = Path(path)
    kind = path.suffix.lower().lstrip(".")
    extra = (pdfx, outlines)
    data, layout = _export(board, kind, rules, size, title, caption, dpi, page, transparent, styles, progress, *extra)
    atomic_write_bytes(path, data)
    return layout
