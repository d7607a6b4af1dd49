"""The status bar's permanent answer: the fewest throws of the board being drawn."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from ..document.facts import BoardFacts, Facts


class FewestThrowsLabel(QLabel):
    """ "Fewest throws: 9", "The goal cannot be reached", or, while a large board's search
    runs in the background, "working it out…"."""

    def __init__(self, facts: BoardFacts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip("Search → Play (F5) shows how breadth-first search finds it")
        facts.working.connect(lambda _board: self.setText("Fewest throws: working it out…"))
        facts.facts_changed.connect(self.show_facts)
        if facts.current is not None:
            self.show_facts(facts.current)

    def show_facts(self, facts: Facts) -> None:
        throws = facts.solution.min_rolls
        self.setText(f"Fewest throws: {throws}" if throws >= 0 else "The goal cannot be reached")
