"""What every command shares, without Qt: the program's name and the commands' names, the
argument parser that reports a bad command line instead of exiting, the errors a command ends
with, reading the FILE argument, and the standard streams made safe (`streams`): text for the
terminal escaped (`terminal_text`), a standard output that is closed or full said in one line
(`OutputError`), a closed standard input read as a clean error (`ClosedInput`)."""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import Any, NoReturn, TextIO

from ..core.errors import BoardError
from ..core.files.boards import BoardFile, load_board, parse_board_bytes
from ..core.files.safe_io import NotAFileError, atomic_write_bytes, read_limited
from ..core.message import phrase
from ..core.rules import RULE_KEYS, Rules
from ..words import say
from ..words.isolation import unmarked

PROG = "snl-desktop"
TERMINAL_COMMANDS = ("solve", "validate", "analyze", "generate", "check", "tune")
"""The commands that draw nothing: they speak through a bare QCoreApplication."""
DRAWING_COMMANDS = ("render", "animate")
"""The commands that draw: they need a QApplication (offscreen), created before anything is said."""
COMMANDS = ("solve", "validate", "render", "analyze", "generate", "animate", "check", "tune")
"""Every command, in the order the help names them."""


class UsageError(Exception):
    """A bad command line: argparse's one line, exit code 2."""


class Failure(Exception):
    """A command that cannot be done, its one line already in the user's language (a drawing's
    limits, say, worded where they are checked); exit code 1."""


_ARGUMENT = re.compile(r"^argument (?P<option>[^\s:]+): (?P<message>.*)$", re.S)


def _unrepeated(message: str) -> str:
    """argparse's ``message`` without its "argument --size: " where the rest names the option
    itself ("--size must be between 64 and 2000 pixels", as the checks of ours do)."""
    match = _ARGUMENT.match(message)
    if match is not None and match["option"] in match["message"]:
        return match["message"]
    return message


_NEGATIVE = re.compile(r"^-\.?\d[\d.:%eE+_-]*$")
"""A value that begins with a minus sign and a digit (``-5``, ``-5:1``, ``-1.5:3``): never one
of our options, whose names begin with a letter. argparse's own rule takes only a bare ``-5``
or ``-1.5`` for a value, and ``--expected-turns -5:1`` was refused with "expected one
argument"."""


class Parser(argparse.ArgumentParser):
    """argparse, raising `UsageError` where it would print and exit (see `_unrepeated`), and
    reading a value that begins with a minus sign and a digit as a value (`_NEGATIVE`): the
    option's own check then says what is wrong with it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._negative_number_matcher = _NEGATIVE

    def error(self, message: str) -> NoReturn:
        refusal = phrase("Cli", "{program}: error: {problem}").of(program=self.prog, problem=_unrepeated(message))
        raise UsageError(say(refusal))


def read_board_argument(path: str) -> BoardFile:
    """Read the FILE argument: a path, or ``-`` for standard input."""
    if path == "-":
        return parse_board_bytes(read_limited((sys.stdin or ClosedInput()).buffer))
    return load_board(path)


def load(path: str) -> BoardFile:
    """The FILE argument read, or a `BoardError` whose message names it (escaped)."""
    try:
        return read_board_argument(path)
    except BoardError as exc:
        raise BoardError(phrase("Cli", "{file}: {problem}").of(file=terminal_text(path), problem=exc.what)) from None


# -- the terminal and the standard streams --------------------------------------------------------

_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
"""What a terminal acts on or what breaks a line: control characters (escape, bell, a line
break...), the marks that reorder text on screen, and lone surrogates (a name's bytes that are
not UTF-8, or no character at all)."""
_UNSAFE_SENTENCE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
"""The same, less the implicit direction marks (ALM, LRM, RLM): each acts as one letter of its
script, never reorders what follows, and the language's own numbers carry them (Arabic's
percent sign is "٪" and an ALM). For our own sentences, whose names were escaped when put in."""
_UNSAFE_OUTPUT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
"""The same, less the tab and the line break a command's output is made of."""


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a name that is not UTF-8 (Python's surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return ascii(match.group())[1:-1]  # \x1b, \n, \u202e


def terminal_text(text: str) -> str:
    """``text`` (a file name, say) safe to print: every character a terminal would act on, or
    that would break the line, written as its escape (``\\x1b``, ``\\n``, ``\\xe9`` for a
    byte that is not UTF-8), so that a name can neither retitle nor clear the terminal nor
    split a verdict in two."""
    return _UNSAFE.sub(_escape, text)


def sentence_text(text: str) -> str:
    """One of our sentences safe to print (`_UNSAFE_SENTENCE`): its names were escaped with
    `terminal_text` when they were put in; this escapes what would still act on a terminal or
    break the line, and leaves the marks the language's numbers are written with. The
    isolation marks a window's sentence wraps its names in (`words.isolation`: the drawing
    commands' application has a direction) are dropped, not shown as escapes."""
    return _UNSAFE_SENTENCE.sub(_escape, unmarked(text))


class OutputError(Exception):
    """Standard output could not be written (a full disk, a closed pipe): ``error`` says why."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.error = error


class GuardedOutput:
    """Standard output while a command runs: what is written is escaped for the terminal
    (`_UNSAFE_OUTPUT`: a name the command prints cannot act on it) and a write or a flush that
    fails raises `OutputError` (said in one line by `main`, instead of an internal error)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        if _UNSAFE_OUTPUT.search(text):
            text = _UNSAFE_OUTPUT.sub(_escape, text)
        try:
            return self.stream.write(text)
        except OSError as exc:
            raise OutputError(exc) from None

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as exc:
            raise OutputError(exc) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class ClosedInput:
    """Standard input when the command was started with it closed: reading it (a FILE of
    ``-``) raises `BoardError` saying so."""

    @property
    def buffer(self) -> ClosedInput:
        return self

    def read(self, size: int = -1, /) -> bytes:
        raise BoardError(phrase("Cli", "standard input is closed: there is no board to read"))


def reserve_standard_streams() -> set[int]:
    """The standard streams (0, 1, 2) that were closed when the program started, each now
    opened on the null device: a file the command opens never takes their number (and then
    their output, Qt's warnings say). Python has them as None."""
    closed = set()
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            closed.add(fd)
    for fd in sorted(closed):
        null = os.open(os.devnull, os.O_RDWR)
        if null != fd:
            os.dup2(null, fd)
            os.close(null)
    return closed


_CATEGORIES = (
    "LC_COLLATE",
    "LC_MESSAGES",
    "LC_MONETARY",
    "LC_NUMERIC",
    "LC_TIME",
    "LC_ADDRESS",
    "LC_IDENTIFICATION",
    "LC_MEASUREMENT",
    "LC_NAME",
    "LC_PAPER",
    "LC_TELEPHONE",
)
"""The locale's categories other than the character type (what ``LC_ALL`` sets with it)."""


def utf8_locale() -> None:
    """Before Qt starts: when the environment's character type is not UTF-8 (``LC_ALL=C``, a
    Latin-1 locale), make it the same locale in UTF-8 (``C.UTF-8``, ``de_DE.UTF-8``; else
    ``C.UTF-8``) in the environment Qt reads, as Qt itself would switch to, so that Qt does not
    print its four lines about it ('Detected locale "C" with character encoding
    "ANSI_X3.4-1968"...') before every command. Only the character type changes: an
    ``LC_ALL`` is given to every other category, the language and the numbers stay. Nothing on
    a system that is UTF-8 already, or that has no UTF-8 locale (then Qt says so)."""
    if os.name != "posix":
        return
    import locale

    try:
        codeset = locale.nl_langinfo(locale.CODESET)  # Python read the environment's LC_CTYPE at start
        current = locale.setlocale(locale.LC_CTYPE)
    except (AttributeError, locale.Error):
        return
    if codeset.replace("-", "").lower() == "utf8":
        return
    base = current.split(".")[0].split("@")[0] or "C"
    for candidate in (f"{base}.UTF-8", "C.UTF-8", "C.utf8"):
        try:
            locale.setlocale(locale.LC_CTYPE, candidate)  # as Qt would set it: one that exists
        except locale.Error:
            continue
        every = os.environ.pop("LC_ALL", "")
        if every:
            for category in _CATEGORIES:
                os.environ[category] = every
        os.environ["LC_CTYPE"] = candidate
        return


def silence_output() -> None:
    """After standard output failed: send what is still buffered for it to the null device, so
    that Python's flush at exit does not fail again with a traceback."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)
    except OSError:
        pass


def write_board_text(output: str, text: str) -> bool:
    """Write a made board (``generate``, ``tune``) to ``output``: standard output for ``-``
    (True: nothing more may be printed there), else the file, atomically. A file that cannot be
    written ends the command with its reason (ours for a folder or a pipe nobody reads, else
    the system's words)."""
    if output == "-":
        sys.stdout.write(text)
        return True
    try:
        atomic_write_bytes(output, text.encode("utf-8"))
    except OSError as exc:
        reason = exc.what if isinstance(exc, NotAFileError) else exc.strerror or str(exc)
        raise BoardError(phrase("Cli", "{file}: {reason}").of(file=terminal_text(output), reason=reason)) from None
    return False


def rules_of(args: argparse.Namespace, base: Rules) -> Rules:
    """``base`` (the file's rules) with the rule options given on the command line."""
    overrides = {k: getattr(args, k) for k in RULE_KEYS if getattr(args, k, None) is not None}
    return Rules(**{**base.to_json(), **overrides})
