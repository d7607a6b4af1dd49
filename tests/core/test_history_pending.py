"""The games not yet in the history: kept in a file beside it (JSON, written atomically) when the
history cannot take them — busy, full, read-only — and written into it at the next start (or
the next write that succeeds); never twice; a win taken back while pending never reaches it; a
pending file that cannot be read is set aside and said, never taken for none."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from helpers.history_writers import a_game
from snl_desktop.core.history import History, HistoryBusy, PendingGames
from snl_desktop.core.history import database as history_database


def held(path: Path) -> sqlite3.Connection:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_game_a_busy_history_cannot_take_is_kept_and_written_at_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    pending = PendingGames(path, "window-1")
    game = a_game("won-1")
    other = held(path)
    try:
        assert pending.keep(game) is None
        with pytest.raises(HistoryBusy):
            pending.flush(50)
    finally:
        other.execute("ROLLBACK")
        other.close()
    kept = json.loads(pending.file.read_text("utf-8"))
    assert pending.file == tmp_path / "history.pending-window-1.json"
    assert [g["key"] for g in kept["games"]] == ["won-1"] and len(pending) == 1
    # the app closed with the game still pending; the next start takes the file in and writes it
    following = PendingGames(path, "window-2")
    assert following.adopt() == [] and following.keys() == ["won-1"]
    assert following.flush() == []
    with History.open(path) as history:
        assert history.games() == [game]  # as it was won, figures and all
    assert list(tmp_path.glob("history.pending-*")) == []


def test_a_game_a_read_only_history_refuses_stays_pending_and_the_reason_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    monkeypatch.setattr(history_database, "_may_write", lambda p: False)
    pending = PendingGames(path)
    pending.keep(a_game("won-1"))
    notes = pending.flush()
    assert any("cannot be written" in str(note) for note in notes)
    assert pending.keys() == ["won-1"] and pending.file.exists()
    monkeypatch.undo()  # writable again (a full disk freed, a folder's mode fixed): the next try writes it
    assert pending.flush() == [] and not pending
    assert not pending.file.exists()
    with History.open(path) as history:
        assert [g.key for g in history.games()] == ["won-1"]


def test_a_game_written_twice_is_kept_once(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    first, second = PendingGames(path, "a"), PendingGames(path, "b")
    game = a_game("won-1")
    first.keep(game)
    second.keep(game)  # (a file two windows both took in)
    first.flush()
    second.flush()
    with History.open(path) as history:
        assert history.count() == 1


def test_a_win_taken_back_is_dropped_if_pending_or_forgotten_from_the_history(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    pending = PendingGames(path)
    pending.keep(a_game("won-1"))
    pending.take_back("won-1")  # never written
    assert not pending and not pending.file.exists()
    pending.keep(a_game("won-2"))
    pending.flush()
    pending.take_back("won-2")  # written already: forgotten at the next flush
    assert pending and pending.flush() == [] and not pending
    with History.open(path) as history:
        assert history.count() == 0 and history.statistics().players == ()


def test_a_pending_file_that_cannot_be_read_is_set_aside_and_said(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    broken = tmp_path / "history.pending-gone.json"
    broken.write_text('{"format": "snl-history-pending", "version": 1, "games": [{"key": 5}]', "utf-8")
    pending = PendingGames(path)
    [note] = pending.adopt()
    assert "cannot be read" in str(note) and not pending
    [aside] = tmp_path.glob("history.pending-gone.json.damaged-*")
    assert aside.read_text("utf-8").startswith('{"format"') and not broken.exists()


def test_a_pending_file_left_is_taken_in_by_windows_starting_together_and_written_once(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    left = PendingGames(path, "gone")
    left.keep(a_game("won-1"))
    first, second = PendingGames(path, "a"), PendingGames(path, "b")
    assert first.adopt() == [] and second.adopt() == []
    assert "won-1" in first.keys() + second.keys()  # claimed by a rename: never lost between them
    first.flush()
    second.flush()
    with History.open(path) as history:
        assert [g.key for g in history.games()] == ["won-1"]
    assert list(tmp_path.glob("history.pending-*")) == []
