"""A frame of a token's walk with the animal pieces at 1920×1080: the token moves along its path
and the view repaints what changed, with four tokens on the classic board. Run with
``pytest tests/benchmarks/test_walk_frame_benchmark.py``; the target is at most 4 ms a frame."""

from __future__ import annotations

from PySide6.QtGui import QColor

from helpers.walk import time_walk_frames
from snl_desktop.core import Rules, SnakeAndLadderGame
from snl_desktop.presets import load_preset
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.board.view import BoardView
from snl_desktop.ui.play.tokens import TokenLayer


def test_walk_frame_with_animal_tokens_1920x1080(benchmark, qapp) -> None:
    board = load_preset("classic").board
    scene = BoardScene(board, Rules())
    view = BoardView(scene)
    view.resize(1920, 1080)
    view.show()
    names = ["Ana", "Bo", "Cy", "Di"]
    tokens = TokenLayer(scene, 180, 700)
    tokens.set_players([(n, QColor(c)) for n, c in zip(names, theme.TOKEN_COLOURS)], dict.fromkeys(names, 1))
    tokens.set_active("Ana")
    qapp.processEvents()
    game = SnakeAndLadderGame.from_board(board, names, Rules())
    outcome = game.play("Ana", [6, 6, 5])  # a long walk
    time_walk_frames(benchmark, qapp, tokens, outcome)
    tokens.stop()
    tokens.clear()
    view.close()
