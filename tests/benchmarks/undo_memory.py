"""Memory of edits and undos on a 1000×1000 board (issue 23, finding 2): a board with 10 % of its
squares starting a jump, ``--steps`` edits then as many undos, each step's fewest throws and
warnings worked out (the background answer awaited) as in the window. Prints the peak resident
memory of the process (VmHWM) and its exit code; the target is under 1.5 GB and no crash.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/undo_memory.py [--steps 50] [--window]

Headless by default (a BoardDocument and its BoardFacts, what the window's facts are); with
``--window`` the real main window, offscreen, every view following the document. Each run is a
child process, so a crash shows as its exit code (-11 for SIGSEGV) rather than ending the script.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

SIDE = 1000


def peak_mb() -> float:
    """The process's peak resident memory so far (VmHWM), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def big_board(side: int = SIDE, fraction: float = 0.1, seed: int = 7):  # type: ignore[no-untyped-def]
    from snl_desktop.core import Board

    n = side * side
    rnd = random.Random(seed)
    jumps = {}
    for start in rnd.sample(range(2, n), int(n * fraction)):
        end = rnd.randint(1, n)
        jumps[start] = end if end != start else 1
    return Board(side, side, jumps)


def child(steps: int, window: bool) -> int:
    """Run the edits and undos in this process and print the peak memory after each tenth."""
    from PySide6.QtCore import QSettings, QThreadPool
    from PySide6.QtWidgets import QApplication

    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.document.facts import BoardFacts

    app = create_application()
    board = big_board()
    document = BoardDocument(board, name="1000×1000")
    folder = tempfile.mkdtemp()
    if window:
        from snl_desktop.ui.shell.main_window import MainWindow

        shell = MainWindow(
            document,
            settings=QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat),
            autosave_dir=Path(folder) / "autosave",
        )
        shell.resize(1280, 860)
        shell.show()
        facts = shell.facts
    else:
        facts = BoardFacts()
        facts.follow(document)

    def settle() -> None:
        while facts.current is None or facts.current.board is not document.board:
            QThreadPool.globalInstance().waitForDone(20)
            app.processEvents()

    settle()
    print(f"start: {peak_mb():.0f} MB", flush=True)
    for i in range(steps):
        document.apply(document.board.with_jump(2 + i, board.size - 1 - i), f"edit {i}")
        QApplication.processEvents()
        settle()
        if (i + 1) % 10 == 0:
            print(f"edit {i + 1}: {peak_mb():.0f} MB", flush=True)
    for i in range(steps):
        document.undo_stack.undo()
        QApplication.processEvents()
        settle()
        if (i + 1) % 10 == 0:
            print(f"undo {i + 1}: {peak_mb():.0f} MB", flush=True)
    print(f"peak: {peak_mb():.0f} MB", flush=True)
    document.undo_stack.setClean()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=50, help="edits, then as many undos (default 50)")
    parser.add_argument("--window", action="store_true", help="the real main window, offscreen")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.steps, args.window)
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    with tempfile.TemporaryDirectory() as home:
        env.update(HOME=home, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        command = [sys.executable, __file__, "--child", "--steps", str(args.steps)]
        code = subprocess.call([*command, *(["--window"] if args.window else [])], env=env)
    print(f"exit code: {code}")
    return 0 if code == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
