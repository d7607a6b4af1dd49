"""The BFS queue in the Solver dock, as a list that follows the search step by step: each
square waiting, front first, with its distance, under a title that counts them."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QListWidget, QWidget

from ...core import Solution
from ...words import spoken


class QueueList(QListWidget):
    """The BFS queue, front first: each square waiting and its distance, under a ``title``
    that counts them. The queue after a step of the search is ``order[expanded:discovered]``
    of its discovery order; moving on drops squares from the front and adds at the back,
    a jump backwards rebuilds the list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.setAccessibleName(self.tr("BFS queue"))
        self.setUniformItemSizes(True)  # each step adds and drops rows: keep its layout O(1)
        self._shown = (0, 0)  # (expanded, discovered) listed now
        self.clear_queue()

    def clear_queue(self) -> None:
        """No search: an empty queue, its title without a count."""
        self.clear()
        self._shown = (0, 0)
        self.title.setText(self.tr("BFS queue (front first)"))

    def show_queue(self, found: Solution, order: list[int], expanded: int, discovered: int) -> None:
        """The queue ``order[expanded:discovered]`` of the search of ``found``."""
        old_expanded, old_discovered = self._shown
        if old_expanded <= expanded <= old_discovered and discovered >= old_discovered:
            for _ in range(expanded - old_expanded):
                self.takeItem(0)
            new = order[old_discovered:discovered]
        else:
            self.clear()
            new = order[expanded:discovered]
        for square in new:
            self.addItem(spoken(self.tr("square {square} · %n throw(s)", "", found.distance(square)), square=square))
        self._shown = (expanded, discovered)
        self.title.setText(self.tr("BFS queue (front first): %n square(s)", "", discovered - expanded))
