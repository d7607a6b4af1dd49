"""What the family sees in the Game dock while tokens move, after a win, and between games:
each defect the first hour of family play found, kept from coming back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from helpers.autosave import crash
from helpers.keys import idle
from helpers.play import BOARD, PLAYERS, TURNS, log_results, press, start_game
from snl_desktop.core import Board, Rules
from snl_desktop.ui.play.seats import Seat


@pytest.mark.slow
def test_the_table_log_and_sentence_wait_for_the_token(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD, play={"step_ms": 60})
    controller = start_game(window, prompter)
    panel = window.play.panel
    press(window, [4])
    assert controller.busy
    assert panel.cards.cards[0].face.square == 1  # X's token is still on its way from 1
    assert panel.log.count() == 0
    assert "threw" not in panel.status.text()
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert panel.cards.cards[0].face.square == 5
    assert log_results(window) == ["X,5,Y,CONTINUE"]
    assert panel.status.text() == "X threw 4 and moved from 1 to 5"


@pytest.mark.slow
def test_the_wait_message_goes_when_the_move_ends_and_never_moves_the_dice(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD, play={"step_ms": 60})
    controller = start_game(window, prompter)
    panel = window.play.panel
    idle()
    dice_top = panel.dice.mapTo(panel, panel.dice.rect().topLeft()).y()
    press(window, [4])
    controller.enter_die(2)  # a key pressed while the token moves
    assert "still moving" in panel.status.text()
    idle()
    assert panel.dice.mapTo(panel, panel.dice.rect().topLeft()).y() == dice_top
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert "still moving" not in panel.status.text()
    idle()
    assert panel.dice.mapTo(panel, panel.dice.rect().topLeft()).y() == dice_top


@pytest.mark.slow
def test_the_log_shows_the_newest_turn_even_after_huge_text(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    panel = window.play.panel
    for _ in range(25):
        press(window, [1])
    idle()
    bar = panel.log.verticalScrollBar()
    assert bar.maximum() > 0, "the log should need scrolling for this test"
    assert bar.value() == bar.maximum()
    window.text_size.set_level("huge")
    idle()
    assert bar.value() == bar.maximum()


@pytest.mark.slow
def test_after_the_win_the_board_stays_and_space_offers_a_new_game(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=60_000)
    for _player, dice in TURNS:
        press(window, dice)
    assert window.play.panel.end.isVisible() and window.play.celebration.showing
    window.play.set_active(True)  # the Play room's keys
    window.play.panel.status.clear()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    assert window.play.panel.status.text().startswith("Game completed: X has won")
    prompter.script("new_game", None)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # the New Game dialog (cancelled here)
    assert prompter.asked[-1][0] == "new_game"
    assert window.play.playing and window.play.panel.end.isVisible()


@pytest.mark.slow
def test_new_game_offers_the_last_games_players(make_window, prompter) -> None:
    window = make_window(BOARD)
    family = [Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6"), Seat("Cleo", "#2a9d48")]
    start_game(window, prompter, players=family)
    prompter.script("confirm", True)
    window.play.end_game()
    prompter.script("new_game", None)
    window.play.new_game()
    assert prompter.asked[-1][1][2] == family  # the same people (none played by the computer)
    later = make_window(Board(10, 10))  # the next run (the same settings file)
    prompter.script("new_game", None)
    later.play.new_game()
    assert prompter.asked[-1][1][2] == family


@pytest.mark.slow
def test_the_dice_of_an_unfinished_turn_survive_a_crash(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [3])  # X's turn
    press(window, [6])  # Y threw a 6 and is about to throw again
    crash(window)
    later = make_window(Board(10, 10))
    prompter.script("offer_back", "restore")
    assert later.play.offer_resume()
    assert later.play.controller.pending == [6]
    assert later.play.panel.dice.turn_text.text() == "6 — throw again"
    press(later, [2])
    assert log_results(later)[-1] == "Y,9,X,CONTINUE"


def test_leaving_a_game_gives_back_the_edit_windows_size(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD, size=None)
    qtbot.waitUntil(lambda: window.started, timeout=60_000)
    before = window.size()
    start_game(window, prompter, players=PLAYERS, rules=Rules())
    prompter.script("confirm", True)
    window.play.end_game()
    idle()
    assert window.size() == before


def test_resuming_a_finished_game_says_who_won(make_window) -> None:
    from snl_desktop.core import SnakeAndLadderGame
    from snl_desktop.core.files.games import GameRecord

    game = SnakeAndLadderGame.from_board(Board(2, 3), ["Ana", "Ben"])
    game.play("Ana", [5])
    window = make_window(Board(4, 4))
    window.play.resume(GameRecord.from_game(game, ["#e63946", "#1d6fd6"]), "won.snlgame")
    assert window.statusBar().currentMessage() == "Resumed won.snlgame: Ana has already won"
    assert window.play.panel.end.isVisible()


@pytest.mark.slow
def test_declining_to_resume_keeps_the_game_for_a_later_start(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [3])
    crash(window)
    later = make_window(Board(10, 10))
    prompter.script("offer_back", "later")  # "Not Now"
    assert not later.play.offer_resume() and not later.play.playing
    assert "Unfinished Games" in prompter.asked[-1][1][2]  # the question says where it stays
    third = make_window(Board(10, 10))
    prompter.script("offer_back", "restore")
    assert third.play.offer_resume()  # still there at the next start
    assert log_results(third) == ["X,4,Y,CONTINUE"]


@pytest.mark.slow
def test_the_end_panels_save_game_button_saves_the_won_game(make_window, prompter, tmp_path) -> None:
    from snl_desktop.core.files.games import load_game

    window = make_window(BOARD)
    start_game(window, prompter)
    for _player, dice in TURNS:
        press(window, dice)
    end = window.play.panel.end
    assert end.isVisible()
    path = tmp_path / "won.snlgame"
    prompter.script("save_path", path)
    end.save_game.click()
    assert load_game(path).replay().get_winner() == "X"


@pytest.mark.slow
def test_the_offer_to_resume_counts_the_turns_in_words(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [3])
    crash(window)
    later = make_window(Board(10, 10))
    prompter.script("offer_back", "later")
    later.play.offer_resume()
    question = prompter.asked[-1][1][1]
    assert question.startswith("A game of X, Y on an untitled board was not finished (1 turn played), saved today ")
