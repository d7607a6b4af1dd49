"""Board → Tune: targets for the designer's own board (the expected length, the fewest throws,
the chance of finishing within K turns, the first seat's advantage), the snakes and ladders
never to move (ticked in the list or clicked on the board), and a seed. Tune runs the search
(`core.tuner`) off the GUI thread with progress and Cancel; then the dialog shows its answer
before anything changes: the edits as a list, the board with the moves drawn, the figures before
and after, and the targets missed when no layout met them. Apply accepts it; the caller makes
it one undo step."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, BoardError, Rules
from ...core.board import jump_kind_of
from ...core.tune_figures import TuneFigures, figures_of
from ...core.tuner import TuneResult, TuneTargets, tune
from ...words import numbers, refusal, say, spoken
from ...words import tuning as words
from ..board import theme
from ..kit.background import LatestAnswer, run_with_progress
from .tune_board import TuneBoard

CompareBoards = Callable[[QWidget, Board, Board, Rules], None]
"""Opens the comparison of the board before a tune and after it (the shell's Compare)."""


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


def _dspin(low: float, high: float, value: float, decimals: int = 1) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setValue(value)
    return box


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch(1)
    return row


class TuneDialog(QDialog):
    """The targets, then the preview. ``tuned`` is the answer shown (None before a tune);
    accepted (Apply) only with one that moves something."""

    def __init__(
        self, board: Board, rules: Rules, parent: QWidget | None = None, compare: CompareBoards | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tune the layout"))
        self.board, self.rules, self.compare = board, rules, compare
        self.tuned: TuneResult | None = None
        self.locked: set[int] = set()
        self.use_expected = QCheckBox(self.tr("Expected length between"))
        self.use_expected.setChecked(True)
        self.expected_low, self.expected_high = _dspin(1, 100_000, 25), _dspin(1, 100_000, 35)
        self.use_throws = QCheckBox(self.tr("Fewest throws between"))
        self.throws_low, self.throws_high = _spin(1, 10_000, 5), _spin(1, 10_000, 8)
        self.use_within = QCheckBox(self.tr("Finished within"))
        self.within_turns, self.within_chance = _spin(1, 100_000, 20), _dspin(0, 100, 50)
        self.use_seat = QCheckBox(self.tr("First seat's advantage at most"))
        self.seat_points = _dspin(0, 100, 1.0, 2)
        self.seed = _spin(0, 2_000_000_000, 0)
        # The boxes that share a row have no label of their own: a screen reader says these.
        for box, name in (
            (self.expected_low, self.tr("Expected length: at least, in turns")),
            (self.expected_high, self.tr("Expected length: at most, in turns")),
            (self.throws_low, self.tr("Fewest throws: at least")),
            (self.throws_high, self.tr("Fewest throws: at most")),
            (self.within_turns, self.tr("Finished within this many turns")),
            (self.within_chance, self.tr("By then, at least this percentage of games finished")),
            (self.seat_points, self.tr("First seat's advantage: at most, in percentage points")),
        ):
            box.setAccessibleName(name)
        self.now = QLabel(self.tr("This board now: working it out…"))
        self.now.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.current().error_text.name()}")
        self.jumps = QListWidget()
        self.jumps.setAccessibleName(self.tr("Snakes and ladders never moved"))
        self.jumps.setToolTip(self.tr("Ticked snakes and ladders are never moved; click one on the board too"))
        for start, end in sorted(board.jumps.items()):
            if jump_kind_of(start, end) == "loop":
                continue
            item = QListWidgetItem(self._jump_text(start, end))
            item.setData(Qt.ItemDataRole.UserRole, start)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.jumps.addItem(item)
        self.view = TuneBoard(board, rules)
        self.view.show_locks(board, self.locked)
        self.edits = QListWidget()
        self.edits.setAccessibleName(self.tr("Edits"))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        bold = self.verdict.font()
        bold.setBold(True)
        self.verdict.setFont(bold)
        self.crossings = QLabel()  # the moved pieces cross others: said beside the verdict
        self.crossings.setWordWrap(True)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.missed = QLabel()
        self.missed.setWordWrap(True)
        self.missed.setStyleSheet(f"color: {theme.current().error_text.name()}")
        self.pages = QStackedWidget()
        self.pages.addWidget(self._targets_page())
        self.pages.addWidget(self._preview_page())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.tune_button = self.buttons.addButton(self.tr("Tune"), QDialogButtonBox.ButtonRole.ActionRole)
        self.back_button = self.buttons.addButton(self.tr("Back"), QDialogButtonBox.ButtonRole.ActionRole)
        self.compare_button = self.buttons.addButton(
            self.tr("Compare with the Board Before…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.apply_button = self.buttons.addButton(self.tr("Apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        self.tune_button.clicked.connect(self.run_tune)
        self.back_button.clicked.connect(self.back)
        self.compare_button.clicked.connect(self._compare)
        body = QHBoxLayout()
        body.addWidget(self.pages, 2)
        body.addWidget(self.view, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)
        self.jumps.itemChanged.connect(self._item_changed)
        self.view.jump_clicked.connect(self.toggle_lock)
        self._connect_validation()
        self._figures_now: LatestAnswer[TuneFigures] = LatestAnswer(self, self._show_now, self._now_failed)
        self.within_turns.valueChanged.connect(self._ask_now)
        self._ask_now()
        self._show_page(0)
        self.resize(980, 620)

    # -- the pages --------------------------------------------------------------------------------

    def _targets_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        expected = _row(self.expected_low, QLabel(self.tr("and")), self.expected_high, QLabel(self.tr("turns")))
        form.addRow(self.use_expected, expected)
        throws = _row(self.throws_low, QLabel(self.tr("and")), self.throws_high, QLabel(self.tr("throws")))
        form.addRow(self.use_throws, throws)
        within = _row(self.within_turns, QLabel(self.tr("turns: at least")), self.within_chance, QLabel("%"))
        form.addRow(self.use_within, within)
        form.addRow(self.use_seat, _row(self.seat_points, QLabel(self.tr("points at 2 to 4 players"))))
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow(self.now)
        form.addRow(QLabel(self.tr("Never move (tick, or click on the board):")))
        form.addRow(self.jumps)
        form.addRow(self.error)
        return page

    def _preview_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.verdict)
        layout.addWidget(self.crossings)
        layout.addWidget(QLabel(self.tr("Edits (old places faint, new ones bold):")))
        layout.addWidget(self.edits, 1)
        layout.addWidget(QLabel(self.tr("Before → after:")))
        layout.addWidget(self.figures)
        layout.addWidget(self.missed)
        layout.addStretch(1)
        return page

    def _show_page(self, page: int) -> None:
        self.pages.setCurrentIndex(page)
        preview = page == 1
        self.tune_button.setVisible(not preview)
        self.back_button.setVisible(preview)
        self.compare_button.setVisible(preview and self.compare is not None)
        self.apply_button.setVisible(preview)
        moved = self.tuned is not None and bool(self.tuned.moves)
        self.apply_button.setEnabled(preview and moved)
        self.compare_button.setEnabled(preview and moved)
        # The button Return presses, and the keyboard focus on it: Apply once there is a
        # preview to apply (a focused "Back" would otherwise take Return), else Tune.
        default = self.apply_button if preview and moved else self.back_button if preview else self.tune_button
        default.setDefault(True)
        if preview:
            default.setFocus()

    # -- targets and locks -------------------------------------------------------------------------

    def _jump_text(self, start: int, end: int) -> str:
        if jump_kind_of(start, end) == "ladder":
            return spoken(self.tr("Ladder {start} → {end}"), start=start, end=end)
        return spoken(self.tr("Snake {start} → {end}"), start=start, end=end)

    def _connect_validation(self) -> None:
        for check in (self.use_expected, self.use_throws, self.use_within, self.use_seat):
            check.toggled.connect(self._validate)
        for box in (self.expected_low, self.expected_high, self.within_chance, self.seat_points):
            box.valueChanged.connect(self._validate)
        for spin in (self.throws_low, self.throws_high, self.within_turns):
            spin.valueChanged.connect(self._validate)
        self._validate()

    def targets(self) -> TuneTargets:
        return TuneTargets(
            (self.expected_low.value(), self.expected_high.value()) if self.use_expected.isChecked() else None,
            (self.throws_low.value(), self.throws_high.value()) if self.use_throws.isChecked() else None,
            (self.within_turns.value(), self.within_chance.value() / 100) if self.use_within.isChecked() else None,
            self.seat_points.value() / 100 if self.use_seat.isChecked() else None,
        )

    @Slot()
    def _validate(self) -> str:
        """Why these targets cannot be tuned to ("" when they can); Tune is enabled only then."""
        problem = refusal(lambda: self.targets().check())
        self.error.setText(problem)
        self.tune_button.setEnabled(not problem)
        return problem

    @Slot(int)
    def toggle_lock(self, start: int) -> None:
        """Lock the jump from ``start``, or unlock it (a click on the board)."""
        for row in range(self.jumps.count()):
            item = self.jumps.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == start:
                locked = item.checkState() == Qt.CheckState.Checked
                item.setCheckState(Qt.CheckState.Unchecked if locked else Qt.CheckState.Checked)
                self.jumps.setCurrentItem(item)

    @Slot(QListWidgetItem)
    def _item_changed(self, item: QListWidgetItem) -> None:
        start = int(item.data(Qt.ItemDataRole.UserRole))
        if item.checkState() == Qt.CheckState.Checked:
            self.locked.add(start)
        else:
            self.locked.discard(start)
        self.view.show_locks(self.board, self.locked)

    # -- the board's figures now ---------------------------------------------------------------------

    @Slot()
    def _ask_now(self) -> None:
        board, rules, turns = self.board, self.rules, self.within_turns.value()
        measure = TuneTargets(within=(turns, 0.0), seat_advantage=1.0)
        self._figures_now.ask(lambda: figures_of(board, rules, measure))

    def _show_now(self, figures: TuneFigures) -> None:
        now = words.figures_now(self.within_turns.value(), figures)
        self.now.setText(spoken(self.tr("This board now: {figures}."), figures=now))

    def _now_failed(self, error: BaseException) -> None:
        why = say(error.what) if isinstance(error, BoardError) else str(error)
        self.now.setText(spoken(self.tr("This board now: not worked out ({why})"), why=why))

    # -- tune, preview, apply ------------------------------------------------------------------------------

    @Slot()
    def run_tune(self) -> bool:
        """Tune (off the GUI thread, with progress and Cancel), then show the preview. False
        when refused or cancelled (the reason in the dialog)."""
        if self._validate():
            return False
        board, rules, targets = self.board, self.rules, self.targets()
        locked, seed = frozenset(self.locked), self.seed.value()
        try:
            result: TuneResult = run_with_progress(
                self,
                self.tr("Tuning the layout…"),
                lambda progress: tune(board, rules, targets, locked, seed, progress),
            )
        except BoardError as exc:
            self.error.setText(spoken(self.tr("Not tuned: {why}."), why=say(exc.what)))
            return False
        if result.cancelled:
            self.error.setText(self.tr("Cancelled: nothing was changed."))
            return False
        self.show_result(result)
        return True

    def show_result(self, result: TuneResult) -> None:
        """The preview: the verdict (and whether the moved pieces cross others), the edits, the
        board with the moves, the figures."""
        self.tuned = result
        self.verdict.setText(words.verdict(result))
        crossings = words.crossings(result)
        self.crossings.setText(crossings)
        self.crossings.setVisible(bool(crossings))
        self.edits.clear()
        for move in result.moves:
            self.edits.addItem(words.move_line(move))
        self.figures.setText("\n".join(words.figure_lines(result.targets, result.before, result.after)))
        missed = words.missed_lines(result)
        self.missed.setText(
            spoken(self.tr("Missed: {targets}"), targets=numbers.joined(missed, semicolons=True)) if missed else ""
        )
        self.view.show_moves(result.board, result.moves, self.locked)
        self._show_page(1)

    @Slot()
    def back(self) -> None:
        """Back to the targets, the board as it is."""
        self.error.setText("")
        self.view.show_locks(self.board, self.locked)
        self._show_page(0)

    @Slot()
    def _compare(self) -> None:
        if self.compare is not None and self.tuned is not None:
            self.compare(self, self.board, self.tuned.board, self.rules)

    def accept(self) -> None:
        if self.tuned is None or not self.tuned.moves or self.pages.currentIndex() != 1:
            return
        super().accept()
