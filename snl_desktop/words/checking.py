"""Check my code in words: the function checked, the verdict, one line for each class of
failure (a common mistake named and explained), what the code did on the smallest failing board,
and why a solution could not be run. The command line and the Check My Code dialog say a
`core.checking.CheckReport` through here; the sentences with a count live in a QObject (context
"Check") because Qt's ``lupdate`` extracts plural forms only from ``self.tr(text, "", n)``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..core.checking import (
    CheckCase,
    CheckError,
    CheckReport,
    FailureClass,
    FoundFunction,
    Limits,
    Outcome,
    Speed,
    missing_sandbox,
)
from ..core.checking.cases import CaseKind
from ..core.checking.classroom import Judged
from ..core.checking.mistakes import Mistake
from ..core.checking.report import SLOW_FACTOR, SLOW_FLOOR_SECONDS
from ..core.checking.sandbox import Missing, Protection
from . import numbers, say, spoken
from . import search as search_words

MB = 1024 * 1024


def _seconds(limits: Limits) -> str:
    return f"{limits.seconds:g}"


class Check(QObject):
    """The check's sentences with a count (translation context "Check")."""

    def all_passed(self, total: int) -> str:
        return self.tr("All %n board(s) passed.", "", total)

    def passed(self, passed: int, total: int) -> str:
        return spoken(self.tr("Passed {passed} of %n board(s).", "", total), passed=passed)

    def not_run(self, count: int, stop_after: int, cancelled: bool) -> str:
        if cancelled:
            return self.tr("Cancelled: %n board(s) not run.", "", count)
        text = self.tr("Stopped after {strikes} boards past a limit: %n board(s) not run.", "", count)
        return spoken(text, strikes=stop_after)

    def throws(self, count: int) -> str:
        return self.tr("%n throw(s)", "", count)

    def mistake(self, mistake: Mistake, count: int) -> str:
        if mistake == "labelling_odd":
            return self.tr(
                "Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and "
                "the bottom row always runs left to right: %n board(s)",
                "",
                count,
            )
        if mistake == "labelling_even":
            return self.tr(
                "Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and "
                "the bottom row always runs left to right: %n board(s)",
                "",
                count,
            )
        if mistake == "labelling_unalternated":
            return self.tr(
                "Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)",
                "",
                count,
            )
        if mistake == "labelling_top":
            return self.tr(
                "Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, "
                "column 0): %n board(s)",
                "",
                count,
            )
        if mistake == "chain":
            return self.tr(
                "Following a chain: a snake or ladder is taken after another in the same throw, but only the "
                "first one is taken: %n board(s)",
                "",
                count,
            )
        if mistake == "goal_excluded":
            return self.tr(
                "Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches "
                "it; check the end of the range of throws): %n board(s)",
                "",
                count,
            )
        if mistake == "faces_to_five":
            return self.tr(
                "Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is "
                "range(1, 7)): %n board(s)",
                "",
                count,
            )
        if mistake == "plus_one":
            return self.tr("Off by one at the goal: the answer is one throw too many: %n board(s)", "", count)
        if mistake == "minus_one":
            return self.tr("Off by one at the goal: the answer is one throw too few: %n board(s)", "", count)
        return self.tr(
            "The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)", "", count
        )

    def failure(self, failure: FailureClass, limits: Limits) -> str:
        count, outcome = failure.count, failure.outcome
        if failure.kind == "mistake" and failure.mistake is not None:
            return self.mistake(failure.mistake, count)
        if failure.kind == "exception" and outcome is not None:
            if outcome.line is None:
                text = self.tr("{error} raised: {message}: %n board(s)", "", count)
            else:
                text = self.tr("{error} raised on line {line}: {message}: %n board(s)", "", count)
            return spoken(text, error=outcome.error, line=outcome.line, message=outcome.message or "-")
        if failure.kind == "value" and outcome is not None:
            text = self.tr("Not a whole number returned (e.g. {value}): %n board(s)", "", count)
            return spoken(text, value=outcome.value)
        if failure.kind == "timeout":
            text = self.tr("Ran past the time limit of {seconds} s (an endless loop?): %n board(s)", "", count)
            return spoken(text, seconds=_seconds(limits))
        if failure.kind == "memory":
            text = self.tr("Ran out of memory (the limit is {size} MB): %n board(s)", "", count)
            return spoken(text, size=limits.memory_bytes // MB)
        if failure.kind == "crash":
            code = outcome.exit_code if outcome is not None else None
            text = self.tr("The Python process running the code stopped (exit code {code}): %n board(s)", "", count)
            return spoken(text, code="?" if code is None else code)
        if failure.kind == "interfered":
            return self.tr(
                "Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)",
                "",
                count,
            )
        return self.tr("Wrong answer (no common mistake recognised): %n board(s)", "", count)

    def posed(self, total: int, left_out: int, practice: bool) -> str:
        unreachable = self.tr("%n board(s) where the goal cannot be reached", "", left_out)
        if practice:
            text = self.tr(
                "Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, "
                "which that problem never asks.",
                "",
                total,
            )
        else:
            text = self.tr(
                "Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.",
                "",
                total,
            )
        return spoken(text, unreachable=unreachable)


_CHECK = Check()


def function_line(function: FoundFunction) -> str:
    """What was checked: ``"snakesAndLadders(board) in class Solution, given the LeetCode 909
    matrix"``."""
    translate = QCoreApplication.translate
    if function.form == "matrix":
        call = f"{function.name}(board)"
        given = translate("Check", "given the LeetCode 909 matrix")
    elif function.form == "practice":
        call = f"{function.name}(N, arr)"
        given = translate(
            "Check", "given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)"
        )
    else:
        call = (
            f"{function.name}(move)"
            if function.arguments == 1
            else f"{function.name}(n, move)"
            if function.name == "minThrow"
            else f"{function.name}(move, n)"
        )
        given = translate("Check", "given the 0-based move array (cell = square - 1)")
    if function.in_class:
        text = translate("Check", "{call} in class Solution, {given}")
    else:
        text = translate("Check", "{call}, {given}")
    return spoken(text, call=call, given=given)


def verdict(report: CheckReport) -> str:
    """``"All 533 boards passed."`` or ``"Passed 368 of 533 boards."``."""
    if report.all_passed:
        return _CHECK.all_passed(report.total)
    return _CHECK.passed(report.passed, report.total)


def posed(report: CheckReport) -> str:
    """Which boards a GeeksforGeeks form was checked on, and how many were left out as that
    problem never poses them; empty for LeetCode's form."""
    if report.function.form == "matrix" or (report.function.form == "move" and not report.left_out):
        return ""
    return _CHECK.posed(report.total, report.left_out, report.function.form == "practice")


def given_label(form: str) -> str:
    """What the code is given, before the smallest failing board's value: ``"board: {value}"``."""
    translate = QCoreApplication.translate
    if form == "matrix":
        return translate("Check", "board: {value}")
    if form == "practice":
        return translate("Check", "N, arr: {value}")
    return translate("Check", "move: {value}")


def not_run(report: CheckReport) -> str:
    """How many boards were not run and why; empty when every board was run."""
    if not report.not_run:
        return ""
    return _CHECK.not_run(report.not_run, report.limits.stop_after, report.stopped == "cancelled")


def failure_line(failure: FailureClass, limits: Limits) -> str:
    """One class of failure: the mistake named and explained, or what the code did, and on how
    many boards."""
    return _CHECK.failure(failure, limits)


def throws(count: int) -> str:
    return _CHECK.throws(count)


def answer(value: int) -> str:
    """An answer: ``"4 throws"``, or ``"-1 (the goal cannot be reached)"``."""
    if value < 0:
        return spoken(QCoreApplication.translate("Check", "{value} (the goal cannot be reached)"), value=value)
    return throws(value)


def outcome(what: Outcome, limits: Limits) -> str:
    """What the code did on one board: ``"3 throws"``, ``"raised IndexError on line 18: …"``."""
    translate = QCoreApplication.translate
    if what.kind == "answer" and what.answer is not None:
        return answer(what.answer)
    if what.kind == "value":
        return spoken(translate("Check", "returned {value}, not a whole number"), value=what.value)
    if what.kind == "exception":
        if what.line is None:
            return spoken(translate("Check", "raised {error}: {message}"), error=what.error, message=what.message)
        text = translate("Check", "raised {error} on line {line}: {message}")
        return spoken(text, error=what.error, line=what.line, message=what.message)
    if what.kind == "timeout":
        return spoken(translate("Check", "no answer within {seconds} s (an endless loop?)"), seconds=_seconds(limits))
    if what.kind == "memory":
        return spoken(translate("Check", "ran out of memory (over {size} MB)"), size=limits.memory_bytes // MB)
    if what.kind == "crash":
        code = "?" if what.exit_code is None else what.exit_code
        return spoken(translate("Check", "its Python process stopped (exit code {code})"), code=code)
    if what.kind == "interfered":
        return translate("Check", "wrote to the check's own channel instead of returning an answer")
    return translate("Check", "not run")


def kind_name(kind: CaseKind) -> str:
    """What a board of the set is there to test."""
    translate = QCoreApplication.translate
    names = {
        "example": translate("Check", "a published example"),
        "plain": translate("Check", "no snakes or ladders"),
        "ladder_to_goal": translate("Check", "a ladder to the goal"),
        "chain": translate("Check", "a chain: a jump ends where another starts"),
        "unreachable": translate("Check", "the goal cannot be reached"),
        "labelling": translate("Check", "the numbering of the squares matters"),
        "random": translate("Check", "random snakes and ladders"),
    }
    return names[kind]


def case_title(case: CheckCase, total: int) -> str:
    """``"Board 13 of 533: 3×3, the numbering of the squares matters"``."""
    text = QCoreApplication.translate("Check", "Board {number} of {total}: {rows}×{cols}, {kind}")
    return spoken(
        text, number=case.number, total=total, rows=case.board.rows, cols=case.board.cols, kind=kind_name(case.kind)
    )


def smallest_heading() -> str:
    return QCoreApplication.translate("Check", "The smallest failing board")


def expected_line(case: CheckCase) -> str:
    return spoken(QCoreApplication.translate("Check", "Expected: {answer}"), answer=answer(case.expected))


def student_line(what: Outcome, limits: Limits) -> str:
    return spoken(QCoreApplication.translate("Check", "Your code: {outcome}"), outcome=outcome(what, limits))


def route_line(report: CheckReport) -> str:
    """The right route on the smallest failing board, or why there is none."""
    translate = QCoreApplication.translate
    smallest = report.smallest
    if smallest is None:
        return ""
    if not smallest.route:
        return translate("Check", "Right route: none (the goal cannot be reached)")
    return spoken(translate("Check", "Right route: {route}"), route=search_words.describe_route(list(smallest.route)))


def cannot_run(error: CheckError) -> str:
    """Why a solution cannot be run, in the user's language."""
    return say(error.what)


def first_mistake(judged: Judged) -> str:
    """What a class's table says of a file: its largest class of failure (`failure_line`), or why
    it cannot be run; empty when it passed (or was not run)."""
    if judged.error is not None:
        return cannot_run(judged.error)
    report = judged.report
    if report is None or not report.failures:
        return ""
    return failure_line(report.failures[0], report.limits)


def milliseconds(seconds: float) -> str:
    """``"45 ms"``, ``"0.4 ms"``: a time a board, in the language's digits (`numbers.decimal`)."""
    value = seconds * 1000
    digits = 0 if value >= 10 else 1 if value >= 0.1 else 2
    return spoken(QCoreApplication.translate("Check", "{value} ms"), value=numbers.decimal(value, digits))


def slow_line(report: CheckReport) -> str:
    """``"Correct but slow: 101 ms a board against 0.4 ms for a plain breadth-first search (…)"``;
    empty when the code is not flagged slow."""
    speed: Speed | None = report.speed
    if speed is None or not speed.slow:
        return ""
    translate = QCoreApplication.translate
    if report.all_passed:
        text = translate(
            "Check",
            "Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same "
            "boards ({times}× as long; flagged past {factor}× and {floor} a board).",
        )
    else:
        text = translate(
            "Check",
            "Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards "
            "({times}× as long; flagged past {factor}× and {floor} a board).",
        )
    return spoken(
        text,
        mine=milliseconds(speed.per_board),
        reference=milliseconds(speed.reference_per_board),
        times=numbers.integer(round(speed.times)),
        factor=numbers.integer(round(SLOW_FACTOR)),
        floor=milliseconds(SLOW_FLOOR_SECONDS),
    )


def limits_line(limits: Limits) -> str:
    """The limits the code ran under."""
    text = QCoreApplication.translate("Check", "Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).")
    return spoken(text, seconds=_seconds(limits), size=limits.memory_bytes // MB)


def protection_line(protection: Protection) -> str:
    """What the code ran (or runs) under, in one sentence."""
    translate = QCoreApplication.translate
    if protection.sandboxed:
        return translate(
            "Check",
            "Protection: a sandbox. The code cannot read or change your files, use the network, start programs "
            "or touch other programs; it can write only in a folder of its own that is deleted afterwards.",
        )
    return translate(
        "Check",
        "Protection: none. The code ran with your own rights: it could read and change your files, use the "
        "network and start programs.",
    )


def no_protection_line(missing: Missing) -> str:
    """Why the code cannot run in a sandbox here, said before a check is tried."""
    text = QCoreApplication.translate(
        "Check",
        "Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.",
    )
    return spoken(text, reason=say(missing_sandbox(missing)))


def unprotected_choice() -> str:
    """The choice to run without the sandbox, saying what it means."""
    return QCoreApplication.translate(
        "Check",
        "Run without protection: the code runs with your own rights and can read and change your files, use "
        "the network and start programs. Only for code you trust.",
    )
