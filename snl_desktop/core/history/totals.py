"""The totals kept beside the games (`schema.DERIVED`), changed in the same transaction as the
game they count, so that reading the Statistics never goes through every game:

- ``player_totals``: per player (a name key and a kind) their games, wins, longest climb, most
  snakes met in one game, longest slide, ladders and snakes in all, and their most recent
  spelling and colour (``latest``: the rowid of their newest seat);
- ``board_totals``: per board (fingerprint) its games, fewest and total turns, longest climb and
  most snakes met in one game there, and its most recent name and size (``latest``: the game id);
- ``board_wins``: per board and player, their wins there (the board's top winner is one index
  seek away).

A game recorded adds to them (`add_game`); a game forgotten (a win taken back) has the rows it
touched counted again from the games (`remove_game`), so that the maxima stay exact.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ..names import name_key
from .record import FinishedGame

_ADD_PLAYER = """
    INSERT INTO player_totals (name_key, computer, name, colour, latest, games, wins, longest_climb, most_snakes,
        longest_slide, ladders, snakes)
    VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (name_key, computer) DO UPDATE SET
        name = CASE WHEN excluded.latest >= latest THEN excluded.name ELSE name END,
        colour = CASE WHEN excluded.latest >= latest THEN excluded.colour ELSE colour END,
        latest = max(latest, excluded.latest),
        games = games + 1,
        wins = wins + excluded.wins,
        longest_climb = max(longest_climb, excluded.longest_climb),
        most_snakes = max(most_snakes, excluded.most_snakes),
        longest_slide = max(longest_slide, excluded.longest_slide),
        ladders = ladders + excluded.ladders,
        snakes = snakes + excluded.snakes
"""
_ADD_BOARD = """
    INSERT INTO board_totals (fingerprint, name, sort_name, rows, cols, latest, games, fewest_turns, total_turns,
        longest_climb, most_snakes)
    VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
    ON CONFLICT (fingerprint) DO UPDATE SET
        name = CASE WHEN excluded.latest >= latest THEN excluded.name ELSE name END,
        sort_name = CASE WHEN excluded.latest >= latest THEN excluded.sort_name ELSE sort_name END,
        rows = CASE WHEN excluded.latest >= latest THEN excluded.rows ELSE rows END,
        cols = CASE WHEN excluded.latest >= latest THEN excluded.cols ELSE cols END,
        latest = max(latest, excluded.latest),
        games = games + 1,
        fewest_turns = min(fewest_turns, excluded.fewest_turns),
        total_turns = total_turns + excluded.total_turns,
        longest_climb = max(longest_climb, excluded.longest_climb),
        most_snakes = max(most_snakes, excluded.most_snakes)
"""
_ADD_WIN = """
    INSERT INTO board_wins (fingerprint, name_key, computer, wins) VALUES (?, ?, ?, 1)
    ON CONFLICT (fingerprint, name_key, computer) DO UPDATE SET wins = wins + 1
"""


def add_game(connection: sqlite3.Connection, game_id: int, game: FinishedGame, seats: Sequence[int]) -> None:
    """Count ``game`` (recorded under ``game_id``; ``seats``: the rowids of its players' rows,
    in its players' order) in the totals."""
    for player, rowid in zip(game.players, seats, strict=True):
        connection.execute(
            _ADD_PLAYER,
            (
                name_key(player.name),
                int(player.computer),
                player.name,
                player.colour,
                rowid,
                int(player.won),
                player.longest_climb,
                player.snakes,
                player.longest_slide,
                player.ladders,
                player.snakes,
            ),
        )
    climb = max((p.longest_climb for p in game.players), default=0)
    snakes = max((p.snakes for p in game.players), default=0)
    connection.execute(
        _ADD_BOARD,
        (
            game.fingerprint,
            game.board_name,
            name_key(game.board_name),
            game.rows,
            game.cols,
            game_id,
            game.turns,
            game.turns,
            climb,
            snakes,
        ),
    )
    for player in game.players:
        if player.won:
            connection.execute(_ADD_WIN, (game.fingerprint, name_key(player.name), int(player.computer)))


def remove_game(connection: sqlite3.Connection, game_id: int) -> bool:
    """Delete the game ``game_id`` with its players and count again what it was counted in;
    whether it was there."""
    row = connection.execute("SELECT fingerprint FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        return False
    fingerprint = row[0]
    seated = connection.execute(
        "SELECT DISTINCT name_key, computer, won FROM players WHERE game_id = ?", (game_id,)
    ).fetchall()
    connection.execute("DELETE FROM players WHERE game_id = ?", (game_id,))
    connection.execute("DELETE FROM games WHERE id = ?", (game_id,))
    for key, computer in {(key, computer) for key, computer, _won in seated}:
        _count_player(connection, key, computer)
    _count_board(connection, fingerprint)
    for key, computer in {(key, computer) for key, computer, won in seated if won}:
        _count_wins(connection, fingerprint, key, computer)
    return True


def clear(connection: sqlite3.Connection) -> int:
    """Delete every game and every total; how many games there were."""
    for table in ("board_wins", "board_totals", "player_totals", "players"):
        connection.execute(f"DELETE FROM {table}")
    return int(connection.execute("DELETE FROM games").rowcount)


def _count_player(connection: sqlite3.Connection, key: str, computer: int) -> None:
    figures = connection.execute(
        "SELECT count(*), sum(won), max(longest_climb), max(snakes), max(longest_slide), sum(ladders), sum(snakes),"
        " max(rowid) FROM players WHERE name_key = ? AND computer = ?",
        (key, computer),
    ).fetchone()
    if not figures[0]:
        connection.execute("DELETE FROM player_totals WHERE name_key = ? AND computer = ?", (key, computer))
        return
    name, colour = connection.execute("SELECT name, colour FROM players WHERE rowid = ?", (figures[7],)).fetchone()
    connection.execute(
        "UPDATE player_totals SET name = ?, colour = ?, latest = ?, games = ?, wins = ?, longest_climb = ?,"
        " most_snakes = ?, longest_slide = ?, ladders = ?, snakes = ? WHERE name_key = ? AND computer = ?",
        (name, colour, figures[7], *figures[:7], key, computer),
    )


def _count_board(connection: sqlite3.Connection, fingerprint: str) -> None:
    games, fewest, total, latest = connection.execute(
        "SELECT count(*), min(turns), sum(turns), max(id) FROM games WHERE fingerprint = ?", (fingerprint,)
    ).fetchone()
    if not games:
        connection.execute("DELETE FROM board_totals WHERE fingerprint = ?", (fingerprint,))
        connection.execute("DELETE FROM board_wins WHERE fingerprint = ?", (fingerprint,))
        return
    name, rows, cols = connection.execute("SELECT board_name, rows, cols FROM games WHERE id = ?", (latest,)).fetchone()
    climb, snakes = connection.execute(
        "SELECT coalesce(max(p.longest_climb), 0), coalesce(max(p.snakes), 0)"
        " FROM games AS g JOIN players AS p ON p.game_id = g.id WHERE g.fingerprint = ?",
        (fingerprint,),
    ).fetchone()
    connection.execute(
        "UPDATE board_totals SET name = ?, sort_name = ?, rows = ?, cols = ?, latest = ?, games = ?,"
        " fewest_turns = ?, total_turns = ?, longest_climb = ?, most_snakes = ? WHERE fingerprint = ?",
        (name, name_key(name), rows, cols, latest, games, fewest, total, climb, snakes, fingerprint),
    )


def _count_wins(connection: sqlite3.Connection, fingerprint: str, key: str, computer: int) -> None:
    wins = connection.execute(
        "SELECT count(*) FROM players AS p JOIN games AS g ON g.id = p.game_id"
        " WHERE p.name_key = ? AND p.computer = ? AND p.won AND g.fingerprint = ?",
        (key, computer, fingerprint),
    ).fetchone()[0]
    if wins:
        connection.execute(
            "UPDATE board_wins SET wins = ? WHERE fingerprint = ? AND name_key = ? AND computer = ?",
            (wins, fingerprint, key, computer),
        )
    else:
        connection.execute(
            "DELETE FROM board_wins WHERE fingerprint = ? AND name_key = ? AND computer = ?",
            (fingerprint, key, computer),
        )
