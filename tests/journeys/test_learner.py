"""The learner's path, by real input only: the Solver tab by a click, F6 / Shift+F6 / F5, the
scrubber by the keyboard, and the route the learner reads at the end."""

from __future__ import annotations

from PySide6.QtCore import Qt

from helpers.keys import click, click_tab, press
from snl_desktop.presets import load_preset

SIX = load_preset("leetcode-6x6")


def test_step_the_search_and_read_the_route(journey, qtbot):
    window = journey(SIX.board, SIX.rules)
    click_tab(window, "Solver")
    panel = window.solver_panel
    qtbot.waitUntil(
        lambda: window.docks.solver.isVisible() and not window.docks.solver.visibleRegion().isEmpty(), timeout=60_000
    )
    assert panel.headline.text() == "Fewest throws: 4"
    window.view.setFocus()
    for _ in range(3):
        press("F6")
    assert panel.position_label.text().startswith("Step 3 of")
    press("Shift+F6")
    assert panel.position_label.text().startswith("Step 2 of")
    assert panel.queue.count() > 0 and "square" in panel.queue.item(0).text()
    press("F5")  # play: the test's timer runs every step at once
    qtbot.waitUntil(lambda: panel.position_label.text().endswith("finished"), timeout=60_000)
    route = panel.detail.text()
    assert route.startswith("Route: throw 1 → square 2, ladder to 15")
    assert route.endswith("→ 36")

    click(panel.scrubber)  # the scrubber, then its keys
    press("Home")
    assert panel.position_label.text().startswith("Step 0 of")
    press("End")
    assert panel.position_label.text().endswith("finished")
    assert panel.scrubber.value() == panel.scrubber.maximum()
    assert panel.scrubber.orientation() == Qt.Orientation.Horizontal
