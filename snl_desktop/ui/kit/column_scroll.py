"""A column that scrolls up and down, never sideways, and never cuts its content on the right.

A `QScrollArea` with its horizontal scroll bar off shows only the left of a content wider than
its viewport: a long button row or a German label is cut at the edge. `ColumnScroll` asks, as
its own minimum width, for its content's minimum width and room for the vertical scroll bar,
so a layout (a dock, a dialog) gives it that much: the content scrolls only vertically and is
never narrower than it can be drawn.

It is a Tab stop only while it has something to scroll (its arrows and Page keys then scroll it):
a column that shows all it holds would be a stop that does nothing. Each control inside that
takes the focus is scrolled into view, however the focus came (Qt does it for a Tab from inside
only: Shift+Tab from below reached a control scrolled out of sight)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Slot
from PySide6.QtWidgets import QApplication, QDockWidget, QFrame, QScrollArea, QStyle, QWidget

from ...words.mnemonics import without_mnemonic


class ColumnScroll(QScrollArea):
    """``content`` in a frameless, vertical-only scroll area as wide as the content needs."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        content.installEventFilter(self)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self._range_changed(0, self.verticalScrollBar().maximum())
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    @Slot(QWidget, QWidget)
    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A control inside reached from outside (Shift+Tab from below comes to the last one):
        scrolled into view, as Qt does only for a Tab from inside."""
        content = self.widget()
        if new is not None and content is not None and content.isAncestorOf(new):
            self.ensureWidgetVisible(new)

    def _range_changed(self, _low: int, high: int) -> None:
        """A Tab stop only while there is something to scroll (see the module's docstring); a
        stop is named, when nobody named it, after the dock or the window it is in."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if high > 0 else Qt.FocusPolicy.NoFocus)
        if high > 0 and not self.accessibleName():
            owner = self.parentWidget()
            while owner is not None and not isinstance(owner, QDockWidget) and not owner.isWindow():
                owner = owner.parentWidget()
            title = owner.windowTitle() if owner is not None else ""
            self.setAccessibleName(without_mnemonic(title.replace("[*]", "")))

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
