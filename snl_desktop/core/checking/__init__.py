"""Check my code: a student's own LeetCode 909 / minimum-dice-throws solution run over a fixed,
seeded set of boards in a separate process, with the mistakes its wrong answers show named.

`cases` (the boards), `mistakes` (what a solver with each common mistake answers, and the
recogniser), `child` (the process that runs the code: the standard library only), `runner`
(the limits, the process started and killed, its answers read as untrusted input), `sandbox`
(what locks the child in: Landlock and seccomp), `report` (the values the words layer says) and
`source` (the student's file read as untrusted input)."""

from __future__ import annotations

from .cases import CheckCase, board_set
from .child import CHILD_ARGUMENT
from .mistakes import Form, Mistake
from .report import CheckReport, FailedCase, FailureClass, FoundFunction, Limits, Outcome, Speed
from .runner import check_source, missing_sandbox, no_sandbox, reference_times
from .sandbox import UNPROTECTED, Protection, probe
from .source import MAX_SOURCE_BYTES, CheckError, read_solution, solution_text

__all__ = [
    "CHILD_ARGUMENT",
    "MAX_SOURCE_BYTES",
    "CheckCase",
    "CheckError",
    "CheckReport",
    "FailedCase",
    "FailureClass",
    "Form",
    "FoundFunction",
    "Limits",
    "Mistake",
    "Outcome",
    "Protection",
    "Speed",
    "UNPROTECTED",
    "board_set",
    "check_source",
    "missing_sandbox",
    "no_sandbox",
    "probe",
    "read_solution",
    "reference_times",
    "solution_text",
]
