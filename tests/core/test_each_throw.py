"""The house rule "each throw moves": every throw moves the token and takes the jump where it
lands; the goal ends the game at once; a third 6 that voids the turn sends the token back to
where the turn began. Checked by hand-worked turns, and the exact analysis against a brute-force
enumeration of every dice sequence (tests/helpers/bfs_oracle.py), written apart from the code."""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

import pytest

from helpers.bfs_oracle import each_throw_turns
from snl_desktop.core import MILTON_BRADLEY_RULES, Board, Overshoot, Rules, SnakeAndLadderGame, Start, TurnError
from snl_desktop.core.analysis import analyze
from snl_desktop.core.files.boards import dumps_board, parse_board_bytes
from snl_desktop.core.files.games import GameFileError, GameRecord, dumps_game, parse_game_bytes
from snl_desktop.core.game import resolve_turn, turn_end_chances, turn_is_complete
from snl_desktop.presets import load_preset
from snl_desktop.words.game import describe_outcome

EACH = Rules(move_each_throw=True)
LADDER_ON_7 = Board(10, 10, {7: 30})


def test_a_six_then_a_two_takes_the_ladder_the_sum_jumps_over() -> None:
    by_sum = SnakeAndLadderGame.from_board(LADDER_ON_7, ["A", "B"])
    by_throw = SnakeAndLadderGame.from_board(LADDER_ON_7, ["A", "B"], EACH)
    assert by_sum.play_turn("A", [6, 2]) == "A,9,B,CONTINUE"  # 1 + 8: over the ladder
    outcome = by_throw.play("A", [6, 2])
    assert outcome.result == "A,32,B,CONTINUE"  # 1 + 6 = 7, ladder to 30, then 2 more
    assert [(m.start, m.landed, m.end) for m in outcome.steps] == [(1, 7, 30), (30, 32, 32)]
    assert describe_outcome(outcome) == "A rolled 6, climbed from 7 to 30; then 2, moved from 30 to 32"


def test_reaching_the_goal_ends_the_game_and_a_later_throw_is_refused() -> None:
    board = Board(3, 3)  # goal 9
    game = SnakeAndLadderGame.from_board(board, ["A", "B"], EACH)
    game.play("A", [2])  # A on 3
    game.play("B", [1])
    with pytest.raises(TurnError, match="ended the game"):
        game.play("A", [6, 1])  # the 6 reaches 9: no throw comes after it
    assert game.get_player_position("A") == 3 and game.current_player == "A" and len(game.history) == 2
    assert not game.needs_more_dice([6])  # the 6 that wins needs no other throw
    assert game.play_turn("A", [6]) == "WIN"


def test_a_third_six_sends_the_token_back_to_where_the_turn_began() -> None:
    game = SnakeAndLadderGame.from_board(LADDER_ON_7, ["A", "B"], EACH)
    outcome = game.play("A", [6, 6, 6])  # 7 → 30, then 36, then back to 1
    assert outcome.result == "A,1,B,CONTINUE" and outcome.kind == "void"
    assert [m.end for m in outcome.steps] == [30, 36, 1]
    counted = SnakeAndLadderGame.from_board(
        LADDER_ON_7, ["A", "B"], Rules(three_sixes_void=False, move_each_throw=True)
    )
    assert counted.play_turn("A", [6, 6, 6]) == "A,42,B,CONTINUE"  # 30 + 6 + 6


def test_a_throw_past_the_goal_stays_for_that_throw_only() -> None:
    board = Board(2, 5)  # goal 10
    game = SnakeAndLadderGame.from_board(board, ["A"], EACH)
    game.play("A", [5])  # on 6
    outcome = game.play("A", [6, 3])  # 6 would pass 10: stays on 6; then 3 → 9
    assert outcome.result == "A,9,A,CONTINUE" and [m.walk for m in outcome.steps] == [(), (7, 8, 9)]
    bounce = SnakeAndLadderGame.from_board(board, ["A"], Rules(overshoot="bounce", move_each_throw=True))
    bounce.play("A", [5])
    assert bounce.play_turn("A", [6, 3]) == "A,9,A,CONTINUE"  # 6 → 10 → back to 8; then 3: 10, back to 9


@pytest.mark.parametrize("seed", range(6))
def test_with_one_die_a_turn_the_rule_changes_nothing(seed: int) -> None:
    rnd = random.Random(seed)
    board = Board(6, 6, {rnd.randint(2, 35): rnd.randint(1, 36) for _ in range(8)})
    one_die = Rules(extra_roll_on_six=False)
    a = SnakeAndLadderGame.from_board(board, ["A", "B"], one_die)
    b = SnakeAndLadderGame.from_board(board, ["A", "B"], Rules(extra_roll_on_six=False, move_each_throw=True))
    while not a.finished and len(a.history) < 500:
        die = [rnd.randint(1, 6)]
        assert a.play_turn(a.current_player, die) == b.play_turn(b.current_player, die)
    assert analyze(board, one_die).distribution == analyze(board, b.rules).distribution


def test_the_milton_bradley_figures_are_the_same_under_either_rule() -> None:
    preset = load_preset("milton-bradley")
    for rules in (MILTON_BRADLEY_RULES, Rules(**{**MILTON_BRADLEY_RULES.to_json(), "move_each_throw": True})):
        assert round(analyze(preset.board, rules).expected_turns or 0, 4) == 39.2251


# -- the analysis against every dice sequence ---------------------------------------------------


def expected_turns_exactly(board: Board, rules: Rules) -> Fraction | None:
    """E[T] from the start by Gaussian elimination in fractions, over the brute-force turn
    outcomes of every dice sequence; None when some reachable square cannot reach the goal."""
    goal, start = board.size, rules.start_square
    moves = {
        s: each_throw_turns(
            dict(board.jumps), goal, rules.overshoot, rules.three_sixes_void, s, rules.start == "six" and s == 0
        )
        for s in range(start, goal)
    }
    seen, stack = {start}, [start]
    while stack:
        for t in moves[stack.pop()]:
            if t != goal and t not in seen:
                seen.add(t)
                stack.append(t)
    can = {goal}
    changed = True
    while changed:
        changed = False
        for s in seen:
            if s not in can and any(t in can for t in moves[s]):
                can.add(s)
                changed = True
    if not seen <= can:
        return None
    order = sorted(seen)
    index = {s: i for i, s in enumerate(order)}
    m = len(order)
    rows = [[Fraction(0)] * (m + 1) for _ in range(m)]  # (I - Q) E = 1
    for s in order:
        i = index[s]
        rows[i][i] += 1
        rows[i][m] = Fraction(1)
        for t, p in moves[s].items():
            if t != goal:
                rows[i][index[t]] -= p
    for col in range(m):
        pivot = next(r for r in range(col, m) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(m):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return rows[index[start]][m] / rows[index[start]][index[start]]


def random_small_board(rnd: random.Random) -> Board:
    rows, cols = rnd.randint(2, 4), rnd.randint(3, 5)
    n = rows * cols
    jumps: dict[int, int] = {}
    for _ in range(rnd.randint(0, n // 3)):
        s, e = rnd.randint(2, n - 1), rnd.randint(1, n)
        if s != e and s not in jumps.values() and e not in jumps:
            jumps[s] = e
    return Board(rows, cols, jumps)


@pytest.mark.parametrize("seed", range(40))
def test_the_exact_analysis_agrees_with_every_dice_sequence(seed: int) -> None:
    rnd = random.Random(seed)
    board = random_small_board(rnd)
    rules = Rules(
        three_sixes_void=rnd.random() < 0.5,
        overshoot=rnd.choice(list(Overshoot)),
        start=rnd.choice(list(Start)),
        move_each_throw=True,
    )
    for square in range(rules.start_square, board.size):
        waiting = rules.start == "six" and square == 0  # "a 6 to start", written out in the oracle
        brute = each_throw_turns(
            dict(board.jumps), board.size, rules.overshoot, rules.three_sixes_void, square, waiting
        )
        assert turn_end_chances(board, rules, square) == pytest.approx({k: float(v) for k, v in brute.items()})
    exact = expected_turns_exactly(board, rules)
    result = analyze(board, rules)
    if exact is None:
        assert result.expected_turns is None and result.never_finishes > 0
    else:
        assert result.expected_turns == pytest.approx(float(exact), rel=1e-9)


def test_every_turn_the_engine_plays_ends_where_the_enumeration_says() -> None:
    board = Board(4, 4, {3: 12, 14: 2, 9: 16, 10: 15})
    turns = [[a] for a in range(1, 7)] + [[6, b] for b in range(1, 7)] + [[6, 6, c] for c in range(1, 7)]
    for square in range(1, 16):
        brute = each_throw_turns(dict(board.jumps), 16, "stay", True, square)
        played: dict[int, Fraction] = {}
        for dice in turns:
            try:
                moves = resolve_turn(board, EACH, square, dice)
            except TurnError:
                continue  # a throw after the goal
            if turn_is_complete(board, EACH, square, dice):
                played[moves[-1].end] = played.get(moves[-1].end, Fraction(0)) + Fraction(1, 6 ** len(dice))
        assert played == brute, square


# -- files ----------------------------------------------------------------------------------------


def test_the_rule_is_saved_with_the_board_and_the_game() -> None:
    loaded = parse_board_bytes(dumps_board(LADDER_ON_7, EACH, "each").encode())
    assert loaded.rules.move_each_throw and loaded.rules == EACH
    game = SnakeAndLadderGame.from_board(LADDER_ON_7, ["A", "B"], EACH)
    game.play("A", [6, 2])
    record = parse_game_bytes(dumps_game(GameRecord.from_game(game, ["#e63946", "#1d6fd6"])).encode())
    assert record.rules == EACH and record.replay().get_player_position("A") == 32


def test_waiting_dice_that_already_reached_the_goal_are_refused() -> None:
    game = SnakeAndLadderGame.from_board(Board(3, 3), ["A", "B"], EACH)
    game.play("A", [2])
    game.play("B", [1])
    record = GameRecord.from_game(game, ["#e63946", "#1d6fd6"])
    waiting = dataclasses.replace(record, pending=(6,))  # A is on 3: that 6 reached the goal
    with pytest.raises(GameFileError, match="whole turn"):
        parse_game_bytes(dumps_game(waiting).encode())
