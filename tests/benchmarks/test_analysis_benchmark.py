"""Analysis speed: exact analysis of a 20×20 board, side by side with simulating 10 000
games of the same board (a lean simulator over the landing table, standard rules), and a
50×50 board. Run with ``pytest tests/benchmarks/test_analysis_benchmark.py --benchmark-enable
--benchmark-group-by=param:side``."""

from __future__ import annotations

import random

import pytest

from helpers.boards import random_jumps
from snl_desktop.core import Board, Rules
from snl_desktop.core.analysis import analyze
from snl_desktop.core.rules import move_target


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


@pytest.fixture(scope="module")
def board20() -> Board:
    return Board(20, 20, random_jumps(20, 40))


@pytest.mark.parametrize("side", ["20x20"])
def test_exact_analysis(benchmark, board20: Board, side: str) -> None:
    result = benchmark.pedantic(analyze, args=(board20, Rules()), rounds=10, iterations=1)
    assert result.expected_turns is not None


@pytest.mark.parametrize("side", ["20x20"])
def test_simulate_10000_games(benchmark, board20: Board, side: str) -> None:
    mean = benchmark.pedantic(simulate, args=(board20, Rules(), 10_000), rounds=3, iterations=1)
    exact = analyze(board20, Rules()).expected_turns
    assert abs(mean - exact) < 0.05 * exact  # the simulation estimates what the analysis computes


@pytest.mark.parametrize("side", ["50x50"])
def test_exact_analysis_50x50(benchmark, side: str) -> None:
    board = Board(50, 50, random_jumps(50, 120))
    result = benchmark.pedantic(analyze, args=(board, Rules()), rounds=3, iterations=1)
    assert result.distribution
