"""The ``snl-desktop`` command: ``solve``, ``validate``, ``analyze``, ``generate``, ``check`` or
``tune`` (they draw nothing: `terminal`), ``render`` or ``animate`` a board file (they draw:
`drawing`), or open the app (``snl-desktop [FILE] [--screenshot OUT.png]``: `window`). Each speaks the user's language
through Qt's translations, as the window does.

Exit codes: 0 success (``validate``: the board is valid), 1 a board or file that cannot be
used (``validate``: invalid), or a standard stream that cannot be used, 2 a usage error. Errors
are one line on stderr, escaped for the terminal, never a traceback. A command whose standard
output is closed does nothing and says so; one that is full (``/dev/full``) says so; a closed
standard input is said when a FILE of ``-`` is read (`common`).

Importing this package loads no Qt: a Qt library missing from the system is said in one line
with the line that installs it (`display`).
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Sequence

from ..core.errors import BoardError, readable
from ..core.message import Message, phrase
from ..display import Doing, library_in_error, missing_libraries_said
from .common import (
    DRAWING_COMMANDS,
    PROG,
    TERMINAL_COMMANDS,
    ClosedInput,
    Failure,
    GuardedOutput,
    OutputError,
    UsageError,
    reserve_standard_streams,
    sentence_text,
    silence_output,
    utf8_locale,
)

__all__ = ["main"]

CHECK_CHILD = "--snl-check-child"
"""`core.checking.child.CHILD_ARGUMENT` (spelled here: importing the check costs every command's
start-up time; a test keeps the two the same)."""


def _said(message: Message) -> str:
    """``message`` in the user's language, or in English where Qt's core library cannot load."""
    try:
        from ..words import say  # Qt's core library: here, so that its absence is said too
    except ImportError:
        return readable(message.english())
    return say(message)


def _error(text: str) -> None:
    """An error on standard error, each of its lines escaped for the terminal (the names in it
    are escaped where they are put in, line breaks included; the marks of the language's numbers
    kept: `sentence_text`); nothing when it cannot be written."""
    try:
        print("\n".join(sentence_text(line) for line in text.split("\n")), file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):
        pass  # standard error is gone too: the exit code says it


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``snl-desktop`` and ``python -m snl_desktop``; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    command = arguments[0] if arguments else ""
    if command == CHECK_CHILD:  # the frozen app started as Check My Code's child: no Qt, no parser
        from ..core.checking.child import main as run_child

        return run_child()
    utf8_locale()  # before Qt reads the locale: no warning about a C locale
    closed = reserve_standard_streams()
    if 1 in closed and command in (*TERMINAL_COMMANDS, *DRAWING_COMMANDS):
        _error(_said(phrase("Cli", "{program}: error: standard output is closed: nothing was done").of(program=PROG)))
        return 1
    streams = sys.stdin, sys.stdout, sys.stderr
    if sys.stdin is None:
        sys.stdin = ClosedInput()
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # for the whole run
    if sys.stdout is not None:
        sys.stdout = GuardedOutput(sys.stdout)
    try:
        try:
            code = _run(arguments, command)
        except SystemExit:  # argparse's --help and --version: their text must still get out
            _flush()
            raise
        _flush()
        return code
    except OutputError as exc:
        silence_output()
        if exc.error.errno == errno.EPIPE:
            return 0  # the reader stopped reading (``| head``): not an error
        cannot = phrase("Cli", "{program}: error: cannot write to standard output: {reason}")
        _error(_said(cannot.of(program=PROG, reason=str(exc))))
        return 1
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams


def _flush() -> None:
    if isinstance(sys.stdout, GuardedOutput):
        sys.stdout.flush()


def _run(arguments: list[str], command: str) -> int:
    """Run the command; every error it ends with becomes one line and an exit code."""
    try:
        # Each family of commands loads only the libraries it needs, here (start-up time: solve
        # needs QtCore alone, the window QtWidgets), so that one that is missing is said below.
        if command in TERMINAL_COMMANDS:
            from .terminal import run

            return run(arguments)
        if command in DRAWING_COMMANDS:
            from .drawing import run

            return run(arguments)
        from .window import run_app

        return run_app(arguments)
    except OutputError:
        raise
    except UsageError as exc:
        _error(str(exc))
        return 2
    except BoardError as exc:
        _error(_said(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=exc.what)))
        return 1
    except Failure as exc:
        _error(_said(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=str(exc))))
        return 1
    except ImportError as exc:
        library = library_in_error(str(exc))
        if library is None:
            raise
        doing: Doing = (
            "draw" if command in DRAWING_COMMANDS else "run" if command in TERMINAL_COMMANDS else "open a window"
        )
        _error(_said(missing_libraries_said([library], doing)))
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        silence_output()
        return 0
    except Exception as exc:  # the last net: one line, never a traceback
        internal = phrase("Cli", "{program}: internal error: {kind}: {problem} (please report it)")
        _error(_said(internal.of(program=PROG, kind=type(exc).__name__, problem=str(exc)[:200])))
        return 70
