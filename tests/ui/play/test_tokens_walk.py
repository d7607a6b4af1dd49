"""A token's walk with a real timer while the speed changes under it (defect 1: choosing
Instant, or any speed, mid-walk raised ZeroDivisionError in `TokenLayer`'s frame handler)."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtGui import QColor

from snl_desktop.core import Board, Rules, SnakeAndLadderGame
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.play.tokens import TokenLayer

LADDER = Board(10, 10, {8: 30})


@pytest.mark.slow
@pytest.mark.parametrize("new_step, new_jump", [(0, 0), (20, 70), (400, 1400)])
def test_changing_the_speed_mid_walk_raises_nothing_and_the_token_arrives(
    qapp, qtbot, caplog, new_step: int, new_jump: int
) -> None:
    scene = BoardScene(LADDER, Rules())
    tokens = TokenLayer(scene, 150, 400)  # a walk of about 1.5 s: time to change the speed in it
    tokens.set_players([("Ana", QColor("#d55e00")), ("Bo", QColor("#0072b2"))], {"Ana": 1, "Bo": 1})
    game = SnakeAndLadderGame.from_board(LADDER, ["Ana", "Bo"], Rules())
    outcome = game.play("Ana", [6, 1])  # 1 → 7 → 8, up the ladder to 30: walk and jump
    assert outcome.end == 30
    caplog.set_level(logging.DEBUG)
    cues: list[str] = []
    tokens.cue.connect(cues.append)
    with qtbot.waitSignal(tokens.move_finished, timeout=60_000):
        tokens.animate(outcome)
        qtbot.waitUntil(lambda: cues.count("step") >= 2, timeout=60_000)  # two squares into the walk
        assert tokens.moving
        tokens.step_ms, tokens.jump_ms = new_step, new_jump  # what Pace does when a speed is chosen
    assert not tokens.moving
    token = tokens.tokens["Ana"]
    assert scene.geometry.square_rect(30).contains(token.pos())
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    tokens.clear()  # the items leave the scene before either is collected
