"""Side-by-side timing and peak memory of `solve` (path + distances + layers) and the textbook
BFS on 1000×1000 boards. Usage: ``python tests/benchmarks/solve_vs_textbook.py [ROUNDS]``."""

from __future__ import annotations

import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from textbook_bfs import SIDE, random_board, textbook_distances

from snl_desktop.core import Board, solve


def full_solve(board: Board) -> object:
    board.__dict__.pop("landing", None)
    solution = solve(board)
    return solution.path, solution.distances, solution.layers


def peak_mib(func, *args) -> float:
    tracemalloc.start()
    func(*args)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 2**20


def main(rounds: int = 7) -> None:
    for label, board in (("empty", Board(SIDE, SIDE)), ("200k jumps", random_board())):
        table = dict(board.jumps)
        times: dict[str, list[float]] = {"solve": [], "textbook": []}
        for _ in range(rounds):  # interleaved, so both see the same machine load
            for name, func, args in (
                ("solve", full_solve, (board,)),
                ("textbook", textbook_distances, (board.size, table)),
            ):
                t0 = time.perf_counter()
                func(*args)
                times[name].append(time.perf_counter() - t0)
        med = {k: statistics.median(v) for k, v in times.items()}
        print(
            f"{label:>11}: solve {med['solve'] * 1000:7.0f} ms, textbook {med['textbook'] * 1000:7.0f} ms, "
            f"textbook/solve = {med['textbook'] / med['solve']:.2f}×  "
            f"(peak memory: solve {peak_mib(full_solve, board):.0f} MiB, "
            f"textbook {peak_mib(textbook_distances, board.size, table):.0f} MiB)"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
