"""The commands that draw: ``render`` (the board as PNG, SVG or PDF) and ``animate`` (the
breadth-first search as an animated GIF or APNG). They need a QApplication, on Qt's offscreen
platform (no display): it is created before the command line is read, so that everything they
say is in the user's language, their help included."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..core import Board, Rules
from ..core.files.safe_io import NotAFileError
from ..core.message import fill, phrase
from ..core.paper import (
    DEFAULT_DPI,
    DPI_CHOICES,
    MAX_BLEED,
    MAX_CUSTOM,
    MAX_SHEETS,
    MIN_CUSTOM,
    PAPER_KEYS,
    PAPERS,
    PageSetup,
    Paper,
    custom_paper,
)
from ..display import prepare_platform
from ..ui.app import create_application
from ..ui.board.render import MAX_PNG_SIDE, MIN_PNG_SIDE, ExportError, board_title, check_export, export_board
from ..ui.solver.animation import MAX_FPS, MAX_SIZE, MIN_FPS, MIN_SIZE, AnimationError, write_search_animation
from ..words import board as board_words
from ..words import numbers, say, search
from .common import PROG, Failure, UsageError, load, rules_of, terminal_text
from .options import WholeNumber, add_file_argument, add_rule_options, command_parser, ending_in
from .progress import ProgressLine


def start() -> None:
    """Before anything is said: Qt's offscreen platform and the QApplication (named, speaking
    the user's language)."""
    prepare_platform(needs_window=False)
    create_application()


def _cannot_write(out: Path, exc: OSError) -> Failure:
    reason = exc.what if isinstance(exc, NotAFileError) else exc.strerror or str(exc)  # else the system's words
    cannot = phrase("Cli", "cannot write {file}: {reason}; nothing was changed")
    return Failure(say(cannot.of(file=terminal_text(str(out)), reason=reason)))


# -- render ---------------------------------------------------------------------------------------


class Cli(QObject):
    """``render``'s sentences with a count (translation context "Cli"): a class, because Qt's
    ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)``."""

    def pages(self, count: int) -> str:
        return self.tr("%n page(s)", "", count)


_CLI = Cli()


def _usage(text: str) -> UsageError:
    """A command line whose options do not go together: argparse's form, exit code 2."""
    return UsageError(say(phrase("Cli", "{program}: error: {problem}").of(program=f"{PROG} render", problem=text)))


def page_setup(args: argparse.Namespace, kind: str) -> PageSetup | None:
    """The paper ``render``'s options ask for (None: a picture of the board's own shape), or a
    `UsageError` for options that do not go together. A PDF is always pages (A4 by default)."""
    wants_page = args.paper is not None or kind == "pdf"
    if not wants_page:
        if args.bleed or args.crop_marks or args.orientation != "auto":
            raise _usage(
                QCoreApplication.translate(
                    "Cli",
                    "--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)",
                )
            )
        return None
    if kind == "png" and args.size is not None:
        raise _usage(
            QCoreApplication.translate(
                "Cli", "--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi"
            )
        )
    columns, rows = args.poster
    return PageSetup(args.paper or PAPERS["a4"], args.orientation, args.bleed, args.crop_marks, columns, rows)


def cmd_render(args: argparse.Namespace) -> int:
    """``render``: the board drawn to a PNG, SVG or PDF file."""
    out: Path = args.output
    kind = out.suffix.lower().lstrip(".")
    if args.transparent and kind == "pdf":
        raise _usage(QCoreApplication.translate("Cli", "--transparent is for PNG and SVG: a PDF page is paper"))
    if args.pdfx and kind != "pdf":
        raise _usage(QCoreApplication.translate("Cli", "--pdfx is a kind of PDF: write a .pdf"))
    if args.outlines and kind != "svg":
        raise _usage(QCoreApplication.translate("Cli", "--outlines is for SVG (a PDF carries its font already)"))
    page = page_setup(args, kind)
    size = args.size if args.size is not None else 1000
    loaded = load(args.file)
    title = args.title or board_title(loaded.name, None if args.file == "-" else Path(args.file))
    rules = rules_of(args, loaded.rules)
    caption = None
    if args.caption or args.title:
        caption = f"{board_words.summary(loaded.board)} · {board_words.describe_rules(rules)}"
    progress = ProgressLine(phrase("Cli", "drawing the board: {percent}%"))  # on a terminal only
    try:
        check_export(loaded.board, kind, size, dpi=args.dpi, page=page, pdfx=args.pdfx, outlines=args.outlines)
        layout = export_board(
            loaded.board,
            out,
            rules,
            size,
            title,
            caption,
            dpi=args.dpi,
            page=page,
            transparent=args.transparent,
            progress=progress,
            pdfx=args.pdfx,
            outlines=args.outlines,
        )
    except ExportError as exc:
        raise Failure(str(exc)) from None  # worded where the limits are checked
    except OSError as exc:
        raise _cannot_write(out, exc) from None
    finally:
        progress.close()
    if page is None or layout is None:
        print(say(phrase("Cli", "wrote {file}").of(file=terminal_text(str(out)))))
        return 0
    pages = _CLI.pages(len(layout.sheets))
    if layout.landscape:
        wrote = QCoreApplication.translate("Cli", "wrote {file}: {pages}, {paper} landscape")
    else:
        wrote = QCoreApplication.translate("Cli", "wrote {file}: {pages}, {paper} portrait")
    print(fill(wrote, {"file": terminal_text(str(out)), "pages": pages, "paper": page.paper.name}))
    print(_how_it_prints(loaded.board, rules, page, title, caption))
    return 0


def _how_it_prints(board: Board, rules: Rules, page: PageSetup, title: str, caption: str | None) -> str:
    """How large the board printed and how much of the paper it covers, and the ``--poster``
    of fewer sheets that prints it as large, if one does (`board.paper_fit`, as the window's
    Export and Print say it)."""
    from ..ui.board.page import scene_aspect
    from ..ui.board.paper_fit import fewer_sheets, measure
    from ..ui.board.scene import BoardScene

    aspect = scene_aspect(BoardScene(board, rules, cached=False))
    fit = measure(aspect, page, title, caption)
    size = {"width": fit.width / 10, "height": fit.height / 10, "share": fit.covers}
    said = say(
        phrase("Cli", "the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper").of(**size)
    )
    fewer = fewer_sheets(aspect, page, title, caption, fit)
    if fewer is None:
        return said
    offer = phrase("Cli", "{said}; --poster {grid} prints it as large on fewer sheets")
    return say(offer.of(said=said, grid=f"{fewer.columns}x{fewer.rows}"))  # as typed: ASCII digits in any language


def sheets(text: str) -> tuple[int, int]:
    """An argparse ``type``: a poster's sheets, ``COLUMNSxROWS`` (``3x2``: three across, two
    down), each 1 to `MAX_SHEETS`."""
    across, sep, down = text.lower().replace("×", "x").partition("x")
    try:
        if not sep:
            raise ValueError(text)
        columns, rows = int(across), int(down)
    except ValueError:
        refusal = QCoreApplication.translate("Cli", "--poster is COLUMNSxROWS, e.g. 3x2, not {text}")
        raise argparse.ArgumentTypeError(fill(refusal, {"text": repr(text)})) from None
    if not (1 <= columns <= MAX_SHEETS and 1 <= rows <= MAX_SHEETS):
        refusal = QCoreApplication.translate("Cli", "--poster has 1 to {most} sheets each way, not {text}")
        raise argparse.ArgumentTypeError(fill(refusal, {"most": MAX_SHEETS, "text": repr(text)}))
    return columns, rows


def paper(text: str) -> Paper:
    """An argparse ``type``: a paper by its name (a4 … a0, letter, tabloid) or a size of one's
    own, ``WIDTHxHEIGHT`` in millimetres (``500x700``), each `MIN_CUSTOM` to `MAX_CUSTOM`."""
    key = text.strip().lower()
    if key in PAPERS:
        return PAPERS[key]
    across, sep, down = key.replace("×", "x").removesuffix("mm").partition("x")
    try:
        if not sep:
            raise ValueError(text)
        return custom_paper(float(across), float(down.removesuffix("mm")))
    except ValueError:
        refusal = QCoreApplication.translate(
            "Cli",
            "--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}",
        )
        names = ", ".join(PAPER_KEYS)
        values = {"names": names, "low": f"{MIN_CUSTOM:g}", "high": f"{MAX_CUSTOM:g}", "text": repr(text)}
        raise argparse.ArgumentTypeError(fill(refusal, values)) from None


def millimetres(text: str) -> float:
    """An argparse ``type``: the bleed in millimetres, 0 to `MAX_BLEED`."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 <= value <= MAX_BLEED:  # (a NaN is refused too)
        refusal = QCoreApplication.translate("Cli", "--bleed is 0 to {most} millimetres, not {text}")
        raise argparse.ArgumentTypeError(fill(refusal, {"most": f"{MAX_BLEED:g}", "text": repr(text)}))
    return value


def _add_page_options(render: argparse.ArgumentParser) -> None:
    """``render``'s options for paper and print shops."""
    group = render.add_argument_group(QCoreApplication.translate("Cli", "paper (a PDF is always pages, A4 by default)"))
    group.add_argument(
        "--paper",
        type=paper,
        metavar="PAPER",
        help=QCoreApplication.translate(
            "Cli",
            "the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 "
            "(a PNG or SVG becomes a page)",
        ),
    )
    turned = group.add_mutually_exclusive_group()
    turned.add_argument(
        "--landscape",
        dest="orientation",
        action="store_const",
        const="landscape",
        default="auto",
        help=QCoreApplication.translate("Cli", "the paper on its side (default: the way the board prints larger)"),
    )
    turned.add_argument(
        "--portrait",
        dest="orientation",
        action="store_const",
        const="portrait",
        help=QCoreApplication.translate("Cli", "the paper upright"),
    )
    group.add_argument(
        "--dpi",
        type=int,
        choices=DPI_CHOICES,
        default=DEFAULT_DPI,
        help=QCoreApplication.translate(
            "Cli", "dots per inch of a PNG, written into it; on paper they set its pixels (default 300)"
        ),
    )
    group.add_argument(
        "--bleed",
        type=millimetres,
        default=0.0,
        metavar="MM",
        help=QCoreApplication.translate("Cli", "the background reaches MM past the paper's edge, for a print shop"),
    )
    group.add_argument(
        "--crop-marks",
        action="store_true",
        help=QCoreApplication.translate("Cli", "marks at the corners where the paper is cut"),
    )
    group.add_argument(
        "--pdfx",
        action="store_true",
        help=QCoreApplication.translate(
            "Cli", "PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared"
        ),
    )
    group.add_argument(
        "--poster",
        type=sheets,
        default=(1, 1),
        metavar="COLUMNSxROWS",
        help=QCoreApplication.translate(
            "Cli", "a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks"
        ),
    )


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
                seconds=numbers.decimal(info.seconds, 1),
                kb=numbers.integer(max(1, round(info.bytes / 1024))),
                elapsed=numbers.decimal(info.elapsed, 1),
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
        default=None,
        metavar="PX",
        help=QCoreApplication.translate("Cli", "the longer side of a PNG in pixels (default 1000)"),
    )
    render.add_argument(
        "--caption",
        action="store_true",
        help=QCoreApplication.translate("Cli", "the board's name above it and its size and rules below"),
    )
    render.add_argument(
        "--title",
        metavar="TEXT",
        help=QCoreApplication.translate(
            "Cli", "the name above the board (default: the board's own); implies --caption"
        ),
    )
    render.add_argument(
        "--transparent",
        action="store_true",
        help=QCoreApplication.translate("Cli", "no white background (PNG and SVG)"),
    )
    render.add_argument(
        "--outlines",
        action="store_true",
        help=QCoreApplication.translate(
            "Cli", "an SVG's texts as the shapes of their letters, for a machine without the font"
        ),
    )
    _add_page_options(render)
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
