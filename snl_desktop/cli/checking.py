"""The ``check`` command: a student's solution run over the check's board set in a separate
process (`core.checking`), the report printed: the verdict, one line for each class of failure,
then the smallest failing board drawn as text with the expected answer, the code's and the right
route. The code runs in a sandbox (`core.checking.sandbox`); where the system gives none the
check is refused unless ``--unprotected`` is given. Exit 0 when every board passes, 1 when one
fails, 2 when the file cannot be run (it cannot be read, a syntax error, no recognised function,
an error while it loads, no sandbox): one line, never a traceback."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..core.message import fill, phrase
from ..words import say
from .common import PROG, terminal_text

if TYPE_CHECKING:  # (the check itself loads in cmd_check: the other commands' start-up does not pay for it)
    from ..core.checking import CheckCase, CheckError, CheckReport

MIN_SECONDS, MAX_SECONDS = 0.1, 60.0
MIN_MEMORY_MB, MAX_MEMORY_MB = 64, 8192
DEFAULT_SECONDS, DEFAULT_MEMORY_MB = 1.0, 512
"""`core.checking.Limits`' defaults (a test keeps them the same)."""


def board_picture(case: CheckCase) -> list[str]:
    """The board as rows of text, top row first as on screen: each square's number, and
    ``start→end`` where a snake or ladder starts."""
    board = case.board
    cells = [
        [
            f"{square}→{board.jumps[square]}" if square in board.jumps else str(square)
            for square in (board.cell_at(row, col) for col in range(board.cols))
        ]
        for row in range(board.rows)
    ]
    width = max(len(text) for row in cells for text in row)
    return ["  " + " ".join(text.rjust(width) for text in row) for row in cells]


def _given(case: CheckCase, form: str) -> str:
    """What the code was given on the board, to paste into a test of one's own."""
    value: Any = case.matrix() if form == "matrix" else case.move()
    return json.dumps(value, separators=(",", ":"))


def print_report(name: str, report: CheckReport) -> None:
    from ..words import checking as words

    print(f"{name}: {words.function_line(report.function)}")
    print(words.protection_line(report.protection))
    print(words.verdict(report))
    for failure in report.failures:
        print(f"  ✗ {words.failure_line(failure, report.limits)}")
    if report.not_run:
        print(words.not_run(report))
    smallest = report.smallest
    if smallest is None:
        return
    print()
    print(f"{words.smallest_heading()} — {words.case_title(smallest.case, report.total)}")
    for line in board_picture(smallest.case):
        print(line)
    given = (
        QCoreApplication.translate("Check", "board: {value}")
        if report.function.form == "matrix"
        else QCoreApplication.translate("Check", "move: {value}")
    )
    print(fill(given, {"value": _given(smallest.case, report.function.form)}))
    print(words.expected_line(smallest.case))
    print(words.student_line(smallest.outcome, report.limits))
    print(words.route_line(report))


def _read(path: str) -> str:
    from ..core.checking import read_solution, solution_text
    from ..core.checking.source import MAX_SOURCE_BYTES

    if path == "-":
        stream = sys.stdin.buffer if sys.stdin is not None else None
        data = stream.read(MAX_SOURCE_BYTES + 1) if stream is not None else b""
        return solution_text(data)
    return read_solution(path)


def _error(name: str, error: CheckError) -> None:
    """The reason on one line; under a syntax error, its line and a caret, as Python shows them."""
    problem = phrase("Cli", "{file}: {problem}").of(file=name, problem=error.what)
    lines = [say(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=problem))]
    text, column = error.details.get("text"), error.details.get("column")
    if error.kind == "syntax" and isinstance(text, str) and text.strip():
        stripped = text.lstrip()
        lines.append("    " + stripped)
        if isinstance(column, int) and column > 0:
            lines.append("    " + " " * max(0, column - 1 - (len(text) - len(stripped))) + "^")
    print("\n".join(terminal_text(line) for line in lines), file=sys.stderr, flush=True)


def cmd_check(args: argparse.Namespace) -> int:
    """``check``: exit 0 when every board passes, 1 when one fails, 2 when the code cannot be run."""
    from ..core.checking import CheckError, Limits, check_source  # here: loaded for this command only

    name = terminal_text(args.file)
    limits = Limits(seconds=args.time_limit, memory_bytes=args.memory * 1024 * 1024)
    try:
        source = _read(args.file)
        report = check_source(
            source, "<stdin>" if args.file == "-" else args.file, limits, unprotected=args.unprotected
        )
    except CheckError as error:
        _error(name, error)
        if error.kind == "no_sandbox":
            hint = QCoreApplication.translate(
                "Cli", "To run it anyway, with your own rights and no protection (only for code you trust): {option}"
            )
            print(terminal_text(fill(hint, {"option": "--unprotected"})), file=sys.stderr, flush=True)
        return 2
    print_report(name, report)
    return 0 if report.all_passed else 1


def _bounded(kind: type[float] | type[int], low: float, high: float, refusal: str) -> Any:
    def parse(text: str) -> float | int:
        value = kind(text)  # a ValueError: argparse says "invalid value"
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(fill(refusal, {"low": low, "high": high, "value": value}))
        return value

    parse.__name__ = kind.__name__  # argparse's "invalid float value"
    return parse


def add_command(sub: Any) -> None:
    """Add ``check`` to ``sub`` (a parser's subparsers)."""
    translate = QCoreApplication.translate
    command = sub.add_parser(
        "check",
        help=translate(
            "Cli", "run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails"
        ),
        description=translate(
            "Cli",
            "Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the "
            "network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the "
            "system has no sandbox the check is refused, unless --unprotected is given.",
        ),
    )
    command.add_argument(
        "file",
        help=translate(
            "Cli",
            "a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), "
            "getMinDiceThrows(move) or minThrow(move); - for standard input",
        ),
    )
    command.add_argument(
        "--time-limit",
        type=_bounded(
            float, MIN_SECONDS, MAX_SECONDS, translate("Cli", "--time-limit must be between {low} and {high} seconds")
        ),
        default=DEFAULT_SECONDS,
        metavar="SECONDS",
        help=translate("Cli", "the most a board may take (default 1 s)"),
    )
    command.add_argument(
        "--memory",
        type=_bounded(
            int, MIN_MEMORY_MB, MAX_MEMORY_MB, translate("Cli", "--memory must be between {low} and {high} MB")
        ),
        default=DEFAULT_MEMORY_MB,
        metavar="MB",
        help=translate("Cli", "the most memory the code may use, on Linux and macOS (default 512 MB)"),
    )
    command.add_argument(
        "--unprotected",
        action="store_true",
        help=translate(
            "Cli",
            "run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). "
            "The code then runs with your own rights: it can read and change your files, use the network and "
            "start programs. Only for code you trust",
        ),
    )
    command.set_defaults(func=cmd_check)
