"""What a check found, as values: what the student's code did on each board (`Outcome`), the
failures grouped into classes (a recognised mistake, an exception, the time limit...), and the
smallest failing board with its right route (`CheckReport`). The words layer says them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ..solver import RouteStep, solve
from .cases import CheckCase
from .mistakes import Form, Mistake, recognise
from .sandbox import UNPROTECTED, Protection

OutcomeKind = Literal["answer", "value", "exception", "timeout", "memory", "crash", "interfered", "not_run"]
"""What the code did on a board: returned a whole number (``answer``), returned something else
(``value``), raised, ran past the time limit, ran out of memory, took its process down with it
(``crash``: ``os._exit``, a segmentation fault...), wrote to the check's own channel
(``interfered``: a line the parent did not expect, too long or malformed), or was not run
(the check stopped first)."""

FailureKind = Literal["mistake", "wrong", "value", "exception", "timeout", "memory", "crash", "interfered"]

StopReason = Literal["limits", "cancelled"]
"""Why boards were left unrun: too many ran past the time or memory limit (or crashed), or Cancel."""


@dataclass(frozen=True)
class Outcome:
    """The student's code on one board. ``answer`` for ``"answer"``; ``value`` (its repr, cut
    short) for ``"value"``; ``error`` (the exception's type), ``message`` and ``line`` (in the
    student's file) for ``"exception"``; ``exit_code`` for ``"crash"`` (negative: the signal)."""

    kind: OutcomeKind
    answer: int | None = None
    value: str = ""
    error: str = ""
    message: str = ""
    line: int | None = None
    exit_code: int | None = None

    def passed(self, expected: int) -> bool:
        return self.kind == "answer" and self.answer == expected


@dataclass(frozen=True)
class FoundFunction:
    """The function the check calls: its ``name``, what it is given (``form``: the matrix or the
    move array), whether it is a method of ``class Solution`` and how many arguments it takes
    (2: GfG's ``getMinDiceThrows(move, n)``, or its practice form ``minThrow(N, arr)``)."""

    name: str
    form: Form
    in_class: bool
    arguments: int = 1


@dataclass(frozen=True)
class FailureClass:
    """Failures of one kind: ``count`` boards, the smallest of them ``first`` (its number).
    ``mistake`` names a recognised mistake (kind ``"mistake"``); an ``"exception"`` class is
    one exception type raised on one line (``outcome`` holds it, as for ``"value"`` and
    ``"crash"``: the first board's)."""

    kind: FailureKind
    count: int
    first: int
    mistake: Mistake | None = None
    outcome: Outcome | None = None


@dataclass(frozen=True)
class FailedCase:
    """A failing board: the case, what the student's code did, and the right route."""

    case: CheckCase
    outcome: Outcome
    route: tuple[RouteStep, ...]
    mistake: Mistake | None


@dataclass(frozen=True)
class Limits:
    """The limits a solution runs under: ``seconds`` a board, ``memory_bytes`` for its process
    (POSIX), ``load_seconds`` to start Python and run the module's own code, and after
    ``stop_after`` boards past the time or memory limit (or crashes) the rest is not run: an
    endless loop costs a few seconds, not one for each of 500 boards."""

    seconds: float = 1.0
    memory_bytes: int = 512 * 1024 * 1024
    load_seconds: float = 5.0
    stop_after: int = 3


SLOW_FACTOR = 10.0
"""A solution is flagged "correct but slow" when its time a board is more than this many times
the reference's (a plain breadth-first search) on the same boards, in the same run. A plain BFS
written differently stays within 2-3× of it, and within 5× on a machine busy with other work;
an O(n⁴) solution is some 50-100× (defect 9: 54 s against 1.5-3 s)."""
SLOW_FLOOR_SECONDS = 0.01
"""...and past this many seconds a board on average: a tiny timing (a fraction of a
millisecond, where a pause of the machine weighs more than the code) is never flagged."""


@dataclass(frozen=True)
class Speed:
    """The code's time against the reference's over the same ``boards`` (those both answered):
    ``seconds`` and ``reference_seconds`` in all, each timed by the parent."""

    boards: int
    seconds: float
    reference_seconds: float

    @property
    def per_board(self) -> float:
        return self.seconds / self.boards if self.boards else 0.0

    @property
    def reference_per_board(self) -> float:
        return self.reference_seconds / self.boards if self.boards else 0.0

    @property
    def slow(self) -> bool:
        """More than `SLOW_FACTOR` times the reference, and past `SLOW_FLOOR_SECONDS`, a board."""
        return self.per_board >= SLOW_FLOOR_SECONDS and self.per_board > SLOW_FACTOR * self.reference_per_board

    @property
    def times(self) -> float:
        """How many times the reference's time the code took (0 when the reference took none)."""
        return self.seconds / self.reference_seconds if self.reference_seconds > 0 else 0.0


def compare(times: Mapping[int, float], reference: Mapping[int, float]) -> Speed:
    """The code's ``times`` (seconds by board number) against the ``reference``'s, on the boards
    both answered."""
    common = [n for n in times if n in reference]
    return Speed(len(common), sum(times[n] for n in common), sum(reference[n] for n in common))


@dataclass(frozen=True)
class CheckReport:
    """A whole check: the function called, the boards run and passed, the failure classes
    (largest first), how many boards were not run and why, the smallest failing board, and what
    the code ran under (``protection``)."""

    function: FoundFunction
    total: int
    passed: int
    failures: tuple[FailureClass, ...]
    not_run: int
    stopped: StopReason | None
    smallest: FailedCase | None
    limits: Limits
    seconds: float
    protection: Protection = UNPROTECTED
    speed: Speed | None = None
    """The code's time against the reference's, where it was compared (`runner.check_source`)."""
    left_out: int = 0
    """Boards left out because the function's form is GfG's, whose problem never poses a goal
    that cannot be reached (`cases.posed`); ``total`` counts the boards it was checked on."""

    @property
    def slow(self) -> bool:
        return self.speed is not None and self.speed.slow

    @property
    def all_passed(self) -> bool:
        return self.passed == self.total

    @property
    def failed(self) -> int:
        return self.total - self.passed - self.not_run


def _class_key(outcome: Outcome, mistake: Mistake | None) -> tuple[FailureKind, str]:
    """Which failure class a failing outcome belongs to (one an exception type and line)."""
    if outcome.kind == "answer":
        return ("mistake", mistake) if mistake is not None else ("wrong", "")
    if outcome.kind == "exception":
        return "exception", f"{outcome.error}:{outcome.line}"
    if outcome.kind in ("value", "timeout", "memory", "crash", "interfered"):
        return outcome.kind, ""
    raise ValueError(outcome.kind)  # not_run is no failure


def make_report(
    function: FoundFunction,
    cases: Sequence[CheckCase],
    outcomes: Mapping[int, Outcome],
    limits: Limits,
    stopped: StopReason | None,
    seconds: float,
    protection: Protection = UNPROTECTED,
    left_out: int = 0,
) -> CheckReport:
    """Group the failures of ``outcomes`` (by case number) and find the smallest failing board."""
    by_number = {case.number: case for case in cases}
    answers = {
        n: o.answer for n, o in outcomes.items() if o.kind == "answer" and o.answer is not None and n in by_number
    }
    index = {n: i for i, n in enumerate(answers)}
    pairs = [(by_number[n].board, by_number[n].expected) for n in answers]
    named = recognise(pairs, {index[n]: a for n, a in answers.items()}, function.form)
    mistakes = {n: named[index[n]] for n in answers if index[n] in named}
    groups: dict[tuple[FailureKind, str], list[int]] = {}
    passed = not_run = 0
    for case in cases:
        outcome = outcomes.get(case.number, Outcome("not_run"))
        if outcome.kind == "not_run":
            not_run += 1
        elif outcome.passed(case.expected):
            passed += 1
        else:
            groups.setdefault(_class_key(outcome, mistakes.get(case.number)), []).append(case.number)
    failures = []
    for (kind, _name), numbers in groups.items():
        first = min(numbers)
        failures.append(
            FailureClass(
                kind,
                len(numbers),
                first,
                mistakes.get(first) if kind == "mistake" else None,
                outcomes[first] if kind in ("exception", "value", "crash") else None,
            )
        )
    failures.sort(key=lambda f: (-f.count, f.first))
    smallest = None
    if groups:
        first = min(n for numbers in groups.values() for n in numbers)
        case = by_number[first]
        smallest = FailedCase(case, outcomes[first], tuple(solve(case.board).route()), mistakes.get(first))
    return CheckReport(
        function,
        len(cases),
        passed,
        tuple(failures),
        not_run,
        stopped,
        smallest,
        limits,
        round(seconds, 3),
        protection,
        left_out=left_out,
    )
