"""The designer's studio by real input: the what-if note during a real drag, the usage heat map
from the Analysis tab, File → Print's preview and File → New's gallery."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog

from helpers.keys import answer_modal, choose_from_menu, click_tab, idle, press
from helpers.mouse import send_mouse
from snl_desktop.core import Board
from snl_desktop.presets import load_preset

MB = load_preset("milton-bradley")


def test_the_what_if_note_during_a_drag(journey, qtbot):
    window = journey(Board(10, 10, {17: 7}))
    press("L")  # the Ladder tool
    send_mouse(window, "press", 4)
    send_mouse(window, "move", 25)
    send_mouse(window, "move", 40)
    qtbot.waitUntil(lambda: window.what_if.text.startswith("fewest "), timeout=60_000)
    assert window.scene._band.note_box.isVisible()
    send_mouse(window, "release", 40)
    assert window.document.board.jumps[4] == 40 and not window.scene._band.note_box.isVisible()


def test_the_heat_map_from_the_analysis_tab(journey, qtbot):
    window = journey(MB.board, MB.rules)
    click_tab(window, "Analysis")
    panel = window.analysis_panel
    qtbot.waitUntil(lambda: panel.usage.table.rowCount() == len(MB.board.jumps), timeout=60_000)
    panel.usage.on_board.setFocus()  # (the dock may be too short to show the box: Tab to it)
    press("Space")
    assert panel.usage.on_board.isChecked()
    layers = panel.heat_map.layers  # the tint under the snakes and ladders, the figures above them
    assert len(layers) == 2 and all(layer.scene() is window.scene for layer in layers)
    click_tab(window, "Matrix")  # the heat map goes with the Analysis tab
    qtbot.waitUntil(lambda: not panel.heat_map.layers, timeout=60_000)


def test_print_preview_and_the_new_gallery(journey, qtbot):
    window = journey(Board(10, 10, {3: 22}))
    seen: dict = {}

    def preview(dialog: QDialog) -> None:
        seen["title"] = dialog.windowTitle()

    answer_modal(["Escape"], preview)
    choose_from_menu(qtbot, window, "Alt+F", "Print…")
    assert seen["title"].startswith("Print")

    def pick_the_first_preset(dialog: QDialog) -> None:
        dialog.gallery.setFocus()
        press("Right")  # from the empty board to the first preset
        seen["choice"] = dialog.preset.currentText()

    answer_modal(["Return"], pick_the_first_preset)
    choose_from_menu(qtbot, window, "Alt+F", "New…")
    idle()
    assert window.document.name == seen["choice"] and window.document.board.jumps
    assert QApplication.activeModalWidget() is None
