"""The most likely path: against every simple path of small boards, worked out by brute force."""

from __future__ import annotations

import random

import pytest

from helpers.boards import random_board
from snl_desktop.core import Board, Rules
from snl_desktop.core.game import turn_end_chances
from snl_desktop.core.likely_path import most_likely_path


def brute_force(board: Board, rules: Rules) -> float:
    """The highest chance of any simple path from the start to the goal (0: none)."""
    best = 0.0

    def walk(square: int, chance: float, seen: set[int]) -> None:
        nonlocal best
        if square == board.size:
            best = max(best, chance)
            return
        for end, p in turn_end_chances(board, rules, square).items():
            if p > 0 and end not in seen:
                walk(end, chance * p, seen | {end})

    walk(rules.start_square, 1.0, {rules.start_square})
    return best


@pytest.mark.slow
def test_the_most_likely_path_beats_every_other_on_small_boards() -> None:
    rnd = random.Random(2026)
    for _ in range(120):
        board = random_board(rnd, max_side=3)
        rules = Rules(extra_roll_on_six=rnd.random() < 0.5, overshoot=rnd.choice(["stay", "bounce"]))
        found = most_likely_path(board, rules)
        best = brute_force(board, rules)
        if best == 0:
            assert found is None
            continue
        assert found is not None and abs(found.chance - best) < 1e-12 * max(1.0, best)
        assert found.squares[0] == rules.start_square and found.squares[-1] == board.size
        chance = 1.0
        for a, b in zip(found.squares, found.squares[1:]):
            chance *= turn_end_chances(board, rules, a)[b]
        assert abs(chance - found.chance) < 1e-12


def test_the_classic_ladder_route_is_likely_and_a_wall_has_none() -> None:
    wall = Board(10, 10, {s: 50 for s in range(94, 100)})
    assert most_likely_path(wall, Rules(extra_roll_on_six=False)) is None
    path = most_likely_path(wall, Rules())  # a 6 and another throw pass the wall
    assert path is not None and path.squares[-1] == 100
