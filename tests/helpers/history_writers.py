"""What the concurrency tests of the history run in other processes (imported there by name, so
that a forkserver child finds it): windows recording their games at the same moment."""

from __future__ import annotations

import time
from typing import Any

from snl_desktop.core.history import FinishedGame, History, HistoryBusy, PendingGames, PlayerRecord, database

START_SECONDS = 60.0
"""The longest a writer waits for the others to be ready (a stuck start fails, never hangs)."""


def a_game(key: str, winner: str = "Lily") -> FinishedGame:
    players = (
        PlayerRecord("Lily", False, 1, "#1d6fd6", winner == "Lily", 20, 2, 1, 19, 20),
        PlayerRecord("Robo", True, 2, "#2a9d48", winner == "Robo", 19, 1, 3, 12, 40),
    )
    return FinishedGame(key, "2025-05-01T19:04:11+00:00", "Race", 10, 10, "f1", "{}", winner, 39, players)


def record_first_game(path: str, key: str, start: Any) -> None:
    """Wait for the others at ``start`` (a barrier), then open the history and record a game,
    as a window does when its first game is won; an exception fails the process. (The disk is
    not flushed: the locks are what is tested, and the flushes of hundreds of rounds take long.)"""
    database.SYNCHRONOUS = "OFF"
    start.wait(START_SECONDS)
    with History.open(path) as history:
        history.record(a_game(key))


def record_many(path: str, owner: str, count: int, busy_ms: int, seconds: float, start: Any) -> None:
    """Record ``count`` games as the app's recorder does (each kept in the pending file until
    it is in), waiting at most ``busy_ms`` a time, then write whatever is still pending until
    it is all in; fails (exit 1) when not all in within ``seconds``."""
    start.wait(START_SECONDS)
    pending = PendingGames(__import__("pathlib").Path(path), owner)
    for number in range(count):
        pending.keep(a_game(f"{owner}-{number}", "Lily" if number % 2 else "Robo"))
        try:
            pending.flush(busy_ms)
        except HistoryBusy:
            pass  # kept: written with the next one, or below
    deadline = time.monotonic() + seconds
    while pending:
        if time.monotonic() > deadline:
            raise SystemExit(1)
        try:
            pending.flush(busy_ms)
        except HistoryBusy:
            time.sleep(0.01)  # the recorder's retry, shortened
