"""``snl-desktop [FILE] [--screenshot OUT.png]``: the desktop app, on a board file or a saved
game, or a picture of its window. Its command line is read before any QApplication exists (the
display is checked first), so its help is in English; what it says after, it says in the user's
language."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .. import APP_NAME, __version__
from ..core.errors import BoardError
from ..core.files.boards import BoardFile, parse_board_json
from ..core.files.safe_io import decode_json, read_data_file, read_limited
from ..core.message import fill, phrase
from ..display import prepare_platform, window_trouble
from ..ui.kit.home import home_notice
from ..words import languages, say
from .argparse_words import speak_argparse
from .common import COMMANDS, PROG, Parser, UsageError
from .options import ending_in

if TYPE_CHECKING:
    from ..core.files.games import GameRecord


def read_app_argument(path: str) -> BoardFile | GameRecord:
    """The app's FILE: a board in any accepted form, or a saved game (``"format": "snl-game"``,
    as `.snlgame` files are); a path, or ``-`` for standard input."""
    data = read_limited(sys.stdin.buffer) if path == "-" else read_data_file(path)
    doc = decode_json(data)
    if isinstance(doc, dict) and doc.get("format") == "snl-game":
        from ..core.files.games import GameFileError, parse_game_json  # the turn engine: only for games (start-up time)

        try:
            return parse_game_json(doc)
        except GameFileError as exc:
            raise BoardError(
                phrase("Cli", "this saved game cannot be resumed: {problem}").of(problem=exc.what)
            ) from None
    return parse_board_json(doc)


def app_parser() -> Parser:
    parser = Parser(
        prog=PROG,
        description=fill(
            QCoreApplication.translate("Cli", "{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help')."),
            {"app": APP_NAME, "commands": ", ".join(COMMANDS)},
        ),
    )
    parser.add_argument(
        "file",
        nargs="?",
        help=QCoreApplication.translate(
            "Cli", "a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -"
        ),
    )
    parser.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=ending_in((".png",), QCoreApplication.translate("Cli", "--screenshot needs a .png file name")),
        help=QCoreApplication.translate("Cli", "save a picture of the window after its first paint and exit"),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def parse_app_arguments(argv: list[str]) -> argparse.Namespace:
    """The app's command line. Its help and its refusals are said in the user's language: the
    window's QApplication is not made yet, so a bare one is, only when there is something to
    say (the window then never opens)."""
    if any(arg in ("-h", "--help") for arg in argv):
        languages.use_in_terminal()
        speak_argparse()
    try:
        return app_parser().parse_args(argv)
    except UsageError:
        languages.use_in_terminal()
        speak_argparse()
        app_parser().parse_args(argv)  # the same refusal, now in the user's language
        raise


def run_app(argv: list[str]) -> int:
    """The desktop app (or, with ``--screenshot``, a picture of its window): the display is
    checked before Qt's GUI is loaded, and the home folder (`home_notice`: with none usable,
    a temporary folder for the session, said on stderr and in the window), the FILE read once
    the QApplication speaks the user's language (a file that cannot be opened is said in the
    window; with ``--screenshot``, on stderr)."""
    args = parse_app_arguments(argv)
    screenshot: Path | None = args.screenshot
    if screenshot is None:
        trouble = window_trouble()
        if trouble is not None:
            languages.use_in_terminal()  # no window will be made: a bare application speaks
            print(say(trouble), file=sys.stderr)
            return 1
    else:
        prepare_platform(needs_window=False)
    # before Qt reads where to write: with no usable home, a temporary folder (a picture writes nothing there)
    notice = home_notice() if screenshot is None else None
    from ..ui.app import create_application, run  # Qt's GUI: after the display is checked, and only for the app

    create_application()
    told = ""
    if notice is not None:
        told = say(notice)
        print(f"{PROG}: {told}", file=sys.stderr)
    loaded: BoardFile | GameRecord | None = None
    error = ""
    if args.file is not None:
        try:
            loaded = read_app_argument(args.file)
        except BoardError as exc:
            if screenshot is not None:
                raise BoardError(phrase("Cli", "{file}: {problem}").of(file=args.file, problem=exc.what)) from None
            cannot = phrase("Cli", "{file} could not be opened:\n{problem}")
            error = say(cannot.of(file=args.file, problem=exc.what))
    path = Path(args.file) if args.file not in (None, "-") else None
    return run(loaded, path, screenshot, error, told)
