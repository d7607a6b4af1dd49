"""Each snake and ladder keeps its look through every edit, and the `.snl` file keeps the looks
a designer chose (a board with the looks it would get anyway writes none: its file is as before)."""

from __future__ import annotations

from snl_desktop.core import Board
from snl_desktop.core.files.boards import dumps_board, parse_board_bytes
from snl_desktop.core.styles import LADDER_COLOUR, SNAKE_PALETTE, JumpStyle, Styles, follow, fresh
from snl_desktop.presets import load_preset

CLASSIC = load_preset("classic").board


def colours(board: Board, styles: Styles) -> dict[int, str]:
    return {start: styles.as_dict()[start].colour for start in board.jumps}


def test_adding_a_snake_recolours_no_other() -> None:
    """Adding 54→34 to the classic board recoloured three other snakes before."""
    before = fresh(CLASSIC)
    board = CLASSIC.with_jump(54, 34) if 54 not in CLASSIC.jumps else CLASSIC.with_jump(57, 41)
    after = follow(CLASSIC, board, before)
    kept = colours(CLASSIC, before)
    assert {s: c for s, c in colours(board, after).items() if s in CLASSIC.jumps} == kept
    new = next(s for s in board.jumps if s not in CLASSIC.jumps)
    assert colours(board, after)[new] in SNAKE_PALETTE


def test_a_moved_end_keeps_the_look_and_a_removed_jump_drops_it() -> None:
    board = Board(10, 10, {40: 12, 30: 55})
    styles = Styles.of({40: JumpStyle("#123456", "stripes"), 30: JumpStyle("#654321")})
    moved = follow(board, board.without_jump(40).with_jump(44, 12), styles)  # the head dragged
    assert moved.get(44) == JumpStyle("#123456", "stripes") and moved.get(40) is None
    gone = follow(board, board.without_jump(30), styles)
    assert gone.get(30) is None and gone.get(40) == JumpStyle("#123456", "stripes")
    turned = follow(board, board.with_jump(30, 20), styles)  # a ladder dragged into a snake
    assert turned.get(30) != JumpStyle("#654321") and turned.get(30).colour in SNAKE_PALETTE


def test_new_ladders_are_wood_and_fresh_snakes_take_the_palette_in_order() -> None:
    styles = fresh(Board(10, 10, {90: 10, 80: 20, 5: 50}))
    assert styles.get(5).colour == LADDER_COLOUR
    assert [styles.get(s).colour for s in (80, 90)] == list(SNAKE_PALETTE[:2])  # by head, as before


def test_the_file_keeps_chosen_looks_and_a_plain_board_writes_none() -> None:
    board = Board(10, 10, {40: 12, 30: 55})
    plain = dumps_board(board, styles=fresh(board))
    assert '"styles"' not in plain and plain == dumps_board(board)
    chosen = fresh(board).with_style(40, JumpStyle("#abcdef", "plain"))
    loaded = parse_board_bytes(dumps_board(board, styles=chosen).encode())
    assert loaded.styles == chosen
    assert parse_board_bytes(plain.encode()).styles is None  # the file says nothing of looks


def test_unreadable_looks_are_ignored_not_refused() -> None:
    text = dumps_board(Board(10, 10, {40: 12})).replace(
        '"rules"', '"styles": {"40": {"colour": "red"}, "x": 3, "99": {"colour": "#000000"}},\n  "rules"'
    )
    loaded = parse_board_bytes(text.encode())
    assert loaded.board.jumps == {40: 12} and loaded.styles == fresh(loaded.board)
