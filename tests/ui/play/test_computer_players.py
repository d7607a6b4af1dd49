"""Computer players: a seat the app plays throws the app's die by itself after a short pause,
with the same tumble, walk and log as anyone; people cannot throw for it but can take back a
turn of theirs; saved games remember which seats the computer plays, and resume them."""

from __future__ import annotations

import json

import pytest

from helpers.play import BOARD, log_results, press, start_game
from snl_desktop.core import Board, Rules
from snl_desktop.core.files.games import load_game
from snl_desktop.ui.play.new_game_dialog import NewGameDialog
from snl_desktop.ui.play.seats import Seat

ANA_VS_COMPUTER = [Seat("Ana", "#e63946"), Seat("Computer", "#1d6fd6", True)]
FOUR_COMPUTERS = [
    Seat(f"Bot {i}", colour, True) for i, colour in enumerate(["#e63946", "#1d6fd6", "#2a9d48", "#f4b400"])
]


def test_the_computer_throws_by_itself_after_the_person(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter, ANA_VS_COMPUTER)
    press(window, [3])
    qtbot.waitUntil(lambda: len(controller.game.history) == 2, timeout=60_000)  # the computer's turn, played
    assert controller.game.history[1].player == "Computer"
    assert log_results(window)[0] == "Ana,4,Computer,CONTINUE"
    assert log_results(window)[1].startswith("Computer,")
    assert controller.game.current_player == "Ana"
    assert window.play.panel.dice.face_buttons[1].isEnabled()  # Ana's turn again: her dice


@pytest.mark.slow
def test_one_person_against_the_computer_plays_to_a_win(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter, ANA_VS_COMPUTER)
    game = controller.game
    while not game.finished:
        qtbot.waitUntil(lambda: game.finished or (game.current_player == "Ana" and not controller.busy), timeout=60_000)
        if not game.finished:
            window.play.panel.dice.roll()  # Ana throws the app's die
    assert game.get_winner() in ("Ana", "Computer")
    assert {turn.player for turn in game.history} == {"Ana", "Computer"}


@pytest.mark.slow
def test_four_computers_play_a_whole_game_by_themselves(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter, FOUR_COMPUTERS)
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    assert {turn.player for turn in controller.game.history} == {s.name for s in FOUR_COMPUTERS}
    assert log_results(window)[-1] == "WIN" and window.play.panel.end.isVisible()


def test_a_person_cannot_throw_for_the_computer(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD, play={"computer_ms": 60_000})  # the computer waits a long time
    controller = start_game(window, prompter, ANA_VS_COMPUTER)
    press(window, [3])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert controller.game.current_player == "Computer"
    assert not window.play.panel.dice.face_buttons[4].isEnabled()
    assert controller.enter_die(4) is None  # a key pressed for the computer
    assert "the computer throws for Computer" in window.play.panel.status.text()
    assert window.play.panel.turn_label.text() == "Computer's turn (the computer throws)"


def test_take_back_undoes_the_persons_turn_and_the_computers_after_it(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter, ANA_VS_COMPUTER)
    press(window, [3])
    qtbot.waitUntil(lambda: len(controller.game.history) == 2 and not controller.busy, timeout=60_000)
    taken = controller.take_back()
    assert taken is not None and taken.player == "Ana"
    assert controller.game.history == [] and controller.game.current_player == "Ana"
    assert controller.game.get_player_position("Computer") == 1 and log_results(window) == []


@pytest.mark.slow
def test_a_saved_game_remembers_the_computer_and_resuming_lets_it_play(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(BOARD, play={"computer_ms": 60_000})
    start_game(window, prompter, ANA_VS_COMPUTER)
    press(window, [3])  # now the computer's turn, not yet played
    path = tmp_path / "night.snlgame"
    prompter.script("save_path", path)
    assert window.play.session.save_game()
    players = json.loads(path.read_text("utf-8"))["players"]
    assert players == [{"id": "Ana", "colour": "#e63946"}, {"id": "Computer", "colour": "#1d6fd6", "computer": True}]
    later = make_window(Board(10, 10))
    later.play.resume(load_game(path), path.name)
    resumed = later.play.controller
    qtbot.waitUntil(lambda: len(resumed.game.history) == 2, timeout=60_000)  # the computer played on
    assert resumed.game.history[1].player == "Computer" and resumed.game.current_player == "Ana"


def test_play_against_the_computer_in_the_new_game_dialog(app) -> None:
    dialog = NewGameDialog(
        Rules(), "a board", players=[Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6"), Seat("Cleo", "#2a9d48")]
    )
    dialog.against_computer.click()
    assert dialog.players() == [Seat("Ana", "#e63946", animal="cat"), Seat("Computer", "#1d6fd6", True, "dog")]  # fresh
    dialog.names[1].setText("Player 2")
    dialog.against_computer.click()
    assert [seat.name for seat in dialog.players()] == ["Ana", "Computer"]
    dialog.computers[0].setChecked(True)
    assert all(seat.computer for seat in dialog.players())  # a demo: the computer plays every seat


@pytest.mark.slow
def test_the_controller_throws_the_computers_die_itself(make_window, qtbot) -> None:
    import random

    from snl_desktop.core import SnakeAndLadderGame
    from snl_desktop.ui.play.controller import GameController
    from snl_desktop.ui.play.die import AppDie
    from snl_desktop.ui.play.tokens import TokenLayer

    window = make_window(BOARD)
    seats = FOUR_COMPUTERS[:2]
    game = SnakeAndLadderGame.from_board(BOARD, [seat.name for seat in seats])
    die = AppDie(random.Random(3), tumble_ms=0)
    controller = GameController(game, seats, TokenLayer(window.scene, 0, 0), die, computer_ms=0)  # no dice panel
    controller.start()
    qtbot.waitUntil(lambda: game.finished and not controller.busy, timeout=60_000)
    assert not controller.roll()  # after the win, nobody throws
    controller.detach()
