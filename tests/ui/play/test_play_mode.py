"""Play mode: games played through the dice buttons reproduce the turn engine
exactly; extra throws, three sixes, take-backs, input during a move, save and resume, the
winner, and the board locked while a game is on."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from helpers.autosave import crash
from helpers.mouse import drag
from helpers.play import BOARD, PLAYERS, TURNS, log_results, press, start_game
from snl_desktop.core import Board, Rules, SnakeAndLadderGame, solution
from snl_desktop.core.files.games import GameRecord, save_game
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.play.seats import Seat


@pytest.mark.slow
def test_a_whole_game_through_the_dice_buttons_matches_the_engine(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    reference = SnakeAndLadderGame(["X", "Y"], ["80,60"], ["94,100"])
    expected = [reference.play_turn(player, dice) for player, dice in TURNS]
    assert expected[-1] == "WIN" and expected[0] == "X,18,Y,CONTINUE"
    for _player, dice in TURNS:
        press(window, dice)
    assert log_results(window) == expected
    end = window.play.panel.end
    assert end.isVisible() and end.title.text() == "★ X wins! ★"  # in the dock, not a dialog
    assert window.play.playing  # the final board stays on show until the family chooses
    end.back.click()
    assert not window.play.playing  # "Back to editing" was chosen
    assert window.play.panel.log.count() == 0


@pytest.mark.slow
def test_the_winner_is_celebrated_and_further_dice_say_game_completed(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    original = window.play.controller
    for _player, dice in TURNS[:-1]:
        press(window, dice)
    game = original.game
    press(window, TURNS[-1][1])
    window.play.panel.end.rematch.click()
    # the rematch has started; the finished game answers the engine's way
    assert game.get_winner() == "X"
    assert game.play_turn("Y", [3]) == "GAME COMPLETED"
    assert window.play.playing and window.play.controller is not original
    assert window.play.controller.positions() == {"X": 1, "Y": 1}
    assert [seat.name for seat in PLAYERS] == list(window.play.controller.game.players)


@pytest.mark.slow
def test_after_the_win_the_dice_panel_says_game_completed(make_window, prompter) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter)
    for _player, dice in TURNS:
        press(window, dice)
    prompter.script("new_game", None)  # the new-game dialog is cancelled: the won game stays
    window.play.panel.end.new_game.click()
    assert prompter.asked[-1][1][2] == PLAYERS  # the dialog offers the same players
    assert controller.game.finished and window.play.celebration.showing
    assert "★ X wins! ★" == window.play.celebration.banner.text
    assert not window.play.panel.dice.face_buttons[3].isEnabled()
    controller.enter_die(3)
    assert window.play.panel.status.text().startswith("Game completed: X has won")


def test_a_six_asks_the_same_player_again_and_three_sixes_lose_the_turn(make_window, prompter) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter)
    panel = window.play.panel
    press(window, [6])
    assert panel.dice.turn_text.text() == "6 — throw again"
    assert panel.turn_label.text() == "X's turn" and panel.log.count() == 0
    press(window, [6])
    assert panel.dice.turn_text.text() == "6 + 6 — throw again"
    press(window, [6])
    assert log_results(window) == ["X,1,Y,CONTINUE"]
    assert "three sixes" in panel.log.item(0).text()
    assert panel.turn_label.text() == "Y's turn"
    press(window, [6, 3])
    assert log_results(window)[-1] == "Y,10,X,CONTINUE"
    assert controller.positions() == {"X": 1, "Y": 10}


@pytest.mark.slow
def test_dice_during_a_move_are_refused_not_doubled(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD, play={"step_ms": 150})
    controller = start_game(window, prompter)
    dice = window.play.panel.dice
    dice.face_buttons[4].click()
    assert controller.busy and not dice.face_buttons[4].isEnabled()  # the button is disabled
    dice.face_buttons[4].click()  # a double click: ignored
    controller.enter_die(4)  # a key press arriving anyway: refused, and said so
    assert "still moving" in window.play.panel.status.text()
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert log_results(window) == ["X,5,Y,CONTINUE"]
    assert controller.positions() == {"X": 5, "Y": 1}
    assert window.play.tokens.tokens["X"].pos() == window.scene.geometry.centre(5)


@pytest.mark.slow
def test_save_mid_game_reopen_and_finish_the_same_way(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    for _player, dice in TURNS[:5]:
        press(window, dice)
    saved = tmp_path / "family.snlgame"
    prompter.script("save_path", saved)
    assert window.play.session.save_game()
    prompter.script("confirm", True)  # end the game in progress
    assert window.play.end_game() and not window.play.playing
    prompter.script("open_path", saved)
    assert window.play.session.open_game()
    assert window.play.controller.positions() == {"X": 52, "Y": 3}
    assert window.play.panel.turn_label.text() == "Y's turn"
    for _player, dice in TURNS[5:]:
        press(window, dice)
    reference = SnakeAndLadderGame(["X", "Y"], ["80,60"], ["94,100"])
    assert log_results(window) == [reference.play_turn(p, d) for p, d in TURNS]
    assert window.play.panel.end.isVisible()


def test_a_tampered_game_file_is_refused_and_nothing_changes(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    game = SnakeAndLadderGame.from_board(BOARD, ["X", "Y"])
    game.play("X", [3])
    path = tmp_path / "tampered.snlgame"
    save_game(path, GameRecord.from_game(game, ["#e63946", "#1d6fd6"]))
    doc = json.loads(path.read_text("utf-8"))
    doc["turns"][0]["dice"] = [7]
    path.write_text(json.dumps(doc), "utf-8")
    prompter.script("open_path", path)
    assert not window.play.session.open_game()
    assert not window.play.playing
    title, message = prompter.errors[-1]
    assert title == "Cannot open game" and "turn 1" in message and "7" in message
    assert "\n" not in message.split(": ", 1)[1]


def test_the_board_is_locked_while_a_game_is_on(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    before = window.document.board
    drag(window, 3, 22)
    assert window.document.board == before
    assert "locked" in window.statusBar().currentMessage()
    assert not window.size_bar.isEnabled()
    assert window.matrix_panel.editor.isReadOnly()
    assert not window.board_actions.new.isEnabled() and not window.board_actions.undo.isEnabled()
    assert not window.solver_panel.play_action.isEnabled()
    prompter.script("confirm", False)  # going back to Edit asks first: "no" keeps playing
    assert not window.play.end_game() and window.play.playing
    prompter.script("confirm", True)
    assert window.play.end_game()
    drag(window, 3, 22)  # the game is over, but this is still the Play room
    assert window.document.board == before
    window.show_room(Room.DESIGN)
    drag(window, 3, 22)
    assert window.document.board.jumps.get(3) == 22


def test_ctrl_z_takes_back_a_turn_after_asking(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter)
    press(window, [5])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    prompter.script("confirm", False)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.positions()["X"] == 6  # "no": nothing taken back
    prompter.script("confirm", True)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.positions() == {"X": 1, "Y": 1}
    assert window.play.panel.turn_label.text() == "X's turn"
    assert "Take back X's last turn?" in prompter.asked[-1][1][1]


def test_keys_space_and_one_to_six_throw_dice(make_window, prompter, qtbot) -> None:
    import random

    window = make_window(BOARD)
    controller = start_game(window, prompter)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_4)
    assert controller.positions()["X"] == 5
    rolled = random.Random(909).randint(1, 6)  # the injected die of the test window
    assert rolled != 6  # (a 6 would wait for another throw)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert log_results(window)[-1] == f"Y,{1 + rolled},X,CONTINUE"
    assert controller.positions()["Y"] == 1 + rolled


def test_tokens_share_a_square_side_by_side_and_follow_the_engine(make_window, prompter) -> None:
    window = make_window(BOARD)
    controller = start_game(
        window, prompter, players=[Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6"), Seat("Cy", "#2a9d48")]
    )
    tokens = window.play.tokens.tokens
    positions = {tokens[name].pos().toTuple() for name in ("Ana", "Ben", "Cy")}
    assert len(positions) == 3  # three tokens on square 1, none on top of another
    press(window, [2, 2])
    square = window.scene.geometry.square_rect(3)
    assert controller.positions() == {"Ana": 3, "Ben": 3, "Cy": 1}
    assert square.contains(tokens["Ana"].pos()) and square.contains(tokens["Ben"].pos())
    assert tokens["Ana"].pos() != tokens["Ben"].pos()


@pytest.mark.slow
def test_an_unfinished_game_is_autosaved_and_offered_at_the_next_start(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [3])
    press(window, [4])
    assert window.play.autosave_path.exists()
    crash(window)
    later = make_window(Board(10, 10))
    prompter.script("offer_back", "restore")
    assert later.play.offer_resume()
    assert later.play.controller.positions() == {"X": 4, "Y": 5}
    assert later.scene.board == BOARD


def test_the_hint_shows_the_fewest_throws_from_each_players_square(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    window.play.panel.hint.setChecked(True)
    cards = window.play.panel.cards.cards
    assert cards[0].face.hint == str(solution(BOARD, Rules(), 1).min_rolls)
    press(window, [6, 6, 5])
    assert cards[0].face.square == 18
    assert cards[0].face.hint == str(solution(BOARD, Rules(), 18).min_rolls)


def test_tokens_are_labelled_so_default_players_differ() -> None:
    from snl_desktop.ui.play.tokens import token_label, token_labels

    assert [token_label(n) for n in ("Ana", "Player 2", "Player 10", "bo")] == ["An", "P2", "P10", "Bo"]
    assert token_labels(["Ana", "Alex"]) == ["An", "Al"]  # a family's names that start alike
    assert token_labels(["Ann", "Anna", "ANNE"]) == ["An", "Aa", "Ae"]
    assert len(set(token_labels([f"Player {i}" for i in range(1, 11)]))) == 10
    assert token_labels(["Bo", "bo!", "B.O."]) == ["Bo", "B2", "B3"]  # no letters left: the seat number


def test_text_size_and_full_screen_for_the_family_table(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    panel = window.play.panel
    normal = panel.turn_label.font().pixelSize()
    window.text_size.set_level("huge")
    assert panel.turn_label.font().pixelSize() >= normal * 1.8
    width = panel.width()
    window.text_size.set_level("normal")
    assert panel.turn_label.font().pixelSize() == normal and panel.width() == width  # the board keeps its room
    full_screen = next(a for a in window.menus.game.actions() if a.text() == "&Full Screen")  # the window's, here too
    assert full_screen is window.full_screen.action
    full_screen.trigger()
    qtbot.waitUntil(window.isFullScreen)
    full_screen.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_the_new_game_dialog_refuses_names_that_would_break_a_game(app) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from snl_desktop.ui.play.new_game_dialog import NewGameDialog, check_names

    assert check_names(["Ana", "Ben"]) == ""
    assert "differ" in check_names(["Ana", "ana "])
    assert "comma" in check_names(["Ana, Jr", "Ben"])
    assert "needs a name" in check_names(["Ana", "  "])
    dialog = NewGameDialog(Rules(overshoot="bounce"), "a board")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.count.setValue(3)
    assert ok.isEnabled() and [seat.name for seat in dialog.players()] == ["Player 1", "Player 2", "Player 3"]
    assert len({seat.colour for seat in dialog.players()}) == 3  # distinct default colours
    dialog.names[2].setText("Player 1")
    assert not ok.isEnabled() and "differ" in dialog.error.text()
    dialog.names[2].setText("Cleo")
    assert ok.isEnabled()
    assert dialog.rules() == Rules(overshoot="bounce")  # defaults: the board's rules
    dialog.deleteLater()


def test_a_saved_game_resumes_in_play_mode_with_its_pending_dice(make_window, tmp_path) -> None:
    from snl_desktop.core import SnakeAndLadderGame
    from snl_desktop.core.files.games import GameRecord

    game = SnakeAndLadderGame.from_board(BOARD, ["Ana", "Ben"])
    game.play("Ana", [2])
    record = GameRecord.from_game(game, ["#e63946", "#1d6fd6"], "Family night", pending=[6])
    window = make_window(Board(4, 4))
    window.play.resume(record, "night.snlgame")
    assert window.play.playing
    assert window.play.controller.positions()["Ana"] == BOARD.jumps.get(3, 3)
    assert window.play.controller.pending == [6]
    assert window.statusBar().currentMessage() == "Resumed night.snlgame: Ben's turn"
