"""Labels for what people typed (names, nicknames) and fonts scaled for a room's far wall.

The rule: a name is shown as it is — a label holding another person's text is plain text,
never rich text (a nickname "<b>x</b>" shows its brackets).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel


def plain(text: str = "") -> QLabel:
    """A label that shows ``text`` as it is (a name holding ``<b>`` shows the brackets)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def scaled(font: QFont, scale: float, bold: bool = False) -> QFont:
    """``font`` ``scale`` times as large."""
    out = QFont(font)
    if font.pixelSize() > 0:
        out.setPixelSize(max(1, round(font.pixelSize() * scale)))
    else:
        out.setPointSizeF(max(1.0, font.pointSizeF() * scale))
    out.setBold(bold)
    return out
