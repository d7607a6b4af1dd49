"""The numbering lesson (Learn → Numbering): how square numbers map to the matrix, the hard part
of LeetCode 909. The board's matrix as a table — each cell its square's number and what the
matrix holds there — where hovering a cell rings its square on the board and hovering a square
selects its cell; each square's (row, column) drawn on the board on request; and a small odd and
even board side by side, because the top row's direction depends on the side's parity."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QFont, QHideEvent, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGraphicsItem,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyleOptionGraphicsItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import Board
from ...core.board import label_to_position, position_to_label
from ...words import spoken
from ..board import theme
from ..board.geometry import BoardGeometry
from ..board.scene import BoardScene

MAX_TABLE_SQUARES = 900
"""Boards up to 30×30 get the table (and the labels on the board); larger ones a sentence."""
SIDES = (5, 6)
"""The small boards side by side: an odd side and an even one."""


class CoordinatesItem(QGraphicsItem):
    """Each square's (row, column) in the matrix, small, at the foot of the square."""

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.setZValue(theme.Z_SEARCH_BADGES)

    def boundingRect(self) -> QRectF:
        return self.geometry.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g, s = self.geometry, self.geometry.square
        painter.setFont(theme.bold_font(s * 0.17))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for row in range(g.rows):
            for col in range(g.cols):
                rect = QRectF(col * s, row * s, s, s)
                plate = QRectF(rect.left() + s * 0.08, rect.bottom() - s * 0.3, s * 0.84, s * 0.24)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(theme.current().search_halo)
                painter.drawRoundedRect(plate, s * 0.05, s * 0.05)
                painter.setPen(theme.current().number)
                painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, f"({row}, {col})")


def _label_grid(side: int) -> QTableWidget:
    """A small ``side``×``side`` board's square numbers, laid out as the matrix holds them."""
    table = QTableWidget(side, side)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # column 0 on the left, as the matrix is written
    for row in range(side):
        for col in range(side):
            item = QTableWidgetItem(str(position_to_label(side, side, row, col)))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, col, item)
    table.setVerticalHeaderLabels([str(i) for i in range(side)])  # the matrix's indices, from 0
    table.setHorizontalHeaderLabels([str(i) for i in range(side)])
    for header in (table.horizontalHeader(), table.verticalHeader()):
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
    return table


class NumberingPanel(QWidget):
    """The matrix of the board on show, cell by cell, tied to the board by hovering both ways.
    ``square_pointed(label)``: a cell is hovered (0: none); ``coordinates_toggled(on)``: draw
    each square's (row, column) on the board."""

    square_pointed = Signal(int)
    coordinates_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.rule = QLabel(
            self.tr(
                "Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right "
                "to left, and so on up the board: so the top row's direction depends on whether the number of rows "
                "is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to."
            )
        )
        self.rule.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setAccessibleName(self.tr("The board's matrix, square by square"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # the arrows go from cell to cell; Tab leaves the table
        self.table.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # column 0 on the left, as the matrix is written
        self.table.setMouseTracking(True)
        self.table.cellEntered.connect(self._cell_entered)
        self.table.viewport().installEventFilter(self)  # the pointer leaving: the ring goes
        self.table.currentCellChanged.connect(lambda row, col, _r, _c: self._cell_entered(row, col))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.coordinates = QCheckBox(self.tr("Show each square's (row, column) on the board"))
        self.coordinates.toggled.connect(self.coordinates_toggled.emit)
        sides = QHBoxLayout()
        for side in SIDES:
            column = QVBoxLayout()
            title = self.tr("Odd side: {n}×{n}") if side % 2 else self.tr("Even side: {n}×{n}")
            label = QLabel(spoken(title, n=side))
            grid = _label_grid(side)
            label.setBuddy(grid)  # the title names the grid for a screen reader
            column.addWidget(label)
            column.addWidget(grid)
            sides.addLayout(column)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.rule)
        layout.addWidget(self.coordinates)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addLayout(sides)

    def show_board(self, board: Board) -> None:
        """The matrix of ``board``: row 0 at the top, as the matrix is written."""
        self.board = board
        self.table.clear()
        too_many = board.size > MAX_TABLE_SQUARES
        self.table.setVisible(not too_many)
        self.coordinates.setEnabled(not too_many)
        if too_many:
            self.message.setText(self.tr("The table is shown for boards of up to 900 squares."))
            return
        self.message.setText("")
        self.table.setRowCount(board.rows)
        self.table.setColumnCount(board.cols)
        self.table.setVerticalHeaderLabels([str(r) for r in range(board.rows)])
        self.table.setHorizontalHeaderLabels([str(c) for c in range(board.cols)])
        matrix = board.to_matrix()
        bold = QFont()  # only the weight: the size is the table's (Text Size, Present)
        bold.setBold(True)
        for row in range(board.rows):
            for col in range(board.cols):
                label = position_to_label(board.rows, board.cols, row, col)
                value = matrix[row][col]
                item = QTableWidgetItem(f"{label}\n{value}")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(
                    spoken(
                        self.tr("Square {label} is row {row}, column {col}; the matrix holds {value} there"),
                        label=label,
                        row=row,
                        col=col,
                        value=value,
                    )
                )
                if value != -1:
                    item.setFont(bold)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pointer has left the matrix: no cell is pointed at, the board's ring goes."""
        if watched is self.table.viewport() and event.type() == QEvent.Type.Leave:
            self.square_pointed.emit(0)
        return super().eventFilter(watched, event)

    def hideEvent(self, event: QHideEvent) -> None:
        """A hidden matrix points at nothing (a tab behind another, Present's layout)."""
        super().hideEvent(event)
        self.square_pointed.emit(0)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # Text Size, Present: the cells fit their numbers
            self.table.resizeColumnsToContents()
            self.table.resizeRowsToContents()

    @Slot(int, int)
    def _cell_entered(self, row: int, col: int) -> None:
        board = self.board
        if board is None or not (0 <= row < board.rows and 0 <= col < board.cols):
            return
        self.square_pointed.emit(position_to_label(board.rows, board.cols, row, col))

    @Slot(object)
    def show_square(self, square: int | None) -> None:
        """The square hovered on the board: its cell selected (None: none)."""
        board = self.board
        if board is None or square is None or not 0 < square <= board.size or board.size > MAX_TABLE_SQUARES:
            self.table.clearSelection()
            return
        row, col = label_to_position(board.rows, board.cols, square)
        self.table.blockSignals(True)
        self.table.setCurrentCell(row, col)
        self.table.blockSignals(False)


class CoordinatesLayer(QObject):
    """Each square's (row, column) on ``scene``, while shown; redrawn for each board."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.item: CoordinatesItem | None = None
        self.shown = False

    @Slot(bool)
    def set_shown(self, shown: bool) -> None:
        self.shown = shown
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Draw the labels for the board on the scene now (or take them off)."""
        if self.item is not None and self.item.scene() is self.scene:
            self.scene.removeItem(self.item)
        self.item = None
        if self.shown and self.scene.board.size <= MAX_TABLE_SQUARES:
            self.item = CoordinatesItem(self.scene.geometry)
            self.scene.addItem(self.item)
