"""The problems dock: the warnings of `Board.problems` for the open board and rules, listed;
choosing one selects its square's jump on the board."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..core import Problem


class ProblemsPanel(QListWidget):
    """``square_chosen(square)`` when the user picks a warning about a square."""

    square_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName("Board warnings")
        self.itemActivated.connect(self._chosen)
        self.itemClicked.connect(self._chosen)

    def show_problems(self, problems: Sequence[Problem]) -> None:
        self.clear()
        for problem in problems:
            item = QListWidgetItem(f"⚠ {problem.message}")
            item.setData(Qt.ItemDataRole.UserRole, problem.square)
            self.addItem(item)
        if not problems:
            item = QListWidgetItem("No warnings: every snake and ladder works as drawn.")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addItem(item)

    def _chosen(self, item: QListWidgetItem) -> None:
        square = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(square, int):
            self.square_chosen.emit(square)
