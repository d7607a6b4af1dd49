"""The toolbar's board size: rows, columns and a "square" lock. It asks for a size; it does
not resize anything itself (the window decides, asking first when jumps would be lost)."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from ...core import Board
from ...core.board import MAX_SIDE, MIN_SIDE
from ..document.document import BoardDocument


class SizeBar(QWidget):
    """``size_requested(rows, cols)`` when the user changes a value."""

    size_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = QSpinBox()
        self.cols = QSpinBox()
        for box, tip in ((self.rows, self.tr("Rows")), (self.cols, self.tr("Columns"))):
            box.setRange(MIN_SIDE, MAX_SIDE)
            box.setKeyboardTracking(False)  # one request when typing ends, not one per digit
            box.setToolTip(tip)
            box.setAccessibleName(tip)
        self.square = QCheckBox(self.tr("Square"))
        self.square.setChecked(True)
        self.square.setToolTip(self.tr("Keep as many columns as rows"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)
        layout.addWidget(QLabel(self.tr("Size:")))
        layout.addWidget(self.rows)
        layout.addWidget(QLabel("×"))
        layout.addWidget(self.cols)
        layout.addWidget(self.square)
        self.rows.valueChanged.connect(self._rows_changed)
        self.cols.valueChanged.connect(self._cols_changed)
        self._showing = False

    def follow(self, document: BoardDocument) -> None:
        """Show the size of every board the document holds."""
        document.board_changed.connect(self._show_board)
        self._show_board(document.board)

    @Slot(Board)
    def _show_board(self, board: Board) -> None:
        self.show_size(board.rows, board.cols)

    def show_size(self, rows: int, cols: int) -> None:
        """Display the board's size without requesting anything."""
        self._showing = True
        try:
            self.rows.setValue(rows)
            self.cols.setValue(cols)
            self.square.setChecked(rows == cols)  # follows the board (undo, open, paste)
        finally:
            self._showing = False

    @Slot(int)
    def _rows_changed(self, rows: int) -> None:
        self._changed(rows, rows if self.square.isChecked() else self.cols.value())

    @Slot(int)
    def _cols_changed(self, cols: int) -> None:
        self._changed(cols if self.square.isChecked() else self.rows.value(), cols)

    def _changed(self, rows: int, cols: int) -> None:
        if not self._showing:
            self.size_requested.emit(rows, cols)
