"""Board → Generate: the size, the numbers of snakes and ladders, optional target ranges for the
fewest throws and the expected game length, and a seed (the same seed, the same board).

Targets no board can have are explained as they are typed (Generate stays disabled), and a
request that fails (no board could be placed, or none met the targets and the closest was
declined) is explained in the dialog, which stays open with the user's inputs to adjust."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ...core import Board, BoardError
from ...core.generator import MAX_GENERATED_SQUARES, Targets
from ..board import theme

Attempt = Callable[[Targets, int], str]
"""Generates a board for the targets and seed: "" when done, else why not (shown in the dialog)."""
MAX_SIDE = 50
DEFAULT_JUMPS = 8


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


def default_jumps(rows: int, cols: int) -> int:
    """How many snakes (and as many ladders) to offer for a board: 8 on a 10×10 board, fewer on
    a small one (each takes two squares, and a board full of them is no game)."""
    return min(DEFAULT_JUMPS, (rows * cols - 2) // 8)


class GeneratorDialog(QDialog):
    """Targets for a generated board. With ``attempt``, Generate runs it and closes only when
    it succeeds."""

    def __init__(self, board: Board, parent: QWidget | None = None, attempt: Attempt | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Generate a board")
        self.attempt = attempt
        rows, cols = min(board.rows, MAX_SIDE), min(board.cols, MAX_SIDE)
        self.rows, self.cols = _spin(2, MAX_SIDE, rows), _spin(2, MAX_SIDE, cols)
        self.square = QCheckBox("Square")
        self.square.setToolTip("Keep as many columns as rows")
        self.square.setChecked(rows == cols)
        jumps = default_jumps(rows, cols)
        self.snakes, self.ladders = _spin(0, 200, jumps), _spin(0, 200, jumps)
        self.use_throws = QCheckBox("Fewest throws between")
        self.throws_low, self.throws_high = _spin(1, 1000, 5), _spin(1, 1000, 8)
        self.use_expected = QCheckBox("Expected length between")
        self.expected_low, self.expected_high = _dspin(1, 10_000, 20), _dspin(1, 10_000, 45)
        self.seed = _spin(0, 2_000_000_000, 1)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.ERROR_TEXT.name()}")
        form = QFormLayout(self)
        size = QHBoxLayout()
        for widget in (self.rows, QLabel("×"), self.cols, self.square):
            size.addWidget(widget)
        form.addRow("Size:", size)
        form.addRow("Snakes:", self.snakes)
        form.addRow("Ladders:", self.ladders)
        for check, low, high, unit in (
            (self.use_throws, self.throws_low, self.throws_high, "throws"),
            (self.use_expected, self.expected_low, self.expected_high, "turns"),
        ):
            row = QHBoxLayout()
            for widget in (low, QLabel("and"), high, QLabel(unit)):
                row.addWidget(widget)
            form.addRow(check, row)
        form.addRow("Seed:", self.seed)
        form.addRow(
            QLabel(
                f"Boards of up to {MAX_GENERATED_SQUARES} squares; no square holds two snakes or "
                "ladders, so there are no chains."
            )
        )
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.generate_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.generate_button.setText("Generate")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.rows.valueChanged.connect(lambda value: self.square.isChecked() and self.cols.setValue(value))
        self.cols.valueChanged.connect(lambda value: self.square.isChecked() and self.rows.setValue(value))
        self.square.toggled.connect(lambda on: on and self.cols.setValue(self.rows.value()))
        for box in (
            self.rows,
            self.cols,
            self.snakes,
            self.ladders,
            self.throws_low,
            self.throws_high,
            self.expected_low,
            self.expected_high,
        ):
            box.valueChanged.connect(self._validate)
        for check in (self.use_throws, self.use_expected):
            check.toggled.connect(self._validate)
        self._validate()

    def targets(self) -> Targets:
        return Targets(
            self.rows.value(),
            self.cols.value(),
            self.snakes.value(),
            self.ladders.value(),
            (self.throws_low.value(), self.throws_high.value()) if self.use_throws.isChecked() else None,
            (self.expected_low.value(), self.expected_high.value()) if self.use_expected.isChecked() else None,
        )

    def _validate(self) -> str:
        """Why no board can have these targets ("" when one can); Generate is enabled only then."""
        try:
            self.targets().check()
            problem = ""
        except BoardError as exc:
            problem = str(exc)
        self.error.setText(problem[:1].upper() + problem[1:])
        self.generate_button.setEnabled(not problem)
        return problem

    def accept(self) -> None:
        if self._validate():
            return
        if self.attempt is not None:
            why = self.attempt(self.targets(), self.seed.value())
            if why:
                self.error.setText(why)  # the dialog stays open, the inputs as they were
                return
        super().accept()
