"""The status bar's permanent answer: the fewest throws of the board being drawn; a new figure,
while it shows, is also said to a screen reader."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QWidget

from ...core import Board
from ...words import spoken
from ..document.facts import BoardFacts, Facts
from ..kit.announce import announce


class FewestThrowsLabel(QLabel):
    """ "Fewest throws: 9", "One die a throw never reaches the goal", or, while a large board's
    search runs in the background, "working it out…". It is the single-die figure (one die a
    throw, LeetCode's problem); how a game under the board's own rules plays is the Analysis's
    and the Warnings' (a 6 that throws again can pass a wall of snakes one die cannot)."""

    def __init__(self, facts: BoardFacts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip(
            self.tr(
                "The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how "
                "breadth-first search finds it. A game under the board's own rules is in Analysis."
            )
        )
        facts.working.connect(self.show_working)
        facts.facts_changed.connect(self.show_facts)
        if facts.current is not None:
            self.show_facts(facts.current)

    @Slot(Board)
    def show_working(self, _board: Board) -> None:
        self.setText(self.tr("Fewest throws: working it out…"))

    @Slot(Facts)
    def show_facts(self, facts: Facts) -> None:
        throws = facts.solution.min_rolls
        if throws >= 0:
            text = spoken(self.tr("Fewest throws: {throws}"), throws=throws)
        else:
            text = self.tr("One die a throw never reaches the goal")
        if text != self.text() and self.isVisible():
            announce(self, text)  # a new figure (an edit changed it) is said, not only shown
        self.setText(text)
