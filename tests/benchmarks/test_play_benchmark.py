"""Play speed: one frame of a token's walk on a 20×20 board (the token moves along
its path → the view repaints what changed). Run with
``pytest tests/benchmarks/test_play_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings

from helpers.boards import random_jumps
from snl_desktop.core import Board, Rules, SnakeAndLadderGame
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.shell.main_window import MainWindow


def test_token_walk_frame_20x20(benchmark, qapp, tmp_path) -> None:
    board = Board(20, 20, random_jumps(20, 40))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        BoardDocument(board, Rules()),
        settings=settings,
        autosave_dir=tmp_path / "a",
        autosave_ms=3_600_000,
        play={"rng": random.Random(1), "step_ms": 0, "jump_ms": 0},
    )
    window.resize(1280, 900)
    window.show()
    game = SnakeAndLadderGame.from_board(board, ["A", "B", "C", "D"], Rules())
    window.play.start(game, {"A": "#e63946", "B": "#1d6fd6", "C": "#2a9d48", "D": "#f4b400"})
    qapp.processEvents()
    token = window.play.tokens.tokens["A"]
    outcome = game.play("A", [6, 6, 5])  # a 17-square walk
    walk, _ = window.play.tokens.paths_of(outcome.steps[0])
    frames = iter([i / 600 for i in range(600)] * 2)

    def frame():
        token.setPos(walk.pointAtPercent(next(frames)))  # what the animation does each frame
        qapp.processEvents()

    benchmark.pedantic(frame, rounds=300, iterations=1, warmup_rounds=10)
    assert window.scene.geometry.square_rect(outcome.start).contains(walk.pointAtPercent(0))
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
