"""The top of the Solver dock: the fewest throws (the headline) and, under it, the narration of
the step on show, four lines high whatever it says (a longer text, such as a route of 148
throws, scrolls inside them), so that a new step never makes the dock lay itself out again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from ..board import theme
from ..kit.column_scroll import ColumnScroll
from ..kit.text_size import follow_app_font


class Summary(QWidget):
    """The fewest throws (``headline``) and, under it, the narration of the step on show
    (``detail``, in ``area``: four lines high, a longer text scrolls inside it)."""

    HEADLINE_SCALE = 1.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._present: int | None = None
        self.headline = QLabel()
        follow_app_font(self.headline, self._headline_font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # A long route ("throw 1 → square 2, …" for 148 throws) scrolls inside a fixed height.
        self.area = ColumnScroll(self.detail)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.area)
        self.fit_lines()

    def _headline_font(self, app_font: QFont) -> QFont:
        if self._present is None:
            return theme.headline_font(app_font, self.HEADLINE_SCALE)
        return theme.bold_font(self._present * self.HEADLINE_SCALE)

    def set_presenting(self, pixels: int | None) -> None:
        """Present mode's text size (None: the app's)."""
        self._present = pixels
        self.headline.setFont(self._headline_font(QFont(QApplication.font())))

    def fit_lines(self) -> None:
        """Four lines of the narration, in its font now (Text Size, Present)."""
        self.area.setFixedHeight(self.detail.fontMetrics().lineSpacing() * 4 + 6)
