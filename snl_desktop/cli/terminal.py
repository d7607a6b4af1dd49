"""The commands that draw nothing: ``solve``, ``validate``, ``analyze``, ``generate``, ``check``
(in `checking`) and ``tune`` (in `tuning`). Their
sentences are Qt's translations, as the window's are: the words layer says the core's values,
and what only the command line says is translated here (context "Cli")."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..core import BoardError, Problem, Rules, problems, solve
from ..core.files.boards import BoardFile, dumps_board
from ..core.game import MAX_PLAYERS, MIN_PLAYERS
from ..core.message import fill, phrase
from ..words import board as board_words
from ..words import figures, languages, numbers, say, search
from ..words import problems as problem_words
from .checking import add_command as add_check_command
from .common import load, read_board_argument, rules_of, terminal_text, write_board_text
from .options import WholeNumber, add_file_argument, add_json_option, add_rule_options, command_parser, span
from .progress import ProgressLine
from .tuning import add_command as add_tune_command


class Cli(QObject):
    """The command line's sentences with a count (translation context "Cli"): a class, because
    Qt's ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)``."""

    def players(self, count: int, seats: str, rounds: str) -> str:
        text = self.tr("%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}", "", count)
        return fill(text, {"seats": seats, "rounds": rounds})


_CLI = Cli()


def _print_json(doc: Any) -> None:
    # One write: json.dump would send a large board's output in millions of small pieces.
    sys.stdout.write(json.dumps(doc, separators=(",", ":")) + "\n")


def _print_heading(loaded: BoardFile, rules: Rules) -> None:
    """The board's name and summary, then its rules."""
    title = f"{loaded.name} — " if loaded.name else ""  # the name is the user's own
    print(f"{title}{board_words.summary(loaded.board)}")
    print(say(phrase("Cli", "Rules: {rules}").of(rules=board_words.describe_rules(rules))))


# -- solve ----------------------------------------------------------------------------------


def cmd_solve(args: argparse.Namespace) -> int:
    """``solve``: the fewest throws and an optimal route."""
    loaded = load(args.file)
    board, rules = loaded.board, rules_of(args, loaded.rules)
    solution = solve(board, rules)
    if args.json:
        _print_json(
            {
                "min_rolls": solution.min_rolls,
                "path": solution.path,
                "rolls": solution.rolls,
                "layers": solution.layers.to_lists(),
                "distance": solution.distances[1:].tolist(),
                "start": rules.start_square,
                "rows": board.rows,
                "cols": board.cols,
                "rules": rules.to_json(),
            }
        )
        return 0
    _print_heading(loaded, rules)
    if solution.min_rolls < 0:
        unreachable = phrase(
            "Cli",
            "Fewest throws: -1 — the goal (square {goal}) cannot be reached: "
            "from the start the token can rest on only {reachable} of {squares}.",
        )
        squares = search.squares(board.size + 1 - rules.start_square)
        print(say(unreachable.of(goal=board.size, reachable=solution.reachable, squares=squares)))
    else:
        print(say(phrase("Cli", "Fewest throws: {throws}").of(throws=solution.min_rolls)))
        print(
            say(phrase("Cli", "Path: {path}").of(path=f" {numbers.arrow()} ".join(map(numbers.plain, solution.path))))
        )
        print(say(phrase("Cli", "Route: {route}").of(route=search.describe_route(solution))))
    return 0


# -- validate --------------------------------------------------------------------------------


def cmd_validate(args: argparse.Namespace) -> int:
    """``validate``: a board's errors and warnings; exit 1 if it is invalid."""
    try:
        loaded = read_board_argument(args.file)
    except BoardError as exc:
        return _report_validation(args, list(exc.problems) or [Problem("error", exc.what)], [], {})
    rules = rules_of(args, loaded.rules)
    board = loaded.board
    return _report_validation(
        args,
        [],
        problems(board, rules),
        {"rows": board.rows, "cols": board.cols, "rules": rules.to_json()},
        board_words.summary(board),
    )


def _report_validation(
    args: argparse.Namespace, errors: list[Problem], warnings: list[Problem], extra: dict[str, Any], summary: str = ""
) -> int:
    """Print a validation report (text or JSON); the exit code is 1 when there are errors."""
    if args.json:
        _print_json(
            {
                "valid": not errors,
                "errors": [p.to_json() for p in errors],
                "warnings": [p.to_json() for p in warnings],
                **extra,
            }
        )
    else:
        print(f"{terminal_text(args.file)}: {problem_words.verdict(errors, warnings, summary)}")
        for problem in [*errors, *warnings]:
            print(problem_words.line(problem))
    return 1 if errors else 0


# -- analyze ------------------------------------------------------------------------------------


def cmd_analyze(args: argparse.Namespace) -> int:
    """``analyze``: the game's exact length and fairness."""
    from ..core.analysis import analyze  # numpy: only for this command (start-up time of the others)

    loaded = load(args.file)
    rules = rules_of(args, loaded.rules)
    progress = ProgressLine(phrase("Cli", "analysing the board: {percent}%"))  # on a terminal only
    try:
        result = analyze(loaded.board, rules, args.players, progress)
    finally:
        progress.close()
    if args.json:
        _print_json(result.to_json())
        return 0
    _print_heading(loaded, rules)
    print(figures.headline(result))
    if result.never_finishes >= 1:
        return 0
    quantiles = phrase("Cli", "Shortest game {shortest}; {half}, {ninety}.").of(
        shortest=figures.shortest(result),
        half=figures.quantile(result, "median"),
        ninety=figures.quantile(result, "p90"),
    )
    print(say(quantiles))
    marks = sorted(
        {k for k in (result.min_turns, result.median_turns, result.p90_turns, 10, 25, 50, 100) if k is not None}
    )
    chances = numbers.joined([figures.within(result, k) for k in marks], semicolons=True)
    print(say(phrase("Cli", "Chance of finishing: {chances}.").of(chances=chances)))
    if args.players > 1:
        seat = phrase("Cli", "seat {seat} {chance}")
        wins = enumerate(result.seat_win_probability, 1)
        seats = numbers.joined([say(seat.of(seat=i, chance=numbers.percent(p, 1))) for i, p in wins])
        if result.truncated:
            ending = phrase("Cli", "{seats} (of the games that end within {turns})")
            seats = say(ending.of(seats=seats, turns=figures.turns(result.followed_turns)))
        print(_CLI.players(args.players, seats, figures.expected_rounds(result)))
    return 0


# -- generate -----------------------------------------------------------------------------------


def cmd_generate(args: argparse.Namespace) -> int:
    """``generate``: a random board to targets, as a `.snl` file (or on standard output). The
    same options and seed give the same bytes on any machine (the search counts its work, not
    seconds, and stops within a few seconds whatever the board: then the closest board found
    is reported, exit 1). On a terminal, standard error shows the progress."""
    from ..core.generator import Targets, generate  # numpy: only for this command (start-up time)

    rules = rules_of(args, Rules())
    targets = Targets(args.rows, args.cols, args.snakes, args.ladders, args.min_throws, args.expected_turns)
    progress = ProgressLine(phrase("Cli", "generating a board: {percent}%"))
    try:
        result = generate(targets, rules, args.seed, progress=progress)
    finally:
        progress.close()
    if not result.met:
        missed = numbers.joined([say(problem) for problem in result.problems], semicolons=True)
        raise BoardError(phrase("Cli", "no board met the targets: {missed}").of(missed=missed))
    name = f"Generated {args.rows}×{args.cols}, seed {args.seed}"  # data: the same bytes in any language
    if write_board_text(args.output, dumps_board(result.board, rules, name)):
        return 0
    wrote = (
        phrase("Cli", "{file}: {summary}; fewest throws {throws}")
        if result.expected is None
        else phrase("Cli", "{file}: {summary}; fewest throws {throws}, expected {turns} turns")
    )
    summary = board_words.summary(result.board)
    turns = None if result.expected is None else numbers.decimal(result.expected, 1)
    print(say(wrote.of(file=terminal_text(args.output), summary=summary, throws=result.throws, turns=turns)))
    return 0


# -- the commands' options -------------------------------------------------------------------------


def add_commands(sub: Any) -> None:
    """Add the commands to ``sub`` (a parser's subparsers), each calling its function."""
    for name, help_text, func in (
        ("solve", QCoreApplication.translate("Cli", "print the fewest throws and an optimal route"), cmd_solve),
        (
            "validate",
            QCoreApplication.translate("Cli", "print a board's errors and warnings; exit 1 if invalid"),
            cmd_validate,
        ),
        (
            "analyze",
            QCoreApplication.translate("Cli", "exact game length and fairness (a Markov chain, not a simulation)"),
            cmd_analyze,
        ),
    ):
        command = sub.add_parser(name, help=help_text)
        add_file_argument(command)
        add_json_option(command)
        add_rule_options(command)
        command.set_defaults(func=func)
        if name == "analyze":
            command.add_argument(
                "--players",
                type=WholeNumber(
                    MIN_PLAYERS,
                    MAX_PLAYERS,
                    QCoreApplication.translate("Cli", "--players must be between {low} and {high}, not {value}"),
                ),
                default=1,
                metavar="K",
                help=fill(
                    QCoreApplication.translate("Cli", "players ({low} to {high}): each seat's chance of winning"),
                    {"low": MIN_PLAYERS, "high": MAX_PLAYERS},
                ),
            )
    generate = sub.add_parser(
        "generate", help=QCoreApplication.translate("Cli", "a random board to targets, written as a .snl file")
    )
    for option, default, help_text in (
        ("--rows", 10, QCoreApplication.translate("Cli", "rows (default {default})")),
        ("--cols", 10, QCoreApplication.translate("Cli", "columns (default {default})")),
        ("--snakes", 8, QCoreApplication.translate("Cli", "snakes (default {default})")),
        ("--ladders", 8, QCoreApplication.translate("Cli", "ladders (default {default})")),
    ):
        generate.add_argument(option, type=int, default=default, help=fill(help_text, {"default": default}))
    generate.add_argument(
        "--min-throws",
        type=span(int),
        metavar="A:B",
        help=QCoreApplication.translate("Cli", "fewest throws between A and B"),
    )
    generate.add_argument(
        "--expected-turns",
        type=span(float),
        metavar="A:B",
        help=QCoreApplication.translate("Cli", "expected length, A to B turns"),
    )
    generate.add_argument(
        "--seed",
        type=int,
        required=True,
        metavar="N",
        help=QCoreApplication.translate("Cli", "the same seed, the same board"),
    )
    generate.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="FILE",
        help=QCoreApplication.translate("Cli", "the .snl file to write, or -"),
    )
    add_rule_options(generate)
    generate.set_defaults(func=cmd_generate)
    add_check_command(sub)
    add_tune_command(sub)


def run(argv: list[str]) -> int:
    """Run a command that draws nothing (``argv[0]``): it speaks the user's language from its
    first word (help included), then argparse calls it (``func``)."""
    languages.use_in_terminal()
    args = command_parser(add_commands).parse_args(argv)
    command: Callable[[argparse.Namespace], int] = args.func
    return command(args)
