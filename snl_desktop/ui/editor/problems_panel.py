"""The problems dock: the warnings of `Board.problems` for the open board and rules, listed;
choosing one selects its square's jump on the board."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ...core import Problem
from ..document.facts import BoardFacts

MAX_LISTED = 500
"""The most warnings listed (a 1000×1000 board of random jumps has thousands of chains)."""


class ProblemsPanel(QListWidget):
    """``square_chosen(square)`` when the user picks a warning about a square."""

    square_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName("Board warnings")
        self.itemActivated.connect(self._chosen)
        self.itemClicked.connect(self._chosen)

    def follow(self, facts: BoardFacts) -> None:
        """List the warnings of every board the facts are worked out for."""
        facts.working.connect(lambda _board: self.show_working())
        facts.facts_changed.connect(lambda found: self.show_problems(found.problems))
        if facts.current is not None:
            self.show_problems(facts.current.problems)

    def show_problems(self, problems: Sequence[Problem]) -> None:
        """List the warnings (the first `MAX_LISTED`; the board marks every one)."""
        self.setUpdatesEnabled(False)
        self.clear()
        for problem in problems[:MAX_LISTED]:
            item = QListWidgetItem(f"⚠ {problem.message}")
            item.setData(Qt.ItemDataRole.UserRole, problem.square)
            self.addItem(item)
        if len(problems) > MAX_LISTED:
            self._note(f"… and {len(problems) - MAX_LISTED:,} more warnings: each is marked on the board.")
        if not problems:
            self._note("No warnings: every snake and ladder works as drawn.")
        self.setUpdatesEnabled(True)

    def show_working(self) -> None:
        self.clear()
        self._note("Checking the board…")

    def _note(self, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.addItem(item)

    def _chosen(self, item: QListWidgetItem) -> None:
        square = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(square, int):
            self.square_chosen.emit(square)
