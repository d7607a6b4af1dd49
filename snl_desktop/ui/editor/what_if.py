"""What-if while dragging: before the button is released, the note beside the mouse says what
the drop would do to the fewest throws and the expected length ("fewest 7 → 5, expected
39.2 → 33.8 turns"). Worked out after the mouse event (never in it: the band moves first), for
the last position only, and remembered, so moving back and forth costs nothing."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from ...core import Board, Rules, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...words import numbers, spoken
from ..board.scene import BoardScene
from ..document.document import BoardDocument

MAX_WHAT_IF_SQUARES = 2500
"""Up to 50×50 the figures keep up with the mouse; larger boards show the band alone."""
CACHE = 256

Figures = tuple[int, float | None]
"""(fewest throws, exact expected turns or None)."""
Key = tuple[int, int, tuple[tuple[int, int], ...], Rules]


def figures(board: Board, rules: Rules) -> Figures:
    """(fewest throws, exact expected turns or None) of ``board``."""
    from ...core.markov import expected_turns  # numpy: loaded with the first drag, not at start-up

    return solution(board, rules).min_rolls, expected_turns(board, rules)


def note(before: Figures, after: Figures) -> str:
    """The sentence beside the mouse."""

    def fewest(n: int) -> str:
        return QCoreApplication.translate("WhatIf", "unreachable") if n < 0 else str(n)

    def turns(x: float | None) -> str:
        if x is None:
            return QCoreApplication.translate("WhatIf", "endless")
        return numbers.decimal(x, 1) if x < 1e6 else numbers.scientific(x, 1)

    return spoken(
        QCoreApplication.translate("WhatIf", "fewest {before} → {after}, expected {turns} → {new_turns} turns"),
        before=fewest(before[0]),
        after=fewest(after[0]),
        turns=turns(before[1]),
        new_turns=turns(after[1]),
    )


class WhatIf(QObject):
    """Follows a scene's drags for one document."""

    def __init__(self, document: BoardDocument, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document, self.scene = document, scene
        self._cache: OrderedDict[Key, Figures] = OrderedDict()
        self._latest: Board | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # after the mouse event and its repaint: the last position wins
        self._timer.timeout.connect(self._work_out)
        scene.proposed.connect(self.show_proposal)
        self.text = ""

    @Slot(object)
    def show_proposal(self, board: Board | None) -> None:
        """While dragging: the board a drop would make (None: the drop would be refused)."""
        self._latest = board
        if board is None or board.size > min(MAX_WHAT_IF_SQUARES, LARGE_BOARD_SQUARES):
            self._show("")
            self._timer.stop()
            return
        self._timer.start()

    def _figures(self, board: Board, rules: Rules) -> Figures:
        key = (board.rows, board.cols, tuple(sorted(board.jumps.items())), rules)
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = figures(board, rules)
            if len(self._cache) > CACHE:
                self._cache.popitem(last=False)
        return found

    @Slot()
    def _work_out(self) -> None:
        board = self._latest
        if board is None:
            return
        rules = self.document.rules
        self._show(note(self._figures(self.document.board, rules), self._figures(board, rules)))

    def _show(self, text: str) -> None:
        self.text = text
        self.scene.show_drag_note(text)
