"""``snl-desktop check FILE.py``: the students' solutions written for the test (right in each form,
wrong labelling for odd n, following chains, off by one at the goal, an endless loop, an
exception, a syntax error, no such function) each reported as it should be: one line per class
of failure, the smallest failing board drawn, exit 0 / 1 / 2, never a traceback of ours."""

from __future__ import annotations

from pathlib import Path

import pytest

from snl_desktop.core.checking import board_set

SOLUTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "solutions"
TOTAL = len(board_set())
SANDBOXED = (
    "Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch "
    "other programs; it can write only in a folder of its own that is deleted afterwards."
)


def run_check(cli, name: str, *options: str):
    result = cli("check", SOLUTIONS / f"{name}.py", *options)
    assert "Traceback" not in result.output, result
    return result


def failure_lines(result) -> list[str]:
    return [line for line in result.stdout.splitlines() if line.startswith("  ✗ ")]


@pytest.mark.parametrize(
    "name, function",
    [
        ("right_leetcode", "snakesAndLadders(board) in class Solution, given the LeetCode 909 matrix"),
        ("right_plain", "snakes_and_ladders(board), given the LeetCode 909 matrix"),
        ("right_gfg", "getMinDiceThrows(move, n), given the 0-based move array (cell = square - 1)"),
    ],
)
def test_a_right_solution_passes_every_board(inprocess_cli, name, function) -> None:
    result = run_check(inprocess_cli, name)
    assert result.returncode == 0, result
    gfg = name == "right_gfg"  # checked on the boards GfG's problem poses (test_cli_check_gfg.py)
    assert result.stdout.splitlines()[:3] == [
        f"{SOLUTIONS / name}.py: {function}",
        SANDBOXED,
        f"All {TOTAL - 54 if gfg else TOTAL} boards passed.",
    ]
    assert len(result.stdout.splitlines()) == (4 if gfg else 3)
    assert result.stderr == ""


@pytest.mark.slow
def test_wrong_labelling_for_odd_n(inprocess_cli) -> None:
    result = run_check(inprocess_cli, "wrong_labelling_odd")
    assert result.returncode == 1, result
    lines = result.stdout.splitlines()
    assert lines[1:3] == [SANDBOXED, f"Passed {TOTAL - 165} of {TOTAL} boards."]
    assert [line.split(":")[0] for line in failure_lines(result)] == ["  ✗ Wrong labelling for odd n"]
    assert failure_lines(result)[0].endswith(": 165 boards")
    at = lines.index(f"The smallest failing board — Board 13 of {TOTAL}: 3×3, the numbering of the squares matters")
    assert lines[at + 1 : at + 8] == [
        "  7→4   8   9",
        "    6   5   4",
        "    1   2   3",
        "board: [[4,-1,-1],[-1,-1,-1],[-1,-1,-1]]",
        "Expected: 2 throws",
        "Your code: -1 (the goal cannot be reached)",
        "Right route: throw 2 → square 3; throw 6 → 9",
    ]


@pytest.mark.slow
def test_following_chains(inprocess_cli) -> None:
    result = run_check(inprocess_cli, "follows_chains")
    assert result.returncode == 1, result
    (line,) = failure_lines(result)
    assert line.startswith("  ✗ Following a chain: a snake or ladder is taken after another in the same throw")
    assert "Your code: 1 throw" in result.stdout and "Expected: 2 throws" in result.stdout
    assert "Right route: throw 1 → square 2; throw 6 → 8, ladder to 9" in result.stdout


@pytest.mark.slow
def test_off_by_one_at_the_goal(inprocess_cli) -> None:
    result = run_check(inprocess_cli, "off_by_one_goal")
    assert result.returncode == 1, result
    (line,) = failure_lines(result)
    assert line.startswith("  ✗ Off by one at the goal: a throw never lands on the last square itself")
    assert "Board 1 of" in result.stdout and "Expected: 1 throw\n" in result.stdout


def test_an_endless_loop(cli) -> None:
    result = run_check(cli, "endless_loop", "--time-limit", "0.5")
    assert result.returncode == 1, result
    assert failure_lines(result) == ["  ✗ Ran past the time limit of 0.5 s (an endless loop?): 3 boards"]
    assert f"Stopped after 3 boards past a limit: {TOTAL - 16} boards not run." in result.stdout
    assert "Your code: no answer within 0.5 s (an endless loop?)" in result.stdout
    assert result.elapsed < 20


@pytest.mark.slow
def test_an_exception(inprocess_cli) -> None:
    result = run_check(inprocess_cli, "raises")
    assert result.returncode == 1, result
    assert failure_lines(result) == ["  ✗ IndexError raised on line 18: list index out of range: 479 boards"]
    assert "Your code: raised IndexError on line 18: list index out of range" in result.stdout


def test_a_syntax_error_cannot_be_run(inprocess_cli) -> None:
    result = run_check(inprocess_cli, "syntax_error")
    assert result.returncode == 2, result
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        f"snl-desktop: error: {SOLUTIONS / 'syntax_error.py'}: syntax error on line 2: expected ':'",
        "    def snakesAndLadders(self, board)",
        "                                     ^",
    ]


def test_no_such_function_cannot_be_run(inprocess_cli) -> None:
    result = run_check(inprocess_cli, "no_function")
    assert result.returncode == 2, result
    assert "no function to check: define snakesAndLadders(board)" in result.stderr
    assert result.stderr.rstrip().endswith("the code defines: fewest_throws")


def test_files_that_cannot_be_run(inprocess_cli, tmp_path) -> None:
    for args, text in (
        ((tmp_path / "missing.py",), "cannot read the file: No such file or directory"),
        ((tmp_path,), "no .py file in this folder"),  # a folder is a class (test_cli_check_class)
    ):
        result = inprocess_cli("check", *args)
        assert result.returncode == 2 and text in result.stderr and "Traceback" not in result.output, result
    binary = tmp_path / "binary.py"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n")
    result = inprocess_cli("check", binary)
    assert result.returncode == 2 and "is not UTF-8 text" in result.stderr, result


def test_standard_input(cli) -> None:
    source = (SOLUTIONS / "right_plain.py").read_text(encoding="utf-8")
    result = cli("check", "-", input=source)
    assert result.returncode == 0 and f"All {TOTAL} boards passed." in result.stdout, result


def test_limits_out_of_range_are_usage_errors(inprocess_cli) -> None:
    result = inprocess_cli("check", SOLUTIONS / "right_plain.py", "--time-limit", "0")
    assert result.returncode == 2 and "--time-limit must be between 0.1 and 60.0 seconds" in result.stderr, result
    result = inprocess_cli("check", SOLUTIONS / "right_plain.py", "--memory", "1")
    assert result.returncode == 2 and "--memory must be between 64 and 8192 MB" in result.stderr, result


def test_the_command_lines_copies_of_the_runners_constants() -> None:
    from snl_desktop.cli import CHECK_CHILD
    from snl_desktop.cli.checking import DEFAULT_MEMORY_MB, DEFAULT_SECONDS
    from snl_desktop.core.checking import CHILD_ARGUMENT, Limits

    assert CHECK_CHILD == CHILD_ARGUMENT
    assert (DEFAULT_SECONDS, DEFAULT_MEMORY_MB * 1024 * 1024) == (Limits().seconds, Limits().memory_bytes)


@pytest.mark.subprocess
def test_the_apps_own_executable_runs_as_the_child(monkeypatch) -> None:
    """In the frozen app there is no separate Python: the app's executable is started with the
    child's argument (here ``python -m snl_desktop``, the same entry point)."""
    import sys

    from snl_desktop.core.checking import CHILD_ARGUMENT, check_source, runner

    monkeypatch.setattr(runner, "child_command", lambda: [sys.executable, "-m", "snl_desktop", CHILD_ARGUMENT])
    source = (SOLUTIONS / "right_gfg.py").read_text(encoding="utf-8")
    report = check_source(source, "right_gfg.py", cases=board_set()[:30])
    assert report.all_passed and report.function.name == "getMinDiceThrows"


HOSTILE = """
class Solution:
    def snakesAndLadders(self, board):
        return open({path!r}).read()
"""


def test_a_hostile_solution_reads_nothing_of_the_users(inprocess_cli, tmp_path) -> None:
    """The sandbox from the command line: the code's attempt to read a file of the user's is
    refused, and the report says what protected it."""
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY 123")
    solution = tmp_path / "hostile.py"
    solution.write_text(HOSTILE.format(path=str(secret)))
    result = inprocess_cli("check", solution, "--time-limit", "1")
    assert result.returncode == 1 and "PRIVATE KEY" not in result.output, result
    assert SANDBOXED in result.stdout.splitlines() and "PermissionError raised on line 4" in result.stdout


def test_where_the_system_has_no_sandbox_the_check_is_refused_unless_asked(cli, tmp_path) -> None:
    """SNL_CHECK_SANDBOX=none stands for a system without one (an old kernel, Windows, macOS):
    the check is refused with the reason and the way to run it anyway; --unprotected runs it,
    and the report says it ran without protection."""
    result = cli("check", SOLUTIONS / "right_plain.py", env={"SNL_CHECK_SANDBOX": "none"})
    assert result.returncode == 2 and result.stdout == "", result
    assert result.stderr.splitlines() == [
        f"snl-desktop: error: {SOLUTIONS / 'right_plain.py'}: the code was not run: this system's kernel has no "
        "Landlock (Linux 5.13 or newer), which keeps students' code away from your files",
        "To run it anyway, with your own rights and no protection (only for code you trust): --unprotected",
    ]
    result = cli("check", SOLUTIONS / "right_plain.py", "--unprotected", env={"SNL_CHECK_SANDBOX": "none"})
    assert result.returncode == 0, result
    assert result.stdout.splitlines()[1] == (
        "Protection: none. The code ran with your own rights: it could read and change your files, use the "
        "network and start programs."
    )
