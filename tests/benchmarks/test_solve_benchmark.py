"""Solver speed: `solve` on a 1000×1000 board, producing path, distances and layers, side by side
with a textbook BFS that computes only distances. Run with
``pytest tests/benchmarks/test_solve_benchmark.py --benchmark-enable --benchmark-group-by=param:jumps``;
in the normal suite each runs once as a smoke test that the two agree."""

from __future__ import annotations

import pytest
from textbook_bfs import SIDE, random_board, textbook_distances

from snl_desktop.core import Board, solve


@pytest.fixture(scope="module", params=[0, 200_000], ids=["empty", "200k-jumps"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board(SIDE, SIDE) if request.param == 0 else random_board()


@pytest.mark.parametrize("jumps", ["side-by-side"])
def test_solve_full(benchmark, board: Board, jumps: str) -> None:
    def setup():
        board.__dict__.pop("landing", None)  # each round pays for building the landing table
        return (), {}

    def run():
        solution = solve(board)
        return solution, solution.path, solution.distances, solution.layers

    solution, path, distances, layers = benchmark.pedantic(run, setup=setup, rounds=5, iterations=1)
    expected = textbook_distances(board.size, dict(board.jumps))
    assert solution.min_rolls == expected.get(board.size, -1)
    assert sum(len(layer) for layer in layers) == len(expected)
    assert int((distances >= 0).sum()) == len(expected)


@pytest.mark.parametrize("jumps", ["side-by-side"])
def test_textbook_bfs(benchmark, board: Board, jumps: str) -> None:
    table = dict(board.jumps)
    dist = benchmark.pedantic(textbook_distances, args=(board.size, table), rounds=5, iterations=1)
    assert dist[1] == 0
