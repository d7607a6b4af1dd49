"""The command line's long work on a 200×200 board with 1 000 jumps (seeded), side by side: the
time and peak memory of each command, a process each (as a person runs it).

- ``render --size 8000`` (64 million pixels; it took 180 s) and an A4 page at 600 and 300 dpi (68 s
  and 2.1 s): wide lines stroked with round caps, antialiased as curved outlines;
- ``analyze`` under the standard rules and under "each throw moves" (30 s and 990 MB, against
  1.9 s and 206 MB): the chain's factors filled in.

    .venv/bin/python -m pytest tests/benchmarks/test_large_output_benchmark.py --benchmark-enable

Each case runs `ROUNDS` times (``SNL_BENCH_ROUNDS``, 3) and reports its medians; CI runs each
once (``--benchmark-disable``) to keep the commands working at this size."""

from __future__ import annotations

import os
import random
import statistics
import sys
from pathlib import Path

import pytest
from big_boards import run_measured

from snl_desktop.core import Board
from snl_desktop.core.files.boards import save_board

SIDE, JUMPS, SEED = 200, 1_000, 909
ROUNDS = int(os.environ.get("SNL_BENCH_ROUNDS", "3"))
CASES = {
    "render-8000px": ("render", "{board}", "-o", "{out}.png", "--size", "8000"),
    "render-a4-600dpi": ("render", "{board}", "-o", "{out}.png", "--paper", "a4", "--dpi", "600"),
    "render-a4-300dpi": ("render", "{board}", "-o", "{out}.png", "--paper", "a4", "--dpi", "300"),
    "analyze-standard": ("analyze", "{board}"),
    "analyze-each-throw": ("analyze", "{board}", "--move-each-throw"),
}


@pytest.fixture(scope="module")
def board_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rnd = random.Random(SEED)
    n = SIDE * SIDE
    jumps = {start: rnd.randint(1, n - 1) for start in rnd.sample(range(2, n), JUMPS)}
    path = tmp_path_factory.mktemp("large") / f"board-{SIDE}-{JUMPS}.snl"
    save_board(path, Board(SIDE, SIDE, jumps), name=f"{SIDE}×{SIDE}, {JUMPS} jumps")
    return path


@pytest.mark.parametrize("case", list(CASES))
def test_large_output(benchmark, board_file: Path, tmp_path: Path, case: str) -> None:
    args = [part.format(board=board_file, out=tmp_path / case) for part in CASES[case]]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SNL_LANG": "en"}
    runs: list[tuple[float, float, int]] = []
    benchmark.pedantic(
        lambda: runs.append(run_measured([sys.executable, "-m", "snl_desktop", *args], env)), rounds=ROUNDS
    )
    assert all(code == 0 for _, _, code in runs), f"snl-desktop {' '.join(args)} failed: {runs}"
    figures = {
        "seconds": statistics.median(s for s, _, _ in runs),
        "peak_mb": statistics.median(mb for _, mb, _ in runs),
        "runs": len(runs),
    }
    benchmark.extra_info.update(figures)
    print(f"\n{case}: {figures['seconds']:.2f} s, {figures['peak_mb']:.0f} MB (median of {len(runs)})", file=sys.stderr)
