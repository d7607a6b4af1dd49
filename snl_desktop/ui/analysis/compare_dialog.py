"""Compare two boards side by side: each one's exact figures (`core.analysis`, said by
`words.figures`) in two columns, and their game-length distributions on one chart. Reached
from Board → Compare With… (the open board and a board file) and from Tune's preview (the
board before the tune and after it). The figures are worked out off the GUI thread; the number
of players and the turns of "finished within" apply to both boards."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, BoardError, Rules, solve
from ...core.analysis import Analysis, analyze
from ...core.files.boards import load_board
from ...core.game import MAX_PLAYERS
from ...words import board as board_words
from ...words import capitalised, figures, numbers, say, spoken
from ..kit.background import LatestAnswer
from .chart import LengthChart

ROWS = ("board", "rules", "throws", "expected", "min", "median", "p90", "never", "within", "seats", "rounds")
"""The figures compared, one row each, in this order."""


@dataclass(frozen=True)
class Side:
    """One of the two boards: the board, its rules and what to call it."""

    board: Board
    rules: Rules
    title: str


@dataclass(frozen=True)
class _Answer:
    """Both boards' figures: (fewest throws, analysis) each, or why not (a sentence)."""

    sides: tuple[tuple[int, Analysis] | str, tuple[int, Analysis] | str]


def _work_out(side: Side, players: int) -> tuple[int, Analysis] | str:
    try:
        return solve(side.board, side.rules).min_rolls, analyze(side.board, side.rules, players)
    except BoardError as exc:
        return say(exc.what)


class CompareDialog(QDialog):
    """Two boards' figures in two columns and their distributions overlaid. ``compared`` is
    emitted after each answer shown (tests wait on it)."""

    compared = Signal()

    def __init__(self, left: Side, right: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare two boards"))
        self.sides = (left, right)
        self.answer: _Answer | None = None
        self.players = QSpinBox()
        self.players.setRange(1, MAX_PLAYERS)
        self.players.setValue(2)
        self.within = QSpinBox()
        self.within.setRange(1, 100_000)
        self.within.setValue(20)
        labels = {
            "board": self.tr("Board:"),
            "rules": self.tr("Rules:"),
            "throws": self.tr("Fewest throws:"),
            "expected": self.tr("Expected length (one player):"),
            "min": self.tr("Shortest game:"),
            "median": self.tr("Half the games end within:"),
            "p90": self.tr("90% end within:"),
            "never": self.tr("Never finishes:"),
            "rounds": self.tr("Expected rounds:"),
        }
        grid = QGridLayout()
        for column, side in enumerate(self.sides, 1):
            title = QLabel(side.title)
            title.setTextFormat(Qt.TextFormat.PlainText)  # a file's name, never markup
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            grid.addWidget(title, 0, column)
        self.cells: dict[str, tuple[QLabel, QLabel]] = {}
        for row, key in enumerate(ROWS, 1):
            if key == "within":
                grid.addLayout(self._with_spin(self.tr("Finished within (turns):"), self.within), row, 0)
            elif key == "seats":
                grid.addLayout(self._with_spin(self.tr("Chance of winning by seat, players:"), self.players), row, 0)
            else:
                grid.addWidget(QLabel(labels[key]), row, 0)
            pair = (QLabel("—"), QLabel("—"))
            for column, cell in enumerate(pair, 1):
                cell.setWordWrap(True)
                cell.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(cell, row, column)
            self.cells[key] = pair
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        for column, side in enumerate(self.sides):
            self.cells["board"][column].setText(board_words.summary(side.board))
            self.cells["rules"][column].setText(board_words.describe_rules(side.rules))
        self.chart = LengthChart()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self._answers: LatestAnswer[_Answer] = LatestAnswer(self, self._show, self._failed)
        self.players.valueChanged.connect(self._ask)
        self.within.valueChanged.connect(self._show_within)
        self._ask()
        self.resize(820, 680)

    @staticmethod
    def _with_spin(text: str, spin: QSpinBox) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(text)
        label.setBuddy(spin)  # the label names the box for a screen reader
        row.addWidget(label)
        row.addWidget(spin)
        row.addStretch(1)
        return row

    @Slot()
    def _ask(self) -> None:
        left, right, players = *self.sides, self.players.value()
        for key in ("throws", "expected", "min", "median", "p90", "never", "within", "seats", "rounds"):
            for cell in self.cells[key]:
                cell.setText(self.tr("Analysing…") if key == "expected" else "—")
        self._answers.ask(lambda: _Answer((_work_out(left, players), _work_out(right, players))))

    def _failed(self, error: BaseException) -> None:
        for cell in self.cells["expected"]:
            cell.setText(spoken(self.tr("Not worked out: {why}"), why=f"{type(error).__name__}: {error}"))
        self.compared.emit()

    def _show(self, answer: _Answer) -> None:
        self.answer = answer
        for column, side in enumerate(answer.sides):
            if isinstance(side, str):
                self.cells["expected"][column].setText(spoken(self.tr("Not worked out: {why}"), why=side))
                continue
            throws, result = side
            cell = {key: pair[column] for key, pair in self.cells.items()}
            cell["throws"].setText(numbers.plain(throws) if throws >= 0 else self.tr("the goal cannot be reached"))
            if result.expected_turns is not None:
                expected = spoken(self.tr("{turns} turns"), turns=figures.turns_figure(result.expected_turns))
            else:  # why there is no expected length: the headline says it
                expected = figures.headline(result, digits=2)
            cell["expected"].setText(expected)
            cell["min"].setText(figures.shortest(result))
            cell["median"].setText(figures.quantile_figure(result, "median"))
            cell["p90"].setText(figures.quantile_figure(result, "p90"))
            cell["never"].setText(figures.never_finishes(result))
            cell["seats"].setText(figures.seat_chances(result))
            cell["rounds"].setText(figures.expected_rounds(result))
        self._show_within()
        first, second = answer.sides
        if not isinstance(first, str) and not isinstance(second, str):
            self.chart.show_pair(first[1], second[1], (self.sides[0].title, self.sides[1].title))
        self.compared.emit()

    @Slot()
    def _show_within(self) -> None:
        if self.answer is None:
            return
        for column, side in enumerate(self.answer.sides):
            if not isinstance(side, str):
                text = figures.within(side[1], self.within.value())
                self.cells["within"][column].setText(capitalised(text))


class Asks(Protocol):
    """The questions Compare With… asks (the window's prompter answers them)."""

    def open_path(self, title: str = "", filters: str = "") -> Path | None: ...

    def error(self, title: str, message: str) -> None: ...


def _shown(dialog: CompareDialog) -> CompareDialog:
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def compare_with_file(parent: QWidget, board: Board, rules: Rules, name: str, asks: Asks) -> CompareDialog | None:
    """Board → Compare With…: the open board (``name``) beside a board file the user picks;
    None when none is picked or it cannot be read (said)."""
    title = QCoreApplication.translate("CompareDialog", "Compare with a board")
    path = asks.open_path(title)
    if path is None:
        return None
    try:
        loaded = load_board(path)
    except BoardError as exc:
        cannot = QCoreApplication.translate("CompareDialog", "{name} could not be opened:\n{why}")
        asks.error(title, spoken(cannot, name=path.name, why=say(exc.what)))
        return None
    this = name or QCoreApplication.translate("CompareDialog", "This board")
    return _shown(CompareDialog(Side(board, rules, this), Side(loaded.board, loaded.rules, path.name), parent))


def compare_tuned(parent: QWidget, before: Board, after: Board, rules: Rules) -> CompareDialog:
    """Tune's Compare: the board before the tune beside the board after it."""
    return _shown(
        CompareDialog(
            Side(before, rules, QCoreApplication.translate("CompareDialog", "Before the tune")),
            Side(after, rules, QCoreApplication.translate("CompareDialog", "After the tune")),
            parent,
        )
    )
