"""Start-up: time from process start to the first painted main window, side by side with
a bare QMainWindow + QGraphicsView (`bare_window.py`), the floor (`floor_window.py`: the same
window as the app's first paint, built with no app code) and, when built, the PyInstaller bundle.
Each prints the wall-clock time of its first paint and the CPU time it had used by then (the app
under SNL_DESKTOP_STARTUP_TRACE=1), then saves a screenshot and exits. The figures: launch →
first paint (the target, ≤ 2.0×), the CPU time to the first paint (steadier on a shared,
noisy machine), and the whole run. Runs are interleaved so all see the same machine load.
Usage: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/startup.py [RUNS] [--compare CHECKOUT]
[--languages de,ar,hi]`` (``--compare``: another checkout's app too, for before/after figures;
``--languages``: the app in each language too, against the app in English: target ≤ 1.1×)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent
BARE, FLOOR, APP = "bare QMainWindow+QGraphicsView", "floor: same window, no app code", "snl-desktop --screenshot"
"""The programs compared, by the names the figures give them (``startup_instructions.py`` too)."""
COMPARED = "app of the compared checkout"


def first_start_env(home: str) -> dict[str, str]:
    """The environment of a first start (no saved layout or recent files under ``home``),
    offscreen, reporting its first paint, from cached bytecode as users run it."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "SNL_DESKTOP_STARTUP_TRACE": "1",
        "HOME": home,
        "XDG_CONFIG_HOME": f"{home}/.config",
        "XDG_DATA_HOME": f"{home}/.local/share",
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """(seconds from launch to the first paint, CPU seconds used by then, seconds for the whole
    process)."""
    launched = time.time()
    t0 = time.perf_counter()
    done = subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    whole = time.perf_counter() - t0
    stamp = next(line.split() for line in done.stderr.splitlines() if line.startswith("first-paint "))
    return float(stamp[1]) - launched, float(stamp[2]), whole


def main(runs: int = 15, compare: str | None = None, languages: tuple[str, ...] = ()) -> None:
    """``compare``: another checkout of the project (e.g. ``git worktree add ../before <commit>``),
    whose app is run too, from its source (on ``PYTHONPATH``), to give before/after figures."""
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "shot.png")
        env = first_start_env(tmp)
        commands = {
            BARE: [sys.executable, str(HERE / "bare_window.py"), out],
            FLOOR: [sys.executable, str(HERE / "floor_window.py"), out],
            APP: [sys.executable, "-m", "snl_desktop", "--screenshot", out],
        }
        envs = {name: env for name in commands}
        envs[APP] = {**env, "SNL_LANG": "en"}
        for language in languages:  # the same app speaking another language (its fonts, catalogues)
            commands[f"app in {language}"] = commands[APP]
            envs[f"app in {language}"] = {**env, "SNL_LANG": language}
        if compare is not None:
            commands[COMPARED] = commands[APP]
            envs[COMPARED] = {**env, "PYTHONPATH": str(Path(compare).resolve())}
        bundle = HERE.parent.parent / "dist" / "SnakesAndLadders" / "snl-desktop"
        if bundle.exists():  # built with packaging/build.py: compared with the app from source
            commands["bundle --screenshot"] = [str(bundle), "--screenshot", out]
        envs.update({name: env for name in commands if name not in envs})
        for name, cmd in commands.items():  # warm the file cache
            timed(cmd, envs[name])
        paint: dict[str, list[float]] = {name: [] for name in commands}
        cpu: dict[str, list[float]] = {name: [] for name in commands}
        whole: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, cmd in commands.items():
                first, used, total = timed(cmd, envs[name])
                paint[name].append(first)
                cpu[name].append(used)
                whole[name].append(total)
    for label, table in (
        ("process start → first paint", paint),
        ("CPU time to the first paint", cpu),
        ("whole run (paint, PNG, exit)", whole),
    ):
        med = {name: statistics.median(values) for name, values in table.items()}
        bare, app = med[BARE], med[APP]
        print(f"{label}:")
        for name, value in med.items():
            print(f"  {name:>32}: median {value * 1000:6.0f} ms over {runs} runs")
        print(f"  {'ratio app / bare':>32}: {app / bare:.2f}× (target: ≤ 2.0×)")
        print(f"  {'ratio floor / bare':>32}: {med[FLOOR] / bare:.2f}×")
        if COMPARED in med:
            print(f"  {'ratio compared app / bare':>32}: {med[COMPARED] / bare:.2f}×")
        for language in languages:
            ratio = med[f"app in {language}"] / app
            print(f"  {'ratio app in ' + language + ' / in en':>32}: {ratio:.2f}× (target: ≤ 1.1×)")
        if "bundle --screenshot" in med:
            print(f"  {'ratio bundle / source':>32}: {med['bundle --screenshot'] / app:.2f}× (target: ≤ 1.5×)")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=15)
    parser.add_argument("--compare", metavar="CHECKOUT", help="another checkout whose app is timed too")
    parser.add_argument("--languages", default="", help="languages to time the app in too, e.g. de,ar,hi")
    args = parser.parse_args()
    main(args.runs, args.compare, tuple(filter(None, args.languages.split(","))))
