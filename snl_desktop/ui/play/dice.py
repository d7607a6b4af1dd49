"""The dice panel: six buttons for a die thrown on the table, a Roll button for the app's die
(`die.AppDie`: a short tumble, then a fair result), and the dice of the turn so far drawn as
pips. It only reports dice and shows the app's die; the game controller decides what they
mean and throws the app's die."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

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
    """A die face with ``face`` pips, ``size`` pixels square (sharp at device ``ratio``)."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.DIE_EDGE, size * 0.05))
    painter.setBrush(theme.DIE_FACE)
    painter.drawRoundedRect(QRectF(size * 0.05, size * 0.05, size * 0.9, size * 0.9), size * 0.18, size * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.DIE_ONE if face == 1 else theme.DIE_PIP)
    for x, y in _PIPS[face]:
        painter.drawEllipse(QPointF(size * x, size * y), size * 0.085, size * 0.085)
    painter.end()
    return pixmap


class DicePanel(QWidget):
    """Shows the dice and takes a die thrown on the table: ``die_entered(face)`` when a face
    button is pressed, ``roll_requested()`` when Roll is pressed. The app's die (`AppDie`) is
    thrown by the game controller; this panel only shows it tumbling and where it settled."""

    die_entered = Signal(int)
    roll_requested = Signal()
    thrown = Signal()
    """The app's die has just been thrown (it tumbles now): for its sound."""

    def __init__(self, die: AppDie, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.die = die
        self._faces = random.Random()  # the faces shown while it tumbles: not the die's own draws
        self.face_buttons: dict[int, QPushButton] = {}
        faces = QGridLayout()
        for face in range(1, 7):
            button = QPushButton(str(face))
            button.setIcon(QIcon(die_pixmap(face, 40, self.devicePixelRatioF())))
            button.setIconSize(QSize(34, 34))
            button.setToolTip(self.tr("Enter a {face} thrown on the table (key {face})").format(face=face))
            button.setAccessibleName(self.tr("Die showing {face}").format(face=face))
            button.clicked.connect(lambda _checked=False, f=face: self.die_entered.emit(f))
            faces.addWidget(button, (face - 1) // 3, (face - 1) % 3)
            self.face_buttons[face] = button
        self.roll_button = QPushButton(self.tr("Roll the app's die  (Space)"))
        self.roll_button.setMinimumHeight(44)
        self.roll_button.clicked.connect(self.roll)
        self.tumbling = QLabel()
        self.tumbling.setFixedSize(48, 48)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.roll_button, 1)
        roll_row.addWidget(self.tumbling)
        self.turn_dice = QHBoxLayout()
        self.turn_dice.setSpacing(4)
        self.turn_text = QLabel()
        self.turn_text.setWordWrap(True)
        dice_row = QHBoxLayout()
        dice_row.addLayout(self.turn_dice)
        dice_row.addWidget(self.turn_text, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(faces)
        layout.addLayout(roll_row)
        layout.addLayout(dice_row)
        self._timer = QTimer(self)
        self._timer.setInterval(TUMBLE_FRAME_MS)
        self._timer.timeout.connect(self._tumble_frame)
        die.thrown.connect(self._thrown)
        die.settled.connect(self._settled)

    @property
    def rolling(self) -> bool:
        """The app's die is tumbling."""
        return self.die.rolling

    def set_accepting(self, accepting: bool) -> None:
        """Enable or disable every way of entering a die."""
        for button in [*self.face_buttons.values(), self.roll_button]:
            button.setEnabled(accepting and not self.rolling)

    @Slot()
    def roll(self) -> None:
        """The Roll button: ask for the app's die (when the button is on)."""
        if self.roll_button.isEnabled():
            self.roll_requested.emit()

    def clear(self) -> None:
        """No die tumbling or settled any more (the game it was for has ended)."""
        self._timer.stop()
        self.tumbling.clear()

    @Slot()
    def _thrown(self) -> None:
        self.set_accepting(False)
        self.thrown.emit()
        self._timer.start()
        self._tumble_frame()

    @Slot()
    def _tumble_frame(self) -> None:
        if not self.die.rolling:
            self._timer.stop()
            return
        self.tumbling.setPixmap(die_pixmap(self._faces.randint(1, 6), 44, self.devicePixelRatioF()))

    @Slot(int)
    def _settled(self, face: int) -> None:
        self._timer.stop()
        self.tumbling.setPixmap(die_pixmap(face, 44, self.devicePixelRatioF()))

    def show_turn(self, dice: list[int], text: str) -> None:
        """Show the turn's dice as pips and a sentence (``"6 + 6 + 3 = 15"``)."""
        while self.turn_dice.count():
            item = self.turn_dice.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone now, not at the next turn of the event loop
                widget.deleteLater()
        for face in dice:
            pips = QLabel()
            pips.setPixmap(die_pixmap(face, 30, self.devicePixelRatioF()))
            pips.setAccessibleName(self.tr("die {face}").format(face=face))
            self.turn_dice.addWidget(pips)
        self.turn_text.setText(text)
