"""Resuming a long saved game (issue 23, finding 5): ``snl-desktop --screenshot OUT.png
GAME.snlgame`` — the process's start to its exit, the saved game's turns replayed, the Game
dock's log filled and the window painted — for games of 1 000, 2 000, 4 000 and 100 000 turns
(four players on the classic board, never finishing: 100 000 is the most a saved game holds).
Prints the median of ``--runs`` runs, the time per 1 000 turns beyond the start-up (flat when
resuming is linear) and the peak memory. A run longer than ``--limit`` seconds is stopped and
shown as such.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/long_game_resume.py \
        [--turns 1000,2000,4000,100000] [--runs 3] [--limit 120]

Target: every game opens within 5 s; the time per turn does not grow with the game.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def long_game_file(folder: Path, turns: int, players: int = 4, seed: int = 1) -> Path:
    """A saved game of ``turns`` turns nobody has won: each die is one that does not win."""
    from snl_desktop.core.files.games import GameRecord, save_game
    from snl_desktop.core.game import SnakeAndLadderGame
    from snl_desktop.presets import load_preset

    board = load_preset("classic").board
    names = [f"Player {i + 1}" for i in range(players)]
    game = SnakeAndLadderGame.from_board(board, names)
    rnd = random.Random(seed)
    for _ in range(turns):
        player = game.current_player
        square = game.get_player_position(player)
        game.play(player, [rnd.choice([d for d in range(1, 6) if square + d != board.size])])
    colours = ["#e63946", "#1d6fd6", "#2a9d8f", "#f4a261"][:players]
    path = folder / f"long-{turns}.snlgame"
    save_game(path, GameRecord.from_game(game, colours, "classic"))
    return path


def run_measured(args: list[str], env: dict[str, str], limit: float) -> tuple[float, float, int | None]:
    """Wall seconds, peak resident MB and exit code (None when stopped at ``limit``)."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = start + limit
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            return time.perf_counter() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)
        if time.perf_counter() > deadline:
            proc.kill()
            _pid, _status, usage = os.wait4(proc.pid, 0)
            return time.perf_counter() - start, usage.ru_maxrss / 1024, None
        time.sleep(0.02)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", default="1000,2000,4000,100000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=float, default=120.0, help="seconds before a run is stopped")
    args = parser.parse_args()
    command = [sys.executable, "-m", "snl_desktop"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": tmp}
        env.update(XDG_CONFIG_HOME=f"{tmp}/config", XDG_DATA_HOME=f"{tmp}/data", XDG_CACHE_HOME=f"{tmp}/cache")
        baseline = statistics.median(
            run_measured([*command, "--screenshot", str(folder / "shot.png")], env, args.limit)[0]
            for _ in range(args.runs)
        )
        print(f"start-up and paint without a game: {baseline:.2f} s (median of {args.runs})")
        print(f"{'turns':>7} {'median s':>9} {'s per 1000 turns':>17} {'peak MB':>8} {'exit':>5}")
        for turns in (int(t) for t in args.turns.split(",")):
            path = long_game_file(folder, turns)
            runs = [run_measured([*command, "--screenshot", str(folder / "shot.png"), str(path)], env, args.limit)]
            if runs[0][2] is not None:
                runs += [
                    run_measured([*command, "--screenshot", str(folder / "shot.png"), str(path)], env, args.limit)
                    for _ in range(args.runs - 1)
                ]
            seconds = statistics.median(r[0] for r in runs)
            peak = max(r[1] for r in runs)
            codes = {r[2] for r in runs}
            code = "stop" if None in codes else ",".join(map(str, sorted(c for c in codes if c is not None)))
            shown = f">{args.limit:.0f}" if None in codes else f"{seconds:.2f}"
            per = (seconds - baseline) / turns * 1000
            print(f"{turns:>7} {shown:>9} {per:>17.3f} {peak:>8.0f} {code:>5}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
