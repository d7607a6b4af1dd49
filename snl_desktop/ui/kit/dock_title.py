"""A dock's title bar in the application's font, so that a change of Text Size reaches it at
once: Qt's own title bar reads its font when the dock is made and keeps it (a dock made at
normal size kept a 12-pixel title at Huge). It looks as Qt's does (the style draws the title,
cut with "…" when the dock is narrow), with the float and close buttons the dock's features
allow; a drag or a double click on it moves or floats the dock as Qt's does, since it leaves
the mouse to the dock."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Slot
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QStyle,
    QStyleOptionDockWidget,
    QStylePainter,
    QToolButton,
    QWidget,
)

from ...words import spoken
from ...words.mnemonics import without_mnemonic


class DockTitle(QWidget):
    """The title bar of ``dock``: its title, then its float and close buttons."""

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.dock = dock
        self.float_button = self._button(QStyle.StandardPixmap.SP_TitleBarNormalButton, self._float)
        self.close_button = self._button(QStyle.StandardPixmap.SP_TitleBarCloseButton, dock.close)
        self._margin = self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin, None, dock)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(self._margin, 1, 1, 1)
        layout.setSpacing(0)
        layout.addStretch(1)
        layout.addWidget(self.float_button)
        layout.addWidget(self.close_button)
        dock.featuresChanged.connect(self._follow_features)
        dock.windowTitleChanged.connect(self._retitle)
        self._follow_features(dock.features())
        self._retitle(dock.windowTitle())
        self._size_buttons()

    def _button(self, icon: QStyle.StandardPixmap, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton(self)
        button.setIcon(self.style().standardIcon(icon, None, self))
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # as Qt's: the dock's toggle in View is the key
        button.clicked.connect(slot)
        return button

    @Slot()
    def _float(self) -> None:
        self.dock.setFloating(not self.dock.isFloating())

    @Slot(QDockWidget.DockWidgetFeature)
    def _follow_features(self, features: QDockWidget.DockWidgetFeature) -> None:
        self.float_button.setVisible(bool(features & QDockWidget.DockWidgetFeature.DockWidgetFloatable))
        self.close_button.setVisible(bool(features & QDockWidget.DockWidgetFeature.DockWidgetClosable))

    @Slot(str)
    def _retitle(self, title: str) -> None:
        panel = without_mnemonic(title)
        for button, text in (
            (self.float_button, spoken(self.tr("Float {panel} or put it back"), panel=panel)),
            (self.close_button, spoken(self.tr("Close {panel}"), panel=panel)),
        ):
            button.setAccessibleName(text)
            button.setToolTip(text)
        self.updateGeometry()
        self.update()

    def _size_buttons(self) -> None:
        side = max(12, round(self.fontMetrics().height() * 0.8))
        for button in (self.float_button, self.close_button):
            button.setIconSize(QSize(side, side))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.FontChange:  # Text Size: the title and its buttons grow
            self._size_buttons()
            self.updateGeometry()
        super().changeEvent(event)

    def _buttons_width(self) -> int:
        return sum(b.sizeHint().width() for b in (self.float_button, self.close_button) if not b.isHidden())

    def sizeHint(self) -> QSize:  # Qt's name
        metrics = self.fontMetrics()
        height = max(metrics.height() + 2 * self._margin, self.float_button.sizeHint().height() + 2)
        width = metrics.horizontalAdvance(self.dock.windowTitle()) + self._buttons_width() + 3 * self._margin
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:  # Qt's name
        """As narrow as the buttons and a few letters: a long title is cut with "…", never
        making the dock wider."""
        return QSize(
            self._buttons_width() + 3 * self._margin + self.fontMetrics().horizontalAdvance("W…"),
            self.sizeHint().height(),
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        painter = QStylePainter(self)
        option = QStyleOptionDockWidget()
        option.initFrom(self)
        text = QRect(self.rect())
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            text.setLeft(text.left() + self._buttons_width())
        else:
            text.setRight(text.right() - self._buttons_width())
        option.rect = text
        option.title = self.dock.windowTitle()
        option.movable = bool(self.dock.features() & QDockWidget.DockWidgetFeature.DockWidgetMovable)
        option.closable = option.floatable = False  # (our own buttons, beside it)
        painter.drawControl(QStyle.ControlElement.CE_DockWidgetTitle, option)


def give_title_bar(dock: QDockWidget) -> QDockWidget:
    """``dock`` with a `DockTitle` as its title bar; returned for chaining."""
    dock.setTitleBarWidget(DockTitle(dock))
    return dock
