"""File → New: an empty board of a chosen size, or one of the preset boards."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from ...core import Board, Rules
from ...core.board import MAX_SIDE, MIN_SIDE
from ...core.files.boards import BoardFile
from ...presets import load_preset, preset_names

EMPTY = "Empty board"


class NewBoardDialog(QDialog):
    """Choose a preset or an empty rows × cols board."""

    def __init__(self, parent: QWidget | None = None, rows: int = 10, cols: int = 10) -> None:
        super().__init__(parent)
        self.setWindowTitle("New board")
        self.preset = QComboBox()
        self.preset.addItem(EMPTY, "")
        for name in preset_names():
            self.preset.addItem(load_preset(name).name or name, name)
        self.rows = QSpinBox()
        self.cols = QSpinBox()
        for box, value in ((self.rows, rows), (self.cols, cols)):
            box.setRange(MIN_SIDE, MAX_SIDE)
            box.setValue(value)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("Start from:", self.preset)
        form.addRow("Rows:", self.rows)
        form.addRow("Columns:", self.cols)
        form.addRow(buttons)

    def _preset_chosen(self) -> None:
        empty = not self.preset.currentData()
        self.rows.setEnabled(empty)
        self.cols.setEnabled(empty)

    def result_board(self) -> BoardFile:
        """The board the dialog describes."""
        if self.preset.currentData():
            return load_preset(self.preset.currentData())
        return BoardFile(Board(self.rows.value(), self.cols.value()), Rules(), "")
