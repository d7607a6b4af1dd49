"""What the views show beside the board itself: its fewest throws (the solver's answer) and its
warnings. Worked out at once for boards of ordinary size; for a large board (a search of a
1000×1000 board takes most of a second) in the background, so that an edit stays instant:
``facts_changed`` then follows when the answer is ready, and an answer about a board that has
changed since is dropped."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance, Slot

from ...core import Board, Problem, Rules, Solution, problems, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...log import logger
from ..kit.background import LatestAnswer
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


class BoardFacts(QObject):
    """``facts_changed(facts)`` when the facts of the last board asked about are known;
    ``working(board)`` when they are being worked out in the background."""

    facts_changed = Signal(Facts)
    working = Signal(Board)

    def __init__(
        self, sync_squares: int = SYNC_SQUARES, settle_ms: int = SETTLE_MS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.sync_squares = sync_squares
        self.current: Facts | None = None
        self._document: BoardDocument | None = None
        self._waiting: tuple[Board, Rules] | None = None
        self._latest: LatestAnswer[Facts] = LatestAnswer(self, self._answer, self._failed)
        self._held = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(settle_ms)
        self._timer.timeout.connect(self._start)

    def hold_until(self, signal: SignalInstance) -> None:
        """Start no work in the background until ``signal`` (the window's first paint): the
        worker's Python holds the interpreter, and a 1000×1000 board's window, whose first paint
        took longer than `SETTLE_MS`, then painted in 5 s instead of 2."""
        self._held = True
        signal.connect(self._release)

    @Slot()
    def _release(self) -> None:
        self._held = False
        if self._waiting is not None:
            self._timer.start()

    def follow(self, document: BoardDocument) -> None:
        """Work out the facts of every board the document holds, from now on."""
        self._document = document
        document.board_changed.connect(self._board_changed)
        self.request(document.board, document.rules)

    @Slot(Board)
    def _board_changed(self, board: Board) -> None:
        if self._document is not None:
            self.request(board, self._document.rules)

    def request(self, board: Board, rules: Rules) -> None:
        """Work out the facts of ``board`` (at once when it is small); an answer still on its
        way about an earlier board is dropped."""
        if board.size <= self.sync_squares:
            self._timer.stop()
            self._waiting = None
            self._latest.forget()
            self._answer(work_out(board, rules))
            return
        self._latest.forget()
        self.working.emit(board)
        self._waiting = (board, rules)
        self._timer.start()

    @Slot()
    def _start(self) -> None:
        if self._waiting is not None and not self._held:
            board, rules = self._waiting
            self._waiting = None
            self._latest.ask(lambda: work_out(board, rules))

    def _answer(self, facts: Facts) -> None:
        self.current = facts
        self.facts_changed.emit(facts)

    def _failed(self, error: BaseException) -> None:
        # Logged; the views keep saying the facts are being worked out.
        logger(__name__).error("working out the board's facts failed", exc_info=error)
