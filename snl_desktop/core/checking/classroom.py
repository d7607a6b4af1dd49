"""A class's solutions judged at once, as values: a folder's ``.py`` files, each judged as one file
is (`runner.check_source`, in a sandbox of its own) into a `Judged`, as many at once as the cores,
every check stopped promptly by one event (Cancel, Ctrl+C); and the class as a table's `Row`s and
their CSV. The command line (``snl-desktop check DIR/``) and the window's Check a Folder share it;
each says the values in its own way."""

from __future__ import annotations

import csv
import io
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Literal

from ..files.safe_io import atomic_write_bytes
from .cases import CheckCase
from .report import CheckReport, Limits
from .runner import check_source, reference_times
from .source import CheckError, read_solution

MAX_FILES = 200
"""The most files one class check judges (a class is some thirty)."""

Verdict = Literal["passed", "failed", "cannot_run", "cancelled"]
"""A file of the class: every board passed, one failed, the file could not be run (its syntax,
no function, no sandbox…), or its check was stopped by Cancel before it ended."""


def solutions_in(folder: str) -> list[str]:
    """The ``.py`` files of ``folder`` (regular files: not its subfolders', not a link), sorted
    by name, as paths joined to ``folder``. Raises `OSError` when the folder cannot be read."""
    with os.scandir(folder) as scan:
        entries = sorted(scan, key=lambda entry: entry.name)
    return [
        os.path.join(folder, entry.name)
        for entry in entries
        if entry.name.endswith(".py") and entry.is_file(follow_symlinks=False)
    ]


@dataclass(frozen=True)
class Judged:
    """One file of the class judged: its ``report``, or the ``error`` that kept it from being run
    (neither: it was cancelled before its check began)."""

    file: str
    report: CheckReport | None = None
    error: CheckError | None = None

    @property
    def verdict(self) -> Verdict:
        if self.error is not None:
            return "cannot_run"
        if self.report is None or self.report.stopped == "cancelled":
            return "cancelled"
        return "passed" if self.report.all_passed else "failed"

    @property
    def passed(self) -> int:
        return self.report.passed if self.report is not None else 0

    @property
    def total(self) -> int:
        return self.report.total if self.report is not None else 0

    @property
    def slow(self) -> bool:
        """Flagged "correct but slow" (`report.Speed.slow`)."""
        return self.report is not None and self.report.slow

    @property
    def seconds(self) -> float | None:
        """The code's time on the boards timed against the reference (else the check's own time),
        to the millisecond; None for a file that was not run."""
        if self.report is None:
            return None
        speed = self.report.speed
        return round(speed.seconds, 3) if speed is not None else self.report.seconds

    @property
    def reference_seconds(self) -> float | None:
        """The reference's time on the same boards, where it was compared."""
        speed = self.report.speed if self.report is not None else None
        return round(speed.reference_seconds, 3) if speed is not None else None


def judge(
    path: str,
    limits: Limits,
    stop: threading.Event,
    *,
    unprotected: bool = False,
    reference: dict[int, float] | None = None,
    cases: Sequence[CheckCase] | None = None,
) -> Judged:
    """Judge the solution at ``path`` over ``cases`` (the whole set by default), its speed
    compared with ``reference`` (`runner.reference_times`); ``stop`` set ends the check within a
    twentieth of a second, its process killed (a file not begun yet is not run at all)."""
    if stop.is_set():
        return Judged(path)
    try:
        report = check_source(
            read_solution(path),
            path,
            limits,
            progress=lambda done, total: not stop.is_set(),
            cases=cases,
            unprotected=unprotected,
            reference=reference,
        )
    except CheckError as error:
        return Judged(path, error=error)
    return Judged(path, report)


def workers(files: int) -> int:
    """How many checks run at once: one a core this process may use, and no more than ``files``."""
    counted = getattr(os, "process_cpu_count", None)
    cores = counted() if counted is not None else None
    if cores is None and hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))
    return max(1, min(files, cores or os.cpu_count() or 1))


def class_reference(
    limits: Limits,
    stop: threading.Event,
    *,
    unprotected: bool = False,
    cases: Sequence[CheckCase] | None = None,
) -> dict[int, float]:
    """The reference's seconds on each board (`runner.reference_times`), timed once for the
    whole class; ``stop`` ends it as it ends a check."""
    return reference_times(cases, limits, lambda done, total: not stop.is_set(), unprotected=unprotected)


def judge_class(
    files: Sequence[str],
    limits: Limits,
    stop: threading.Event,
    reference: dict[int, float],
    *,
    unprotected: bool = False,
    cases: Sequence[CheckCase] | None = None,
    judged: Callable[[Judged], None] | None = None,
    at_once: int | None = None,
) -> list[Judged]:
    """Judge ``files``, ``at_once`` of them at a time (`workers` by default), in threads that
    each wait on a sandboxed process; ``judged(one)`` is called in this thread as each ends, and
    the files judged come back in the order they ended. ``stop`` set (or an exception here, such
    as Ctrl+C's ``KeyboardInterrupt``, raised again) stops every check under way and leaves the
    rest unbegun: their processes are killed before this returns."""
    pool = ThreadPoolExecutor(max_workers=at_once or workers(len(files)), thread_name_prefix="snl-check")
    done: list[Judged] = []
    try:
        futures = [
            pool.submit(judge, path, limits, stop, unprotected=unprotected, reference=reference, cases=cases)
            for path in files
        ]
        for future in as_completed(futures):
            one = future.result()
            done.append(one)
            if judged is not None:
                judged(one)
    except BaseException:
        stop.set()  # each check sees it within a twentieth of a second and kills its process
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return done


@dataclass(frozen=True)
class Row:
    """One file of the class as the table and the CSV say it: ``mistake`` is the first class of
    failure (or why the file cannot be run) in the user's language, said by the caller."""

    file: str
    verdict: Verdict
    passed: int = 0
    total: int = 0
    mistake: str = ""
    slow: bool = False
    seconds: float | None = None
    reference_seconds: float | None = None

    @classmethod
    def of(cls, judged: Judged, mistake: str, file: str | None = None) -> Row:
        """``judged``'s row, named ``file`` (its path by default)."""
        return cls(
            judged.file if file is None else file,
            judged.verdict,
            judged.passed,
            judged.total,
            mistake,
            judged.slow,
            judged.seconds,
            judged.reference_seconds,
        )


CSV_HEADER = ("file", "passed", "total", "verdict", "mistake", "slow", "seconds", "reference_seconds")

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet takes a cell to be a formula by: a file name or a student's exception
message beginning so is written with a ``'`` before it (OWASP's advice on CSV injection)."""


def _cell(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def csv_text(rows: Sequence[Row]) -> str:
    """The class as CSV: `CSV_HEADER`, then a line a row (the verdict as its key, the mistake in
    the user's language, ``yes``/``no`` for slow, seconds with three decimals, empty when none)."""
    stream = io.StringIO(newline="")
    writer = csv.writer(stream)
    writer.writerow(CSV_HEADER)
    for row in rows:
        writer.writerow(
            [
                _cell(row.file),
                row.passed,
                row.total,
                row.verdict,
                _cell(row.mistake),
                "yes" if row.slow else "no",
                "" if row.seconds is None else f"{row.seconds:.3f}",
                "" if row.reference_seconds is None else f"{row.reference_seconds:.3f}",
            ]
        )
    return stream.getvalue()


def write_csv(path: str | os.PathLike[str], rows: Sequence[Row]) -> None:
    """Write `csv_text` to ``path`` in UTF-8, atomically (a failure leaves the old file);
    raises `OSError`."""
    atomic_write_bytes(path, csv_text(rows).encode("utf-8"))
