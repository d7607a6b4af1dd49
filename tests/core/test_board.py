"""The board (docs/rules.md): hard errors with messages that say where, designer warnings, immutable
edits, snakes/ladders, and the other conventions (lists, linear move array)."""

from __future__ import annotations

from typing import Any

import pytest

from snl_desktop.core import Board, BoardError, Problem, Rules, problems, solution
from snl_desktop.words.board import summary

OFF_BOARD = Rules(start="off-board")


def plain(rows: int, cols: int) -> list[list[Any]]:
    return [[-1] * cols for _ in range(rows)]


def with_cell(rows: int, cols: int, row: int, col: int, value: Any) -> list[list[Any]]:
    matrix = plain(rows, cols)
    matrix[row][col] = value
    return matrix


def board_error(matrix: Any) -> str:
    with pytest.raises(BoardError) as info:
        Board.from_matrix(matrix)
    message = str(info.value)
    assert "\n" not in message
    return message


def assert_names_cell(message: str, row: int, col: int, square: int) -> None:
    assert f"row {row}" in message, message
    assert f"column {col}" in message, message
    assert f"square {square}" in message, message


# -- hard errors ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    ["x", "3", 3.0, -1.0, True, False, None, [3]],
    ids=["text", "digit-text", "float", "float-minus-one", "true", "false", "null", "list"],
)
def test_a_non_integer_names_row_column_and_square(value: Any) -> None:
    # 3×3: row 0 is squares 9 8 7 (left to right is 7 8 9), so (0, 1) is square 8.
    message = board_error(with_cell(3, 3, 0, 1, value))
    assert_names_cell(message, 0, 1, 8)


def test_bools_are_not_ints_even_where_they_equal_a_square() -> None:
    # True == 1 in Python; the matrix convention has no booleans.
    message = board_error(with_cell(2, 2, 1, 1, True))
    assert_names_cell(message, 1, 1, 2)


@pytest.mark.parametrize("value", [0, 10, -2, 10**30])
def test_a_value_outside_minus_one_and_1_to_n_names_row_column_and_square(value: int) -> None:
    # 3×3: (2, 2) is square 3.
    message = board_error(with_cell(3, 3, 2, 2, value))
    assert_names_cell(message, 2, 2, 3)


def test_a_value_of_n_plus_1_is_refused_but_n_is_accepted() -> None:
    board_error(with_cell(3, 4, 2, 1, 13))
    assert Board.from_matrix(with_cell(3, 4, 2, 1, 12)).jumps == {2: 12}


def test_a_jump_starting_on_the_last_square_names_it() -> None:
    # 3×3 has its last square 9 at (0, 2); 2×2 has square 4 at (0, 0).
    assert_names_cell(board_error(with_cell(3, 3, 0, 2, 1)), 0, 2, 9)
    assert_names_cell(board_error(with_cell(2, 2, 0, 0, 1)), 0, 0, 4)


def test_a_self_jump_on_the_last_square_is_still_a_jump_from_it() -> None:
    assert_names_cell(board_error(with_cell(2, 2, 0, 0, 4)), 0, 0, 4)


def test_a_ragged_row_is_refused_naming_the_row() -> None:
    assert "row 1" in board_error([[-1, -1, -1], [-1, -1], [-1, -1, -1]])
    assert "row 2" in board_error([[-1, -1], [-1, -1], [-1, -1, -1]])
    assert "row 1" in board_error([[-1, -1], 7])


def test_an_empty_matrix_is_refused() -> None:
    board_error([])


def test_empty_rows_are_refused() -> None:
    assert "row 0" in board_error([[], []])
    assert "row 1" in board_error([[-1, -1], []])


@pytest.mark.parametrize("matrix", [None, "[[-1]]", 5, {"rows": 2}], ids=["none", "text", "int", "dict"])
def test_a_matrix_that_is_not_a_list_of_rows_is_refused(matrix: Any) -> None:
    board_error(matrix)


@pytest.mark.parametrize(
    "rows, cols, named",
    [
        (1, 5, "1 row"),
        (5, 1, "1 column"),
        (1, 1, "1 row"),
        (1001, 2, "1001 row"),
        (2, 1001, "1001 column"),
    ],
)
def test_dimensions_outside_2_to_1000_are_refused(rows: int, cols: int, named: str) -> None:
    message = board_error(plain(rows, cols))
    assert named in message, message
    with pytest.raises(BoardError):
        Board(rows, cols)


def test_dimensions_2_and_1000_are_accepted() -> None:
    assert Board.from_matrix(plain(2, 2)).size == 4
    assert Board.from_matrix(plain(1000, 2)).size == 2000
    assert Board(2, 1000).size == 2000


@pytest.mark.parametrize("rows, cols", [(2.0, 2), (2, "3"), (True, 2), (None, 2)])
def test_board_dimensions_must_be_ints(rows: Any, cols: Any) -> None:
    with pytest.raises(BoardError):
        Board(rows, cols)


@pytest.mark.parametrize("jumps", [{0: 3}, {10: 3}, {3: 0}, {3: 10}, {9: 1}, {2.0: 5}, {2: True}])
def test_board_constructor_refuses_bad_jumps(jumps: dict[Any, Any]) -> None:
    with pytest.raises(BoardError):
        Board(3, 3, jumps)


def test_jump_from_the_last_square_message_names_row_column_and_square() -> None:
    with pytest.raises(BoardError) as info:
        Board(3, 3, {9: 1})
    assert_names_cell(str(info.value), 0, 2, 9)


# -- warnings -----------------------------------------------------------------------------------


def warnings(board: Board, rules: Rules | None = None) -> list[Problem]:
    found = problems(board, rules)
    assert all(p.severity == "warning" for p in found)
    return found


def test_a_clean_board_has_no_warnings() -> None:
    assert warnings(Board(10, 10, {3: 22, 17: 7})) == []
    assert warnings(Board(10, 10, {3: 22, 17: 7}), OFF_BOARD) == []


def test_a_self_jump_is_warned_about() -> None:
    found = warnings(Board(3, 3, {5: 5}))
    assert [p.square for p in found] == [5]
    assert (found[0].row, found[0].col) == (1, 1)
    assert "square 5" in found[0].message


def test_a_jump_from_square_1_is_warned_about_only_when_play_starts_there() -> None:
    board = Board(4, 4, {1: 9})
    assert [p.square for p in warnings(board)] == [1]
    assert warnings(board, OFF_BOARD) == []


def test_a_chain_is_warned_about() -> None:
    found = warnings(Board(4, 4, {2: 6, 6: 11}))
    assert len(found) == 1
    assert found[0].square in (2, 6)
    assert "chain" in found[0].message.lower()
    assert warnings(Board(4, 4, {2: 7, 6: 11})) == []


def test_a_jump_to_square_1_is_warned_about_only_under_the_off_board_start() -> None:
    board = Board(4, 4, {9: 1})
    assert warnings(board) == []
    assert [p.square for p in warnings(board, OFF_BOARD)] == [9]


def test_an_unreachable_goal_is_warned_about() -> None:
    # 3×3: every square a throw from 1 can reach (2..7) is a snake back to 1.
    # One die a turn: no throw gets past them (under "a 6 throws again", 6 + 2 reaches 9).
    board = Board(3, 3, {s: 1 for s in range(2, 8)})
    one_die = Rules(extra_roll_on_six=False)
    assert solution(board).min_rolls == -1
    found = warnings(board, one_die)
    assert any(p.square in (None, 9) and "9" in p.message for p in found)
    assert not any("cannot be reached" in p.message for p in warnings(board))  # a 6 and a 2 do
    reachable = board.without_jump(7)
    assert solution(board).min_rolls == -1 and solution(reachable).min_rolls == 2
    assert not any(p.square in (None, 9) for p in warnings(reachable, one_die))


def test_warnings_do_not_stop_the_board_from_being_made() -> None:
    # 3×3: (2, 0) is square 1 → 9 (from square 1, onto the goal); (2, 2) is square 3 → 8;
    # (1, 1) is square 5 → 5 (a self-jump).
    board = Board.from_matrix([[-1, -1, -1], [-1, 5, -1], [9, -1, 8]])
    assert board.jumps == {1: 9, 3: 8, 5: 5}
    assert {p.square for p in warnings(board)} == {1, 5}


# -- immutable edits --------------------------------------------------------------------------------


def test_with_jump_returns_a_new_board_and_leaves_the_original() -> None:
    original = Board(4, 4, {3: 10})
    edited = original.with_jump(12, 2)
    assert edited is not original
    assert edited.jumps == {3: 10, 12: 2}
    assert original.jumps == {3: 10}


def test_with_jump_replaces_the_jump_from_the_same_square() -> None:
    original = Board(4, 4, {3: 10})
    assert original.with_jump(3, 14).jumps == {3: 14}
    assert original.jumps == {3: 10}


def test_with_jump_refuses_what_the_board_refuses() -> None:
    original = Board(4, 4, {3: 10})
    for start, end in [(16, 2), (3, 17), (0, 5)]:
        with pytest.raises(BoardError):
            original.with_jump(start, end)
    assert original.jumps == {3: 10}


def test_without_jump_returns_a_new_board_and_leaves_the_original() -> None:
    original = Board(4, 4, {3: 10, 12: 2})
    edited = original.without_jump(3)
    assert edited.jumps == {12: 2}
    assert original.jumps == {3: 10, 12: 2}
    assert original.without_jump(5) == original


def test_an_edit_knows_the_squares_it_changed_either_way() -> None:
    """What a view redraws after an edit or its undo: the squares `with_jump` and `without_jump`
    changed (kept by the edit, not found by walking a 1000×1000 board's jumps), the same as
    comparing the jumps; any other pair of boards is compared."""
    original = Board(10, 10, {3: 22, 17: 7, 40: 12})

    def compared(a: Board, b: Board) -> set[int]:
        return {start for start, _ in a.jumps.items() ^ b.jumps.items()}

    edits = [
        original.with_jump(50, 80),  # added
        original.with_jump(17, 4),  # replaced
        original.with_jump(17, 7),  # the same jump: nothing changed
        original.without_jump(40),  # removed
        original.without_jump(41),  # nothing to remove
        original.with_jump(50, 80).without_jump(3),  # two steps: compared
    ]
    for edited in edits:
        assert original.changed_squares(edited) == edited.changed_squares(original) == compared(original, edited)
    assert edits[0].changed_squares(edits[1]) == {17, 50}
    once = original.with_jump(60, 2)
    del original  # the board it was made from is gone: compared
    assert once.changed_squares(Board(10, 10, {3: 22, 17: 7, 40: 12})) == {60}


def test_resized_keeps_the_jumps_that_fit_and_leaves_the_original() -> None:
    original = Board(10, 10, {3: 22, 17: 7, 95: 5, 20: 30, 25: 3, 24: 25})
    smaller = original.resized(5, 5)
    assert (smaller.rows, smaller.cols) == (5, 5)
    # 95 is off the board, 20→30 ends off it, 25 is the new last square.
    assert smaller.jumps == {3: 22, 17: 7, 24: 25}
    assert (original.rows, original.cols) == (10, 10)
    assert len(original.jumps) == 6
    bigger = smaller.resized(6, 7)
    assert bigger.size == 42 and bigger.jumps == smaller.jumps


def test_a_board_cannot_be_changed_in_place() -> None:
    board = Board(4, 4, {3: 10})
    with pytest.raises((AttributeError, TypeError)):
        board.rows = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        board.jumps[4] = 12  # type: ignore[index]
    assert board == Board(4, 4, {3: 10})


def test_a_board_does_not_share_the_callers_jumps() -> None:
    jumps = {3: 10}
    board = Board(4, 4, jumps)
    jumps[5] = 12
    assert board.jumps == {3: 10}


def test_boards_compare_and_hash_by_value() -> None:
    a, b = Board(4, 4, {3: 10}), Board(4, 4, {3: 10})
    assert a == b and hash(a) == hash(b)
    assert a != Board(4, 4, {3: 11})
    assert Board(2, 8) != Board(8, 2)


# -- snakes and ladders --------------------------------------------------------------------------------


def test_snakes_and_ladders_split_the_jumps() -> None:
    board = Board(10, 10, {3: 22, 17: 7, 50: 50, 98: 79, 1: 100})
    assert board.ladders == {3: 22, 1: 100}
    assert board.snakes == {17: 7, 98: 79}


# -- other conventions -----------------------------------------------------------------------------------


def test_from_lists_reads_strings_and_pairs_on_10x10() -> None:
    board = Board.from_lists(["17,7", (54, 34)], ["3,22", [5, 8]])
    assert (board.rows, board.cols) == (10, 10)
    assert board.snakes == {17: 7, 54: 34}
    assert board.ladders == {3: 22, 5: 8}


def test_from_lists_with_other_dimensions() -> None:
    board = Board.from_lists(["19,2"], ["2,18"], rows=4, cols=5)
    assert (board.rows, board.cols) == (4, 5)
    assert board.jumps == {19: 2, 2: 18}
    with pytest.raises(BoardError):
        Board.from_lists(["20,2"], [], rows=4, cols=5)  # 20 is the last square


def test_from_lists_refuses_a_snake_that_goes_up() -> None:
    with pytest.raises(BoardError) as info:
        Board.from_lists(snakes=["7,17"])
    assert "7" in str(info.value) and "17" in str(info.value)


def test_from_lists_refuses_a_ladder_that_goes_down() -> None:
    with pytest.raises(BoardError) as info:
        Board.from_lists(ladders=["22,3"])
    assert "22" in str(info.value) and "3" in str(info.value)


@pytest.mark.parametrize(
    "snakes, ladders",
    [
        (["17"], []),
        (["17,7,3"], []),
        (["a,b"], []),
        ([(17,)], []),
        ([None], []),
        ([], ["3,3"]),
        ([], ["99,101"]),
        (["17,7"], ["17,30"]),
        (["17,0"], []),
    ],
)
def test_from_lists_refuses_malformed_items(snakes: list[Any], ladders: list[Any]) -> None:
    with pytest.raises(BoardError):
        Board.from_lists(snakes, ladders)


def test_from_linear_maps_cell_i_to_square_i_plus_1() -> None:
    move = [-1, -1, 5, -1, -1, 0, -1, -1]
    board = Board.from_linear(move)
    assert board.size == 8
    assert board.jumps == {3: 6, 6: 1}


def test_from_linear_with_explicit_dimensions() -> None:
    board = Board.from_linear([-1] * 12, rows=3, cols=4)
    assert (board.rows, board.cols) == (3, 4)
    with pytest.raises(BoardError):
        Board.from_linear([-1] * 12, rows=5, cols=4)


@pytest.mark.parametrize("move", [[-1] * 7, [-1, -1, "3", -1], [-1, -1, 4, -1], [-1, -1, 2.0, -1], "abcd", None])
def test_from_linear_refuses_what_cannot_be_a_board(move: Any) -> None:
    with pytest.raises(BoardError):
        Board.from_linear(move)


# -- positions ------------------------------------------------------------------------------------------


def test_positions_on_a_rectangular_board() -> None:
    # 3 rows × 4 columns: label 1 bottom-left, the bottom row left→right, the next right→left.
    board = Board(3, 4)
    assert [[board.cell_at(r, c) for c in range(4)] for r in range(3)] == [
        [9, 10, 11, 12],
        [8, 7, 6, 5],
        [1, 2, 3, 4],
    ]


@pytest.mark.parametrize("square", [0, 13, -1, 2.0, True, "3"])
def test_position_refuses_a_square_off_the_board(square: Any) -> None:
    with pytest.raises(BoardError):
        Board(3, 4).position(square)


@pytest.mark.parametrize("row, col", [(3, 0), (0, 4), (-1, 0), (0, -1)])
def test_cell_at_refuses_a_cell_off_the_board(row: int, col: int) -> None:
    with pytest.raises(BoardError):
        Board(3, 4).cell_at(row, col)


def test_a_summary_counts_in_words(app):
    assert summary(Board(10, 10, {17: 7, 3: 22, 5: 8})) == "10×10, 1 snake, 2 ladders"
    assert summary(Board(2, 3)) == "2×3, 0 snakes, 0 ladders"


@pytest.mark.parametrize("text", ["1_7,7", "+17,7", " 17 , 7", "17, 7", "١٧,٧", "17,7,", "0x11,7", "17,-7", ""])
def test_snakes_and_ladders_text_takes_exactly_the_documented_form(text) -> None:
    with pytest.raises(BoardError, match="digits 0-9 and one comma"):
        Board.from_lists(snakes=[text])
    assert Board.from_lists(snakes=["17,7"], ladders=["3,22"]).jumps == {17: 7, 3: 22}


def test_error_messages_cut_huge_numbers() -> None:
    huge = int("9" * 4300)
    with pytest.raises(BoardError) as refused:
        Board(10, 10, {huge: 5})
    assert "999999…9999 (4300 digits)" in str(refused.value) and len(str(refused.value)) < 120
