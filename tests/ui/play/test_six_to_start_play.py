"""A game started with "a 6 to start" (New Game's "Off the board: need a 6 to start"): the tokens
wait on square 0, left of the board; a 4 does not move a waiting token and the log says why; a 6
brings it on; a saved game resumes with the token still waiting."""

from __future__ import annotations

from helpers.play import BOARD, PLAYERS, log_results, press, start_game
from snl_desktop.core import Rules


def test_a_4_does_not_move_a_waiting_token_and_a_6_does(make_window, prompter, qtbot):
    window = make_window(BOARD, play={"step_ms": 0, "jump_ms": 0})
    controller = start_game(window, prompter, PLAYERS, Rules(start="six"))
    square_0 = window.scene.geometry.square_rect(0)
    assert window.scene.sceneRect().contains(square_0)  # room for the waiting tokens, left of square 1
    assert all(square_0.contains(token.pos()) for token in window.play.tokens.tokens.values())
    press(window, [4])
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.positions() == {"X": 0, "Y": 0}
    assert log_results(window) == ["X,0,Y,CONTINUE"]
    assert window.play.panel.log.item(window.play.panel.log.count() - 1).text() == (
        "X threw 4 — a 6 is needed to start"
    )
    assert square_0.contains(window.play.tokens.tokens["X"].pos())
    cards = window.play.panel.cards.cards
    assert [card.square_words() for card in cards] == ["off the board", "off the board"]  # not "square 0"
    press(window, [6, 3])
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.positions() == {"X": 0, "Y": 9}
    assert window.scene.geometry.square_rect(9).contains(window.play.tokens.tokens["Y"].pos())
    assert log_results(window)[-1] == "Y,9,X,CONTINUE"
    assert [card.square_words() for card in cards] == ["off the board", "square 9"]
