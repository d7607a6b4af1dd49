"""Which snakes and ladders matter: each one with the expected number of times it is taken in
one player's game (`core.usage`), most used first."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QCheckBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...core.board import jump_kind_of
from ...core.usage import MAX_USAGE_SQUARES, Usage
from ...words import figures, numbers, spoken
from ..board import theme

VISIBLE_ROWS = 8
"""The table shows at least this many rows (the dock scrolls rather than squeezing it)."""


class UsageTable(QWidget):
    """A sorted table: "ladder 28→84 | 0.58 times". ``jump_chosen(start)`` when a row is chosen
    (the window selects that jump on the board; None-like 0 never comes)."""

    jump_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._starts: list[int] = []
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        self.table.setAccessibleName(self.tr("How often each snake and ladder is taken"))
        taken = QTableWidgetItem(self.tr("Taken in a game"))
        taken.setToolTip(self.tr("The expected number of times one player takes it in a game"))
        self.table.setHorizontalHeaderItem(0, QTableWidgetItem(self.tr("Snake or ladder")))
        self.table.setHorizontalHeaderItem(1, taken)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # the arrows go from row to row; Tab leaves the table
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.currentCellChanged.connect(self._row_chosen)
        row = self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(row * (VISIBLE_ROWS + 1) + 4)
        self.legend = HeatLegend()
        self.legend.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.on_board = QCheckBox(self.tr("Heat map on the board"))
        self.on_board.setToolTip(self.tr("Tint each square by how often the token comes to rest there in a game"))
        layout.addWidget(QLabel(self.tr("Which snakes and ladders matter:")))
        layout.addWidget(self.on_board)
        layout.addWidget(self.legend)
        layout.addWidget(self.note)
        self.on_board.toggled.connect(self.legend.setVisible)
        layout.addWidget(self.table)

    def show_usage(self, usage: Usage | None, why: str = "") -> None:
        """Fill the table from ``usage``; None says why there is nothing (``why``)."""
        if usage is None:
            self._starts = []
            self.legend.set_most(None)  # no figures: never the last board's "3.1 rests a game"
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
        self._starts = [start for start, _end, _times in rows]
        self.legend.set_most(max(usage.square_visits[:-1], default=0.0))
        self.note.setVisible(not rows)
        self.note.setText(self.tr("No snakes or ladders on this board."))
        self.table.setRowCount(len(rows))
        for i, (start, end, times) in enumerate(rows):
            what = QTableWidgetItem(self._jump(start, end))
            count = QTableWidgetItem(figures.times_taken(times))
            count.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(i, 0, what)
            self.table.setItem(i, 1, count)

    def _row_chosen(self, row: int, _col: int, _old_row: int, _old_col: int) -> None:
        if 0 <= row < len(self._starts):
            self.jump_chosen.emit(self._starts[row])

    def _jump(self, start: int, end: int) -> str:
        """``"Ladder 28→84"`` (the usage leaves out jumps that go nowhere)."""
        if jump_kind_of(start, end) == "ladder":
            return spoken(self.tr("Ladder {start}→{end}"), start=start, end=end)
        return spoken(self.tr("Snake {start}→{end}"), start=start, end=end)

    def rows(self) -> list[tuple[str, str]]:
        """The table's texts, row by row."""
        cells = [(self.table.item(i, 0), self.table.item(i, 1)) for i in range(self.table.rowCount())]
        return [(what.text(), times.text()) for what, times in cells if what is not None and times is not None]


class HeatLegend(QWidget):
    """What the heat map's colours mean: from no rest at all to the square rested on most (a
    board whose usage is not worked out, such as one a game can fail to finish, has no most:
    the legend says so rather than keep another board's figure)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most: float | None = 0.0
        self.setMinimumHeight(self.fontMetrics().lineSpacing() * 2 + 8)
        self.setToolTip(self.tr("Each square's figure: how many times one player's token rests there in a game"))

    def set_most(self, most: float | None) -> None:
        """The most rests a game on one square (None: not worked out for this board)."""
        self.most = most
        self.update()

    def most_text(self) -> str:
        """The words at the legend's right end: "3.1 rests a game", or that there are none."""
        if self.most is None:
            return self.tr("not worked out for this board")
        return spoken(self.tr("{times} rests a game"), times=numbers.decimal(self.most, 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        line = self.fontMetrics().lineSpacing()
        bar = QRectF(4, 2, self.width() - 8, line * 0.8)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        for i, colour in enumerate(theme.current().usage_ramp):
            gradient.setColorAt(i / (len(theme.current().usage_ramp) - 1), colour)
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().windowText().color())
        under = QRectF(4, bar.bottom() + 2, bar.width(), line + 2)
        painter.drawText(under, Qt.AlignmentFlag.AlignLeft, self.tr("never rested on"))
        painter.drawText(under, Qt.AlignmentFlag.AlignRight, self.most_text())
