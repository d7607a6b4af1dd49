"""The ``snl-desktop`` command: ``solve``, ``validate``, ``analyze`` or ``generate`` (they draw
nothing: `terminal`), ``render`` or ``animate`` a board file (they draw: `drawing`), or open the
app (``snl-desktop [FILE] [--screenshot OUT.png]``: `window`). Each speaks the user's language
through Qt's translations, as the window does.

Exit codes: 0 success (``validate``: the board is valid), 1 a board or file that cannot be
used (``validate``: invalid), 2 a usage error. Errors are one line on stderr, never a traceback.

Importing this package loads no Qt: a Qt library missing from the system is said in one line
with the line that installs it (`display`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..core.errors import BoardError, readable
from ..core.message import Message, phrase
from ..display import Doing, library_in_error, missing_libraries_said
from .common import DRAWING_COMMANDS, PROG, TERMINAL_COMMANDS, Failure, UsageError

__all__ = ["main"]


def _said(message: Message) -> str:
    """``message`` in the user's language, or in English where Qt's core library cannot load."""
    try:
        from ..words import say  # Qt's core library: here, so that its absence is said too
    except ImportError:
        return readable(message.english())
    return say(message)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``snl-desktop`` and ``python -m snl_desktop``; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    command = arguments[0] if arguments else ""
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
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except BoardError as exc:
        print(_said(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=exc.what)), file=sys.stderr)
        return 1
    except Failure as exc:
        print(_said(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=str(exc))), file=sys.stderr)
        return 1
    except ImportError as exc:
        library = library_in_error(str(exc))
        if library is None:
            raise
        doing: Doing = (
            "draw" if command in DRAWING_COMMANDS else "run" if command in TERMINAL_COMMANDS else "open a window"
        )
        print(_said(missing_libraries_said([library], doing)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - the last net: one line, never a traceback
        internal = phrase("Cli", "{program}: internal error: {kind}: {problem} (please report it)")
        print(_said(internal.of(program=PROG, kind=type(exc).__name__, problem=str(exc)[:200])), file=sys.stderr)
        return 70
