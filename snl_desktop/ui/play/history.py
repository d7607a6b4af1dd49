"""The recorder of the family's history: it follows the game on the table (a `GameController`)
and, when the game is won, records it in the history file (`core.history`): off the GUI thread,
one game after another in the order they were won (a write waits for the disk: ``fsync``).

A win taken back is forgotten from the history (the game goes on; when it is won again it is
recorded then), so a game is in the history once, as it ended. What opening the file had to do
(a damaged file set aside, a newer version's file only read) or why a game could not be
recorded is logged and said once in the status line (`noted`); the game is never interrupted.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from ...core.game import TurnOutcome
from ...core.history import FILE_NAME, FinishedGame, History, HistoryError, finished_game
from ...core.message import Message
from ...log import logger
from ...words import say, spoken
from .controller import GameController
from .host import PlayHost

WAIT_SECONDS = 10.0
"""The longest `GameRecorder.wait` waits for the writes under way (a busy disk)."""


def default_history_path(host: PlayHost) -> Path:
    """The history's file in the app-data folder: beside the window's autosave folder (which is
    ``<AppDataLocation>/autosave``; tests give the window a folder of their own)."""
    return host.autosave_dir.parent / FILE_NAME


def _write(path: Path, work: Callable[[History], object]) -> list[Message]:
    """Open the history at ``path``, do ``work`` in it, close it: what a user should hear of
    (what opening did, or why the work could not be done)."""
    notes: list[Message] = []
    try:
        with History.open(path) as history:
            notes.extend(history.notes)
            work(history)
    except HistoryError as exc:
        notes.append(exc.what)
    return notes


class GameRecorder(QObject):
    """Records the games of the controller it `follow`s in the history at ``path``. ``noted``
    (a sentence for the status line) when something about the history should be said."""

    noted = Signal(str)
    _done = Signal(object)  # from the writing thread: the notes of one write

    def __init__(self, path: Path, board_name: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.board_name = board_name
        self.controller: GameController | None = None
        self._key: str | None = None  # the key of the followed game's recorded win
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
        self._pending: list[Future[list[Message]]] = []
        self._said: set[str] = set()
        self._done.connect(self._say)

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
            self._say([exc.what])
            return
        self._submit(lambda history: history.record(game))

    @Slot(TurnOutcome)
    def _taken_back(self, outcome: TurnOutcome) -> None:
        key, self._key = self._key, None
        if outcome.kind == "win" and key:
            self._submit(lambda history: history.forget(key))

    def record(self, game: FinishedGame) -> None:
        """Record ``game`` (off the GUI thread, after the writes already asked for)."""
        self._submit(lambda history: history.record(game))

    def _submit(self, work: Callable[[History], object]) -> None:
        self._pending = [future for future in self._pending if not future.done()]
        future = self._writer.submit(_write, self.path, work)
        future.add_done_callback(self._finished)
        self._pending.append(future)

    def _finished(self, future: Future[list[Message]]) -> None:
        """In the writing thread: hand what to say to the GUI thread (a failure the history
        did not foresee is logged, and the game goes on)."""
        error = future.exception()
        if error is not None:
            logger(__name__).error("history: a write failed", exc_info=error)
            return
        try:
            self._done.emit(future.result())
        except RuntimeError:  # the window is gone (the app quits): the log has had its say
            pass

    def wait(self, seconds: float = WAIT_SECONDS) -> bool:
        """Wait until the writes asked for are on disk (before the statistics are read, and
        when the window closes); whether they all are."""
        pending, self._pending = self._pending, []
        _done, late = wait_for(pending, timeout=seconds)
        self._pending = list(late)
        return not late

    def close(self) -> None:
        """Finish the writes under way and stop the writing thread."""
        self.follow(None)
        self._writer.shutdown(wait=True)

    @Slot(object)
    def _say(self, notes: list[Message]) -> None:
        for note in notes:
            text = say(note)
            logger(__name__).warning("history: %s", note.english())
            if text not in self._said:  # said once a run: a damaged disk is not news at every win
                self._said.add(text)
                self.noted.emit(spoken(self.tr("Game history: {what}"), what=text))
