"""Undo commands. Every change of the open board is one `SetStateCommand` holding the state
before and after: boards and rules are immutable values, so undo is a swap."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from .document import BoardDocument, DocState


class SetStateCommand(QUndoCommand):
    """Replace the document's board and rules; undo puts the old ones back."""

    def __init__(self, document: BoardDocument, before: DocState, after: DocState, text: str) -> None:
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._document._set_state(self.after)

    def undo(self) -> None:
        self._document._set_state(self.before)
