"""The game-length chart of the analysis dock (pyqtgraph): bars for P(T = k), the chance that a
game takes exactly k turns, and a line for P(T ≤ k) on the right-hand axis. Compare draws two
boards on one chart (`show_pair`): their bars side by side, a line each, and a legend.

The axes, their numbers and titles are drawn in the theme's `chart_text` (pyqtgraph's grey on
white is 2.8:1), and the titles stay inside the widget: pyqtgraph sets each title a few pixels
past its axis's edge, so the plot keeps that much room round it. The chart reads left to right
in every language (the turns grow to the right, P(T = k) on the left), its words and digits
the language's: mirroring only the axes' places, as a right-to-left layout would, put the
left axis's title and numbers out of the widget."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...core.analysis import Analysis
from ...words import numbers
from ..board import theme

COVERAGE = 0.999
TITLE_ROOM = 6
"""Pixels kept round the plot for the axis titles: pyqtgraph sets them 5 px past their axis."""


class LocaleAxis(pg.AxisItem):  # type: ignore[misc] # pyqtgraph has no type hints
    """An axis whose tick labels are written as the user's language writes numbers
    ("0,02" in German, Arabic-Indic digits in Arabic), with pyqtgraph's own choice of places."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # pyqtgraph's
        places = max(0, math.ceil(-math.log10(spacing * scale))) if spacing * scale > 0 else 0
        return [numbers.decimal(value * scale, places) for value in values]


class LengthChart(QWidget):
    """Distribution of one player's game length, in turns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(220)
        axes = {side: LocaleAxis(side) for side in ("left", "bottom", "right")}
        self.plot_widget = pg.PlotWidget(self, background="w", axisItems=axes)
        self.plot_widget.setAccessibleName(self.tr("Chart of game lengths"))
        self.plot_widget.setAccessibleDescription(
            self.tr("Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns")
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget)
        plot = self.plot_widget.getPlotItem()
        plot.setLabel("bottom", self.tr("turns"))
        plot.setLabel("left", self.tr("P(game takes exactly k turns)"))
        plot.getAxis("left").enableAutoSIPrefix(False)  # no "(x0.001)" squeezed into the label
        plot.showAxis("right")
        plot.setLabel("right", self.tr("P(finished within k turns)"))
        plot.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # (a graphics item's comes from the app)
        plot.layout.setContentsMargins(TITLE_ROOM, TITLE_ROOM, TITLE_ROOM, TITLE_ROOM)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.85, brush=theme.current().chart_bar, pen=None)
        plot.addItem(self.bars)
        self.line_box = pg.ViewBox()
        plot.scene().addItem(self.line_box)
        plot.getAxis("right").linkToView(self.line_box)
        self.line_box.setXLink(plot)
        self.line_box.setYRange(0, 1.02, padding=0)
        self.line = pg.PlotCurveItem(pen=pg.mkPen(theme.current().chart_line, width=2))
        self.line_box.addItem(self.line)
        plot.vb.sigResized.connect(self._align)
        self.shown_turns = 0
        self.second_bars: pg.BarGraphItem | None = None  # Compare's second board
        self.second_line: pg.PlotCurveItem | None = None
        theme.notifier().changed.connect(self._recolour)
        self._recolour()

    @Slot()
    def _recolour(self) -> None:
        """The axes, bars and lines in the current theme's colours (Compare: the first board in
        the bars' colour, the second in the line's, its line dashed)."""
        bar, line, text = theme.current().chart_bar, theme.current().chart_line, theme.current().chart_text
        for side in ("left", "bottom", "right"):
            axis = self.plot_widget.getPlotItem().getAxis(side)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.bars.setOpts(brush=bar)
        if self.second_bars is None or self.second_line is None:
            self.line.setPen(pg.mkPen(line, width=2))
            return
        self.line.setPen(pg.mkPen(bar, width=2))
        self.second_bars.setOpts(brush=line)
        self.second_line.setPen(pg.mkPen(line, width=2, style=Qt.PenStyle.DashLine))

    @Slot()
    def _align(self) -> None:
        view = self.plot_widget.getPlotItem().vb
        self.line_box.setGeometry(view.sceneBoundingRect())
        self.line_box.linkedViewChanged(view, self.line_box.XAxis)
        self._keep_titles_whole()

    def _keep_titles_whole(self) -> None:
        """At least as tall as the longer side title needs and as wide as the bottom one does:
        pyqtgraph centres a title on its axis and lets a longer one run past the chart's edge
        ("P(game takes exactly k turns)" is longer than the axis of a 220 px chart)."""
        plot = self.plot_widget.getPlotItem()
        view = plot.vb.geometry()
        if view.height() <= 0 or view.width() <= 0:
            return
        along = {side: plot.getAxis(side).label.boundingRect().width() for side in ("left", "right", "bottom")}
        high = math.ceil(max(along["left"], along["right"]) + self.height() - view.height())
        wide = math.ceil(along["bottom"] + self.width() - view.width())
        if high > self.minimumHeight():
            self.setMinimumHeight(high)
        if wide > self.minimumWidth():
            self.setMinimumWidth(wide)

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

    @staticmethod
    def _shown(result: Analysis) -> int:
        """The last turn drawn: until `COVERAGE` of games have finished."""
        cumulative = np.asarray(result.cumulative)
        reached = np.flatnonzero(cumulative >= COVERAGE * max(cumulative[-1], 1e-300))
        return int(reached[0]) if len(reached) else len(cumulative) - 1

    def show_pair(self, first: Analysis, second: Analysis, names: tuple[str, str]) -> None:
        """Two boards on one chart: each one's P(T = k) as bars side by side (the first in the
        bars' colour, the second in the line's) and each one's P(T ≤ k) as a line of its
        colour; a legend says which is which."""
        last = max(self._shown(first), self._shown(second))
        turns = np.arange(last + 1)
        plot = self.plot_widget.getPlotItem()
        if self.second_bars is None or self.second_line is None:
            self.second_bars = pg.BarGraphItem(x=[], height=[], width=0.42, pen=None)
            plot.addItem(self.second_bars)
            self.second_line = pg.PlotCurveItem()
            self.line_box.addItem(self.second_line)
            self._recolour()
            legend = pg.LegendItem(offset=(-10, 10))
            legend.setParentItem(plot.vb)
            legend.addItem(self.bars, names[0])
            legend.addItem(self.second_bars, names[1])
        heights = []
        for result, bars, line, shift in (
            (first, self.bars, self.line, -0.21),
            (second, self.second_bars, self.second_line, 0.21),
        ):
            height = np.zeros(last + 1)
            listed = np.asarray(result.distribution[: last + 1])
            height[: len(listed)] = listed
            cumulative = np.asarray([result.chance_within(k) for k in range(last + 1)])
            bars.setOpts(x=turns + shift, height=height, width=0.42)
            line.setData(turns, cumulative)
            heights.append(float(height.max(initial=0)))
        plot.setXRange(-0.5, last + 0.5, padding=0.02)
        peak = max(heights)
        plot.setYRange(0, peak * 1.1 if peak > 0 else 1, padding=0)
        self.shown_turns = last
        self._align()
