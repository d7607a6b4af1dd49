"""What the views show beside the board itself: its fewest throws (the solver's answer) and its
warnings. Worked out at once for boards of ordinary size; for a large board (a search of a
1000×1000 board takes most of a second) in the background, so that an edit stays instant:
``facts_changed`` then follows when the answer is ready, and an answer about a board that has
changed since is dropped."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal

from ...core import Board, Problem, Rules, Solution, problems, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...log import logger
from .document import BoardDocument

SYNC_SQUARES = LARGE_BOARD_SQUARES
"""Boards of up to this many squares (200×200) are worked out on the spot."""
SETTLE_MS = 120
"""A large board's work starts once edits pause this long: the window repaints first (the
worker's Python would slow its painting), and a drag's edits are worked out once."""


@dataclass(frozen=True)
class Facts:
    """A board's fewest throws and warnings, under ``rules``."""

    board: Board
    rules: Rules
    solution: Solution
    problems: tuple[Problem, ...]


def work_out(board: Board, rules: Rules) -> Facts:
    return Facts(board, rules, solution(board, rules), tuple(problems(board, rules)))


class _Relay(QObject):
    done = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, request: int, board: Board, rules: Rules, relay: _Relay) -> None:
        super().__init__()
        self.request, self.board, self.rules, self.relay = request, board, rules, relay

    def run(self) -> None:
        try:
            facts: Facts | None = work_out(self.board, self.rules)
        except Exception:  # noqa: BLE001 - reported, and the views say it could not be worked out
            logger(__name__).exception("working out the board's facts failed")
            facts = None
        try:
            self.relay.done.emit(self.request, facts)
        except RuntimeError:
            pass  # the window closed while we worked


class BoardFacts(QObject):
    """``facts_changed(facts)`` when the facts of the last board asked about are known;
    ``working(board)`` when they are being worked out in the background."""

    facts_changed = Signal(object)
    working = Signal(object)

    def __init__(
        self, sync_squares: int = SYNC_SQUARES, settle_ms: int = SETTLE_MS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.sync_squares = sync_squares
        self.current: Facts | None = None
        self._request = 0
        self._waiting: tuple[Board, Rules] | None = None
        self._relay = _Relay(self)
        self._relay.done.connect(self._answer, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(settle_ms)
        self._timer.timeout.connect(self._start)

    def follow(self, document: BoardDocument) -> None:
        """Work out the facts of every board the document holds, from now on."""
        document.board_changed.connect(lambda board: self.request(board, document.rules))
        self.request(document.board, document.rules)

    def request(self, board: Board, rules: Rules) -> None:
        """Work out the facts of ``board`` (at once when it is small)."""
        self._request += 1
        if board.size <= self.sync_squares:
            self._timer.stop()
            self._answer(self._request, work_out(board, rules))
            return
        self.working.emit(board)
        self._waiting = (board, rules)
        self._timer.start()

    def _start(self) -> None:
        if self._waiting is not None:
            board, rules = self._waiting
            self._waiting = None
            QThreadPool.globalInstance().start(_Job(self._request, board, rules, self._relay))

    def _answer(self, request: int, facts: Facts | None) -> None:
        if request != self._request or facts is None:
            return  # about a board that has changed since (or a failure, logged)
        self.current = facts
        self.facts_changed.emit(facts)
