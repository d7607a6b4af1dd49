"""The commands that draw: ``render`` (the board as PNG, SVG or PDF) and ``animate`` (the
breadth-first search as an animated GIF or APNG). They need a QApplication, on Qt's offscreen
platform (no display): it is created before the command line is read, so that everything they
say is in the user's language, their help included."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..core.files.safe_io import NotAFileError
from ..core.message import fill, phrase
from ..display import prepare_platform
from ..ui.app import create_application
from ..ui.board.render import MAX_PNG_SIDE, MIN_PNG_SIDE, ExportError, check_export, export_board
from ..ui.solver.animation import MAX_FPS, MAX_SIZE, MIN_FPS, MIN_SIZE, AnimationError, write_search_animation
from ..words import say, search
from .common import Failure, load, rules_of, terminal_text
from .options import WholeNumber, add_file_argument, add_rule_options, command_parser, ending_in


def start() -> None:
    """Before anything is said: Qt's offscreen platform and the QApplication (named, speaking
    the user's language)."""
    prepare_platform(needs_window=False)
    create_application()


def _cannot_write(out: Path, exc: OSError) -> Failure:
    reason = exc.what if isinstance(exc, NotAFileError) else exc.strerror or str(exc)  # else the system's words
    cannot = phrase("Cli", "cannot write {file}: {reason}; nothing was changed")
    return Failure(say(cannot.of(file=terminal_text(str(out)), reason=reason)))


# -- render -------------------------------------------------------------------------------------


def cmd_render(args: argparse.Namespace) -> int:
    """``render``: the board drawn to a PNG, SVG or PDF file."""
    out: Path = args.output
    loaded = load(args.file)
    kind = out.suffix.lower().lstrip(".")
    title = loaded.name or QCoreApplication.translate("Cli", "Snakes & Ladders board")
    try:
        check_export(loaded.board, kind, args.size)  # before any drawing
        export_board(loaded.board, out, rules_of(args, loaded.rules), args.size, title)
    except ExportError as exc:
        raise Failure(str(exc)) from None  # worded where the limits are checked
    except OSError as exc:
        raise _cannot_write(out, exc) from None
    print(say(phrase("Cli", "wrote {file}").of(file=terminal_text(str(out)))))
    return 0


# -- animate ------------------------------------------------------------------------------------


def cmd_animate(args: argparse.Namespace) -> int:
    """``animate``: the breadth-first search as an animated GIF or APNG, one frame a step."""
    out: Path = args.output
    try:
        import PIL  # noqa: F401  # the encoder: a dependency, but say so if a broken install lacks it
    except ImportError:
        raise Failure(
            QCoreApplication.translate(
                "Cli", "the animation needs Pillow, which is not installed: pip install 'Pillow>=10.1'"
            )
        ) from None
    loaded = load(args.file)
    try:
        info = write_search_animation(
            out,
            loaded.board,
            rules_of(args, loaded.rules),
            size=args.size,
            fps=args.fps,
            granularity=args.step,
            caption=args.caption,
        )
    except AnimationError as exc:
        raise Failure(str(exc)) from None  # worded where the limits are checked
    except OSError as exc:
        raise _cannot_write(out, exc) from None
    if args.step == "throw":
        step = QCoreApplication.translate("Cli", "one a throw")
    elif args.step == "square":
        step = QCoreApplication.translate("Cli", "one a square")
    else:
        step = QCoreApplication.translate("Cli", "one a depth")
    wrote = phrase("Cli", "wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s")
    print(
        say(
            wrote.of(
                file=terminal_text(str(out)),
                frames=search.frames(info.frames),
                step=step,
                width=info.width,
                height=info.height,
                seconds=f"{info.seconds:.1f}",
                kb=f"{max(1, round(info.bytes / 1024)):,}",
                elapsed=f"{info.elapsed:.1f}",
            )
        )
    )
    return 0


# -- the commands' options -------------------------------------------------------------------------


def add_commands(sub: Any) -> None:
    """Add ``render`` and ``animate`` to ``sub`` (a parser's subparsers), each calling its function."""
    render = sub.add_parser(
        "render", help=QCoreApplication.translate("Cli", "draw the board to a PNG, SVG or PDF file")
    )
    add_file_argument(render)
    render.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUT",
        type=ending_in(
            (".png", ".svg", ".pdf"),
            QCoreApplication.translate("Cli", "the output must end in .png, .svg or .pdf, not {name}"),
        ),
        help=QCoreApplication.translate("Cli", "OUT.png, OUT.svg or OUT.pdf"),
    )
    render.add_argument(
        "--size",
        type=WholeNumber(
            MIN_PNG_SIDE,
            MAX_PNG_SIDE,
            QCoreApplication.translate("Cli", "--size must be between {low} and {high} pixels"),
        ),
        default=1000,
        metavar="PX",
        help=QCoreApplication.translate("Cli", "the longer side of a PNG in pixels (default 1000)"),
    )
    add_rule_options(render)
    render.set_defaults(func=cmd_render)

    animate = sub.add_parser(
        "animate", help=QCoreApplication.translate("Cli", "the breadth-first search as an animated GIF or APNG")
    )
    add_file_argument(animate)
    animate.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUT",
        type=ending_in(
            (".gif", ".png", ".apng"),
            QCoreApplication.translate("Cli", "the output must end in .gif, .png or .apng, not {name}"),
        ),
        help=QCoreApplication.translate("Cli", "OUT.gif, or OUT.png / OUT.apng (APNG)"),
    )
    animate.add_argument(
        "--size",
        type=WholeNumber(
            MIN_SIZE, MAX_SIZE, QCoreApplication.translate("Cli", "--size must be between {low} and {high} pixels")
        ),
        default=480,
        metavar="PX",
        help=fill(
            QCoreApplication.translate("Cli", "the board's longer side in pixels, {low} to {high} (default 480)"),
            {"low": MIN_SIZE, "high": MAX_SIZE},
        ),
    )
    animate.add_argument(
        "--fps",
        type=WholeNumber(
            MIN_FPS,
            MAX_FPS,
            QCoreApplication.translate("Cli", "--fps must be between {low} and {high} frames a second"),
        ),
        default=4,
        metavar="N",
        help=fill(
            QCoreApplication.translate("Cli", "frames a second, {low} to {high} (default 4)"),
            {"low": MIN_FPS, "high": MAX_FPS},
        ),
    )
    animate.add_argument(
        "--caption",
        action=argparse.BooleanOptionalAction,
        default=True,
        help=QCoreApplication.translate(
            "Cli", "a strip under the board in every frame: the step, what it did and the queue (default on)"
        ),
    )
    animate.add_argument(
        "--step",
        choices=("throw", "square", "depth"),
        default="square",
        help=QCoreApplication.translate(
            "Cli", "one frame for each throw examined, each square expanded or each depth (default square)"
        ),
    )
    add_rule_options(animate)
    animate.set_defaults(func=cmd_animate)


def run(argv: list[str]) -> int:
    """Run ``render`` or ``animate`` (``argv[0]``): the QApplication first, then the command line
    read and the command called (argparse's ``func``)."""
    start()
    args = command_parser(add_commands).parse_args(argv)
    command: Callable[[argparse.Namespace], int] = args.func
    return command(args)
