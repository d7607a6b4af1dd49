"""Dense and large boards: one layer draws every jump (no item each), the editor still places,
erases, selects, moves and deletes through it, and a large board's fewest throws and warnings
are worked out in the background while an edit stays instant."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF

from helpers.mouse import click, drag, send_mouse
from snl_desktop.core import Board, solution
from snl_desktop.ui.board.items import JumpItem, WarningMarker
from snl_desktop.ui.board.scene import Tool


def dense_board(side: int, jumps: int, seed: int = 5, keep_free: tuple[int, ...] = ()) -> Board:
    """``jumps`` random jumps on a ``side``² board, none touching the squares in ``keep_free``."""
    rnd = random.Random(seed)
    n = side * side
    squares = [s for s in range(2, n) if s not in keep_free]
    board = {}
    for start in rnd.sample(squares, jumps):
        end = rnd.choice(squares)
        board[start] = end if end != start else start + 1 if start + 1 not in keep_free else 1
    return Board(side, side, board)


def jump_items(window) -> list:
    return [i for i in window.scene.items() if isinstance(i, (JumpItem, WarningMarker))]


@pytest.mark.slow
def test_a_dense_board_is_one_layer_and_every_edit_works_through_it(make_window, qtbot) -> None:
    quiet = (3, 22, 40, 12, 50, 70)
    board = dense_board(30, 350, keep_free=quiet)
    window = make_window(board)
    assert jump_items(window) == []  # one layer, not 350 items
    drag(window, 3, 22)  # a ladder is drawn as on any board
    assert window.document.board.jumps[3] == 22
    window.set_tool(Tool.SNAKE)
    drag(window, 40, 12)
    assert window.document.board.jumps[40] == 12
    window.set_tool(Tool.SELECT)
    click(window, 40)  # the snake's head: selected
    assert window.scene.selected_starts() == {40}
    assert window.board_actions.delete.isEnabled()
    window.board_actions.delete.trigger()
    assert 40 not in window.document.board.jumps
    drag(window, 22, 50)  # the ladder's top, moved
    assert window.document.board.jumps[3] == 50
    window.set_tool(Tool.ERASE)
    click(window, 3)
    assert 3 not in window.document.board.jumps
    window.board_actions.undo.trigger()
    assert window.document.board.jumps[3] == 50
    assert len(window.document.board.jumps) == 351


@pytest.mark.slow
def test_a_rubber_band_selects_on_a_dense_board(make_window, qtbot) -> None:
    corner = (1, 2, 3, 58, 59, 60)  # the first three columns of the two bottom rows
    board = dense_board(30, 350, keep_free=corner).with_jump(2, 59)
    window = make_window(board)
    window.set_tool(Tool.SELECT)
    g = window.scene.geometry
    area = QRectF(0, 28 * g.square, 3 * g.square, 2 * g.square)
    window.scene.select_area(area)
    assert window.scene.selected_starts() == {2}
    window.scene.clearSelection()
    # the same through the view: a drag from the margin below the board draws the rubber band
    send_mouse(window, "press", 1, offset=QPointF(-g.square * 0.5 + 2, g.square * 0.6))
    send_mouse(window, "move", 58, offset=QPointF(g.square * 0.5 - 2, -g.square * 0.5 + 2))
    send_mouse(window, "release", 58, offset=QPointF(g.square * 0.5 - 2, -g.square * 0.5 + 2))
    assert window.scene.selected_starts() == {2}


@pytest.mark.slow
def test_the_warnings_of_a_dense_board_are_marked_on_the_layer(make_window) -> None:
    board = dense_board(30, 350).with_jump(5, 5)  # a jump onto its own start: a warning
    window = make_window(board)
    squares = {p.square for p in window.scene.problems}
    assert 5 in squares
    assert window.problems_panel.count() >= 1


@pytest.mark.slow
def test_a_large_boards_facts_come_in_the_background_and_an_edit_does_not_wait(make_window, qtbot) -> None:
    board = dense_board(210, 2000)  # 44 100 squares: past the on-the-spot limit
    window = make_window(board)
    qtbot.waitUntil(
        lambda: (
            window.throws_label.text().startswith("Fewest throws: ") and "working" not in window.throws_label.text()
        ),
        timeout=60_000,
    )
    expected = solution(board, window.document.rules).min_rolls
    assert window.throws_label.text() == f"Fewest throws: {expected}"
    with qtbot.waitSignal(window.facts.facts_changed, timeout=60_000) as blocker:
        window.document.apply(board.with_jump(2, board.size - 1), "a long ladder")
        assert "working it out" in window.throws_label.text()  # the edit returned before the search
        assert window.problems_panel.item(0).text() == "Checking the board…"
    facts = blocker.args[0]
    assert facts.board is window.document.board
    assert window.throws_label.text() == f"Fewest throws: {facts.solution.min_rolls}"


@pytest.mark.slow
def test_a_stale_answer_about_an_older_board_is_dropped(make_window, qtbot) -> None:
    board = dense_board(210, 2000)
    window = make_window(board)
    qtbot.waitUntil(lambda: window.facts.current is not None, timeout=60_000)
    with qtbot.waitSignal(window.facts.facts_changed, timeout=60_000) as blocker:
        window.document.apply(board.with_jump(2, 9), "first")
        window.document.apply(board.with_jump(2, 10), "second")  # before the first answer
    assert blocker.args[0].board is window.document.board


def test_the_matrix_panel_rewrites_only_the_changed_row(make_window) -> None:
    window = make_window(Board(6, 6))
    editor = window.matrix_panel.editor
    first_block = editor.document().findBlockByNumber(0)
    window.document.apply(Board(6, 6, {2: 30}), "a ladder on the bottom row")
    assert editor.toPlainText().splitlines()[-1] == " [-1, 30, -1, -1, -1, -1]]"
    assert editor.document().findBlockByNumber(0) == first_block  # the top row's block was kept
    assert editor.toPlainText() == window.matrix_panel.text()
    from snl_desktop.ui.editor.matrix_panel import format_matrix

    for board in (Board(6, 6, {2: 30, 35: 1, 17: 17}), Board(5, 7, {3: 30}), Board(5, 7)):
        window.document.apply(board, "edit")
        assert editor.toPlainText() == format_matrix(board)


@pytest.mark.slow
def test_a_selected_jump_end_can_be_grabbed_on_a_dense_board(make_window) -> None:
    board = dense_board(30, 350, keep_free=(8, 60, 61))
    board = board.with_jump(8, 60)
    window = make_window(board)
    window.set_tool(Tool.SELECT)
    send_mouse(window, "press", 60)  # the ladder's top
    send_mouse(window, "move", 61)
    send_mouse(window, "release", 61)
    assert window.document.board.jumps[8] == 61
