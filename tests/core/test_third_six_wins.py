"""Issue 36, defect 7: under "each throw moves" with "three sixes lose the turn", a third 6 that
reaches the last square wins (reaching the goal ends the game, whatever the throw); a third 6
that does not reach it still sends the token back to where the turn began. The engine, the
exact analysis (against a chain built by hand here, in fractions) and How to Play say the same."""

from __future__ import annotations

from fractions import Fraction

import pytest

from snl_desktop.core import Board, Rules, SnakeAndLadderGame
from snl_desktop.core.analysis import analyze
from snl_desktop.core.game import turn_end_chances
from snl_desktop.words.board import explain_rules

EACH = Rules(move_each_throw=True)
GOAL = 20
STRIP = Board(2, 10)  # squares 1..20, no snakes or ladders


def test_a_third_six_that_reaches_the_goal_wins() -> None:
    game = SnakeAndLadderGame.from_board(STRIP, ["A", "B"], EACH)
    game.play("A", [1])  # A on 2
    game.play("B", [1])  # B on 2
    outcome = game.play("A", [6, 6, 6])  # 2 → 8 → 14 → 20
    assert outcome.kind == "win" and outcome.result == "WIN" and game.get_winner() == "A"
    assert [(m.start, m.end) for m in outcome.steps] == [(2, 8), (8, 14), (14, 20)]
    assert game.get_player_position("A") == GOAL


def test_a_third_six_short_of_the_goal_still_loses_the_turn() -> None:
    game = SnakeAndLadderGame.from_board(STRIP, ["A", "B"], EACH)
    outcome = game.play("A", [6, 6, 6])  # 1 → 7 → 13 → 19: not the goal, back to 1
    assert outcome.kind == "void" and outcome.result == "A,1,B,CONTINUE"


def test_a_third_six_up_a_ladder_to_the_goal_wins() -> None:
    board = Board(2, 10, {19: 20})
    game = SnakeAndLadderGame.from_board(board, ["A"], EACH)
    assert game.play("A", [6, 6, 6]).kind == "win"  # 1 → 7 → 13 → 19, up the ladder to 20


def test_the_sum_rule_is_unchanged_three_sixes_are_worth_nothing() -> None:
    game = SnakeAndLadderGame.from_board(STRIP, ["A"], Rules())
    game.play("A", [1])  # on 2: 2 + 18 would be 20
    assert game.play("A", [6, 6, 6]).result == "A,2,A,CONTINUE"


def hand_built_turns(square: int, third_six_wins: bool = True) -> dict[int, Fraction]:
    """One turn from ``square`` on `STRIP` under "each throw moves", written out throw by throw:
    past 20 a throw stays; reaching 20 ends the turn (and the game); a third 6 goes back to
    ``square`` unless it reaches 20 (with ``third_six_wins`` off: even then, the old rule)."""

    def throw(at: int, face: int) -> int:
        return at + face if at + face <= GOAL else at

    ends: dict[int, Fraction] = {}

    def add(end: int, p: Fraction) -> None:
        ends[end] = ends.get(end, Fraction(0)) + p

    for a in range(1, 6):
        add(throw(square, a), Fraction(1, 6))
    first = throw(square, 6)
    if first == GOAL:
        add(GOAL, Fraction(1, 6))
        return ends
    for b in range(1, 6):
        add(throw(first, b), Fraction(1, 36))
    second = throw(first, 6)
    if second == GOAL:
        add(GOAL, Fraction(1, 36))
        return ends
    for c in range(1, 6):
        add(throw(second, c), Fraction(1, 216))
    third = throw(second, 6)
    add(GOAL if third == GOAL and third_six_wins else square, Fraction(1, 216))
    return ends


def hand_built_expected_turns(third_six_wins: bool = True) -> Fraction:
    """E[T] from square 1: (I − Q) e = 1 on squares 1..19, by elimination in fractions."""
    squares = list(range(1, GOAL))
    m = len(squares)
    rows = [[Fraction(0)] * (m + 1) for _ in range(m)]
    for i, s in enumerate(squares):
        rows[i][i] += 1
        rows[i][m] = Fraction(1)
        for t, p in hand_built_turns(s, third_six_wins).items():
            if t != GOAL:
                rows[i][t - 1] -= p
    for col in range(m):
        pivot = next(r for r in range(col, m) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(m):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return rows[0][m] / rows[0][0]


def test_each_turn_of_the_analysis_is_the_hand_built_one() -> None:
    for square in range(1, GOAL):
        want = {t: float(p) for t, p in hand_built_turns(square).items()}
        assert turn_end_chances(STRIP, EACH, square) == pytest.approx(want, abs=1e-15)
    assert turn_end_chances(STRIP, EACH, 2)[GOAL] == pytest.approx(1 / 216)  # from 2 only 6, 6, 6 reaches 20


def test_the_expected_length_is_the_hand_built_chains_to_1e_12() -> None:
    exact = hand_built_expected_turns()
    assert analyze(STRIP, EACH).expected_turns == pytest.approx(float(exact), abs=1e-12)
    assert exact < hand_built_expected_turns(third_six_wins=False)  # the rule matters on this board


def test_how_to_play_says_a_third_six_on_the_last_square_wins() -> None:
    lines = explain_rules(EACH)
    assert any("three 6s in a row" in line and "last square" in line and "wins" in line for line in lines)
