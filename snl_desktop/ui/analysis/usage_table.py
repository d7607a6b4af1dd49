"""Which snakes and ladders matter: each one with the expected number of times it is taken in
one player's game (`core.usage`), most used first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...core.text import jump_kind
from ...core.usage import MAX_USAGE_SQUARES, Usage


class UsageTable(QWidget):
    """A sorted table: "ladder 28→84 | 0.58 times a game"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels(["Snake or ladder", "Taken in a game"])
        self.table.horizontalHeaderItem(1).setToolTip("The expected number of times one player takes it in a game")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.on_board = QCheckBox("Heat map on the board")
        self.on_board.setToolTip("Tint each square by how often the token comes to rest there in a game")
        layout.addWidget(QLabel("Which snakes and ladders matter:"))
        layout.addWidget(self.on_board)
        layout.addWidget(self.note)
        layout.addWidget(self.table)

    def show_usage(self, usage: Usage | None, why: str = "") -> None:
        """Fill the table from ``usage``; None says why there is nothing (``why``)."""
        if usage is None:
            self.table.setRowCount(0)
            self.note.setText(
                why
                or "Not worked out: a game can fail to finish, the games are too long to count, "
                f"or the board has more than {MAX_USAGE_SQUARES} squares."
            )
            self.note.show()
            return
        rows = sorted(usage.jump_usage, key=lambda row: (-row[2], row[0]))
        self.note.setVisible(not rows)
        self.note.setText("No snakes or ladders on this board.")
        self.table.setRowCount(len(rows))
        for i, (start, end, times) in enumerate(rows):
            what = QTableWidgetItem(f"{jump_kind(start, end)} {start}→{end}")
            count = QTableWidgetItem(f"{times:.2f} time{'' if round(times, 2) == 1 else 's'}")
            count.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(i, 0, what)
            self.table.setItem(i, 1, count)

    def rows(self) -> list[tuple[str, str]]:
        return [(self.table.item(i, 0).text(), self.table.item(i, 1).text()) for i in range(self.table.rowCount())]
