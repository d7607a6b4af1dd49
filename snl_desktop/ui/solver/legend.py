"""The Solver dock's legend of the distance colours: the ramp the search tints each square
with, from 0 throws to the farthest square of the board on show. Its words are a line of its
font high, whatever the Text Size, so "0 throws" and "5 throws" are never cut. The ramp runs
the way the language reads, as its words do: in Arabic from 0 throws on the right, so the
colour under "0 throws" is always the colour of distance 0."""

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
        painter.setLayoutDirection(self.layoutDirection())  # (a painter takes the application's)
        bar = QRectF(4, 2, self.width() - 8, 12)
        # The painter mirrors the words' AlignLeft in right to left; the ramp is mirrored with them.
        start, end = (bar.topRight(), bar.topLeft()) if self.isRightToLeft() else (bar.topLeft(), bar.topRight())
        gradient = QLinearGradient(start, end)
        ramp = theme.current().search_ramp
        for i, colour in enumerate(ramp):
            gradient.setColorAt(i / (len(ramp) - 1), colour)
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().windowText().color())
        under = QRectF(4, 16, bar.width(), self.height() - 16)
        painter.drawText(under, Qt.AlignmentFlag.AlignLeft, words.throws(0))  # (the right, in right to left)
        painter.drawText(under, Qt.AlignmentFlag.AlignRight, words.throws(self.farthest))
