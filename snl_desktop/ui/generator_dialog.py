"""Board → Generate: the size, the numbers of snakes and ladders, optional target ranges for the
fewest throws and the expected game length, and a seed (the same seed, the same board)."""

from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout,
                               QLabel, QSpinBox, QWidget)

from ..core import Board
from ..core.generator import MAX_GENERATED_SQUARES, Targets


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


def _dspin(low: float, high: float, value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(1)
    box.setValue(value)
    return box


class GeneratorDialog(QDialog):
    """Targets for a generated board."""

    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Generate a board")
        side = 50
        self.rows, self.cols = _spin(2, side, min(board.rows, side)), _spin(2, side, min(board.cols, side))
        self.snakes, self.ladders = _spin(0, 200, 8), _spin(0, 200, 8)
        self.use_throws = QCheckBox("Fewest throws between")
        self.throws_low, self.throws_high = _spin(1, 1000, 5), _spin(1, 1000, 8)
        self.use_expected = QCheckBox("Expected length between")
        self.expected_low, self.expected_high = _dspin(1, 10_000, 20), _dspin(1, 10_000, 45)
        self.seed = _spin(0, 2_000_000_000, 1)
        form = QFormLayout(self)
        size = QHBoxLayout()
        for widget in (self.rows, QLabel("×"), self.cols):
            size.addWidget(widget)
        form.addRow("Size:", size)
        form.addRow("Snakes:", self.snakes)
        form.addRow("Ladders:", self.ladders)
        for check, low, high, unit in ((self.use_throws, self.throws_low, self.throws_high, "throws"),
                                       (self.use_expected, self.expected_low, self.expected_high, "turns")):
            row = QHBoxLayout()
            for widget in (low, QLabel("and"), high, QLabel(unit)):
                row.addWidget(widget)
            form.addRow(check, row)
        form.addRow("Seed:", self.seed)
        form.addRow(QLabel(f"Boards of up to {MAX_GENERATED_SQUARES} squares; no square holds two snakes or "
                           "ladders, so there are no chains."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Generate")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def targets(self) -> Targets:
        return Targets(self.rows.value(), self.cols.value(), self.snakes.value(), self.ladders.value(),
                       (self.throws_low.value(), self.throws_high.value()) if self.use_throws.isChecked() else None,
                       (self.expected_low.value(), self.expected_high.value()) if self.use_expected.isChecked()
                       else None)
