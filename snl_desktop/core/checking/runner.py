"""Runs a student's solution over the board set in a separate Python process (`child`), never in
the app's own, locked into a sandbox (`sandbox`: no files but its own folder and the standard
library, no network, no new process, no signal to another) before it reads the code. Many boards
go to one process (starting Python for each of 500 boards would cost seconds); the child answers
after each board, so the parent knows which one is running.

Limits: the parent times each board (``Limits.seconds``) and kills the child's whole process
group past it; the child sets its own memory limit (``RLIMIT_AS``), a CPU-time backstop, the
largest file, the open files and no core files with ``resource.setrlimit`` on POSIX. The parent
reads at most `MAX_LINE_BYTES` a line and computes the verdict from the answers alone: every
line is checked (the board it names, its keys, the answer's type and size) and one that is not
what the protocol says fails its board (``interfered``) and ends the process. Where the system
gives no sandbox, the check is refused (`CheckError` ``no_sandbox``) unless the caller asked to
run without one (``unprotected``). The child is ``sys.executable -I`` (isolated: no user site,
no ``PYTHON*`` variables, no current folder on the path) in a temporary folder, with a minimal
environment. In the frozen app (PyInstaller), which has no separate interpreter, the app's
executable is started with `CHILD_ARGUMENT` and runs `child.main` (``snl_desktop.cli.main``
does that first).
"""

from __future__ import annotations

import json
import math
import os
import queue
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import IO, Any

from ..message import Message, phrase
from . import child
from .cases import CheckCase, board_set, posed
from .child import CHILD_ARGUMENT, MATRIX_NAMES, MESSAGE_CHARACTERS, MOVE_NAMES, PRACTICE_NAME
from .report import SLOW_FLOOR_SECONDS, CheckReport, FoundFunction, Limits, Outcome, StopReason, compare, make_report
from .sandbox import UNPROTECTED, Missing, Protection, probe
from .source import CheckError, check_text, harness_fault

FIRST_BOARD_GRACE = 1.0
"""Seconds a (re)started child has on top of the limit for its first board: it reads the boards."""
POLL_SECONDS = 0.05
"""How often Cancel is looked at while waiting for the child."""

MAX_LINE_BYTES = 8192
"""The longest line read from the child: an answer's line is well under it (a value or a
message is cut to `child.MESSAGE_CHARACTERS`); a longer one is never read whole."""
LARGEST_ANSWER = child.LARGEST
"""The largest answer taken as a number (a board of the set needs a few hundred throws)."""
INTERFERED = "interfered"
"""What `_Child.next_line` gives for a line that is none of the protocol's."""

Progress = Callable[[int, int], bool]
"""``progress(done, total)``: boards done; False to cancel."""


def child_command() -> list[str]:
    """The command that starts the child process."""
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_ARGUMENT]
    return [sys.executable, "-I", "-X", "utf8", str(Path(child.__file__).resolve())]


def _environment() -> dict[str, str]:
    """The child's environment: enough to run Python, nothing of the user's session."""
    keep = ("PATH", "SYSTEMROOT", "TEMP", "TMP", "LANG", "LC_ALL")
    return {key: os.environ[key] for key in keep if key in os.environ}


class _Child:
    """One child process: its pipes, a thread that reads its lines into a queue (None at the
    end), and a thread that writes the boards to it."""

    def __init__(self, folder: str) -> None:
        options: dict[str, Any] = {}
        if os.name == "posix":
            options["start_new_session"] = True  # a group of its own: killed with whatever it starts
        else:
            options["creationflags"] = getattr(subprocess, "CREATE_NO_WINDOW", 0) | getattr(
                subprocess, "CREATE_NEW_PROCESS_GROUP", 0
            )
        try:
            self.process = subprocess.Popen(
                child_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                cwd=folder,
                env=_environment(),
                **options,
            )
        except OSError as exc:
            raise CheckError(
                "cannot_start",
                phrase("Check", "cannot start Python to run the code: {reason}").of(reason=exc.strerror or str(exc)),
            ) from None
        self.lines: queue.Queue[dict[str, Any] | str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        """Each line the child writes, as a dict; `INTERFERED` for a line that is too long, cut
        off or not a JSON object (the end of what is read: the channel is not to be trusted)."""
        stream = self.process.stdout
        assert stream is not None
        try:
            while raw := stream.readline(MAX_LINE_BYTES + 1):
                try:
                    message = json.loads(raw) if raw.endswith(b"\n") else None
                except (ValueError, RecursionError):
                    message = None
                if not isinstance(message, dict):
                    self.lines.put(INTERFERED)
                    break
                self.lines.put(message)
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def send(self, message: dict[str, Any], close: bool = False) -> None:
        """Write one line in a thread of its own: a child that does not read never blocks us."""
        data = (json.dumps(message, ensure_ascii=True) + "\n").encode("ascii")
        stream = self.process.stdin
        assert stream is not None

        def write(out: IO[bytes] = stream) -> None:
            try:
                out.write(data)
                out.flush()
                if close:
                    out.close()
            except (OSError, ValueError):
                pass  # the child is gone: its end is read as such

        threading.Thread(target=write, daemon=True).start()

    def next_line(self, deadline: float, cancelled: Callable[[], bool]) -> dict[str, Any] | None | str:
        """The child's next message, None when it ended, ``"timeout"`` past ``deadline``,
        ``"cancelled"`` when the user cancelled, `INTERFERED` for a line that is none of the
        protocol's."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return "timeout"
            try:
                return self.lines.get(timeout=min(left, POLL_SECONDS))
            except queue.Empty:
                if cancelled():
                    return "cancelled"

    def exit_code(self) -> int | None:
        try:
            return self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        process = self.process
        if process.poll() is None:
            try:
                if os.name == "posix":
                    os.killpg(process.pid, signal.SIGKILL)
                else:
                    process.kill()
            except OSError:
                pass
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        for stream in (process.stdin, process.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass


def _clean(value: object, limit: int = MESSAGE_CHARACTERS) -> str:
    """A text from the child, made safe to show: at most ``limit`` characters, its control
    characters (a terminal's escape codes) and direction overrides each shown as ``?``."""
    text = value if isinstance(value, str) else ""
    text = "".join("?" if unicodedata.category(c) in ("Cc", "Cf") else c for c in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _outcome(message: dict[str, Any], number: int, key: str) -> Outcome:
    """The child's answer for board ``number``, checked as untrusted input: anything but one of
    the protocol's four shapes for that board, with the board's own ``key`` (sent with it, never
    said before), is ``interfered``. A line forged by the code without the key fails the board."""
    if message.pop("key", None) != key or message.get("number") != number or type(number) is not int:
        return Outcome("interfered")
    keys = set(message)
    if keys == {"number", "answer"}:
        answer = message["answer"]
        if type(answer) is int and -LARGEST_ANSWER <= answer <= LARGEST_ANSWER:
            return Outcome("answer", answer=answer)
    elif keys == {"number", "value"} and isinstance(message["value"], str):
        return Outcome("value", value=_clean(message["value"]))
    elif keys == {"number", "memory"} and message["memory"] is True:
        return Outcome("memory")
    elif keys == {"number", "exception"} and isinstance(error := message["exception"], dict):
        line = error.get("line")
        if set(error) == {"type", "message", "line"} and (line is None or type(line) is int):
            return Outcome("exception", error=_clean(error["type"]), message=_clean(error["message"]), line=line)
    return Outcome("interfered")


def _load_error(error: dict[str, Any]) -> CheckError:
    """A load error from the child, as the `CheckError` the caller reports (its texts cleaned
    and its numbers checked: the child's words are untrusted input)."""
    kind = error.get("kind")
    if kind == "syntax":
        what = phrase("Check", "syntax error on line {line}: {problem}").of(
            line=_number(error.get("line")) or 0, problem=_clean(error.get("message"))
        )
        return CheckError(
            "syntax",
            what,
            line=_number(error.get("line")),
            column=_number(error.get("column")),
            text=_clean(error.get("text")),
        )
    if kind == "compile":
        what = phrase("Check", "the code cannot be compiled: {problem}").of(
            problem=f"{_clean(error.get('type'))}: {_clean(error.get('message'))}"
        )
        return CheckError("syntax", what)
    if kind == "no_function":
        names = error.get("defined")
        defined = [_clean(name, 80) for name in (names if isinstance(names, list) else [])[:12]]
        what = phrase(
            "Check",
            "no function to check: define snakesAndLadders(board) (in class Solution, or on its own), "
            "snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}",
        ).of(defined=", ".join(defined) or "-")
        return CheckError("no_function", what, defined=defined)
    if kind == "arguments":
        what = phrase(
            "Check", "{name} takes {count} arguments; it should take the board (or the move array and its length)"
        ).of(name=_clean(error.get("name"), 80), count=_number(error.get("arguments")) or "?")
        return CheckError("arguments", what)
    if kind == "memory":
        return CheckError("load_memory", phrase("Check", "the code ran out of memory while it was loaded"))
    what = phrase("Check", "the code raised {error} on line {line} while it was loaded: {message}").of(
        error=_clean(error.get("type")), line=_number(error.get("line")) or "?", message=_clean(error.get("message"))
    )
    return CheckError("load_exception", what, error=_clean(error.get("type")), line=_number(error.get("line")))


def _number(value: object) -> int | None:
    """A line or column number from the child, or None where it is no plausible one."""
    return value if type(value) is int and 0 < value < 10**7 else None


class _Run:
    """One check: the children started one after another until every board has an outcome."""

    def __init__(
        self, source: str, filename: str, cases: Sequence[CheckCase], limits: Limits, unprotected: bool
    ) -> None:
        self.source, self.filename, self.cases, self.limits = source, filename, cases, limits
        self.outcomes: dict[int, Outcome] = {}
        self.times: dict[int, float] = {}
        """Seconds the code took on each board it answered, timed here (from the board sent, or
        the previous answer, to its answer): the child's own word on time is not trusted."""
        self.function: FoundFunction | None = None
        self.left_out: int | None = None
        """Boards of ``cases`` the function's form is not given (`cases.posed`), once it is loaded."""
        self.origins: dict[int, int] | None = None
        """Each board's number in the ``cases`` given, once they are posed (None: a set of its own)."""
        self.protection = UNPROTECTED
        self.stopped: StopReason | None = None
        self.strikes = 0
        cpu = math.ceil(limits.load_seconds + limits.seconds * (len(cases) + 1)) + 5
        self.header = {
            "source": source,
            "filename": filename,
            "memory": limits.memory_bytes,
            "cpu": cpu,
            "protect": not unprotected,
        }

    def _enter(self, started: _Child, deadline: float, cancelled: Callable[[], bool]) -> dict[str, Any] | str | None:
        """The child's account of its sandbox, then its first message after it (None, a
        timeout, a cancel: as `_Child.next_line`). Raises where it could not enter it."""
        message = started.next_line(deadline, cancelled)
        if not isinstance(message, dict) or set(message) not in ({"sandbox"}, {"no_sandbox"}):
            return message
        if "no_sandbox" in message:
            started.kill()
            raise no_sandbox(Protection.from_message({"missing": message["no_sandbox"]}).missing or "landlock")
        self.protection = Protection.from_message(message["sandbox"])
        if self.header["protect"] and not self.protection.sandboxed:
            return INTERFERED  # (the child said it entered it: anything else is not the child speaking)
        return started.next_line(deadline, cancelled)

    def _start(self, folder: str, cancelled: Callable[[], bool]) -> _Child | None:
        """A child with the code loaded, or None (cancelled, or a restart that failed: counted)."""
        started = _Child(folder)
        started.send(self.header)
        message = self._enter(started, time.monotonic() + self.limits.load_seconds, cancelled)
        loaded = _loaded(message)
        if loaded is not None:
            if self.function is None:
                self.function = loaded
            return started
        started.kill()
        if message == "cancelled":
            self.stopped = "cancelled"
            return None
        if self.function is not None:  # a restart that did not load as the first did
            return None
        if isinstance(message, dict) and set(message) == {"load_error"} and isinstance(message["load_error"], dict):
            raise _load_error(message["load_error"])
        if message == "timeout":
            raise CheckError(
                "load_timeout",
                phrase("Check", "the code did not finish loading within {seconds} s (an endless loop?)").of(
                    seconds=self.limits.load_seconds
                ),
            )
        if message is not None:
            raise CheckError(
                "interfered", phrase("Check", "the code wrote to the check's own channel while it was loaded")
            )
        raise CheckError(
            "load_crash",
            phrase("Check", "the Python process stopped while loading the code (exit code {code})").of(
                code=started.exit_code()
            ),
        )

    def run(self, progress: Progress) -> None:
        cancelled = threading.Event()

        def is_cancelled() -> bool:
            if not cancelled.is_set() and not progress(len(self.outcomes), len(self.cases)):
                cancelled.set()
            return cancelled.is_set()

        pending = [case.number for case in self.cases]
        with tempfile.TemporaryDirectory(prefix="snl-check-", ignore_cleanup_errors=True) as folder:
            while pending and self.stopped is None:
                started = self._start(folder, is_cancelled)
                if started is None:
                    if self.stopped is None:
                        self._strike(pending.pop(0), Outcome("crash"))
                    continue
                if self.left_out is None and self.function is not None:  # the form is known: its boards
                    chosen = posed(self.function.form, tuple(self.cases))
                    self.cases, self.left_out = chosen.cases, chosen.left_out
                    numbers = [case.number for case in chosen.cases]
                    self.origins = dict(zip(numbers, chosen.origins, strict=True)) if chosen.origins else None
                    pending = [case.number for case in self.cases]
                try:
                    self._feed(started, pending, is_cancelled)
                finally:
                    started.kill()
        for number in pending:
            self.outcomes[number] = Outcome("not_run")

    def _strike(self, number: int, outcome: Outcome) -> None:
        self.outcomes[number] = outcome
        self.strikes += 1
        if self.strikes >= self.limits.stop_after:
            self.stopped = "limits"

    def _feed(self, started: _Child, pending: list[int], cancelled: Callable[[], bool]) -> None:
        """Send the pending boards to ``started`` and take its answers until it ends or is
        stopped; ``pending`` loses each board that gets an outcome. A line that is none of the
        protocol's fails the board it came during and ends the child."""
        by_number = {case.number: case for case in self.cases}
        assert self.function is not None
        form = self.function.form
        keys = {n: secrets.token_hex(8) for n in pending}
        boards = []
        for n in pending:
            try:
                boards.append([n, keys[n], by_number[n].given(form)])
            except Exception as error:  # the check's own conversion: its fault, never the student's
                raise harness_fault(n, f"{type(error).__name__}: {error}") from error
        started.send({"boards": boards}, close=True)
        deadline = time.monotonic() + self.limits.seconds + FIRST_BOARD_GRACE
        last = time.monotonic()
        while pending:
            message = started.next_line(deadline, cancelled)
            now = time.monotonic()
            if message == "cancelled":
                self.stopped = "cancelled"
                return
            if message == "timeout":
                self._strike(pending.pop(0), Outcome("timeout"))
                return
            if message is None:  # the child ended before the board's answer
                self._strike(pending.pop(0), Outcome("crash", exit_code=started.exit_code()))
                return
            outcome = (
                _outcome(message, pending[0], keys[pending[0]]) if isinstance(message, dict) else Outcome("interfered")
            )
            if outcome.kind in ("memory", "interfered"):
                self._strike(pending.pop(0), outcome)
                if outcome.kind == "interfered" or self.stopped is not None:
                    return
            else:
                self.times[pending[0]] = now - last
                self.outcomes[pending.pop(0)] = outcome
            last = now
            if cancelled():  # (progress said after each board)
                self.stopped = "cancelled"
                return
            deadline = time.monotonic() + self.limits.seconds


def _loaded(message: object) -> FoundFunction | None:
    """The function the child says it loaded, checked as untrusted input (None: not that)."""
    if not isinstance(message, dict) or set(message) != {"loaded"} or not isinstance(message["loaded"], dict):
        return None
    loaded = message["loaded"]
    name, form, in_class, arguments = (loaded.get(k) for k in ("name", "form", "in_class", "arguments"))
    names = {"matrix": MATRIX_NAMES, "move": MOVE_NAMES, "practice": (PRACTICE_NAME,)}.get(str(form), ())
    if name not in names or type(in_class) is not bool or arguments not in (1, 2) or type(arguments) is not int:
        return None
    if form == "practice" and arguments != 2:
        return None
    return FoundFunction(
        str(name), "matrix" if form == "matrix" else "practice" if form == "practice" else "move", in_class, arguments
    )


def missing_sandbox(missing: Missing) -> Message:
    """Why this system gives no sandbox (``missing`` says which part), as a phrase."""
    if missing == "platform":
        return phrase("Check", "this system gives no sandbox for students' code (Linux 5.13 or newer has one)")
    if missing == "seccomp":
        return phrase(
            "Check",
            "this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network "
            "and away from other programs",
        )
    return phrase(
        "Check",
        "this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files",
    )


def no_sandbox(missing: Missing) -> CheckError:
    """The check refused: this system gives no sandbox (``missing`` says which part)."""
    what = phrase("Check", "the code was not run: {reason}").of(reason=missing_sandbox(missing))
    return CheckError("no_sandbox", what, missing=missing)


def _never_cancelled(done: int, total: int) -> bool:
    return True


REFERENCE_SOURCE = """
from collections import deque


def snakes_and_ladders(board):
    n = len(board)
    cells = [-1]
    for from_bottom, row in enumerate(reversed(board)):
        cells.extend(row if from_bottom % 2 == 0 else reversed(row))
    goal = n * n
    distance = {1: 0}
    queue = deque([1])
    while queue:
        square = queue.popleft()
        if square == goal:
            return distance[square]
        for landed in range(square + 1, min(square + 6, goal) + 1):
            rest = cells[landed] if cells[landed] != -1 else landed
            if rest not in distance:
                distance[rest] = distance[square] + 1
                queue.append(rest)
    return -1
"""
"""The reference a student's speed is compared with: a plain breadth-first search, the same
algorithm as `core.solver` (which the child cannot import: the standard library only), run in
the same kind of child, sandbox and protocol as the student's code, on the same boards."""


def reference_times(
    cases: Sequence[CheckCase] | None = None,
    limits: Limits | None = None,
    progress: Progress | None = None,
    unprotected: bool = False,
) -> dict[int, float]:
    """Seconds `REFERENCE_SOURCE` takes on each board of ``cases``, timed as a student's code is
    (`check_source`); boards it did not answer (cancelled) are left out."""
    cases = board_set() if cases is None else cases
    run = _Run(REFERENCE_SOURCE, "reference.py", cases, limits or Limits(), unprotected)
    run.run(progress or _never_cancelled)
    return dict(run.times)


def check_source(
    source: str,
    filename: str = "solution.py",
    limits: Limits | None = None,
    progress: Progress | None = None,
    cases: Sequence[CheckCase] | None = None,
    unprotected: bool = False,
    reference: Mapping[int, float] | None = None,
    compare_speed: bool = False,
) -> CheckReport:
    """Run the solution ``source`` (its file's name ``filename``, for its line numbers) over
    ``cases`` (the whole `board_set` by default) in a sandboxed child process and report. Raises
    `CheckError` for code that cannot be run (too long, a syntax error, no recognised function,
    an exception, an endless loop or too much memory while it loads), and where this system
    gives no sandbox, unless ``unprotected`` (the code then runs with the user's own rights,
    its limits and separate process aside). Cancel (``progress`` returning False) stops it: the
    boards not run are counted as such.

    The report's ``speed`` compares the code's time a board with the reference's
    (`reference_times`, `report.compare`): against ``reference`` when given; with
    ``compare_speed`` the reference is measured here, and only when the code is slow enough to
    be flagged at all (past `report.SLOW_FLOOR_SECONDS` a board)."""
    check_text(source)
    if not unprotected and not (found := probe()).sandboxed:
        raise no_sandbox(found.missing)
    limits = limits or Limits()
    cases = board_set() if cases is None else cases
    began = time.monotonic()
    run = _Run(source, filename, cases, limits, unprotected)
    run.run(progress or _never_cancelled)
    if run.function is None:  # cancelled before the code was loaded
        run.function = FoundFunction("", "matrix", False)
    cases = run.cases  # the boards the function's form is given (`cases.posed`)
    report = make_report(
        run.function,
        cases,
        run.outcomes,
        limits,
        run.stopped,
        time.monotonic() - began,
        run.protection,
        left_out=run.left_out or 0,
    )
    times, given = run.times, reference is not None
    if reference is None and compare_speed and run.stopped is None and run.times:
        if sum(run.times.values()) / len(run.times) >= SLOW_FLOOR_SECONDS:
            reference = reference_times(cases, limits, progress, unprotected)
    if given and run.origins is not None:  # a GfG form's boards: matched by their numbers in the set timed
        times = {run.origins[n]: t for n, t in run.times.items()}
    elif given and run.times:  # the practice form's boards of its own: the reference timed on them
        reference = reference_times(cases, limits, progress, unprotected)
    if reference is not None:
        report = replace(report, speed=compare(times, reference))
    return report
