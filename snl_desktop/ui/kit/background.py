"""Long work off the GUI thread, in Qt's thread pool. Two shapes, one mechanism (a `_Job` runs
the work, a `_Relay` carries its answer back to the GUI thread as a queued signal):

- `run_with_progress`: a progress dialog with Cancel while the caller waits for the answer as
  if the call had been direct (the window stays alive: it repaints, it can be moved);
- `LatestAnswer`: work a view asks for again and again (a board's facts, its analysis): only
  the answer to the newest request is delivered; an older one still on its way is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

SHOW_AFTER_MS = 400
"""Work that ends sooner shows no dialog at all."""


T = TypeVar("T")


class _Relay(QObject):
    progressed = Signal(int, int)
    finished = Signal()
    answered = Signal(int, object)
    stepped = Signal(int, int, int)  # request, done, total


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
        except BaseException as exc:  # handed back to the GUI thread and raised there
            self.error = exc
        self.relay.finished.emit()


def run_with_progress(parent: QWidget | None, label: str, work: Callable[[Callable[[int, int], bool]], Any]) -> Any:
    """Run ``work(progress)`` in the thread pool and return what it returns (or raise what it
    raises). ``progress(done, total)`` moves the dialog's bar and returns False once the user
    has pressed Cancel: the work then stops at its next step and returns what it has.
    ``label``: what the work is, translated by the caller."""
    relay = _Relay()
    cancelled = threading.Event()
    job = _Job(work, relay, cancelled)
    job.setAutoDelete(False)
    dialog = QProgressDialog(label, QCoreApplication.translate("Progress", "Cancel"), 0, 0, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoReset(False)
    dialog.canceled.connect(cancelled.set)

    def progressed(done: int, total: int) -> None:
        dialog.setMaximum(total)
        dialog.setValue(done)

    relay.progressed.connect(progressed, Qt.ConnectionType.QueuedConnection)
    loop = QEventLoop()
    relay.finished.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    QThreadPool.globalInstance().start(job)
    loop.exec()
    dialog.close()
    dialog.deleteLater()
    if job.error is not None:
        raise job.error
    return job.result


class _RequestJob(QRunnable):
    def __init__(self, request: int, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.request, self.work, self.relay = request, work, relay

    def run(self) -> None:
        try:
            answer: Any = self.work()
        except BaseException as exc:  # handed to the GUI thread's `failed`
            answer = _Failure(exc)
        try:
            self.relay.answered.emit(self.request, answer)
        except RuntimeError:
            pass  # the view closed while we worked: nobody is waiting for the answer


class _Failure:
    def __init__(self, error: BaseException) -> None:
        self.error = error


class LatestAnswer(Generic[T]):
    """Runs ``work()`` in the thread pool for each `ask` and calls ``answer(result)`` (or
    ``failed(error)``, with the exception the work raised) on the GUI thread — for the newest
    request only; likewise ``progressed(done, total)`` for work asked with `ask_with_progress`.
    `forget` drops every answer still on its way. ``owner`` keeps the relay alive as long as the
    view."""

    def __init__(
        self,
        owner: QObject,
        answer: Callable[[T], None],
        failed: Callable[[BaseException], None],
        progressed: Callable[[int, int], None] | None = None,
    ) -> None:
        self._answer, self._failed, self._progressed = answer, failed, progressed
        self._request = 0
        self._relay = _Relay(owner)
        self._relay.answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._relay.stepped.connect(self._step, Qt.ConnectionType.QueuedConnection)

    def ask(self, work: Callable[[], T]) -> None:
        """Start ``work`` in the pool; any answer to an earlier request is now stale."""
        self._request += 1
        QThreadPool.globalInstance().start(_RequestJob(self._request, work, self._relay))

    def ask_with_progress(self, work: Callable[[Callable[[int, int], bool]], T]) -> None:
        """`ask` for ``work(progress)``: ``progress(done, total)`` reaches ``progressed`` on the
        GUI thread (each new percent, for the newest request only); it returns False once the
        request is stale (the work may stop: its answer will be dropped)."""
        self._request += 1
        request, relay, shown = self._request, self._relay, [-1]

        def progress(done: int, total: int) -> bool:
            percent = 100 * done // max(total, 1)
            if percent != shown[0]:
                shown[0] = percent
                try:
                    relay.stepped.emit(request, done, total)
                except RuntimeError:
                    pass  # the view closed while we worked
            return request == self._request

        QThreadPool.globalInstance().start(_RequestJob(request, lambda: work(progress), relay))

    def _step(self, request: int, done: int, total: int) -> None:
        if request == self._request and self._progressed is not None:
            self._progressed(done, total)

    def forget(self) -> None:
        """Drop the answers still on their way (the request they answer is out of date)."""
        self._request += 1

    def _deliver(self, request: int, result: Any) -> None:
        if request != self._request:
            return
        if isinstance(result, _Failure):
            self._failed(result.error)
        else:
            self._answer(result)
