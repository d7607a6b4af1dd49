"""Who plays: a seat is a player's name, token colour and whether the computer plays it; the
last game's seats are remembered in the settings for the next New Game."""

from __future__ import annotations

import json
from typing import NamedTuple

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor

from ...core.files.games import GameRecord
from ...core.game import MAX_PLAYERS, MIN_PLAYERS
from ...core.names import names_problem

LAST_PLAYERS_KEY = "play/last_players"
RECENT_KEY = "play/recent_players"
MAX_RECENT = 6
"""How many families (player lists) the New Game dialog offers again."""
COMPUTER_NAME = "Computer"


class Seat(NamedTuple):
    """One player of a game: the name, the token's colour, and whether the computer plays."""

    name: str
    colour: str
    computer: bool = False


def seats(players: list[tuple] | None) -> list[Seat]:
    """``players`` as seats: ``(name, colour)`` pairs are people."""
    return [Seat(*player) for player in players or []]


def remember_players(settings: QSettings, chosen: list[Seat]) -> None:
    """Keep the seats of the game just started for the next New Game (and the next run), and
    put them first among the recent families (the same names are one family)."""
    settings.setValue(LAST_PLAYERS_KEY, json.dumps([list(seat) for seat in chosen]))
    key = [seat.name.casefold() for seat in chosen]
    others = [family for family in recent_families(settings) if [s.name.casefold() for s in family] != key]
    families = [chosen, *others][:MAX_RECENT]
    settings.setValue(RECENT_KEY, json.dumps([[list(seat) for seat in family] for family in families]))


def recent_families(settings: QSettings) -> list[list[Seat]]:
    """The player lists of recent games, newest first (each checked as `last_players` is)."""
    try:
        value = json.loads(str(settings.value(RECENT_KEY, "[]")))
        families = [_checked([_seat(item) for item in family]) for family in value]
    except (ValueError, TypeError, IndexError, KeyError):
        return []
    return [family for family in families if family is not None][:MAX_RECENT]


def _seat(item: list) -> Seat:
    return Seat(str(item[0]), str(item[1]), len(item) > 2 and item[2] is True)


def _checked(players: list[Seat]) -> list[Seat] | None:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS or names_problem([seat.name for seat in players]):
        return None
    if not all(QColor.isValidColorName(seat.colour) for seat in players):
        return None
    return players


def last_players(settings: QSettings) -> list[Seat] | None:
    """The seats of the last game started, when the settings hold a valid list (they are a file
    on disk: anything else is ignored)."""
    try:
        value = json.loads(str(settings.value(LAST_PLAYERS_KEY, "")))
        return _checked([_seat(item) for item in value])
    except (ValueError, TypeError, IndexError, KeyError):
        return None


def seats_of(record: GameRecord) -> tuple[dict[str, str], tuple[int, ...], set[str], dict[str, int]]:
    """What Play mode needs of a saved game besides the game: the colours, the dice of the
    unfinished turn, the seats the computer plays and the tally of wins."""
    players = record.players
    colours = {p.id: p.colour for p in players}
    return colours, record.pending, {p.id for p in players if p.computer}, {p.id: p.wins for p in players}
