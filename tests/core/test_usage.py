"""Which snakes and ladders matter: the expected times each is taken and the expected rests on
each square, checked by hand on a 2×2 board and against 10⁵ simulated games (an independent
simulator from tests/helpers/bfs_oracle.py), under both turn rules."""

from __future__ import annotations

import json
import math
import random

import pytest

from helpers.bfs_oracle import each_throw_end, rest_square, walk_target
from snl_desktop.core import Board, Rules
from snl_desktop.core.analysis import analyze

ONE_DIE = Rules(extra_roll_on_six=False)


def test_a_two_by_two_board_worked_by_hand() -> None:
    # Squares 1..4, a ladder 2→4, one die. From 1: a 1 climbs to 4, a 3 reaches 4, a 2 goes to 3,
    # 4–6 stay (chance 1/2). So turns ending on 1: 1/2 + 1/4 + ... = 1; the token reaches 3 with
    # chance (1/6)/(1/2) = 1/3 and then rests there 1 + 5 times (it leaves with chance 1/6); the
    # ladder is taken with chance 1/3. The rests add up to E[T] = 1 + 2 + 1 = 4, and square 1
    # also counts the rest before the first throw.
    result = analyze(Board(2, 2, {2: 4}), ONE_DIE)
    assert result.usage is not None
    assert result.usage.square_visits == pytest.approx((0, 2, 0, 2, 1))
    [(start, end, times)] = result.usage.jump_usage
    assert (start, end) == (2, 4) and times == pytest.approx(1 / 3)
    assert sum(result.usage.square_visits) == pytest.approx(result.expected_turns + 1)


def simulate(board: Board, rules: Rules, games: int, seed: int) -> tuple[list[list[float]], list[list[float]]]:
    """Per game: rests on each square and times each jump was taken."""
    rnd = random.Random(seed)
    goal, jumps = board.size, dict(board.jumps)
    starts = sorted(a for a, b in jumps.items() if a != b)
    rests_all, jumps_all = [], []
    for _ in range(games):
        rests = [0.0] * (goal + 1)
        taken = dict.fromkeys(starts, 0.0)
        square = rules.start_square
        if square == 1:
            rests[1] += 1  # the rest on square 1 before the first throw (off the board: not counted)
        while square != goal:
            dice = [rnd.randint(1, 6)]
            while rules.extra_roll_on_six and dice[-1] == 6 and len(dice) < 3:
                if (
                    rules.move_each_throw
                    and each_throw_end(jumps, goal, rules.overshoot, rules.three_sixes_void, square, dice) == goal
                ):
                    break
                dice.append(rnd.randint(1, 6))
            if rules.move_each_throw:
                at = square
                for i in range(len(dice)):
                    landed = walk_target(at, dice[i], goal, rules.overshoot)
                    ends = at if landed is None else rest_square(jumps, landed)
                    if i == 2 and rules.three_sixes_void and dice == [6, 6, 6] and ends != goal:
                        at = square  # a third 6 loses the turn, unless it reaches the goal
                    elif landed is not None:
                        at = ends
                        if at != landed:
                            taken[landed] += 1
                    rests[at] += 1
                square = at
            else:
                value = 0 if (rules.three_sixes_void and dice == [6, 6, 6]) else sum(dice)
                landed = walk_target(square, value, goal, rules.overshoot) if value else square
                if landed is not None:
                    square = rest_square(jumps, landed)
                    if square != landed:
                        taken[landed] += 1
                rests[square] += 1
        rests_all.append(rests)
        jumps_all.append([taken[a] for a in starts])
    return rests_all, jumps_all


def within_error(samples: list[list[float]], exact: list[float]) -> None:
    n = len(samples)
    for k, want in enumerate(exact):
        column = [row[k] for row in samples]
        mean = sum(column) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in column) / (n - 1))
        assert abs(mean - want) <= 5 * sd / math.sqrt(n) + 1e-9, (k, mean, want)


@pytest.mark.slow
@pytest.mark.parametrize("each", [False, True])
def test_the_figures_agree_with_a_simulation_of_100000_games(each: bool) -> None:
    board = Board(4, 4, {3: 11, 6: 14, 13: 4, 15: 2})
    rules = Rules(move_each_throw=each)
    result = analyze(board, rules)
    assert result.usage is not None
    rests, taken = simulate(board, rules, 100_000, seed=909)
    within_error(rests, list(result.usage.square_visits))
    within_error(taken, [t for _, _, t in result.usage.jump_usage])


def test_the_json_has_them_and_null_where_a_game_can_fail_to_finish() -> None:
    doc = analyze(Board(2, 2, {2: 4}), ONE_DIE).to_json()
    assert doc["jump_usage"] == [{"start": 2, "end": 4, "expected_times": pytest.approx(1 / 3)}]
    assert len(doc["square_visits"]) == 5
    trap = analyze(Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}}), ONE_DIE).to_json()
    assert trap["jump_usage"] is None and trap["square_visits"] is None
    json.dumps(doc)  # plain JSON


@pytest.mark.parametrize("rules", [Rules(), Rules(move_each_throw=True), ONE_DIE, Rules(overshoot="bounce")])
def test_the_turns_counted_are_the_turns_the_chain_moves_by(rules: Rules) -> None:
    from snl_desktop.core.game import turn_end_chances, whole_turns

    board = Board(4, 4, {3: 11, 6: 14, 13: 4, 15: 2})
    for square in range(1, 16):
        ends: dict[int, float] = {}
        for moves, p in whole_turns(board, rules, square):
            ends[moves[-1].end] = ends.get(moves[-1].end, 0.0) + p
        assert ends == pytest.approx(turn_end_chances(board, rules, square)), square
