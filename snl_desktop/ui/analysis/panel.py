"""The analysis dock: exact figures for the board being edited (expected turns, shortest game,
median, 90th percentile, the chance of never finishing, each seat's chance of winning) and a
chart of the game-length distribution. The core computes and the words layer says the figures
(`words.figures`); this dock asks for them off the GUI thread, shows the answer for the board it
was asked about, and drops answers that arrive too late (`kit.background.LatestAnswer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal, Slot
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from ...core import Board, BoardError, Rules
from ...core.analysis import MAX_ANALYZED_SQUARES, Analysis, analyze
from ...core.game import MAX_PLAYERS
from ...core.likely_path import LikelyPath, most_likely_path
from ...core.usage import MAX_USAGE_SQUARES
from ...log import logger
from ...words import capitalised, figures, numbers, say, spoken
from ...words.board import describe_rules
from ..board import theme
from ..board.scene import BoardScene
from ..document.document import BoardDocument
from ..kit.background import LatestAnswer
from ..kit.text_size import follow_app_font
from .headline import Headline
from .heat_map import UsageHeatMap
from .likely_path import LikelyPathLayer
from .usage_table import UsageTable

if TYPE_CHECKING:
    from .chart import LengthChart

DEBOUNCE_MS = 250
"""Edits in quick succession are analysed once, when they pause."""


class AnalysisPanel(QWidget):
    """``analysed(result)`` after each answer shown, None when there is none (tests wait on it)."""

    analysed = Signal(Analysis)

    def __init__(self, debounce_ms: int = DEBOUNCE_MS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document: BoardDocument | None = None
        self.board: Board | None = None
        self.rules = Rules()
        self.result: Analysis | None = None
        self._pending = False
        self._on_screen = False
        self._answers: LatestAnswer[Analysis] = LatestAnswer(self, self._show_result, self._failed, self._progressed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self._start)
        self.headline = Headline()  # four figures; in full in its tooltip and on Copy
        follow_app_font(self.headline, lambda font: theme.headline_font(font, 1.3))
        self.figures = {key: QLabel("—") for key in ("min", "median", "p90", "never", "rounds")}
        self.players = QSpinBox()
        self.players.setRange(1, MAX_PLAYERS)
        self.players.setValue(2)
        self.players.valueChanged.connect(self.schedule)
        self.seats = QLabel("—")
        self.seats.setWordWrap(True)
        self.within = QSpinBox()
        self.within.setRange(1, 100_000)
        self.within.setValue(20)
        self.within_label = QLabel("—")
        self.within_label.setWordWrap(True)
        self.within.valueChanged.connect(self._show_within)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setToolTip(
            self.tr("The figures are worked out for one player under these rules (Board → Properties)")
        )
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a figure never cut: it wraps
        explained = (
            (
                self.tr("Shortest game:"),
                self.figures["min"],
                self.tr(
                    "The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 "
                    "throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar."
                ),
            ),
            (
                self.tr("Half the games end within:"),
                self.figures["median"],
                self.tr("The median: half of one player's games have reached the goal by this turn"),
            ),
            (
                self.tr("90% end within:"),
                self.figures["p90"],
                self.tr("Nine games in ten have reached the goal by this turn"),
            ),
            (
                self.tr("Never finishes:"),
                self.figures["never"],
                self.tr("The share of games in which the token is trapped and never reaches the goal"),
            ),
            (self.tr("Players:"), self.players, self.tr("How many take turns: the seats' chances below are for them")),
            (
                self.tr("Chance of winning by seat:"),
                self.seats,
                self.tr("Each seat's chance of being the first to reach the goal (seat 1 throws first)"),
            ),
            (
                self.tr("Expected rounds:"),
                self.figures["rounds"],
                self.tr("How many rounds (every player once) a game lasts on average until somebody wins"),
            ),
            (
                self.tr("Finished within (turns):"),
                self.within,
                self.tr("The chance that one player has reached the goal within this many turns"),
            ),
        )
        for label, field, tip in explained:
            name = QLabel(label)
            for widget in (name, field):
                widget.setToolTip(tip)
            name.setBuddy(field)  # the label names a spin box for a screen reader
            form.addRow(name, field)
        form.addRow("", self.within_label)
        self.chart_area = QVBoxLayout()
        self.chart: LengthChart | None = None  # created (with pyqtgraph) when first shown
        self.usage = UsageTable()
        self.likely = QCheckBox(self.tr("Show the most likely path on the board"))
        self.likely.setToolTip(
            self.tr("The turns one player's game follows more often than any other, from the start to the goal")
        )
        self.likely_label = QLabel()
        self.likely_label.setWordWrap(True)
        self.likely_path: LikelyPath | None = None
        self.likely_layer: LikelyPathLayer | None = None
        self._likely_answers: LatestAnswer[LikelyPath | None] = LatestAnswer(self, self._show_likely, self._failed)
        self.likely.toggled.connect(self._likely_toggled)
        self.heat_map: UsageHeatMap | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.headline)
        layout.addWidget(self.rules_label)
        layout.addLayout(form)
        layout.addLayout(self.chart_area, 3)
        layout.addWidget(self.likely)
        layout.addWidget(self.likely_label)
        layout.addWidget(self.usage, 2)

    # -- requests -----------------------------------------------------------------------------

    def follow(self, document: BoardDocument) -> None:
        """Analyse every board the document holds, under its rules (when it can be seen)."""
        self.document = document
        document.board_changed.connect(self._board_changed)
        self.show_board(document.board, document.rules)

    @Slot(Board)
    def _board_changed(self, board: Board) -> None:
        if self.document is not None:
            self.show_board(board, self.document.rules)

    def show_heat_map_on(self, scene: BoardScene) -> None:
        """Draw the usage heat map on ``scene`` when it is asked for (and this dock is in front)."""
        self.heat_map = UsageHeatMap(scene, self)
        self.likely_layer = LikelyPathLayer(scene, self)
        self.likely_layer.set_on_screen(self._on_screen)
        self.analysed.connect(self.heat_map.show_result)
        self.usage.on_board.toggled.connect(self.heat_map.set_wanted)
        self.heat_map.set_on_screen(self._on_screen)

    def show_board(self, board: Board, rules: Rules) -> None:
        """A new board or rules: analyse it (soon, and only while the dock can be seen)."""
        self.board, self.rules = board, rules
        self.rules_label.setText(spoken(self.tr("Rules: {rules}"), rules=describe_rules(rules)))
        if self.heat_map is not None:
            self.heat_map.show_result(None)  # the old board's figures
        self._show_likely(None)
        self._likely_answers.forget()
        self._answers.forget()  # any answer still on its way is now stale
        self.schedule()

    @Slot()
    def schedule(self) -> None:
        self._pending = True
        if self._on_screen:
            self._timer.start()

    def set_on_screen(self, on_screen: bool) -> None:
        """Whether the dock can be seen (its tab is in front): the chart and the analysis are
        only worked out then. The window forwards its dock's ``visibilityChanged`` here: a
        widget in a tab behind another is still "visible" to Qt, so only the dock can tell."""
        self._on_screen = on_screen
        if self.heat_map is not None:
            self.heat_map.set_on_screen(on_screen)
        if self.likely_layer is not None:
            self.likely_layer.set_on_screen(on_screen)
        if not on_screen:
            return
        if self.chart is None:
            from .chart import LengthChart  # pyqtgraph: loaded when first needed

            self.chart = LengthChart()
            self.chart_area.addWidget(self.chart)
            if self.result is not None:
                self.chart.show_analysis(self.result)
        if self._pending:
            self._timer.start()

    @Slot()
    def _start(self) -> None:
        if self.board is None or not self._pending:
            return
        self._pending = False
        self._answers.forget()
        if self.board.size > MAX_ANALYZED_SQUARES:
            self._show_failure(self.tr("boards of up to %n squares are analysed", "", MAX_ANALYZED_SQUARES))
            return
        self.headline.setText(self.tr("Analysing…"))
        self.headline.show_exact(None)
        board, rules, players = self.board, self.rules, self.players.value()
        self._answers.ask_with_progress(lambda progress: analyze(board, rules, players, progress))
        if self.likely.isChecked():
            self._likely_answers.ask(lambda: most_likely_path(board, rules))

    # -- answers ----------------------------------------------------------------------------------

    def _progressed(self, done: int, total: int) -> None:
        """How far the analysis is (a 200×200 board takes seconds)."""
        self.headline.setText(spoken(self.tr("Analysing… {percent}"), percent=numbers.percent(done / max(total, 1), 0)))

    def _failed(self, error: BaseException) -> None:
        if isinstance(error, BoardError):
            self._show_failure(say(error.what))
        elif isinstance(error, MemoryError):
            self._show_failure(str(error))
        else:  # a worker's error is shown in the dock, never lost
            logger(__name__).error("the analysis failed", exc_info=error)
            self._show_failure(
                spoken(
                    self.tr("the analysis failed ({error}); the details are in the log"),
                    error=f"{type(error).__name__}: {error}",
                )
            )

    def _show_failure(self, why: str) -> None:
        self.result = None
        self.headline.setText(spoken(self.tr("No analysis: {why}"), why=why))
        self.headline.show_exact(None)
        for label in (*self.figures.values(), self.seats, self.within_label):
            label.setText("—")
        self.usage.show_usage(None, spoken(self.tr("Not worked out: {why}."), why=why))
        self.analysed.emit(None)

    def _show_result(self, result: Analysis) -> None:
        self.result = result
        self.headline.setText(figures.headline(result, digits=2))
        self.headline.show_exact(result)
        self.figures["min"].setText(figures.shortest(result))
        self.figures["median"].setText(figures.quantile_figure(result, "median"))
        self.figures["p90"].setText(figures.quantile_figure(result, "p90"))
        self.figures["never"].setText(figures.never_finishes(result))
        self.figures["rounds"].setText(figures.expected_rounds(result))
        self.seats.setText(figures.seat_chances(result))
        self._show_within()
        self.usage.show_usage(result.usage, "" if result.usage is not None else self._why_no_usage(result))
        if self.chart is not None:
            self.chart.show_analysis(result)
        self.analysed.emit(result)

    @Slot(bool)
    def _likely_toggled(self, on: bool) -> None:
        if self.likely_layer is not None:
            self.likely_layer.set_wanted(on)
        if on and self.likely_path is None and self.board is not None:
            board, rules = self.board, self.rules
            self._likely_answers.ask(lambda: most_likely_path(board, rules))
        self.likely_label.setVisible(on)

    def _show_likely(self, path: LikelyPath | None) -> None:
        self.likely_path = path
        if self.likely_layer is not None:
            self.likely_layer.show_path(path)
        if path is None:
            self.likely_label.setText(self.tr("No path reaches the goal.") if self.likely.isChecked() else "")
            return
        route = f" {numbers.arrow()} ".join(numbers.integer(s) for s in path.squares)
        text = self.tr(
            "Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.", "", path.turns
        )
        self.likely_label.setText(spoken(text, route=route, chance=figures.percent(path.chance)))

    def _why_no_usage(self, result: Analysis) -> str:
        """The one reason the usage is not worked out for this board."""
        if result.never_finishes > 0:
            return self.tr("Not worked out: a game can fail to finish (a token can be stuck for ever).")
        if self.board is not None and self.board.size > MAX_USAGE_SQUARES:
            return self.tr("Not worked out: the board has more than %n squares.", "", MAX_USAGE_SQUARES)
        return self.tr("Not worked out: the games are too long to count.")

    @Slot()
    def _show_within(self) -> None:
        if self.result is not None:
            text = figures.within(self.result, self.within.value())
            self.within_label.setText(capitalised(text))
