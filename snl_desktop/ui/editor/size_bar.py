"""The toolbar's board size: rows, columns and a "square" lock. It asks for a size; it does
not resize anything itself (the window decides, asking first when jumps would be lost)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from ...core.board import MAX_SIDE, MIN_SIDE
from ..document.document import BoardDocument


class SizeBar(QWidget):
    """``size_requested(rows, cols)`` when the user changes a value."""

    size_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = QSpinBox()
        self.cols = QSpinBox()
        for box, tip in ((self.rows, "Rows"), (self.cols, "Columns")):
            box.setRange(MIN_SIDE, MAX_SIDE)
            box.setKeyboardTracking(False)  # one request when typing ends, not one per digit
            box.setToolTip(tip)
            box.setAccessibleName(tip)
        self.square = QCheckBox("Square")
        self.square.setChecked(True)
        self.square.setToolTip("Keep as many columns as rows")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)
        layout.addWidget(QLabel("Size:"))
        layout.addWidget(self.rows)
        layout.addWidget(QLabel("×"))
        layout.addWidget(self.cols)
        layout.addWidget(self.square)
        self.rows.valueChanged.connect(
            lambda v: self._changed(v, self.cols.value() if not self.square.isChecked() else v)
        )
        self.cols.valueChanged.connect(
            lambda v: self._changed(self.rows.value() if not self.square.isChecked() else v, v)
        )
        self._showing = False

    def follow(self, document: BoardDocument) -> None:
        """Show the size of every board the document holds."""
        document.board_changed.connect(lambda board: self.show_size(board.rows, board.cols))
        self.show_size(document.board.rows, document.board.cols)

    def show_size(self, rows: int, cols: int) -> None:
        """Display the board's size without requesting anything."""
        self._showing = True
        try:
            self.rows.setValue(rows)
            self.cols.setValue(cols)
            self.square.setChecked(rows == cols)  # follows the board (undo, open, paste)
        finally:
            self._showing = False

    def _changed(self, rows: int, cols: int) -> None:
        if not self._showing:
            self.size_requested.emit(rows, cols)
