"""The Analysis chart (pyqtgraph) in English and Arabic: its axis titles and numbers are whole
inside the chart at its smallest (the dock's 220 px, a dock's width), and read at least 4.5:1 on
its white paper in every theme, measured from the pixels."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from helpers.contrast import readings
from snl_desktop.core.analysis import analyze
from snl_desktop.presets import load_preset
from snl_desktop.ui.analysis.chart import LengthChart
from snl_desktop.ui.kit.fonts import load_script_fonts
from snl_desktop.ui.kit.theme_choice import HIGH_CONTRAST, STANDARD, SYSTEM, ThemeChoice
from snl_desktop.ui.shell.theme_menu import apply_theme
from snl_desktop.words import languages

CLASSIC = load_preset("classic")


@pytest.fixture(params=["en", "ar"])
def language(request, app: QApplication) -> Iterator[str]:
    load_script_fonts()
    languages.use(app, request.param)
    yield request.param
    languages.use(app, "en")


@pytest.fixture
def chart(language: str, qtbot) -> LengthChart:
    """The chart of the classic board at the size the Analysis dock gives it at first."""
    shown = LengthChart()
    qtbot.addWidget(shown)
    shown.resize(330, shown.minimumHeight())
    shown.show()
    qtbot.waitExposed(shown)
    shown.show_analysis(analyze(CLASSIC.board, CLASSIC.rules))
    qtbot.waitUntil(lambda: shown.height() >= shown.minimumHeight() and shown.width() >= shown.minimumWidth())
    return shown


def drawn_texts(chart: LengthChart) -> Iterator[tuple[str, QRect]]:
    """Each axis title and number: where it is drawn, in the chart's coordinates."""
    view = chart.plot_widget
    plot = view.getPlotItem()
    for side in ("left", "bottom", "right"):
        axis = plot.getAxis(side)
        title = view.mapFromScene(axis.label.sceneBoundingRect()).boundingRect()
        yield f"{side} title {axis.label.toPlainText()!r}", title.translated(view.pos())
        image = QImage(8, 8, QImage.Format.Format_RGB32)  # (kept while painted on)
        painter = QPainter(image)
        painter.setFont(axis.style["tickFont"] or QFont())
        _axis, _ticks, numbers = axis.generateDrawSpecs(painter)
        painter.end()
        for rect, _flags, text in numbers:
            where = view.mapFromScene(axis.mapRectToScene(QRectF(rect))).boundingRect()
            yield f"{side} number {text!r}", where.translated(view.pos())


def test_no_title_or_number_is_cut(chart: LengthChart, language: str) -> None:
    """Before: "turns" ran 4 px past the chart's foot, the left title 5 px past its top (and in
    Arabic, the axes swapped sides, the right-hand title and numbers past the right edge)."""
    texts = list(drawn_texts(chart))
    assert sum("title" in what for what, _rect in texts) == 3 and len(texts) > 10
    cut = [f"{what}: {rect} in {chart.rect()}" for what, rect in texts if not chart.rect().contains(rect)]
    assert not cut, f"cut in {language}:\n" + "\n".join(cut)


def test_the_chart_reads_left_to_right_in_arabic_too(chart: LengthChart, language: str) -> None:
    """The probability of exactly k turns on the left, finishing within k on the right, the turns
    growing to the right: the words and digits are Arabic, the chart's plan is not mirrored."""
    plot = chart.plot_widget.getPlotItem()
    left, right, view = plot.getAxis("left").geometry(), plot.getAxis("right").geometry(), plot.vb.geometry()
    assert left.right() <= view.left() + 1 and view.right() <= right.left() + 1


@pytest.mark.parametrize("name", [STANDARD, HIGH_CONTRAST, SYSTEM])
def test_the_axes_read_at_4_5_to_1(chart: LengthChart, qapp, name: str) -> None:
    """Before: pyqtgraph's grey, #969696 on white (2.96:1), in Standard and High Contrast."""
    choice = ThemeChoice(QSettings(), desktop_dark=lambda: False)
    choice.name = name
    try:
        apply_theme(choice)
        QApplication.processEvents()
        measured = [reading for reading in readings(chart) if "chart's" in reading.where]
        assert len(measured) > 10
        faint = [str(reading) for reading in measured if reading.ratio < 4.5]
        assert not faint, "\n".join(faint)
    finally:
        choice.name = STANDARD
        apply_theme(choice)
        choice.deleteLater()
