"""The history's file: made with its folder, in WAL mode at the schema's version; one game a
transaction, recorded once however often it is sent; migrated from an older version; a damaged
file (not SQLite, truncated, failing its check) set aside and a new history begun; a newer
version's file never changed; something that is not a regular file moved aside unopened; a
busy file waited for and then refused, never set aside."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from pathlib import Path

import pytest

from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat, SnakeAndLadderGame
from snl_desktop.core.history import SCHEMA_VERSION, History, HistoryBusy, HistoryError, finished_game
from snl_desktop.core.history import database as history_database
from snl_desktop.core.history.database import MIGRATIONS

BOARD = Board.from_lists(snakes=["80,60"], ladders=["94,100", "3,22"])
SEATS = [Seat("Lily", "#1d6fd6"), Seat("Robo", "#2a9d48", True)]


def won_game() -> SnakeAndLadderGame:
    """Lily climbs 3→22, Robo creeps, Lily wins by the ladder 94→100."""
    game = SnakeAndLadderGame.from_board(BOARD, ["Lily", "Robo"], Rules())
    game.play("Lily", [2])
    for _ in range(12):
        game.play("Robo", [1])
        game.play("Lily", [6, 6, 1] if game.get_player_position("Lily") + 13 <= 94 else [1])
        if game.get_player_position("Lily") == 94:
            break
    while not game.finished:
        game.play(game.current_player, [1] if game.current_player == "Robo" else [5])
    return game


def record_some(path: Path, count: int) -> None:
    with History.open(path) as history:
        for number in range(count):
            history.record(finished_game(won_game(), SEATS, "Race", key=f"g{number}"))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_new_history_is_made_in_wal_mode_at_the_schema_version(tmp_path: Path) -> None:
    path = tmp_path / "app data" / "history.sqlite3"
    with History.open(path) as history:
        assert not history.read_only and history.notes == () and history.count() == 0
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    connection.close()


def test_a_game_is_recorded_once_with_its_figures_and_forgotten_by_its_key(tmp_path: Path) -> None:
    game = won_game()
    record = finished_game(game, SEATS, "Race", key="night-1", played_at="2025-05-01T19:04:11+00:00")
    lily, robo = record.players
    assert record.winner == "Lily" and lily.won and not robo.won and robo.computer
    assert lily.ladders == 2 and lily.longest_climb == 19  # 3→22, 94→100
    assert record.turns == len(game.history) and record.rules == '{"extra_roll_on_six":true,' + (
        '"three_sixes_void":true,"overshoot":"stay","start":"square-1","move_each_throw":false}'
    )
    with History.open(tmp_path / "h.sqlite3") as history:
        first = history.record(record)
        assert first is not None and history.record(record) is None  # sent twice, kept once
        assert history.games() == [record]
        assert history.forget("night-1") and not history.forget("night-1")
        assert history.count() == 0
        assert history.connection.execute("SELECT count(*) FROM players").fetchone()[0] == 0


def test_an_unfinished_game_is_not_recorded(tmp_path: Path) -> None:
    game = SnakeAndLadderGame.from_board(BOARD, ["Lily", "Robo"], Rules())
    with pytest.raises(HistoryError, match="only a finished game"):
        finished_game(game, SEATS, "Race", key="k")


def test_clear_removes_every_game(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 3)
    with History.open(path) as history:
        assert history.clear() == 3
        assert history.statistics().empty and history.count() == 0


def test_a_history_of_an_older_version_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    old = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        old.execute(statement)
    old.execute("INSERT INTO games VALUES (1, 'k', '2024-12-24T18:00:00+00:00', 'Xmas', 10, 10, 'f', '{}', 'Gran', 40)")
    old.execute("INSERT INTO players VALUES (1, 1, 'Gran', 'gran', 0, '#ff0000', 1, 20, 3, 1, 30, 12)")
    old.execute("PRAGMA user_version = 1")
    old.commit()
    old.close()
    with History.open(path) as history:
        assert history.notes == ()
        assert [g.board_name for g in history.games()] == ["Xmas"]
        assert history.statistics().players[0].longest_climb == 30
        indexes = {row[0] for row in history.connection.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"players_by_name", "games_by_board"} <= indexes
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def damaged_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def assert_begun_anew(path: Path, history: History, original: bytes | None = None) -> None:
    assert len(history.notes) == 1 and "was damaged" in str(history.notes[0])
    assert history.count() == 0
    history.record(finished_game(won_game(), SEATS, "Race", key="after"))
    assert history.count() == 1  # the new one works
    [aside] = [p for p in damaged_files(path) if not p.name.endswith(("-wal", "-shm"))]
    assert str(aside) in str(history.notes[0])
    if original is not None:
        assert aside.read_bytes() == original  # set aside whole, never deleted


def test_a_file_that_is_not_sqlite_is_set_aside_and_a_new_history_begun(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    junk = b"this is not a database, it is a shopping list\n" * 200
    path.write_bytes(junk)
    with History.open(path) as history:
        assert_begun_anew(path, history, junk)


def test_a_truncated_history_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 60)
    data = path.read_bytes()
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0  # checkpointed on close
    path.write_bytes(data[: len(data) // 2 + 100])
    with History.open(path) as history:
        assert_begun_anew(path, history)


def test_a_history_failing_its_check_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 60)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page + 8 : 3 * page] = b"\xa5" * (page - 8)  # a B-tree page scribbled over
    path.write_bytes(bytes(data))
    with History.open(path) as history:
        assert_begun_anew(path, history, bytes(data))


def test_a_history_from_a_newer_version_is_read_but_never_changed(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 2)
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    newer.commit()
    newer.close()
    before = digest(path)
    with History.open(path) as history:
        assert history.read_only and "newer version" in str(history.notes[0])
        assert history.statistics().games == 2  # its figures still shown
        with pytest.raises(HistoryError, match="newer version"):
            history.record(finished_game(won_game(), SEATS, "Race", key="new"))
        with pytest.raises(HistoryError, match="newer version"):
            history.clear()
    assert digest(path) == before and damaged_files(path) == []
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 5


def test_a_folder_where_the_history_goes_is_moved_aside_like_the_apps_own_files(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.mkdir()
    (path / "keep.txt").write_text("mine")
    with History.open(path) as history:
        assert "not a regular file" in str(history.notes[0])
        history.record(finished_game(won_game(), SEATS, "Race", key="k"))
    [aside] = damaged_files(path)
    assert (aside / "keep.txt").read_text() == "mine"


def test_a_named_pipe_where_the_history_goes_is_moved_aside_unopened(tmp_path: Path, watchdog: None) -> None:
    path = tmp_path / "h.sqlite3"
    os.mkfifo(path)
    os.mkfifo(f"{path}-wal")
    with History.open(path) as history:  # would block for ever if the pipe were opened
        assert len(history.notes) == 2
        history.record(finished_game(won_game(), SEATS, "Race", key="k"))
        assert history.count() == 1


def test_a_busy_history_is_waited_for_then_refused_and_never_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 1)
    monkeypatch.setattr(history_database, "BUSY_MS", 100)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another window in the middle of its write
    try:
        with History.open(path) as history:
            with pytest.raises(HistoryError, match="cannot be changed: database is locked"):
                history.record(finished_game(won_game(), SEATS, "Race", key="k2"))
            assert history.count() == 1  # reading goes on
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert damaged_files(path) == []


def test_a_folder_that_cannot_be_made_is_one_clear_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(HistoryError, match="cannot be made"):
        History.open(tmp_path / "file" / "h.sqlite3")


# -- files that are not sound histories of ours: set aside, a new history begun, said once ---------


def test_a_negative_schema_version_is_set_aside_as_damaged_and_games_are_recorded_again(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 2)
    other = sqlite3.connect(path)
    other.execute("PRAGMA user_version = -3")
    other.commit()
    other.close()
    with History.open(path) as history:  # before: IndexError (tuple index out of range)
        assert_begun_anew(path, history)
        assert "schema version (-3)" in str(history.notes[0])


def test_a_history_truncated_to_nothing_is_set_aside_not_taken_for_an_empty_one(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 3)
    path.write_bytes(b"")
    with History.open(path) as history:
        assert_begun_anew(path, history, b"")
        assert "empty (0 bytes)" in str(history.notes[0])


def test_a_new_history_is_never_seen_half_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The history's name shows nothing until the new file's schema is in: a window looking at
    that moment finds no file (and makes its own), never an empty one to set aside."""
    path = tmp_path / "h.sqlite3"
    seen: list[bool] = []
    real = history_database._sqlite_connect

    def connect(target: Path, mode: str, busy_ms: int) -> sqlite3.Connection:
        seen.append(path.exists())
        return real(target, mode, busy_ms)

    monkeypatch.setattr(history_database, "_sqlite_connect", connect)
    with History.open(path) as history:
        assert history.notes == () and history.count() == 0
    assert seen[0] is False  # while it was being made
    assert [p.name for p in tmp_path.iterdir()] == ["h.sqlite3"]  # nothing left beside it


def another_programs_database(path: Path) -> None:
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT, minutes INTEGER)")
    other.execute("INSERT INTO recipes VALUES (1, 'Shepherd''s pie', 90)")
    other.commit()
    other.close()


def version_0_with_our_tables(path: Path) -> None:
    other = sqlite3.connect(path)
    for step in MIGRATIONS[:2]:
        for statement in step:
            other.execute(statement)
    other.commit()  # user_version left at 0
    other.close()


def a_table_dropped(path: Path) -> None:
    record_some(path, 2)
    other = sqlite3.connect(path)
    other.execute("DROP TABLE players")
    other.commit()
    other.close()


def a_column_missing(path: Path) -> None:
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, key TEXT)")
    other.execute("CREATE TABLE players (game_id INTEGER, seat INTEGER)")
    other.execute("PRAGMA user_version = 2")
    other.commit()
    other.close()


@pytest.mark.parametrize(
    "make, why",
    [
        (another_programs_database, "tables this app did not make (recipes)"),
        (version_0_with_our_tables, "tables this app did not make (games, players)"),
        (a_table_dropped, "table “players” is missing"),
        (a_column_missing, "table “games” lacks the columns played_at"),
    ],
    ids=["another-program", "version-0-with-tables", "table-dropped", "columns-missing"],
)
def test_a_database_that_is_not_our_history_is_set_aside_once_and_wins_are_recorded(
    tmp_path: Path, make, why: str
) -> None:
    path = tmp_path / "h.sqlite3"
    make(path)
    original = path.read_bytes()
    with History.open(path) as history:  # before: opened as it was, every later win refused
        assert_begun_anew(path, history, original)
        assert why in str(history.notes[0])
    with History.open(path) as history:  # said once: the new one is ours
        assert history.notes == () and history.count() == 1


def test_totals_dropped_are_made_again_from_the_games_not_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 3)
    other = sqlite3.connect(path)
    other.execute("DROP TABLE player_totals")
    other.execute("DROP INDEX games_by_board")
    other.commit()
    other.close()
    with History.open(path) as history:
        assert history.notes == () and damaged_files(path) == []
        stats = history.statistics()
    assert stats.games == 3 and {(p.name, p.games) for p in stats.players} == {("Lily", 3), ("Robo", 3)}


# -- busy, read-only, full: never set aside, said as what it is ------------------------------------


def test_a_busy_history_is_refused_as_busy_so_the_game_can_be_kept_for_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 1)
    monkeypatch.setattr(history_database, "BUSY_MS", 50)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with History.open(path) as history, pytest.raises(HistoryBusy):
            history.record(finished_game(won_game(), SEATS, "Race", key="k2"))
    finally:
        other.execute("ROLLBACK")
        other.close()


def make_read_only(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``path`` read-only for this process: its mode, or (for root, whom the mode does not
    stop) the system's answer and SQLite's own refusal to write, as a read-only file gets them."""
    path.chmod(0o444)
    if os.geteuid() != 0:
        return
    real = history_database._sqlite_connect
    monkeypatch.setattr(history_database, "_may_write", lambda p: Path(p) != path)

    def connect(target: Path, mode: str, busy_ms: int) -> sqlite3.Connection:
        return real(target, "ro" if Path(target) == path and mode == "rw" else mode, busy_ms)

    monkeypatch.setattr(history_database, "_sqlite_connect", connect)


def test_a_read_only_history_is_shown_read_only_with_a_note_and_never_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 2)
    make_read_only(path, monkeypatch)
    before = digest(path)
    try:
        with History.open(path) as history:  # before: "attempt to write a readonly database"
            assert history.read_only and history.statistics().games == 2
            assert "cannot be written" in str(history.notes[0]) and "new games cannot be recorded" in str(
                history.notes[0]
            )
            with pytest.raises(HistoryError, match="cannot be written"):
                history.record(finished_game(won_game(), SEATS, "Race", key="new"))
    finally:
        path.chmod(0o644)
    assert digest(path) == before and damaged_files(path) == []


def test_a_read_only_history_of_the_previous_version_still_shows_its_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    old = sqlite3.connect(path)
    for step in MIGRATIONS[:2]:
        for statement in step:
            old.execute(statement)
    old.execute("INSERT INTO games VALUES (1, 'k', '2024-12-24T18:00:00+00:00', 'Xmas', 10, 10, 'f', '{}', 'Gran', 40)")
    old.execute("INSERT INTO players VALUES (1, 1, 'Gran', 'gran', 0, '#ff0000', 1, 20, 3, 1, 30, 12)")
    old.execute("PRAGMA user_version = 2")
    old.commit()
    old.close()
    make_read_only(path, monkeypatch)
    try:
        with History.open(path) as history:
            assert history.read_only
            [gran] = history.statistics().players
    finally:
        path.chmod(0o644)
    assert (gran.name, gran.wins, gran.longest_climb) == ("Gran", 1, 30)
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 2  # never migrated


def test_a_full_disk_is_said_as_a_full_disk(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 1)
    with History.open(path) as history:
        pages = history.connection.execute("PRAGMA page_count").fetchone()[0]
        history.connection.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own SQLITE_FULL
        with pytest.raises(HistoryError, match="cannot be changed: the disk is full"):
            for number in range(50):
                history.record(finished_game(won_game(), SEATS, "Race", key=f"more-{number}"))
    with History.open(path) as history:
        assert history.notes == () and damaged_files(path) == []


class _FailingWrites(sqlite3.Connection):
    """A connection whose writes fail as a full disk makes SQLite fail them: "disk I/O error"."""

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:  # type: ignore[override]
        if sql.lstrip().upper().startswith("INSERT"):
            error = sqlite3.OperationalError("disk I/O error")
            error.sqlite_errorcode = 778  # type: ignore[attr-defined]  # SQLITE_IOERR_WRITE
            raise error
        return super().execute(sql, *args)


def test_an_io_error_with_no_room_left_is_said_as_a_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "h.sqlite3"
    record_some(path, 1)

    def connect(target: Path, mode: str, busy_ms: int) -> sqlite3.Connection:
        uri = f"{Path(os.path.abspath(target)).as_uri()}?mode={mode}"
        return sqlite3.connect(uri, uri=True, timeout=busy_ms / 1000, isolation_level=None, factory=_FailingWrites)

    monkeypatch.setattr(history_database, "_sqlite_connect", connect)
    with History.open(path) as history:
        with pytest.raises(HistoryError, match="cannot be changed: disk I/O error"):  # room left: as it is
            history.record(finished_game(won_game(), SEATS, "Race", key="k"))
        monkeypatch.setattr(history_database, "_free_bytes", lambda folder: 4096)
        with pytest.raises(HistoryError, match="cannot be changed: the disk is full"):
            history.record(finished_game(won_game(), SEATS, "Race", key="k"))
