"""One of the start screen's three large choices: a picture, a title and a line saying what it
leads to, all one button. Keyboard first: Tab reaches it, Enter, Return or Space presses it, the
arrow keys move to the next choice, and the focus shows as a thick ring in the palette's
highlight. Its sizes come from the fonts and picture side it is given (`set_sizes`), never from
fixed pixels, so the app's Text Size scales it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt, Slot
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractButton, QBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..board import theme
from .pictures import Painter, picture

__all__ = ["ChoiceButton"]


class ChoiceButton(QAbstractButton):
    """A large button: ``draw``'s picture, the ``title`` in bold and the ``description`` below
    it. Its accessible name is ``name`` ("Play", "Design", "Learn"); its description the line.
    ``step(widget, forward)`` moves the focus to the next choice on an arrow key."""

    def __init__(
        self,
        name: str,
        title: str,
        description: str,
        draw: Painter,
        step: Callable[[QWidget, bool], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._draw = draw
        self._step = step
        self._side = 0
        self.setText(title)
        self.setAccessibleName(name)
        self.setAccessibleDescription(description)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.notifier().changed.connect(self._draw_picture)  # drawn in the theme's colours
        self.title = QLabel(title)
        self.description = QLabel(description)
        for label in (self.title, self.description):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        for child in (self.picture, self.title, self.description):
            child.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.words = QVBoxLayout()
        self.words.addWidget(self.title)
        self.words.addWidget(self.description)
        self.words.addStretch(1)
        self.box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.box.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignCenter)
        self.box.addLayout(self.words, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.set_wide(False)

    def set_wide(self, wide: bool) -> None:
        """Picture above the words (side by side with the other choices), or beside them
        (``wide``: the choices stacked, each as wide as the screen)."""
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        self.box.setDirection(direction)
        align = Qt.AlignmentFlag.AlignLeft if wide else Qt.AlignmentFlag.AlignHCenter
        for label in (self.title, self.description):
            label.setAlignment(align | Qt.AlignmentFlag.AlignTop)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def set_sizes(self, title: QFont, description: QFont, side: int) -> None:
        """The title's and the description's fonts and the picture's side (pixels)."""
        self.title.setFont(title)
        self.description.setFont(description)
        pad = max(6, side // 8)
        self.box.setContentsMargins(pad, pad, pad, pad)
        self.box.setSpacing(pad)
        self.words.setSpacing(max(2, pad // 2))
        if side != self._side:
            self._side = side
            self._draw_picture()
            self.picture.setFixedSize(QSize(side, side))

    @Slot()
    def _draw_picture(self) -> None:
        if self._side:
            self.picture.setPixmap(picture(self._draw, self._side, self.devicePixelRatioF()))

    def focus_width(self) -> float:
        """The focus ring's width: a tenth of the title's height, at least 3 pixels."""
        return max(3.0, self.title.fontMetrics().height() / 10)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        palette = self.palette()
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            ring = self.focus_width()
            box = QRectF(self.rect()).adjusted(ring, ring, -ring, -ring)
            radius = min(box.width(), box.height()) * 0.06
            fill = QColor(palette.color(QPalette.ColorRole.Base))
            if self.isDown():
                fill = palette.color(QPalette.ColorRole.Midlight)
            elif self.underMouse():
                fill = palette.color(QPalette.ColorRole.AlternateBase)
            painter.setBrush(fill)
            if self.hasFocus():
                painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), ring * 2))
            else:
                painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), max(1.0, ring / 2)))
            painter.drawRoundedRect(box, radius, radius)
        finally:
            painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.animateClick()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down) and self._step:
            self._step(self, key in (Qt.Key.Key_Right, Qt.Key.Key_Down))
        else:
            super().keyPressEvent(event)
