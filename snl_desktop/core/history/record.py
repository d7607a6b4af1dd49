"""A finished game as a value, built from the turn engine's own game: what the family's history
keeps of it (`FinishedGame`) and, for each player, what happened to them (`PlayerRecord`).

The rules of the figures, one place each:

- a player **climbed a ladder** each time a move of theirs took a jump up, and **met a snake**
  each time a move took a jump down (a loop, a jump that ends on its own start, is neither);
  every throw's move counts under "each throw moves" (`TurnOutcome.steps`);
- the **longest climb** is the most squares one ladder took them up, the **longest slide** the
  most squares one snake took them down (0: none);
- a game's **turns** are the turns played by everyone (the engine's history), a player's the
  turns they played;
- a **board** is known by the fingerprint of its size and jumps (`board_fingerprint`), so that
  the same board saved under two names is one board; its name is kept for showing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from ..board import Board
from ..game import Move, Seat, SnakeAndLadderGame, TurnOutcome
from ..message import phrase
from ..rules import Rules
from ..squares import jump_kind_of
from .errors import HistoryError


@dataclass(frozen=True)
class PlayerRecord:
    """One player of a finished game: their name and kind (a person, or the computer), their
    seat (1 = first to play) and token colour, whether they won, and their figures."""

    name: str
    computer: bool
    seat: int
    colour: str
    won: bool
    turns: int
    ladders: int
    snakes: int
    longest_climb: int
    longest_slide: int


@dataclass(frozen=True)
class FinishedGame:
    """A won game as the history keeps it. ``rules`` is the ``"rules"`` object of a `.snl`
    file as JSON text; ``played_at`` the moment it was won, UTC, ISO 8601; ``key`` names this
    game so that recording it twice keeps it once and forgetting it (a win taken back) finds it."""

    key: str
    played_at: str
    board_name: str
    rows: int
    cols: int
    fingerprint: str
    rules: str
    winner: str
    turns: int
    players: tuple[PlayerRecord, ...]


def board_fingerprint(board: Board) -> str:
    """The same text for the same board (size and jumps), whatever its name or file: a SHA-256
    of ``rows×cols`` and the jumps in order of their start."""
    text = f"{board.rows}x{board.cols}:" + ";".join(f"{s}>{e}" for s, e in sorted(board.jumps.items()))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def rules_text(rules: Rules) -> str:
    """The rules as a `.snl` file writes them (its ``"rules"`` object), as compact JSON."""
    return json.dumps(rules.to_json(), separators=(",", ":"))


def _moves(outcome: TurnOutcome) -> tuple[Move, ...]:
    if outcome.steps:
        return outcome.steps
    if outcome.jump is None:
        return ()
    return (Move(outcome.start, outcome.value, outcome.walk, outcome.landed, outcome.end, outcome.jump),)


@dataclass
class _Tally:
    turns: int = 0
    ladders: int = 0
    snakes: int = 0
    longest_climb: int = 0
    longest_slide: int = 0

    def add(self, outcome: TurnOutcome) -> None:
        self.turns += 1
        for move in _moves(outcome):
            if move.jump is None:
                continue
            start, end = move.jump
            kind = jump_kind_of(start, end)
            if kind == "ladder":
                self.ladders += 1
                self.longest_climb = max(self.longest_climb, end - start)
            elif kind == "snake":
                self.snakes += 1
                self.longest_slide = max(self.longest_slide, start - end)


def utc_now() -> str:
    """This moment, UTC, ISO 8601 to the second (``2025-05-01T19:04:11+00:00``)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def finished_game(
    game: SnakeAndLadderGame, seats: Sequence[Seat], board_name: str, key: str, played_at: str | None = None
) -> FinishedGame:
    """The history's record of ``game``, which must be won; ``seats`` are its players in turn
    order (their kind and colour). Raises `HistoryError` for a game not finished or seats that
    are not its players."""
    if not game.finished:
        raise HistoryError(phrase("History", "only a finished game is recorded"))
    if [seat.name for seat in seats] != list(game.players):
        raise HistoryError(
            phrase("History", "the seats ({seats}) are not the game's players ({players})").of(
                seats=", ".join(seat.name for seat in seats), players=", ".join(game.players)
            )
        )
    tallies = {name: _Tally() for name in game.players}
    for outcome in game.history:
        if outcome.changed:
            tallies[outcome.player].add(outcome)
    winner = game.get_winner()
    players = tuple(
        PlayerRecord(
            seat.name,
            seat.computer,
            number,
            seat.colour,
            seat.name == winner,
            tallies[seat.name].turns,
            tallies[seat.name].ladders,
            tallies[seat.name].snakes,
            tallies[seat.name].longest_climb,
            tallies[seat.name].longest_slide,
        )
        for number, seat in enumerate(seats, 1)
    )
    board = game.board
    return FinishedGame(
        key,
        played_at or utc_now(),
        board_name,
        board.rows,
        board.cols,
        board_fingerprint(board),
        rules_text(game.rules),
        winner,
        len(game.history),
        players,
    )
