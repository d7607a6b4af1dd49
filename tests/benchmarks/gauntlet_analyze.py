"""``snl-desktop analyze`` on "gauntlet" boards, the worst case for the exact analysis: on a side-s
board every square past 6 that is not a multiple of 6 is a snake back to square 1 (no extra roll
on a six). For each side: the file size, the median wall time (process start to exit, over
REPEATS runs) of ``analyze FILE`` and of ``analyze FILE --json``, the size of the JSON output,
the return codes, and the first lines of the text output.

    .venv/bin/python tests/benchmarks/gauntlet_analyze.py [--sides 30,100,200]

Target: every analyze finishes in under 10 s."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPEATS = 3


def gauntlet_file(folder: Path, side: int) -> Path:
    from snl_desktop.core import Board, Rules
    from snl_desktop.core.files.boards import save_board

    board = Board(side, side, {q: 1 for q in range(7, side * side) if q % 6})
    path = folder / f"gauntlet-{side}.snl"
    save_board(path, board, Rules(extra_roll_on_six=False), name=f"gauntlet {side}×{side}")
    return path


def run_analyze(path: Path, json_output: bool) -> tuple[float, int, int, list[str]]:
    """Median seconds, last return code, stdout bytes and its first 2 lines."""
    command = [sys.executable, "-m", "snl_desktop", "analyze", str(path)] + (["--json"] if json_output else [])
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    times: list[float] = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        done = subprocess.run(command, env=env, capture_output=True)
        times.append(time.perf_counter() - start)
    lines = done.stdout.decode("utf-8", "replace").splitlines()[:2]
    return statistics.median(times), done.returncode, len(done.stdout), lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sides", default="30,100,200", help="comma-separated board sides")
    sides = [int(s) for s in parser.parse_args().sides.split(",")]

    rows: list[tuple[int, float, float, float, float, str]] = []
    heads: list[tuple[int, list[str]]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for side in sides:
            path = gauntlet_file(Path(tmp), side)
            text_s, text_rc, _, text_head = run_analyze(path, json_output=False)
            json_s, json_rc, json_bytes, _ = run_analyze(path, json_output=True)
            rows.append((side, path.stat().st_size / 1024, text_s, json_s, json_bytes / 1024, f"{text_rc}/{json_rc}"))
            heads.append((side, text_head))

    print(f"{'side':>5} {'file KB':>9} {'text s':>8} {'json s':>8} {'json KB':>9}  rc text/json")
    for side, file_kb, text_s, json_s, json_kb, codes in rows:
        print(f"{side:>5} {file_kb:>9.1f} {text_s:>8.2f} {json_s:>8.2f} {json_kb:>9.1f}  {codes}")
    print()
    for side, head in heads:
        print(f"side {side}:")
        for line in head:
            print(f"    {line}")


if __name__ == "__main__":
    main()
