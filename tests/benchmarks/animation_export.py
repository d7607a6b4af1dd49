"""The search animation, measured: the classic 10×10 board and a 30×30 board with 20 snakes and
20 ladders (seeded), one frame a square, at the default 480 px and 4 frames a second. For each
board and format (GIF, APNG): the frames, the seconds to make the file (median of 3, drawing
and encoding included) and its size.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/animation_export.py [--runs 3]

Targets: the 10×10 search in a few seconds and under 1 MB (small enough to e-mail)."""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from snl_desktop.core import Board, Rules


def board_30(seed: int = 20) -> Board:
    """30×30 with 20 ladders and 20 snakes, the same for the same seed (no square both starts
    and ends a jump; nothing starts on the first or last square)."""
    rnd = random.Random(seed)
    jumps: dict[int, int] = {}
    used: set[int] = set()
    ladders = snakes = 0
    while ladders + snakes < 40:
        a, b = rnd.sample(range(2, 900), 2)
        if a in used or b in used or (b > a and ladders == 20) or (b < a and snakes == 20):
            continue
        jumps[a] = b
        used |= {a, b}
        ladders, snakes = ladders + (b > a), snakes + (b < a)
    return Board(30, 30, jumps)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from snl_desktop.presets import load_preset
    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.solver.animation import write_search_animation

    create_application()
    classic = load_preset("classic")
    boards = [("10×10 classic", classic.board, classic.rules), ("30×30, 20+20 jumps", board_30(), Rules())]
    print(f"{'board':<20} {'format':<6} {'frames':>6} {'seconds':>8} {'KB':>7}")
    with tempfile.TemporaryDirectory() as folder:
        for name, board, rules in boards:
            for suffix in (".gif", ".png"):
                out = Path(folder) / f"search{suffix}"
                times, info = [], None
                for _ in range(args.runs):
                    start = time.perf_counter()
                    info = write_search_animation(out, board, rules, size=480, fps=4, granularity="square")
                    times.append(time.perf_counter() - start)
                assert info is not None
                kind = "GIF" if suffix == ".gif" else "APNG"
                print(
                    f"{name:<20} {kind:<6} {info.frames:>6} {statistics.median(times):>8.2f} {info.bytes / 1024:>7.0f}"
                )


if __name__ == "__main__":
    main()
