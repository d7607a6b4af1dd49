"""The family with computer players, by real input only: a child against the computer (Ctrl+G,
the name typed, a click on "Play against the computer", Enter, then Space for each of the
child's throws) and a demo of four computer players started from the real dialog, both to a win."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from helpers.keys import answer_modal, click, press, type_text
from helpers.new_game import against_the_computer
from helpers.play import log_results
from snl_desktop.core import Board

SMALL = Board(3, 3)  # nine squares: a game is won in a few throws


def four_computers(dialog: QDialog) -> None:
    dialog.count.setFocus()
    dialog.count.selectAll()
    type_text("4")
    for box in dialog.computers[:4]:
        click(box)  # a real click on each "Computer" box


def test_a_child_against_the_computer(journey, qtbot):
    window = journey(SMALL)
    answer_modal(["Return"], against_the_computer("Mia"))
    press("Ctrl+G")
    controller = window.play.controller
    assert list(controller.game.players) == ["Mia", "Computer"] and controller.computers == {"Computer"}
    game = controller.game
    while not game.finished:
        qtbot.waitUntil(lambda: game.finished or (game.current_player == "Mia" and not controller.busy), timeout=60_000)
        if not game.finished:
            window.view.setFocus()
            press("Space")  # Mia throws the app's die
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert {turn.player for turn in game.history} == {"Mia", "Computer"}
    assert log_results(window)[-1] == "WIN"
    assert window.play.panel.end.title.text() == f"★ {game.get_winner()} wins! ★"


def test_four_computer_players_play_a_demo_game(journey, qtbot):
    window = journey(SMALL)
    answer_modal(["Return"], four_computers)
    press("Ctrl+G")
    controller = window.play.controller
    assert len(controller.game.players) == 4 and controller.computers == set(controller.game.players)
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    assert log_results(window)[-1] == "WIN" and window.play.panel.end.isVisible()
    seats = list(controller.game.players)
    assert [turn.player for turn in controller.game.history[:3]] == seats[:3]  # they take turns in order
