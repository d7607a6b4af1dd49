"""The turn engine (docs/rules.md): the string API, the structured TurnOutcome, refusals that change
nothing, the house rules, players, and take-back."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from snl_desktop.core import (
    MILTON_BRADLEY_RULES,
    Board,
    Move,
    Rules,
    SnakeAndLadderGame,
    TurnError,
    TurnOutcome,
)

SNAKES = ["17,7", "54,34", "62,19", "98,79"]
LADDERS = ["3,22", "5,8", "11,26", "20,29"]


def example_game(players: tuple[str, ...] = ("A", "B")) -> SnakeAndLadderGame:
    return SnakeAndLadderGame(list(players), SNAKES, LADDERS)


def game_on(
    jumps: dict[int, int], players: list[str], rules: Rules | None = None, rows: int = 10, cols: int = 10
) -> SnakeAndLadderGame:
    return SnakeAndLadderGame.from_board(Board(rows, cols, jumps), players, rules)


def snapshot(game: SnakeAndLadderGame) -> tuple[Any, ...]:
    """Everything a call could change, as seen through the public API."""
    return (
        {p: game.get_player_position(p) for p in game.players},
        game.current_player,
        game.get_winner(),
        game.finished,
        copy.deepcopy(game.history),
    )


# -- the string API and the outcome --------------------------------------------------------------


def test_outcome_of_a_ladder_turn() -> None:
    outcome = example_game().play("A", [2])
    assert outcome == TurnOutcome(
        kind="move",
        player="A",
        dice=(2,),
        value=2,
        start=1,
        landed=3,
        end=22,
        walk=(2, 3),
        jump=(3, 22),
        next_player="B",
        result="A,22,B,CONTINUE",
        steps=(Move(start=1, value=2, walk=(2, 3), landed=3, end=22, jump=(3, 22)),),
    )
    assert outcome.changed


def test_outcome_of_a_snake_after_two_sixes() -> None:
    game = SnakeAndLadderGame(["P1", "P2"], ["14,4"], ["9,31"])
    outcome = game.play("P1", [6, 6, 1])
    assert (outcome.kind, outcome.dice, outcome.value) == ("move", (6, 6, 1), 13)
    assert (outcome.start, outcome.landed, outcome.end) == (1, 14, 4)
    assert outcome.walk == tuple(range(2, 15))
    assert outcome.jump == (14, 4)
    assert (outcome.next_player, outcome.result) == ("P2", "P1,4,P2,CONTINUE")


def test_outcome_of_a_plain_move() -> None:
    game = example_game()
    outcome = game.play("A", [4])
    assert (outcome.kind, outcome.start, outcome.landed, outcome.end) == ("move", 1, 5, 8)
    outcome = game.play("B", [1])
    assert (outcome.kind, outcome.landed, outcome.end, outcome.jump) == ("move", 2, 2, None)
    assert outcome.walk == (2,)
    assert outcome.result == "B,2,A,CONTINUE"


def test_outcome_of_three_sixes() -> None:
    outcome = SnakeAndLadderGame(["R", "S"]).play("R", [6, 6, 6])
    assert (outcome.kind, outcome.value, outcome.start, outcome.landed, outcome.end) == ("void", 0, 1, 1, 1)
    assert outcome.walk == () and outcome.jump is None
    assert outcome.result == "R,1,S,CONTINUE"
    assert outcome.changed


def test_the_string_api_returns_the_outcome_result() -> None:
    a, b = example_game(), example_game()
    for player, dice in [("A", [2]), ("B", [4]), ("A", [6, 3]), ("B", [6, 6, 6])]:
        assert a.play_turn(player, dice) == b.play(player, dice).result


def test_positions_and_winner_queries() -> None:
    game = example_game()
    assert game.get_player_position("A") == 1 and game.get_player_position("B") == 1
    assert game.get_winner() == ""
    with pytest.raises(TurnError):
        game.get_player_position("Z")


def test_history_records_each_turn_played() -> None:
    game = example_game()
    first = game.play("A", [2])
    second = game.play("B", [4])
    assert game.history == [first, second]


# -- winning --------------------------------------------------------------------------------------------


def test_win_by_exact_landing() -> None:
    game = game_on({2: 94}, ["A", "B"])
    assert game.play_turn("A", [1]) == "A,94,B,CONTINUE"
    assert game.play_turn("B", [3]) == "B,4,A,CONTINUE"
    outcome = game.play("A", [6])
    assert outcome.result == "WIN"
    assert (outcome.kind, outcome.end) == ("win", 100)
    assert game.get_winner() == "A"
    assert game.finished
    assert game.get_player_position("A") == 100


def test_win_by_a_ladder_ending_on_the_last_square() -> None:
    game = game_on({7: 100}, ["A", "B"])
    outcome = game.play("A", [6])
    assert outcome.result == "WIN"
    assert (outcome.landed, outcome.end, outcome.jump) == (7, 100, (7, 100))
    assert game.get_winner() == "A"


def test_win_after_sixes() -> None:
    game = game_on({}, ["A"], rows=4, cols=4)
    assert game.play_turn("A", [6, 6, 3]) == "WIN"


def test_after_a_win_every_call_is_game_completed_and_changes_nothing() -> None:
    game = game_on({7: 100}, ["A", "B"])
    game.play_turn("A", [6])
    before = snapshot(game)
    for player, dice in [("B", [1]), ("A", [1]), ("Z", [1]), ("B", [9]), ("B", None), (None, "x")]:
        assert game.play_turn(player, dice) == "GAME COMPLETED"
        assert snapshot(game) == before
    outcome = game.play("B", [2])
    assert outcome.kind == "completed" and not outcome.changed


# -- whose turn ----------------------------------------------------------------------------------------------


def test_wrong_player_is_invalid_move_and_changes_nothing() -> None:
    game = example_game(("A", "B", "C"))
    before = snapshot(game)
    for player in ("B", "C"):
        assert game.play_turn(player, [2]) == "INVALID MOVE"
        assert snapshot(game) == before
    outcome = game.play("C", [6, 1])
    assert outcome.kind == "invalid" and not outcome.changed
    assert snapshot(game) == before
    assert game.play_turn("A", [1]) == "A,2,B,CONTINUE"
    assert game.play_turn("A", [1]) == "INVALID MOVE"
    assert game.play_turn("C", [1]) == "INVALID MOVE"
    assert game.play_turn("B", [1]) == "B,2,C,CONTINUE"
    assert game.play_turn("C", [1]) == "C,2,A,CONTINUE"


# -- bad calls -------------------------------------------------------------------------------------------------

BAD_DICE = [
    [7],
    [0],
    [-1],
    [],
    [3, 4],
    [6, 6, 6, 1],
    [6, 6, 6, 6],
    [1, 6],
    [6, 1, 6],
    "6",
    [True],
    [False],
    [2.0],
    [None],
    ["3"],
    None,
    6,
]


@pytest.mark.parametrize("dice", BAD_DICE, ids=repr)
def test_bad_dice_raise_and_change_nothing(dice: Any) -> None:
    game = example_game()
    game.play_turn("A", [2])
    before = snapshot(game)
    with pytest.raises(TurnError):
        game.play_turn("B", dice)
    assert snapshot(game) == before
    assert game.play_turn("B", [4]) == "B,8,A,CONTINUE"


def test_a_bad_call_raises_even_when_it_is_not_that_players_turn() -> None:
    # docs/rules.md does not order "INVALID MOVE" and the exception for a call that is both: the
    # engine (and the oracle) refuse the bad dice first.
    game = example_game()
    before = snapshot(game)
    with pytest.raises(TurnError):
        game.play_turn("B", [7])
    assert snapshot(game) == before


@pytest.mark.parametrize("player", ["Z", "", "a", " A", None, 1, ["A"]], ids=repr)
def test_unknown_player_raises_and_changes_nothing(player: Any) -> None:
    game = example_game()
    before = snapshot(game)
    with pytest.raises(TurnError):
        game.play_turn(player, [2])
    assert snapshot(game) == before


@pytest.mark.parametrize("dice", [[6], [6, 6], [6, 6, 6], [6, 2], [6, 6, 5], (3,)], ids=repr)
def test_legal_turn_shapes_are_accepted(dice: Any) -> None:
    game = game_on({}, ["A", "B"])
    expected = 1 + (0 if list(dice) == [6, 6, 6] else sum(dice))
    assert game.play_turn("A", dice) == f"A,{expected},B,CONTINUE"


# -- house rules ----------------------------------------------------------------------------------------------


def test_without_extra_roll_on_six_a_second_die_is_refused() -> None:
    game = game_on({}, ["A", "B"], Rules(extra_roll_on_six=False))
    before = snapshot(game)
    for dice in ([6, 1], [6, 6, 1], [6, 6]):
        with pytest.raises(TurnError):
            game.play_turn("A", dice)
        assert snapshot(game) == before
    assert game.play_turn("A", [6]) == "A,7,B,CONTINUE"


def test_three_sixes_count_18_when_not_void() -> None:
    game = game_on({}, ["A", "B"], Rules(three_sixes_void=False))
    outcome = game.play("A", [6, 6, 6])
    assert (outcome.kind, outcome.value, outcome.end) == ("move", 18, 19)
    assert outcome.result == "A,19,B,CONTINUE"


def test_three_sixes_can_take_a_jump_when_not_void() -> None:
    game = game_on({19: 40}, ["A"], Rules(three_sixes_void=False))
    assert game.play_turn("A", [6, 6, 6]) == "A,40,A,CONTINUE"


def test_overshoot_stay_keeps_the_token() -> None:
    game = game_on({2: 98}, ["A"])
    assert game.play_turn("A", [1]) == "A,98,A,CONTINUE"
    outcome = game.play("A", [5])
    assert (outcome.kind, outcome.start, outcome.landed, outcome.end) == ("overshoot", 98, 98, 98)
    assert outcome.walk == () and outcome.jump is None
    assert outcome.result == "A,98,A,CONTINUE"
    assert game.play_turn("A", [6, 6, 1]) == "A,98,A,CONTINUE"
    assert game.play_turn("A", [2]) == "WIN"


def test_overshoot_bounce_reflects_from_the_last_square() -> None:
    game = game_on({2: 98}, ["A"], Rules(overshoot="bounce"))
    game.play_turn("A", [1])
    outcome = game.play("A", [5])
    assert (outcome.landed, outcome.end) == (97, 97)
    assert outcome.walk == (99, 100, 99, 98, 97)
    assert outcome.result == "A,97,A,CONTINUE"


def test_bounce_onto_a_snake_takes_it() -> None:
    game = game_on({2: 98, 97: 50}, ["A"], Rules(overshoot="bounce"))
    game.play_turn("A", [1])
    outcome = game.play("A", [5])
    assert (outcome.landed, outcome.end, outcome.jump) == (97, 50, (97, 50))


def test_off_board_start_puts_tokens_on_0_and_square_1_can_start_a_ladder() -> None:
    game = game_on({1: 38, 4: 14}, ["A", "B"], MILTON_BRADLEY_RULES)
    assert game.get_player_position("A") == 0 and game.get_player_position("B") == 0
    outcome = game.play("A", [1])
    assert (outcome.start, outcome.landed, outcome.end) == (0, 1, 38)
    assert outcome.result == "A,38,B,CONTINUE"
    assert game.play_turn("B", [4]) == "B,14,A,CONTINUE"


def test_square_1_start_never_takes_a_ladder_from_square_1() -> None:
    game = game_on({1: 38}, ["A"])
    assert game.get_player_position("A") == 1
    assert game.play_turn("A", [1]) == "A,2,A,CONTINUE"


def test_rules_on_the_lists_constructor() -> None:
    game = SnakeAndLadderGame(["A"], [], ["3,22"], rules=Rules(start="off-board"))
    assert game.get_player_position("A") == 0
    assert game.play_turn("A", [3]) == "A,22,A,CONTINUE"


# -- players --------------------------------------------------------------------------------------------------


def test_one_player_plays_every_turn() -> None:
    game = game_on({}, ["Solo"])
    assert game.play_turn("Solo", [3]) == "Solo,4,Solo,CONTINUE"
    assert game.play_turn("Solo", [2]) == "Solo,6,Solo,CONTINUE"


def test_ten_players_take_turns_round_robin() -> None:
    players = [f"P{i}" for i in range(10)]
    game = game_on({}, players)
    for i, player in enumerate(players):
        assert game.play_turn(player, [1]) == f"{player},2,{players[(i + 1) % 10]},CONTINUE"
    assert game.play_turn("P0", [1]) == "P0,3,P1,CONTINUE"


@pytest.mark.parametrize(
    "players",
    [
        [],
        [f"P{i}" for i in range(11)],
        ["A", "B", "A"],
        ["A", ""],
        ["A,B"],
        ["A", "x,y"],
        ["A", 3],
        ["A", None],
        "AB",
    ],
    ids=["none", "eleven", "duplicate", "empty-id", "comma", "comma-2", "int-id", "none-id", "string"],
)
def test_bad_player_lists_are_refused(players: Any) -> None:
    with pytest.raises(TurnError):
        SnakeAndLadderGame(players)
    with pytest.raises(TurnError):
        SnakeAndLadderGame.from_board(Board(10, 10), players)


def test_player_ids_keep_their_order_and_spelling() -> None:
    game = game_on({}, ["Zoë", "adam", "Bob Smith"])
    assert game.players == ("Zoë", "adam", "Bob Smith")
    assert game.play_turn("Zoë", [1]) == "Zoë,2,adam,CONTINUE"


# -- take back ------------------------------------------------------------------------------------------------


def test_take_back_undoes_the_last_turn() -> None:
    game = example_game()
    start = snapshot(game)
    game.play_turn("A", [2])
    after_a = snapshot(game)
    last = game.play("B", [4])
    assert game.take_back() == last
    assert snapshot(game) == after_a
    assert game.take_back().player == "A"
    assert snapshot(game) == start
    with pytest.raises(TurnError):
        game.take_back()
    assert snapshot(game) == start


def test_take_back_of_a_win_reopens_the_game() -> None:
    game = game_on({7: 100}, ["A", "B"])
    before = snapshot(game)
    game.play_turn("A", [6])
    assert game.get_winner() == "A"
    game.take_back()
    assert snapshot(game) == before
    assert game.play_turn("A", [1]) == "A,2,B,CONTINUE"


def test_take_back_does_not_undo_refused_calls() -> None:
    game = example_game()
    game.play_turn("A", [2])
    game.play_turn("A", [2])  # INVALID MOVE: not recorded
    with pytest.raises(TurnError):
        game.play_turn("B", [9])
    game.take_back()
    assert game.get_player_position("A") == 1
    assert game.current_player == "A"


# -- the sentences the turn log shows -----------------------------------------------------------


def test_a_bounce_says_it_bounced_before_the_snake():
    from snl_desktop.words.game import describe_outcome

    game = SnakeAndLadderGame.from_board(
        Board(10, 10, {98: 79, 4: 95}), ["Ana"], Rules(overshoot="bounce", extra_roll_on_six=False)
    )
    game.play("Ana", [3])  # 1 → 4, ladder to 95
    outcome = game.play("Ana", [6])  # 95 + 6 = 101: on to 100, back to 99
    assert outcome.landed == 99 and outcome.jump is None
    assert describe_outcome(outcome) == "Ana rolled 6, bounced back from 100 to 99"
    game = SnakeAndLadderGame.from_board(
        Board(10, 10, {98: 79, 4: 94}), ["Ana"], Rules(overshoot="bounce", extra_roll_on_six=False)
    )
    game.play("Ana", [3])  # 1 → 4, ladder to 94
    outcome = game.play("Ana", [6])  # 94 + 6 = 100, exactly: a win, no bounce
    assert describe_outcome(outcome) == "Ana rolled 6, moved from 94 to 100 and wins!"
    game = SnakeAndLadderGame.from_board(
        Board(10, 10, {98: 79, 4: 96}), ["Ana"], Rules(overshoot="bounce", extra_roll_on_six=False)
    )
    game.play("Ana", [3])  # 1 → 4, ladder to 96
    outcome = game.play("Ana", [6])  # 96 + 6 = 102 → back to 98, the snake's head
    assert describe_outcome(outcome) == "Ana rolled 6, bounced back from 100 to 98, slid down from 98 to 79"
