"""kill -9 in the middle of writing: a child process records games in a loop (one transaction
each) and prints each game's id once it is committed; it is killed at a random moment, three
times over on the same file. The history then opens with no complaint, passes SQLite's
``integrity_check``, holds every id the children printed, and no half game (a game without its
players)."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from snl_desktop.core.history import History

pytestmark = pytest.mark.subprocess  # a writer process killed with kill -9

CHILD = """
import random, sys
from snl_desktop.core.game import Seat, SnakeAndLadderGame
from snl_desktop.core.history import History, finished_game
from snl_desktop.presets import load_preset

board = load_preset("classic").board
rng = random.Random(int(sys.argv[2]))
seats = [Seat("Lily", "#1d6fd6", True), Seat("Robo", "#2a9d48", True), Seat("Bot", "#f4b400", True)]
print("ready", flush=True)
with History.open(sys.argv[1]) as history:
    for number in range(100_000):
        game = SnakeAndLadderGame.from_board(board, [s.name for s in seats])
        while not game.finished:
            dice = []
            while True:
                dice.append(rng.randint(1, 6))
                if not game.needs_more_dice(dice):
                    break
            game.play(game.current_player, dice)
        game_id = history.record(finished_game(game, seats, "Classic", key=f"{sys.argv[2]}-{number}"))
        print(game_id, flush=True)
"""


def run_and_kill(path: Path, seed: int, after: int) -> list[int]:
    """Start a child recording games into ``path``; kill -9 it once it has printed ``after``
    ids (and a random few microseconds more); the ids it printed."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    try:
        assert child.stdout.readline().strip() == "ready"
        ids = [int(child.stdout.readline()) for _ in range(after)]
        for _ in range(random.Random(seed).randrange(2000)):
            pass  # a moment more: the kill lands anywhere in the next game's play or write
        os.kill(child.pid, signal.SIGKILL)
        ids += [int(line) for line in child.stdout.read().split()]  # any printed before it died
    finally:
        child.kill()
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    return ids


def test_kill_9_while_writing_keeps_every_committed_game(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    printed: list[int] = []
    for seed, after in ((1, 25), (2, 40), (3, 10)):
        printed += run_and_kill(path, seed, after)
    assert Path(f"{path}-wal").exists()  # killed: the log was never checkpointed away
    with History.open(path) as history:
        assert history.notes == ()  # not set aside: nothing was damaged
        ids = history.ids()
        assert set(printed) <= set(ids) and len(printed) >= 75
        assert history.connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        half = history.connection.execute(
            "SELECT count(*) FROM games WHERE (SELECT count(*) FROM players WHERE game_id = games.id) != 3"
        ).fetchone()[0]
        assert half == 0
        assert history.statistics().games == len(ids)
    assert sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone()[0] == "ok"
