"""Issue 36, defect 9: under "each throw moves" with "three sixes lose the turn", a third 6 that
reaches the last square wins (defect 7); the dice line said "three sixes — turn lost" for that
very throw. The engine plays the turn and the words say its dice: no "turn lost" for a win, and
still "turn lost" for three sixes that do lose the turn."""

from __future__ import annotations

from snl_desktop.core import Board, Rules, SnakeAndLadderGame
from snl_desktop.words.game import describe_dice, describe_outcome

EACH = Rules(move_each_throw=True)
STRIP = Board(2, 10)  # squares 1..20, no snakes or ladders


def test_a_winning_third_six_is_not_said_lost() -> None:
    game = SnakeAndLadderGame.from_board(STRIP, ["A", "B"], EACH)
    game.play("A", [1])  # A on 2
    game.play("B", [1])
    assert describe_dice([6, 6], EACH, game.preview([6, 6])) == "6 + 6 — throw again"
    third = game.preview([6, 6, 6])  # 2 → 8 → 14 → 20: what the dice line is shown before the turn is played
    line = describe_dice([6, 6, 6], EACH, third)
    assert "turn lost" not in line and line == "6 + 6 + 6 = 18"
    outcome = game.play("A", [6, 6, 6])
    assert outcome.kind == "win"
    assert describe_dice(outcome.dice, EACH, outcome.steps) == line
    assert describe_outcome(outcome, "A").endswith("and wins!")


def test_three_sixes_short_of_the_goal_are_still_a_lost_turn() -> None:
    game = SnakeAndLadderGame.from_board(STRIP, ["A", "B"], EACH)
    outcome = game.play("A", [6, 6, 6])  # 1 → 7 → 13 → 19, back to 1
    assert outcome.kind == "void"
    assert describe_dice(outcome.dice, EACH, outcome.steps) == "three sixes — turn lost"


def test_under_the_sum_rule_three_sixes_are_lost_even_next_to_the_goal() -> None:
    game = SnakeAndLadderGame.from_board(STRIP, ["A"], Rules())
    game.play("A", [1])  # on 2: 2 + 18 would be 20, but three sixes are worth nothing
    outcome = game.play("A", [6, 6, 6])
    assert outcome.kind == "void"
    assert describe_dice(outcome.dice, Rules(), outcome.steps) == "three sixes — turn lost"
