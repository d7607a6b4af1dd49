"""The BFS the code panel shows gives the same answers as `solve`: 1,000 random boards, odd and
even sides, square and rectangular, every rule of the solver."""

from __future__ import annotations

import random

import pytest

from helpers.boards import random_board
from snl_desktop.core import Board, Overshoot, Rules, Start, solve
from snl_desktop.core.teaching import adjacency, adjacency_text, shortest_route


@pytest.mark.slow
def test_the_teaching_bfs_agrees_with_solve_on_1000_random_boards() -> None:
    rnd = random.Random(909)
    shapes = set()
    for _ in range(1000):
        board = random_board(rnd)
        shapes.add((board.rows % 2, board.cols % 2, board.rows == board.cols))
        rules = Rules(overshoot=rnd.choice(list(Overshoot)), start=rnd.choice(list(Start)))
        found = solve(board, rules)
        route = shortest_route(board, rules)
        if found.min_rolls < 0:
            assert route is None
            continue
        assert route is not None and len(route) - 1 == found.min_rolls
        graph = adjacency(board, rules)
        assert route[0] == rules.start_square and route[-1] == board.size
        assert all(b in graph[a] for a, b in zip(route, route[1:]))  # every step is one throw
    assert len(shapes) == 6  # odd and even sides, square boards and rectangular ones


def test_the_adjacency_text() -> None:
    board = Board(10, 10, {26: 44, 29: 9})
    lines = adjacency_text(board, Rules()).splitlines()
    assert "23: 24 25 44 27 28 9" in lines
    assert not any(line.startswith(("26:", "29:")) for line in lines)  # no token rests there
    assert lines[-1] == "99: 100 - - - - -"


def test_leetcodes_form_reads_the_matrix_and_agrees_with_solve_on_1000_random_boards() -> None:
    """`snakes_and_ladders` takes the bare matrix, as LeetCode 909 gives it: its numbering of the
    squares and its one-jump rule must be right on odd and even sides and on chains."""
    from snl_desktop.core.teaching import snakes_and_ladders

    rnd = random.Random(909909)
    for _ in range(1000):
        board = random_board(rnd, max_side=9)
        assert snakes_and_ladders(board.to_matrix()) == solve(board, Rules()).min_rolls, board
    # The examples LeetCode's statement gives.
    six = [[-1] * 6, [-1] * 6, [-1] * 6, [-1, 35, -1, -1, 13, -1], [-1] * 6, [-1, 15, -1, -1, -1, -1]]
    assert snakes_and_ladders(six) == 4
    assert snakes_and_ladders([[-1, -1], [-1, 3]]) == 1
    assert snakes_and_ladders([[-1, 4], [-1, 3]]) == 1
