"""Who plays: a seat (`core.game.Seat`) is a player's name, token colour, whether the
computer plays it and their animal, the one value from the New Game dialog to the saved game.
The last family's seats (`remember_players`: not a try-out's), and those of recent games, are
remembered in the settings for the next New Game.

The settings are a file anyone can edit: a remembered list is taken only when it holds 1 to 10
seats whose names can play together (`core.names`) and whose colours a saved game takes
(``"#rrggbb"``); an animal that is not one of `core.animals.ANIMALS` (or a list remembered
before animals were chosen) leaves the seat the animal of its place; anything else (damaged,
too deep, of another version) is ignored."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ...core.animals import is_animal
from ...core.files.games import is_token_colour
from ...core.game import MAX_PLAYERS, MIN_PLAYERS, Seat
from ...core.names import name_key, names_problem, normal_name
from ...words.defaults import default_player, shown_name
from ..kit.settings import read_json, write_json
from ..kit.settings_keys import SettingKey

__all__ = ["MAX_RECENT", "Seat", "default_name", "is_try_out", "last_players", "recent_families", "remember_players"]

MAX_RECENT = 6
"""How many families (player lists) the New Game dialog offers again."""


def _json(family: list[Seat]) -> list[list[object]]:
    return [[seat.name, seat.colour, seat.computer, seat.animal] for seat in family]


def default_name(seat: int) -> str:
    """The name a seat (1-based) has until the family types theirs: ``"Player 2"``, in the
    language the app speaks now (`words.defaults`)."""
    return default_player(seat)


def is_try_out(family: list[Seat]) -> bool:
    """Whether ``family`` is a try-out rather than a family at the table: no person plays, or
    every person still has the name of their place ("Player 2"), as nobody typed one."""
    people = [(i, seat) for i, seat in enumerate(family) if not seat.computer]
    return all(name_key(seat.name) == name_key(default_name(i + 1)) for i, seat in people)


def remember_players(settings: QSettings, chosen: list[Seat]) -> None:
    """Keep the seats of the game just started for the next New Game (and the next run), and
    put them first among the recent families (the same names played by the same kinds, person
    or computer, are one family: Ana and Ben as people are not Ana and Ben as computers).

    A try-out (`is_try_out`: ten computers to see the app play, "Player 1" to "Player 4"
    clicked through) is kept among the recent families but is not what the next New Game
    starts from: a family who played as Mum, Lily, Leo and Grandma yesterday, then let the
    computer play ten seats to see what happens, finds the four of them again, and "How many"
    says 4, not 10."""
    if not is_try_out(chosen) or last_players(settings) is None:
        write_json(settings, SettingKey.PLAY_LAST_PLAYERS, _json(chosen))
    key = _family_key(chosen)
    others = [family for family in recent_families(settings) if _family_key(family) != key]
    families = [chosen, *others][:MAX_RECENT]
    write_json(settings, SettingKey.PLAY_RECENT_PLAYERS, [_json(family) for family in families])


def _family_key(family: list[Seat]) -> list[tuple[str, bool]]:
    """What makes two recent families the same one: each seat's name and who plays it."""
    return [(name_key(seat.name), seat.computer) for seat in family]


def recent_families(settings: QSettings) -> list[list[Seat]]:
    """The player lists of recent games, newest first (each checked as `last_players` is)."""
    value = read_json(settings, SettingKey.PLAY_RECENT_PLAYERS)
    if not isinstance(value, list):
        return []
    families = (_family(item) for item in value)
    return [family for family in families if family is not None][:MAX_RECENT]


def last_players(settings: QSettings) -> list[Seat] | None:
    """The seats of the last game started, when the settings hold a valid list."""
    return _family(read_json(settings, SettingKey.PLAY_LAST_PLAYERS))


def _family(value: object) -> list[Seat] | None:
    """A remembered list of seats, or None when it is not one a game could start with."""
    if not isinstance(value, list) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        return None
    seats = [_seat(item) for item in value]
    if any(seat is None for seat in seats):
        return None
    family = [seat for seat in seats if seat is not None]
    return family if names_problem([seat.name for seat in family]) is None else None


def _seat(item: object) -> Seat | None:
    """``[name, colour]``, ``[name, colour, computer]`` or ``[name, colour, computer, animal]``,
    as `remember_players` writes it; a default name ("Player 2", remembered in the language of
    that day) in the language the app speaks now."""
    if not isinstance(item, list) or len(item) < 2:
        return None
    name, colour = item[0], item[1]
    if not isinstance(name, str) or not is_token_colour(colour):
        return None
    animal = item[3] if len(item) > 3 and is_animal(item[3]) else None
    return Seat(shown_name(normal_name(name)), colour, len(item) > 2 and item[2] is True, animal)
