"""The dice panel: one big die (the app's: it tumbles when thrown, a click throws it, and it
shows the last face thrown or entered: one die picture), a Roll button, six smaller buttons for
a die thrown on the table, and the dice of the turn so far in words. A caption beside the die
says whose throw it shows ("Leo threw 3"): once the turn has passed to another player the die
is dimmed, so that nobody reads Leo's 3 as the next player's; before any throw (a new or a
resumed game) the die is blank. It only reports dice and shows them; the game controller
decides what they mean and throws the app's die."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QIcon, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...words import spoken
from ..board import theme
from .die import AppDie

TUMBLE_FRAME_MS = 60
"""A new face is shown this often while the app's die tumbles."""

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


def die_pixmap(face: int, size: int, ratio: float = 1.0) -> QPixmap:
    """A die face with ``face`` pips (0: blank), ``size`` pixels square (sharp at device ``ratio``)."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = theme.current()
    painter.setPen(QPen(colours.die_edge, theme.width(size * 0.05)))
    painter.setBrush(colours.die_face)
    painter.drawRoundedRect(QRectF(size * 0.05, size * 0.05, size * 0.9, size * 0.9), size * 0.18, size * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.die_one if face == 1 else colours.die_pip)
    for x, y in _PIPS.get(face, []):  # 0: a blank die (nothing thrown yet)
        painter.drawEllipse(QPointF(size * x, size * y), size * 0.085, size * 0.085)
    painter.end()
    return pixmap


class BigDie(QWidget):
    """The app's die, large: ``face`` is the face it shows (0: none yet); while it tumbles it
    shows random faces, turned a little each frame. A click (or Enter/Space with the focus on
    it) emits ``clicked`` when it is enabled."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = 0
        self.angle = 0.0
        self.dimmed = False
        """The face is an earlier player's throw (the turn has passed): drawn faint."""
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space is the window's Roll key already
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Click the die to throw it (or press Space)"))
        self.set_size(120)
        self._say()

    def set_size(self, pixels: int) -> None:
        self.setFixedSize(pixels, pixels)

    def show_face(self, face: int, angle: float = 0.0, dimmed: bool = False) -> None:
        if (face, angle, dimmed) != (self.face, self.angle, self.dimmed):
            self.face, self.angle, self.dimmed = face, angle, dimmed
            self._say()
            self.update()

    def _say(self) -> None:
        if self.face:
            self.setAccessibleName(spoken(self.tr("The die, showing {face}"), face=self.face))
        else:
            self.setAccessibleName(self.tr("The die"))

    def paintEvent(self, event: QPaintEvent) -> None:
        side = self.width()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if not self.isEnabled():
            painter.setOpacity(0.55)
        inner = round(side * 0.82)
        painter.translate(side / 2, side / 2)
        painter.rotate(self.angle)
        pixmap = die_pixmap(self.face, inner, self.devicePixelRatioF())
        if not self.face or self.dimmed:
            painter.setOpacity(0.35)  # no throw yet, or an earlier player's: a faint die
        painter.drawPixmap(QPointF(-inner / 2, -inner / 2), pixmap)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.isEnabled():
            self.clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.clicked.emit()
            return
        super().keyPressEvent(event)


class DicePanel(QWidget):
    """Shows the dice and takes a die thrown on the table: ``die_entered(face)`` when a face
    button is pressed, ``roll_requested()`` when Roll or the big die is pressed. The app's die
    (`AppDie`) is thrown by the game controller; this panel shows it tumbling, then the last
    face of the game (`show_last`), whoever threw it."""

    die_entered = Signal(int)
    roll_requested = Signal()
    thrown = Signal()
    """The app's die has just been thrown (it tumbles now): for its sound."""

    def __init__(self, die: AppDie, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.die = die
        self._faces = random.Random()  # the faces shown while it tumbles: not the die's own draws
        self.die_view = BigDie()
        self.die_view.clicked.connect(self.roll)
        self.caption = QLabel()
        """Whose throw the big die shows ("Leo threw 3"), beside it, above the dice in words."""
        self.caption.setObjectName("dieCaption")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.roll_button = QPushButton(self.tr("Roll  (Space)"))
        self.roll_button.setToolTip(self.tr("Throw the app's die"))
        self.roll_button.clicked.connect(self.roll)
        self.roll_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.turn_text = QLabel()
        self.turn_text.setWordWrap(True)
        self.turn_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        beside = QVBoxLayout()
        beside.addWidget(self.caption)
        beside.addWidget(self.turn_text, 1)
        beside.addWidget(self.roll_button)
        self._beside = beside
        top = QHBoxLayout()
        top.addWidget(self.die_view)
        top.addLayout(beside, 1)
        self.face_buttons: dict[int, QPushButton] = {}
        faces = QHBoxLayout()
        faces.setSpacing(3)
        self.table_label = QLabel(self.tr("A real die thrown on the table:"))
        self.table_label.setToolTip(self.tr("A die thrown on the table: press its face (or keys 1 to 6)"))
        for face in range(1, 7):
            button = QPushButton()
            button.setToolTip(spoken(self.tr("Enter a {face} thrown on the table (key {face})"), face=face))
            button.setAccessibleName(spoken(self.tr("Die showing {face}"), face=face))
            button.clicked.connect(lambda _checked=False, f=face: self.die_entered.emit(f))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            faces.addWidget(button)
            self.face_buttons[face] = button
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table_label)
        layout.addLayout(faces)
        self._timer = QTimer(self)
        self._timer.setInterval(TUMBLE_FRAME_MS)
        self._timer.timeout.connect(self._tumble_frame)
        die.thrown.connect(self._thrown)
        die.settled.connect(self._settled)
        self._icon_px = 0
        theme.notifier().changed.connect(self._draw_icons)  # the faces in the theme's colours
        self.set_sizes(120, self.font())

    def set_sizes(self, die_px: int, font: QFont) -> None:
        """The big die ``die_px`` across; the Roll button and the turn's dice in ``font``; the
        face buttons a third of the die."""
        self.die_view.set_size(die_px)
        self.caption.setFont(font)
        self.roll_button.setFont(font)
        self.turn_text.setFont(font)
        small = QFont(font)
        small.setPixelSize(max(8, round(font.pixelSize() * 0.75)))
        self.table_label.setFont(small)
        self._icon_px = max(16, die_px // 4)
        self._draw_icons()

    def set_narrow(self, narrow: bool) -> None:
        """The Roll button under the die, across the panel (True: the TV layout's column, where
        large words beside a large die would not fit), or beside the die."""
        for layout in (self._beside, self._layout):
            layout.removeWidget(self.roll_button)
        if narrow:
            self._layout.insertWidget(1, self.roll_button)
        else:
            self._beside.addWidget(self.roll_button)

    @Slot()
    def _draw_icons(self) -> None:
        icon = self._icon_px
        for face, button in self.face_buttons.items():
            button.setIcon(QIcon(die_pixmap(face, icon, self.devicePixelRatioF())))
            button.setIconSize(QSize(icon, icon))

    @property
    def rolling(self) -> bool:
        """The app's die is tumbling."""
        return self.die.rolling

    def set_accepting(self, accepting: bool) -> None:
        """Enable or disable every way of entering a die."""
        for button in [*self.face_buttons.values(), self.roll_button]:
            button.setEnabled(accepting and not self.rolling)
        self.die_view.setEnabled(accepting and not self.rolling)
        self.die_view.update()

    @Slot()
    def roll(self) -> None:
        """The Roll button or the big die: ask for the app's die (when they are on)."""
        if self.roll_button.isEnabled():
            self.roll_requested.emit()

    def clear(self) -> None:
        """No die tumbling or shown any more (the game it was for has ended)."""
        self._timer.stop()
        self.die_view.show_face(0)
        self.caption.clear()
        self.turn_text.clear()

    @Slot()
    def _thrown(self) -> None:
        self.caption.clear()  # a new throw: whose it is is said once it lands
        self.set_accepting(False)
        self.thrown.emit()
        self._timer.start()
        self._tumble_frame()

    @Slot()
    def _tumble_frame(self) -> None:
        if not self.die.rolling:
            self._timer.stop()
            return
        self.die_view.show_face(self._faces.randint(1, 6), self._faces.uniform(-28.0, 28.0))

    @Slot(int)
    def _settled(self, face: int) -> None:
        self._timer.stop()
        self.die_view.show_face(face)

    def show_turn(self, last_face: int, text: str, caption: str = "", dimmed: bool = False) -> None:
        """The last face of the game on the big die (0: none yet: blank), unless it tumbles now,
        faint when ``dimmed`` (an earlier player's throw); ``caption`` beside it says whose it
        is; the turn's dice in words (``"6 + 6 + 3 = 15"``)."""
        if not self.die.rolling:
            self.die_view.show_face(last_face, dimmed=dimmed and last_face > 0)
            self.caption.setText(caption if last_face else "")
            self.die_view.setAccessibleDescription(self.caption.text())
        self.turn_text.setText(text)
