"""The table as the phones see it: the values the host publishes to the room and the phones show.

The rule: these are plain values (no Qt), built by the host from its game (the TV is the one
truth) and sent to every phone as JSON data, never as markup. A name is whatever the game
calls its player; whoever shows it escapes it (the page puts it with ``textContent``).
`TableState.to_json` is the one place the state becomes JSON; `seat_claimed` fills in which seats
a phone holds, which only the room knows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class SeatState:
    """One seat (player) of the game, as a phone shows it."""

    index: int
    """0-based seat (player) index in the game."""
    name: str
    """The player's name as the game knows it (escaped by whoever displays it)."""
    animal: str
    """One of the token animals ("cat", "dog", …): the phone draws ``resources/tokens/<animal>.svg``."""
    colour: str
    """The seat's colour, ``#rrggbb``."""
    square: int
    """The token's square; 0 = off the board."""
    wins: int
    computer: bool
    """A computer seat: never claimable."""
    claimed: bool = False
    """A phone holds it (the room fills this in when it publishes)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "name": self.name,
            "animal": self.animal,
            "colour": self.colour,
            "square": self.square,
            "wins": self.wins,
            "computer": self.computer,
            "claimed": self.claimed,
        }


@dataclass(frozen=True)
class TableState:
    """Everything a phone shows of the game, as the TV shows it now."""

    seats: tuple[SeatState, ...]
    turn: int | None
    """Whose turn it is (a seat index); None when the game is over."""
    can_throw: bool
    """The engine takes a throw now (no token moving, not paused, no computer turn)."""
    last_turn: str
    """The last turn's sentence in the host's language ("" before the first)."""
    dice: tuple[int, ...]
    """The faces of the last throw(s) shown on the TV."""
    winner: int | None
    board_name: str
    goal: int
    """The last square."""
    real_dice: bool
    """Phones may enter a real die's face (1..6) instead of the app's throw."""
    throw_again: bool = False
    """The turn is not over: ``turn``'s player threw ``dice`` so far (a 6) and throws again."""

    def seat_claimed(self, claimed: frozenset[int]) -> TableState:
        """This state with each seat's ``claimed`` set from the seats phones hold."""
        return replace(self, seats=tuple(replace(seat, claimed=seat.index in claimed) for seat in self.seats))

    def claimable(self, index: int) -> bool:
        """Whether a phone may take seat ``index``: it exists and is not the computer's (whether
        another phone holds it is the room's to say)."""
        return 0 <= index < len(self.seats) and not self.seats[index].computer

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [seat.to_json() for seat in self.seats],
            "turn": self.turn,
            "can_throw": self.can_throw,
            "last_turn": self.last_turn,
            "dice": list(self.dice),
            "winner": self.winner,
            "board_name": self.board_name,
            "goal": self.goal,
            "real_dice": self.real_dice,
            "throw_again": self.throw_again,
        }


EMPTY = TableState(
    seats=(), turn=None, can_throw=False, last_turn="", dice=(), winner=None, board_name="", goal=0, real_dice=False
)
"""No game: a room opened before the game starts publishes this."""
