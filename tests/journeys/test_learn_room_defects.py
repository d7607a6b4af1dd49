"""Issue 34's small defects of the Learn room, by real keys: the step size changes in Present
(Ctrl+F6 while the menu bar is hidden); Learn → Numbering brings its tab forward; the ring a
matrix cell's hover draws on the board goes when the pointer leaves and when Present ends."""

from __future__ import annotations

from helpers.keys import choose_from_menu, idle, press, tab_bar_with
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room

SIX = load_preset("leetcode-6x6")


def learn_room(journey, qtbot):
    window = journey(SIX.board, SIX.rules)
    window.resize(1280, 900)
    press("Ctrl+Shift+L")
    qtbot.waitUntil(lambda: window.room is Room.LEARN and window.docks.solver.built, timeout=60_000)
    idle()
    window.view.setFocus()
    return window


def test_ctrl_f6_changes_the_step_size_in_present(journey, qtbot):
    window = learn_room(journey, qtbot)
    controls = window.solver_panel.controls
    press("F9")
    qtbot.waitUntil(lambda: window.present.presenting and not window.menuBar().isVisible(), timeout=60_000)
    idle()
    assert controls.step_size.currentIndex() == 0
    press("Ctrl+F6")
    assert controls.step_size.currentIndex() == 1
    press("Ctrl+F6")
    assert controls.step_size.currentIndex() == 2
    press("Escape")
    qtbot.waitUntil(lambda: not window.present.presenting, timeout=60_000)
    press("Ctrl+F6")  # and still once the menu bar is back (one action, never an ambiguous key)
    assert controls.step_size.currentIndex() == 0


def test_learn_numbering_brings_its_tab_forward(journey, qtbot):
    window = learn_room(journey, qtbot)
    assert not window.docks.numbering.isVisible()
    choose_from_menu(qtbot, window, "Alt+L", "Numbering")
    qtbot.waitUntil(lambda: window.docks.numbering.on_screen, timeout=60_000)
    idle()
    bar, index = tab_bar_with(window, "Numbering")
    assert bar.currentIndex() == index  # its tab in front, not behind the Solver's
    assert not window.docks.solver.on_screen


def test_a_cells_ring_goes_when_the_pointer_leaves_and_when_present_ends(journey, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    window = learn_room(journey, qtbot)
    window.docks.numbering.toggleViewAction().trigger()
    table = window.docks.numbering.content.table
    ring = lambda: window.docks.teaching._ring  # noqa: E731
    cell = table.visualItemRect(table.item(3, 1)).center()
    QTest.mouseMove(table.viewport(), cell)
    qtbot.waitUntil(lambda: ring() is not None and ring().isVisible(), timeout=60_000)
    assert window.docks.teaching.selected == 14
    QApplication.sendEvent(table.viewport(), QEvent(QEvent.Type.Leave))  # the pointer leaves the matrix
    assert not ring().isVisible()
    QTest.mouseMove(table.viewport(), table.visualItemRect(table.item(3, 2)).center())  # back, on square 15
    qtbot.waitUntil(lambda: ring().isVisible() and window.docks.teaching.selected == 15, timeout=60_000)
    press("F9")
    qtbot.waitUntil(lambda: window.present.presenting, timeout=60_000)
    press("Escape")
    qtbot.waitUntil(lambda: not window.present.presenting, timeout=60_000)
    idle()
    assert not ring().isVisible()
    window.scene.square_clicked.emit(20)  # a square clicked keeps its ring (not a hover's)
    press("F9")
    qtbot.waitUntil(lambda: window.present.presenting, timeout=60_000)
    press("Escape")
    qtbot.waitUntil(lambda: not window.present.presenting, timeout=60_000)
    assert ring().isVisible() and window.docks.teaching.selected == 20
