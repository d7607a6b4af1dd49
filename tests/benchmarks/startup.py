"""Issue #3: time from process start to the first painted main window, side by side with a bare
QMainWindow + QGraphicsView (`bare_window.py`), both saving a screenshot after the first paint
and exiting. Runs are interleaved so both see the same machine load.
Usage: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup.py [RUNS]``."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent


def timed(cmd: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t0


def main(runs: int = 15) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "shot.png")
        commands = {
            "bare QMainWindow+QGraphicsView": [sys.executable, str(HERE / "bare_window.py"), out],
            "snl-desktop --screenshot": [sys.executable, "-m", "snl_desktop", "--screenshot", out],
        }
        for cmd in commands.values():  # warm the file cache
            timed(cmd)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, cmd in commands.items():
                times[name].append(timed(cmd))
    med = {name: statistics.median(values) for name, values in times.items()}
    bare, app = med.values()
    for name, value in med.items():
        print(f"{name:>32}: median {value * 1000:6.0f} ms over {runs} runs")
    print(f"{'ratio app / bare':>32}: {app / bare:.2f}× (target ≤ 1.3×)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
