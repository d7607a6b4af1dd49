"""Who plays: a seat is a player's name, token colour and whether the computer plays it; the
last game's seats are remembered in the settings for the next New Game."""

from __future__ import annotations

import json
from typing import NamedTuple

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor

from ...core.game import MAX_PLAYERS, MIN_PLAYERS
from ...core.names import names_problem

LAST_PLAYERS_KEY = "play/last_players"
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
    """Keep the seats of the game just started, for the next New Game (and the next run)."""
    settings.setValue(LAST_PLAYERS_KEY, json.dumps([list(seat) for seat in chosen]))


def last_players(settings: QSettings) -> list[Seat] | None:
    """The seats of the last game started, when the settings hold a valid list (they are a file
    on disk: anything else is ignored)."""
    try:
        value = json.loads(str(settings.value(LAST_PLAYERS_KEY, "")))
        players = [Seat(str(item[0]), str(item[1]), len(item) > 2 and item[2] is True) for item in value]
    except (ValueError, TypeError, IndexError, KeyError):
        return None
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS or names_problem([seat.name for seat in players]):
        return None
    if not all(QColor.isValidColorName(seat.colour) for seat in players):
        return None
    return players
