"""Board → Generate: the size, the numbers of snakes and ladders, optional target ranges for the
fewest throws and the expected game length, and a seed (the same seed, the same board).

Targets no board can have are explained as they are typed (Generate stays disabled), and a
request that fails (no board could be placed, or none met the targets and the closest was
declined) is explained in the dialog, which stays open with the user's inputs to adjust."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Slot
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

from ...core import Board
from ...core.generator import MAX_GENERATED_SQUARES, Targets
from ...words import refusal
from ..board import theme
from ..kit.settings import read_json, write_json
from ..kit.settings_keys import SettingKey

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


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    return row


def default_jumps(rows: int, cols: int) -> int:
    """How many snakes (and as many ladders) to offer for a board: 8 on a 10×10 board, fewer on
    a small one (each takes two squares, and a board full of them is no game)."""
    return min(DEFAULT_JUMPS, (rows * cols - 2) // 8)


class GeneratorDialog(QDialog):
    """Targets for a generated board. With ``attempt``, Generate runs it and closes only when
    it succeeds."""

    def __init__(
        self,
        board: Board,
        parent: QWidget | None = None,
        attempt: Attempt | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate a board"))
        self.attempt = attempt
        self.settings = settings
        rows, cols = min(board.rows, MAX_SIDE), min(board.cols, MAX_SIDE)
        self.rows, self.cols = _spin(2, MAX_SIDE, rows), _spin(2, MAX_SIDE, cols)
        self.square = QCheckBox(self.tr("Square"))
        self.square.setToolTip(self.tr("Keep as many columns as rows"))
        self.square.setChecked(rows == cols)
        jumps = default_jumps(rows, cols)
        self.snakes, self.ladders = _spin(0, 200, jumps), _spin(0, 200, jumps)
        self.use_throws = QCheckBox(self.tr("Fewest throws between"))
        self.throws_low, self.throws_high = _spin(1, 1000, 5), _spin(1, 1000, 8)
        self.use_expected = QCheckBox(self.tr("Expected length between"))
        self.expected_low, self.expected_high = _dspin(1, 10_000, 20), _dspin(1, 10_000, 45)
        self.seed = _spin(0, 2_000_000_000, 1)
        # The boxes that share a row have no label of their own: a screen reader says these.
        for box, name in (
            (self.rows, self.tr("Rows")),
            (self.cols, self.tr("Columns")),
            (self.throws_low, self.tr("Fewest throws: at least")),
            (self.throws_high, self.tr("Fewest throws: at most")),
            (self.expected_low, self.tr("Expected length: at least, in turns")),
            (self.expected_high, self.tr("Expected length: at most, in turns")),
        ):
            box.setAccessibleName(name)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.current().error_text.name()}")
        form = QFormLayout(self)
        form.addRow(self.tr("Size:"), _row(self.rows, QLabel("×"), self.cols, self.square))
        form.addRow(self.tr("Snakes:"), self.snakes)
        form.addRow(self.tr("Ladders:"), self.ladders)
        throws = _row(self.throws_low, QLabel(self.tr("and")), self.throws_high, QLabel(self.tr("throws")))
        form.addRow(self.use_throws, throws)
        turns = _row(self.expected_low, QLabel(self.tr("and")), self.expected_high, QLabel(self.tr("turns")))
        form.addRow(self.use_expected, turns)
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow(
            QLabel(
                self.tr(
                    "Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.",
                    "",
                    MAX_GENERATED_SQUARES,
                )
            )
        )
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.generate_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.generate_button.setText(self.tr("Generate"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.rows.valueChanged.connect(self._rows_changed)
        self.cols.valueChanged.connect(self._cols_changed)
        self.square.toggled.connect(self._square_toggled)
        for box in (self.rows, self.cols, self.snakes, self.ladders, self.throws_low, self.throws_high):
            box.valueChanged.connect(self._validate)
        for double in (self.expected_low, self.expected_high):
            double.valueChanged.connect(self._validate)
        for check in (self.use_throws, self.use_expected):
            check.toggled.connect(self._validate)
        self._restore()
        self._validate()

    def _restore(self) -> None:
        """The targets and seed of the last board generated (remembered), where they are sane."""
        last = read_json(self.settings, SettingKey.GENERATOR_LAST) if self.settings is not None else None
        if not isinstance(last, dict):
            return
        boxes: dict[str, QSpinBox | QDoubleSpinBox] = {
            "rows": self.rows,
            "cols": self.cols,
            "snakes": self.snakes,
            "ladders": self.ladders,
            "throws_low": self.throws_low,
            "throws_high": self.throws_high,
            "expected_low": self.expected_low,
            "expected_high": self.expected_high,
            "seed": self.seed,
        }
        self.square.setChecked(last.get("rows") == last.get("cols"))
        for key, box in boxes.items():
            value = last.get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                box.setValue(value)  # type: ignore[arg-type]  # (a spin box clamps it to its range)
        for key, check in (("use_throws", self.use_throws), ("use_expected", self.use_expected)):
            if isinstance(last.get(key), bool):
                check.setChecked(last[key])

    def _remember(self) -> None:
        if self.settings is None:
            return
        write_json(
            self.settings,
            SettingKey.GENERATOR_LAST,
            {
                "rows": self.rows.value(),
                "cols": self.cols.value(),
                "snakes": self.snakes.value(),
                "ladders": self.ladders.value(),
                "use_throws": self.use_throws.isChecked(),
                "throws_low": self.throws_low.value(),
                "throws_high": self.throws_high.value(),
                "use_expected": self.use_expected.isChecked(),
                "expected_low": self.expected_low.value(),
                "expected_high": self.expected_high.value(),
                "seed": self.seed.value(),
            },
        )

    @Slot(int)
    def _rows_changed(self, rows: int) -> None:
        if self.square.isChecked():  # Columns follow Rows while "Square" is on, and back
            self.cols.setValue(rows)

    @Slot(int)
    def _cols_changed(self, cols: int) -> None:
        if self.square.isChecked():
            self.rows.setValue(cols)

    @Slot(bool)
    def _square_toggled(self, on: bool) -> None:
        if on:
            self.cols.setValue(self.rows.value())

    def targets(self) -> Targets:
        return Targets(
            self.rows.value(),
            self.cols.value(),
            self.snakes.value(),
            self.ladders.value(),
            (self.throws_low.value(), self.throws_high.value()) if self.use_throws.isChecked() else None,
            (self.expected_low.value(), self.expected_high.value()) if self.use_expected.isChecked() else None,
        )

    @Slot()
    def _validate(self) -> str:
        """Why no board can have these targets ("" when one can); Generate is enabled only then."""
        problem = refusal(lambda: self.targets().check())
        self.error.setText(problem)
        self.generate_button.setEnabled(not problem)
        return problem

    def accept(self) -> None:
        if self._validate():
            return
        self._remember()  # tried or not, the next Generate starts from these
        if self.attempt is not None:
            why = self.attempt(self.targets(), self.seed.value())
            if why:
                self.error.setText(why)  # the dialog stays open, the inputs as they were
                return
        super().accept()
