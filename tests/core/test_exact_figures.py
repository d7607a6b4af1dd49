"""The exact figures by a sparse direct solve (`core.markov`), on every board the app analyses:
the expectation and the chance of never finishing against an independent chain and solve
(tests/helpers/markov_oracle.py) and against exact fractions, the chain's turns against the turn
engine's, the presets' figures as they were, large boards exact (never "at least"), and the sure
bounds where the distribution is cut."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import numpy as np
import pytest

from helpers.bfs_oracle import walk_target
from helpers.boards import random_jumps
from helpers.markov_oracle import OracleRules, figures
from snl_desktop.core import Board, Overshoot, Rules, Start, distribution, markov
from snl_desktop.core.analysis import analyze
from snl_desktop.core.chain import chain_of, traffic, turn_table
from snl_desktop.core.game import turn_end_chances, turn_traffic
from snl_desktop.presets import load_preset

EVERY_RULE = [
    Rules(extra_roll_on_six=e, three_sixes_void=v, overshoot=o, start=s, move_each_throw=m)
    for e, v, o, s, m in itertools.product([True, False], [True, False], list(Overshoot), list(Start), [False, True])
]


def oracle_rules(rules: Rules) -> OracleRules:
    return OracleRules(**rules.to_json())


def board_of(rnd: random.Random, side: int, share: float) -> Board:
    n = side * side
    jumps: dict[int, int] = {}
    for _ in range(int(n * share)):
        start, end = rnd.randint(2, n - 1), rnd.randint(1, n)
        if start != end:
            jumps[start] = end
    return Board(side, side, jumps)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(12))
def test_the_figures_agree_with_an_independent_sparse_solve(seed: int) -> None:
    rnd = random.Random(seed)
    for rules in rnd.sample(EVERY_RULE, 4):
        board = board_of(rnd, rnd.randint(3, 24), rnd.choice([0.05, 0.15, 0.3]))
        result = analyze(board, rules)
        truth = figures(board.jumps, board.size, oracle_rules(rules))
        assert result.never_finishes == pytest.approx(truth.never_finishes, abs=1e-12), rules
        if truth.expected_turns is None:
            assert result.expected_turns is None
        else:
            assert result.expected_turns == pytest.approx(truth.expected_turns, rel=1e-9), rules
        assert result.expected_at_least is None and result.never_finishes_at_most is None


def exact_never_finishing(board: Board, rules: Rules) -> Fraction:
    """P(never finishing) from the start, one die a turn, in exact fractions: h = 1 on the goal,
    h(s) = Σ_face h(end)/6 elsewhere, solved by Gaussian elimination over the squares that can
    reach the goal (the others have h = 0); the answer is 1 − h(start)."""
    goal, jumps, first = board.size, dict(board.jumps), rules.start_square
    ends = {}
    for s in range(first, goal):
        landed = [walk_target(s, face, goal, rules.overshoot) for face in range(1, 7)]
        ends[s] = [s if t is None else jumps.get(t, t) for t in landed]
    finishing = {goal}
    changed = True
    while changed:
        changed = False
        for s, targets in ends.items():
            if s not in finishing and any(t in finishing for t in targets):
                finishing.add(s)
                changed = True
    if first not in finishing:
        return Fraction(1)
    squares = sorted(finishing - {goal})
    index = {s: i for i, s in enumerate(squares)}
    rows = []
    for s in squares:
        row = [Fraction(0)] * len(squares) + [Fraction(0)]
        row[index[s]] += 1
        for t in ends[s]:
            if t == goal:
                row[-1] += Fraction(1, 6)
            elif t in index:
                row[index[t]] -= Fraction(1, 6)
        rows.append(row)
    for col in range(len(rows)):
        pivot = next(r for r in range(col, len(rows)) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(len(rows)):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    i = index[first]
    return 1 - rows[i][-1] / rows[i][i]


@pytest.mark.parametrize("seed", range(8))
def test_the_chance_of_never_finishing_is_exact(seed: int) -> None:
    """Boards with a trap (one die a turn, a stretch of six snakes back into a pit), against
    exact fractions; the analysis and `markov.never_finishing_chance` say the same."""
    rnd = random.Random(seed)
    side = rnd.randint(5, 8)
    n = side * side
    pit = rnd.randint(3, n // 2)
    jumps = {s: pit for s in range(pit + 1, pit + 7)}  # from the pit every throw slides back
    jumps[2] = pit if seed % 2 else pit + 7  # a ladder into the pit, or past it
    for _ in range(n // 6):
        start, end = rnd.randint(pit + 8, n - 1), rnd.randint(1, n)
        if start != end and end not in range(pit + 1, pit + 7):
            jumps.setdefault(start, end)
    board = Board(side, side, jumps)
    rules = Rules(extra_roll_on_six=False, overshoot=rnd.choice(list(Overshoot)))
    truth = float(exact_never_finishing(board, rules))
    result = analyze(board, rules)
    assert result.never_finishes == pytest.approx(truth, abs=1e-13)
    assert markov.never_finishing_chance(board, rules) == pytest.approx(truth, abs=1e-13)
    assert (result.expected_turns is None) == (truth > 0)


def test_the_chance_of_never_finishing_for_the_warnings() -> None:
    """`markov.never_finishing_chance`: one sparse solve, the analysis's own figure."""
    assert markov.never_finishing_chance(load_preset("classic").board, Rules()) == 0.0
    walled = Board(4, 4, {s: 3 for s in range(4, 10)})  # one die: from 1..3 every way leads back
    assert markov.never_finishing_chance(walled, Rules(extra_roll_on_six=False)) == 1.0
    assert markov.never_finishing_chance(walled, Rules()) == 0.0  # a 6 and another throw pass the wall
    trap = Board(10, 10, {**{s: 45 for s in range(51, 57)}, 4: 80})  # snakes 51…56→45, ladder 4→80
    chance = markov.never_finishing_chance(trap, Rules(extra_roll_on_six=False))
    assert chance == analyze(trap, Rules(extra_roll_on_six=False)).never_finishes
    assert round(chance, 4) == 0.7731  # the issue's "77.31% of games never end"
    assert markov.never_finishing_chance(Board(201, 200), Rules()) is None  # past 200×200


@pytest.mark.parametrize(
    ("preset", "rules", "expected", "shortest", "median", "p90"),
    [
        # the classic board as redrawn in issue 33 (the independent `markov_oracle` agrees to 1e-13)
        ("classic", Rules(), 51.414377823327946, 4, 42, 96),
        ("classic", Rules(overshoot="bounce", start="off-board", move_each_throw=True), 87.10952586143756, 4, 65, 182),
        ("classic", Rules(extra_roll_on_six=False, overshoot="bounce"), 101.51915727917435, 8, 76, 212),
        ("leetcode-6x6", Rules(), 12.513585002721037, 2, 11, 20),
        (
            "linear-30",
            Rules(extra_roll_on_six=False, three_sixes_void=False, start="off-board"),
            14.417599876036634,
            3,
            12,
            26,
        ),
        ("milton-bradley", Rules(extra_roll_on_six=False, overshoot="bounce"), 43.992444005726774, 7, 35, 83),
        ("milton-bradley", load_preset("milton-bradley").rules, 39.22512230821276, 7, 32, 72),
    ],
)
def test_the_presets_figures_are_as_they_were(preset, rules, expected, shortest, median, p90) -> None:
    """The figures the state reduction and the distribution gave before the sparse solve."""
    result = analyze(load_preset(preset).board, rules)
    assert result.expected_turns == pytest.approx(expected, rel=1e-11)
    assert (result.min_turns, result.median_turns, result.p90_turns) == (shortest, median, p90)
    assert not result.truncated and result.never_finishes == 0


@pytest.mark.parametrize("seed", range(6))
def test_the_chain_takes_its_turns_from_the_turn_engine(seed: int) -> None:
    """`chain.turn_table` (every square at once) against `game.turn_end_chances` and
    `game.turn_traffic` (one square at a time), under every rule."""
    rnd = random.Random(seed)
    for rules in EVERY_RULE[seed::6]:
        board = board_of(rnd, rnd.randint(2, 7), 0.3)
        table = turn_table(board, rules)
        for i, square in enumerate(table.froms.tolist()):
            chances: dict[int, float] = {}
            for k in range(len(table.chances)):
                if table.whole is None or table.whole[k, i]:
                    end = int(table.ends[k, i])
                    chances[end] = chances.get(end, 0.0) + float(table.chances[k])
            assert chances == pytest.approx(turn_end_chances(board, rules, square)), (rules, square)
        chain = chain_of(board, rules)
        if chain.start is None:
            continue
        weights = np.linspace(1.0, 2.0, chain.size)
        rests, jumps = traffic(chain, weights, board.size)
        want_rests, want_jumps = np.zeros(board.size + 1), np.zeros(board.size + 1)
        for square, w in zip(chain.squares.tolist(), weights):
            r, j = turn_traffic(board, rules, square)
            for s, times in r.items():
                want_rests[s] += w * times
            for s, times in j.items():
                want_jumps[s] += w * times
        assert rests == pytest.approx(want_rests) and jumps == pytest.approx(want_jumps)


@pytest.mark.slow
def test_the_issues_large_boards_get_exact_figures() -> None:
    """A 100×100 board with 60 jumps was "at least 2,396.4 turns" before the sparse solve."""
    board = Board(100, 100, random_jumps(100, 60, seed=11))
    result = analyze(board)
    truth = figures(board.jumps, board.size)
    assert result.expected_at_least is None and result.expected_turns == pytest.approx(truth.expected_turns, rel=1e-9)
    assert result.usage is not None  # the heat map and the usage table, for every size
    assert sum(result.usage.square_visits) == pytest.approx(result.expected_turns + 1, rel=1e-9)  # a rest a turn,
    # and square 1's rest before the first throw
    assert markov.expected_turns(board, Rules()) == result.expected_turns  # what the what-if and generator get


def test_a_chance_past_the_turns_followed_is_a_sure_lower_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    classic = load_preset("classic")
    whole = analyze(classic.board, classic.rules, 1)
    monkeypatch.setattr(distribution, "MAX_FOLLOWED_TURNS", 60)
    monkeypatch.setattr(distribution, "BLOCK_MAX_SQUARES", 0)  # follow turn by turn, cut at 60
    cut = analyze(classic.board, classic.rules, 1)
    assert cut.truncated and cut.followed_turns <= 60
    assert cut.expected_turns == pytest.approx(whole.expected_turns, rel=1e-12)  # still exact
    assert cut.expected_rounds == cut.expected_turns  # one player's rounds: their turns, exact
    for k in (70, 100, 200, 500, 2000):
        bound = cut.chance_within(k)
        assert not cut.known_within(k) and bound <= whole.chance_within(k) + 1e-12
    assert cut.chance_within(2000) > cut.chance_within(cut.followed_turns) + 0.05  # better than the last known


@pytest.mark.slow
@pytest.mark.parametrize(("stretch", "path"), [(3, []), (8, ["refined"]), (11, ["refined", "reduced"])])
def test_long_games_are_refined_or_reduced_but_always_exact(monkeypatch, stretch: int, path: list[str]) -> None:
    """One die, snakes back to square 1 over ``stretch`` six-square stretches: games of about
    6^stretch turns. A plain solve is certified at once; a longer game is refined in extended
    precision until it is; past what a double can certify (about 10⁸ turns), the small chain is
    solved by state reduction. Each agrees with exact fractions."""
    from test_analysis import exact_expected_turns

    taken: list[str] = []
    for name in ("refined", "reduced"):
        original = getattr(markov, f"_{name}")
        monkeypatch.setattr(markov, f"_{name}", lambda *a, _o=original, _n=name: (taken.append(_n), _o(*a))[1])
    board = Board(9, 9, {s: 1 for s in range(7, 6 * stretch + 6) if s % 6})
    exact = float(exact_expected_turns(board, Rules(extra_roll_on_six=False)))
    assert analyze(board, Rules(extra_roll_on_six=False)).expected_turns == pytest.approx(exact, rel=1e-9)
    assert taken == path
