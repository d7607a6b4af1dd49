"""Play mode at its edges, each case kept from coming back: the board a game is drawn on, the
lock during a game, dice during the app's tumble, the dock layout, the log after a take back,
tokens of many players, input during a move."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from helpers.autosave import crash
from helpers.play import BOARD, PLAYERS, press, start_game
from snl_desktop.core import Board, Rules, SnakeAndLadderGame
from snl_desktop.core.files.games import GameRecord, save_game
from snl_desktop.core.game import Seat
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.solver.overlay import HeatMapLayer, MarkItem


def test_a_new_game_after_resuming_another_boards_game_shows_the_document_board(make_window, prompter, tmp_path):
    window = make_window(BOARD)
    other = Board.from_lists(snakes=["30,2", "45,5"], ladders=["4,70"])
    game = SnakeAndLadderGame.from_board(other, ["X", "Y"])
    game.play("X", [2])
    path = tmp_path / "other.snlgame"
    save_game(path, GameRecord.from_game(game, ["#e63946", "#1d6fd6"]))
    prompter.script("open_path", path)
    assert window.play.session.open_game() and window.scene.board == other
    prompter.script("confirm", True)
    start_game(window, prompter)
    assert window.scene.board == BOARD  # the board the new game is played on
    press(window, [3])
    assert window.play.controller.positions()["X"] == 4


def test_nothing_can_change_the_board_under_a_game(make_window, prompter, tmp_path):
    window = make_window(BOARD)
    window.document.apply(BOARD.with_jump(3, 22), "a ladder")
    window.solver_panel.heat_map.setChecked(True)
    start_game(window, prompter)
    assert not window.undo_view.isEnabled()
    assert not window.solver_panel.isEnabled() and window.solver_panel.overlay is None
    assert not [i for i in window.scene.items() if isinstance(i, (MarkItem, HeatMapLayer))]
    prompter.script("save_path", tmp_path / "saved.snl")
    assert window.files.save_as()  # allowed: it does not change the board
    assert not window.recent.menu.isEnabled() and not window.board_actions.revert.isEnabled()


@pytest.mark.slow
def test_dice_during_the_tumble_are_refused(make_window, prompter, qtbot):
    window = make_window(BOARD, play={"tumble_ms": 300})
    controller = start_game(window, prompter)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.play.panel.dice.rolling
    qtbot.keyClick(window, Qt.Key.Key_3)
    assert "rolling" in window.play.panel.status.text()
    assert controller.game.history == []
    prompter.script("confirm", True)  # end the game in progress
    prompter.script("new_game", (PLAYERS, Rules()))
    dice = window.play.panel.dice
    with qtbot.assertNotEmitted(dice.die_entered, wait=window.play.die.tumble_ms + 200):
        assert window.play.new_game()  # a new game while the die tumbles: its result is dropped
        assert not window.play.die.rolling  # the tumble is stopped: no result can come, however slow the machine
    assert window.play.controller.game.history == [] and window.play.controller.pending == []


@pytest.mark.slow
def test_closing_during_a_game_keeps_the_editing_layout(make_window, prompter, qtbot):
    window = make_window(BOARD)
    start_game(window, prompter)
    prompter.script("confirm", True)
    window.close()  # a game in progress (it stays autosaved)
    later = make_window(Board(10, 10))
    qtbot.waitUntil(lambda: later.started)  # the game dock comes just after the first paint
    docks = {d.objectName(): d for d in later.findChildren(QDockWidget)}
    assert not docks["game"].isVisible()
    assert docks["matrix"].isVisible() or docks["solver"].isVisible()


@pytest.mark.slow
def test_leaving_the_play_room_never_loses_the_game(make_window, prompter, qtbot):
    window = make_window(BOARD, play={"step_ms": 200})
    controller = start_game(window, prompter)
    press(window, [4])
    assert controller.busy  # X's token walks
    window.show_room(Room.DESIGN)
    window.play.leave_room()  # the walk ends at once, the game is kept and autosaved
    assert not controller.busy and controller.positions() == {"X": 5, "Y": 1}
    assert window.play.tokens.tokens == {} and window.play.table.banner.scene() is None
    assert window.scene.board is window.document.board
    assert window.play.autosave_path.exists()
    window.show_room(Room.PLAY)
    window.play.enter_room()
    assert window.play.tokens.tokens["X"].pos() == window.scene.geometry.centre(5)
    press(window, [2])  # Y plays on
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert controller.positions() == {"X": 5, "Y": 3}


def test_take_back_removes_the_turn_from_the_log(make_window, prompter):
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [3])
    press(window, [4])
    prompter.script("confirm", True)
    assert window.play.take_back()
    press(window, [2])
    assert window.play.panel.results() == ["X,4,Y,CONTINUE", "Y,3,X,CONTINUE"]


def test_a_rematch_does_not_hear_the_old_games_end(make_window, prompter):
    window = make_window(BOARD)
    start_game(window, prompter)
    g = window.play.controller.game
    g._positions["X"] = 95  # a shortcut to a winning throw
    press(window, [5])
    window.play.panel.end.rematch.click()
    press(window, [3])  # the rematch's first turn: the old game's end is not shown again
    assert not window.play.panel.end.isVisible() and not window.play.celebration.showing
    assert window.play.controller.positions()["X"] == 4


def test_a_completed_turns_dice_stay_on_show(make_window, prompter):
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [6, 6, 3])
    assert window.play.panel.dice.turn_text.text() == "6 + 6 + 3 = 15"
    assert window.play.panel.dice.die_view.face == 3  # the one die shows the last face
    press(window, [6, 6, 6])
    assert window.play.panel.dice.turn_text.text() == "three sixes — turn lost"


def test_ten_tokens_on_one_square_do_not_overlap(make_window, prompter):
    window = make_window(BOARD)
    players = [Seat(f"P{i}", "#123456") for i in range(10)]
    start_game(window, prompter, players=players, rules=Rules(start="off-board"))
    tokens = list(window.play.tokens.tokens.values())
    square = window.scene.geometry.square_rect(0)
    for i, a in enumerate(tokens):
        assert square.contains(a.pos())
        for b in tokens[i + 1 :]:
            gap = math.dist(a.pos().toTuple(), b.pos().toTuple())
            assert gap >= a.radius + b.radius, (a.name, b.name, gap)


@pytest.mark.slow
def test_keys_during_a_move_say_why_nothing_happened(make_window, prompter, qtbot):
    window = make_window(BOARD, play={"step_ms": 200})
    controller = start_game(window, prompter)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    press(window, [5])
    assert controller.busy
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert "still moving" in window.play.panel.status.text() and "not thrown" in window.play.panel.status.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Nothing was taken back" in window.play.panel.status.text()
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)


def test_a_walk_ending_on_a_ladder_with_an_instant_jump(make_window, prompter, qtbot):
    window = make_window(Board.from_lists(ladders=["4,40"]), play={"step_ms": 30, "jump_ms": 0})
    controller = start_game(window, prompter)
    press(window, [3])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert controller.positions()["X"] == 40


def test_large_text_makes_the_turn_bigger_too(make_window, prompter):
    window = make_window(BOARD)
    start_game(window, prompter)
    before = window.play.panel.turn_label.font().pixelSize()
    window.text_size.set_level("large")
    assert window.play.panel.turn_label.font().pixelSize() >= before * 1.35


@pytest.mark.slow
def test_a_damaged_autosave_is_reported_and_a_game_without_turns_is_not_kept(make_window, prompter, tmp_path):
    window = make_window(BOARD)
    start_game(window, prompter)
    assert not window.play.autosave_path.exists()  # nobody has thrown yet
    press(window, [2])
    assert window.play.autosave_path.exists()
    window.play.autosave_path.write_text("{ damaged", "utf-8")
    crash(window)
    later = make_window(Board(10, 10))
    assert not later.play.offer_resume()
    assert prompter.errors and prompter.errors[-1][0] == "Cannot resume the unfinished game"
    kept = list((tmp_path / "autosave" / "damaged").iterdir())  # set aside, never deleted
    assert [p.read_text("utf-8") for p in kept] == ["{ damaged"]
    assert str(kept[0]) in prompter.errors[-1][1]
