"""Opening the Design room from the start screen, in a fresh process as a user does: the app
starts on the start screen, and once it is painted the Design room is opened and painted. Two
cases: at once after the first paint (the rest of the window and its modules are built then:
the worst case) and once the window was idle (built in the background: a user's usual case).
Each process prints the milliseconds from the request to the room's paint. Target ≤ 300 ms.
Usage: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/design_room.py [RUNS]``."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile

from startup import first_start_env

CHILD = """
import sys, time
from PySide6.QtCore import QTimer
from snl_desktop.ui.app import create_application
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.shell.main_window import MainWindow

app = create_application(["snl-desktop"])
window = MainWindow(room=Room.HOME)
window.resize(1280, 860)
idle = sys.argv[1] == "idle"

def open_design():
    start = time.perf_counter()
    window.show_room(Room.DESIGN)
    window.view.viewport().repaint()  # painted now, as the next frame would
    print(f"design-room {(time.perf_counter() - start) * 1000:.1f}", flush=True)
    app.exit(0)

def painted():
    if idle:
        QTimer.singleShot(0, lambda: QTimer.singleShot(50, open_design))  # after the idle build
    else:
        open_design()

window.first_painted.connect(painted)
window.show()
app.exec()
"""


def one(case: str, home: str) -> float:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, case], env=first_start_env(home), capture_output=True, text=True, check=True
    )
    line = next(line for line in done.stdout.splitlines() if line.startswith("design-room "))
    return float(line.split()[1])


def main(runs: int = 10) -> None:
    figures: dict[str, list[float]] = {"at once after the first paint": [], "once the window was idle": []}
    with tempfile.TemporaryDirectory() as home:
        for _ in range(runs):  # interleaved: both see the same machine load
            figures["at once after the first paint"].append(one("now", home))
            figures["once the window was idle"].append(one("idle", home))
    for name, values in figures.items():
        print(f"Design room opened {name:>30}: median {statistics.median(values):6.1f} ms over {runs} runs")
    print("target: ≤ 300 ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
