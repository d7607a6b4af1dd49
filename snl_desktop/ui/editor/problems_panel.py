"""The Warnings dock: the warnings of `core.checks.problems` for the open board and rules,
listed (each said by the words layer, `words.problems` frames the list); choosing one selects
its square's jump on the board."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ...core import Problem
from ...words import problems as problem_words
from ...words import say
from ..document.facts import BoardFacts, Facts

MAX_LISTED = 500
"""The most warnings listed (a 1000×1000 board of random jumps has thousands of chains)."""


class ProblemsPanel(QListWidget):
    """``square_chosen(square)`` when the user picks a warning about a square."""

    square_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName(self.tr("Board warnings"))
        self.itemActivated.connect(self._chosen)
        self.itemClicked.connect(self._chosen)

    def follow(self, facts: BoardFacts) -> None:
        """List the warnings of every board the facts are worked out for."""
        facts.working.connect(self.show_working)
        facts.facts_changed.connect(self._show_facts)
        if facts.current is not None:
            self.show_problems(facts.current.problems)

    @Slot(Facts)
    def _show_facts(self, facts: Facts) -> None:
        self.show_problems(facts.problems)

    def show_problems(self, problems: Sequence[Problem]) -> None:
        """List the warnings (the first `MAX_LISTED`; the board marks every one)."""
        self.setUpdatesEnabled(False)
        self.clear()
        for problem in problems[:MAX_LISTED]:
            item = QListWidgetItem(f"⚠ {say(problem.what)}")
            item.setData(Qt.ItemDataRole.UserRole, problem.square)
            self.addItem(item)
        if len(problems) > MAX_LISTED:
            self._note(problem_words.more_warnings(len(problems) - MAX_LISTED))
        if not problems:
            self._note(problem_words.no_warnings())
        self.setUpdatesEnabled(True)

    @Slot()
    def show_working(self) -> None:
        self.clear()
        self._note(problem_words.checking())

    def _note(self, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.addItem(item)

    @Slot(QListWidgetItem)
    def _chosen(self, item: QListWidgetItem) -> None:
        square = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(square, int):
            self.square_chosen.emit(square)
