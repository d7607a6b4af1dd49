"""The house rule "overshoot finishes" (``"overshoot": "finish"``): a throw past the last square
reaches it, no exact throw needed. Through the turn engine (the string API), the solver and its
trace, the exact analysis (Milton Bradley with one die a turn: 35.83 turns, checked against an
independent chain) and the files (old files still open)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from helpers.markov_oracle import MILTON_BRADLEY, figures
from snl_desktop.core import MILTON_BRADLEY_RULES, Board, Rules, SnakeAndLadderGame, TurnError, solve
from snl_desktop.core.analysis import analyze
from snl_desktop.core.files.boards import dumps_board, load_board, parse_board_bytes, save_board
from snl_desktop.core.rules import move_target, walk
from snl_desktop.presets import load_preset

FINISH = Rules(overshoot="finish")


def test_a_move_past_the_goal_stops_on_it() -> None:
    assert walk(97, 5, 100, "finish") == (98, 99, 100)
    assert move_target(97, 5, 100, "finish") == 100
    assert move_target(97, 3, 100, "finish") == 100 and move_target(97, 2, 100, "finish") == 99
    assert move_target(97, 5, 100, "stay") is None and move_target(97, 5, 100, "bounce") == 98


@pytest.mark.parametrize(
    ("rules", "answer"),
    [(Rules(overshoot="stay"), "A,97,B,CONTINUE"), (Rules(overshoot="bounce"), "A,98,B,CONTINUE"), (FINISH, "WIN")],
)
def test_the_string_api_under_each_overshoot(rules: Rules, answer: str) -> None:
    game = SnakeAndLadderGame.from_board(Board(10, 10, {2: 97}), ["A", "B"], rules)
    assert game.play_turn("A", [1]) == "A,97,B,CONTINUE"
    assert game.play_turn("B", [4]) == "B,5,A,CONTINUE"
    assert game.play_turn("A", [5]) == answer
    if answer == "WIN":
        assert game.get_winner() == "A" and game.get_player_position("A") == 100
        assert game.play_turn("B", [1]) == "GAME COMPLETED"
        outcome = game.history[-1]
        assert outcome.kind == "win" and outcome.walk == (98, 99, 100) and outcome.end == 100


def test_sixes_past_the_goal_finish_and_each_throw_stops_there() -> None:
    summed = SnakeAndLadderGame.from_board(Board(10, 10, {2: 90}), ["A", "B"], FINISH)
    summed.play_turn("A", [1])
    summed.play_turn("B", [1])
    assert summed.play_turn("A", [6, 6, 1]) == "WIN"  # 90 + 13: past the goal, so on it
    each = SnakeAndLadderGame.from_board(Board(10, 10, {2: 97}), ["A", "B"], replace(FINISH, move_each_throw=True))
    each.play_turn("A", [1])
    each.play_turn("B", [1])
    with pytest.raises(TurnError, match="ended the game"):
        each.play_turn("A", [6, 3])  # the 6 already finished: no throw comes after it
    assert each.get_player_position("A") == 97 and not each.needs_more_dice([6])
    assert each.play_turn("A", [6]) == "WIN"


def test_the_solver_and_its_trace() -> None:
    board = Board(4, 4, {2: 14})
    stay, finish = solve(board, Rules()), solve(board, FINISH)
    # Whoever can throw past the goal can also hit it exactly: the fewest throws do not change.
    assert finish.min_rolls == stay.min_rolls == 2 and finish.path == (1, 14, 16)
    assert [step.landed for step in finish.route()] == [2, 16]
    past = [s for s in finish.trace() if s.kind == "throw" and s.square == 14 and s.face > 2]
    assert {(s.landed, s.rest, s.status) for s in past} == {(16, 16, "seen")}
    assert {s.status for s in stay.trace() if s.kind == "throw" and s.square == 14 and s.face > 2} == {"overshoot"}


def test_milton_bradley_with_one_die_finishing_past_the_goal_takes_35_83_turns() -> None:
    board = load_preset("milton-bradley").board
    rules = replace(MILTON_BRADLEY_RULES, overshoot="finish")
    result = analyze(board, rules)
    independent = figures(board.jumps, board.size, replace(MILTON_BRADLEY, overshoot="finish"))
    assert result.expected_turns == pytest.approx(independent.expected_turns, rel=1e-9)
    assert round(result.expected_turns, 2) == 35.83
    assert result.expected_turns < analyze(board, MILTON_BRADLEY_RULES).expected_turns  # 39.2251: no exact throw
    assert result.never_finishes == 0 and result.min_turns == 7


def test_a_board_file_keeps_the_rule_and_old_files_still_open(tmp_path: Path) -> None:
    path = tmp_path / "finish.snl"
    save_board(path, Board(6, 6, {3: 20}), FINISH, "Past the post")
    doc = json.loads(path.read_text("utf-8"))
    assert doc["rules"]["overshoot"] == "finish"
    assert load_board(path).rules == FINISH
    old = json.loads(dumps_board(Board(6, 6, {3: 20}), Rules()))
    del old["rules"]["overshoot"]  # a file from before the rule: the standard value
    assert parse_board_bytes(json.dumps(old).encode()).rules == Rules()
    old["rules"]["overshoot"] = "bounce"
    assert parse_board_bytes(json.dumps(old).encode()).rules == Rules(overshoot="bounce")


def test_a_saved_game_keeps_the_rule(tmp_path: Path) -> None:
    from snl_desktop.core.files.games import GameRecord, load_game, save_game
    from snl_desktop.core.game import Seat

    game = SnakeAndLadderGame.from_board(Board(10, 10, {2: 97}), ["A", "B"], FINISH)
    game.play_turn("A", [1])
    record = GameRecord.of_game(game, (Seat("A", "#d62728"), Seat("B", "#1f77b4")), "Past the post")
    path = tmp_path / "finish.snlgame"
    save_game(path, record)
    assert json.loads(path.read_text("utf-8"))["rules"]["overshoot"] == "finish"
    resumed = load_game(path).replay()
    assert resumed.rules == FINISH and resumed.get_player_position("A") == 97
