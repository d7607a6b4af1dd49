"""Correct but slow (issue 34, defect 9): the code's time a board against the reference's, on the
boards both answered; flagged past 10× the reference and past 10 ms a board, never below the
floor however many times the reference it is. The reference (a plain BFS) runs in the same kind
of sandboxed child and answers every board right."""

from __future__ import annotations

from snl_desktop.core.checking import board_set, check_source, reference_times
from snl_desktop.core.checking.report import SLOW_FACTOR, SLOW_FLOOR_SECONDS, compare
from snl_desktop.core.checking.runner import REFERENCE_SOURCE


def test_slow_needs_both_the_factor_and_the_floor() -> None:
    reference = {1: 0.001, 2: 0.001, 3: 0.5}
    assert compare({1: 0.05, 2: 0.05}, reference).slow  # 50× and 50 ms a board
    assert not compare({1: 0.05, 2: 0.05}, {1: 0.01, 2: 0.01}).slow  # past the floor, but 5×
    assert not compare({1: 0.005, 2: 0.005}, {1: 0.0001, 2: 0.0001}).slow  # 50×, but 5 ms: below the floor
    assert not compare({3: 0.6}, reference).slow  # the same board the reference takes 0.5 s on
    speed = compare({1: 0.05, 2: 0.05, 9: 1.0}, reference)  # board 9: the reference did not answer it
    assert (speed.boards, round(speed.per_board, 3), round(speed.reference_per_board, 3)) == (2, 0.05, 0.001)
    assert (SLOW_FACTOR, SLOW_FLOOR_SECONDS) == (10.0, 0.01)


def test_the_reference_is_right_and_timed_on_every_board() -> None:
    cases = board_set()[:60]
    times = reference_times(cases)
    assert sorted(times) == [case.number for case in cases] and all(t >= 0 for t in times.values())
    report = check_source(REFERENCE_SOURCE, "reference.py", cases=cases, reference=times)
    assert report.all_passed and report.speed is not None and not report.slow
