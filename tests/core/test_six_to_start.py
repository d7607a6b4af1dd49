"""The house rule "a 6 to start" (docs/rules.md#a-6-to-start): a token waits off the board, on
square 0, until its player throws a 6. The turn engine says a waiting turn as a value; the exact
analysis (expectation, distribution, fewest turns, usage, traps) agrees with an independent chain
(tests/helpers/markov_oracle.py), with exact fractions and with a simulation of the rules as
docs/rules.md writes them (tests/helpers/bfs_oracle.py's engine); the fewest throws start with a 6;
files keep the rule; the words say it."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from helpers.bfs_oracle import OracleGame, start_of
from helpers.markov_oracle import OracleRules, figures, turn_ends
from snl_desktop.core import Board, Rules, SnakeAndLadderGame, Start, solve
from snl_desktop.core.analysis import analyze
from snl_desktop.core.files.boards import dumps_board, parse_board_bytes
from snl_desktop.core.files.games import GameRecord, dumps_game, parse_game_bytes
from snl_desktop.core.game import (
    dice_lists,
    resolve_turn,
    starts_without_a_six,
    turn_end_chances,
    turn_needs_more_dice,
    turn_values,
    voids_turn,
)
from snl_desktop.core.reach import reach

SIX = Rules(start="six")
ONE_DIE = Rules(extra_roll_on_six=False, three_sixes_void=False, start="six")
EACH = Rules(start="six", move_each_throw=True)
DICE_RULES = [
    SIX,
    ONE_DIE,
    EACH,
    Rules(start="six", three_sixes_void=False),
    Rules(start="six", overshoot="bounce"),
    Rules(start="six", overshoot="finish", move_each_throw=True),
]


def game_on(jumps: dict[int, int], rules: Rules, players: tuple[str, ...] = ("A", "B")) -> SnakeAndLadderGame:
    return SnakeAndLadderGame.from_board(Board(10, 10, jumps), list(players), rules)


# -- the turn engine ------------------------------------------------------------------------------


def test_the_rule_is_a_value_of_start_spelled_six() -> None:
    assert Start("six") is Start.SIX and SIX.start_square == 0
    assert SIX.waits_for_six(0) and not SIX.waits_for_six(1)
    assert not Rules(start="off-board").waits_for_six(0) and not Rules().waits_for_six(1)


def test_the_examples_of_the_rules_page() -> None:
    game = game_on({}, SIX)
    assert game.get_player_position("A") == 0 and game.get_player_position("B") == 0
    waited = game.play("A", [4])
    assert waited.kind == "wait" and waited.result == "A,0,B,CONTINUE" and waited.changed
    assert waited.steps[0].waited and waited.end == 0 and waited.walk == ()
    assert game.play_turn("B", [6, 3]) == "B,9,A,CONTINUE"
    voided = game.play("A", [6, 6, 6])
    assert voided.kind == "void" and voided.result == "A,0,B,CONTINUE"
    assert game.play_turn("B", [4]) == "B,13,A,CONTINUE"  # on the board, the rule no longer matters


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_every_face_but_6_leaves_a_waiting_token_off_the_board(face: int) -> None:
    for rules in DICE_RULES:
        game = game_on({face: 90}, rules)  # a ladder the off-board start would climb
        outcome = game.play("A", [face])
        assert (outcome.kind, outcome.end, outcome.jump) == ("wait", 0, None), rules
        assert game.current_player == "B" and game.get_player_position("A") == 0


def test_a_6_brings_the_token_on_as_the_off_board_start_moves_it() -> None:
    ladder = {6: 30}
    one = game_on(ladder, ONE_DIE).play("A", [6])
    assert (one.kind, one.landed, one.end, one.jump) == ("move", 6, 30, (6, 30))
    assert game_on(ladder, SIX).play("A", [6, 3]).end == 9  # the sum jumps over the ladder
    each = game_on(ladder, EACH).play("A", [6, 3])
    assert [step.end for step in each.steps] == [30, 33] and each.end == 33
    for rules in (SIX, EACH):
        game, off_board = game_on(ladder, rules), game_on(ladder, replace(rules, start="off-board"))
        for dice in ([6, 1], [6, 6, 2], [6, 6, 6]):
            assert game.preview(dice) == off_board.preview(dice), (rules, dice)


def test_a_waiting_turn_is_taken_back_and_its_dice_are_asked_for_as_usual() -> None:
    game = game_on({}, SIX)
    assert game.needs_more_dice([6]) and not game.needs_more_dice([3])
    game.play("A", [3])
    taken = game.take_back()
    assert taken.kind == "wait" and game.current_player == "A" and game.get_player_position("A") == 0


def test_a_values_first_die_is_read_off_the_value_under_every_dice_rule() -> None:
    """`starts_without_a_six`: the analysis's reading of the sum rule's values, checked on every dice list."""
    for extra in (True, False):
        for void in (True, False):
            rules = Rules(extra_roll_on_six=extra, three_sixes_void=void, start="six")
            for dice in dice_lists(rules):
                if turn_needs_more_dice(dice, rules):
                    continue
                value = 0 if voids_turn(dice, rules) else sum(dice)
                assert starts_without_a_six(value) == (dice[0] != 6), dice
            waiting = turn_values(rules, waiting=True)
            assert sum(waiting.values()) == 1 and waiting[0] >= Fraction(5, 6)


def test_the_engine_agrees_with_the_rules_written_out_on_random_games() -> None:
    """The engine against docs/rules.md's engine written plainly (helpers.bfs_oracle.OracleGame)."""
    rnd = random.Random(6)
    for _ in range(150):
        rules = rnd.choice(DICE_RULES)
        jumps = {s: rnd.randint(1, 99) for s in rnd.sample(range(1, 99), 12)}
        jumps = {s: e for s, e in jumps.items() if s != e}
        game = game_on(jumps, rules, ("A", "B", "C"))
        oracle = OracleGame(["A", "B", "C"], 100, jumps, **rules.to_json())
        for _ in range(60):
            dice = [rnd.randint(1, 6)]
            while not game.finished and game.needs_more_dice(dice):
                dice.append(rnd.randint(1, 6))
            player = game.current_player
            expected = oracle.play_turn(player, dice)
            assert game.play_turn(player, dice) == expected, (rules, jumps, dice)
            if game.finished:
                break


# -- the exact analysis ---------------------------------------------------------------------------


def oracle_rules(rules: Rules) -> OracleRules:
    return OracleRules(**rules.to_json())


@pytest.mark.parametrize("rules", DICE_RULES, ids=lambda r: "-".join(str(v) for v in r.to_json().values()))
def test_the_figures_agree_with_an_independent_chain(rules: Rules) -> None:
    rnd = random.Random(str(rules))
    for _ in range(6):
        side = rnd.randint(3, 12)
        n = side * side
        jumps = {s: rnd.randint(1, n) for s in rnd.sample(range(2, n), n // 8)}
        board = Board(side, side, {s: e for s, e in jumps.items() if s != e})
        truth = figures(board.jumps, board.size, oracle_rules(rules))
        result = analyze(board, rules)
        assert result.never_finishes == pytest.approx(truth.never_finishes, abs=1e-12)
        if truth.expected_turns is None:
            assert result.expected_turns is None
        else:
            assert result.expected_turns == pytest.approx(truth.expected_turns, rel=1e-9)
        for square in range(board.size):
            assert turn_end_chances(board, rules, square) == pytest.approx(
                turn_ends(board.jumps, board.size, oracle_rules(rules), square)
            ), square


def oracle_distribution(board: Board, rules: Rules, turns: int) -> list[float]:
    """P(T = k), k = 0..turns, followed square by square over the oracle's turns."""
    moves = {s: turn_ends(board.jumps, board.size, oracle_rules(rules), s) for s in range(board.size)}
    where, out = {start_of(rules.start)[0]: 1.0}, [0.0]
    for _ in range(turns):
        nxt: dict[int, float] = {}
        for square, p in where.items():
            for end, q in moves[square].items():
                nxt[end] = nxt.get(end, 0.0) + p * q
        out.append(nxt.pop(board.size, 0.0))
        where = nxt
    return out


@pytest.mark.parametrize("rules", [SIX, ONE_DIE, EACH], ids=["standard", "one-die", "each-throw"])
def test_the_distribution_fewest_turns_and_seats_agree_with_the_oracle(rules: Rules) -> None:
    board = Board(6, 6, {2: 15, 6: 11, 14: 35, 17: 13, 30: 4})  # a ladder on 6: every first 6 climbs it
    result = analyze(board, rules, players=2)
    truth = oracle_distribution(board, rules, 60)
    assert result.distribution[:61] == pytest.approx(truth, abs=1e-12)
    assert result.min_turns == next(k for k, p in enumerate(truth) if p > 0)
    f = truth
    alive = [1 - sum(f[: k + 1]) for k in range(len(f))]  # P(T > k)
    first = sum(f[k] * alive[k - 1] for k in range(1, len(f)))  # seat 1 wins in round k: seat 2 not done in k−1
    assert result.seat_win_probability[0] == pytest.approx(first, abs=1e-6)


def test_a_game_is_a_geometric_wait_and_then_the_turn_after_a_6() -> None:
    """One die on a plain 10×10 board: 6 turns until the 6 (it included), then the game from
    square 6; that is 4.2857 turns more than off the board, not 5 (the brief's guess): a turn
    that starts with a 6 goes further than an average first turn."""
    board = Board(10, 10)
    one_die = Rules(extra_roll_on_six=False, three_sixes_void=False)
    six = analyze(board, ONE_DIE).expected_turns
    off = analyze(board, replace(one_die, start="off-board")).expected_turns
    # from square 6 to 100 on a plain board is from square 1 to 95: a plain 5×19 board
    from_6 = analyze(Board(5, 19), one_die).expected_turns
    assert six is not None and off is not None and from_6 is not None
    assert six == pytest.approx(6 + from_6, rel=1e-12)
    assert round(six, 4) == 37.6190 and round(off, 4) == 33.3333
    assert six - off == pytest.approx(4.2857, abs=1e-4)
    assert round(analyze(board, SIX).expected_turns or 0, 4) == 33.5997
    assert round(analyze(board, Rules(start="off-board")).expected_turns or 0, 4) == 29.8341
    assert analyze(board, ONE_DIE).min_turns == 17  # a 6, then 16 more to go 94 squares


def test_the_usage_counts_the_turns_spent_waiting() -> None:
    """The heat map's figures: turns that leave the token off the board rest it on square 0."""
    plain = Board(10, 10)
    one_die = analyze(plain, ONE_DIE).usage
    assert one_die is not None
    assert one_die.square_visits[0] == pytest.approx(5.0) and one_die.square_visits[6] == pytest.approx(1.0)
    assert all(one_die.square_visits[s] == 0 for s in range(1, 6))  # nobody ever stands on 1..5
    standard = analyze(plain, SIX).usage
    assert standard is not None  # 216/35 turns start off the board (three sixes stay too): all but one end there
    assert standard.square_visits[0] == pytest.approx(216 / 35 - 1)


def test_a_trap_only_a_first_throw_could_avoid_is_certain_when_a_6_is_needed() -> None:
    """A ladder 3→99 and a wall of snakes 10…15→9: off the board a first 3 escapes; under "a 6
    to start" the first move is to 6, behind the wall, and no game ever ends."""
    board = Board(10, 10, {3: 99, **{s: 9 for s in range(10, 16)}})
    off, six = Rules(extra_roll_on_six=False, start="off-board"), Rules(extra_roll_on_six=False, start="six")
    assert reach(board, off).goal_reachable and not reach(board, six).goal_reachable
    assert analyze(board, six).never_finishes == 1.0 and 0 < analyze(board, off).never_finishes < 1
    assert solve(board, off).min_rolls == 2 and solve(board, six).min_rolls == -1


def test_a_simulation_of_the_rules_as_written_agrees_with_the_exact_expectation() -> None:
    """10 000 games played by the rules written out (helpers.bfs_oracle's engine, random dice):
    the mean length is within four standard errors of the exact figure."""
    board = Board(6, 6, {2: 15, 6: 11, 14: 35, 17: 13, 30: 4})
    exact = analyze(board, SIX).expected_turns
    assert exact is not None
    rnd = random.Random(2024)
    lengths = []
    for _ in range(10_000):
        game = OracleGame(["A"], 36, dict(board.jumps), start="six")
        turns = 0
        while True:
            dice = [rnd.randint(1, 6)]
            while dice[-1] == 6 and len(dice) < 3:
                dice.append(rnd.randint(1, 6))
            turns += 1
            if game.play_turn("A", dice) == "WIN":
                break
        lengths.append(turns)
    mean = sum(lengths) / len(lengths)
    sd = (sum((x - mean) ** 2 for x in lengths) / (len(lengths) - 1)) ** 0.5
    assert abs(mean - exact) < 4 * sd / len(lengths) ** 0.5, (mean, exact)


# -- fewest throws --------------------------------------------------------------------------------


def test_the_fewest_throws_start_with_a_6() -> None:
    board = Board(10, 10, {1: 99})
    assert solve(board, Rules(start="off-board")).min_rolls == 2
    found = solve(board, SIX)
    assert found.min_rolls == 17 and found.path[:2] == (0, 6) and found.rolls[0] == 6
    assert found.distance(1) == -1  # no throw from off the board lands on 1: the token never stands there
    throws = [step for step in found.trace() if step.kind == "throw" and step.square == 0]
    assert [(t.face, t.status) for t in throws] == [(f, "wait") for f in range(1, 6)] + [(6, "new")]
    ladder_on_6 = solve(Board(10, 10, {6: 99}), SIX)
    assert ladder_on_6.min_rolls == 2 and ladder_on_6.path == (0, 99, 100)
    assert resolve_turn(Board(10, 10, {6: 99}), SIX, 0, [6])[-1].end == 99


# -- files ------------------------------------------------------------------------------------------


def test_a_board_file_and_a_saved_game_keep_the_rule() -> None:
    board = Board(10, 10, {6: 30})
    loaded = parse_board_bytes(dumps_board(board, SIX, "six").encode())
    assert loaded.rules == SIX and '"start": "six"' in dumps_board(board, SIX, "six")
    game = SnakeAndLadderGame.from_board(board, ["A", "B"], SIX)
    game.play("A", [2])
    game.play("B", [6, 1])
    record = parse_game_bytes(dumps_game(GameRecord.from_game(game, ["#e63946", "#1d6fd6"])).encode())
    resumed = record.replay()
    assert record.rules == SIX and resumed.history[0].kind == "wait"
    assert (resumed.get_player_position("A"), resumed.get_player_position("B"), resumed.current_player) == (0, 7, "A")
    assert resumed.play_turn("A", [5]) == "A,0,B,CONTINUE"  # still waiting after the resume


# -- the words --------------------------------------------------------------------------------------


def test_a_waiting_turn_is_said_in_every_place_a_turn_is_said(app) -> None:
    from snl_desktop.words import game as game_words

    game = game_on({}, SIX, ("Mia", "Leo"))
    waited = game.play("Mia", [4])
    assert game_words.tell_turn(waited) == "Mia threw 4 — a 6 is needed to start"
    assert game_words.describe_outcome(waited) == "Mia rolled 4: a 6 is needed to start, so Mia waits off the board"
    assert game_words.turn_announcement(waited, "Leo") == "Mia threw 4 — a 6 is needed to start; Leo's turn"
    assert game_words.needs_six("Leo") == "Leo needs a 6 to start"
    came_on = game.play("Leo", [6, 2])
    assert game_words.tell_turn(came_on) == "Leo threw 6 + 2 and moved from 0 to 8"
    each = game_on({}, EACH, ("Mia", "Leo")).play("Mia", [3])
    assert game_words.tell_turn(each) == "Mia threw 3 — a 6 is needed to start"


def test_the_rule_is_in_the_rules_line_and_in_how_to_play(app) -> None:
    from snl_desktop.words import board as board_words

    assert board_words.describe_rules(ONE_DIE) == (
        "one die a turn, a throw past the last square is not moved, throw a 6 to start"
    )
    first = board_words.explain_rules(SIX)[0]
    assert first.startswith("Everybody starts off the board and needs a 6 to start")


def test_the_solvers_words_for_the_square_that_waits(app) -> None:
    from snl_desktop.core.code_steps import note_at
    from snl_desktop.core.replay import SearchReplay
    from snl_desktop.words import search as search_words

    board = Board(10, 10, {6: 30})
    assert search_words.describe_moves(board, SIX, 0) == (
        "Square 0: only a 6 brings the token on the board; it rests on 6 → 30"
    )
    replay = SearchReplay(solve(board, SIX))
    assert search_words.code_note(note_at(replay, 2)) == (
        "Throw 1 from square 0: only a 6 brings the token on the board. Not allowed."
    )
    tiny = solve(Board(2, 2), Rules(start="six"))
    assert tiny.min_rolls == -1 and tiny.barrier() == []
    assert "no token can come on the board" in search_words.SolverWords().barrier(tiny)
