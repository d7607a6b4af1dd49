"""Exact game-length analysis: the literature's figures for the Milton Bradley board,
agreement with a Monte Carlo simulation of the real turn engine, traps that never finish,
and the seats' chances."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from snl_desktop.core import Board, BoardError, Overshoot, Rules, SnakeAndLadderGame, Start, distribution
from snl_desktop.core import analysis as analysis_module
from snl_desktop.core.analysis import analyze
from snl_desktop.core.game import check_dice, effective_value, turn_needs_more_dice, turn_values
from snl_desktop.presets import load_preset

ALL_RULES = [
    Rules(extra_roll_on_six=e, three_sixes_void=v, overshoot=o, start=s)
    for e, v, o, s in itertools.product([True, False], [True, False], list(Overshoot), list(Start))
]


def test_milton_bradley_matches_the_literature() -> None:
    """Althoen, King & Schilling, Mathematical Gazette 1993: 39.2251 turns, shortest game 7."""
    board = load_preset("milton-bradley")
    result = analyze(board.board, board.rules)
    assert round(result.expected_turns, 4) == 39.2251
    assert result.min_turns == 7
    assert result.never_finishes == 0.0
    assert abs(sum(result.distribution) - 1) < 1e-11


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "-".join(f"{k}={v}" for k, v in r.to_json().items()))
def test_turn_values_agree_with_the_engines_dice_rules(rules: Rules) -> None:
    """Every legal dice sequence of a turn, enumerated through the engine's own checks."""
    expected: dict[int, Fraction] = {}
    for length in (1, 2, 3):
        for dice in itertools.product(range(1, 7), repeat=length):
            try:
                check_dice(list(dice), rules)
            except ValueError:
                continue
            if turn_needs_more_dice(list(dice), rules):
                continue  # not a complete turn
            value = effective_value(dice, rules)
            expected[value] = expected.get(value, Fraction(0)) + Fraction(1, 6**length)
    assert turn_values(rules) == expected
    assert sum(turn_values(rules).values()) == 1


def simulate(board: Board, rules: Rules, games: int, seed: int) -> list[int]:
    """Turns to finish, game by game, with the real turn engine and a fair die."""
    rnd = random.Random(seed)
    lengths = []
    for _ in range(games):
        game = SnakeAndLadderGame.from_board(board, ["solo"], rules)
        turns = 0
        while not game.finished and turns < 5000:
            dice = [rnd.randint(1, 6)]
            while turn_needs_more_dice(dice, rules):
                dice.append(rnd.randint(1, 6))
            game.play("solo", dice)
            turns += 1
        lengths.append(turns)
    return lengths


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_the_exact_figures_agree_with_a_monte_carlo_simulation(seed: int) -> None:
    rnd = random.Random(seed)
    side = rnd.randint(4, 8)
    n = side * side
    jumps: dict[int, int] = {}
    while len(jumps) < n // 6:
        start, end = rnd.randint(2, n - 1), rnd.randint(1, n - 1)
        if start != end:
            jumps[start] = end
    board = Board(side, side, jumps)
    rules = ALL_RULES[seed * 3 % len(ALL_RULES)]
    exact = analyze(board, rules)
    if exact.never_finishes > 0:
        pytest.fail(f"seed {seed} drew a trap; pick boards that finish for this test")
    lengths = simulate(board, rules, 3000, seed)
    mean = sum(lengths) / len(lengths)
    sd = math.sqrt(sum((x - mean) ** 2 for x in lengths) / (len(lengths) - 1))
    assert abs(mean - exact.expected_turns) < 4.5 * sd / math.sqrt(len(lengths)), (mean, exact.expected_turns)
    within_median = sum(x <= exact.median_turns for x in lengths) / len(lengths)
    assert abs(within_median - exact.chance_within(exact.median_turns)) < 0.04
    assert min(lengths) >= exact.min_turns


def test_expected_turns_agrees_with_the_distribution() -> None:
    board = load_preset("classic")
    result = analyze(board.board, board.rules)
    from_distribution = sum(k * f for k, f in enumerate(result.distribution))
    assert abs(from_distribution - result.expected_turns) < 1e-6
    assert result.cumulative[-1] > 1 - 1e-11
    assert result.median_turns <= result.p90_turns
    assert result.chance_within(result.median_turns) >= 0.5 > result.chance_within(result.median_turns - 1)


def test_a_board_that_can_trap_the_token_reports_it_and_does_not_hang() -> None:
    # One die: from square 3 every throw (4..9) slides back to 3; a ladder from 2 leads there.
    board = Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}})
    result = analyze(board, Rules(extra_roll_on_six=False))
    assert not result.truncated  # settled exactly, not cut off by the work budget
    assert 0 < result.never_finishes <= 1
    assert result.expected_turns is None and result.expected_rounds is None
    assert abs(sum(result.distribution) + result.never_finishes - 1) < 1e-9
    certain_trap = analyze(Board(4, 4, {s: 2 for s in range(3, 9)}), Rules(extra_roll_on_six=False))
    assert certain_trap.never_finishes == 1.0 and certain_trap.min_turns is None


def test_seats_share_the_win_and_the_first_seat_is_ahead() -> None:
    board = load_preset("classic")
    for players in (1, 2, 3, 10):
        result = analyze(board.board, board.rules, players)
        assert len(result.seat_win_probability) == players
        assert abs(sum(result.seat_win_probability) - 1) < 1e-9
        assert result.seat_win_probability == sorted(result.seat_win_probability, reverse=True)
    single = analyze(board.board, board.rules, 1)
    assert abs(single.expected_rounds - single.expected_turns) < 1e-6
    assert analyze(board.board, board.rules, 4).expected_rounds < single.expected_rounds


def test_players_outside_one_to_ten_are_refused() -> None:
    for players in (0, 11, 2.0, True):
        with pytest.raises(BoardError):
            analyze(Board(3, 3), Rules(), players)


def test_the_geometric_tail_of_large_boards_equals_turn_by_turn_iteration(monkeypatch) -> None:
    rnd = random.Random(4)
    jumps: dict[int, int] = {}
    while len(jumps) < 60:  # short snakes: a long tail, on more squares than the dense method takes
        start = rnd.randint(40, 620)
        jumps[start] = start - rnd.randint(5, 30)
    board = Board(25, 25, jumps)
    assert board.size > distribution.BLOCK_MAX_SQUARES
    fast = analyze(board)
    monkeypatch.setattr(distribution, "GEOMETRIC_TURNS", 10**9)  # never take the shortcut
    slow = analyze(board)
    assert len(fast.distribution) == len(slow.distribution)
    assert max(abs(a - b) for a, b in zip(fast.distribution, slow.distribution)) < 1e-12
    assert abs(fast.expected_turns - slow.expected_turns) < 1e-6 * slow.expected_turns


def test_boards_beyond_the_limit_are_refused_before_any_work(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_work(*args: object) -> None:
        raise AssertionError("the chain was built")

    monkeypatch.setattr(analysis_module, "chain_of", no_work)
    with pytest.raises(BoardError, match="40000 squares"):
        analyze(Board(300, 300))


# -- boards whose games are astronomically long ------------------------------------------------


def gauntlet(side: int) -> Board:
    """Every square past 6 that is not a multiple of 6 is a snake back to square 1: with one
    die a turn only an exact 6 crosses each stretch, so games last about 6^(N/6) turns."""
    return Board(side, side, {s: 1 for s in range(7, side * side) if s % 6})


ONE_DIE = Rules(extra_roll_on_six=False)


def exact_expected_turns(board: Board, rules: Rules) -> Fraction:
    """E[T] from square 1 by Gaussian elimination in exact fractions (small boards only)."""
    from snl_desktop.core.game import turn_values
    from snl_desktop.core.rules import move_target

    n, land = board.size, board.landing
    squares = list(range(rules.start_square, n))
    index = {s: i for i, s in enumerate(squares)}
    rows = []
    for s in squares:
        row = [Fraction(0)] * len(squares) + [Fraction(1)]
        row[index[s]] += 1
        for value, p in turn_values(rules).items():
            landed = move_target(s, value, n, rules.overshoot) if value else s
            t = s if landed is None else land[landed]
            if t != n:
                row[index[t]] -= p
        rows.append(row)
    for col in range(len(rows)):
        pivot = next(r for r in range(col, len(rows)) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(len(rows)):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return rows[0][-1] / rows[0][0]


def test_the_expectation_of_a_gauntlet_is_exact_where_a_plain_solve_is_noise() -> None:
    board = gauntlet(6)
    exact = exact_expected_turns(board, ONE_DIE)
    result = analyze(board, ONE_DIE)
    assert abs(result.expected_turns - float(exact)) <= 1e-9 * float(exact)
    assert result.never_finishes == 0 and result.min_turns == 6


@pytest.mark.slow
def test_a_long_gauntlet_gets_true_sentences_within_bounded_work(app) -> None:
    from snl_desktop.words import figures

    result = analyze(gauntlet(30), ONE_DIE, 2)
    assert 1e115 < result.expected_turns < 1e118  # about 6^150
    headline = figures.headline(result)
    assert headline.startswith("One player: 6.3") and "\u00a010¹¹⁶ turns on average" in headline
    assert result.never_finishes == 0  # nothing traps the token: it finishes, some day
    assert result.min_turns == 150  # counted on the moves, though its chance underflows a float
    assert result.median_turns is None and "last more than" in figures.quantile(result, "median")
    assert len(result.distribution) <= analysis_module.MAX_LISTED_TURNS + 1
    assert result.followed_turns <= distribution.MAX_FOLLOWED_TURNS
    assert result.expected_rounds is None
    for k in (10, 100, 150, 1000):
        text = figures.within(result, k)
        assert "0.0000%" not in text and "None" not in text
    assert figures.within(result, 149).startswith("0%")  # impossible: truly zero
    assert "(1.9\u00a0×\u00a010⁻¹¹⁷)" in figures.within(result, 150)  # possible, if unlikely: never "0%"


@pytest.mark.slow
def test_a_gauntlet_longer_than_a_double_can_hold_is_said_as_such(app) -> None:
    from snl_desktop.words import figures

    result = analyze(gauntlet(70), ONE_DIE)  # 4 900 squares, games of about 6^817 turns
    assert result.expected_turns == math.inf and result.expected_at_least is None
    assert figures.headline(result) == "One player: more than 1.8\u00a0×\u00a010³⁰⁸ turns on average."
    assert result.never_finishes == 0 and result.min_turns == 817
    assert result.expected_rounds is None and figures.expected_rounds(result) == "unknown"
    assert result.followed_turns <= distribution.WORK_BUDGET // 1000  # the work was bounded


@pytest.mark.slow
def test_games_too_long_to_certify_on_a_large_board_get_a_sure_bound(app) -> None:
    """A stretch of the gauntlet on a 100×100 board: games of about 6^15 turns on a chain of
    thousands of squares, past what a double certifies and past state reduction's size."""
    from snl_desktop.words import figures

    board = Board(100, 100, {s: 5000 for s in range(5006, 5096) if s % 6})
    result = analyze(board, ONE_DIE)
    assert result.expected_turns is None and result.expected_at_least is not None
    assert result.expected_at_least >= result.followed_turns * 0.99 and result.truncated
    assert figures.headline(result).startswith("One player: at least")
    assert result.never_finishes == 0 and result.usage is None


def test_when_following_stops_short_the_exact_solve_agrees_with_the_literature(monkeypatch) -> None:
    monkeypatch.setattr(distribution, "MAX_FOLLOWED_TURNS", 30)  # stop long before 1e-12 is left
    mb = load_preset("milton-bradley")
    result = analyze(mb.board, mb.rules)
    assert result.truncated and round(result.expected_turns, 4) == 39.2251
