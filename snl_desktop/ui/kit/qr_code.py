"""A QR code drawn module by module: crisp at any size, dark on light, inside its quiet zone."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

QUIET_ZONE = 4
"""The white border, in modules, around the code (the standard's: a camera finds the code by it)."""


class QrCode(QWidget):
    """A QR code's modules, each a whole number of pixels (crisp), dark on light, inside its
    quiet zone (the standard's: a camera finds the code by it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.matrix: Sequence[Sequence[bool]] = ()
        self.module_px = 8
        self.setSizePolicy(self.sizePolicy().Policy.Fixed, self.sizePolicy().Policy.Fixed)

    def set_code(self, matrix: Sequence[Sequence[bool]], side_px: int) -> None:
        """Show ``matrix`` (rows of dark modules) about ``side_px`` across, quiet zone included."""
        self.matrix = matrix
        modules = len(matrix) + 2 * QUIET_ZONE
        self.module_px = max(2, side_px // max(1, modules))
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        side = (len(self.matrix) + 2 * QUIET_ZONE) * self.module_px
        return QSize(side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#ffffff"))  # light, whatever the theme: cameras need it
        dark = QColor("#000000")
        m = self.module_px
        for r, row in enumerate(self.matrix):
            for c, on in enumerate(row):
                if on:
                    painter.fillRect(QRect((c + QUIET_ZONE) * m, (r + QUIET_ZONE) * m, m, m), dark)
        painter.end()
