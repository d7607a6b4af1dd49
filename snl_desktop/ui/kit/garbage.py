"""Python's cyclic garbage collected between events on the GUI thread, never inside a Qt call.

Python's collector runs whenever enough objects have been allocated, wherever that happens. When
it happens inside a Qt call that holds one of Qt's internal mutexes, and the garbage holds a
QObject, the QObject's destructor takes a mutex of the same pool and the thread waits on itself
for ever. The suite hung so: ``QObject::disconnect`` (pyqtgraph moving an item) asked PySide for
a Python ``disconnectNotify``, that lookup allocated, the collector ran and freed a QObject, and
``~QObject`` blocked on the lock ``disconnect`` held. Qt's documentation warns that
``disconnectNotify`` may run with such a mutex held.

So the automatic collector is turned off and a timer collects each generation once its
threshold is passed, from the event loop, where no Qt mutex is held. pyqtgraph has the same
(``pyqtgraph.util.garbage_collector``), but importing it imports pyqtgraph and numpy, which the
app's start leaves for their first use."""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer, Slot

INTERVAL_MS = 1000
"""How often the thresholds are looked at: cycles are rare, and a collection takes milliseconds."""


class EventLoopCollector(QObject):
    """Turns Python's automatic collector off for as long as it lives, and collects from the
    event loop instead: each generation whose count passed its threshold, the older ones only
    when the younger one was collected too (the collector's own rule)."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.was_enabled = gc.isenabled()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(interval_ms)
        if self.was_enabled:
            self.destroyed.connect(_restore)  # (the app's lives as long as the app)

    @Slot()
    def collect_due(self) -> int:
        """Collect the generations that are due; how many of them were collected."""
        counts = gc.get_count()
        collected = 0
        for generation in range(3):
            if counts[generation] <= self.thresholds[generation]:
                break
            gc.collect(generation)
            collected += 1
        return collected


def _restore() -> None:
    gc.enable()


def collect_on_the_event_loop(app: QObject) -> EventLoopCollector:
    """The app's collector, made once (a second call returns the first)."""
    existing = app.findChild(EventLoopCollector)
    return existing if existing is not None else EventLoopCollector(app)
