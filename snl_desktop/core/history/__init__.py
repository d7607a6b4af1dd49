"""The family's history of finished games, in an SQLite file: `record` (a finished game as a
value), `database` (the file: schema, migrations, damaged files set aside), `stats` (the
figures per player and per board)."""

from __future__ import annotations

from .database import FILE_NAME, SCHEMA_VERSION, History
from .errors import HistoryError
from .record import FinishedGame, PlayerRecord, board_fingerprint, finished_game
from .stats import BoardFigures, PlayerFigures, Statistics

__all__ = [
    "FILE_NAME",
    "SCHEMA_VERSION",
    "BoardFigures",
    "FinishedGame",
    "History",
    "HistoryError",
    "PlayerFigures",
    "PlayerRecord",
    "Statistics",
    "board_fingerprint",
    "finished_game",
]
