"""Knowing when a widget has first been painted: start-up finishes its work then, the
``--screenshot`` mode takes its picture then, and the start-up benchmark times it."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class FirstPaint(QObject):
    """An event filter for a widget: on its first paint event it notes ``times``, the wall-clock
    time (``time.time()``) and the CPU time the process has used (``time.process_time()``), and
    calls ``callback`` once the paint has finished (from the event loop)."""

    def __init__(self, callback: Callable[[], None]) -> None:
        super().__init__()
        self._callback = callback
        self.times: tuple[float, float] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.times is None:
            self.times = (time.time(), time.process_time())
            QTimer.singleShot(0, self._callback)  # after this paint has finished
        return False
