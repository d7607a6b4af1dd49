"""Large boards, measured: 200², 500² and 1000² boards with 10 % of their squares starting a
jump. For each: opening it in the window (``--screenshot``: process start to the picture of
the first paint), the peak memory of that process, the median time of an edit (the document
changed and the window repainted; a large board's fewest throws and warnings follow from the
background: each edit starts once they have come back), and ``render`` to PNG (time and peak
memory).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/big_boards.py [--sides 200,500,1000]

Targets: every board opens within 5 s and 1.5 GB, and
an edit takes under 100 ms."""

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

EDITS = 7


def big_board_file(folder: Path, side: int, fraction: float = 0.1, seed: int = 7) -> Path:
    from snl_desktop.core import Board
    from snl_desktop.core.files.boards import save_board

    n = side * side
    rnd = random.Random(seed)
    jumps = {}
    for start in rnd.sample(range(2, n), int(n * fraction)):
        end = rnd.randint(1, n)
        jumps[start] = end if end != start else 1
    path = folder / f"board-{side}.snl"
    save_board(path, Board(side, side, jumps), name=f"{side}×{side}, 10% jumps")
    return path


def run_measured(args: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """Wall seconds, peak resident MB and exit code of a child process."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _pid, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def edit_times(path: Path) -> list[float]:
    """Seconds per edit (document changed and the window repainted), in this process."""
    from PySide6.QtCore import QSettings, QThreadPool
    from PySide6.QtWidgets import QApplication

    from snl_desktop.core.files.boards import load_board
    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.shell.main_window import MainWindow

    app = create_application()
    loaded = load_board(path)
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(
            BoardDocument(loaded.board, loaded.rules, loaded.name),
            settings=QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat),
            autosave_dir=Path(folder) / "autosave",
        )
        window.resize(1280, 860)
        window.show()
        while window.first_paint_times is None:
            app.processEvents()

        def settle() -> None:
            """Until the board's fewest throws and warnings have come back from the background."""
            while window.facts.current is None or window.facts.current.board is not window.document.board:
                QThreadPool.globalInstance().waitForDone(50)
                app.processEvents()

        times = []
        board = window.document.board
        for i in range(EDITS):
            settle()  # each edit starts on a settled window, as a designer's next click does
            start = time.perf_counter()
            window.document.apply(board.with_jump(2 + i, board.size - 1 - i), f"edit {i}")
            QApplication.processEvents()  # the window repainted
            times.append(time.perf_counter() - start)
        window.document.undo_stack.setClean()
        window.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sides", default="200,500,1000")
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "snl_desktop"]
    print(f"{'board':>10} {'jumps':>7} {'open s':>7} {'open MB':>8} {'edit ms':>8} {'render s':>9} {'render MB':>10}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env["HOME"] = str(folder)
        env["XDG_DATA_HOME"] = str(folder / "data")
        env["XDG_CONFIG_HOME"] = str(folder / "config")
        for side in (int(s) for s in args.sides.split(",")):
            path = big_board_file(folder, side)
            jumps = int(side * side * 0.1)
            opened, open_mb, code = run_measured([*command, "--screenshot", str(folder / "shot.png"), str(path)], env)
            assert code == 0, f"--screenshot failed for {side}×{side}"
            rendered, render_mb, code = run_measured([*command, "render", str(path), "-o", str(folder / "r.png")], env)
            assert code == 0, f"render failed for {side}×{side}"
            edit_ms = statistics.median(edit_times(path)) * 1000
            print(
                f"{side:>5}×{side:<4} {jumps:>7} {opened:>7.2f} {open_mb:>8.0f} {edit_ms:>8.1f} {rendered:>9.2f} "
                f"{render_mb:>10.0f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
