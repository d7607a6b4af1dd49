"""The family in the Play room, by real keys only (issue 24): one person against the computer
to the win (Space opens New Game when there is no game, Enter accepts, Space rolls), the speed
changed mid-walk leaves no error dialog and nothing in the log, and Ctrl+S writes a `.snlgame`
that reopens. Written against the shell's rooms (`window.show_room(Room.PLAY)`)."""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QApplication, QMessageBox

from helpers.keys import answer_modal, idle, press
from helpers.new_game import against_the_computer, fill_in_players
from snl_desktop.core import Board
from snl_desktop.core.files.games import load_game
from snl_desktop.ui.kit.rooms import Room

SMALL = Board(3, 3)  # nine squares: a game is won in a few throws
LONG = Board(10, 10)


def in_play_room(window) -> None:
    window.show_room(Room.PLAY)
    idle()
    window.view.setFocus()


def test_one_person_against_the_computer_to_the_win_by_keys(journey, qtbot):
    window = journey(SMALL)
    in_play_room(window)
    assert window.play.controller is None
    answer_modal(["Return"], against_the_computer("Mia"))
    press("Space")  # no game: Space opens New Game; Enter starts it
    controller = window.play.controller
    assert controller is not None and list(controller.game.players) == ["Mia", "Computer"]
    game = controller.game
    while not game.finished:
        qtbot.waitUntil(lambda: game.finished or (game.current_player == "Mia" and not controller.busy), timeout=60_000)
        if not game.finished:
            window.view.setFocus()
            press("Space")  # Mia throws the app's die
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert window.play.panel.results()[-1] == "WIN"
    assert window.play.panel.end.title.text() == f"★ {game.get_winner()} wins! ★"


def test_speed_changed_mid_walk_leaves_no_error(journey, qtbot, caplog):
    window = journey(LONG, play={"step_ms": 150, "jump_ms": 150})
    in_play_room(window)
    answer_modal(["Return"], against_the_computer("Mia"))
    press("Space")
    controller = window.play.controller
    with caplog.at_level(logging.WARNING):
        press("6")
        press("5")  # 1 → 12: a long walk
        assert controller.busy
        window.play.pace.speed_actions["instant"].trigger()
        window.play.pace.speed_actions["slow"].trigger()
        qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
        idle()
    assert not any(isinstance(w, QMessageBox) and w.isVisible() for w in QApplication.topLevelWidgets())
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert controller.positions()["Mia"] == 12


def test_ctrl_s_in_a_game_writes_a_game_that_reopens(journey, qtbot, tmp_path):
    window = journey(LONG)
    in_play_room(window)
    answer_modal(["Return"], against_the_computer("Mia"))
    press("Space")
    controller = window.play.controller
    press("4")
    qtbot.waitUntil(lambda: controller.game.current_player == "Mia" and not controller.busy, timeout=60_000)
    path = tmp_path / "evening.snlgame"
    window.prompter.paths.append(path)
    press("Ctrl+S")
    record = load_game(path)
    assert len(record.turns) == 2 and record.players[1].computer
    later = journey(LONG)
    later.play.resume(record, path.name)
    assert later.play.controller.positions() == controller.positions()


TEN = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jo"]


def test_ten_players_at_1024_by_700(journey, qtbot):
    """Ten players typed into the real New Game dialog in a 1024×700 window: every card shows
    whole inside the panel, the window stays 1024×700, and the board stays whole on screen as
    the family throws (the tokens' sizes on a shared square: tests/ui/play/test_tokens_layout)."""
    window = journey(LONG)
    window.resize(1024, 700)
    in_play_room(window)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 700), timeout=60_000)

    answer_modal(["Return"], fill_in_players(TEN))
    press("Space")  # no game: Space opens New Game
    controller = window.play.controller
    assert controller is not None and list(controller.game.players) == TEN
    for _ in range(12):
        window.view.setFocus()
        press("Space")
        qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    idle()
    assert window.size().toTuple() == (1024, 700)
    panel = window.play.panel
    cards = panel.cards.shown()
    assert [card.face.name for card in cards] == TEN
    viewport = panel.container.viewport()
    for card in cards:
        top_left = card.mapTo(viewport, card.rect().topLeft())
        bottom = card.mapTo(viewport, card.rect().bottomLeft())
        assert card.isVisible() and top_left.y() >= 0 and bottom.y() < viewport.height(), card.face.name
    view = window.view
    board = view.mapFromScene(window.scene.geometry.rect).boundingRect()
    assert view.viewport().rect().contains(board)
