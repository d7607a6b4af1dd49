"""Undo commands. Every change of the open board is one `SetStateCommand` holding the state
before and after: boards and rules are immutable values, so undo is a swap."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QUndoCommand

from ...core import Board, Rules
from ...core.styles import Styles


@dataclass(frozen=True)
class DocState:
    """What an undo step changes: the board, its rules, its name and its description, and how
    its snakes and ladders look (None: as a board without looks of its own gets them)."""

    board: Board
    rules: Rules
    name: str = ""
    description: str = ""
    styles: Styles | None = None


class SetStateCommand(QUndoCommand):
    """Put ``after`` in place through ``show`` (the document's own setter); undo puts
    ``before`` back the same way."""

    def __init__(self, show: Callable[[DocState], None], before: DocState, after: DocState, text: str) -> None:
        super().__init__(text)
        self._show = show
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._show(self.after)

    def undo(self) -> None:
        self._show(self.before)
