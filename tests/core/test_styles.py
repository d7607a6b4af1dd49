"""Each snake and ladder keeps its look through every edit, and the `.snl` file keeps the looks
a designer chose (a board with the looks it would get anyway writes none: its file is as before)."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from functools import partial
from types import FrameType

from snl_desktop.core import Board
from snl_desktop.core import styles as styles_module
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


# -- at scale: the looks of a 1000×1000 board with 100 000 jumps --------------------------------
# Opening such a board took longer than 300 s: each new snake's colour counted the colours of
# every look already given (quadratic). The work is counted, not timed: the Python lines run in
# `core.styles` for n and 4n jumps.


def _oracle_follow(before: Board, after: Board, styles: Styles) -> dict[int, JumpStyle]:
    """The looks as they were chosen before the fix (quadratic, but the choices to keep)."""
    from snl_desktop.core.board import jump_kind_of

    old = styles.as_dict()
    kept = {
        s: old[s]
        for s, e in after.jumps.items()
        if s in old and s in before.jumps and jump_kind_of(s, e) == jump_kind_of(s, before.jumps[s])
    }
    gone = [s for s in before.jumps if s in old and s not in kept]
    new = [s for s in after.jumps if s not in kept]
    for kind in ("snake", "ladder"):
        gone_kind = [s for s in gone if jump_kind_of(s, before.jumps[s]) == kind]
        new_kind = [s for s in new if jump_kind_of(s, after.jumps[s]) == kind]
        if len(gone_kind) == 1 and len(new_kind) == 1:
            kept[new_kind[0]] = old[gone_kind[0]]
    for start in sorted(after.jumps):
        if start not in kept:
            used = [look.colour for look in kept.values()]
            if jump_kind_of(start, after.jumps[start]) == "snake":
                colour = min(SNAKE_PALETTE, key=lambda c: (used.count(c), SNAKE_PALETTE.index(c)))
            else:
                colour = LADDER_COLOUR
            kept[start] = JumpStyle(colour)
    return kept


def _random_board(rnd: random.Random, side: int, jumps: int) -> Board:
    n = side * side
    return Board(side, side, {s: rnd.randint(1, n) for s in rnd.sample(range(2, n), jumps)})


def test_the_looks_chosen_are_those_chosen_before_through_any_edits() -> None:
    """Fresh looks, designer's colours, looks missing or left over, then edits (a jump added,
    removed, moved, turned from snake to ladder, several at once), each checked against the
    choices as they were made before the fix."""
    rnd = random.Random(909)
    for _ in range(300):
        side = rnd.choice([3, 5, 10])
        n = side * side
        board = _random_board(rnd, side, rnd.randint(0, n // 3))
        assert fresh(board).as_dict() == _oracle_follow(Board(side, side), board, Styles())
        looks = fresh(board).as_dict()
        for start in list(looks):
            if rnd.random() < 0.2:
                looks[start] = JumpStyle(rnd.choice([*SNAKE_PALETTE, "#abcdef"]), "stripes")
            elif rnd.random() < 0.1:
                del looks[start]  # a file that gives some jumps no look
        looks[rnd.randint(1, n)] = JumpStyle("#123456")  # a look left over
        styles = Styles.of(looks)
        assert follow(board, board, styles).as_dict() == _oracle_follow(board, board, styles)
        styles = follow(board, board, styles)
        for _ in range(5):
            roll = rnd.random()
            if roll < 0.4:
                after = board.with_jump(rnd.randint(2, n - 1), rnd.randint(1, n))
            elif roll < 0.6 and board.jumps:
                after = board.without_jump(rnd.choice(list(board.jumps)))
            elif roll < 0.8 and board.jumps:
                start = rnd.choice(list(board.jumps))
                after = board.without_jump(start).with_jump(rnd.randint(2, n - 1), board.jumps[start])
            else:
                after = _random_board(rnd, side, rnd.randint(0, n // 3))  # a pasted matrix
            expected = _oracle_follow(board, after, styles)
            styles = follow(board, after, styles)
            assert styles.as_dict() == expected and all(styles.get(s) == look for s, look in expected.items())
            if after.jumps and rnd.random() < 0.3:
                start = rnd.choice(list(after.jumps))
                styles = styles.with_style(start, JumpStyle(rnd.choice(SNAKE_PALETTE), "plain"))
                assert styles.get(start) == JumpStyle(styles.get(start).colour, "plain")
            board = after


def _lines_run_in_styles(work: Callable[[], object]) -> int:
    """How many lines of `core.styles` (comprehensions and generators included) ``work`` runs."""
    styles_file = styles_module.__file__
    count = 0

    def trace(frame: FrameType, event: str, _arg: object) -> Callable[..., object] | None:
        nonlocal count
        if frame.f_code.co_filename != styles_file:
            return None
        if event == "line":
            count += 1
        return trace

    sys.settrace(trace)
    try:
        work()
    finally:
        sys.settrace(None)
    return count


def test_each_new_jump_gets_its_look_in_constant_work() -> None:
    """4× the jumps is 4× the work (it was 16×), opening a board without looks (`fresh`) or
    following looks from nothing (the general way, as a pasted board's jumps are looked at)."""
    rnd = random.Random(5)
    small, large = _random_board(rnd, 40, 300), _random_board(rnd, 80, 1200)

    def from_nothing(board: Board) -> Styles:
        return follow(Board(board.rows, board.cols), board, Styles())

    for make in (fresh, from_nothing):
        small_work, large_work = _lines_run_in_styles(partial(make, small)), _lines_run_in_styles(partial(make, large))
        assert large_work <= 4.5 * small_work, (make.__name__, small_work, large_work)


def test_an_edit_of_a_large_board_looks_only_at_the_jumps_it_changed() -> None:
    """Adding, removing or moving a jump, or choosing a look, on a board with 4× and 16× the
    jumps runs the same lines: the looks are copied (in C), not walked one by one."""
    rnd = random.Random(6)
    work = []
    for side, jumps in ((40, 300), (80, 1200), (160, 4800)):
        board = _random_board(rnd, side, jumps)
        styles = fresh(board)
        free, other = [s for s in range(2, board.size) if s not in board.jumps][:2]
        added = board.with_jump(free, 1)
        with_added = follow(board, added, styles)
        moved = added.without_jump(free).with_jump(other, 1)  # the head dragged elsewhere
        work.append(
            (
                _lines_run_in_styles(partial(follow, board, added, styles)),
                _lines_run_in_styles(partial(follow, added, added.without_jump(free), with_added)),
                _lines_run_in_styles(partial(follow, added, moved, with_added)),
                _lines_run_in_styles(partial(with_added.with_style, free, JumpStyle("#abcdef"))),
            )
        )
        assert follow(added, moved, with_added).get(other) == with_added.get(free)
    assert work[0] == work[1] == work[2], work
