"""The family's history: one SQLite file (Python's `sqlite3`) holding every finished game.

- **The schema has a version**, ``PRAGMA user_version`` (`schema.MIGRATIONS`). The steps a file
  needs run together in **one** ``BEGIN IMMEDIATE`` transaction that first reads the version
  again: two windows opening an old history at the same moment migrate it once, the second
  finding it done. A database from a newer version of the app (a version above
  `SCHEMA_VERSION`) is never changed: it is opened read-only (its figures shown if they can be
  read), nothing is recorded in it, and `History.notes` says so.
- **A new history is made whole before it is put in place**: under a temporary name, its
  schema in, then linked to the history's name (which fails, harmlessly, when another window
  has just done the same: theirs is used). So the history's name never shows a half-made file,
  and **a file of 0 bytes there is never one of ours**: it is set aside as damaged (SQLite
  would take it for an empty history and the games it held would be silently forgotten).
- **Write-ahead log** (``journal_mode=WAL``, ``synchronous=FULL``) and **one transaction per
  game** (the game, its players and the totals the Statistics read: `totals`): a process killed
  in the middle of a write (kill -9, a power cut) leaves every game committed before it, and
  never half a game.
- **A damaged database** (not SQLite, truncated, empty, failing ``PRAGMA quick_check``, a
  negative schema version) **or one that is not this app's** (another program's tables, a table
  of ours dropped: `schema.data_problem`) is set aside, renamed ``<name>.damaged-<time>`` with
  its ``-wal`` and ``-shm`` companions, and a new one is started; `History.notes` says where the
  old one went. Totals or indexes missing are made again from the games.
- **Not damaged, and never moved**: a history that is only busy (another program writing to it
  for longer than `BUSY_MS`: `HistoryBusy`, try again later) or that cannot be written (a
  read-only file or folder: it is opened read-only, its figures shown, `History.notes` saying
  that games are not recorded in it). A full disk is said as such, whichever way SQLite reports
  it ("database or disk is full", or "disk I/O error" with no room left).
- **The path is one of the app's own files** (`files.own_files`): something there that is not
  a regular file (a folder, a named pipe) is moved aside before anything opens it.

One module, past the usual size: opening, creating, migrating and setting aside are one
protocol, each step safe only because of how the others take SQLite's locks; split up, the
order of those locks would be spread over files that must be read together anyway.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from ..files.own_files import DAMAGED_SUFFIX, check_own_file
from ..files.safe_io import remove_stale
from ..message import Message, phrase
from ..names import name_key
from . import totals
from .errors import HistoryBusy, HistoryError
from .record import FinishedGame, PlayerRecord
from .schema import (
    MIGRATIONS,
    NAME_KEY_FUNCTION,
    SCHEMA_VERSION,
    data_problem,
    derive_in_temp,
    derived_sound,
    repair,
)
from .stats import (
    BoardColumn,
    BoardFigures,
    Overview,
    PlayerColumn,
    PlayerFigures,
    Statistics,
    board_page,
    player_page,
    read_overview,
    read_statistics,
)

__all__ = ["BUSY_MS", "FILE_NAME", "MIGRATIONS", "SCHEMA_VERSION", "History", "set_aside"]

FILE_NAME = "history.sqlite3"
"""The history's file, in the app-data folder."""
MAX_HISTORY_BYTES = 1024 * 1024 * 1024
"""The largest history opened: a game takes about 400 bytes, so a million games fit."""
BUSY_MS = 5000
"""How long a write waits for another program's write to finish (then `HistoryBusy`)."""
COMPANIONS = ("-wal", "-shm")
"""The files SQLite keeps beside the database in WAL mode: they go wherever it goes."""
LOW_SPACE_BYTES = 1024 * 1024
"""Less free space than this on the history's disk: an I/O error there is the disk being full."""
SYNCHRONOUS = "FULL"
"""How SQLite flushes a commit to the disk: FULL, each game on the disk when its write returns
(tests of locking alone, many processes at once, may take the flushes away: OFF)."""
STALE_NEW_SECONDS = 600
"""A new history's temporary file older than this was left by a window killed while making it."""

_SOUND: dict[tuple[int, int], tuple[int, int]] = {}
"""The files found sound this run: (device, inode) → (size, modified ns) when they were."""
_SOUND_LOCK = threading.Lock()

# SQLite's primary result codes (an extended code's low byte)
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _NOTADB = 5, 6, 8, 10, 11, 13, 14, 26


class _Damaged(Exception):
    """The file is not a sound SQLite database, or not this app's (``why`` says how)."""

    def __init__(self, why: Message) -> None:
        self.why = why


class _ReadOnly(Exception):
    """SQLite cannot write the file (or make its companions): open it read-only."""

    def __init__(self, reason: Message | str) -> None:
        self.reason = reason


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def _code(exc: sqlite3.Error) -> int:
    """The SQLite primary result code of ``exc`` (0: none known)."""
    return int(getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def _is_damage(exc: sqlite3.Error) -> bool:
    return _code(exc) in (_CORRUPT, _NOTADB)


def _free_bytes(folder: Path) -> int | None:
    """The room left on the disk that holds ``folder`` (None: not known). A seam for tests."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def _sqlite_connect(path: Path, mode: str, busy_ms: int) -> sqlite3.Connection:
    """A connection to ``path`` opened as ``mode`` says (``rw``, ``ro``, ``rwc`` — a URI's
    query). The one place a history file is opened: a seam for tests."""
    uri = f"{Path(os.path.abspath(path)).as_uri()}?mode={mode}"
    return sqlite3.connect(uri, uri=True, timeout=busy_ms / 1000, isolation_level=None)


def _may_write(path: Path) -> bool:
    """Whether the system lets this process write the history and the companions beside it
    (a read-only file, folder or disk: no). A seam for tests (root may write anything)."""
    if not os.access(path, os.W_OK):
        return False
    if os.access(path.parent, os.W_OK):
        return True
    return all(os.access(f"{path}{companion}", os.W_OK) for companion in COMPANIONS)


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


def _problem_reason(exc: sqlite3.Error, folder: Path) -> Message | str:
    """What to say of a write or an opening that failed: a full disk as such; else SQLite's
    own words."""
    code = _code(exc)
    if code == _FULL:
        return phrase("History", "the disk is full")
    if code == _IOERR:
        free = _free_bytes(folder)
        if free is not None and free < LOW_SPACE_BYTES:
            return phrase("History", "the disk is full")
    return _reason(exc)


class History:
    """An open history. `open` makes one (never raising for a damaged file: it starts anew);
    use it in a ``with`` block or `close` it. ``read_only``: a newer version's database, or one
    the system does not let us write, read but never written. ``notes``: what opening did
    that a user should hear of."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        read_only: bool,
        notes: Sequence[Message],
        refusal: Message | None = None,
    ) -> None:
        self.connection = connection
        self.path = path
        self.read_only = read_only
        self.notes: tuple[Message, ...] = tuple(notes)
        self._refusal = refusal
        self._sound_at_open = _known_sound(path)

    # -- opening ----------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str], busy_ms: int | None = None, check: bool = True) -> History:
        """Open the history at ``path``, made (with its folder) when absent, migrated to
        `SCHEMA_VERSION`. Raises `HistoryBusy` when another program holds it for longer than
        ``busy_ms`` (default `BUSY_MS`), `HistoryError` when it cannot be used at all (the
        folder cannot be made, permissions, a damaged file that cannot be moved aside).
        ``check``: run SQLite's quick check (once a run for an unchanged file; a reader in a
        hurry may leave it to the next write, which always checks)."""
        path = Path(path)
        busy = BUSY_MS if busy_ms is None else busy_ms
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
            return cls._connect(path, notes, busy, check)
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
            return cls._connect(path, notes, busy, check)
        except _Damaged as damaged:  # a new file, damaged at once: the disk, not the file
            raise HistoryError(phrase("History", "a new history cannot be begun: {why}").of(why=damaged.why)) from None

    @classmethod
    def _connect(cls, path: Path, notes: list[Message], busy_ms: int, check: bool) -> History:
        """Open, check and migrate; `_Damaged` for a file that is not a sound database of ours."""
        for _attempt in range(3):  # a file set aside by another window between our steps: again
            try:
                size: int | None = os.stat(path).st_size
            except FileNotFoundError:
                size = None
            except OSError as exc:
                raise cls._cannot_open(path, exc.strerror or _reason(exc)) from None
            if size is None:
                _create(path, busy_ms)
            elif size == 0:
                raise _Damaged(phrase("History", "it is empty (0 bytes)"))
            try:
                return cls._connect_writable(path, notes, busy_ms, check)
            except _ReadOnly as read_only:
                return cls._connect_read_only(path, notes, busy_ms, read_only.reason, check)
            except FileNotFoundError:
                continue
        raise cls._cannot_open(path, phrase("History", "another program keeps moving it away"))

    @classmethod
    def _cannot_open(cls, path: Path, reason: Message | str) -> HistoryError:
        return HistoryError(
            phrase("History", "the history {file} cannot be opened: {reason}").of(file=str(path), reason=reason)
        )

    @classmethod
    def _failure(cls, path: Path, exc: sqlite3.Error) -> Exception:
        """What an SQLite error while opening means: damage, a busy file, or a refusal."""
        if _is_damage(exc):
            return _Damaged(phrase("History", "SQLite says: {reason}").of(reason=_reason(exc)))
        if _code(exc) in (_BUSY, _LOCKED):
            return HistoryBusy(
                phrase("History", "the history {file} is busy: another program is writing to it").of(file=str(path))
            )
        return cls._cannot_open(path, _problem_reason(exc, path.parent))

    @classmethod
    def _connect_writable(cls, path: Path, notes: list[Message], busy_ms: int, check: bool) -> History:
        connection: sqlite3.Connection | None = None
        try:
            connection = _sqlite_connect(path, "rw", busy_ms)
            connection.create_function(NAME_KEY_FUNCTION, 1, name_key, deterministic=True)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # a newer app's history: never written, never migrated
                raise _ReadOnly("")
            if not _may_write(path):
                raise _ReadOnly(phrase("History", "the file or its folder is read-only"))
            _check(connection, version, path, check)
            _use_wal(connection, busy_ms)
            connection.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
            connection.execute("PRAGMA foreign_keys=ON")
            if version < SCHEMA_VERSION or not derived_sound(connection):
                _migrate(connection)
            return cls(connection, path, False, notes)
        except BaseException as exc:
            if connection is not None:
                connection.close()
            if isinstance(exc, sqlite3.Error):
                if _code(exc) == _CANTOPEN and not path.exists():
                    raise FileNotFoundError(path) from None  # set aside by another window meanwhile
                if _code(exc) in (_READONLY, _CANTOPEN):  # the system's refusal, seen by SQLite
                    raise _ReadOnly(_reason(exc)) from None
                raise cls._failure(path, exc) from None
            raise

    @classmethod
    def _connect_read_only(
        cls, path: Path, notes: list[Message], busy_ms: int, reason: Message | str, check: bool
    ) -> History:
        connection: sqlite3.Connection | None = None
        try:
            try:
                connection = _sqlite_connect(path, "ro", busy_ms)
                version = connection.execute("PRAGMA user_version").fetchone()[0]
            except sqlite3.Error as exc:  # a read-only folder: no room for the WAL's index
                if connection is not None:
                    connection.close()
                    connection = None
                if _code(exc) not in (_READONLY, _CANTOPEN):
                    raise
                connection = _sqlite_connect(path, "ro&immutable=1", busy_ms)
                version = connection.execute("PRAGMA user_version").fetchone()[0]
            connection.create_function(NAME_KEY_FUNCTION, 1, name_key, deterministic=True)
            _check(connection, version, path, check)  # (before any note: a file set aside is not read-only)
            if version > SCHEMA_VERSION:
                refusal = phrase(
                    "History", "the history {file} belongs to a newer version of the app: it is not changed"
                ).of(file=str(path))
                notes.append(
                    phrase(
                        "History",
                        "the history {file} was written by a newer version of the app (version {version}; this one "
                        "knows {known}): it is only read, and games are not recorded in it",
                    ).of(file=str(path), version=version, known=SCHEMA_VERSION)
                )
            else:
                why = reason or phrase("History", "the file or its folder is read-only")
                refusal = phrase("History", "the history {file} cannot be written: {reason}").of(
                    file=str(path), reason=why
                )
                notes.append(
                    phrase(
                        "History",
                        "the history {file} cannot be written ({reason}): its figures are shown, but new games "
                        "cannot be recorded in it",
                    ).of(file=str(path), reason=why)
                )
            if not derived_sound(connection) and not derived_sound(connection, "temp"):
                derive_in_temp(connection)  # an older version's history: the totals made aside
            return cls(connection, path, True, notes, refusal)
        except BaseException as exc:
            if connection is not None:
                connection.close()
            if isinstance(exc, sqlite3.Error):
                raise cls._failure(path, exc) from None
            raise

    def close(self) -> None:
        self.connection.close()
        if self._sound_at_open and not self.read_only:
            _remember_sound(self.path)  # changed since by our own writes (SQLite's): still sound

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
                self._refusal
                or phrase("History", "the history {file} belongs to a newer version of the app: it is not changed").of(
                    file=str(self.path)
                )
            )

    def record(self, game: FinishedGame) -> int | None:
        """Add ``game`` (and count it in the totals) in one transaction; its id, or None when a
        game with its key is already there (nothing is added twice)."""
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
                game_id = int(cursor.lastrowid or 0)
                seats = []
                for p in game.players:
                    seat = connection.execute(
                        "INSERT INTO players (game_id, seat, name, name_key, computer, colour, won, turns, ladders,"
                        " snakes, longest_climb, longest_slide) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                        ),
                    )
                    seats.append(int(seat.lastrowid or 0))
                totals.add_game(connection, game_id, game, seats)
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return game_id

    def forget(self, key: str) -> bool:
        """Remove the game recorded under ``key`` (a win taken back); whether one was there."""
        self._writable()
        try:
            with _transaction(self.connection):
                row = self.connection.execute("SELECT id FROM games WHERE key = ?", (key,)).fetchone()
                removed = row is not None and totals.remove_game(self.connection, int(row[0]))
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return removed

    def clear(self) -> int:
        """Remove every game (Clear Statistics); how many there were."""
        self._writable()
        try:
            with _transaction(self.connection):
                removed = totals.clear(self.connection)
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return removed

    def _failed(self, exc: sqlite3.Error) -> HistoryError:
        if _code(exc) in (_BUSY, _LOCKED):
            return HistoryBusy(
                phrase("History", "the history {file} cannot be changed: {reason}").of(
                    file=str(self.path), reason=_reason(exc)
                )
            )
        return HistoryError(
            phrase("History", "the history {file} cannot be changed: {reason}").of(
                file=str(self.path), reason=_problem_reason(exc, self.path.parent)
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
        """Every figure, every player and board at once (`stats.read_statistics`)."""
        try:
            return read_statistics(self.connection)
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def overview(self) -> Overview:
        """The Statistics heading's figures and the leaders (`stats.read_overview`)."""
        try:
            return read_overview(self.connection)
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def players(
        self, column: PlayerColumn = "wins", descending: bool = True, offset: int = 0, limit: int = 100
    ) -> list[PlayerFigures]:
        """A page of players (`stats.player_page`)."""
        try:
            return player_page(self.connection, column, descending, offset, limit)
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def boards(
        self, column: BoardColumn = "games", descending: bool = True, offset: int = 0, limit: int = 100
    ) -> list[BoardFigures]:
        """A page of boards (`stats.board_page`)."""
        try:
            return board_page(self.connection, column, descending, offset, limit)
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def interrupt(self) -> None:
        """Stop the query under way (from another thread: a window closing)."""
        self.connection.interrupt()

    def _read(self, query: str) -> list[Any]:
        try:
            return list(self.connection.execute(query))
        except sqlite3.Error as exc:
            raise self._unreadable(exc) from None

    def _unreadable(self, exc: sqlite3.Error) -> HistoryError:
        kind = HistoryBusy if _code(exc) in (_BUSY, _LOCKED) else HistoryError
        return kind(
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


def _identity(path: Path) -> tuple[tuple[int, int], tuple[int, int]] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino), (info.st_size, info.st_mtime_ns)


def _known_sound(path: Path) -> bool:
    """Whether ``path`` passed its check this run and has not changed since but by SQLite's
    hand (ours: `_remember_sound` after our own writes)."""
    identity = _identity(path)
    with _SOUND_LOCK:
        return identity is not None and _SOUND.get(identity[0]) == identity[1]


def _remember_sound(path: Path) -> None:
    identity = _identity(path)
    if identity is not None:
        with _SOUND_LOCK:
            _SOUND[identity[0]] = identity[1]


def _check(connection: sqlite3.Connection, version: int, path: Path, check: bool) -> None:
    """`_Damaged` for a file failing SQLite's quick check (``check``: run it, once a run while
    the file is unchanged), or whose tables are not ours."""
    if check and not _known_sound(path):
        report = connection.execute("PRAGMA quick_check").fetchone()[0]
        if report != "ok":
            raise _Damaged(phrase("History", "its check failed: {report}").of(report=str(report)[:200]))
        _remember_sound(path)
    problem = data_problem(connection, version)
    if problem is not None:
        raise _Damaged(problem)


def _use_wal(connection: sqlite3.Connection, busy_ms: int) -> None:
    """Put the file in WAL mode (a no-op when it is). Leaving a rollback journal takes the file
    to itself, and SQLite refuses at once (no waiting) when another window is doing the same:
    tried again until ``busy_ms`` have passed."""
    deadline = time.monotonic() + busy_ms / 1000
    pause = 0.005
    while True:
        try:
            connection.execute("PRAGMA journal_mode=WAL").fetchall()
            return
        except sqlite3.OperationalError as exc:
            if _code(exc) not in (_BUSY, _LOCKED) or time.monotonic() >= deadline:
                raise
        time.sleep(min(pause, max(0.0, deadline - time.monotonic())))
        pause = min(pause * 2, 0.1)


def _migrate(connection: sqlite3.Connection) -> None:
    """Bring the file to `SCHEMA_VERSION` (and its totals and indexes whole) in one transaction,
    the version read again once the write lock is ours: another window may have done it."""
    with _transaction(connection):
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            return  # a newer app migrated it meanwhile: not ours to touch (read-only next time)
        problem = data_problem(connection, version)
        if problem is not None:
            raise _Damaged(problem)
        for step in range(version, SCHEMA_VERSION):
            for statement in MIGRATIONS[step]:
                connection.execute(statement)
        if not derived_sound(connection):
            repair(connection)
        if version != SCHEMA_VERSION:
            connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _create(path: Path, busy_ms: int) -> None:
    """Make a new, empty history at ``path``: under a temporary name first, then linked to
    ``path`` (when another window has just made one there, theirs is kept and ours dropped).
    Raises `HistoryError` when it cannot be made (a read-only folder, a full disk)."""
    _remove_stale_new(path)
    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex}.new")
    try:
        connection = _sqlite_connect(temporary, "rwc", busy_ms)
        try:
            connection.create_function(NAME_KEY_FUNCTION, 1, name_key, deterministic=True)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
            with _transaction(connection):
                for statements in MIGRATIONS:
                    for statement in statements:
                        connection.execute(statement)
                connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        finally:
            connection.close()  # the last connection: the log is checkpointed into the file
        try:
            os.link(temporary, path)
        except FileExistsError:
            pass  # another window made it first: that one is the history
        except OSError:  # a file system without hard links
            if not path.exists():
                os.replace(temporary, path)
    except sqlite3.Error as exc:
        raise HistoryError(
            phrase("History", "a new history cannot be begun: {why}").of(why=_problem_reason(exc, path.parent))
        ) from None
    except OSError as exc:
        raise HistoryError(
            phrase("History", "a new history cannot be begun: {why}").of(why=exc.strerror or _reason(exc))
        ) from None
    finally:
        for suffix in ("", *COMPANIONS, "-journal"):
            try:
                os.unlink(f"{temporary}{suffix}")
            except OSError:
                pass


def _remove_stale_new(path: Path) -> None:
    """Remove the temporary files of new histories that windows killed while making them left."""
    remove_stale(path.parent, f".{path.name}.*.new*", STALE_NEW_SECONDS)
