"""Long work off the GUI thread, with a progress dialog and Cancel: the window stays alive
(it repaints, it can be moved) while the core works, and the caller gets the answer back as if
the call had been direct."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

SHOW_AFTER_MS = 400
"""Work that ends sooner shows no dialog at all."""


class _Relay(QObject):
    progressed = Signal(int, int)
    finished = Signal()


class _Job(QRunnable):
    def __init__(
        self, work: Callable[[Callable[[int, int], bool]], Any], relay: _Relay, cancelled: threading.Event
    ) -> None:
        super().__init__()
        self.work, self.relay, self.cancelled = work, relay, cancelled
        self.result: Any = None
        self.error: BaseException | None = None

    def _progress(self, done: int, total: int) -> bool:
        self.relay.progressed.emit(done, total)
        return not self.cancelled.is_set()

    def run(self) -> None:
        try:
            self.result = self.work(self._progress)
        except BaseException as exc:  # noqa: BLE001 - handed back to the GUI thread and raised there
            self.error = exc
        self.relay.finished.emit()


def run_with_progress(parent: QWidget | None, label: str, work: Callable[[Callable[[int, int], bool]], Any]) -> Any:
    """Run ``work(progress)`` in the thread pool and return what it returns (or raise what it
    raises). ``progress(done, total)`` moves the dialog's bar and returns False once the user
    has pressed Cancel: the work then stops at its next step and returns what it has."""
    relay = _Relay()
    cancelled = threading.Event()
    job = _Job(work, relay, cancelled)
    job.setAutoDelete(False)
    dialog = QProgressDialog(label, "Cancel", 0, 0, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoReset(False)
    dialog.canceled.connect(cancelled.set)
    relay.progressed.connect(
        lambda done, total: (dialog.setMaximum(total), dialog.setValue(done)), Qt.ConnectionType.QueuedConnection
    )
    loop = QEventLoop()
    relay.finished.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    QThreadPool.globalInstance().start(job)
    loop.exec()
    dialog.close()
    dialog.deleteLater()
    if job.error is not None:
        raise job.error
    return job.result
