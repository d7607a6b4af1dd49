"""Tune minds looks, as Generate does: among moves that reach the targets as well (or nearly), it
takes one whose moved snake or ladder crosses no other, as drawn; when every move it finds
crosses, it still offers the best, and the result counts the crossings so that Tune can say so.
Crossings and lengths are checked here by the tests' own geometry and an independent chain."""

from __future__ import annotations

from itertools import combinations

import pytest

from helpers.one_die_chain import expected_turns
from snl_desktop.core import Board
from snl_desktop.core.tune_figures import TuneFigures
from snl_desktop.core.tuner import LOOKS_TOLERANCE, TuneTargets, _Candidate, _chosen, _State, tune
from snl_desktop.presets import load_preset

MILTON = load_preset("milton-bradley")
SMALL = Board(5, 5, {11: 2, 15: 20, 24: 17})
"""No piece crosses another; one die a turn (Milton Bradley's rules), about 13.7 turns."""


def _centre(board: Board, square: int) -> tuple[float, float]:
    """Where a square is drawn: boustrophedon from the bottom-left, one unit a square."""
    row, col = divmod(square - 1, board.cols)
    return (board.cols - 1 - col if row % 2 else col) + 0.5, row + 0.5


def _cross(board: Board, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two jumps' segments, centre to centre, cross (properly: not at an end)."""
    p, q, r, s = (_centre(board, x) for x in (*a, *b))

    def side(o: tuple[float, float], u: tuple[float, float], v: tuple[float, float]) -> float:
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])

    return side(p, q, r) * side(p, q, s) < 0 and side(r, s, p) * side(r, s, q) < 0


def crossed_by(board: Board, start: int) -> int:
    """How many other pieces of ``board`` the one from ``start`` crosses (the tests' geometry)."""
    jump = (start, board.jumps[start])
    return sum(_cross(board, jump, other) for other in board.jumps.items() if other[0] != start)


def test_the_tests_geometry_sees_the_crossings_the_issue_saw() -> None:
    # Milton Bradley's ladder 28 → 84 crosses three pieces; moved to 28 → 99 (what Tune took
    # for 30–32 turns before it minded looks) it crosses four.
    assert crossed_by(MILTON.board, 28) == 3
    assert crossed_by(MILTON.board.without_jump(28).with_jump(28, 99), 28) == 4
    assert sum(_cross(SMALL, a, b) for a, b in combinations(SMALL.jumps.items(), 2)) == 0


def test_milton_bradley_to_30_to_32_turns_moves_a_piece_that_crosses_nothing() -> None:
    """Before: ladder 28 → 84's top moved to 99, crossing four pieces. Now a move that meets the
    target as well and crosses none (snake 87 → 24's head to 35)."""
    result = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(30, 32)), seed=0)
    assert result.met, result.problems
    assert 30 <= expected_turns(result.board.to_matrix(), off_board=True) <= 32
    assert len(result.moves) == 1
    (move,) = result.moves
    assert move.old != (28, 84)
    assert crossed_by(result.board, move.new[0]) == 0
    assert move.crosses == 0 and result.crossings == 0
    assert result.to_json()["crossings"] == 0


def _single_moves(board: Board) -> list[tuple[tuple[int, int], Board]]:
    """Every board one end of one jump away: to any square no other jump uses, the jump keeping
    its kind, nothing starting on square 1 or the goal (more than the editor allows)."""
    n, out = board.size, []
    used = {s for jump in board.jumps.items() for s in jump}
    for start, end in board.jumps.items():
        free = [s for s in range(1, n + 1) if s not in used]
        news = [(s, end) for s in free if 1 < s < n] + [(start, e) for e in free]
        for new in news:
            if (new[1] > new[0]) == (end > start):
                out.append((new, board.without_jump(start).with_jump(*new)))
    return out


def test_when_every_move_that_meets_the_target_crosses_the_best_is_offered_and_counted() -> None:
    targets = TuneTargets(expected=(16, 17))
    meeting = [
        (new, moved)
        for new, moved in _single_moves(SMALL)
        if 16 <= expected_turns(moved.to_matrix(), off_board=True) <= 17
    ]
    assert meeting and all(crossed_by(moved, new[0]) >= 1 for new, moved in meeting)  # none is clean
    result = tune(SMALL, MILTON.rules, targets, seed=0)
    assert result.met
    assert 16 <= expected_turns(result.board.to_matrix(), off_board=True) <= 17
    (move,) = result.moves
    assert move.crosses == crossed_by(result.board, move.new[0]) == 1
    assert result.crossings == 1 and result.to_json()["crossings"] == 1


def _candidate(score: float, crossed: int, met: bool = False, shift: int = 1) -> _Candidate:
    figures = TuneFigures(10, 30.0)
    state = _State(SMALL, {}, figures, 0.0 if met else score, crossed=crossed)
    return _Candidate(state, score, shift, 24, 24, (24, 9))


@pytest.mark.parametrize(
    ("crossing", "clean", "taken"),
    [
        (_candidate(0.010, 3), _candidate(0.010 + LOOKS_TOLERANCE * 0.9, 0), "clean"),  # nearly as close
        (_candidate(0.010, 3), _candidate(0.010 + LOOKS_TOLERANCE * 1.5, 0), "crossing"),  # much closer
        (_candidate(0.0, 2, met=True), _candidate(0.001, 0), "crossing"),  # meeting beats a near miss
        (_candidate(0.0, 2, met=True, shift=3), _candidate(0.0, 0, met=True, shift=9), "clean"),  # both meet
    ],
)
def test_a_crossing_move_is_not_taken_when_one_that_crosses_none_is_nearly_as_close(
    crossing: _Candidate, clean: _Candidate, taken: str
) -> None:
    for found in ([crossing, clean], [clean, crossing]):
        assert _chosen(found) is (clean if taken == "clean" else crossing)
