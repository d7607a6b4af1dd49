"""Learn → Present (issue 34, defect 3): the names on the dock tabs (Solver, Graph, BFS Code,
Numbering…) and the docks' titles are read from the back row, in Present's text size; a tab
made while presenting too; leaving gives them the desktop's size back."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QTabBar

from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room

SIX = load_preset("leetcode-6x6")


def on_screen(bar: QTabBar) -> bool:
    """Shown, and not hidden under the window's other parts (Qt keeps spare tab bars)."""
    return bar.isVisible() and not bar.visibleRegion().isEmpty()


def dock_tabs(window) -> dict[str, int]:
    """Each dock tab's name on show and the pixel size it is written in."""
    bars = [bar for bar in window.findChildren(QTabBar) if bar.parent() is window and on_screen(bar)]
    return {bar.tabText(i): QFontInfo(bar.font()).pixelSize() for bar in bars for i in range(bar.count())}


def test_the_dock_tabs_and_titles_are_in_presents_size(make_window, qtbot) -> None:
    window = make_window(SIX.board, SIX.rules, size=(1200, 800))
    window.show_room(Room.LEARN)
    qtbot.waitUntil(lambda: window.docks.solver.built)
    QApplication.processEvents()
    desktop = QFontInfo(QApplication.font()).pixelSize()
    present = window.present
    present.enter()
    qtbot.waitUntil(window.isFullScreen)
    body = present.pixels
    assert body > desktop
    tabs = dock_tabs(window)
    assert {"Solver", "Graph", "BFS Code"} <= set(tabs)
    assert all(size >= body * 0.8 for size in tabs.values()), tabs
    solver_title = window.docks.solver.titleBarWidget()
    assert QFontInfo(solver_title.font()).pixelSize() >= body * 0.8
    window.docks.numbering.toggleViewAction().trigger()  # opened while presenting: a tab of its own
    qtbot.waitUntil(lambda: "Numbering" in dock_tabs(window))
    tabs = dock_tabs(window)
    assert all(size >= body * 0.8 for size in tabs.values()), tabs
    present.leave()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert all(size == desktop for size in dock_tabs(window).values()), dock_tabs(window)
    assert QFontInfo(solver_title.font()).pixelSize() == desktop
