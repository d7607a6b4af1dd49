"""Draw a board without a window: to an image, an SVG or a PDF (for printing), or onto any
paint device such as a printer. Used by ``snl-desktop render`` and File → Export/Print.

Limits are checked before any drawing: a PNG has at most `MAX_PNG_SIDE` pixels a side, and an
SVG or PDF, which hold every square as a shape, at most `MAX_VECTOR_SQUARES` squares (a larger
board is exported as a PNG). Every file is made in memory and written atomically: a failed
export (a full disk) says so and leaves the old file as it was. A target that is not a regular
file is never replaced by one: a device or a named pipe is written through, a full device says
"no space" (`safe_io.atomic_write_bytes`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPaintDevice, QPainter

from ...core import Board, Rules
from ...core.files.safe_io import atomic_write_bytes
from . import theme
from .scene import BoardScene

FORMATS = ("png", "svg", "pdf")
MAX_PNG_SIDE = 8000
"""The longest side of an exported PNG (64 million pixels, 256 MB while it is drawn)."""
MIN_PNG_SIDE = 16
MAX_VECTOR_SQUARES = 100 * 100
"""SVG and PDF draw every square: boards up to 100×100 (a 200×200 board's SVG would be 200 MB)."""


class ExportError(ValueError):
    """An export that cannot be made (a limit, a format); the message says why and what to do."""


def check_export(board: Board, kind: str, size: int = 1000) -> None:
    """Raise `ExportError` for an export past the limits, before anything is drawn."""
    if kind not in FORMATS:
        if not kind:
            raise ExportError(
                QCoreApplication.translate("Export", "cannot export a file with no extension: use .png, .svg or .pdf")
            )
        raise ExportError(
            QCoreApplication.translate("Export", "cannot export to .{kind}: use .png, .svg or .pdf").format(kind=kind)
        )
    if kind == "png" and not MIN_PNG_SIDE <= size <= MAX_PNG_SIDE:
        raise ExportError(
            QCoreApplication.translate(
                "Export", "a PNG is {low} to {high} pixels on its longer side, not {size}"
            ).format(low=MIN_PNG_SIDE, high=MAX_PNG_SIDE, size=size)
        )
    if kind != "png" and board.size > MAX_VECTOR_SQUARES:
        raise ExportError(
            QCoreApplication.translate(
                "Export",
                "a {rows}×{cols} board is too large for {format} (every square is a shape; at most "
                "{most} squares): export it as PNG instead",
            ).format(rows=board.rows, cols=board.cols, format=kind.upper(), most=f"{MAX_VECTOR_SQUARES:,}")
        )


def paint_board(scene: BoardScene, device: QPaintDevice, target: QRectF | None = None) -> None:
    """Paint the board of ``scene`` onto ``device``, centred and as large as fits."""
    painter = QPainter(device)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        area = target or QRectF(0, 0, device.width(), device.height())
        scene.render(painter, area, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        painter.end()


def paint_page(scene: BoardScene, device: QPaintDevice, title: str, caption: str) -> None:
    """A printed page: ``title`` above the board and ``caption`` (the rules) below it, the
    board centred and as large as the rest of the page allows. No editor marks: ``scene`` is a
    fresh one, with the board alone."""
    painter = QPainter(device)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        width, height = device.width(), device.height()
        line = max(1.0, min(width, height) * 0.035)
        painter.setPen(theme.INK)
        painter.setFont(theme.bold_font(line * 1.2))
        painter.drawText(QRectF(0, 0, width, line * 2), Qt.AlignmentFlag.AlignCenter, title)
        painter.setFont(theme.pixel_font(line * 0.55))
        margin = width * 0.05
        foot = QRectF(margin, height - line * 2.2, width - 2 * margin, line * 2.2)
        painter.drawText(foot, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), caption)
        area = QRectF(0, line * 2.3, width, height - line * 4.8)
        scene.render(painter, area, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        painter.end()


CAPTION_ROOM = 1.2
"""With a caption, the picture is this much taller than the board: room for its name and rules."""


def _paint(scene: BoardScene, device: QPaintDevice, title: str, caption: str | None) -> None:
    if caption is None:
        paint_board(scene, device)
    else:
        paint_page(scene, device, title, caption)


def render_image(
    board: Board, rules: Rules | None = None, size: int = 1000, title: str = "", caption: str | None = None
) -> QImage:
    """The board as an image whose longer side is ``size`` pixels, on white; with a
    ``caption``, ``title`` above the board and the caption below it."""
    check_export(board, "png", size)
    return scene_image(BoardScene(board, rules, cached=False, vector=False), size, title, caption)


def scene_image(scene: BoardScene, size: int, title: str = "", caption: str | None = None) -> QImage:
    """What ``scene`` shows (a board, and any overlay on it) as an image whose longer side is
    ``size`` pixels, on white, with ``title`` and ``caption`` around it when a caption is given."""
    rect = scene.sceneRect()
    height = rect.height() * (CAPTION_ROOM if caption is not None else 1.0)
    scale = size / max(rect.width(), height)
    image = QImage(QSize(round(rect.width() * scale), round(height * scale)), QImage.Format.Format_ARGB32)
    image.fill(theme.PAPER)
    _paint(scene, image, title, caption)
    return image


def picture_bytes(scene: BoardScene, kind: str, size: int, title: str, caption: str | None = None) -> bytes:
    """What ``scene`` shows as the bytes of a PNG (``size`` pixels on its longer side) or an SVG
    (the scene's own units; build the scene with ``vector=True`` for shapes, not textures)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if kind == "png":
        if not scene_image(scene, size, title, caption).save(buffer, "PNG"):  # type: ignore[call-overload]
            raise ExportError(QCoreApplication.translate("Export", "the picture could not be encoded as PNG"))
    else:
        from PySide6.QtSvg import QSvgGenerator  # loaded only when exporting SVG

        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        rect = scene.sceneRect()
        height = rect.height() * (CAPTION_ROOM if caption is not None else 1.0)
        generator.setSize(QSize(round(rect.width()), round(height)))
        generator.setViewBox(QRectF(0, 0, rect.width(), height))
        generator.setTitle(title)
        _paint(scene, generator, title, caption)
    buffer.close()
    return bytes(data.data())


def export_bytes(
    board: Board,
    kind: str,
    rules: Rules | None = None,
    size: int = 1000,
    title: str = "",
    caption: str | None = None,
) -> bytes:
    """The board as the bytes of a PNG, SVG or PDF file, with ``title`` (by default "Snakes &
    Ladders board") and ``caption`` around it when a caption is given. Raises `ExportError`
    past the limits."""
    check_export(board, kind, size)
    title = title or QCoreApplication.translate("Export", "Snakes & Ladders board")
    if kind in ("png", "svg"):
        return picture_bytes(BoardScene(board, rules, cached=False, vector=kind == "svg"), kind, size, title, caption)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # a PDF: one A4 page, the board as large as it fits
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    scene = BoardScene(board, rules, cached=False)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    orientation = QPageLayout.Orientation.Landscape if board.cols > board.rows else QPageLayout.Orientation.Portrait
    writer.setPageOrientation(orientation)
    writer.setResolution(300)
    _paint(scene, writer, title, caption)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    return bytes(data.data())


def export_board(
    board: Board,
    path: str | Path,
    rules: Rules | None = None,
    size: int = 1000,
    title: str = "",
    caption: str | None = None,
) -> None:
    """Write the board to ``path`` as PNG, SVG or PDF, chosen by the file's extension, through
    the same atomic write as saves (a device or a named pipe written through). Raises
    `ExportError` (a ValueError) for a limit or another extension, and OSError when the file
    cannot be written (the old file is then unchanged)."""
    path = Path(path)
    data = export_bytes(board, path.suffix.lower().lstrip("."), rules, size, title, caption)
    atomic_write_bytes(path, data)
