"""The square numbering of LeetCode 909 (`core.squares`): square 1 at the bottom-left, the rows
alternating direction up the board. Every reader of a matrix and every view of a board place
squares by it, so a slip here puts every snake and ladder on the wrong cell."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from helpers.boards import LEETCODE_6X6
from snl_desktop.core.board import Board
from snl_desktop.core.squares import label_positions, label_to_position, position_to_label, row_labels

sides = st.integers(min_value=1, max_value=12)


@given(rows=sides, cols=sides, data=st.data())
def test_a_square_goes_to_its_cell_and_back(rows: int, cols: int, data: st.DataObject) -> None:
    square = data.draw(st.integers(min_value=1, max_value=rows * cols))
    row, col = label_to_position(rows, cols, square)
    assert 0 <= row < rows and 0 <= col < cols
    assert position_to_label(rows, cols, row, col) == square


@given(rows=sides, cols=sides)
def test_every_cell_holds_one_square_and_every_square_one_cell(rows: int, cols: int) -> None:
    cells = [label_to_position(rows, cols, square) for square in range(1, rows * cols + 1)]
    assert sorted(cells) == [(row, col) for row in range(rows) for col in range(cols)]
    labels = [position_to_label(rows, cols, row, col) for row, col in cells]
    assert labels == list(range(1, rows * cols + 1))


@given(rows=sides, cols=sides)
def test_a_matrix_row_lists_its_squares_from_column_0(rows: int, cols: int) -> None:
    for row in range(rows):
        assert list(row_labels(rows, cols, row)) == [position_to_label(rows, cols, row, col) for col in range(cols)]


@given(rows=sides, cols=sides)
def test_the_squares_in_turn_step_to_a_neighbouring_cell(rows: int, cols: int) -> None:
    """Boustrophedon: square k + 1 is beside square k, or straight above it at a row's end."""
    for square in range(1, rows * cols):
        (r1, c1), (r2, c2) = label_to_position(rows, cols, square), label_to_position(rows, cols, square + 1)
        assert (r1 - r2, abs(c1 - c2)) in ((0, 1), (1, 0))


@pytest.mark.parametrize(
    ("square", "cell"),
    [
        (1, (5, 0)),  # the bottom-left
        (2, (5, 1)),  # the ladder 2 → 15 starts here: LEETCODE_6X6[5][1] == 15
        (6, (5, 5)),
        (7, (4, 5)),  # the second row runs right to left
        (12, (4, 0)),
        (13, (3, 0)),
        (14, (3, 1)),  # the ladder 14 → 35
        (17, (3, 4)),  # the snake 17 → 13
        (31, (0, 5)),  # six rows: the top row runs right to left
        (36, (0, 0)),  # the goal is the top-left
    ],
)
def test_the_leetcode_6x6_example_has_its_squares_where_the_problem_draws_them(
    square: int, cell: tuple[int, int]
) -> None:
    assert label_to_position(6, 6, square) == cell
    assert position_to_label(6, 6, *cell) == square


def test_the_leetcode_6x6_matrix_reads_as_its_jumps_and_writes_back() -> None:
    board = Board.from_matrix(LEETCODE_6X6)
    assert dict(board.jumps) == {2: 15, 14: 35, 17: 13}
    assert board.to_matrix() == LEETCODE_6X6


@pytest.mark.parametrize(("rows", "cols"), [(5, 5), (5, 6), (6, 5)])
def test_the_top_row_runs_by_the_parity_of_the_rows(rows: int, cols: int) -> None:
    top = list(row_labels(rows, cols, 0))
    last = rows * cols
    assert top == (list(range(last - cols + 1, last + 1)) if rows % 2 else list(range(last, last - cols, -1)))


@given(rows=sides, cols=sides)
def test_the_array_version_places_every_square_as_the_scalar_one(rows: int, cols: int) -> None:
    squares = np.arange(1, rows * cols + 1)
    row, col = label_positions(rows, cols, squares)
    assert list(zip(row.tolist(), col.tolist(), strict=True)) == [
        label_to_position(rows, cols, int(s)) for s in squares
    ]


def test_the_array_version_takes_squares_in_any_order_and_a_1000x1000_board() -> None:
    squares = np.array([1_000_000, 1, 1001, 2000, 999_001])
    row, col = label_positions(1000, 1000, squares)
    assert list(zip(row.tolist(), col.tolist(), strict=True)) == [
        (0, 0),  # an even number of rows: the top row runs right to left
        (999, 0),
        (998, 999),  # the second row starts on the right
        (998, 0),
        (0, 999),
    ]
