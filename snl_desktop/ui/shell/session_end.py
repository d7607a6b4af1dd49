"""The session ending under the window: a logout (SIGTERM, or the session manager's
commit-data request), a terminal that closes (SIGHUP), Ctrl+C in it (SIGINT).

The rule: nothing unsaved is lost and nobody is asked. The unsaved board and the unfinished game
are autosaved first, any question on screen is dismissed, the window closes as Quit does but
without "save the changes?" (at a logout nobody can answer), and the app exits with 128 + the
signal's number (0 for the session manager). The autosave stays behind, unlocked, and the next
start offers it back (`document.recovery`).

A Python signal handler runs only when the interpreter gets control, and Qt's event loop waits
in C++: the handler's signal number is written to a socket (`signal.set_wakeup_fd`) that a
`QSocketNotifier` watches, so the loop wakes and the work is done there, between two events,
never in the middle of one. A signal that arrives while an earlier one has waited for the loop
for seconds (the window hangs) ends the process the default way: a way out, as a second Ctrl+C
is in a terminal."""

from __future__ import annotations

import signal
import socket
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Slot
from PySide6.QtWidgets import QApplication, QDialog

from ...log import logger

if TYPE_CHECKING:
    from types import FrameType

    from PySide6.QtGui import QSessionManager

    from .main_window import MainWindow

HANDLED = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))
"""The signals that end the session (SIGHUP does not exist on Windows)."""
STUCK_SECONDS = 3.0
"""A signal waiting this long for the event loop means the window hangs: the next one ends the
process at once (the autosave of a few seconds ago is what is left)."""


class SessionEnd(QObject):
    """Ends ``window``'s session on SIGTERM, SIGHUP, SIGINT and the session manager's
    commit-data request (`install`); ``quit(code)`` then ends the app (the QApplication's
    ``exit`` by default; tests record the code instead)."""

    def __init__(self, window: MainWindow, quit: Callable[[int], object] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._quit = quit if quit is not None else QApplication.exit
        self._previous: dict[int, object] = {}
        self._previous_fd = -1
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier: QSocketNotifier | None = None
        self._waiting_since: float | None = None
        self._ending = False

    def install(self) -> None:
        """Catch the signals (from the main thread) and the session manager's request."""
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        self._sockets = (reader, writer)
        self._previous_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        for number in HANDLED:
            self._previous[number] = signal.signal(number, self._arrived)
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.commitDataRequest.connect(self.commit_data)

    def uninstall(self) -> None:
        """Give the signals back as they were."""
        if self._sockets is None:
            return
        for number, previous in self._previous.items():
            signal.signal(number, previous)  # type: ignore[arg-type]
        self._previous.clear()
        signal.set_wakeup_fd(self._previous_fd)
        try:
            if self._notifier is not None:
                self._notifier.setEnabled(False)
                self._notifier.deleteLater()
            app = QApplication.instance()
            if isinstance(app, QApplication):
                app.commitDataRequest.disconnect(self.commit_data)
        except (RuntimeError, TypeError):
            pass  # already gone with the window, or never connected
        self._notifier = None
        for end in self._sockets:
            end.close()
        self._sockets = None

    def _arrived(self, number: int, frame: FrameType | None) -> None:
        """The Python handler: the wake-up socket has the number; the loop does the work. A
        signal that comes when an earlier one has waited `STUCK_SECONDS` for the loop means the
        loop is stuck: end the default way."""
        now = time.monotonic()
        if self._waiting_since is None:
            self._waiting_since = now
        elif now - self._waiting_since >= STUCK_SECONDS:
            signal.signal(number, signal.SIG_DFL)
            signal.raise_signal(number)

    @Slot()
    def _woken(self) -> None:
        if self._sockets is None:
            return
        try:
            received = self._sockets[0].recv(64)
        except (BlockingIOError, InterruptedError):
            return
        self._waiting_since = None
        numbers = [n for n in received if n in HANDLED]
        if numbers:
            self.end(128 + numbers[0], signal.Signals(numbers[0]).name)

    @Slot(object)
    def commit_data(self, _manager: QSessionManager | None) -> None:
        """The session manager is about to end the session: the work is autosaved now, then
        (from the event loop, not inside Qt's request) the window closes without a question."""
        logger(__name__).info("the session manager asked to save: the work is autosaved, the window closes")
        self.window.autosave_now()
        QTimer.singleShot(0, self, lambda: self.end(0, "the session manager"))

    def end(self, code: int, why: str) -> None:
        """Autosave, dismiss any question on screen, close the window without asking, quit."""
        if self._ending:
            return
        self._ending = True
        logger(__name__).info("ending the session (%s): the unsaved work is autosaved", why)
        self.window.autosave_now()  # first: whatever follows, the work is on disk
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()
        self.window.end_session()
        self._quit(code)
