"""Issue 24's game defects, each as the family met it: Ctrl+S saves the game (2), Take Back
says whose turns it undoes (3), the "Wait" message goes when the token stops (4), one die
picture (5), the New Game dialog's width, computer seat, recent families and house rules (6),
the unfinished game's question and the Unfinished Games menu (7), Full Screen's tick and the
Save Game folder (8)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QStandardPaths
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu

from helpers.autosave import crash
from helpers.play import BOARD, press, start_game
from snl_desktop.core import Rules
from snl_desktop.core.files.games import load_game
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.play.new_game_dialog import NewGameDialog
from snl_desktop.ui.play.seats import Seat, recent_families, remember_players

LILY_AND_BOTS = [Seat("Lily", "#e63946"), Seat("Robo", "#1d6fd6", True), Seat("Bot", "#2a9d48", True)]


def in_play_room(window) -> None:
    window.show_room(Room.PLAY)
    window.play.enter_room()
    window.play.set_active(True)


def file_action(window, keys: QKeySequence) -> QAction:
    """The enabled action of the Play room's File menu that ``keys`` trigger."""
    for item in window.play.file_actions():
        if isinstance(item, QAction) and item.isEnabled() and keys in item.shortcuts():
            return item
    raise AssertionError(f"no enabled action for {keys.toString()}")


def test_ctrl_s_in_a_game_saves_the_game(make_window, prompter, tmp_path) -> None:  # defect 2
    window = make_window(BOARD)
    start_game(window, prompter)
    in_play_room(window)
    press(window, [4])
    path = tmp_path / "ours.snlgame"
    prompter.script("save_path", path)
    file_action(window, QKeySequence(QKeySequence.StandardKey.Save)).trigger()
    assert len(load_game(path).turns) == 1 and path.suffix == ".snlgame"
    texts = [item.text() for item in window.play.file_actions() if isinstance(item, QAction)]
    assert "&Open Game…" in texts and "&Save Game" in texts


def test_take_back_names_every_turn_it_undoes(make_window, prompter, qtbot) -> None:  # defect 3
    window = make_window(BOARD)
    controller = start_game(window, prompter, LILY_AND_BOTS)
    press(window, [3])
    qtbot.waitUntil(lambda: controller.game.current_player == "Lily" and not controller.busy, timeout=60_000)
    players = QLocale().createSeparatedList(["Bot", "Robo", "Lily"])  # "Bot, Robo and Lily" in English
    assert controller.take_back_question() == f"Take back the last 3 turns, by {players}?"
    prompter.script("confirm", True)
    assert window.play.take_back()
    assert controller.game.history == [] and controller.game.current_player == "Lily"


@pytest.mark.slow
def test_the_wait_message_goes_when_the_token_stops(make_window, prompter, qtbot) -> None:  # defect 4
    window = make_window(BOARD, play={"step_ms": 120})
    controller = start_game(window, prompter, rules=Rules(move_each_throw=True))
    press(window, [6])  # walks now, then X throws again
    assert controller.busy
    controller.enter_die(3)
    assert "still moving" in window.play.panel.status.text()
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert "Wait" not in window.play.panel.status.text()


def test_one_die_picture_shows_the_last_face_whoever_threw_it(make_window, prompter, qtbot) -> None:  # defect 5
    window = make_window(BOARD)
    controller = start_game(window, prompter, [Seat("Bot", "#1d6fd6", True), Seat("Ana", "#e63946")])
    qtbot.waitUntil(lambda: controller.game.current_player == "Ana" and not controller.busy, timeout=60_000)
    thrown = controller.game.history[-1].dice[-1]
    die = window.play.panel.dice.die_view
    assert die.face == thrown
    other = 6 if thrown != 6 else 5
    press(window, [other])
    assert die.face == other  # the one die picture shows Ana's die, not the computer's


def test_the_new_game_dialog_stays_narrow_after_long_recent_lines(app, qtbot, tmp_path) -> None:  # defect 6
    long_family = [Seat(f"Grandmother Number {i} of the family", "#e63946", i % 2 == 0) for i in range(10)]
    dialog = NewGameDialog(Rules(), "Classic — 10 × 10", None, None, [long_family])
    qtbot.addWidget(dialog)  # closed after the test: a shown dialog would sit over the next test's window
    dialog.show()
    screen = QGuiApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= min(screen.width(), 900)
    assert dialog.recent.view().minimumWidth() <= 900


def test_against_the_computer_fills_a_fresh_computer_seat(app) -> None:  # defect 6
    dialog = NewGameDialog(Rules(), "board", None, [Seat("Mum", "#e63946"), Seat("Lily", "#1d6fd6")])
    dialog.deleteLater()
    dialog.play_against_computer()
    seats = dialog.players()
    assert seats[0] == Seat("Mum", "#e63946", animal="cat") and seats[1].computer and seats[1].name == "Computer"


def test_recent_families_with_the_same_names_but_other_kinds_stay_apart(tmp_path) -> None:  # defect 6
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    people = [Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6")]
    robots = [Seat("Ana", "#e63946", True), Seat("Ben", "#1d6fd6", True)]
    remember_players(settings, people)
    remember_players(settings, robots)
    assert recent_families(settings) == [robots, people]


def test_house_rules_are_the_games_for_the_next_game(make_window, prompter) -> None:  # defect 6
    window = make_window(BOARD)  # the board's rules: the defaults
    house = Rules(extra_roll_on_six=False, three_sixes_void=False)
    start_game(window, prompter, rules=house)
    press(window, [4])
    prompter.script("confirm", True)  # the game in progress may end
    prompter.script("new_game", None)
    window.play.panel.new_game_requested.emit()  # "New Game…" with these players
    assert prompter.asked[-1][1][0] == house


@pytest.mark.slow
def test_the_unfinished_game_is_offered_in_words_and_later_from_the_menu(make_window, prompter, tmp_path) -> None:
    # defect 7
    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [4])
    crash(window)
    later = make_window(BOARD)
    prompter.script("offer_back", "not_now")
    assert not later.play.offer_resume()
    _title, question, informative = prompter.asked[-1][1]
    assert "(1 turn played)" in question
    assert str(tmp_path) not in question + informative and "autosave" not in informative
    in_play_room(later)
    menu = next(item for item in later.play.file_actions() if isinstance(item, QMenu))
    menu.aboutToShow.emit()
    games = [action for action in menu.actions() if action.isEnabled()]
    assert len(games) == 1 and "X, Y" in games[0].text() and "1 turn played" in games[0].text()
    games[0].trigger()
    assert later.play.controller.positions() == {"X": 5, "Y": 1}
    menu.aboutToShow.emit()
    assert [action.isEnabled() for action in menu.actions()] == [False]  # "None": taken


def test_old_unfinished_games_do_not_pile_up(make_window, prompter, tmp_path) -> None:  # defect 7
    from snl_desktop.ui.play.unfinished import unfinished_games

    window = make_window(BOARD)
    start_game(window, prompter)
    press(window, [4])
    crash(window)
    source = window.autosave_session.folder
    root = source.parent
    data = (source / "game.snlgame").read_bytes()
    now = time.time()
    for i in range(25):
        folder = root / f"{1000 + i}-{i:08x}"
        folder.mkdir()
        (folder / "game.snlgame").write_bytes(data)
        age = (100 if i == 0 else 1 + i) * 86400  # the first one is 100 days old
        os.utime(folder / "game.snlgame", (now - age, now - age))
    games = unfinished_games(root)
    assert len(games) == 20
    assert not (root / f"{1000:04d}-{0:08x}" / "game.snlgame").exists()  # too old: gone
    assert len([p for p in root.glob("*/game.snlgame")]) == 20


@pytest.mark.slow
def test_full_screen_is_ticked_when_the_window_comes_back_full_screen(make_window) -> None:  # defect 8
    window = make_window(BOARD)
    window.menus.game.aboutToShow.emit()  # as opening the Game menu does: its items are there
    action = next(a for a in window.menus.game.actions() if a.text() == "&Full Screen")
    window.showFullScreen()  # as a restored layout does, not through the action
    QGuiApplication.processEvents()
    assert action.isChecked()
    window.showNormal()
    QGuiApplication.processEvents()
    assert not action.isChecked()


def test_save_game_starts_in_the_documents_folder_then_the_last_one(make_window, prompter, tmp_path) -> None:
    # defect 8
    window = make_window(BOARD)
    start_game(window, prompter)
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    elsewhere = tmp_path / "games"
    elsewhere.mkdir()
    prompter.script("save_path", elsewhere / "one.snlgame", None)
    window.play.session.save_game()
    assert Path(prompter.asked[-1][1][1]).parent == documents
    window.play.session.save_game()
    assert Path(prompter.asked[-1][1][1]).parent == elsewhere
