"""The BFS the code panel shows gives the same answers as `solve`: 1,000 random boards, odd and
even sides, square and rectangular, every rule of the solver."""

from __future__ import annotations

import random

from helpers.boards import random_board
from snl_desktop.core import Board, Rules, solve
from snl_desktop.core.teaching import adjacency, adjacency_text, shortest_route


def test_the_teaching_bfs_agrees_with_solve_on_1000_random_boards() -> None:
    rnd = random.Random(909)
    shapes = set()
    for _ in range(1000):
        board = random_board(rnd)
        shapes.add((board.rows % 2, board.cols % 2, board.rows == board.cols))
        rules = Rules(overshoot=rnd.choice(["stay", "bounce"]), start=rnd.choice(["square-1", "off-board"]))
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
