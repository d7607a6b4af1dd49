"""The players' animals: each seat's token is one of ten animals drawn by the project
(``resources/tokens/<animal>.svg``). A seat names its animal (`Seat.animal`, chosen in the New
Game dialog and kept in the saved game); a seat that names none (a game saved before players
picked animals) has the animal of its place at the table, as before: the first seat the cat, the
second the dog, and so on round the ten.

An animal is a plain string from `ANIMALS`; anything else is not one (`is_animal`). Two players
may not share both an animal and a colour (they could not be told apart): `clashing_seats` finds
such a pair."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

__all__ = ["ANIMALS", "clashing_seats", "is_animal", "seat_animal"]

ANIMALS: tuple[str, ...] = ("cat", "dog", "rabbit", "elephant", "lion", "owl", "fish", "turtle", "frog", "bear")
"""Every animal a token can be, in the order the seats take them by default."""


class _Seated(Protocol):
    @property
    def colour(self) -> str: ...

    @property
    def animal(self) -> str | None: ...


def is_animal(value: object) -> bool:
    """Whether ``value`` names one of the `ANIMALS`."""
    return isinstance(value, str) and value in ANIMALS


def seat_animal(index: int, animal: str | None = None) -> str:
    """The animal of the seat at ``index`` (0-based): its own when it names one, else the
    animal of its place (seat 11 is a cat again)."""
    return animal if animal is not None and is_animal(animal) else ANIMALS[index % len(ANIMALS)]


def clashing_seats(seats: Sequence[_Seated]) -> tuple[int, int] | None:
    """The first two seats (0-based, in order) with the same animal and the same colour
    (ignoring the colour's case), or None when every token can be told apart."""
    seen: dict[tuple[str, str], int] = {}
    for index, seat in enumerate(seats):
        key = (seat_animal(index, seat.animal), seat.colour.casefold())
        if key in seen:
            return seen[key], index
        seen[key] = index
    return None
