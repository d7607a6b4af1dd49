"""Unfinished games: the games windows that are gone did not finish (their autosaves), for File
→ Unfinished Games and the start screen's thumbnails. Each is told by its board's name, its
players, whose turn it is, the turns played and when it was last played (the day and the time,
as the user's locale writes them) — never by the autosave's path — and the start screen draws
each player's token on its square: two games on one board are told apart at a glance. Listing
them also keeps them from piling up (`document.orphans.unfinished_game_files`)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject

from ...core.files.games import GameFileError, GameRecord, load_game
from ...core.game import Seat
from ...words import numbers, spoken
from ...words.defaults import shown_board_name, shown_name
from ..document.orphans import unfinished_game_files


class UnfinishedWords(QObject):
    """The plural of this module (Qt's lupdate takes plurals only from ``self.tr(text, "", n)``)."""

    def turns_played(self, count: int) -> str:
        return self.tr("%n turn(s) played", "", count)


class HasAutosaveDir(Protocol):
    @property
    def autosave_dir(self) -> Path: ...


@dataclass(frozen=True)
class UnfinishedGame:
    """One unfinished game: where it is kept, its board's name, its players, the turns played,
    when it was saved, and the saved game itself."""

    path: Path
    board_name: str
    players: tuple[Seat, ...]
    turns: int
    saved_at: dt.datetime
    record: GameRecord
    squares: tuple[int, ...] = ()
    """Each seat's square, in seat order (as the game stands)."""
    to_play: str = ""
    """Whose turn it is."""

    @property
    def names(self) -> str:
        """The players, a default name ("Player 1") in the language the app speaks now."""
        return numbers.joined([shown_name(seat.name) for seat in self.players])

    def title(self) -> str:
        """The board's name (a shipped board's in the language the app speaks now), or
        "Untitled board"."""
        return shown_board_name(self.board_name) or QCoreApplication.translate("Unfinished", "Untitled board")

    def detail(self) -> str:
        """``"Mum, Lily, Robo — 12 turns played — today 14:02"``."""
        turns = UnfinishedWords().turns_played(self.turns)
        return spoken(
            QCoreApplication.translate("Unfinished", "{players} — {turns} — {when}"),
            players=self.names,
            turns=turns,
            when=saved_when(self.saved_at),
        )

    def whose_turn(self) -> str:
        """``"Lily's turn"`` ("" when not known)."""
        if not self.to_play:
            return ""
        return spoken(QCoreApplication.translate("Unfinished", "{name}'s turn"), name=shown_name(self.to_play))

    def shelf_detail(self) -> str:
        """The start screen's lines under the board's name: the players, then whose turn it is
        and when the game was last played (``"Mum, Lily, Leo\nLily's turn — today 14:02"``)."""
        when = saved_when(self.saved_at)
        turn = self.whose_turn()
        second = (
            spoken(QCoreApplication.translate("Unfinished", "{turn} — {when}"), turn=turn, when=when) if turn else when
        )
        return f"{self.names}\n{second}"

    def menu_text(self) -> str:
        """The line of File → Unfinished Games: the board, then `detail`."""
        return spoken(
            QCoreApplication.translate("Unfinished", "{board}: {detail}"), board=self.title(), detail=self.detail()
        )


def saved_when(moment: dt.datetime, now: dt.datetime | None = None) -> str:
    """When, as people say it: ``"today 14:02"``, ``"yesterday 09:30"``, else the date and
    the time (each as the user's locale writes it)."""
    now = now or dt.datetime.now()
    locale = QLocale()
    shown = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    clock = locale.toString(shown.time(), QLocale.FormatType.ShortFormat)
    days = (now.date() - moment.date()).days
    if days == 0:
        return spoken(QCoreApplication.translate("Unfinished", "today {time}"), time=clock)
    if days == 1:
        return spoken(QCoreApplication.translate("Unfinished", "yesterday {time}"), time=clock)
    return spoken(
        QCoreApplication.translate("Unfinished", "{date} {time}"),
        date=locale.toString(shown.date(), QLocale.FormatType.ShortFormat),
        time=clock,
    )


def read_unfinished(path: Path) -> UnfinishedGame | None:
    """The unfinished game kept at ``path`` (None: unreadable; the start's scan sets it aside)."""
    try:
        record = load_game(path)
        saved = dt.datetime.fromtimestamp(path.stat().st_mtime)
    except (GameFileError, OSError):
        return None
    game = record.replay()  # the game the file's check replayed: no second replay
    record.keep_proof(game)  # resuming it takes the same game
    squares = tuple(game.get_player_position(seat.name) for seat in record.players)
    to_play = "" if game.finished else game.current_player
    return UnfinishedGame(path, record.name, record.players, len(record.turns), saved, record, squares, to_play)


def unfinished_games(where: HasAutosaveDir | Path) -> list[UnfinishedGame]:
    """The unfinished games of windows that are gone, newest first (``where``: the autosave
    folder, or a window that has one)."""
    root = where if isinstance(where, Path) else where.autosave_dir
    games = (read_unfinished(path) for path in unfinished_game_files(root))
    return [game for game in games if game is not None]
