"""The game-length chart of the analysis dock (pyqtgraph): bars for P(T = k), the chance that a
game takes exactly k turns, and a line for P(T ≤ k) on the right-hand axis."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...core.analysis import Analysis
from ..board import theme

BAR = theme.CHART_BAR
LINE = theme.CHART_LINE
COVERAGE = 0.999


class LengthChart(QWidget):
    """Distribution of one player's game length, in turns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(220)
        self.plot_widget = pg.PlotWidget(self, background="w")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget)
        plot = self.plot_widget.getPlotItem()
        plot.setLabel("bottom", self.tr("turns"))
        plot.setLabel("left", self.tr("P(game takes exactly k turns)"))
        plot.getAxis("left").enableAutoSIPrefix(False)  # no "(x0.001)" squeezed into the label
        plot.showAxis("right")
        plot.setLabel("right", self.tr("P(finished within k turns)"))
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.85, brush=BAR, pen=None)
        plot.addItem(self.bars)
        self.line_box = pg.ViewBox()
        plot.scene().addItem(self.line_box)
        plot.getAxis("right").linkToView(self.line_box)
        self.line_box.setXLink(plot)
        self.line_box.setYRange(0, 1.02, padding=0)
        self.line = pg.PlotCurveItem(pen=pg.mkPen(LINE, width=2))
        self.line_box.addItem(self.line)
        plot.vb.sigResized.connect(self._align)
        self.shown_turns = 0

    @Slot()
    def _align(self) -> None:
        view = self.plot_widget.getPlotItem().vb
        self.line_box.setGeometry(view.sceneBoundingRect())
        self.line_box.linkedViewChanged(view, self.line_box.XAxis)

    def show_analysis(self, result: Analysis) -> None:
        """Draw the distribution until `COVERAGE` of games have finished."""
        cumulative = np.asarray(result.cumulative)
        reached = np.flatnonzero(cumulative >= COVERAGE * max(cumulative[-1], 1e-300))
        last = int(reached[0]) if len(reached) else len(cumulative) - 1
        turns = np.arange(last + 1)
        self.bars.setOpts(x=turns, height=np.asarray(result.distribution[: last + 1]))
        self.line.setData(turns, cumulative[: last + 1])
        plot = self.plot_widget.getPlotItem()
        plot.setXRange(-0.5, last + 0.5, padding=0.02)
        peak = float(max(result.distribution[: last + 1], default=0))
        plot.setYRange(0, peak * 1.1 if peak > 0 else 1, padding=0)
        self.shown_turns = last
        self._align()
