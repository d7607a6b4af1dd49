"""The figures of the family's history, per player and per board, read from the totals kept
beside the games (`totals`): the heading's figures and the leaders (`read_overview`) and the
players and boards a page at a time, in any column's order (`player_page`, `board_page`), each a
query of a few milliseconds however many games and players there are.

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
- **Orders**: players by most wins, then the better win rate, then by name (``name_key``);
  boards by most games, then by name; a column chosen to sort by comes first and these break
  its ties, so that pages never overlap or skip a row.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Literal

from .schema import PLAYER_ORDER

PlayerColumn = Literal["name", "kind", "games", "wins", "win_rate", "longest_climb", "most_snakes", "longest_slide"]
BoardColumn = Literal[
    "name", "size", "games", "top_wins", "fewest_turns", "average_turns", "longest_climb", "most_snakes"
]
LEADERS = 10
"""The players the overview names (the chart's rows)."""


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
class Overview:
    """What the Statistics heading and chart say: ``games`` recorded, the first and last dates
    (UTC ISO, "" when empty), how many ``players`` and ``boards``, and the `LEADERS` (most
    wins first)."""

    games: int
    first: str
    last: str
    players: int
    boards: int
    leaders: tuple[PlayerFigures, ...]

    @property
    def empty(self) -> bool:
        return self.games == 0


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


_RATE = "wins * 1.0 / games"
_PLAYER_KEYS: dict[str, tuple[tuple[str, bool], ...]] = {  # (expression, reversed), most first when descending
    "name": (("name_key", False), ("computer", False)),
    "kind": (("computer", False),),
    "games": (("games", False),),
    "wins": (("wins", False), (_RATE, False)),
    "win_rate": ((_RATE, False),),
    "longest_climb": (("longest_climb", False),),
    "most_snakes": (("most_snakes", False),),
    "longest_slide": (("longest_slide", False),),
}
_AVERAGE = "total_turns * 1.0 / games"
_TOP_WINS = "(SELECT w.wins FROM board_wins AS w WHERE w.fingerprint = b.fingerprint ORDER BY w.wins DESC LIMIT 1)"
_BOARD_KEYS: dict[str, tuple[tuple[str, bool], ...]] = {
    "name": (("sort_name", False),),
    "size": (("rows * cols", False),),
    "games": (("games", False), (_AVERAGE, True)),  # a tie in games: the shorter games first
    "top_wins": ((f"coalesce({_TOP_WINS}, 0)", False),),
    "fewest_turns": (("fewest_turns", False),),
    "average_turns": ((_AVERAGE, False),),
    "longest_climb": (("longest_climb", False),),
    "most_snakes": (("most_snakes", False),),
}
_BOARD_ORDER = "games DESC, sort_name, fingerprint"


def _order(keys: tuple[tuple[str, bool], ...], descending: bool, ties: str) -> str:
    """An ORDER BY list: ``keys`` (each reversed when its flag says so) in the direction asked,
    then the ``ties`` (the table's own order) for the rows they leave equal."""
    terms: list[str] = []
    seen: set[str] = set()
    for expression, reverse in keys:
        terms.append(f"{expression} {'DESC' if descending != reverse else 'ASC'}")
        seen.add(expression)
    for term in ties.split(", "):
        expression = term.removesuffix(" DESC")
        if expression not in seen:
            terms.append(term)
            seen.add(expression)
    return ", ".join(terms)


def _reversed(order: str) -> str:
    terms = [term.removesuffix(" DESC") if term.endswith(" DESC") else f"{term} DESC" for term in order.split(", ")]
    return ", ".join(terms)


_PLAYER_FIELDS = "name, computer, colour, games, wins, longest_climb, most_snakes, longest_slide, ladders, snakes"


def _player(row: tuple[object, ...]) -> PlayerFigures:
    name, computer, colour, games, wins, climb, most_snakes, slide, ladders, snakes = row
    return PlayerFigures(
        str(name),
        bool(computer),
        str(colour),
        int(games),  # type: ignore[call-overload]
        int(wins),  # type: ignore[call-overload]
        int(climb),  # type: ignore[call-overload]
        int(most_snakes),  # type: ignore[call-overload]
        int(slide),  # type: ignore[call-overload]
        int(ladders),  # type: ignore[call-overload]
        int(snakes),  # type: ignore[call-overload]
    )


def player_page(
    connection: sqlite3.Connection,
    column: PlayerColumn = "wins",
    descending: bool = True,
    offset: int = 0,
    limit: int = 100,
) -> list[PlayerFigures]:
    """``limit`` players (all: -1) from ``offset``, sorted by ``column`` (most first when
    ``descending``), ties in the players' own order (raises `sqlite3.Error`)."""
    if column == "wins":  # the players' own order, or its reverse: the index read either way
        order = PLAYER_ORDER if descending else _reversed(PLAYER_ORDER)
    else:
        order = _order(_PLAYER_KEYS[column], descending, PLAYER_ORDER)
    query = f"SELECT {_PLAYER_FIELDS} FROM player_totals ORDER BY {order} LIMIT ? OFFSET ?"
    return [_player(row) for row in connection.execute(query, (limit, offset))]


_TOP_WINNER = """
    SELECT w.wins, coalesce(p.name, w.name_key), w.computer FROM board_wins AS w
    LEFT JOIN player_totals AS p ON p.name_key = w.name_key AND p.computer = w.computer
    WHERE w.fingerprint = ? ORDER BY w.wins DESC, w.name_key, w.computer LIMIT 1
"""


def board_page(
    connection: sqlite3.Connection,
    column: BoardColumn = "games",
    descending: bool = True,
    offset: int = 0,
    limit: int = 100,
) -> list[BoardFigures]:
    """``limit`` boards (all: -1) from ``offset``, sorted by ``column``, ties by most games and
    then name (raises `sqlite3.Error`)."""
    order = _order(_BOARD_KEYS[column], descending, _BOARD_ORDER)
    query = (
        "SELECT fingerprint, name, rows, cols, games, fewest_turns, total_turns, longest_climb, most_snakes"
        f" FROM board_totals AS b ORDER BY {order} LIMIT ? OFFSET ?"
    )
    boards = []
    for fingerprint, name, rows, cols, games, fewest, total, climb, snakes in connection.execute(
        query, (limit, offset)
    ).fetchall():
        top = connection.execute(_TOP_WINNER, (fingerprint,)).fetchone()
        wins, winner, computer = top if top is not None else (0, "", False)
        boards.append(
            BoardFigures(
                fingerprint,
                name,
                rows,
                cols,
                games,
                (winner, bool(computer)),
                wins,
                fewest,
                total / games if games else 0.0,
                climb,
                snakes,
            )
        )
    return boards


def read_overview(connection: sqlite3.Connection, leaders: int = LEADERS) -> Overview:
    """The heading's figures and the ``leaders`` (raises `sqlite3.Error`)."""
    games, first, last = connection.execute("SELECT count(*), min(played_at), max(played_at) FROM games").fetchone()
    players = connection.execute("SELECT count(*) FROM player_totals").fetchone()[0]
    boards = connection.execute("SELECT count(*) FROM board_totals").fetchone()[0]
    top = player_page(connection, limit=leaders)
    return Overview(games, first or "", last or "", players, boards, tuple(top))


def read_statistics(connection: sqlite3.Connection) -> Statistics:
    """Every figure at once, every player and board (raises `sqlite3.Error`): for a small
    history, or a test; the window reads `read_overview` and pages."""
    overview = read_overview(connection, 0)
    return Statistics(
        overview.games,
        overview.first,
        overview.last,
        tuple(player_page(connection, limit=-1)),
        tuple(board_page(connection, limit=-1)),
    )
