"""The analyst opens the Analysis tab with a click and reads the figures and the chart."""

from __future__ import annotations

from helpers.keys import click_tab, idle
from helpers.mouse import activate
from snl_desktop.presets import load_preset

MB = load_preset("milton-bradley")


def test_clicking_the_analysis_tab_shows_the_figures_and_the_chart(make_window, qtbot):
    window = make_window(MB.board, MB.rules, size=None)  # as the app starts
    activate(window, qtbot)
    qtbot.waitUntil(lambda: window.started, timeout=60_000)
    idle()  # the window is on screen and settled before the user clicks
    click_tab(window, "Analysis")
    panel = window.analysis_panel
    qtbot.waitUntil(lambda: "39.23 turns on average" in panel.headline.text(), timeout=60_000)
    assert panel.figures["min"].text() == "7 turns"
    assert panel.seats.text().startswith("1: 50.8%")
    qtbot.waitUntil(
        lambda: panel.chart is not None and panel.chart.isVisible() and panel.chart.shown_turns > 7, timeout=60_000
    )
