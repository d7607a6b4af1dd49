"""What every command shares, without Qt: the program's name and the commands' names, the
argument parser that reports a bad command line instead of exiting, the errors a command ends
with, and reading the FILE argument."""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

from ..core.errors import BoardError
from ..core.files.boards import BoardFile, load_board, parse_board_bytes
from ..core.files.safe_io import read_limited
from ..core.message import phrase
from ..core.rules import RULE_KEYS, Rules

PROG = "snl-desktop"
TERMINAL_COMMANDS = ("solve", "validate", "analyze", "generate")
"""The commands that draw nothing: they speak through a bare QCoreApplication."""
DRAWING_COMMANDS = ("render", "animate")
"""The commands that draw: they need a QApplication (offscreen), created before anything is said."""
COMMANDS = ("solve", "validate", "render", "analyze", "generate", "animate")
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


class Parser(argparse.ArgumentParser):
    """argparse, raising `UsageError` where it would print and exit (see `_unrepeated`)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: error: {_unrepeated(message)}")


def read_board_argument(path: str) -> BoardFile:
    """Read the FILE argument: a path, or ``-`` for standard input."""
    if path == "-":
        return parse_board_bytes(read_limited(sys.stdin.buffer))
    return load_board(path)


def load(path: str) -> BoardFile:
    """The FILE argument read, or a `BoardError` whose message names it."""
    try:
        return read_board_argument(path)
    except BoardError as exc:
        raise BoardError(phrase("Cli", "{file}: {problem}").of(file=path, problem=exc.what)) from None


def rules_of(args: argparse.Namespace, base: Rules) -> Rules:
    """``base`` (the file's rules) with the rule options given on the command line."""
    overrides = {k: getattr(args, k) for k in RULE_KEYS if getattr(args, k, None) is not None}
    return Rules(**{**base.to_json(), **overrides})
