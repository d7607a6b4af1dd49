"""Which snakes and ladders matter: each one with the expected number of times it is taken in
one player's game (`core.usage`), most used first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...core.usage import MAX_USAGE_SQUARES, Usage
from ...words import board as board_words
from ...words import figures


class UsageTable(QWidget):
    """A sorted table: "ladder 28→84 | 0.58 times"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        taken = QTableWidgetItem(self.tr("Taken in a game"))
        taken.setToolTip(self.tr("The expected number of times one player takes it in a game"))
        self.table.setHorizontalHeaderItem(0, QTableWidgetItem(self.tr("Snake or ladder")))
        self.table.setHorizontalHeaderItem(1, taken)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.on_board = QCheckBox(self.tr("Heat map on the board"))
        self.on_board.setToolTip(self.tr("Tint each square by how often the token comes to rest there in a game"))
        layout.addWidget(QLabel(self.tr("Which snakes and ladders matter:")))
        layout.addWidget(self.on_board)
        layout.addWidget(self.note)
        layout.addWidget(self.table)

    def show_usage(self, usage: Usage | None, why: str = "") -> None:
        """Fill the table from ``usage``; None says why there is nothing (``why``)."""
        if usage is None:
            self.table.setRowCount(0)
            self.note.setText(
                why
                or self.tr(
                    "Not worked out: a game can fail to finish, the games are too long to count, "
                    "or the board has more than %n squares.",
                    "",
                    MAX_USAGE_SQUARES,
                )
            )
            self.note.show()
            return
        rows = sorted(usage.jump_usage, key=lambda row: (-row[2], row[0]))
        self.note.setVisible(not rows)
        self.note.setText(self.tr("No snakes or ladders on this board."))
        self.table.setRowCount(len(rows))
        for i, (start, end, times) in enumerate(rows):
            what = QTableWidgetItem(self._jump(start, end))
            count = QTableWidgetItem(figures.times_taken(times))
            count.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(i, 0, what)
            self.table.setItem(i, 1, count)

    def _jump(self, start: int, end: int) -> str:
        """``"ladder 28→84"`` (the usage leaves out jumps that go nowhere)."""
        return self.tr("{kind} {start}→{end}").format(kind=board_words.jump_name(start, end), start=start, end=end)

    def rows(self) -> list[tuple[str, str]]:
        """The table's texts, row by row."""
        cells = [(self.table.item(i, 0), self.table.item(i, 1)) for i in range(self.table.rowCount())]
        return [(what.text(), times.text()) for what, times in cells if what is not None and times is not None]
