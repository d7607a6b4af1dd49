"""How long a turn takes on screen at each token speed: ten players (played by the computer,
with no pause before their throws) on the classic board, the app's die tumbling as for anyone,
timed over whole rounds with the real timers. Prints the seconds per turn and per round of ten.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/round_pace.py [ROUNDS]
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helpers.sound import RecordingOutput
from snl_desktop.core import SnakeAndLadderGame
from snl_desktop.core.game import Seat
from snl_desktop.presets import load_preset
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.play.pace import SPEEDS
from snl_desktop.ui.shell.main_window import MainWindow

PLAYERS = [f"P{i}" for i in range(1, 11)]
COLOURS = ["#e63946", "#1d6fd6", "#2a9d48", "#f4b400", "#8e44ad", "#f77f00", "#12a4a4", "#6b4f2a", "#c2408f", "#555555"]


def seconds_per_turn(app: QApplication, speed: str, rounds: int, folder: Path) -> list[float]:
    preset = load_preset("classic")
    window = MainWindow(
        BoardDocument(preset.board, preset.rules),
        settings=QSettings(str(folder / f"{speed}.ini"), QSettings.Format.IniFormat),
        autosave_dir=folder / speed,
        play={"rng": random.Random(7), "computer_ms": 0, "sound_opener": RecordingOutput()},
    )
    window.resize(1280, 900)
    window.show()
    window.play.pace.set_speed(speed)
    game = SnakeAndLadderGame.from_board(preset.board, PLAYERS, preset.rules)
    window.play.start(game, [Seat(p, c, True) for p, c in zip(PLAYERS, COLOURS)])
    times: list[float] = []
    last, began = 0, time.perf_counter()
    while len(times) < rounds * len(PLAYERS) and not game.finished:
        app.processEvents()
        if len(game.history) > last and not window.play.controller.busy:
            now = time.perf_counter()
            times.append(now - began)
            last, began = len(game.history), now
    window.document.undo_stack.setClean()
    window.close()
    return times


def main(rounds: int = 3) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'speed':>8}  seconds a turn (median)  a round of 10 players")
        for speed in SPEEDS:
            times = seconds_per_turn(app, speed, rounds, Path(tmp))
            turn = statistics.median(times)
            print(f"{speed:>8}  {turn:10.2f}               {turn * len(PLAYERS):6.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
