"""Analysis speed: `analyze` (what ``snl-desktop analyze`` and the Analysis dock call: the exact
expectation, chance of never finishing and usage by a sparse solve, the distribution, the seats)
side by side with a plain scipy sparse solve of the expectation alone, on random boards of
10×10 to 200×200 with n²/20 snakes and ladders; and beside simulating 10 000 games of a 20×20
board. Targets: `analyze` within 3× the plain solve at every size, and within one 16 ms frame
at 10×10 (`test_the_targets_hold`, which prints the table). Run with
``pytest tests/benchmarks/test_analysis_benchmark.py --benchmark-group-by=param:side -rP``."""

from __future__ import annotations

import random

import numpy as np
import pytest

from helpers.boards import random_jumps
from snl_desktop.core import Board, Rules
from snl_desktop.core.analysis import analyze
from snl_desktop.core.rules import move_target

SIDES = [10, 20, 50, 100, 200]
ROUNDS = 5
"""Each figure is the median of this many rounds (after one round of warming up)."""
TARGET_RATIO = 3.0
FRAME_MS = 16.0

STANDARD_TURN = (
    [(v, 1 / 6) for v in range(1, 6)]
    + [(6 + v, 1 / 36) for v in range(1, 6)]
    + [(12 + v, 1 / 216) for v in range(1, 6)]
    + [(0, 1 / 216)]  # three sixes: the turn is void
)
"""One turn of the standard rules: its value and chance (a 6 throws again, at most three times)."""


def plain_sparse_expectation(board: Board) -> float:
    """E[T] from square 1 under the standard rules, the plain way (as the issue's reference solve
    was written): the one-turn matrix Q of the squares 1..N-1 listed square by square, then
    scipy's ``spsolve(I − Q, 1)``; no reachability, no checks, no other figure."""
    from scipy import sparse
    from scipy.sparse.linalg import spsolve

    n, land = board.size, board.landing
    rows, cols, chances = [], [], []
    for square in range(1, n):
        for value, chance in STANDARD_TURN:
            target = square + value
            end = square if value == 0 or target > n else land[target]
            if end != n:
                rows.append(square - 1)
                cols.append(end - 1)
                chances.append(chance)
    q = sparse.csc_matrix((chances, (rows, cols)), shape=(n - 1, n - 1))
    return float(spsolve(sparse.identity(n - 1, format="csc") - q, np.ones(n - 1))[0])


def random_board(side: int) -> Board:
    return Board(side, side, random_jumps(side, side * side // 20))


MEDIANS: dict[tuple[str, int], float] = {}
"""Seconds, by (what, side), for `test_the_targets_hold`."""


def _timed(benchmark, what: str, side: int, function, board: Board):
    iterations = 20 if side <= 20 else 1  # a few milliseconds: timed over several calls a round
    result = benchmark.pedantic(function, args=(board,), rounds=ROUNDS, iterations=iterations, warmup_rounds=1)
    if not benchmark.disabled:
        MEDIANS[what, side] = benchmark.stats.stats.median
    return result


@pytest.mark.parametrize("side", SIDES)
def test_analyze(benchmark, side: int) -> None:
    board = random_board(side)
    result = _timed(benchmark, "analyze", side, analyze, board)
    plain = plain_sparse_expectation(board)
    assert result.expected_turns == pytest.approx(plain, rel=1e-9)


@pytest.mark.parametrize("side", SIDES)
def test_plain_sparse_solve(benchmark, side: int) -> None:
    expected = _timed(benchmark, "plain", side, plain_sparse_expectation, random_board(side))
    assert expected > 0


def test_the_targets_hold() -> None:
    if len(MEDIANS) < 2 * len(SIDES):
        pytest.skip("run with the benchmarks enabled (and all of this module) to check the targets")
    lines = ["side      analyze    plain solve   ratio"]
    for side in SIDES:
        mine, plain = MEDIANS["analyze", side], MEDIANS["plain", side]
        lines.append(f"{side}×{side:<6}{mine * 1e3:9.2f} ms{plain * 1e3:10.2f} ms{mine / plain:8.2f}")
    print("\n".join(lines))
    for side in SIDES:
        assert MEDIANS["analyze", side] <= TARGET_RATIO * MEDIANS["plain", side], side
    assert MEDIANS["analyze", 10] * 1e3 <= FRAME_MS


def simulate(board: Board, rules: Rules, games: int, seed: int = 7) -> float:
    """Average turns over ``games`` simulated games (standard rules: sixes throw again)."""
    rnd, land, goal = random.Random(seed), board.landing, board.size
    total = 0
    for _ in range(games):
        square, turns = rules.start_square, 0
        while square != goal:
            turns += 1
            dice = [rnd.randint(1, 6)]
            while rules.extra_roll_on_six and dice[-1] == 6 and len(dice) < 3:
                dice.append(rnd.randint(1, 6))
            value = 0 if (dice == [6, 6, 6] and rules.three_sixes_void) else sum(dice)
            if value:
                landed = move_target(square, value, goal, rules.overshoot)
                if landed is not None:
                    square = land[landed]
        total += turns
    return total / games


@pytest.mark.parametrize("side", ["20x20"])
def test_simulate_10000_games(benchmark, side: str) -> None:
    board = Board(20, 20, random_jumps(20, 40))
    mean = benchmark.pedantic(simulate, args=(board, Rules(), 10_000), rounds=3, iterations=1)
    exact = analyze(board, Rules()).expected_turns
    assert abs(mean - exact) < 0.05 * exact  # the simulation estimates what the analysis computes
