"""The usage heat map: each square tinted by how often one player's token comes to rest there
in a game (`core.usage`), drawn on the board while the Analysis tab is in front and "Show on the
board" is ticked."""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.analysis import Analysis
from ..board import theme
from ..board.scene import BoardScene


class VisitsLayer(QGraphicsItem):
    """One item for the whole board: a tint and the expected rests in every square."""

    def __init__(self, entries: list[tuple[QRectF, QColor, str]], square: float) -> None:
        super().__init__()
        self.entries = entries
        self.setZValue(theme.Z_SEARCH_TINT)
        self._font = theme.pixel_font(square * 0.2)
        self._bounds = QRectF()
        for rect, _, _ in entries:
            self._bounds = self._bounds.united(rect)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(self._font)
        for rect, colour, text in self.entries:
            tint = QColor(colour)
            tint.setAlphaF(0.7)
            painter.fillRect(rect, tint)
            if text:
                painter.setPen(theme.text_on(colour, theme.NUMBER))
                corner = rect.adjusted(rect.width() * 0.05, 0, -rect.width() * 0.06, -rect.height() * 0.04)
                painter.drawText(corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, text)


class UsageHeatMap(QObject):
    """Keeps the heat map on ``scene`` in step with the Analysis panel's last answer."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.layer: VisitsLayer | None = None
        self.result: Analysis | None = None
        self.wanted = False
        self.on_screen = False

    @Slot(Analysis)
    def show_result(self, result: Analysis | None) -> None:
        self.result = result
        self._redraw()

    @Slot(bool)
    def set_wanted(self, wanted: bool) -> None:
        self.wanted = wanted
        self._redraw()

    def set_on_screen(self, on_screen: bool) -> None:
        self.on_screen = on_screen
        self._redraw()

    def clear(self) -> None:
        if self.layer is not None:
            self.scene.removeItem(self.layer)
            self.layer = None

    def _redraw(self) -> None:
        self.clear()
        usage = self.result.usage if self.result is not None else None
        if not (self.wanted and self.on_screen and usage is not None):
            return
        g = self.scene.geometry
        if len(usage.square_visits) != g.rows * g.cols + 1:
            return  # an answer about a board of another size
        most = max(usage.square_visits[:-1], default=0.0) or 1.0
        entries = []
        for square, visits in enumerate(usage.square_visits):
            if square == 0 or square == len(usage.square_visits) - 1:
                continue
            share = math.sqrt(visits / most)  # the square root spreads the pale end
            entries.append(
                (g.square_rect(square), theme.along(theme.USAGE_RAMP, share), f"{visits:.1f}" if visits >= 0.05 else "")
            )
        self.layer = VisitsLayer(entries, g.square)
        self.scene.addItem(self.layer)
