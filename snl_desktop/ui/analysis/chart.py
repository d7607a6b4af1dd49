"""The game-length chart of the analysis dock (pyqtgraph): bars for P(T = k), the chance that a
game takes exactly k turns, and a line for P(T ≤ k) on the right-hand axis. Compare draws two
boards on one chart (`show_pair`): their bars side by side, a line each, and a legend.

The axes, their numbers and titles are drawn in the theme's `chart_text` (pyqtgraph's grey on
white is 2.8:1), and the titles stay inside the widget: pyqtgraph sets each title a few pixels
past its axis's edge, so the plot keeps that much room round it. The chart reads left to right
in every language (the turns grow to the right, P(T = k) on the left), its words and digits
the language's: mirroring only the axes' places, as a right-to-left layout would, put the
left axis's title and numbers out of the widget.

The chart holds still: the mouse wheel over it scrolls the dock (the plot ignores the wheel, so
it goes on to the dock's scroll area), only Ctrl+wheel zooms the turns axis, a drag moves
nothing, and every new board or analysis puts back the whole view. Its right-click menu is the
app's own, translated: Copy Figures (the drawn numbers, full precision, as tab-separated text)
and Save Picture… (a PNG, written atomically); pyqtgraph's English menus and "A" button are off."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Protocol

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QBuffer, QIODevice, Qt, Slot
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QVBoxLayout, QWidget

from ...core.analysis import Analysis
from ...core.files.safe_io import atomic_write_bytes
from ...words import numbers, spoken
from ..board import theme

COVERAGE = 0.999
TITLE_ROOM = 6
"""Pixels kept round the plot for the axis titles: pyqtgraph sets them 5 px past their axis."""
ZOOM_PER_NOTCH = 0.85
"""How much of the turns axis one notch of Ctrl+wheel (120 eighths of a degree) keeps in view."""


class SavesPictures(Protocol):
    """The window's prompter, as far as the chart asks it: where to save, and what went wrong."""

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None: ...

    def error(self, title: str, message: str) -> None: ...


class StillPlot(pg.PlotWidget):  # type: ignore[misc] # pyqtgraph has no type hints
    """A plot that lets the wheel and the context menu go on to its parents: a plain wheel
    scrolls whatever scroll area holds the chart, Ctrl+wheel zooms the turns axis about the
    pointer, and the right button asks the chart (its parent) for the app's own menu."""

    def wheelEvent(self, event: QWheelEvent) -> None:  # Qt's
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            event.ignore()  # not ours: the dock's scroll area scrolls
            return
        view = self.getPlotItem().vb
        notches = event.angleDelta().y() / 120
        centre = view.mapSceneToView(self.mapToScene(event.position().toPoint())).x()
        view.scaleBy(x=ZOOM_PER_NOTCH**notches, center=(centre, 0))
        event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # Qt's
        event.ignore()  # the chart shows the app's menu


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
        self.plot_widget = StillPlot(self, background="w", axisItems=axes)
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
        plot.setMenuEnabled(False)  # pyqtgraph's English menus: the chart has its own
        plot.hideButtons()  # the "A" (auto range) button: every new board puts the view back
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.85, brush=theme.current().chart_bar, pen=None)
        plot.addItem(self.bars)
        self.line_box = pg.ViewBox(enableMouse=False, enableMenu=False)
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
        self.turns: list[int] = []
        self.columns: list[tuple[str, list[float]]] = []
        """What Copy Figures copies: a heading and the numbers drawn, a column each."""
        self.shown_menu: QMenu | None = None
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
        self.turns = list(range(last + 1))
        self.columns = [
            (self.tr("P(T = k)"), [float(p) for p in result.distribution[: last + 1]]),
            (self.tr("P(T ≤ k)"), [float(p) for p in cumulative[: last + 1]]),
        ]
        self._reset_view(last, float(max(result.distribution[: last + 1], default=0)))

    def _reset_view(self, last: int, peak: float) -> None:
        """The whole drawing in view (turns 0 to ``last``, the bars' axis to a little over their
        ``peak``, the line's 0 to 1), whatever zoom came before: a new board starts unzoomed."""
        plot = self.plot_widget.getPlotItem()
        plot.setXRange(-0.5, last + 0.5, padding=0.02)
        plot.setYRange(0, peak * 1.1 if peak > 0 else 1, padding=0)
        self.line_box.setYRange(0, 1.02, padding=0)
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
        self.turns = list(range(last + 1))
        self.columns = []
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
        for name, result in zip(names, (first, second), strict=True):
            exactly = [float(p) for p in result.distribution[: last + 1]]
            exactly += [0.0] * (last + 1 - len(exactly))
            self.columns.append((spoken(self.tr("{board}: P(T = k)"), board=name), exactly))
            self.columns.append(
                (
                    spoken(self.tr("{board}: P(T ≤ k)"), board=name),
                    [float(result.chance_within(k)) for k in range(last + 1)],
                )
            )
        self._reset_view(last, max(heights))

    # -- the chart's own menu -----------------------------------------------------------------

    def context_menu(self) -> QMenu:
        """The chart's right-click menu, in the language of the moment: Copy Figures and
        Save Picture… (nothing to copy or save before a first analysis)."""
        menu = QMenu(self)
        copy = menu.addAction(self.tr("Copy Figures"))
        copy.setToolTip(self.tr("Copy the chart's numbers, in full, as text for a spreadsheet"))
        copy.triggered.connect(self.copy_figures)
        save = menu.addAction(self.tr("Save Picture…"))
        save.triggered.connect(self.save_picture)
        for action in (copy, save):
            action.setEnabled(bool(self.turns))
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # Qt's
        menu = self.context_menu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(event.globalPos())
        self.shown_menu = menu
        event.accept()

    def figures_text(self) -> str:
        """The numbers drawn as tab-separated lines: a heading row, then a row a turn (the
        turn, then each column's chance in full precision, as Python writes a float)."""
        rows = ["\t".join((self.tr("turns"), *(heading for heading, _ in self.columns)))]
        for index, turn in enumerate(self.turns):
            rows.append("\t".join((str(turn), *(repr(values[index]) for _, values in self.columns))))
        return "\n".join(rows) + "\n"

    @Slot()
    def copy_figures(self) -> None:
        """The chart's numbers on the clipboard (`figures_text`)."""
        QGuiApplication.clipboard().setText(self.figures_text())

    def picture(self) -> bytes:
        """The chart as it is on screen, as PNG bytes."""
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self.plot_widget.grab().save(buffer, "PNG")
        return bytes(buffer.data().data())

    def _prompter(self) -> SavesPictures | None:
        """The window's prompter, when the chart is in a window that has one (a floating dock
        is a window of its own: its main window is further up)."""
        widget: QWidget | None = self
        while widget is not None:
            prompter = getattr(widget, "prompter", None)
            if hasattr(prompter, "save_path") and hasattr(prompter, "error"):
                return prompter
            widget = widget.parentWidget()
        return None

    @Slot()
    def save_picture(self) -> None:
        """Ask where, then write the chart as a PNG there atomically (an earlier file of that
        name survives a failed write); a failure is said, not raised."""
        title = self.tr("Save Picture")
        filters = self.tr("PNG pictures (*.png)")
        suggested = self.tr("game lengths") + ".png"
        prompter = self._prompter()
        if prompter is not None:
            path = prompter.save_path(title, filters, suggested)
        else:
            chosen, _ = QFileDialog.getSaveFileName(self, title, suggested, filters)
            path = Path(chosen) if chosen else None
        if path is None:
            return
        if path.suffix.lower() != ".png":
            path = path.with_name(path.name + ".png")
        try:
            atomic_write_bytes(path, self.picture())
        except OSError as exc:
            text = self.tr("{name} could not be written: {why}. Any earlier file of that name is unchanged.")
            message = spoken(text, name=path.name, why=exc.strerror or str(exc))
            if prompter is not None:
                prompter.error(self.tr("Cannot save the picture"), message)
            else:
                QMessageBox.warning(self, self.tr("Cannot save the picture"), message)
