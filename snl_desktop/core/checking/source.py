"""A student's solution as text, read as untrusted input: a regular file, at most
`MAX_SOURCE_BYTES` (checked before a byte is read), UTF-8 text with no NUL byte. What cannot be
run is a `CheckError` carrying a `Message`, with the ``kind`` the command line and the dialog
sort by."""

from __future__ import annotations

import os
import stat
from typing import Any, Literal

from ..errors import readable
from ..message import Message, phrase

MAX_SOURCE_BYTES = 256 * 1024
"""The largest solution read: a LeetCode answer is a few kilobytes."""

ErrorKind = Literal[
    "unreadable",
    "too_big",
    "not_text",
    "syntax",
    "no_function",
    "arguments",
    "load_exception",
    "load_timeout",
    "load_memory",
    "load_crash",
    "cannot_start",
    "no_sandbox",
    "interfered",
    "harness",
]
"""Why a solution cannot be run: the file cannot be read, is too big or is not text; the code
does not compile, has no recognised function or one taking other arguments, raises, loops or
runs out of memory while it is loaded, or Python itself could not be started; this system has
no sandbox to run it in (and running without one was not asked for); the code wrote to the
check's own channel while it was loaded; the check itself failed (``harness``: its own fault,
never the code's, such as a board it could not put in the code's form)."""


class CheckError(ValueError):
    """A solution that cannot be run (the command line's exit code 2). ``what`` says why in the
    project's words (a `Message`); ``kind`` is one of `ErrorKind`; ``details`` holds the values
    it was made from (the line of a syntax error, the names the code defines...)."""

    def __init__(self, kind: ErrorKind, what: Message, **details: Any) -> None:
        self.kind = kind
        self.what = what
        self.details = details
        super().__init__(readable(what.english()))


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
"""Opening never waits (a pipe swapped in after the check) nor takes a terminal."""


def _check_file(info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise CheckError("unreadable", phrase("Check", "this is a folder, not a Python file"))
    if not stat.S_ISREG(info.st_mode):
        raise CheckError("unreadable", phrase("Check", "this is not a regular file (a pipe or a device?)"))
    if info.st_size > MAX_SOURCE_BYTES:
        raise too_big(info.st_size)


def too_big(size: int) -> CheckError:
    return CheckError(
        "too_big",
        phrase("Check", "the file is {size} KB; a solution is at most {most} KB").of(
            size=size // 1024, most=MAX_SOURCE_BYTES // 1024
        ),
    )


def read_solution(path: str | os.PathLike[str]) -> str:
    """The text of the solution at ``path``: refused before it is read when it is not a regular
    file of at most `MAX_SOURCE_BYTES`, and when it is not UTF-8 text (`solution_text`)."""
    try:
        _check_file(os.stat(path))  # before opening: a device is never opened
        fd = os.open(path, _READ_FLAGS)
        with open(fd, "rb") as stream:
            _check_file(os.fstat(fd))  # what was opened, if the path changed since
            data = stream.read(MAX_SOURCE_BYTES + 1)
    except OSError as exc:
        reason = exc.strerror or str(exc)  # the system's own words
        raise CheckError("unreadable", phrase("Check", "cannot read the file: {reason}").of(reason=reason)) from None
    return solution_text(data)


def solution_text(data: bytes) -> str:
    """``data`` (a file's bytes, standard input's) as the text of a solution, or `CheckError`."""
    if len(data) > MAX_SOURCE_BYTES:
        raise too_big(len(data))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CheckError(
            "not_text",
            phrase("Check", "this is not Python source: byte {offset} is not UTF-8 text").of(offset=exc.start),
        ) from None
    check_text(text)
    return text


def check_text(text: str) -> None:
    """Refuse pasted or read text that cannot be a solution: too long, or holding a NUL character."""
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_SOURCE_BYTES:
        raise too_big(size)
    if "\x00" in text:
        raise CheckError("not_text", phrase("Check", "this is not Python source: it holds a NUL character"))


def harness_fault(number: int, reason: str) -> CheckError:
    """The check's own conversion of board ``number`` failed (``reason``, the exception): said
    as the check's fault, so that the student is never blamed for it."""
    return CheckError(
        "harness",
        phrase(
            "Check",
            "the check itself failed to give board {number} to the code ({reason}); this is not your code's fault",
        ).of(number=number, reason=reason),
        number=number,
    )
