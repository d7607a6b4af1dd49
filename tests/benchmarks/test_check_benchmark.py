"""Check my code: a right solution run over the whole board set (500+ boards, one child process
answering board after board), median of 3 runs; the board set is built once, outside the timing,
as the app builds it once. Run with
``pytest tests/benchmarks/test_check_benchmark.py --benchmark-enable``; a few seconds at most."""

from __future__ import annotations

from pathlib import Path

from snl_desktop.core.checking import board_set, check_source, read_solution

SOLUTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "solutions"


def test_check_a_right_solution_over_every_board(benchmark) -> None:
    source = read_solution(SOLUTIONS / "right_leetcode.py")
    cases = board_set()
    report = benchmark.pedantic(check_source, args=(source, "right_leetcode.py"), rounds=3, iterations=1)
    assert report.all_passed and report.total == len(cases) >= 500
    if benchmark.stats is not None:  # timed (not --benchmark-disable)
        assert benchmark.stats.stats.median < 5.0
