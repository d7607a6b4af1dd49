"""``snl-desktop generate`` on large boards (issue 23, findings 6 and 11): the process's wall
time and exit code for the default 10×10 board, 50×50 boards with 100 + 100 and 200 + 200
jumps, and the impossible targets of the campaign (50×50, 300 + 300 jumps, an expected length
of 1 to 2 turns). Prints the median of ``--runs`` runs; a run longer than ``--limit`` seconds
is stopped and shown as such.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/generate_large.py [--runs 3] [--limit 120]

Target: every run ends within 10 s (exit 0 with a board, or exit 1 with the closest found).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

CASES = {
    "10×10, 8 + 8 (default)": [],
    "10×10, 8 + 8, fewest 0:0 (impossible)": ["--min-throws", "0:0"],
    "50×50, 100 + 100": ["--rows", "50", "--cols", "50", "--snakes", "100", "--ladders", "100"],
    "50×50, 200 + 200": ["--rows", "50", "--cols", "50", "--snakes", "200", "--ladders", "200"],
    "50×50, 300 + 300, expected 1:2": [
        *("--rows", "50", "--cols", "50", "--snakes", "300", "--ladders", "300"),
        *("--expected-turns", "1:2"),
    ],
}


def run(args: list[str], limit: float) -> tuple[float, int | None]:
    start = time.perf_counter()
    try:
        code = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=limit).returncode
    except subprocess.TimeoutExpired:
        code = None
    return time.perf_counter() - start, code


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=float, default=120.0)
    args = parser.parse_args()
    command = [sys.executable, "-m", "snl_desktop", "generate", "--seed", "1", "-o", "-"]  # stdout: discarded
    print(f"{'targets':<40} {'median s':>9} {'exit':>5}")
    for name, options in CASES.items():
        runs = [run([*command, *options], args.limit)]
        if runs[0][1] is not None:
            runs += [run([*command, *options], args.limit) for _ in range(args.runs - 1)]
        codes = {code for _, code in runs}
        shown = f">{args.limit:.0f}" if None in codes else f"{statistics.median(s for s, _ in runs):.2f}"
        code = "stop" if None in codes else ",".join(str(c) for c in sorted(c for c in codes if c is not None))
        print(f"{name:<40} {shown:>9} {code:>5}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
