"""The ``check`` command: a student's solution run over the check's board set in a separate
process (`core.checking`), the report printed: the verdict, one line for each class of failure,
then the smallest failing board drawn as text with the expected answer, the code's and the right
route. The code runs in a sandbox (`core.checking.sandbox`); where the system gives none the
check is refused unless ``--unprotected`` is given. Exit 0 when every board passes, 1 when one
fails, 2 when the file cannot be run (it cannot be read, a syntax error, no recognised function,
an error while it loads, no sandbox): one line, never a traceback. A correct solution that takes
far longer than the reference (a plain breadth-first search, timed in the same run) is said to be
slow, under the verdict.

Several files, or a folder (its ``.py`` files, not its subfolders'), are a class: each judged as
one file is, several at once (as many as the cores), a line on standard error as each ends, then a
table on standard output sorted by file (``--csv OUT.csv`` writes it too). Exit 0 when every
file passes every board, 1 when one fails or cannot be run (its row says why), 2 when the
command cannot start (no ``.py`` file, too many, no sandbox), 130 on Ctrl+C (every check under
way stopped, its process killed, nothing written). The judging, the checks run at once and the
CSV are `core.checking.classroom`'s, shared with the window's Check a Folder."""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..core.message import fill, phrase
from ..words import say
from .common import PROG, terminal_text

if TYPE_CHECKING:  # (the check itself loads in cmd_check: the other commands' start-up does not pay for it)
    from ..core.checking import CheckCase, CheckError, CheckReport, Form, Limits
    from ..core.checking.classroom import Judged, Row, Verdict

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


def _given(case: CheckCase, form: Form) -> str:
    """What the code was given on the board, to paste into a test of one's own."""
    value: Any = case.given(form)
    return json.dumps(value, separators=(",", ":"))


def print_report(name: str, report: CheckReport) -> None:
    from ..words import checking as words

    print(f"{name}: {words.function_line(report.function)}")
    print(words.protection_line(report.protection))
    print(words.verdict(report))
    if posed := words.posed(report):
        print(posed)
    if report.slow:
        print(words.slow_line(report))
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
    given = words.given_label(report.function.form)
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

    limits = Limits(seconds=args.time_limit, memory_bytes=args.memory * 1024 * 1024)
    if len(args.file) > 1 or os.path.isdir(args.file[0]):
        return _check_class(args.file, limits, args)
    (path,) = args.file
    name = terminal_text(path)
    try:
        source = _read(path)
        report = check_source(
            source,
            "<stdin>" if path == "-" else path,
            limits,
            unprotected=args.unprotected,
            cases=test_cases(),
            compare_speed=True,
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


def test_cases() -> list[CheckCase] | None:
    """The boards to run: None for the whole set (a test replaces this to keep its time down)."""
    return None


def class_files(arguments: list[str]) -> list[str]:
    """The files ``arguments`` name: a folder's ``.py`` files (regular ones, not its subfolders'),
    sorted by name; a file as it is. Raises `UsageError` for ``-`` among several, a name that
    does not exist, no ``.py`` file at all, or more than `classroom.MAX_FILES`."""
    from ..core.checking.classroom import MAX_FILES, solutions_in
    from .common import UsageError

    translate = QCoreApplication.translate
    files: list[str] = []
    for argument in arguments:
        if argument == "-":
            raise UsageError(translate("Cli", "standard input (-) can be checked only on its own"))
        try:
            mode = os.stat(argument).st_mode
            found = solutions_in(argument) if stat.S_ISDIR(mode) else [argument]
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise UsageError(
                fill(translate("Cli", "{file}: cannot read: {reason}"), {"file": argument, "reason": reason})
            ) from None
        if not found:
            raise UsageError(fill(translate("Cli", "{folder}: no .py file in this folder"), {"folder": argument}))
        files.extend(found)
        if len(files) > MAX_FILES:
            raise UsageError(
                fill(
                    translate("Cli", "more than {most} files to check; check at most {most} at once"),
                    {"most": MAX_FILES},
                )
            )
    return list(dict.fromkeys(files))


def _row(judged: Judged) -> Row:
    from ..core.checking.classroom import Row
    from ..words import checking as words

    return Row.of(judged, words.first_mistake(judged))


def _verdict_word(verdict: Verdict) -> str:
    translate = QCoreApplication.translate
    return {
        "passed": translate("Cli", "passed"),
        "failed": translate("Cli", "failed"),
        "cannot_run": translate("Cli", "cannot run"),
        "cancelled": translate("Cli", "cancelled"),
    }[verdict]


def class_table(rows: list[Row]) -> list[str]:
    """The class as lines of text: a header, then a row a file (file, passed/total, slow, time,
    the first failure's words or why the file cannot be run)."""
    translate = QCoreApplication.translate
    header = [
        translate("Cli", "file"),
        translate("Cli", "passed"),
        translate("Cli", "slow"),
        translate("Cli", "time"),
        translate("Cli", "mistake"),
    ]
    cells = [
        [
            terminal_text(row.file),
            f"{row.passed}/{row.total}" if row.verdict in ("passed", "failed", "cancelled") else "-",
            translate("Cli", "slow") if row.slow else "",
            f"{row.seconds:.2f} s" if row.seconds is not None else "",
            terminal_text(row.mistake) if row.mistake else _verdict_word(row.verdict),
        ]
        for row in rows
    ]
    widths = [max(len(line[i]) for line in [header, *cells]) for i in range(4)]
    return [
        "  ".join(
            [
                line[0].ljust(widths[0]),
                line[1].rjust(widths[1]),
                line[2].ljust(widths[2]),
                line[3].rjust(widths[3]),
                line[4],
            ]
        ).rstrip()
        for line in [header, *cells]
    ]


def _say_line(text: str) -> None:
    print(terminal_text(text), file=sys.stderr, flush=True)


def _check_class(arguments: list[str], limits: Limits, args: argparse.Namespace) -> int:
    """``check`` on several files or a folder: 0 when every file passes, 1 when one does not, 2
    when nothing can be checked, 130 on Ctrl+C (the checks under way stopped, their processes
    killed)."""
    from ..core.checking import probe
    from ..core.checking.classroom import class_reference, judge_class, write_csv
    from .common import UsageError

    translate = QCoreApplication.translate
    try:
        files = class_files(arguments)
    except UsageError as error:
        _say_line(say(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=str(error))))
        return 2
    if not args.unprotected and not (found := probe()).sandboxed:
        from ..core.checking import no_sandbox

        _error(terminal_text(files[0]), no_sandbox(found.missing))
        return 2
    stop = threading.Event()
    rows: list[Row] = []

    def judged(one: Judged) -> None:
        row = _row(one)
        rows.append(row)
        text = fill(
            translate("Cli", "[{done}/{total}] {file}: {verdict}"),
            {"done": len(rows), "total": len(files), "file": row.file, "verdict": _verdict_word(row.verdict)},
        )
        _say_line(text)

    try:
        _say_line(translate("Cli", "timing the reference (a plain breadth-first search)…"))
        cases = test_cases()
        reference = class_reference(limits, stop, unprotected=args.unprotected, cases=cases)
        judge_class(files, limits, stop, reference, unprotected=args.unprotected, cases=cases, judged=judged)
    except KeyboardInterrupt:
        stop.set()  # (judge_class has stopped its checks and killed their processes)
        _say_line(translate("Cli", "Cancelled: the checks under way were stopped; nothing was written."))
        return 130
    rows.sort(key=lambda row: row.file)
    for line in class_table(rows):
        print(line)
    if args.csv:
        try:
            write_csv(args.csv, rows)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            _say_line(fill(translate("Cli", "{file}: cannot write: {reason}"), {"file": args.csv, "reason": reason}))
            return 2
    return 0 if all(row.verdict == "passed" for row in rows) else 1


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
        nargs="+",
        help=translate(
            "Cli",
            "a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), "
            "getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or "
            "a folder (its .py files) for a class: a table of them",
        ),
    )
    command.add_argument(
        "--csv",
        metavar="OUT.csv",
        help=translate("Cli", "with several files or a folder: write the class's table to OUT.csv too"),
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
