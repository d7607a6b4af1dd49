"""Concurrency: several windows (processes) writing the family's history at the same moment.
Each round starts its writers together behind a barrier; every round is bounded in time (a
writer stuck for a minute fails the test), and everything happens under ``tmp_path``.

- Two and five windows recording their first games on a **new** history (or on one of the
  previous version, which the first of them migrates) lose none, round after round.
- Eight windows recording 15 games each while waiting at most 20 ms for the history lose none:
  what the history cannot take at once is kept pending and written when it is free."""

from __future__ import annotations

import multiprocessing
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from helpers import history_writers
from snl_desktop.core.history import History
from snl_desktop.core.history.database import MIGRATIONS

pytestmark = pytest.mark.concurrency

ROUNDS = {"new": 100, "previous-version": 25}
"""Rounds a case: a new history is the case the windows meet most (every family's first game)."""
ROUND_SECONDS = 60.0
"""The longest one round may take (its writers started, done and checked)."""


@pytest.fixture(scope="module")
def processes() -> Iterator[Any]:
    """Processes forked from a server that has the history's code loaded already (a few ms
    each): the round's writers."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["snl_desktop.core.history"])  # (helpers: not on its path)
    yield context


def run_together(context: Any, target: Any, argument_lists: list[tuple[Any, ...]]) -> list[int | None]:
    """Start one process per argument list, all waiting at one barrier (the last argument);
    their exit codes (None: still running after `ROUND_SECONDS`, then killed)."""
    start = context.Barrier(len(argument_lists))
    writers = [context.Process(target=target, args=(*arguments, start)) for arguments in argument_lists]
    for writer in writers:
        writer.start()
    deadline = time.monotonic() + ROUND_SECONDS
    for writer in writers:
        writer.join(max(0.0, deadline - time.monotonic()))
    codes = [writer.exitcode for writer in writers]
    for writer in writers:
        if writer.is_alive():
            writer.kill()
            writer.join()
    return codes


def old_history(path: Path) -> None:
    """A history of the previous schema version (2), with no games."""
    old = sqlite3.connect(path)
    for step in MIGRATIONS[:2]:
        for statement in step:
            old.execute(statement)
    old.execute("PRAGMA user_version = 2")
    old.commit()
    old.close()


@pytest.mark.parametrize("writers", [2, 5])
@pytest.mark.parametrize("start", ["new", "previous-version"])
def test_windows_recording_their_first_games_at_once_lose_none(
    processes: Any, tmp_path: Path, writers: int, start: str
) -> None:
    lost: list[tuple[int, list[int | None], int]] = []
    for number in range(ROUNDS[start]):
        path = tmp_path / f"round-{number}" / "history.sqlite3"
        if start == "previous-version":
            path.parent.mkdir()
            old_history(path)
        keys = [f"r{number}-w{writer}" for writer in range(writers)]
        codes = run_together(processes, history_writers.record_first_game, [(str(path), key) for key in keys])
        with History.open(path) as history:
            recorded = history.count()
            assert history.notes == ()  # nothing set aside: every window used the one history
        if codes != [0] * writers or recorded != writers:
            lost.append((number, codes, recorded))
    assert lost == [], f"rounds that lost a game (round, exit codes, games recorded): {lost}"


def test_eight_windows_writing_at_once_with_little_patience_lose_no_game(processes: Any, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    owners = [f"w{writer}" for writer in range(8)]
    codes = run_together(
        processes, history_writers.record_many, [(str(path), owner, 15, 20, ROUND_SECONDS / 2) for owner in owners]
    )
    assert codes == [0] * len(owners)
    with History.open(path) as history:
        keys = {game.key for game in history.games()}
        stats = history.statistics()
    assert keys == {f"{owner}-{number}" for owner in owners for number in range(15)}
    assert stats.games == 120 and sum(p.wins for p in stats.players) == 120
    assert list(path.parent.glob("history.pending-*")) == []  # all written: nothing left pending
