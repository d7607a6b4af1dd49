"""The figures of the family's history, per player and per board, read with a few grouped
queries (so that 10 000 games open at once).

- A **player** is a name and a kind: "Mum" the person and "Mum" the computer are two players;
  names that cannot be told apart ("Lily" and "lily", accents spelled two ways: `names.name_key`)
  are one, shown as most recently spelled, with their most recent token colour.
- A **player's figures**: games played, games won, the win rate (wins / games), the longest
  climb (the most squares one ladder took them up, in any game), the most snakes met in one
  game, the longest slide, and the ladders climbed and snakes met in all.
- A **board** is its fingerprint (size and jumps: `record.board_fingerprint`), shown under the
  name it was last played under; its figures: games played on it, the player with most wins
  there, the fewest and the average turns of a game, the longest climb and the most snakes met
  in one game there.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerFigures:
    """One player's figures over every game recorded (see the module's rules)."""

    name: str
    computer: bool
    colour: str
    games: int
    wins: int
    longest_climb: int
    most_snakes: int
    longest_slide: int
    ladders: int
    snakes: int

    @property
    def win_rate(self) -> float:
        """Wins per game, 0 to 1."""
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class BoardFigures:
    """One board's figures over every game played on it. ``top_winner``: the player with most
    wins there (name, computer), ``top_wins`` their wins (ties: the name first in order)."""

    fingerprint: str
    name: str
    rows: int
    cols: int
    games: int
    top_winner: tuple[str, bool]
    top_wins: int
    fewest_turns: int
    average_turns: float
    longest_climb: int
    most_snakes: int


@dataclass(frozen=True)
class Statistics:
    """Every figure of the history: ``games`` recorded, the first and last dates (UTC ISO,
    "" when empty), the players (most wins first) and the boards (most played first)."""

    games: int
    first: str
    last: str
    players: tuple[PlayerFigures, ...]
    boards: tuple[BoardFigures, ...]

    @property
    def empty(self) -> bool:
        return self.games == 0


_PLAYERS = """
    SELECT p.name_key, p.computer, count(*), sum(p.won), max(p.longest_climb), max(p.snakes),
           max(p.longest_slide), sum(p.ladders), sum(p.snakes), max(p.rowid)
    FROM players AS p GROUP BY p.name_key, p.computer
"""
_LATEST_SPELLING = """
    SELECT p.rowid, p.name, p.colour FROM players AS p
    WHERE p.rowid IN (SELECT max(rowid) FROM players GROUP BY name_key, computer)
"""
_BOARDS = """
    SELECT g.fingerprint, count(*), min(g.turns), avg(g.turns), max(g.id) FROM games AS g GROUP BY g.fingerprint
"""
_BOARD_NAMES = """
    SELECT g.id, g.board_name, g.rows, g.cols FROM games AS g
    WHERE g.id IN (SELECT max(id) FROM games GROUP BY fingerprint)
"""
_BOARD_RECORDS = """
    SELECT g.fingerprint, max(p.longest_climb), max(p.snakes)
    FROM players AS p JOIN games AS g ON g.id = p.game_id GROUP BY g.fingerprint
"""
_BOARD_WINNERS = """
    SELECT g.fingerprint, p.name_key, p.computer, count(*)
    FROM players AS p JOIN games AS g ON g.id = p.game_id WHERE p.won GROUP BY g.fingerprint, p.name_key, p.computer
"""


def read_statistics(connection: sqlite3.Connection) -> Statistics:
    """The `Statistics` of the history open on ``connection`` (raises `sqlite3.Error`)."""
    games, first, last = connection.execute("SELECT count(*), min(played_at), max(played_at) FROM games").fetchone()
    spelling = {row[0]: (row[1], row[2]) for row in connection.execute(_LATEST_SPELLING)}
    players = []
    names: dict[tuple[str, bool], str] = {}
    for key, computer, played, wins, climb, most_snakes, slide, ladders, snakes, latest in connection.execute(_PLAYERS):
        name, colour = spelling[latest]
        names[key, bool(computer)] = name
        players.append(
            PlayerFigures(name, bool(computer), colour, played, wins, climb, most_snakes, slide, ladders, snakes)
        )
    players.sort(key=lambda p: (-p.wins, -p.win_rate, p.name.casefold(), p.computer))
    shown = {row[0]: (row[1], row[2], row[3]) for row in connection.execute(_BOARD_NAMES)}
    records = {row[0]: (row[1], row[2]) for row in connection.execute(_BOARD_RECORDS)}
    winners: dict[str, list[tuple[int, str, bool]]] = {}
    for fingerprint, key, computer, wins in connection.execute(_BOARD_WINNERS):
        winners.setdefault(fingerprint, []).append((wins, names.get((key, bool(computer)), key), bool(computer)))
    best = {  # most wins; a tie goes to the name first in order
        fingerprint: min(rows, key=lambda w: (-w[0], w[1].casefold(), w[2])) for fingerprint, rows in winners.items()
    }
    boards = []
    for fingerprint, played, fewest, average, latest in connection.execute(_BOARDS):
        board_name, rows, cols = shown[latest]
        climb, most_snakes = records.get(fingerprint, (0, 0))
        wins, winner, computer = best.get(fingerprint, (0, "", False))
        boards.append(
            BoardFigures(
                fingerprint,
                board_name,
                rows,
                cols,
                played,
                (winner, computer),
                wins,
                fewest,
                float(average),
                climb,
                most_snakes,
            )
        )
    boards.sort(key=lambda b: (-b.games, b.name.casefold(), b.fingerprint))
    return Statistics(games, first or "", last or "", tuple(players), tuple(boards))
