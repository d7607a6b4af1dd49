"""The app's die: thrown, it draws a fair face at once and gives it after a short tumble. The
game controller throws it, for a person's Roll and by itself for a computer player; the dice
panel only shows it tumbling. Its random source and the tumble's length are injectable (tests
use a seeded source and 0 ms)."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QTimer, Signal, Slot

TUMBLE_MS = 600
"""How long the app's die tumbles before it settles."""


class AppDie(QObject):
    """``thrown()`` when the die starts to tumble, ``settled(face)`` when it lands (at once
    when ``tumble_ms`` is 0). `cancel` drops a throw whose game has ended."""

    thrown = Signal()
    settled = Signal(int)

    def __init__(
        self, rng: random.Random | None = None, tumble_ms: int = TUMBLE_MS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.rng = rng if rng is not None else random.Random()
        self.tumble_ms = tumble_ms
        self._face = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._settle)

    @property
    def rolling(self) -> bool:
        """Thrown and not yet settled."""
        return self._timer.isActive()

    def throw(self) -> bool:
        """Throw the die: the face is drawn now (fairly) and given by ``settled`` after the
        tumble. False (nothing happens) while it is still rolling."""
        if self.rolling:
            return False
        self._face = self.rng.randint(1, 6)
        if self.tumble_ms > 0:
            self._timer.start(self.tumble_ms)
        self.thrown.emit()
        if self.tumble_ms <= 0:
            self._settle()
        return True

    def settle_now(self) -> None:
        """Land a tumbling die at once (the room is left mid-throw: nothing is lost)."""
        if self.rolling:
            self._settle()

    def cancel(self) -> None:
        """Stop a tumble without a result (the game it was for has ended)."""
        self._timer.stop()

    @Slot()
    def _settle(self) -> None:
        self._timer.stop()
        self.settled.emit(self._face)
