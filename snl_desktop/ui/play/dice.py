"""The dice panel: six buttons for a die thrown on the table, a Roll button for the app's die
(a short tumble, then a fair result), and the dice of the turn so far drawn as pips. It only
reports dice; the game controller decides what they mean."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..board import theme

TUMBLE_MS = 600
"""How long the app's die tumbles before it settles."""
TUMBLE_FRAME_MS = 60

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
    """``die_entered(face)`` when a face button is pressed or the app's die has settled."""

    die_entered = Signal(int)
    thrown = Signal()
    """The app's die has just been thrown (it tumbles now): for its sound."""

    def __init__(
        self, rng: random.Random | None = None, tumble_ms: int = TUMBLE_MS, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.rng = rng if rng is not None else random.Random()
        self.tumble_ms = tumble_ms
        self.face_buttons: dict[int, QPushButton] = {}
        faces = QGridLayout()
        for face in range(1, 7):
            button = QPushButton(str(face))
            button.setIcon(QIcon(die_pixmap(face, 40, self.devicePixelRatioF())))
            button.setIconSize(QSize(34, 34))
            button.setToolTip(f"Enter a {face} thrown on the table (key {face})")
            button.setAccessibleName(f"Die showing {face}")
            button.clicked.connect(lambda _checked=False, f=face: self.die_entered.emit(f))
            faces.addWidget(button, (face - 1) // 3, (face - 1) % 3)
            self.face_buttons[face] = button
        self.roll_button = QPushButton("Roll the app's die  (Space)")
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
        self._result = 0
        self._frames_left = 0

    @property
    def rolling(self) -> bool:
        return self._timer.isActive()

    def set_accepting(self, accepting: bool) -> None:
        """Enable or disable every way of entering a die."""
        for button in [*self.face_buttons.values(), self.roll_button]:
            button.setEnabled(accepting and not self.rolling)

    def roll(self, for_computer: bool = False) -> None:
        """Throw the app's die: the result is drawn now (fairly), shown after a short tumble.
        ``for_computer``: the app throws for a computer player (the buttons are off for people)."""
        if self.rolling or not (for_computer or self.roll_button.isEnabled()):
            return
        self._result = self.rng.randint(1, 6)
        self._frames_left = self.tumble_ms // TUMBLE_FRAME_MS
        self.thrown.emit()
        self.set_accepting(False)
        if self._frames_left <= 0:
            self._settle()
        else:
            self._timer.start()
            self._tumble_frame()

    def cancel(self) -> None:
        """Stop a tumble without a result (the game it was for has ended)."""
        self._timer.stop()
        self.tumbling.clear()

    def _tumble_frame(self) -> None:
        self._frames_left -= 1
        if self._frames_left < 0:
            self._timer.stop()
            self._settle()
            return
        self.tumbling.setPixmap(die_pixmap(self.rng.randint(1, 6), 44, self.devicePixelRatioF()))

    def _settle(self) -> None:
        self.tumbling.setPixmap(die_pixmap(self._result, 44, self.devicePixelRatioF()))
        self.die_entered.emit(self._result)

    def show_turn(self, dice: list[int], text: str) -> None:
        """Show the turn's dice as pips and a sentence (``"6 + 6 + 3 = 15"``)."""
        while self.turn_dice.count():
            item = self.turn_dice.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # gone now, not at the next turn of the event loop
                item.widget().deleteLater()
        for face in dice:
            pips = QLabel()
            pips.setPixmap(die_pixmap(face, 30, self.devicePixelRatioF()))
            pips.setAccessibleName(f"die {face}")
            self.turn_dice.addWidget(pips)
        self.turn_text.setText(text)
