"""Play mode under the house rule "each throw moves": the token walks each throw as it is
thrown, taking the snake or ladder where it lands, and the game dock tells the turn throw by
throw; the New Game dialog offers the rule."""

from __future__ import annotations

import pytest

from helpers.play import PLAYERS, log_results, press, start_game
from snl_desktop.core import Board, Rules
from snl_desktop.ui.play.new_game_dialog import NewGameDialog

LADDER_ON_7 = Board(10, 10, {7: 30})
EACH = Rules(move_each_throw=True)


def token_square(window, player: str) -> int:
    """The square whose rectangle holds the player's token, as the board shows it."""
    token = window.play.tokens.tokens[player]
    geometry = window.scene.geometry
    return next(s for s in range(1, 101) if geometry.square_rect(s).contains(token.pos()))


@pytest.mark.slow
def test_each_throw_walks_as_it_is_thrown(make_window, prompter, qtbot) -> None:
    window = make_window(LADDER_ON_7, play={"step_ms": 20, "jump_ms": 60})
    controller = start_game(window, prompter, PLAYERS, EACH)
    press(window, [6])
    assert controller.busy  # the 6 moves the token now, before the next throw
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert token_square(window, "X") == 30  # 1 + 6 = 7, up the ladder to 30
    assert "X throws again" in window.play.panel.status.text()
    assert log_results(window) == []  # the turn is not over
    press(window, [2])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert token_square(window, "X") == 32
    assert log_results(window) == ["X,32,Y,CONTINUE"]
    assert (
        window.play.panel.status.text()
        == "X threw 6 and climbed the ladder from 7 to 30, then 2 and moved from 30 to 32"
    )


def test_taking_back_a_thrown_six_takes_the_token_back(make_window, prompter, qtbot) -> None:
    window = make_window(LADDER_ON_7)
    controller = start_game(window, prompter, PLAYERS, EACH)
    press(window, [6])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert token_square(window, "X") == 30
    controller.take_back()
    assert token_square(window, "X") == 1 and controller.pending == []


def test_a_six_that_reaches_the_goal_wins_without_another_throw(make_window, prompter, qtbot) -> None:
    window = make_window(Board(3, 3))
    controller = start_game(window, prompter, PLAYERS, EACH)
    press(window, [2])  # X on 3
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    press(window, [1])  # Y on 2
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    press(window, [6])  # 3 + 6 = 9: the goal, the game is over
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    assert controller.game.get_winner() == "X" and log_results(window)[-1] == "WIN"


def test_the_new_game_dialog_offers_the_rule(app) -> None:
    dialog = NewGameDialog(Rules(), "a board")
    assert not dialog.each_throw.isChecked() and dialog.each_throw.isEnabled()
    dialog.each_throw.setChecked(True)
    assert dialog.rules().move_each_throw
    dialog.extra_roll.setChecked(False)  # one die a turn: the rule would change nothing
    assert not dialog.each_throw.isEnabled()
    assert NewGameDialog(EACH, "a board").each_throw.isChecked()
