"""The family's history: one SQLite file (Python's `sqlite3`) holding every finished game.

- **The schema has a version**, ``PRAGMA user_version``; `MIGRATIONS` is the list of steps from
  one version to the next, each run in its own transaction together with the new version
  number, so a database is always at one whole version. A database from a newer version of the
  app (a version above `SCHEMA_VERSION`) is never changed: it is opened read-only (its figures
  shown if they can be read), nothing is recorded in it, and `History.notes` says so.
- **Write-ahead log** (``journal_mode=WAL``, ``synchronous=FULL``) and **one transaction per
  game**: a process killed in the middle of a write (kill -9, a power cut) leaves every game
  committed before it, and never half a game.
- **A damaged database** (not SQLite, truncated, failing ``PRAGMA quick_check``) is set aside,
  renamed ``<name>.damaged-<time>`` with its ``-wal`` and ``-shm`` companions, and a new one
  is started; `History.notes` says where the old one went. A database that is only busy
  (another window writing) or unreadable for the system's reasons (permissions) is not
  damaged: `HistoryError` says why and nothing is moved.
- **The path is one of the app's own files** (`files.own_files`): something there that is not
  a regular file (a folder, a named pipe) is moved aside before anything opens it.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from ..files.own_files import DAMAGED_SUFFIX, check_own_file
from ..message import Message, phrase
from ..names import name_key
from .errors import HistoryError
from .record import FinishedGame, PlayerRecord
from .stats import Statistics, read_statistics

FILE_NAME = "history.sqlite3"
"""The history's file, in the app-data folder."""
MAX_HISTORY_BYTES = 1024 * 1024 * 1024
"""The largest history opened: a game takes about 300 bytes, so a million games fit."""
BUSY_MS = 5000
"""How long a write waits for another window's write to finish."""
COMPANIONS = ("-wal", "-shm")
"""The files SQLite keeps beside the database in WAL mode: they go wherever it goes."""

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 → 1: the games and their players
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            played_at TEXT NOT NULL,
            board_name TEXT NOT NULL,
            rows INTEGER NOT NULL,
            cols INTEGER NOT NULL,
            fingerprint TEXT NOT NULL,
            rules TEXT NOT NULL,
            winner TEXT NOT NULL,
            turns INTEGER NOT NULL
        )""",
        """CREATE TABLE players (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            computer INTEGER NOT NULL,
            colour TEXT NOT NULL,
            won INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            ladders INTEGER NOT NULL,
            snakes INTEGER NOT NULL,
            longest_climb INTEGER NOT NULL,
            longest_slide INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
    ),
    # 1 → 2: what the statistics group by, indexed
    (
        "CREATE INDEX players_by_name ON players (name_key, computer)",
        "CREATE INDEX games_by_board ON games (fingerprint)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

_DAMAGED_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB: the file, not the moment


class _Damaged(Exception):
    """The file is not a sound SQLite database (``why`` says how)."""

    def __init__(self, why: Message) -> None:
        self.why = why


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def _is_damage(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in _DAMAGED_CODES


def set_aside(path: Path) -> Path:
    """Rename ``path`` (and its ``-wal`` and ``-shm``) to ``<name>.damaged-<time>``; the new
    name of the database. Raises `OSError` when it cannot be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}{DAMAGED_SUFFIX}{stamp}")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}{DAMAGED_SUFFIX}{stamp}-{number}")
    os.replace(path, aside)
    for companion in COMPANIONS:
        try:
            os.replace(f"{path}{companion}", f"{aside}{companion}")
        except FileNotFoundError:
            pass
    return aside


class History:
    """An open history. `open` makes one (never raising for a damaged file: it starts anew);
    use it in a ``with`` block or `close` it. ``read_only``: a newer version's database,
    read but never written. ``notes``: what opening did that a user should hear of."""

    def __init__(self, connection: sqlite3.Connection, path: Path, read_only: bool, notes: Sequence[Message]) -> None:
        self.connection = connection
        self.path = path
        self.read_only = read_only
        self.notes: tuple[Message, ...] = tuple(notes)

    # -- opening ----------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> History:
        """Open the history at ``path``, made (with its folder) when absent, migrated to
        `SCHEMA_VERSION`. Raises `HistoryError` when it cannot be used at all (the folder
        cannot be made, the file is locked for longer than `BUSY_MS`, permissions)."""
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError(
                phrase("History", "the folder {folder} cannot be made: {reason}").of(
                    folder=str(path.parent), reason=exc.strerror or _reason(exc)
                )
            ) from None
        notes: list[Message] = []
        for own in (path, *(Path(f"{path}{companion}") for companion in COMPANIONS)):
            problem = check_own_file(own, MAX_HISTORY_BYTES if own == path else None)
            if problem is not None:
                if not problem.usable:
                    raise HistoryError(problem.why)
                notes.append(problem.why)
        try:
            return cls._connect(path, notes)
        except _Damaged as damaged:
            try:
                aside = set_aside(path)
            except OSError as exc:
                raise HistoryError(
                    phrase("History", "the history {file} is damaged ({why}) and cannot be moved aside: {reason}").of(
                        file=str(path), why=damaged.why, reason=exc.strerror or _reason(exc)
                    )
                ) from None
            notes.append(
                phrase(
                    "History", "the history {file} was damaged ({why}); it was moved to {aside} and a new one begun"
                ).of(file=str(path), why=damaged.why, aside=str(aside))
            )
        try:
            return cls._connect(path, notes)
        except _Damaged as damaged:  # a new file, damaged at once: the disk, not the file
            raise HistoryError(phrase("History", "a new history cannot be begun: {why}").of(why=damaged.why)) from None

    @classmethod
    def _connect(cls, path: Path, notes: list[Message]) -> History:
        """Open, check and migrate; `_Damaged` for a file that is not a sound database."""
        connection: sqlite3.Connection | None = None
        try:
            connection = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            read_only = version > SCHEMA_VERSION
            if read_only:  # a newer app's history: never written, never migrated
                connection.close()
                uri = Path(os.path.abspath(path)).as_uri() + "?mode=ro"
                connection = sqlite3.connect(uri, uri=True, timeout=BUSY_MS / 1000, isolation_level=None)
                notes.append(
                    phrase(
                        "History",
                        "the history {file} was written by a newer version of the app (version {version}; this one "
                        "knows {known}): it is only read, and games are not recorded in it",
                    ).of(file=str(path), version=version, known=SCHEMA_VERSION)
                )
            check = connection.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise _Damaged(phrase("History", "its check failed: {report}").of(report=str(check)[:200]))
            if not read_only:
                connection.execute("PRAGMA journal_mode=WAL")
                connection.execute("PRAGMA synchronous=FULL")
                connection.execute("PRAGMA foreign_keys=ON")
                _migrate(connection, version)
            return cls(connection, path, read_only, notes)
        except _Damaged:
            if connection is not None:
                connection.close()
            raise
        except sqlite3.Error as exc:
            if connection is not None:
                connection.close()
            if _is_damage(exc):
                raise _Damaged(phrase("History", "SQLite says: {reason}").of(reason=_reason(exc))) from None
            raise HistoryError(
                phrase("History", "the history {file} cannot be opened: {reason}").of(
                    file=str(path), reason=_reason(exc)
                )
            ) from None

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> History:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    # -- writing ----------------------------------------------------------------------------------

    def _writable(self) -> None:
        if self.read_only:
            raise HistoryError(
                phrase("History", "the history {file} belongs to a newer version of the app: it is not changed").of(
                    file=str(self.path)
                )
            )

    def record(self, game: FinishedGame) -> int | None:
        """Add ``game`` in one transaction; its id, or None when a game with its key is
        already there (nothing is added twice)."""
        self._writable()
        connection = self.connection
        try:
            with _transaction(connection):
                cursor = connection.execute(
                    "INSERT OR IGNORE INTO games (key, played_at, board_name, rows, cols, fingerprint, rules, winner,"
                    " turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game.key,
                        game.played_at,
                        game.board_name,
                        game.rows,
                        game.cols,
                        game.fingerprint,
                        game.rules,
                        game.winner,
                        game.turns,
                    ),
                )
                if cursor.rowcount == 0:
                    return None  # recorded already: the transaction commits nothing
                game_id = cursor.lastrowid
                connection.executemany(
                    "INSERT INTO players (game_id, seat, name, name_key, computer, colour, won, turns, ladders,"
                    " snakes, longest_climb, longest_slide) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            game_id,
                            p.seat,
                            p.name,
                            name_key(p.name),
                            int(p.computer),
                            p.colour,
                            int(p.won),
                            p.turns,
                            p.ladders,
                            p.snakes,
                            p.longest_climb,
                            p.longest_slide,
                        )
                        for p in game.players
                    ],
                )
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return game_id

    def forget(self, key: str) -> bool:
        """Remove the game recorded under ``key`` (a win taken back); whether one was there."""
        self._writable()
        try:
            with _transaction(self.connection):
                removed = self.connection.execute("DELETE FROM games WHERE key = ?", (key,)).rowcount
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return removed > 0

    def clear(self) -> int:
        """Remove every game (Clear Statistics); how many there were."""
        self._writable()
        try:
            with _transaction(self.connection):
                self.connection.execute("DELETE FROM players")
                removed = self.connection.execute("DELETE FROM games").rowcount
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return int(removed)

    def _failed(self, exc: sqlite3.Error) -> HistoryError:
        return HistoryError(
            phrase("History", "the history {file} cannot be changed: {reason}").of(
                file=str(self.path), reason=_reason(exc)
            )
        )

    # -- reading ----------------------------------------------------------------------------------

    def count(self) -> int:
        """How many games are recorded."""
        return int(self._read("SELECT count(*) FROM games")[0][0])

    def ids(self) -> list[int]:
        """The ids of the games recorded, oldest first."""
        return [int(row[0]) for row in self._read("SELECT id FROM games ORDER BY id")]

    def games(self) -> list[FinishedGame]:
        """Every game recorded, oldest first, as it was recorded."""
        players: dict[int, list[PlayerRecord]] = {}
        for row in self._read(
            "SELECT game_id, name, computer, seat, colour, won, turns, ladders, snakes, longest_climb, longest_slide"
            " FROM players ORDER BY game_id, seat"
        ):
            players.setdefault(row[0], []).append(
                PlayerRecord(row[1], bool(row[2]), row[3], row[4], bool(row[5]), *row[6:])
            )
        return [
            FinishedGame(key, at, board, rows, cols, fingerprint, rules, winner, turns, tuple(players.get(gid, ())))
            for gid, key, at, board, rows, cols, fingerprint, rules, winner, turns in self._read(
                "SELECT id, key, played_at, board_name, rows, cols, fingerprint, rules, winner, turns"
                " FROM games ORDER BY id"
            )
        ]

    def statistics(self) -> Statistics:
        """The figures per player and per board (`stats.read_statistics`)."""
        try:
            return read_statistics(self.connection)
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def _read(self, query: str) -> list[Any]:
        try:
            return list(self.connection.execute(query))
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def _unreadable(self, exc: sqlite3.Error) -> HistoryError:
        return HistoryError(
            phrase("History", "the history {file} cannot be read: {reason}").of(
                file=str(self.path), reason=_reason(exc)
            )
        )


class _transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, or ``ROLLBACK`` when the block raises."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def __enter__(self) -> None:
        self.connection.execute("BEGIN IMMEDIATE")

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if kind is None:
            self.connection.execute("COMMIT")
        elif self.connection.in_transaction:
            self.connection.execute("ROLLBACK")


def _migrate(connection: sqlite3.Connection, version: int) -> None:
    """Run the `MIGRATIONS` steps from ``version`` up, each with its version in one transaction."""
    for step in range(version, SCHEMA_VERSION):
        with _transaction(connection):
            for statement in MIGRATIONS[step]:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {step + 1}")
