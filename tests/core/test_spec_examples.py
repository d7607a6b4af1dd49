"""Every worked example of docs/rules.md (fewest throws and the turn engine), and the shipped
presets."""

from __future__ import annotations

import pytest

from helpers.boards import LEETCODE_6X6
from snl_desktop.core import (
    MILTON_BRADLEY_RULES,
    Board,
    Rules,
    SnakeAndLadderGame,
    min_rolls,
    min_throws_linear,
    solve,
)
from snl_desktop.presets import load_preset, preset_names

# 0-based cells: ladders 2→21, 4→7, 10→25, 19→28; snakes 26→0, 20→8, 16→3, 18→6.
LINEAR_30 = [-1] * 30
for _start, _end in {2: 21, 4: 7, 10: 25, 19: 28, 26: 0, 20: 8, 16: 3, 18: 6}.items():
    LINEAR_30[_start] = _end

MB_LADDERS = {1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100}
MB_CHUTES = {16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78}

GAME_SNAKES = ["17,7", "54,34", "62,19", "98,79"]
GAME_LADDERS = ["3,22", "5,8", "11,26", "20,29"]


# -- fewest throws ---------------------------------------------------------------------------


def test_leetcode_6x6_board_takes_4_throws() -> None:
    assert min_rolls(LEETCODE_6X6) == 4


def test_leetcode_6x6_path_and_rolls_are_the_worked_example() -> None:
    solution = solve(Board.from_matrix(LEETCODE_6X6))
    assert solution.min_rolls == 4
    assert solution.path == (1, 15, 13, 35, 36)
    assert solution.rolls == (1, 2, 1, 1)


def test_2x2_ladder_to_3_takes_1_throw() -> None:
    assert min_rolls([[-1, -1], [-1, 3]]) == 1


def test_2x2_jumps_are_not_chained() -> None:
    # A throw of 1 lands on 2 and climbs to 3; the ladder 3→4 is not taken in the same throw.
    # A throw of 2 climbs 3→4, a throw of 3 reaches 4 directly: either wins in one.
    board = Board.from_matrix([[-1, 4], [-1, 3]])
    assert board.jumps == {2: 3, 3: 4}
    solution = solve(board)
    assert solution.min_rolls == 1
    assert solution.path == (1, 4)
    assert solution.rolls in ((2,), (3,))
    assert solution.distance(3) == 1  # climbed to from 2; its own ladder is not taken
    assert solution.distance(2) == -1  # a ladder starts on 2: the token never rests there
    assert min_rolls([[-1, 4], [-1, 3]]) == 1


def test_linear_30_cell_board_takes_3_throws() -> None:
    assert min_throws_linear(LINEAR_30) == 3


def test_linear_30_cell_board_as_a_board_takes_3_throws() -> None:
    board = Board.from_linear(LINEAR_30)
    assert board.size == 30
    assert solve(board).min_rolls == 3


def test_plain_10x10_board_takes_17_throws() -> None:
    assert min_rolls([[-1] * 10 for _ in range(10)]) == 17
    solution = solve(Board(10, 10))
    assert solution.min_rolls == 17
    assert solution.path[0] == 1 and solution.path[-1] == 100
    assert sum(solution.rolls) == 99


def milton_bradley_board() -> Board:
    return Board(10, 10, {**MB_LADDERS, **MB_CHUTES})


def test_milton_bradley_board_takes_7_throws_from_off_the_board() -> None:
    solution = solve(milton_bradley_board(), MILTON_BRADLEY_RULES)
    assert solution.min_rolls == 7
    assert solution.path[0] == 0
    assert solution.path[-1] == 100
    assert len(solution.path) == 8
    assert solution.layers[0] == [0]


def test_milton_bradley_rules_are_the_classic_american_ones() -> None:
    assert MILTON_BRADLEY_RULES == Rules(
        extra_roll_on_six=False, three_sixes_void=False, overshoot="stay", start="off-board"
    )
    assert MILTON_BRADLEY_RULES.start_square == 0


def test_milton_bradley_first_throw_of_1_can_take_the_ladder_on_square_1() -> None:
    solution = solve(milton_bradley_board(), MILTON_BRADLEY_RULES)
    assert solution.distance(38) == 1
    assert solution.distance(1) == -1  # a ladder starts there: the token never rests on it


# -- the turn engine -----------------------------------------------------------------------------


def test_first_game_example_sequence() -> None:
    game = SnakeAndLadderGame(["A", "B"], GAME_SNAKES, GAME_LADDERS)
    assert game.play_turn("A", [2]) == "A,22,B,CONTINUE"
    assert game.play_turn("B", [4]) == "B,8,A,CONTINUE"
    assert game.play_turn("A", [6, 3]) == "A,31,B,CONTINUE"
    assert game.get_player_position("A") == 31
    assert game.get_player_position("B") == 8
    assert game.get_winner() == ""


def test_snake_after_two_sixes_example() -> None:
    game = SnakeAndLadderGame(["P1", "P2"], ["14,4"], ["9,31"])
    assert game.play_turn("P1", [6, 6, 1]) == "P1,4,P2,CONTINUE"
    assert game.get_player_position("P1") == 4


def test_three_sixes_example() -> None:
    game = SnakeAndLadderGame(["R", "S"])
    assert game.play_turn("R", [6, 6, 6]) == "R,1,S,CONTINUE"
    assert game.get_player_position("R") == 1


# -- the shipped presets ------------------------------------------------------------------------------

EXPECTED_PRESETS = {"classic", "leetcode-6x6", "linear-30", "milton-bradley"}


def test_the_expected_presets_are_shipped() -> None:
    assert EXPECTED_PRESETS <= set(preset_names())


@pytest.mark.parametrize("name", sorted(EXPECTED_PRESETS))
def test_preset_loads_as_a_solvable_board(name: str) -> None:
    loaded = load_preset(name)
    solution = solve(loaded.board, loaded.rules)
    assert solution.min_rolls > 0
    assert solution.path[-1] == loaded.board.size


def test_classic_preset_is_the_default_rules_on_10x10() -> None:
    loaded = load_preset("classic")
    assert (loaded.board.rows, loaded.board.cols) == (10, 10)
    assert loaded.rules == Rules()


def test_leetcode_preset_is_the_6x6_example() -> None:
    loaded = load_preset("leetcode-6x6")
    assert loaded.board == Board.from_matrix(LEETCODE_6X6)
    assert solve(loaded.board, loaded.rules).min_rolls == 4


def test_linear_30_preset_takes_3_throws() -> None:
    loaded = load_preset("linear-30")
    assert loaded.board.size == 30
    assert loaded.board.jumps == {i + 1: v + 1 for i, v in enumerate(LINEAR_30) if v != -1}
    assert solve(loaded.board, loaded.rules).min_rolls == 3


def test_milton_bradley_preset_takes_7_throws() -> None:
    loaded = load_preset("milton-bradley")
    assert loaded.board == milton_bradley_board()
    assert loaded.rules == MILTON_BRADLEY_RULES
    solution = solve(loaded.board, loaded.rules)
    assert solution.min_rolls == 7
    assert solution.path[0] == 0


def test_unknown_preset_is_refused() -> None:
    with pytest.raises(KeyError):
        load_preset("no-such-board")
