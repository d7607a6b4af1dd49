"""Play speed: one frame of a token's walk on a 20×20 board (the animation's step: the token
moves along its path, a step sound is started when it reaches a square, and the view repaints
the dirty area), with the sound off and on. Run with
``pytest tests/benchmarks/test_play_benchmark.py``; the target is under 4 ms a frame with sound on."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings

from helpers.boards import random_jumps
from helpers.sound import RecordingOutput
from helpers.walk import time_walk_frames
from snl_desktop.core import Board, Rules, SnakeAndLadderGame
from snl_desktop.core.game import Seat
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.shell.main_window import MainWindow


@pytest.mark.parametrize("sound", ["off", "on"])
def test_token_walk_frame_20x20(benchmark, qapp, tmp_path, sound: str) -> None:
    board = Board(20, 20, random_jumps(20, 40))
    output = RecordingOutput()
    window = MainWindow(
        BoardDocument(board, Rules()),
        settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
        autosave_dir=tmp_path / "a",
        play={"rng": random.Random(1), "step_ms": 180, "jump_ms": 700, "sound_opener": output},
    )
    window.resize(1280, 900)
    window.show()
    window.play.pace.sound.set_muted(sound == "off")
    game = SnakeAndLadderGame.from_board(board, ["A", "B", "C", "D"], Rules())
    window.play.start(game, [Seat(p, c) for p, c in zip("ABCD", ["#e63946", "#1d6fd6", "#2a9d48", "#f4b400"])])
    qapp.processEvents()
    outcome = game.play("A", [6, 6, 5])  # a 17-square walk
    tokens = window.play.tokens
    animation = time_walk_frames(benchmark, qapp, tokens, outcome)
    animation.setCurrentTime(animation.duration() // 2)  # half way (a single untimed round stays on square 1)
    heard = output.opened > 0
    assert heard == (sound == "on")  # the step sounds were played, or (off) nothing was
    tokens.stop()
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
