"""The numbering lesson: the board's matrix cell by cell, tied to the board both ways by hovering,
each square's (row, column) on the board on request, and an odd and an even side side by side."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget

from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.solver.numbering import CoordinatesItem

SIX = load_preset("leetcode-6x6")


def open_numbering(window):
    window.show_room(Room.LEARN)
    window.docks.numbering.toggleViewAction().trigger()
    return window.docks.numbering.content


def test_a_cell_hovered_rings_its_square_and_a_square_hovered_selects_its_cell(make_window) -> None:
    window = make_window(SIX.board, SIX.rules)
    panel = open_numbering(window)
    table = panel.table
    assert table.rowCount() == 6 and table.item(5, 0).text() == "1\n-1"  # square 1: bottom-left
    assert table.item(3, 1).text() == "14\n35"  # row 3 runs right to left: 13 14 … from the right
    panel._cell_entered(3, 1)  # (as cellEntered reports the mouse over it)
    assert window.docks.teaching.selected == 14
    ring = window.docks.teaching._ring
    assert ring.rect().center() == window.scene.geometry.square_rect(14).center()
    window.view.hover.square_hovered.emit(36)
    assert (table.currentRow(), table.currentColumn()) == (0, 0)  # 36: top-left on an even side


def test_coordinates_on_the_board_follow_the_board(make_window) -> None:
    from snl_desktop.core import Board

    window = make_window(SIX.board, SIX.rules)
    panel = open_numbering(window)
    panel.coordinates.setChecked(True)
    items = [i for i in window.scene.items() if isinstance(i, CoordinatesItem)]
    assert len(items) == 1 and items[0].geometry.rows == 6
    window.document.apply(Board(5, 5), "resize")
    items = [i for i in window.scene.items() if isinstance(i, CoordinatesItem)]
    assert len(items) == 1 and items[0].geometry.rows == 5
    assert panel.table.rowCount() == 5
    panel.coordinates.setChecked(False)
    assert not [i for i in window.scene.items() if isinstance(i, CoordinatesItem)]


def test_odd_and_even_sides_side_by_side(make_window) -> None:
    window = make_window(SIX.board, SIX.rules)
    panel = open_numbering(window)
    grids = [t for t in panel.findChildren(QTableWidget) if t is not panel.table]
    tops = {t.rowCount(): (t.item(0, 0).text(), t.item(0, t.columnCount() - 1).text()) for t in grids}
    assert tops == {5: ("21", "25"), 6: ("36", "31")}  # the odd side's top row runs left to right
