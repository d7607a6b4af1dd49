"""Board generator: valid boards with no shared squares that meet the targets, or a
clear word on which target was missed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from snl_desktop.core import BoardError, Rules, problems, solve
from snl_desktop.core.analysis import analyze
from snl_desktop.core.generator import Targets, generate


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 12), st.integers(3, 12), st.integers(0, 6), st.integers(0, 6), st.integers(0, 10**6))
def test_generated_boards_have_what_was_asked_and_share_no_square(rows, cols, snakes, ladders, seed) -> None:
    targets = Targets(rows, cols, snakes, ladders)
    if 2 * (snakes + ladders) > rows * cols - 2:
        with pytest.raises(BoardError, match="free"):
            generate(targets, seed=seed)
        return
    board = generate(targets, seed=seed, attempts=1).board
    assert (board.rows, board.cols) == (rows, cols)
    assert len(board.snakes) == snakes and len(board.ladders) == ladders
    squares = [s for jump in board.jumps.items() for s in jump]
    assert len(squares) == len(set(squares))  # no chains, no shared starts or ends
    assert 1 not in board.jumps and board.size not in board.jumps
    assert not problems(board, Rules()) or all("cannot be reached" in p.message for p in problems(board, Rules()))


def test_targets_are_met_and_checked_by_the_solver_and_the_analysis() -> None:
    targets = Targets(10, 10, 8, 8, throws=(5, 7), expected=(20.0, 40.0))
    result = generate(targets, seed=3)
    assert result.met, result.problems
    assert 5 <= solve(result.board).min_rolls <= 7
    assert 20 <= analyze(result.board).expected_turns <= 40
    assert generate(targets, seed=3).board == result.board  # the same seed, the same board


def test_an_impossible_target_is_reported_with_the_best_board_found() -> None:
    result = generate(Targets(6, 6, 2, 2, throws=(0, 0)), seed=1, attempts=50)
    assert not result.met
    assert len(result.problems) == 1 and "fewest throws between 0 and 0" in str(result.problems[0])
    assert "best found" in str(result.problems[0])
    assert len(result.board.snakes) == 2 and len(result.board.ladders) == 2


def test_targets_no_board_can_have_are_refused_at_once() -> None:
    for targets, why in (
        (Targets(3, 3, 3, 2), "free"),
        (Targets(1, 5, 0, 0), "rows"),
        (Targets(60, 60, 1, 1), "2500"),
        (Targets(5, 5, 1, 1, throws=(5, 3)), "empty"),
    ):
        with pytest.raises(BoardError, match=why):
            generate(targets)


@pytest.mark.slow
def test_generation_counts_boards_not_seconds_and_can_be_stopped() -> None:
    from snl_desktop.core.generator import WORK_BUDGET, attempt_budget

    targets = Targets(10, 10, 8, 8, throws=(0, 0))  # cannot be met: the whole budget is spent
    assert attempt_budget(targets) == 400 and attempt_budget(Targets(50, 50, 8, 8)) == 16
    full = generate(targets, seed=5)
    assert full.attempts == 400 and not full.cancelled and full.work < WORK_BUDGET  # boards, not work, ran out
    seen: list[tuple[int, int]] = []
    stopped = generate(targets, seed=5, progress=lambda done, total: seen.append((done, total)) or len(seen) < 3)
    assert stopped.cancelled and len(seen) == 3 and seen[-1][1] == WORK_BUDGET
    assert 0 < seen[0][0] < seen[1][0] < seen[2][0] <= stopped.work
    assert generate(targets, seed=5).board == full.board  # the same seed, the same board, every time


# -- issue 23: the work is bounded on every board size, and Cancel acts inside a board --------


@pytest.mark.slow
def test_targets_no_board_meets_on_a_large_board_stop_by_the_work_budget() -> None:
    """Issue 23 finding 6: 50×50 with 300 + 300 jumps and an expected length of 1 to 2 turns
    ran for ever (untangling one board tested hundreds of millions of crossings). The budget
    counts every kind of work: the run stops once it is spent, with the closest board found."""
    from snl_desktop.core.generator import WORK_BUDGET

    targets = Targets(50, 50, 300, 300, expected=(1.0, 2.0))
    seen: list[tuple[int, int]] = []
    result = generate(targets, seed=1, progress=lambda done, total: seen.append((done, total)) or True)
    assert not result.met and not result.cancelled and result.attempts >= 1
    assert "best found" in str(result.problems[0])
    assert len(result.board.snakes) == 300 and len(result.board.ladders) == 300
    squares = [s for jump in result.board.jumps.items() for s in jump]
    assert len(squares) == len(set(squares))  # still a board the generator stands by
    # Bounded by count: the budget, plus what finishing the board under way costs (no untangling).
    assert WORK_BUDGET <= result.work < WORK_BUDGET * 5 // 4
    assert seen and all(total == WORK_BUDGET for _, total in seen)
    assert generate(targets, seed=1).board == result.board  # a count, not a clock: the same board


@pytest.mark.slow
@pytest.mark.parametrize(("snakes", "ladders"), [(600, 600), (0, 1), (1249, 0)])
@pytest.mark.parametrize("budget", [0, 300_000])
def test_every_size_and_number_of_jumps_is_covered_by_the_budget(snakes, ladders, budget) -> None:
    from snl_desktop.core.generator import SCAN_PER_UNIT, analysis_work

    targets = Targets(50, 50, snakes, ladders, throws=(0, 0), expected=(1.0, 2.0))
    result = generate(targets, seed=2, work_budget=budget)
    assert not result.met and result.attempts >= 1
    # Past the budget only the board under way is finished (each end the first drawn, no
    # untangling), its crossings counted, solved and analysed: nothing grows without bound.
    jumps, squares = snakes + ladders, 2500
    finishing = jumps * squares // SCAN_PER_UNIT + jumps * jumps // 2 + squares + analysis_work(squares)
    assert result.work <= budget + finishing


@pytest.mark.slow
def test_random_targets_on_every_size_end_within_the_budget() -> None:
    """The campaign's shape, seeded and bounded: 12 random sizes, numbers of jumps and targets
    (often impossible), each on a small budget: every run ends with a valid board, its work
    within the budget and the finishing of one board."""
    import random

    from snl_desktop.core.generator import SCAN_PER_UNIT, analysis_work

    rnd = random.Random(23)
    budget = 200_000
    for _ in range(12):
        rows, cols = rnd.randint(2, 50), rnd.randint(2, 50)
        room = (rows * cols - 2) // 2
        snakes = rnd.randint(0, room)
        ladders = rnd.randint(0, room - snakes)
        throws = rnd.choice([None, (1, 1), (0, 0), (3, 9)])
        expected = rnd.choice([None, (1.0, 2.0), (20.0, 60.0)])
        targets = Targets(rows, cols, snakes, ladders, throws, expected)
        try:
            result = generate(targets, seed=rnd.randrange(10**6), work_budget=budget)
        except BoardError as exc:  # a board this crowded may not be placed: said, not hung
            assert "ask for fewer" in str(exc)
            continue
        board, jumps, squares = result.board, snakes + ladders, rows * cols
        assert (len(board.snakes), len(board.ladders)) == (snakes, ladders), targets
        finishing = jumps * squares // SCAN_PER_UNIT * 50 + jumps * jumps // 2 + squares + analysis_work(squares)
        assert result.work <= budget + finishing, targets


def test_cancel_is_honoured_inside_a_board() -> None:
    """Issue 23 finding 11: Cancel in the window acted only between boards (about 11 s each on
    a 50×50 board). Progress is told as the work goes, inside a board too, and the first
    False stops the board under way: it is finished at once, without untangling."""
    from snl_desktop.core import generator

    boards_done: list[int] = []  # boards analysed when progress is told
    real_solve = generator.solve

    def counting_solve(*args, **kwargs):
        boards_done.append(0)
        return real_solve(*args, **kwargs)

    told: list[int] = []

    def progress(done: int, total: int) -> bool:
        told.append(len(boards_done))
        return False  # Cancel, at once

    generator.solve = counting_solve
    try:
        result = generate(Targets(30, 30, 30, 30, throws=(0, 0)), seed=4, progress=progress)
    finally:
        generator.solve = real_solve
    assert told == [0]  # told before the first board was finished, and once: it stopped there
    assert result.cancelled and result.attempts == 1 and len(boards_done) == 1
    assert result.work < 2 * generator.REPORT_EVERY  # no more than a step's work after Cancel
