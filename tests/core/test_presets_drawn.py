"""Issue 33, defect 7: the classic family board had sideways ladders (5 → 8 inside one row;
20 → 29 and 11 → 26 climbing one row across 8 and 4 columns) and a pile-up of jump ends in its
bottom-left corner. A ladder a child cannot see climb is not a ladder.

The rules, for every shipped board:

- every ladder climbs at least one row, and crosses at most 3 columns per row it climbs (a
  ladder steeper than about 18° from the horizontal on square tiles: one that reads as going
  *up*);
- on the family boards (the classic board the app opens with, and Milton Bradley's), no two
  jumps' ends touch (share a side) and no 2×2 block of squares holds three ends: a child can
  tell which end is which. The lesson boards (LeetCode 909's 6×6 and the 30-square line) are
  the exercises' own data, quoted as published: their ends are left where the exercises put
  them, though their ladders climb too.

Its character stays: 8 snakes and 7 ladders, 51.41 turns on average (51.39 before), a long
snake from the top rows to the middle, a ladder up the right-hand edge to square 91; the fewest
throws are 8 (7 before: the ladder 20 → 29 no longer sends a first 6 along a row)."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, Rules
from snl_desktop.core.markov import expected_turns
from snl_desktop.core.solver import solution
from snl_desktop.presets import load_preset, preset_names

FAMILY_BOARDS = ("classic", "milton-bradley")
COLUMNS_PER_ROW = 3


def place(board: Board, square: int) -> tuple[int, int]:
    """``square``'s (row from the bottom, column from the left) on the boustrophedon board."""
    row, col = divmod(square - 1, board.cols)
    return row, (board.cols - 1 - col if row % 2 else col)


def sideways_ladders(board: Board) -> list[tuple[int, int]]:
    """The ladders that do not visibly climb: within one row, or over more than
    `COLUMNS_PER_ROW` columns per row climbed."""
    found = []
    for start, end in sorted(board.ladders.items()):
        (r1, c1), (r2, c2) = place(board, start), place(board, end)
        if r2 - r1 < 1 or abs(c2 - c1) > COLUMNS_PER_ROW * (r2 - r1):
            found.append((start, end))
    return found


def piled_up(board: Board) -> list[tuple[int, ...]]:
    """Jump ends that pile up: two ends of different jumps on squares that share a side, or
    three ends in one 2×2 block of squares."""
    owner = {square: start for start, end in board.jumps.items() for square in (start, end)}
    where = {place(board, square): square for square in owner}
    found: list[tuple[int, ...]] = []
    for (row, col), square in where.items():
        for other in (where.get((row + 1, col)), where.get((row, col + 1))):
            if other is not None and owner[other] != owner[square]:
                found.append(tuple(sorted((square, other))))
    for row in range(board.rows - 1):
        for col in range(board.cols - 1):
            block = [where[r, c] for r in (row, row + 1) for c in (col, col + 1) if (r, c) in where]
            if len(block) >= 3:
                found.append(tuple(sorted(block)))
    return found


@pytest.mark.parametrize("name", preset_names())
def test_every_shipped_ladder_climbs_visibly(name: str) -> None:
    assert sideways_ladders(load_preset(name).board) == []


@pytest.mark.parametrize("name", FAMILY_BOARDS)
def test_the_family_boards_jump_ends_do_not_pile_up(name: str) -> None:
    assert piled_up(load_preset(name).board) == []


def test_the_rules_catch_the_old_classic_board() -> None:
    old = Board(10, 10, {3: 22, 5: 8, 11: 26, 20: 29, 36: 55, 51: 72, 71: 92})
    old = Board(10, 10, {**old.jumps, 98: 79, 95: 75, 93: 73, 87: 24, 62: 19, 64: 60, 54: 34, 17: 7})
    assert sideways_ladders(old) == [(5, 8), (11, 26), (20, 29)]
    assert (19, 20) in piled_up(old) and (7, 8) in piled_up(old)


def test_the_classic_board_keeps_its_character() -> None:
    preset = load_preset("classic")
    board, rules = preset.board, preset.rules
    assert (len(board.snakes), len(board.ladders)) == (8, 7)
    assert rules == Rules()
    turns = expected_turns(board, rules)
    assert turns is not None and round(turns, 4) == 51.4144  # 51.3930 before: the same game's length
    assert solution(board, rules, 1).min_rolls == 8
