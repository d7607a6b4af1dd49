"""Issue 23 finding 2: undo on a 1000×1000 board grew the process by ~50 MB a step until it
died (SIGSEGV). `solution` remembered its last 32 answers whatever their size, and every board
solved kept its landing table (a million numbers) for as long as the undo stack held it. Now
what `solution` remembers is bounded by bytes, counted (`Solution.held_bytes`), and the board
keeps nothing of its search."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from snl_desktop.core import Board, Rules, solution, solve, solver

SIDE = 400
MB = 2**20


def big_board(seed: int = 7) -> Board:
    n = SIDE * SIDE
    rnd = random.Random(seed)
    jumps = {}
    for start in rnd.sample(range(2, n), n // 10):
        end = rnd.randint(1, n)
        jumps[start] = end if end != start else 1
    return Board(SIDE, SIDE, jumps)


@pytest.fixture
def small_bound(monkeypatch):
    """A bound of 16 MB (four solutions of a 400×400 board), and nothing remembered before."""
    monkeypatch.setattr(solver, "REMEMBERED_BYTES", 16 * MB, raising=False)
    if hasattr(solver, "forget_solutions"):
        solver.forget_solutions()
    else:
        solver._remembered.cache_clear()
    yield 16 * MB
    if hasattr(solver, "forget_solutions"):
        solver.forget_solutions()


@pytest.mark.slow
def test_edits_kept_by_an_undo_stack_hold_no_more_than_the_bound(small_bound) -> None:
    """Six edits of a large board, every board kept (as an undo stack keeps them), each solved
    and its distances read as the views do: the memory held afterwards is the bound's, plus
    one table of numbers shared by every landing table, not six solutions."""
    base = big_board()
    boards = [base.with_jump(2 + i, base.size - 1 - i) for i in range(6)]  # the undo stack's boards
    tracemalloc.start()
    try:
        for board in boards:
            solution(board, Rules()).distances  # noqa: B018 - read, as the solver dock and the scene do
        held, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    shared_numbers = 40 * (SIDE * SIDE + 1)  # the identity table: a reference and a number per square
    assert held < small_bound + shared_numbers + 2 * MB, f"{held / MB:.0f} MB held"
    assert all("landing" not in board.__dict__ for board in boards)  # the boards keep nothing of the search


@pytest.mark.slow
def test_the_bytes_remembered_are_counted_and_bounded(small_bound) -> None:
    base = big_board()
    answers = []
    for i in range(6):
        board = base.with_jump(2 + i, 3 + i)
        answers.append(solution(board, Rules()))
        assert solver.remembered_bytes() <= small_bound + 40 * (SIDE * SIDE + 1)
    one = answers[-1].held_bytes()
    assert 4 * SIDE * SIDE < one < 30 * SIDE * SIDE  # its tables, counted: some bytes per square
    assert len(solver._remembered) == small_bound // one  # as many as fit
    # The newest are remembered (the same object back), the oldest forgotten (worked out again).
    assert solution(base.with_jump(7, 8), Rules()) is answers[-1]
    assert solution(base.with_jump(2, 3), Rules()) is not answers[0]


def test_small_boards_are_still_remembered_by_the_dozen() -> None:
    solver.forget_solutions()
    boards = [Board(10, 10, {2 + i: 50 + i}) for i in range(32)]
    first = [solution(board) for board in boards]
    assert [solution(board) for board in boards] == first  # all 32 remembered: the same objects
    assert (
        solution(Board(10, 10, {40: 3})) is not None and solution(boards[0]) is not first[0]
    )  # the 33rd pushes one out
    solver.forget_solutions()


@pytest.mark.slow
def test_remembered_answers_are_the_solver_s() -> None:
    board = big_board(3)
    assert solution(board, Rules()).path == solve(board, Rules()).path
    assert solution(board, Rules(overshoot="bounce")).min_rolls == solve(board, Rules(overshoot="bounce")).min_rolls
    assert list(solve(board).distances[:50]) == list(solution(board).distances[:50])
    solver.forget_solutions()
