"""The open board: its board and rules, its name and file, and the undo stack of its edits.

Views never edit a board and read it back: they ask the document to `apply` a new board, the
document pushes an undo command, and every view redraws from `board_changed`.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QUndoStack

from ...core import Board, Rules
from ...core.files.boards import BoardFile, save_board
from ...core.styles import JumpStyle, Styles, follow, fresh
from ...words import spoken
from ...words.board import describe_rules
from ...words.defaults import shown_board_name
from .commands import DocState, SetStateCommand


class BoardDocument(QObject):
    """The board being edited. ``board_changed(board)`` fires after every change (of the board,
    its rules, name or description), undo and redo included; ``file_changed()`` when the path,
    name or clean state changes."""

    board_changed = Signal(Board)
    file_changed = Signal()

    def __init__(
        self,
        board: Board,
        rules: Rules | None = None,
        name: str = "",
        path: Path | None = None,
        parent: QObject | None = None,
        styles: Styles | None = None,
    ) -> None:
        super().__init__(parent)
        self._state = DocState(board, rules or Rules(), name, "", styles or fresh(board))
        self.path = path
        self.origin = self._origin_of(name, path)
        """Where the board came from, as the first line of its history ("Opened b.snl")."""
        self.ask_before_saving = False
        """Restored work bound to an existing file: the first Save asks before replacing it."""
        self.undo_stack = QUndoStack(self)
        # A bound method, not a lambda: Qt drops the connection when the document goes, so a
        # stack cleared while the app exits cannot signal a deleted document.
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @Slot(bool)
    def _clean_changed(self, _clean: bool) -> None:
        self.file_changed.emit()

    @property
    def board(self) -> Board:
        return self._state.board

    @property
    def rules(self) -> Rules:
        return self._state.rules

    @property
    def name(self) -> str:
        return self._state.name

    @property
    def description(self) -> str:
        return self._state.description

    @property
    def styles(self) -> Styles:
        """How each snake and ladder looks (each keeps its look through every edit)."""
        return self._state.styles or fresh(self.board)

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def title(self) -> str:
        """The name shown in the window title: the file's name, the board's, or "Untitled"."""
        if self.path is not None:
            return self.path.name
        return shown_board_name(self.name) or self.tr("Untitled")

    # -- edits ------------------------------------------------------------------------------

    def apply(self, board: Board, text: str) -> bool:
        """Make ``board`` the open board as one undo step named ``text`` (translated by the
        caller: the History dock and the Edit menu show it); False (and no step) when it is the
        board already open."""
        styles = follow(self.board, board, self.styles)  # every jump keeps its look
        return self._push(replace(self._state, board=board, styles=styles), text)

    def replace(self, loaded: BoardFile, text: str, rules: Rules | None = None) -> bool:
        """Make ``loaded`` the open board as a new board, not an edit of the old one (a whole
        board pasted over it), in one undo step named ``text``: the old board's name and
        description go with it (the title says "Untitled" unless ``loaded`` has a name of its
        own), the rules stay unless ``rules`` are given. Undo brings the old board back with its
        name. The open board itself, with no name or rules of its own, replaces nothing: False
        and no step (the path, if any, stays: Save writes the open file, as after any edit)."""
        if loaded.board == self.board and not loaded.name and rules is None:
            return False
        styles = loaded.styles or fresh(loaded.board)
        after = DocState(loaded.board, rules or self.rules, loaded.name, loaded.description, styles)
        return self._push(after, text)

    def set_rules(self, rules: Rules) -> bool:
        """The board's house rules, as one undo step (the analysis and the solver follow)."""
        return self._push(
            replace(self._state, rules=rules), spoken(self.tr("Rules: {rules}"), rules=describe_rules(rules))
        )

    def set_name(self, name: str) -> bool:
        """The board's name, as one undo step."""
        text = spoken(self.tr("Name “{name}”"), name=name) if name else self.tr("Remove the name")
        return self._push(replace(self._state, name=name), text)

    def set_style(self, start: int, style: JumpStyle) -> bool:
        """How the jump from ``start`` looks, as one undo step."""
        if start not in self.board.jumps:
            return False
        return self._push(replace(self._state, styles=self.styles.with_style(start, style)), self.tr("Change a look"))

    def set_description(self, description: str) -> bool:
        """The board's description, as one undo step."""
        return self._push(replace(self._state, description=description), self.tr("Change the description"))

    def _push(self, after: DocState, text: str) -> bool:
        if after == self._state:
            return False
        self.undo_stack.push(SetStateCommand(self._set_state, self._state, after, text))
        return True

    def _set_state(self, state: DocState) -> None:
        """Show ``state``: every change, undo and redo included, comes through here."""
        renamed = state.name != self._state.name
        self._state = state
        self.board_changed.emit(state.board)
        if renamed:
            self.file_changed.emit()  # the title shows the name

    # -- files -------------------------------------------------------------------------------

    @staticmethod
    def _origin_of(name: str, path: Path | None) -> str:
        """The first line of the history: "Opened b.snl", "Board “Classic”", "New board"."""
        if path is not None:
            return spoken(QCoreApplication.translate("BoardDocument", "Opened {file}"), file=path.name)
        if name:
            return spoken(QCoreApplication.translate("BoardDocument", "Board “{name}”"), name=name)
        return QCoreApplication.translate("BoardDocument", "New board")

    def load(self, loaded: BoardFile, path: Path | None, origin: str | None = None) -> None:
        """Replace everything with a freshly opened board: no undo history, clean. ``origin``
        says where it came from (by default: opened from ``path``, or a board by its name)."""
        self.undo_stack.clear()
        self.path = path
        self.origin = origin or self._origin_of(loaded.name, path)
        self.ask_before_saving = False
        styles = loaded.styles or fresh(loaded.board)
        self._set_state(DocState(loaded.board, loaded.rules, loaded.name, loaded.description, styles))
        self.undo_stack.setClean()
        self.file_changed.emit()

    def save(self, path: Path) -> None:
        """Save atomically to ``path`` and mark the document clean. Raises OSError on failure,
        leaving the document modified and any old file intact."""
        save_board(path, self.board, self.rules, self.name, self.description, self.styles)
        self.path = path
        self.ask_before_saving = False
        self.undo_stack.setClean()
        self.file_changed.emit()
