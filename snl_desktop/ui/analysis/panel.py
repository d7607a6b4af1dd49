"""The analysis dock: exact figures for the board being edited (expected turns, shortest game,
median, 90th percentile, the chance of never finishing, each seat's chance of winning) and a
chart of the game-length distribution. The core computes; this dock asks it off the GUI thread,
shows the answer for the board it was asked about, and drops answers that arrive too late."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from ...core import Board, BoardError, Rules
from ...core.analysis import MAX_ANALYZED_SQUARES, MAX_PLAYERS, Analysis, analyze, percent
from ...log import logger
from ..board.scene import BoardScene
from ..document.document import BoardDocument
from .heat_map import UsageHeatMap
from .usage_table import UsageTable

DEBOUNCE_MS = 250
"""Edits in quick succession are analysed once, when they pause."""


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    done = Signal(int, object, str)


class _Job(QRunnable):
    def __init__(self, request: int, board: Board, rules: Rules, players: int, relay: _Relay) -> None:
        super().__init__()
        self.request, self.board, self.rules, self.players, self.relay = request, board, rules, players, relay

    def run(self) -> None:
        try:
            result, error = analyze(self.board, self.rules, self.players), ""
        except (BoardError, MemoryError) as exc:
            result, error = None, str(exc)
        except Exception as exc:  # noqa: BLE001 - a worker's error is shown in the dock, never lost
            logger(__name__).exception("the analysis failed")
            result, error = None, f"the analysis failed ({type(exc).__name__}: {exc}); the details are in the log"
        try:
            self.relay.done.emit(self.request, result, error)
        except RuntimeError:
            pass  # the window closed while we worked: nobody is waiting for the answer


class AnalysisPanel(QWidget):
    """``analysed(result)`` after each answer shown (tests wait on it)."""

    analysed = Signal(object)

    def __init__(self, debounce_ms: int = DEBOUNCE_MS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.rules = Rules()
        self.result: Analysis | None = None
        self._request = 0
        self._pending = False
        self._on_screen = False
        self._relay = _Relay(self)
        self._relay.done.connect(self._answer, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self._start)
        self.headline = QLabel("")
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.headline.setFont(font)
        self.figures = {key: QLabel("—") for key in ("min", "median", "p90", "never", "rounds")}
        self.players = QSpinBox()
        self.players.setRange(1, MAX_PLAYERS)
        self.players.setValue(2)
        self.players.valueChanged.connect(lambda _v: self.schedule())
        self.seats = QLabel("—")
        self.seats.setWordWrap(True)
        self.within = QSpinBox()
        self.within.setRange(1, 100_000)
        self.within.setValue(20)
        self.within_label = QLabel("—")
        self.within_label.setWordWrap(True)
        self.within.valueChanged.connect(lambda _v: self._show_within())
        form = QFormLayout()
        form.addRow("Shortest game:", self.figures["min"])
        form.addRow("Half the games end within:", self.figures["median"])
        form.addRow("90% end within:", self.figures["p90"])
        form.addRow("Never finishes:", self.figures["never"])
        form.addRow("Players:", self.players)
        form.addRow("Chance of winning by seat:", self.seats)
        form.addRow("Expected rounds:", self.figures["rounds"])
        form.addRow("Finished within (turns):", self.within)
        form.addRow("", self.within_label)
        self.chart_area = QVBoxLayout()
        self.chart = None  # created (with pyqtgraph) when first shown
        self.usage = UsageTable()
        self.heat_map: UsageHeatMap | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.headline)
        layout.addLayout(form)
        layout.addLayout(self.chart_area, 3)
        layout.addWidget(self.usage, 2)

    # -- requests -----------------------------------------------------------------------------

    def follow(self, document: BoardDocument) -> None:
        """Analyse every board the document holds (when it can be seen)."""
        document.board_changed.connect(lambda board: self.show_board(board, document.rules))
        self.show_board(document.board, document.rules)

    def show_heat_map_on(self, scene: BoardScene) -> None:
        """Draw the usage heat map on ``scene`` when it is asked for (and this dock is in front)."""
        self.heat_map = UsageHeatMap(scene, self)
        self.analysed.connect(self.heat_map.show_result)
        self.usage.on_board.toggled.connect(self.heat_map.set_wanted)
        self.heat_map.set_on_screen(self._on_screen)

    def show_board(self, board: Board, rules: Rules) -> None:
        """A new board or rules: analyse it (soon, and only while the dock can be seen)."""
        self.board, self.rules = board, rules
        if self.heat_map is not None:
            self.heat_map.show_result(None)  # the old board's figures
        self._request += 1  # any answer still on its way is now stale
        self.schedule()

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

    def _start(self) -> None:
        if self.board is None or not self._pending:
            return
        self._pending = False
        self._request += 1
        if self.board.size > MAX_ANALYZED_SQUARES:
            self._answer(self._request, None, f"boards of up to {MAX_ANALYZED_SQUARES} squares are analysed")
            return
        self.headline.setText("Analysing…")
        QThreadPool.globalInstance().start(
            _Job(self._request, self.board, self.rules, self.players.value(), self._relay)
        )

    def _answer(self, request: int, result: Analysis | None, error: str) -> None:
        if request != self._request:
            return  # an answer about a board that has changed since
        self.result = result
        if result is None:
            self.headline.setText(f"No analysis: {error}")
            for label in (*self.figures.values(), self.seats, self.within_label):
                label.setText("—")
            self.usage.show_usage(None, f"Not worked out: {error}.")
            self.analysed.emit(None)
            return
        self.headline.setText(result.headline(digits=2))

        def turns(k: int | None, share: str) -> str:
            if k is None:
                return result.quantile_text(None, share).split(" of games ", 1)[1]  # "last more than …", "never end"
            return f"{k:,} turn{'s' if k != 1 else ''}"

        self.figures["min"].setText("—" if result.min_turns is None else f"{result.min_turns:,} turns")
        self.figures["median"].setText(turns(result.median_turns, "half"))
        self.figures["p90"].setText(turns(result.p90_turns, "90%"))
        never = percent(result.never_finishes) if result.never_finishes else "no"
        if result.never_finishes_at_most is not None:
            never = f"{never} to {percent(result.never_finishes_at_most)}"
        self.figures["never"].setText(never)
        self.figures["rounds"].setText(
            "for ever"
            if result.never_finishes > 0
            else "unknown"
            if result.expected_rounds is None
            else f"{result.expected_rounds:.2f}"
        )
        self.seats.setText(", ".join(f"{i + 1}: {p:.1%}" for i, p in enumerate(result.seat_win_probability)))
        self._show_within()
        self.usage.show_usage(result.usage)
        if self.chart is not None:
            self.chart.show_analysis(result)
        self.analysed.emit(result)

    def _show_within(self) -> None:
        if self.result is not None:
            k = self.within.value()
            text = self.result.within_text(k)
            self.within_label.setText(text[:1].upper() + text[1:])
