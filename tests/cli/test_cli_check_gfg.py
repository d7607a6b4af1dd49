"""Check My Code and GeeksforGeeks' two forms (issue 34, defect 8): the practice form
``minThrow(N, arr)`` (N snakes and ladders, ``arr`` their 1-based start and end squares in pairs,
on a 30-square board) is called as GfG calls it, on 30-square boards of its own; both GfG forms
are checked only on the boards their problem poses (the goal reachable), and the report says how
many were left out; a fault of the check's own conversion is never put on the student."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from snl_desktop.core.checking import CheckError, board_set, check_source, read_solution
from snl_desktop.core.checking.cases import (
    GFG_PRACTICE_EXAMPLE,
    PRACTICE_BOARDS,
    CheckCase,
    posed,
    practice_set,
)

SOLUTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "solutions"
UNREACHABLE = sum(1 for case in board_set() if case.expected == -1)
PRACTICE_LEFT_OUT = practice_set().left_out


def english(text: str) -> str:
    """``board(s)`` read as ``boards``: the English catalogue gives the new counts their plural
    forms only once it is updated (centrally); the sentence is the same either way."""
    return re.sub(r"board\(s\)", "boards", text)


def run_check(cli, name: str):
    result = cli("check", SOLUTIONS / f"{name}.py")
    assert "Traceback" not in result.output, result
    return result, [english(line) for line in result.stdout.splitlines()]


# -- the boards --------------------------------------------------------------------------------


def test_the_practice_form_has_30_square_boards_of_its_own_all_reachable() -> None:
    chosen = practice_set()
    assert chosen == practice_set() and len(chosen.cases) == PRACTICE_BOARDS == 120
    assert [case.number for case in chosen.cases] == list(range(1, 121))
    for case in chosen.cases:
        assert (case.board.rows, case.board.cols) == (5, 6)
        assert 1 <= len(case.board.jumps) <= 10 and not {1, 30} & set(case.board.jumps)
        assert case.expected >= 1  # GfG's problem: "assume that you always reach the destination"
    assert chosen.left_out == 30  # drawn, but the goal cannot be reached there
    assert {case.kind for case in chosen.cases} == {"example", "ladder_to_goal", "chain", "random"}
    assert not any(case.board.size == 30 for case in board_set())  # why it has a set of its own


def test_the_practice_form_is_given_n_and_the_pairs_as_gfg_gives_them() -> None:
    example = next(case for case in practice_set().cases if case.kind == "example")
    assert example.board.jumps == GFG_PRACTICE_EXAMPLE and example.expected == 3  # GfG's example answer
    count, pairs = example.given("practice")
    assert count == 8 and len(pairs) == 16
    assert dict(zip(pairs[::2], pairs[1::2], strict=True)) == GFG_PRACTICE_EXAMPLE


def test_gfg_forms_leave_out_the_unreachable_boards_and_count_them() -> None:
    move = posed("move", board_set())
    assert UNREACHABLE == 54 and move.left_out == 54 and len(move.cases) == len(board_set()) - 54
    assert all(case.expected != -1 for case in move.cases)
    assert [case.number for case in move.cases] == list(range(1, len(move.cases) + 1))
    assert posed("matrix", board_set()).cases == board_set() and posed("matrix", board_set()).left_out == 0


# -- the command line ---------------------------------------------------------------------------

PRACTICE_LINE = (
    f"Checked on 120 boards of 30 squares in GeeksforGeeks' practice form; left out {PRACTICE_LEFT_OUT} boards "
    "where the goal cannot be reached, which that problem never asks."
)
GIVEN = "given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)"


@pytest.mark.parametrize(
    "name, call",
    [("gfg_practice_min_throw", "minThrow(N, arr)"), ("gfg_practice_class", "minThrow(N, arr) in class Solution")],
)
def test_a_right_practice_form_solution_passes_and_the_report_says_on_what(inprocess_cli, name, call) -> None:
    result, lines = run_check(inprocess_cli, name)
    assert result.returncode == 0, result
    assert lines[0] == f"{SOLUTIONS / name}.py: {call}, {GIVEN}"
    assert lines[2:] == ["All 120 boards passed.", PRACTICE_LINE]


def test_a_wrong_practice_form_solution_is_caught_on_its_smallest_board(inprocess_cli) -> None:
    result, lines = run_check(inprocess_cli, "gfg_practice_wrong")
    assert result.returncode == 1, result
    assert lines[2:4] == ["Passed 65 of 120 boards.", PRACTICE_LINE]
    assert lines[4].startswith("  ✗ Off by one in the throws: the die goes only from 1 to 5")
    at = lines.index("The smallest failing board — Board 1 of 120: 5×6, random snakes and ladders")
    assert lines[at + 1 : at + 6] == [
        "     25    26    27    28    29    30",
        "     24 23→22    22    21    20    19",
        "     13    14    15    16    17    18",
        "     12    11    10     9     8     7",
        "      1     2     3     4     5     6",
    ]
    assert lines[at + 6 : at + 9] == ["N, arr: [1,[23,22]]", "Expected: 5 throws", "Your code: 6 throws"]


def test_gfg_article_code_pasted_as_it_is_passes_the_boards_its_problem_poses(inprocess_cli) -> None:
    """GfG's article code never returns -1: on the unreachable boards it would fail, and those are
    left out, with the report saying so."""
    result, lines = run_check(inprocess_cli, "gfg_article")
    assert result.returncode == 0, result
    assert lines[0].endswith("getMinDiceThrows(move, n), given the 0-based move array (cell = square - 1)")
    assert lines[2:] == [
        f"All {len(board_set()) - 54} boards passed.",
        "Checked on 479 boards in GeeksforGeeks' form; left out 54 boards where the goal cannot be reached, "
        "which that problem never asks.",
    ]


def test_the_leetcode_form_is_still_checked_on_every_board(inprocess_cli) -> None:
    result, lines = run_check(inprocess_cli, "right_leetcode")
    assert result.returncode == 0 and lines[2:] == [f"All {len(board_set())} boards passed."]


def test_the_checks_own_conversion_failing_is_not_put_on_the_student(inprocess_cli, monkeypatch) -> None:
    def broken(self: CheckCase, form: str) -> object:
        raise IndexError("list index out of range")

    monkeypatch.setattr(CheckCase, "given", broken)
    result, _lines = run_check(inprocess_cli, "gfg_practice_min_throw")
    assert result.returncode == 2, result
    assert "the check itself failed to give board 1 to the code (IndexError: list index out of range)" in result.stderr
    assert "this is not your code's fault" in result.stderr
    assert "line" not in result.stderr and "Passed" not in result.stdout


def test_check_source_reports_the_left_out_count() -> None:
    source = read_solution(SOLUTIONS / "gfg_practice_class.py")
    report = check_source(source, "gfg_practice_class.py", cases=board_set()[:40])
    assert report.function.form == "practice" and report.all_passed
    assert (report.total, report.left_out) == (120, PRACTICE_LEFT_OUT)
    with pytest.raises(CheckError) as caught:
        check_source("def minThrow(N, arr, extra):\n    return 0\n")
    assert caught.value.kind == "arguments"


def test_a_gfg_forms_timings_are_matched_to_the_reference_board_by_board() -> None:
    """The folder check times the reference once on the whole set: a GfG form's boards, left out
    and renumbered, are matched to it by their numbers in that set; the practice form's boards of
    its own have the reference timed on them."""
    reachable = {case.number: 0.5 for case in board_set() if case.expected != -1}
    report = check_source(read_solution(SOLUTIONS / "gfg_article.py"), "gfg_article.py", reference=reachable)
    assert report.speed is not None and report.speed.boards == 479
    assert report.speed.reference_seconds == pytest.approx(0.5 * 479)
    practice = check_source(read_solution(SOLUTIONS / "gfg_practice_class.py"), "p.py", reference={1: 99.0})
    assert practice.speed is not None and practice.speed.boards == 120 and practice.speed.reference_seconds < 99
