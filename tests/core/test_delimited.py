"""A matrix as a spreadsheet has it: tab-separated cells copied from a sheet, CSV with commas or
semicolons, quoted cells; written back for a spreadsheet to open; a cell that is not a whole
number named by its row and column."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, BoardError
from snl_desktop.core.files.boards import parse_board_bytes
from snl_desktop.core.files.delimited import looks_delimited, matrix_delimited, parse_delimited
from snl_desktop.presets import load_preset

SIX = load_preset("leetcode-6x6").board


@pytest.mark.parametrize("delimiter", ["\t", ",", ";"])
def test_the_matrix_goes_to_a_spreadsheet_and_back(delimiter: str) -> None:
    text = matrix_delimited(SIX, delimiter)
    assert looks_delimited(text) and text.count("\n") == 6
    assert Board.from_matrix(parse_delimited(text)) == SIX


def test_cells_copied_from_a_spreadsheet_with_quotes_and_a_trailing_tab() -> None:
    text = '"-1"\t"-1"\t\n-1\t3\t\n\n'
    assert parse_delimited(text) == [[-1, -1], [-1, 3]]


def test_a_cell_that_is_no_number_is_named() -> None:
    with pytest.raises(BoardError) as caught:
        parse_delimited("-1,-1\n-1,x3")
    assert "row 1, column 1" in str(caught.value)


def test_a_csv_file_is_a_board_where_it_said_damaged_before() -> None:
    loaded = parse_board_bytes(matrix_delimited(SIX, ",").encode("utf-8-sig"))  # Excel writes a BOM
    assert loaded.board == SIX and loaded.kind == "matrix"
    assert not looks_delimited("[[-1, -1], [-1, 3]]") and not looks_delimited('{"move": [1]}')


def test_old_mac_line_ends_are_line_ends() -> None:
    """A CSV whose lines end in a carriage return alone (an old Mac's) is read as the lines it
    holds, with any separator (it was an internal error)."""
    for delimiter in (",", ";", "\t", " "):
        text = "\r".join(delimiter.join(map(str, row)) for row in SIX.to_matrix()) + "\r"
        assert Board.from_matrix(parse_delimited(text)) == SIX
    assert parse_board_bytes(matrix_delimited(SIX, ",").replace("\n", "\r").encode()).board == SIX


def test_a_cell_longer_than_any_square_is_named_without_being_read() -> None:
    """A cell of 5 000 digits (more than Python reads) is refused by its row, column and length,
    never converted (it was an internal error)."""
    for cell in ("9" * 5000, "-" + "9" * 21, "+" + "1" * 30):
        with pytest.raises(BoardError) as caught:
            parse_delimited(f"-1,-1\n-1,{cell}\n")
        said = str(caught.value)
        assert said == f"row 1, column 1: a number of {len(cell.lstrip('+-'))} digits; no square has one", said
    assert parse_delimited("-1,00000000000000000000000003\n-1,-1") == [[-1, 3], [-1, -1]]  # leading zeros
