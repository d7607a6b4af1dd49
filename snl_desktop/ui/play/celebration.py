"""The winner's moment: a banner with the winner's name in the strip above the board (never
across it: every token on the final board stays in sight), a golden glow round the winning
token, and a burst of confetti that falls over the board and fades away (its duration
injectable; 0 shows the last frame at once: the banner, no confetti)."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...words.game import winner_banner
from ..board import theme
from ..board.scene import BoardScene
from .tokens import TokenItem

CELEBRATE_MS = 2500
CONFETTI = theme.CONFETTI


class BannerItem(QGraphicsItem):
    """ "<name> wins!" in the ``band`` above the board, with confetti falling over the board
    (``area``) and fading away as it falls."""

    def __init__(self, text: str, area: QRectF, square: float, band: QRectF | None = None) -> None:
        super().__init__()
        self.text = text
        self.area = area
        self.band = band if band is not None and not band.isEmpty() else self._band_above(area, square)
        self.progress = 0.0
        self.setZValue(theme.Z_BANNER + 1)  # over the turn banner, in its strip
        height = self.band.height() * 0.5
        self._font = theme.bold_font(min(height, self.band.width() / max(len(text), 6) * 1.6))
        rnd = random.Random(text)  # the same confetti for the same winner: calm, reproducible
        self._pieces = [(rnd.random(), rnd.random(), rnd.choice(CONFETTI), rnd.random() * 360) for _ in range(80)]
        self._square = square

    @staticmethod
    def _band_above(area: QRectF, square: float) -> QRectF:
        return QRectF(area.left(), area.top() - square * 1.2, area.width(), square * 1.1)

    def boundingRect(self) -> QRectF:
        return self.area.united(self.band)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a, s = self.area, self._square
        if self.progress < 1:
            painter.save()
            painter.setOpacity(max(0.0, 1.0 - self.progress))  # gone by the end: the board stays clear
            for x, y, colour, angle in self._pieces:  # confetti falls over the whole board
                fall = (y + self.progress * 1.2) % 1.0
                painter.save()
                painter.translate(QPointF(a.left() + x * a.width(), a.top() + fall * a.height()))
                painter.rotate(angle + self.progress * 720 * (x - 0.5))
                painter.fillRect(QRectF(-s * 0.08, -s * 0.04, s * 0.16, s * 0.08), colour)
                painter.restore()
            painter.restore()
        band, colours = self.band, theme.current()
        solid = QColor(colours.celebration_band)
        solid.setAlpha(255)  # it covers the turn banner in its strip
        painter.fillRect(band, solid)
        painter.setPen(QPen(colours.banner_line, theme.width(s * 0.06)))
        painter.drawLine(band.topLeft(), band.topRight())
        painter.drawLine(band.bottomLeft(), band.bottomRight())
        painter.setFont(self._font)
        painter.setPen(colours.banner_text)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.text)


class GlowItem(QGraphicsItem):
    """Golden rays round the winning token."""

    def __init__(self, radius: float) -> None:
        super().__init__()
        self.radius = radius
        self.setZValue(theme.Z_GLOW)

    def boundingRect(self) -> QRectF:
        r = self.radius * 2.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        painter.setPen(QPen(theme.current().glow, r * 0.25, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for i in range(12):
            angle = i * math.pi / 6
            direction = QPointF(math.cos(angle), math.sin(angle))
            painter.drawLine(direction * r * 1.35, direction * r * 2.0)


class Celebration:
    """Shows and clears the winner's celebration on a board scene."""

    def __init__(self, scene: BoardScene, duration_ms: int = CELEBRATE_MS) -> None:
        self.scene = scene
        self.duration_ms = duration_ms
        self.banner: BannerItem | None = None
        self.glow: GlowItem | None = None
        self._animation: QVariantAnimation | None = None

    def celebrate(self, winner: str, token: TokenItem | None, band: QRectF | None = None) -> None:
        """Celebrate ``winner`` in ``band`` (the strip above the board: the turn banner's)."""
        self.clear()
        geometry = self.scene.geometry
        self.banner = BannerItem(winner_banner(winner), geometry.rect, geometry.square, band)
        self.scene.addItem(self.banner)
        if token is not None:
            self.glow = GlowItem(token.radius)
            self.glow.setPos(token.pos())
            self.scene.addItem(self.glow)
        if self.duration_ms <= 0:
            self.banner.progress = 1.0
            return
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self.duration_ms)
        animation.valueChanged.connect(self._frame)
        self._animation = animation
        animation.start()

    def _frame(self, value: float) -> None:
        if self.banner is not None:
            self.banner.progress = value
            self.banner.update()

    @property
    def showing(self) -> bool:
        return self.banner is not None

    def clear(self) -> None:
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        for item in (self.banner, self.glow):
            if item is not None and item.scene() is self.scene:
                self.scene.removeItem(item)
        self.banner = self.glow = None
