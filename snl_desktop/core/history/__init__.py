"""The family's history of finished games, in an SQLite file: `record` (a finished game as a
value), `database` (the file: schema, migrations, damaged files set aside), `schema` and
`totals` (its tables, and the figures kept with each game), `stats` (the figures per player and
per board, a page at a time), `pending` (the games not yet written into it, kept in a file)."""

from __future__ import annotations

from .database import BUSY_MS, FILE_NAME, History
from .errors import HistoryBusy, HistoryError
from .pending import PendingGames
from .record import FinishedGame, PlayerRecord, board_fingerprint, finished_game
from .schema import SCHEMA_VERSION
from .stats import BoardColumn, BoardFigures, Overview, PlayerColumn, PlayerFigures, Statistics

__all__ = [
    "BUSY_MS",
    "FILE_NAME",
    "SCHEMA_VERSION",
    "BoardColumn",
    "BoardFigures",
    "FinishedGame",
    "History",
    "HistoryBusy",
    "HistoryError",
    "Overview",
    "PendingGames",
    "PlayerColumn",
    "PlayerFigures",
    "PlayerRecord",
    "Statistics",
    "board_fingerprint",
    "finished_game",
]
