"""The Learn room at Huge text on a 1920×1080 window (issue 34, defect 1): the BFS Code panel
shows at least ten lines of code and the Graph five rows of nodes, the board keeping its share
of the height; back at Normal the board gets its room back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.shell.docks import BOARD_SHARE
from snl_desktop.ui.solver.code_panel import USEFUL_LINES
from snl_desktop.ui.solver.graph_view import USEFUL_ROWS, GraphPanel

CLASSIC = load_preset("classic")


def lines_in_view(edit: QPlainTextEdit) -> int:
    """The lines of ``edit`` wholly in its viewport."""
    view = edit.viewport().rect()
    block, count = edit.firstVisibleBlock(), 0
    while block.isValid():
        line = edit.cursorRect(QTextCursor(block))
        if line.top() > view.bottom():
            break
        count += view.contains(line)
        block = block.next()
    return count


def rows_in_view(graph: GraphPanel) -> int:
    """The rows of nodes with a node wholly in the graph's viewport."""
    view, geometry = graph.view, graph.view.geometry_
    assert graph.graph is not None and geometry is not None
    port = view.viewport().rect()
    return len(
        {
            node.row
            for square, node in graph.graph.nodes.items()
            if port.contains(view.mapFromScene(geometry.node_rect(square)).boundingRect())
        }
    )


def test_the_code_and_the_graph_stay_usable_at_huge(make_window, qtbot) -> None:
    window = make_window(CLASSIC.board, CLASSIC.rules, size=(1920, 1080))
    window.show_room(Room.LEARN)  # the Solver, the Graph and the BFS Code on a first visit
    qtbot.waitUntil(lambda: window.docks.solver.built)
    teaching = window.docks.teaching
    code_dock, graph_dock = teaching.code_dock, teaching.graph_dock
    qtbot.waitUntil(lambda: code_dock.isVisible() and graph_dock.isVisible())
    for _ in range(10):
        window.solver_panel.step_forward()
    code, graph = code_dock.content.code, graph_dock.content
    board = window.view
    QApplication.processEvents()
    normal_board = board.height()
    window.text_size.set_level("huge")
    try:
        qtbot.waitUntil(lambda: lines_in_view(code) >= USEFUL_LINES and rows_in_view(graph) >= USEFUL_ROWS)
        assert window.size().toTuple() == (1920, 1080)
        shared = board.height() + code_dock.height()  # the height the board shares with the docks
        assert board.height() >= BOARD_SHARE * shared - 8  # (give or take the separator)
        assert board.height() >= window.height() / 3 and board.width() >= window.width() / 2
        window.text_size.set_level("normal")
        qtbot.waitUntil(lambda: board.height() >= normal_board - 8)  # the room given back to the board
        assert lines_in_view(code) >= USEFUL_LINES and rows_in_view(graph) >= USEFUL_ROWS
    finally:
        window.text_size.set_level("normal")


@pytest.mark.parametrize("change", [60, -60])
def test_a_dock_shown_again_keeps_the_height_chosen_if_it_is_usable(make_window, qtbot, change) -> None:
    """A height the user chose for the docks stays when one is shown again; one too low for
    ten lines of code grows back to what shows them."""
    window = make_window(CLASSIC.board, CLASSIC.rules, size=(1920, 1080))
    window.show_room(Room.LEARN)
    qtbot.waitUntil(lambda: window.docks.solver.built)
    teaching = window.docks.teaching
    code_dock, graph_dock = teaching.code_dock, teaching.graph_dock
    qtbot.waitUntil(lambda: code_dock.isVisible() and code_dock.height() > 0)
    QApplication.processEvents()
    usable = code_dock.height() - code_dock.content.height() + code_dock.content.useful_height()
    chosen = usable + change
    window.resizeDocks([graph_dock, code_dock], [chosen, chosen], Qt.Orientation.Vertical)
    qtbot.waitUntil(lambda: code_dock.height() == chosen)
    graph_dock.hide()
    graph_dock.show()
    qtbot.waitUntil(lambda: code_dock.height() == max(chosen, usable))
    assert lines_in_view(code_dock.content.code) >= USEFUL_LINES
