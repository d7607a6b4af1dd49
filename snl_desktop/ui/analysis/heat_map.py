"""The usage heat map: each square tinted by how often one player's token comes to rest there
in a game (`core.usage`), drawn on the board while the Analysis tab is in front and "Show on the
board" is ticked."""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.analysis import Analysis
from ...words import numbers
from ..board import theme
from ..board.scene import BoardScene


def usage_colour(share: float) -> QColor:
    """The heat map's colour of a square rested on ``share`` (0..1) as often as the busiest."""
    return theme.along(theme.current().usage_ramp, share)


class VisitsLayer(QGraphicsItem):
    """One item for the whole board: the tints (under the snakes and ladders), or (``figures``)
    the expected rests on small plates above them, where no snake or ladder hides them.
    ``entries``: each square's (rect, share of the busiest square's rests, figure)."""

    def __init__(self, entries: list[tuple[QRectF, float, str]], square: float, figures: bool = False) -> None:
        super().__init__()
        self.entries = entries
        self.figures = figures
        self.start_rect = entries[0][0] if entries else QRectF()  # square 1's: its foot says START
        self.setZValue(theme.Z_SEARCH_BADGES if figures else theme.Z_SEARCH_TINT)
        self._font = theme.bold_font(square * 0.2)
        self._bounds = QRectF()
        for rect, _, _ in entries:
            self._bounds = self._bounds.united(rect)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.figures:
            for rect, share, _text in self.entries:
                tint = usage_colour(share)
                tint.setAlphaF(0.7)
                painter.fillRect(rect, tint)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        metrics = painter.fontMetrics()
        outline = theme.current().outline
        for rect, share, text in self.entries:
            if not text:
                continue
            colour = usage_colour(share)
            s = rect.width()
            wide = metrics.horizontalAdvance(text) + s * 0.08
            # bottom right; on the first square top right (its foot holds START)
            top = rect.top() + s * 0.05 if rect == self.start_rect else rect.bottom() - s * 0.3
            plate = QRectF(rect.right() - wide - s * 0.05, top, wide, s * 0.25)
            painter.setPen(QPen(outline, theme.width(s * 0.015)) if outline is not None else Qt.PenStyle.NoPen)
            painter.setBrush(colour)  # on a plate of its own colour: never lost in the art
            painter.drawRoundedRect(plate, s * 0.05, s * 0.05)
            painter.setPen(theme.text_on(colour, theme.current().number))
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, text)


class UsageHeatMap(QObject):
    """Keeps the heat map on ``scene`` in step with the Analysis panel's last answer."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.layers: list[VisitsLayer] = []
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
        for layer in self.layers:
            self.scene.removeItem(layer)
        self.layers = []

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
        for square, visits in enumerate(usage.square_visits):  # square 1 counts the start (`core.usage`)
            if square == 0 or square == len(usage.square_visits) - 1:
                continue
            share = math.sqrt(min(visits, most) / most)  # the square root spreads the pale end
            text = numbers.decimal(visits, 1) if visits >= 0.05 else ""
            entries.append((g.square_rect(square), share, text))
        self.layers = [VisitsLayer(entries, g.square, figures) for figures in (False, True)]
        for layer in self.layers:
            self.scene.addItem(layer)
