"""The options the commands share, and argparse ``type`` functions that check a value where it
is read: a whole number within bounds, an ``A:B`` range, a file name's ending. Their help and
their refusals are translated (the language is chosen before the parser is built)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

from ..core.message import fill
from ..core.rules import OVERSHOOT_CHOICES, START_CHOICES
from .argparse_words import speak_argparse
from .common import PROG, Parser

T = TypeVar("T", int, float)


class WholeNumber:
    """An argparse ``type``: a whole number from ``low`` to ``high``. Outside them, ``refusal``
    (a translated sentence naming the option, with ``{low}``, ``{high}`` and ``{value}``) says
    so; a value that is no number at all is argparse's own "invalid int value"."""

    __name__ = "int"  # the name argparse gives the type in "invalid int value: 'big'"

    def __init__(self, low: int, high: int, refusal: str) -> None:
        self.low, self.high, self.refusal = low, high, refusal

    def __call__(self, text: str) -> int:
        value = int(text)  # a ValueError: argparse says "invalid int value"
        if not self.low <= value <= self.high:
            raise argparse.ArgumentTypeError(fill(self.refusal, {"low": self.low, "high": self.high, "value": value}))
        return value


class NotFinite(ValueError):
    """A number that is infinite or not a number (``inf``, ``nan``): no target or amount."""


def finite(text: str) -> float:
    """``float(text)``, refusing ``inf`` and ``nan`` (`NotFinite`: a target of infinity would be
    met, or missed, by every board)."""
    value = float(text)
    if not math.isfinite(value):
        raise NotFinite(text)
    return value


def not_finite(text: str) -> argparse.ArgumentTypeError:
    """The refusal of an option's value holding infinity or NaN."""
    refusal = QCoreApplication.translate("Cli", "{text}: every number must be finite (not inf or nan)")
    return argparse.ArgumentTypeError(fill(refusal, {"text": repr(text)}))


def span(kind: Callable[[str], T]) -> Callable[[str], tuple[T, T]]:
    """An argparse ``type``: ``A:B``, two values of ``kind`` (``5:8``); a float is `finite`."""
    read: Callable[[str], T] = finite if kind is float else kind  # type: ignore[assignment]

    def parse(text: str) -> tuple[T, T]:
        low, sep, high = text.partition(":")
        try:
            if not sep:
                raise ValueError(text)
            return read(low), read(high)
        except NotFinite:
            raise not_finite(text) from None
        except ValueError:
            refusal = QCoreApplication.translate("Cli", "expected A:B (e.g. 5:8), not {text}")
            raise argparse.ArgumentTypeError(fill(refusal, {"text": repr(text)})) from None

    return parse


def ending_in(endings: tuple[str, ...], refusal: str) -> Callable[[str], Path]:
    """An argparse ``type``: a file name ending in one of ``endings`` (any case); another is
    refused by ``refusal`` (a translated sentence with ``{name}``)."""

    def parse(text: str) -> Path:
        path = Path(text)
        if not text.lower().endswith(endings):
            raise argparse.ArgumentTypeError(fill(refusal, {"name": repr(path.name)}))
        return path

    return parse


def command_parser(add_commands: Callable[[Any], None]) -> Parser:
    """The parser of ``snl-desktop COMMAND``, with the commands ``add_commands`` adds to its
    subparsers (those of one family: the ones that draw, or the ones that do not; each family
    loads only the libraries it needs). argparse's own words follow the installed language."""
    speak_argparse()
    parser = Parser(
        prog=PROG, description=QCoreApplication.translate("Cli", "Snakes & Ladders Studio on the command line.")
    )
    add_commands(parser.add_subparsers(dest="command", required=True, parser_class=Parser))
    return parser


def add_file_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        help=QCoreApplication.translate("Cli", "a board file (.snl, a JSON matrix, or lists), or - for standard input"),
    )


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json", action="store_true", help=QCoreApplication.translate("Cli", "machine-readable output")
    )


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """The house rules as options, overriding the file's: each on/off rule with its --no- form."""
    group = parser.add_argument_group(QCoreApplication.translate("Cli", "rules (override the file's rules)"))
    switches = (
        (
            "--extra-roll",
            "extra_roll_on_six",
            QCoreApplication.translate("Cli", "a 6 earns another throw (at most three a turn)"),
        ),
        ("--three-sixes-void", "three_sixes_void", QCoreApplication.translate("Cli", "three sixes are worth 0")),
        (
            "--move-each-throw",
            "move_each_throw",
            QCoreApplication.translate(
                "Cli", "every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)"
            ),
        ),
    )
    for flag, dest, text in switches:
        group.add_argument(flag, dest=dest, action=argparse.BooleanOptionalAction, default=None, help=text)
    group.add_argument(
        "--overshoot",
        choices=OVERSHOOT_CHOICES,
        default=None,
        help=QCoreApplication.translate("Cli", "a move past the last square stays, bounces back or finishes there"),
    )
    group.add_argument(
        "--start",
        choices=START_CHOICES,
        default=None,
        help=QCoreApplication.translate(
            "Cli",
            "tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board "
            "until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)",
        ),
    )
