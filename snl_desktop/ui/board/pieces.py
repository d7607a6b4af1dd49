"""The players' pieces: ten animals (`core.animals.ANIMALS`: each player picks one) drawn by
the project (``resources/tokens/<animal>.svg``), each a bold silhouette of its own outline (so
that two colours a colour-blind child confuses still differ by shape), filled with the seat's
colour, outlined dark, with the player's label on a badge whose text stands out from its fill by
at least `theme.MIN_CONTRAST`.

Each SVG holds two groups: ``body`` (the silhouette, drawn in the seat's colour on a dark rim)
and ``marks`` (eyes, nose: drawn in the colour that reads on the seat's colour). The pictures
are rendered once per (animal, colour, size in device pixels, theme) and kept; the badge is
drawn as text on top, so that it stays sharp at any size.

A piece is board art (as the theme is): the Play room's tokens, the players' cards, the New Game
dialog's animals and the start screen's unfinished games all draw it from here."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...core.animals import ANIMALS
from ...resources import FOLDER
from . import theme
from .piece import Piece, piece_for

__all__ = [
    "ANIMALS",
    "ART_SHARE",
    "ART_SIZE",
    "BADGE_HEIGHT",
    "CACHE_LIMIT",
    "RIM_SHARE",
    "TOKENS_FOLDER",
    "Piece",
    "badge_font",
    "badge_rect",
    "paint_piece",
    "picture",
    "piece_for",
    "piece_pixmap",
]

TOKENS_FOLDER = FOLDER / "tokens"
ART_SIZE = 100.0
"""The side of every token SVG's view box."""
ART_SHARE = 0.9
"""The share of the piece's diameter the art takes (the rest is the dark rim)."""
RIM_SHARE = 0.045
"""The rim's width, as a share of the piece's diameter."""
BADGE_HEIGHT = 0.64
"""The label's badge height, as a share of the piece's radius: it sits on the piece's bottom."""
CACHE_LIMIT = 512


@lru_cache(maxsize=len(ANIMALS))
def _renderer(animal: str) -> QSvgRenderer:
    return QSvgRenderer(str(TOKENS_FOLDER / f"{animal}.svg"))


def _group(renderer: QSvgRenderer, element: str, side: float, colour: QColor) -> QImage:
    """One group of an animal's SVG, ``side`` pixels square, every drawn pixel in ``colour``."""
    size = max(1, round(side))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    if renderer.elementExists(element):
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = size / ART_SIZE
        bounds = renderer.boundsOnElement(element)
        renderer.render(
            painter,
            element,
            QRectF(bounds.x() * scale, bounds.y() * scale, bounds.width() * scale, bounds.height() * scale),
        )
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(image.rect(), colour)
        painter.end()
    return image


def picture(animal: str, colour: str, pixels: int) -> QImage:
    """The animal in ``colour``, ``pixels`` device pixels square, without its badge: the
    silhouette on a dark rim, its marks in the colour that reads on ``colour``. Kept per
    (animal, colour, size, theme)."""
    return _picture(animal, colour, pixels, theme.current())


@lru_cache(maxsize=CACHE_LIMIT)
def _picture(animal: str, colour: str, pixels: int, _palette: theme.Palette) -> QImage:
    fill = QColor(colour)
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = _renderer(animal)
    art = pixels * ART_SHARE
    offset = (pixels - round(art)) / 2
    rim = _group(renderer, "body", art, theme.piece_rim(fill))
    body = _group(renderer, "body", art, fill)
    marks = _group(renderer, "marks", art, theme.text_on(fill, theme.current().token_text_dark))
    painter = QPainter(image)
    width = max(1.0, pixels * RIM_SHARE)
    for dx, dy in _ring(width):
        painter.drawImage(QPointF(offset + dx, offset + dy), rim)
    painter.drawImage(QPointF(offset, offset), body)
    painter.drawImage(QPointF(offset, offset), marks)
    painter.end()
    return image


def _ring(width: float) -> list[tuple[float, float]]:
    """Offsets that stamp a silhouette into a rim ``width`` pixels wide around it."""
    steps = 16
    return [
        (width * math.cos(2 * math.pi * i / steps), width * math.sin(2 * math.pi * i / steps)) for i in range(steps)
    ]


def badge_font(label: str, r: float) -> QFont:
    """The bold font of a label on a piece of radius ``r``."""
    return theme.bold_font(r * BADGE_HEIGHT * (0.78 if len(label) <= 2 else 0.64))


def badge_rect(label: str, r: float) -> QRectF:
    """Where the label's badge lies, relative to the piece's centre: across the bottom of the
    piece, inside its radius."""
    if not label:
        return QRectF()
    height = r * BADGE_HEIGHT
    width = min(QFontMetricsF(badge_font(label, r)).horizontalAdvance(label) + height * 0.5, r * 1.8)
    width = max(width, height * 1.2)
    return QRectF(-width / 2, r - height, width, height)


def paint_piece(painter: QPainter, piece: Piece, centre: QPointF, r: float) -> None:
    """Draw ``piece`` centred on ``centre``, ``r`` units in radius (the board, the banner, the
    players' cards): the cached picture at the painter's device size, then the badge."""
    if r <= 0:
        return
    transform = painter.worldTransform()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = max(abs(transform.m11()), abs(transform.m12())) * ratio
    pixels = max(2, round(2 * r * scale))
    box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(box, picture(piece.animal, piece.colour, pixels))
    if piece.label:
        badge = badge_rect(piece.label, r).translated(centre)
        fill, text = theme.badge_colours(QColor(piece.colour))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.piece_rim(QColor(piece.colour)), max(theme.width(r * 0.06), 0.5 / scale)))
        painter.setBrush(fill)
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(text)
        painter.setFont(badge_font(piece.label, r))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, piece.label)
    painter.restore()


def piece_pixmap(piece: Piece, size_px: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """``piece`` in a transparent pixmap ``size_px`` logical pixels square (a card's or a
    banner's picture), sharp at ``device_pixel_ratio``."""
    side = max(1, round(size_px * device_pixel_ratio))
    pixmap = QPixmap(QSize(side, side))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_piece(painter, piece, QPointF(size_px / 2, size_px / 2), size_px / 2)
    painter.end()
    return pixmap
