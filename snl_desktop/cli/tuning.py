"""The ``tune`` command: the designer's board with as few snakes and ladders moved as the search
can (never the locked ones) until the targets hold, written as a `.snl` file; the moves and the
figures before and after are printed. Exit 0 when every target holds, 1 when none of the
layouts tried met them (the closest found is printed, nothing is written), 2 for a bad command
line, a board that cannot be read or targets no board can have."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication

from ..core import BoardError, Rules
from ..core.files.boards import BoardFile, dumps_board
from ..core.message import fill, phrase
from ..words import board as board_words
from ..words import say
from .common import PROG, UsageError, load, rules_of, terminal_text, write_board_text
from .options import NotFinite, add_file_argument, add_rule_options, finite, not_finite, span
from .progress import ProgressLine


def _bad(problem: Any) -> UsageError:
    """A bad input in the command's words: exit 2."""
    return UsageError(say(phrase("Cli", "{program}: error: {problem}").of(program=PROG, problem=problem)))


def within(text: str) -> tuple[int, float]:
    """An argparse ``type``: ``K:P``, K turns and a chance P in percent (``20:50`` or ``20:50%``)."""
    turns, sep, chance = text.partition(":")
    try:
        if not sep:
            raise ValueError(text)
        return int(turns), finite(chance.removesuffix("%")) / 100
    except NotFinite:
        raise not_finite(text) from None
    except ValueError:
        refusal = QCoreApplication.translate("Cli", "expected K:P, turns and a percentage (e.g. 20:50), not {text}")
        raise argparse.ArgumentTypeError(fill(refusal, {"text": repr(text)})) from None


def points(text: str) -> float:
    """An argparse ``type``: percentage points (``1.5``), as a chance (0.015)."""
    try:
        return finite(text.removesuffix("%")) / 100
    except NotFinite:
        raise not_finite(text) from None
    except ValueError:
        refusal = QCoreApplication.translate("Cli", "expected a number of percentage points (e.g. 1.5), not {text}")
        raise argparse.ArgumentTypeError(fill(refusal, {"text": repr(text)})) from None


def _report(out: TextIO, loaded: BoardFile, rules: Rules, result: Any) -> None:
    """The verdict, the moves (and how often the moved pieces cross others, when they do), the
    figures before and after, and the targets missed."""
    from ..words import tuning as words

    title = f"{loaded.name} — " if loaded.name else ""  # the name is the user's own
    print(f"{title}{board_words.summary(loaded.board)}", file=out)
    print(say(phrase("Cli", "Rules: {rules}").of(rules=board_words.describe_rules(rules))), file=out)
    print(words.verdict(result), file=out)
    for move in result.moves:
        print(f"  {words.move_line(move)}", file=out)
    crossings = words.crossings(result)
    if crossings:
        print(crossings, file=out)
    for line in words.figure_lines(result.targets, result.before, result.after):
        print(line, file=out)
    for line in words.missed_lines(result):
        print(say(phrase("Cli", "Missed: {target}").of(target=line)), file=out)


def cmd_tune(args: argparse.Namespace) -> int:
    """``tune``: exit 0 met (the board written), 1 not met (the closest found printed, nothing
    written), 2 bad input."""
    from ..core.tuner import TuneTargets, tune  # numpy: only for this command (start-up time)

    if args.json and args.output == "-":
        raise _bad(phrase("Cli", "--json and -o - both use standard output: write the board to a file"))
    if all(getattr(args, name) is None for name in ("expected_turns", "min_throws", "within", "max_seat_advantage")):
        raise _bad(
            phrase("Cli", "give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage")
        )
    try:
        loaded = load(args.file)
    except BoardError as exc:
        raise _bad(exc.what) from None
    rules = rules_of(args, loaded.rules)
    targets = TuneTargets(args.expected_turns, args.min_throws, args.within, args.max_seat_advantage)
    progress = ProgressLine(phrase("Cli", "tuning the board: {percent}%"))
    try:
        result = tune(loaded.board, rules, targets, frozenset(args.lock or ()), args.seed, progress)
    except BoardError as exc:
        raise _bad(exc.what) from None
    finally:
        progress.close()
    out = sys.stderr if args.output == "-" else sys.stdout  # standard output may be the board itself
    if args.json:
        sys.stdout.write(json.dumps(result.to_json(), separators=(",", ":")) + "\n")
    else:
        _report(out, loaded, rules, result)
    if not result.met:
        problem = phrase("Cli", "{program}: error: no layout met the targets; nothing was written")
        print(say(problem.of(program=PROG)), file=sys.stderr)
        return 1
    if write_board_text(args.output, dumps_board(result.board, rules, loaded.name, loaded.description)):
        return 0
    if not args.json:
        print(say(phrase("Cli", "wrote {file}").of(file=terminal_text(args.output))), file=out)
    return 0


def add_command(sub: Any) -> None:
    """Add ``tune`` to ``sub`` (a parser's subparsers)."""
    translate = QCoreApplication.translate
    command = sub.add_parser(
        "tune",
        help=translate("Cli", "move as few snakes and ladders as it can until the targets hold; exit 1 if none is met"),
    )
    add_file_argument(command)
    command.add_argument(
        "--expected-turns", type=span(float), metavar="A:B", help=translate("Cli", "expected length, A to B turns")
    )
    command.add_argument(
        "--min-throws", type=span(int), metavar="A:B", help=translate("Cli", "fewest throws between A and B")
    )
    command.add_argument(
        "--within",
        type=within,
        metavar="K:P",
        help=translate("Cli", "at least P percent of games are over within K turns"),
    )
    command.add_argument(
        "--max-seat-advantage",
        type=points,
        metavar="P",
        help=translate(
            "Cli", "at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share"
        ),
    )
    command.add_argument(
        "--lock",
        type=int,
        nargs="+",
        action="extend",
        metavar="START",
        help=translate("Cli", "the start squares of snakes and ladders never to move"),
    )
    command.add_argument(
        "--seed", type=int, default=0, metavar="N", help=translate("Cli", "the same seed, the same board (default 0)")
    )
    command.add_argument(
        "-o", "--output", required=True, metavar="FILE", help=translate("Cli", "the .snl file to write, or -")
    )
    command.add_argument(
        "--json", action="store_true", help=translate("Cli", "the moves and figures, machine-readable")
    )
    add_rule_options(command)
    command.set_defaults(func=cmd_tune)
