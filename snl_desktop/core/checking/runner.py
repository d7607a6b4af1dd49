"""Runs a student's solution over the board set in a separate Python process (`child`), never in
the app's own: a time limit a board, a memory limit, and the process killed and started again
past the time limit. Many boards go to one process (starting Python for each of 500 boards would
cost seconds); the child answers after each board, so the parent knows which one is running.

Limits: the parent times each board (``Limits.seconds``) and kills the child's whole process
group past it; the child sets its own memory limit (``RLIMIT_AS``), a CPU-time backstop and no
core files with ``resource.setrlimit`` on POSIX. On Windows, which has no ``setrlimit``, the
time limit holds but memory is not limited (the code can use what the machine gives it).
The child is ``sys.executable -I`` (isolated: no user site, no ``PYTHON*`` variables, no
current folder on the path) in a temporary folder, with a minimal environment. In the frozen
app (PyInstaller), which has no separate interpreter, the app's executable is started with
`CHILD_ARGUMENT` and runs `child.main` (``snl_desktop.cli.main`` does that first).
"""

from __future__ import annotations

import json
import math
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from ..message import phrase
from . import child
from .cases import CheckCase, board_set
from .child import CHILD_ARGUMENT
from .report import CheckReport, FoundFunction, Limits, Outcome, StopReason, make_report
from .source import CheckError, check_text

FIRST_BOARD_GRACE = 1.0
"""Seconds a (re)started child has on top of the limit for its first board: it reads the boards."""
POLL_SECONDS = 0.05
"""How often Cancel is looked at while waiting for the child."""

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
        self.lines: queue.Queue[dict[str, Any] | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        try:
            for raw in stream:
                try:
                    message = json.loads(raw)
                except ValueError:
                    continue  # not ours (nothing else writes here, but never trust it)
                if isinstance(message, dict):
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
        ``"cancelled"`` when the user cancelled."""
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


def _outcome(message: dict[str, Any]) -> Outcome:
    if "answer" in message:
        return Outcome("answer", answer=int(message["answer"]))
    if "value" in message:
        return Outcome("value", value=str(message["value"]))
    if message.get("memory"):
        return Outcome("memory")
    error = message.get("exception") or {}
    line = error.get("line")
    return Outcome(
        "exception",
        error=str(error.get("type", "")),
        message=str(error.get("message", "")),
        line=line if isinstance(line, int) else None,
    )


def _load_error(error: dict[str, Any]) -> CheckError:
    """A load error from the child, as the `CheckError` the caller reports."""
    kind = error.get("kind")
    if kind == "syntax":
        what = phrase("Check", "syntax error on line {line}: {problem}").of(
            line=error.get("line") or 0, problem=str(error.get("message", ""))
        )
        return CheckError("syntax", what, line=error.get("line"), column=error.get("column"), text=error.get("text"))
    if kind == "compile":
        what = phrase("Check", "the code cannot be compiled: {problem}").of(
            problem=f"{error.get('type')}: {error.get('message')}"
        )
        return CheckError("syntax", what)
    if kind == "no_function":
        defined = [str(name) for name in error.get("defined", [])]
        what = phrase(
            "Check",
            "no function to check: define snakesAndLadders(board) (in class Solution, or on its own), "
            "snakes_and_ladders(board), getMinDiceThrows(move) or minThrow(move); the code defines: {defined}",
        ).of(defined=", ".join(defined) or "-")
        return CheckError("no_function", what, defined=defined)
    if kind == "arguments":
        what = phrase(
            "Check", "{name} takes {count} arguments; it should take the board (or the move array and its length)"
        ).of(name=str(error.get("name")), count=error.get("arguments"))
        return CheckError("arguments", what)
    if kind == "memory":
        return CheckError("load_memory", phrase("Check", "the code ran out of memory while it was loaded"))
    what = phrase("Check", "the code raised {error} on line {line} while it was loaded: {message}").of(
        error=str(error.get("type")), line=error.get("line") or "?", message=str(error.get("message", ""))
    )
    return CheckError("load_exception", what, error=error.get("type"), line=error.get("line"))


class _Run:
    """One check: the children started one after another until every board has an outcome."""

    def __init__(self, source: str, filename: str, cases: Sequence[CheckCase], limits: Limits) -> None:
        self.source, self.filename, self.cases, self.limits = source, filename, cases, limits
        self.outcomes: dict[int, Outcome] = {}
        self.function: FoundFunction | None = None
        self.stopped: StopReason | None = None
        self.strikes = 0
        cpu = math.ceil(limits.load_seconds + limits.seconds * (len(cases) + 1)) + 5
        self.header = {"source": source, "filename": filename, "memory": limits.memory_bytes, "cpu": cpu}

    def _start(self, folder: str, cancelled: Callable[[], bool]) -> _Child | None:
        """A child with the code loaded, or None (cancelled, or a restart that failed: counted)."""
        started = _Child(folder)
        started.send(self.header)
        message = started.next_line(time.monotonic() + self.limits.load_seconds, cancelled)
        if isinstance(message, dict) and "loaded" in message:
            loaded = message["loaded"]
            if self.function is None:
                self.function = FoundFunction(
                    str(loaded["name"]), loaded["form"], bool(loaded["in_class"]), int(loaded["arguments"])
                )
            return started
        started.kill()
        if message == "cancelled":
            self.stopped = "cancelled"
            return None
        if self.function is not None:  # a restart that did not load as the first did
            return None
        if isinstance(message, dict) and "load_error" in message:
            raise _load_error(message["load_error"])
        if message == "timeout":
            raise CheckError(
                "load_timeout",
                phrase("Check", "the code did not finish loading within {seconds} s (an endless loop?)").of(
                    seconds=self.limits.load_seconds
                ),
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
        stopped; ``pending`` loses each board that gets an outcome."""
        by_number = {case.number: case for case in self.cases}
        assert self.function is not None
        matrix = self.function.form == "matrix"
        boards = [[n, by_number[n].matrix() if matrix else by_number[n].move()] for n in pending]
        started.send({"boards": boards}, close=True)
        deadline = time.monotonic() + self.limits.seconds + FIRST_BOARD_GRACE
        while pending:
            message = started.next_line(deadline, cancelled)
            if message == "cancelled":
                self.stopped = "cancelled"
                return
            if message == "timeout":
                self._strike(pending.pop(0), Outcome("timeout"))
                return
            if not isinstance(message, dict):  # the child ended before the board's answer
                self._strike(pending.pop(0), Outcome("crash", exit_code=started.exit_code()))
                return
            number = message.get("number")
            if number != pending[0]:
                continue  # (never: the child answers in order)
            outcome = _outcome(message)
            if outcome.kind == "memory":
                self._strike(pending.pop(0), outcome)
                if self.stopped is not None:
                    return
            else:
                self.outcomes[pending.pop(0)] = outcome
            if cancelled():  # (progress said after each board)
                self.stopped = "cancelled"
                return
            deadline = time.monotonic() + self.limits.seconds


def _never_cancelled(done: int, total: int) -> bool:
    return True


def check_source(
    source: str,
    filename: str = "solution.py",
    limits: Limits | None = None,
    progress: Progress | None = None,
    cases: Sequence[CheckCase] | None = None,
) -> CheckReport:
    """Run the solution ``source`` (its file's name ``filename``, for its line numbers) over
    ``cases`` (the whole `board_set` by default) in a child process and report. Raises
    `CheckError` for code that cannot be run (too long, a syntax error, no recognised function,
    an exception, an endless loop or too much memory while it loads). Cancel (``progress``
    returning False) stops it: the boards not run are counted as such."""
    check_text(source)
    limits = limits or Limits()
    cases = board_set() if cases is None else cases
    began = time.monotonic()
    run = _Run(source, filename, cases, limits)
    run.run(progress or _never_cancelled)
    if run.function is None:  # cancelled before the code was loaded
        run.function = FoundFunction("", "matrix", False)
    return make_report(run.function, cases, run.outcomes, limits, run.stopped, time.monotonic() - began)
