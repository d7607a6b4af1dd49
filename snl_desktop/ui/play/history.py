"""The recorder of the family's history: it follows the game on the table (a `GameController`)
and, when the game is won, records it in the history file (`core.history`): off the GUI thread,
one game after another in the order they were won (a write waits for the disk: ``fsync``).

**A won game is never dropped.** It is first kept in this window's pending file beside the
history (`core.history.pending`), then written into the history; while the history cannot take
it (another program holding it for longer than `BUSY_MS`, a full disk, a read-only file) it
stays pending and is tried again every little while (`RETRY_MS`, then less often), and at the
next start if the app is closed first. Only a game still pending when the window closes is
said (`left_pending`); a busy history is not news during play.

A win taken back is forgotten from the history (the game goes on; when it is won again it is
recorded then), so a game is in the history once, as it ended. What opening the file had to do
(a damaged file set aside, a newer version's file only read) or why a game could not be
recorded is logged and said once in the status line (`noted`); the game is never interrupted.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...core.game import TurnOutcome
from ...core.history import FILE_NAME, FinishedGame, HistoryBusy, HistoryError, PendingGames, finished_game
from ...core.message import Message
from ...log import logger
from ...words import say, spoken
from .controller import GameController
from .host import PlayHost

WAIT_SECONDS = 10.0
"""The longest `GameRecorder.wait` waits for the writes under way (a busy disk)."""
RETRY_MS = 5000
"""How soon a game the history could not take is tried again (doubling up to `MOST_RETRY_MS`)."""
MOST_RETRY_MS = 60_000
CLOSING_BUSY_MS = 1000
"""How long the last try, when the window closes, waits for a busy history."""


def default_history_path(host: PlayHost) -> Path:
    """The history's file in the app-data folder: beside the window's autosave folder (which is
    ``<AppDataLocation>/autosave``; tests give the window a folder of their own)."""
    return host.autosave_dir.parent / FILE_NAME


class GameRecorder(QObject):
    """Records the games of the controller it `follow`s in the history at ``path``. ``noted``
    (a sentence for the status line) when something about the history should be said;
    ``left_pending`` (a sentence) when the window closes with games not yet written.
    ``busy_ms`` (default: the history's `BUSY_MS`) and ``retry_ms``: how long a write waits
    for a busy history, and how soon it is tried again."""

    noted = Signal(str)
    left_pending = Signal(str)
    _done = Signal(object)  # from the writing thread: the notes of one write, and whether games wait

    def __init__(
        self,
        path: Path,
        board_name: Callable[[], str],
        parent: QObject | None = None,
        busy_ms: int | None = None,
        retry_ms: int = RETRY_MS,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.board_name = board_name
        self.busy_ms = busy_ms
        self.retry_ms = retry_ms
        self.controller: GameController | None = None
        self.pending = PendingGames(path)
        self._key: str | None = None  # the key of the followed game's recorded win
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
        self._futures: list[Future[tuple[list[Message], bool]]] = []
        self._futures_lock = threading.Lock()
        self._said: set[str] = set()
        self._closing = self._closed = False
        self._delay = retry_ms
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)
        self._done.connect(self._answered)
        self._submit(self._adopt)  # the games an earlier run could not write, written now

    def follow(self, controller: GameController | None) -> None:
        """Record the game of ``controller`` when it is won (None: follow nothing)."""
        if self.controller is not None:
            self.controller.won.disconnect(self._won)
            self.controller.taken_back.disconnect(self._taken_back)
        self.controller, self._key = controller, None
        if controller is not None:
            controller.won.connect(self._won)
            controller.taken_back.connect(self._taken_back)
            if controller.game.finished:  # a won game resumed: it was recorded when it was won
                self._key = ""

    @Slot(str)
    def _won(self, _winner: str) -> None:
        controller = self.controller
        if controller is None or self._key is not None:
            return
        self._key = uuid.uuid4().hex
        try:
            game = finished_game(controller.game, controller.seats, self.board_name(), self._key)
        except HistoryError as exc:
            self._answered(([exc.what], False))
            return
        self.record(game)

    @Slot(TurnOutcome)
    def _taken_back(self, outcome: TurnOutcome) -> None:
        key, self._key = self._key, None
        if outcome.kind == "win" and key:
            self._submit(lambda: self._keep(self.pending.take_back(key)))

    def record(self, game: FinishedGame) -> None:
        """Record ``game`` (kept pending at once, written off the GUI thread after the writes
        already asked for)."""
        self._submit(lambda: self._keep(self.pending.keep(game)))

    # -- the writing thread ------------------------------------------------------------------------

    def _keep(self, problem: Message | None) -> tuple[list[Message], bool]:
        notes, waiting = self._flush()
        return ([problem] if problem is not None else []) + notes, waiting

    def _adopt(self) -> tuple[list[Message], bool]:
        notes = self.pending.adopt()
        more, waiting = self._flush()
        return notes + more, waiting

    def _flush(self) -> tuple[list[Message], bool]:
        """Write what is pending; the notes, and whether games are still waiting."""
        busy = CLOSING_BUSY_MS if self._closing else self.busy_ms
        try:
            notes = self.pending.flush(busy)
        except HistoryBusy as exc:
            logger(__name__).info("history: %s (the games wait)", exc.what.english())
            notes = []
        return notes, bool(self.pending)

    def _submit(self, work: Callable[[], tuple[list[Message], bool]]) -> None:
        if self._closed:
            logger(__name__).warning("history: a write asked for after the recorder closed was not done")
            return
        with self._futures_lock:
            self._futures = [future for future in self._futures if not future.done()]
            future = self._writer.submit(work)
            self._futures.append(future)
        future.add_done_callback(self._finished)

    def _finished(self, future: Future[tuple[list[Message], bool]]) -> None:
        """In the writing thread: hand what to say to the GUI thread (a failure the history
        did not foresee is logged, and the game goes on)."""
        if future.cancelled():
            return
        error = future.exception()
        if error is not None:
            logger(__name__).error("history: a write failed", exc_info=error)
            return
        try:
            self._done.emit(future.result())
        except RuntimeError:  # the window is gone (the app quits): the log has had its say
            pass

    # -- the GUI thread ----------------------------------------------------------------------------

    @Slot(object)
    def _answered(self, answer: tuple[list[Message], bool]) -> None:
        notes, waiting = answer
        self._say(notes)
        if self._closing:
            return
        if waiting:
            if not self._retry.isActive():
                self._retry.start(self._delay)
                self._delay = min(self._delay * 2, max(MOST_RETRY_MS, self.retry_ms))
        else:
            self._retry.stop()
            self._delay = self.retry_ms

    @Slot()
    def _try_again(self) -> None:
        if not self._closing:
            self._submit(self._flush)

    def wait(self, seconds: float = WAIT_SECONDS) -> bool:
        """Wait until the writes asked for are done (safe from any thread); whether they all
        are. A game the history could not take is then pending (`pending`), not lost."""
        with self._futures_lock:
            futures = list(self._futures)
        _done, late = wait_for(futures, timeout=seconds)
        return not late

    def close(self) -> int:
        """Try once more (waiting a little for a busy history), stop the writing thread and
        say (``left_pending``) what is still pending; how many games are."""
        if self._closed:
            return len(self.pending)
        self.follow(None)
        self._retry.stop()
        self._closing = True
        if self.pending:
            self._submit(self._flush)
        self._closed = True
        self._writer.shutdown(wait=True)
        left = len(self.pending)
        if left:
            logger(__name__).warning("history: %d finished game(s) not yet written into the history", left)
            if self.pending.kept:
                text = self.tr(
                    "%Ln finished game(s) could not be written into the game history yet. They are kept in "
                    "{file} and written the next time the app starts.",
                    "",
                    left,
                )
            else:
                text = self.tr(
                    "%Ln finished game(s) could not be written into the game history, nor kept for later.", "", left
                )
            self.left_pending.emit(spoken(text, file=str(self.pending.file)))
        return left

    def _say(self, notes: list[Message]) -> None:
        for note in notes:
            text = say(note)
            logger(__name__).warning("history: %s", note.english())
            if text not in self._said:  # said once a run: a damaged disk is not news at every win
                self._said.add(text)
                self.noted.emit(spoken(self.tr("Game history: {what}"), what=text))
