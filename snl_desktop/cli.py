"""The ``snl-desktop`` command: ``solve``, ``validate``, ``analyze``, ``render`` or ``animate`` a board
file, or open the app (``snl-desktop [FILE] [--screenshot OUT.png]``).

Exit codes: 0 success (``validate``: the board is valid), 1 a board or file that cannot be
used (``validate``: invalid), 2 a usage error. Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import __version__
from .core import Board, BoardError, Rules, problems, solve
from .core.errors import Problem
from .core.files.boards import BoardFile, load_board, parse_board_bytes, parse_board_json
from .core.files.safe_io import decode_json, read_data_file, read_limited
from .core.game import MAX_PLAYERS, MIN_PLAYERS
from .core.rules import OVERSHOOT_CHOICES, RULE_KEYS, START_CHOICES
from .display import library_in_error, missing_library_message, prepare_platform

if TYPE_CHECKING:
    from .core.files.games import GameRecord

PROG = "snl-desktop"


class UsageError(Exception):
    """A bad command line; argparse's own message, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse would print and exit; we return 2 ourselves
        raise UsageError(f"{self.prog}: error: {message}")


def read_board_argument(path: str) -> BoardFile:
    """Read the FILE argument: a path, or ``-`` for standard input."""
    if path == "-":
        return parse_board_bytes(read_limited(sys.stdin.buffer))
    return load_board(path)


def read_app_argument(path: str) -> BoardFile | GameRecord:
    """The app's FILE: a board in any accepted form, or a saved game (``"format": "snl-game"``,
    as `.snlgame` files are); a path, or ``-`` for standard input."""
    data = read_limited(sys.stdin.buffer) if path == "-" else read_data_file(path)
    doc = decode_json(data)
    if isinstance(doc, dict) and doc.get("format") == "snl-game":
        from .core.files.games import GameFileError, parse_game_json  # the turn engine, only for games

        try:
            return parse_game_json(doc)
        except GameFileError as exc:
            raise BoardError(f"this saved game cannot be resumed: {exc}") from None
    return parse_board_json(doc)


def _load(path: str) -> BoardFile:
    """The FILE argument read, or one error line that names it."""
    try:
        return read_board_argument(path)
    except BoardError as exc:
        raise BoardError(f"{path}: {exc}") from None


RULE_SWITCHES = (
    ("--extra-roll", "extra_roll_on_six", "a 6 earns another throw (at most three a turn)"),
    ("--three-sixes-void", "three_sixes_void", "three sixes are worth 0"),
    (
        "--move-each-throw",
        "move_each_throw",
        "every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)",
    ),
)
"""The on/off house rules as options (each with its --no- form)."""


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("rules (override the file's rules)")
    for flag, dest, text in RULE_SWITCHES:
        group.add_argument(flag, dest=dest, action=argparse.BooleanOptionalAction, default=None, help=text)
    group.add_argument(
        "--overshoot", choices=OVERSHOOT_CHOICES, default=None, help="a move past the last square stays or bounces back"
    )
    group.add_argument(
        "--start", choices=START_CHOICES, default=None, help="tokens start on square 1 or off the board (square 0)"
    )


def _rules(args: argparse.Namespace, base: Rules) -> Rules:
    overrides = {k: getattr(args, k) for k in RULE_KEYS if getattr(args, k) is not None}
    return Rules(**{**base.to_json(), **overrides})


def _summary(board: Board) -> str:
    return board.summary()


def _print_json(doc: Any) -> None:
    # One write: json.dump would send a large board's output in millions of small pieces.
    sys.stdout.write(json.dumps(doc, separators=(",", ":")) + "\n")


# -- solve ----------------------------------------------------------------------------------


def cmd_solve(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    board, rules = loaded.board, _rules(args, loaded.rules)
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
    title = f"{loaded.name} — " if loaded.name else ""
    print(f"{title}{_summary(board)}")
    print(f"Rules: {rules.describe()}")
    if solution.min_rolls < 0:
        print(
            f"Fewest throws: -1 — the goal (square {board.size}) cannot be reached: from the start the "
            f"token can rest on only {solution.reachable} of {board.size + 1 - rules.start_square} squares."
        )
    else:
        print(f"Fewest throws: {solution.min_rolls}")
        print(f"Path: {' → '.join(map(str, solution.path))}")
        print(f"Route: {solution.describe_route()}")
    return 0


# -- validate --------------------------------------------------------------------------------


def cmd_validate(args: argparse.Namespace) -> int:
    try:
        loaded = read_board_argument(args.file)
    except BoardError as exc:
        return _report_validation(args, list(exc.problems) or [Problem("error", str(exc))], [], {})
    rules = _rules(args, loaded.rules)
    board = loaded.board
    return _report_validation(
        args,
        [],
        problems(board, rules),
        {"rows": board.rows, "cols": board.cols, "rules": rules.to_json()},
        _summary(board),
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

        def count(items: list[Problem], word: str) -> str:
            return f"{len(items)} {word}{'s' if len(items) != 1 else ''}"

        verdict = (
            f"invalid — {count(errors, 'error')}" if errors else f"valid — {summary}, {count(warnings, 'warning')}"
        )
        print(f"{args.file}: {verdict}")
        for problem in [*errors, *warnings]:
            print(f"{problem.severity}: {problem.message}")
    return 1 if errors else 0


# -- analyze ------------------------------------------------------------------------------------


def cmd_generate(args: argparse.Namespace) -> int:
    """``generate``: a random board to targets, as a `.snl` file (or on standard output). The
    same options and seed give the same bytes on any machine (the search counts boards)."""
    from .core.files.boards import dumps_board
    from .core.files.safe_io import atomic_write_bytes
    from .core.generator import Targets, generate  # numpy, only for this command

    rules = _rules(args, Rules())
    targets = Targets(args.rows, args.cols, args.snakes, args.ladders, args.min_throws, args.expected_turns)
    result = generate(targets, rules, args.seed)
    if not result.met:
        raise BoardError("no board met the targets: " + "; ".join(result.problems))
    text = dumps_board(result.board, rules, f"Generated {args.rows}×{args.cols}, seed {args.seed}")
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    try:
        atomic_write_bytes(args.output, text.encode("utf-8"))
    except OSError as exc:
        raise BoardError(f"{args.output}: {exc.strerror or exc}") from None
    expected = "" if result.expected is None else f", expected {result.expected:.1f} turns"
    print(f"{args.output}: {_summary(result.board)}; fewest throws {result.throws}{expected}")
    return 0


def _span(kind: type) -> Callable[[str], tuple]:
    def parse(text: str) -> tuple:
        low, sep, high = text.partition(":")
        try:
            if not sep:
                raise ValueError
            return kind(low), kind(high)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected A:B (e.g. 5:8), not {text!r}") from None

    return parse


def cmd_analyze(args: argparse.Namespace) -> int:
    from .core.analysis import analyze  # numpy, only for this command

    loaded = _load(args.file)
    rules = _rules(args, loaded.rules)
    result = analyze(loaded.board, rules, args.players)
    if args.json:
        _print_json(result.to_json())
        return 0
    title = f"{loaded.name} — " if loaded.name else ""
    print(f"{title}{_summary(loaded.board)}")
    print(f"Rules: {rules.describe()}")
    print(result.headline())
    if result.never_finishes >= 1:
        return 0
    shortest = "—" if result.min_turns is None else f"{result.min_turns:,} turns"
    print(
        f"Shortest game {shortest}; {result.quantile_text(result.median_turns, 'half')}, "
        f"{result.quantile_text(result.p90_turns, '90%')}."
    )
    marks = sorted(
        {k for k in (result.min_turns, result.median_turns, result.p90_turns, 10, 25, 50, 100) if k is not None}
    )
    print("Chance of finishing: " + "; ".join(result.within_text(k) for k in marks) + ".")
    if args.players > 1:
        seats = ", ".join(f"seat {i + 1} {p:.1%}" for i, p in enumerate(result.seat_win_probability))
        if result.truncated:
            seats += f" (of the games that end within {result.followed_turns:,} turns)"
        rounds = (
            "infinite"
            if result.never_finishes > 0
            else "unknown"
            if result.expected_rounds is None
            else f"{result.expected_rounds:.2f}"
        )
        print(f"{args.players} players: chance of winning by seat: {seats}; expected rounds {rounds}")
    return 0


# -- render -------------------------------------------------------------------------------------


def cmd_render(args: argparse.Namespace) -> int:
    out = Path(args.output)
    kind = out.suffix.lower().lstrip(".")
    if kind not in ("png", "svg", "pdf"):
        raise UsageError(f"{PROG} render: error: the output must end in .png, .svg or .pdf, not {out.name!r}")
    if not 16 <= args.size <= 8000:
        raise UsageError(f"{PROG} render: error: --size must be between 16 and 8000 pixels")
    loaded = _load(args.file)
    prepare_platform(needs_window=False)
    from .ui.app import create_application
    from .ui.board.render import ExportError, check_export, export_board

    try:
        check_export(loaded.board, kind, args.size)  # before any drawing
    except ExportError as exc:
        raise BoardError(str(exc)) from None
    create_application()
    try:
        export_board(loaded.board, out, _rules(args, loaded.rules), args.size, loaded.name or "Snakes & Ladders board")
    except OSError as exc:
        raise BoardError(f"cannot write {out}: {exc.strerror or exc}; nothing was changed") from None
    print(f"wrote {out}")
    return 0


# -- animate ------------------------------------------------------------------------------------


def cmd_animate(args: argparse.Namespace) -> int:
    """``animate``: the breadth-first search as an animated GIF or APNG, one frame a step."""
    out = Path(args.output)
    if out.suffix.lower() not in (".gif", ".png", ".apng"):
        raise UsageError(f"{PROG} animate: error: the output must end in .gif, .png or .apng, not {out.name!r}")
    if not 64 <= args.size <= 2000:
        raise UsageError(f"{PROG} animate: error: --size must be between 64 and 2000 pixels")
    if not 1 <= args.fps <= 50:
        raise UsageError(f"{PROG} animate: error: --fps must be between 1 and 50 frames a second")
    try:
        import PIL  # noqa: F401  # the encoder: a dependency, but say so if a broken install lacks it
    except ImportError:
        raise BoardError("the animation needs Pillow, which is not installed: pip install 'Pillow>=10.1'") from None
    loaded = _load(args.file)
    prepare_platform(needs_window=False)
    from .ui.app import create_application
    from .ui.solver.animation import AnimationError, write_search_animation

    create_application()
    try:
        info = write_search_animation(
            out, loaded.board, _rules(args, loaded.rules), size=args.size, fps=args.fps, granularity=args.step
        )
    except AnimationError as exc:
        raise BoardError(str(exc)) from None
    except OSError as exc:
        raise BoardError(f"cannot write {out}: {exc.strerror or exc}; nothing was changed") from None
    print(
        f"wrote {out}: {info.frames:,} frames (one a {args.step}), {info.width}×{info.height}, "
        f"{info.seconds:.1f} s long, {max(1, round(info.bytes / 1024)):,} KB in {info.elapsed:.1f} s"
    )
    return 0


# -- the app ----------------------------------------------------------------------------------------


def run_app(argv: Sequence[str]) -> int:
    """``snl-desktop [FILE] [--screenshot OUT.png]``: the desktop app."""
    parser = _Parser(
        prog=PROG,
        description=f"Snakes & Ladders Studio. Other commands: {', '.join(COMMANDS)} "
        "(see 'snl-desktop COMMAND --help').",
    )
    parser.add_argument(
        "file",
        nargs="?",
        help="a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -",
    )
    parser.add_argument(
        "--screenshot", metavar="OUT.png", help="save a picture of the window after its first paint and exit"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args = parser.parse_args(list(argv))
    if args.screenshot is not None and not args.screenshot.lower().endswith(".png"):
        raise UsageError(f"{PROG}: error: --screenshot needs a .png file name")
    loaded: BoardFile | GameRecord | None = None
    error = ""
    if args.file is not None:
        try:
            loaded = read_app_argument(args.file)
        except BoardError as exc:
            if args.screenshot is not None:
                raise BoardError(f"{args.file}: {exc}") from None
            error = f"{args.file} could not be opened:\n{exc}"
    problem = prepare_platform(needs_window=args.screenshot is None)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from .ui.app import run

    path = Path(args.file) if args.file not in (None, "-") else None
    return run(loaded, path, Path(args.screenshot) if args.screenshot else None, error)


def _command_parser() -> _Parser:
    parser = _Parser(prog=PROG, description="Snakes & Ladders Studio on the command line.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    solve_p = sub.add_parser("solve", help="print the fewest throws and an optimal route")
    validate_p = sub.add_parser("validate", help="print a board's errors and warnings; exit 1 if invalid")
    render_p = sub.add_parser("render", help="draw the board to a PNG, SVG or PDF file")
    analyze_p = sub.add_parser("analyze", help="exact game length and fairness (a Markov chain, not a simulation)")
    for p, func in ((solve_p, cmd_solve), (validate_p, cmd_validate), (render_p, cmd_render), (analyze_p, cmd_analyze)):
        p.add_argument("file", help="a board file (.snl, a JSON matrix, or lists), or - for standard input")
        if p is not render_p:
            p.add_argument("--json", action="store_true", help="machine-readable output")
        _add_rule_options(p)
        p.set_defaults(func=func)
    analyze_p.add_argument(
        "--players",
        type=_players,
        default=1,
        metavar="K",
        help=f"players ({MIN_PLAYERS} to {MAX_PLAYERS}): each seat's chance of winning",
    )
    generate_p = sub.add_parser("generate", help="a random board to targets, written as a .snl file")
    for name, default, what in (
        ("rows", 10, "rows"),
        ("cols", 10, "columns"),
        ("snakes", 8, "snakes"),
        ("ladders", 8, "ladders"),
    ):
        generate_p.add_argument(f"--{name}", type=int, default=default, help=f"{what} (default {default})")
    generate_p.add_argument("--min-throws", type=_span(int), metavar="A:B", help="fewest throws between A and B")
    generate_p.add_argument("--expected-turns", type=_span(float), metavar="A:B", help="expected length, A to B turns")
    generate_p.add_argument("--seed", type=int, required=True, metavar="N", help="the same seed, the same board")
    generate_p.add_argument("-o", "--output", required=True, metavar="FILE", help="the .snl file to write, or -")
    _add_rule_options(generate_p)
    generate_p.set_defaults(func=cmd_generate)
    render_p.add_argument("-o", "--output", required=True, metavar="OUT", help="OUT.png, OUT.svg or OUT.pdf")
    render_p.add_argument(
        "--size", type=int, default=1000, metavar="PX", help="the longer side of a PNG in pixels (default 1000)"
    )
    animate_p = sub.add_parser("animate", help="the breadth-first search as an animated GIF or APNG")
    animate_p.add_argument("file", help="a board file (.snl, a JSON matrix, or lists), or - for standard input")
    animate_p.add_argument("-o", "--output", required=True, metavar="OUT", help="OUT.gif, or OUT.png / OUT.apng (APNG)")
    animate_p.add_argument(
        "--size", type=int, default=480, metavar="PX", help="the longer side in pixels, 64 to 2000 (default 480)"
    )
    animate_p.add_argument("--fps", type=int, default=4, metavar="N", help="frames a second, 1 to 50 (default 4)")
    animate_p.add_argument(
        "--step",
        choices=("throw", "square", "depth"),
        default="square",
        help="one frame for each throw examined, each square expanded or each depth (default square)",
    )
    _add_rule_options(animate_p)
    animate_p.set_defaults(func=cmd_animate)
    return parser


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "solve": cmd_solve,
    "validate": cmd_validate,
    "render": cmd_render,
    "analyze": cmd_analyze,
    "generate": cmd_generate,
    "animate": cmd_animate,
}


def _players(text: str) -> int:
    value = int(text) if text.isdigit() else 0
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``snl-desktop`` and ``python -m snl_desktop``; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] in COMMANDS:
            args = _command_parser().parse_args(argv)
            return args.func(args)
        return run_app(argv)
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except BoardError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    except ImportError as exc:
        library = library_in_error(str(exc))
        if library is None:
            raise
        print(missing_library_message([library], "draw"), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - the last net: one line, never a traceback
        print(f"{PROG}: internal error: {type(exc).__name__}: {str(exc)[:200]} (please report it)", file=sys.stderr)
        return 70
