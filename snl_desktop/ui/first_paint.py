"""Knowing when a widget has first been painted: start-up finishes its work then, the
``--screenshot`` mode takes its picture then, and the start-up benchmark times it."""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class FirstPaint(QObject):
    """An event filter for a widget: on its first paint event it notes the wall-clock time in
    ``painted_at`` and the process's CPU time so far in ``cpu_at``, and calls ``callback`` once
    the paint has finished (from the event loop)."""

    def __init__(self, callback: Callable[[], None]) -> None:
        super().__init__()
        self._callback = callback
        self.painted_at: float | None = None
        self.cpu_at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.painted_at is None:
            self.painted_at, self.cpu_at = time.time(), time.process_time()
            QTimer.singleShot(0, self._callback)  # after this paint has finished
        return False
