"""A designer reads the Analysis dock with the mouse wheel, as the real platform sends it (under
xcb in CI): the wheel over the chart scrolls the dock and leaves the chart's view as it was, and
a new board shows the whole chart again. Alt+3 brings the Analysis forward, as a keyboard user
does."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea

from helpers.keys import idle, press
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room

MB = load_preset("milton-bradley")


def test_the_wheel_over_the_chart_scrolls_the_dock(journey, qtbot) -> None:
    window = journey(MB.board, MB.rules, room=Room.DESIGN)
    window.resize(1366, 768)
    idle()
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000):
        press("Alt+3", window)  # the Analysis in front, the focus in it
        window.analysis_panel.schedule()
    scroll = window.docks.analysis.widget()
    assert isinstance(scroll, QScrollArea)
    chart = window.analysis_panel.chart
    assert chart is not None
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=60_000)
    scroll.ensureWidgetVisible(chart, 0, 0)
    idle()
    bar = scroll.verticalScrollBar()
    box = chart.plot_widget.getPlotItem().vb
    before_range, before_at = box.viewRange(), bar.value()
    handle = window.windowHandle()
    where = QPointF(chart.mapTo(window, chart.rect().center()))
    QTest.wheelEvent(handle, where, QPoint(0, 120 if before_at > 0 else -120), QPoint(0, 0))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: bar.value() != before_at, timeout=60_000)  # the dock scrolled
    assert box.viewRange() == before_range  # the chart held still
