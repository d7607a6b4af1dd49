"""`Solution.distance` answers the same from its plain list (small boards, no numpy) as from
the numpy array of `Solution.distances`, for every square of random boards."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from snl_desktop.core import Board, BoardError, solve
from snl_desktop.core.rules import Overshoot, Rules


@st.composite
def boards(draw: st.DrawFn) -> Board:
    side = draw(st.integers(2, 8))
    squares = side * side
    jumps: dict[int, int] = {}
    for start in draw(st.lists(st.integers(2, squares - 1), max_size=squares // 3, unique=True)):
        end = draw(st.integers(1, squares).filter(lambda e, s=start: e != s))
        if end not in jumps:
            jumps[start] = end
    try:
        return Board(side, side, jumps)
    except BoardError:  # a jump the board refuses (e.g. on the last square): another draw
        assume(False)
        raise


@settings(max_examples=80, deadline=None)
@given(boards(), st.sampled_from(list(Overshoot)))
def test_the_list_and_the_array_agree_on_every_square(board: Board, overshoot: Overshoot) -> None:
    listed = solve(board, Rules(overshoot=overshoot))
    from_list = [listed.distance(square) for square in range(listed.goal + 1)]
    arrayed = solve(board, Rules(overshoot=overshoot))
    assert [int(d) for d in arrayed.distances] == from_list
    assert from_list[listed.start] == 0
