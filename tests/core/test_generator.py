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


def test_generation_counts_boards_not_seconds_and_can_be_stopped() -> None:
    from snl_desktop.core.generator import attempt_budget

    targets = Targets(10, 10, 8, 8, throws=(0, 0))  # cannot be met: the whole budget is spent
    assert attempt_budget(targets) == 400 and attempt_budget(Targets(50, 50, 8, 8)) == 16
    full = generate(targets, seed=5)
    assert full.attempts == 400 and not full.cancelled
    seen: list[tuple[int, int]] = []
    stopped = generate(targets, seed=5, progress=lambda done, total: seen.append((done, total)) or done < 3)
    assert stopped.cancelled and stopped.attempts == 3 and seen[-1] == (3, 400)
    assert generate(targets, seed=5).board == full.board  # the same seed, the same board, every time
