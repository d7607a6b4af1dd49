"""What the start screen lists below its three choices: a recent board or an unfinished game
(`StartItem`), how a game's line under its name reads (`game_detail`), and reading one from its
file when the caller has only the path (`read_item`). The remembered choice "Start in the last
room I used" is read here too, for the shell (`last_room_first`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QSettings

from ...core import Board, Rules
from ...core.errors import BoardError
from ...core.files.boards import load_board
from ...core.files.games import GameFileError, load_game
from ...words import numbers, spoken
from ..board.piece import Piece, piece_for
from ..kit.settings import read_bool
from ..kit.settings_keys import SettingKey

__all__ = ["GAME_SUFFIX", "PlacedPiece", "StartItem", "game_detail", "last_room_first", "read_item", "when_text"]

GAME_SUFFIX = ".snlgame"
MAX_NAMES = 4
"""A game's line names at most this many players; "+N" says how many more."""


@dataclass(frozen=True)
class PlacedPiece:
    """A player's token on a game's picture: the ``piece`` (animal, colour, label) on ``square``."""

    square: int
    piece: Piece
    name: str = ""


@dataclass(frozen=True)
class StartItem:
    """One thumbnail: the file, the board's name, the lines under it (a game's players, whose
    turn it is and when it was last played), the board and rules to draw (None: the start
    screen reads the file after its first paint, and shows a plain board when it cannot) and,
    for a game, each player's token on its square."""

    path: Path
    title: str
    detail: str = ""
    board: Board | None = None
    rules: Rules | None = None
    pieces: tuple[PlacedPiece, ...] = ()


def last_room_first(settings: QSettings) -> bool:
    """Whether the window opens in the room last used rather than on the start screen (off by
    default)."""
    return read_bool(settings, SettingKey.START_IN_LAST_ROOM, False)


def when_text(day: dt.date, today: dt.date | None = None) -> str:
    """``day`` as a person says it: "today", "yesterday", else the date in the user's locale."""
    today = today or dt.date.today()
    if day == today:
        return QCoreApplication.translate("StartScreen", "today")
    if day == today - dt.timedelta(days=1):
        return QCoreApplication.translate("StartScreen", "yesterday")
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def game_detail(names: Sequence[str], turn: int, day: dt.date | None = None, today: dt.date | None = None) -> str:
    """A game's line: its players (the first `MAX_NAMES`, then "+N"), the turn being played,
    and the day it was last played: "Mum, Lily, Robo — turn 12 — yesterday"."""
    shown = numbers.joined(list(names[:MAX_NAMES]))
    if len(names) > MAX_NAMES:
        shown += " +" + str(len(names) - MAX_NAMES)
    parts = [shown, spoken(QCoreApplication.translate("StartScreen", "turn {number}"), number=turn)]
    if day is not None:
        parts.append(when_text(day, today))
    return " — ".join(part for part in parts if part)


def read_item(path: Path) -> StartItem:
    """The item of the board or game file at ``path``, read and checked as when it is opened
    (a ``.snlgame`` is a game, anything else a board). A file that cannot be read gives an
    item with its file name and no board (a plain icon): the list never fails."""
    day = None
    try:
        day = dt.date.fromtimestamp(path.stat().st_mtime)
        if path.suffix.lower() == GAME_SUFFIX:
            record = load_game(path)
            names = [seat.name for seat in record.players]
            detail = game_detail(names, len(record.turns) + 1, day)
            game = record.replay()  # the game the file's check replayed: no second replay
            record.keep_proof(game)
            pieces = tuple(
                PlacedPiece(game.get_player_position(seat.name), piece_for(i, seat.colour, "", seat.animal), seat.name)
                for i, seat in enumerate(record.players)
            )
            return StartItem(path, record.name or path.stem, detail, record.board, record.rules, pieces)
        found = load_board(path)
        return StartItem(path, found.name or path.stem, "", found.board, found.rules)
    except (OSError, BoardError, GameFileError, ValueError):
        return StartItem(path, path.stem, when_text(day) if day else "")
