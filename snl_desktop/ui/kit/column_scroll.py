"""A column that scrolls up and down, never sideways, and never cuts its content on the right.

A `QScrollArea` with its horizontal scroll bar off shows only the left of a content wider than
its viewport: a long button row or a German label is cut at the edge. `ColumnScroll` asks, as
its own minimum width, for its content's minimum width and room for the vertical scroll bar,
so a layout (a dock, a dialog) gives it that much: the content scrolls only vertically and is
never narrower than it can be drawn."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget


class ColumnScroll(QScrollArea):
    """``content`` in a frameless, vertical-only scroll area as wide as the content needs."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """The content's layout changed (a bigger text, a new row): so may its minimum width."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def minimumSizeHint(self) -> QSize:  # Qt's name
        hint = super().minimumSizeHint()
        content = self.widget()
        if content is None:
            return hint
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        frame = 2 * self.frameWidth()
        return QSize(max(hint.width(), content.minimumSizeHint().width() + bar + frame), hint.height())
