"""The Solver dock's legend of the distance colours: the ramp the search tints each square
with, from 0 throws to the farthest square of the board on show. Its words are a line of its
font high, whatever the Text Size, so "0 throws" and "5 throws" are never cut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...words import search as words
from ..board import theme


class Legend(QWidget):
    """The distance colours, from 0 throws to the farthest square."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.farthest = 0
        self._fit()

    def _fit(self) -> None:
        """The ramp's bar and a line of words under it, in the font now."""
        self.setMinimumHeight(18 + self.fontMetrics().lineSpacing())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def set_farthest(self, farthest: int) -> None:
        self.farthest = farthest
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        bar = QRectF(4, 2, self.width() - 8, 12)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        ramp = theme.current().search_ramp
        for i, colour in enumerate(ramp):
            gradient.setColorAt(i / (len(ramp) - 1), colour)
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().windowText().color())
        under = QRectF(4, 16, bar.width(), self.height() - 16)
        painter.drawText(under, Qt.AlignmentFlag.AlignLeft, words.throws(0))
        painter.drawText(under, Qt.AlignmentFlag.AlignRight, words.throws(self.farthest))
