"""Draw a board without a window: to an image, an SVG or a PDF (for printing), or onto any
paint device such as a printer. Used by ``snl-desktop render`` and File → Export/Print."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintDevice

from ..core import Board, Rules
from .board_scene import BoardScene

FORMATS = ("png", "svg", "pdf")


def paint_board(scene: BoardScene, device: QPaintDevice, target: QRectF | None = None) -> None:
    """Paint the board of ``scene`` onto ``device``, centred and as large as fits."""
    painter = QPainter(device)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        area = target or QRectF(0, 0, device.width(), device.height())
        scene.render(painter, area, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        painter.end()


def render_image(board: Board, rules: Rules | None = None, size: int = 1000) -> QImage:
    """The board as an image whose longer side is ``size`` pixels, on white."""
    scene = BoardScene(board, rules, cached=False)
    rect = scene.sceneRect()
    scale = size / max(rect.width(), rect.height())
    image = QImage(QSize(round(rect.width() * scale), round(rect.height() * scale)), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    paint_board(scene, image)
    return image


def export_board(board: Board, path: str | Path, rules: Rules | None = None, size: int = 1000,
                 title: str = "Snakes & Ladders board") -> None:
    """Write the board to ``path`` as PNG, SVG or PDF, chosen by the file's extension.
    Raises ValueError for another extension and OSError when the file cannot be written."""
    path = Path(path)
    kind = path.suffix.lower().lstrip(".")
    if kind not in FORMATS:
        raise ValueError(f"cannot export to .{kind or '(no extension)'}: use .png, .svg or .pdf")
    if kind == "png":
        if not render_image(board, rules, size).save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")
        return
    scene = BoardScene(board, rules, cached=False)
    if kind == "svg":
        from PySide6.QtSvg import QSvgGenerator  # loaded only when exporting SVG

        generator = QSvgGenerator()
        generator.setFileName(str(path))
        rect = scene.sceneRect()
        generator.setSize(QSize(round(rect.width()), round(rect.height())))
        generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
        generator.setTitle(title)
        paint_board(scene, generator)
    else:
        from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

        writer = QPdfWriter(str(path))
        writer.setTitle(title)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        orientation = (QPageLayout.Orientation.Landscape if board.cols > board.rows
                       else QPageLayout.Orientation.Portrait)
        writer.setPageOrientation(orientation)
        writer.setResolution(300)
        paint_board(scene, writer)
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(f"cannot write {path}")

