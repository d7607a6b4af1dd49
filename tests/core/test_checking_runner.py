"""Check my code's runner: the student's code runs in another process (never this one, never with
Qt), every accepted function form is called as its problem calls it, and what goes wrong — an
exception, a value that is no number, an endless loop, too much memory, a process that dies, code
that cannot be loaded — comes back as a value, never as a traceback of ours."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from snl_desktop.core.checking import CheckError, Limits, board_set, check_source, read_solution, solution_text

SOLUTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "solutions"
FEW = board_set()[:40]
"""The smallest boards: enough for what these tests look at, in a fraction of the time."""
QUICK = Limits(seconds=0.5, load_seconds=3.0, stop_after=2)

RIGHT_MATRIX_BODY = """
    n = len(board)
    cells = [None]
    for k, row in enumerate(reversed(board)):
        cells.extend(row if k % 2 == 0 else row[::-1])
    seen, frontier, throws = {1}, [1], 0
    while frontier:
        throws += 1
        following = []
        for square in frontier:
            for landed in range(square + 1, min(square + 6, n * n) + 1):
                rest = landed if cells[landed] == -1 else cells[landed]
                if rest == n * n:
                    return throws
                if rest not in seen:
                    seen.add(rest)
                    following.append(rest)
        frontier = following
    return -1
"""

RIGHT_MOVE_BODY = """
    n = len(move)
    seen, frontier, throws = {0}, [0], 0
    while frontier:
        throws += 1
        following = []
        for cell in frontier:
            for landed in range(cell + 1, min(cell + 6, n - 1) + 1):
                rest = landed if move[landed] == -1 else move[landed]
                if rest == n - 1:
                    return throws
                if rest not in seen:
                    seen.add(rest)
                    following.append(rest)
        frontier = following
    return -1
"""


def check(source: str, limits: Limits = QUICK, cases=FEW, **options):
    return check_source(source, "student.py", limits, cases=cases, **options)


# -- the forms a solution may take ---------------------------------------------------------------


@pytest.mark.parametrize(
    "head, form",
    [
        ("class Solution:\n  def snakesAndLadders(self, board: List[List[int]]) -> int:", "matrix"),
        ("def snakesAndLadders(board):", "matrix"),
        ("def snakes_and_ladders(board):", "matrix"),
    ],
)
def test_each_matrix_form_passes_when_right(head, form) -> None:
    report = check(head + RIGHT_MATRIX_BODY)  # (in the class: the body deeper than its def, as it must be)
    assert report.all_passed and report.passed == len(FEW)
    assert report.function.form == form and report.function.in_class == head.startswith("class")


@pytest.mark.parametrize(
    "head, arguments",
    [
        ("def getMinDiceThrows(move):", 1),
        ("def getMinDiceThrows(move, N):", 2),
        ("def minThrow(move):", 1),
    ],
)
def test_each_move_array_form_passes_when_right(head, arguments) -> None:
    report = check(head + RIGHT_MOVE_BODY)
    assert report.all_passed, report.failures
    assert report.function.form == "move" and report.function.arguments == arguments


@pytest.mark.slow
def test_the_fixtures_right_solutions_pass_every_board() -> None:
    for name in ("right_leetcode", "right_gfg", "right_plain"):
        report = check_source(read_solution(SOLUTIONS / f"{name}.py"), f"{name}.py")
        unreachable = report.left_out if name == "right_gfg" else 0  # GfG's problem never poses them
        assert report.all_passed and report.total + unreachable == len(board_set()) >= 500, name
        assert unreachable == (54 if name == "right_gfg" else 0)


def test_the_code_runs_in_another_process_without_qt_or_the_app() -> None:
    source = (
        "import os, sys\n"
        "def snakesAndLadders(board):\n"
        f"    assert os.getpid() != {os.getpid()}\n"
        "    assert not [m for m in sys.modules if m.startswith(('PySide6', 'snl_desktop'))]\n"
        "    print('noise on standard output')\n"
        "    input()  # standard input is empty: EOFError, not a wait\n"
    )
    report = check(source, cases=FEW[:3])
    assert [f.outcome.error for f in report.failures] == ["EOFError"]  # the asserts before it held


def test_an_exception_is_reported_with_its_line_in_the_students_file() -> None:
    report = check("def snakesAndLadders(board):\n    x = 1\n    return x // (len(board) - 3)\n")
    (failure,) = [f for f in report.failures if f.kind == "exception"]
    assert failure.outcome.error == "ZeroDivisionError" and failure.outcome.line == 3
    assert failure.count == sum(case.side == 3 for case in FEW)


def test_a_value_that_is_no_whole_number() -> None:
    report = check("def snakesAndLadders(board):\n    return 2.0\n")
    assert [(f.kind, f.outcome.value) for f in report.failures] == [("value", "2.0")]
    report = check("def snakesAndLadders(board):\n    return True\n")
    assert report.failures[0].kind == "value"


def test_main_block_is_not_run_and_leetcode_names_are_there() -> None:
    source = "if __name__ == '__main__':\n    raise SystemExit(3)\ndef snakesAndLadders(board):" + RIGHT_MATRIX_BODY
    assert check(source).all_passed


# -- the limits -------------------------------------------------------------------------------------


@pytest.mark.slow
def test_an_endless_loop_is_stopped_and_the_rest_not_run() -> None:
    report = check("def snakesAndLadders(board):\n    while True:\n        pass\n")
    assert [(f.kind, f.count) for f in report.failures] == [("timeout", 2)]
    assert report.stopped == "limits" and report.not_run == len(FEW) - 2 and report.passed == 0
    assert report.smallest.outcome.kind == "timeout" and report.smallest.case.number == 1
    assert report.seconds < 6


@pytest.mark.slow
def test_a_slow_board_is_timed_out_and_the_others_still_run() -> None:
    source = "import time\ndef snakesAndLadders(board):\n    if len(board) == 3:\n        time.sleep(5)\n"
    source += "    return 0\n"
    report = check(source, Limits(seconds=0.3, stop_after=100), cases=FEW[:14])
    kinds = {f.kind for f in report.failures}
    assert "timeout" in kinds and report.not_run == 0 and report.stopped is None


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="setrlimit is POSIX's")
def test_too_much_memory_is_stopped() -> None:
    source = "def snakesAndLadders(board):\n    keep = []\n    while True:\n        keep.append(bytearray(10**7))\n"
    report = check(source, Limits(seconds=5, memory_bytes=200 * 1024 * 1024, stop_after=2))
    assert [f.kind for f in report.failures] == ["memory"] and report.stopped == "limits"


@pytest.mark.slow
def test_a_process_that_dies_is_reported_and_replaced() -> None:
    source = "import os\ndef snakesAndLadders(board):\n    if len(board) == 3:\n        os._exit(7)\n    return 1\n"
    report = check(source, Limits(stop_after=1000), cases=FEW[:14])
    crash = [f for f in report.failures if f.kind == "crash"]
    assert crash and crash[0].outcome.exit_code == 7 and report.not_run == 0
    assert report.passed == sum(case.side == 2 and case.expected == 1 for case in FEW[:14])


def test_cancel_stops_the_check() -> None:
    seen = []

    def progress(done: int, total: int) -> bool:
        seen.append(done)
        return done < 5

    report = check("def snakesAndLadders(board):" + RIGHT_MATRIX_BODY, progress=progress)
    assert report.stopped == "cancelled" and report.not_run > 0 and report.passed >= 5
    assert max(seen) <= len(FEW)


# -- code that cannot be run --------------------------------------------------------------------------


def _error(source: str, limits: Limits = QUICK) -> CheckError:
    with pytest.raises(CheckError) as caught:
        check(source, limits)
    return caught.value


def test_a_syntax_error_names_its_line() -> None:
    error = _error(read_solution(SOLUTIONS / "syntax_error.py"))
    assert error.kind == "syntax" and error.details["line"] == 2
    assert str(error).startswith("syntax error on line 2")


def test_no_recognised_function_lists_what_the_code_defines() -> None:
    error = _error("def solve(board):\n    return 1\nclass Helper:\n    def go(self): pass\n")
    assert error.kind == "no_function" and error.details["defined"] == ["solve", "Helper(go)"]


def test_a_function_of_other_arguments() -> None:
    assert _error("def snakesAndLadders(board, extra):\n    return 1\n").kind == "arguments"


@pytest.mark.slow
def test_an_exception_or_a_loop_while_loading() -> None:
    error = _error("import numpyy\n")
    assert error.kind == "load_exception" and error.details["error"] == "ModuleNotFoundError"
    error = _error("while True:\n    pass\n", Limits(load_seconds=0.5))
    assert error.kind == "load_timeout"


def test_the_file_is_read_as_untrusted_input(tmp_path) -> None:
    big = tmp_path / "big.py"
    big.write_bytes(b"#" * (300 * 1024))
    with pytest.raises(CheckError) as caught:
        read_solution(big)
    assert caught.value.kind == "too_big"
    with pytest.raises(CheckError) as caught:
        solution_text(b"def f():\n    return '\xff'\n")
    assert caught.value.kind == "not_text" and "byte 21" in str(caught.value)
    with pytest.raises(CheckError) as caught:
        solution_text(b"x = 1\x00\n")
    assert caught.value.kind == "not_text"
    with pytest.raises(CheckError) as caught:
        read_solution(tmp_path)
    assert caught.value.kind == "unreadable"
    assert solution_text(b"\xef\xbb\xbfx = 1\n") == "x = 1\n"  # a byte-order mark is no character
