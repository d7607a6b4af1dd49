"""Issue 33: each player picks an animal in the New Game dialog (not only a colour); the animal
goes with the seat to the token, the remembered families and the saved game (a game saved
before animals were chosen still opens, each seat with the animal of its place)."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from helpers.play import BOARD, start_game
from snl_desktop.core import Rules
from snl_desktop.core.animals import ANIMALS
from snl_desktop.core.files.games import GameRecord, load_game, save_game
from snl_desktop.core.game import SnakeAndLadderGame
from snl_desktop.ui.kit.settings_keys import SettingKey
from snl_desktop.ui.play.new_game_dialog import NewGameDialog
from snl_desktop.ui.play.seats import Seat, last_players, remember_players
from snl_desktop.words.animals import animal_name


def dialog_for(qtbot, players=None) -> NewGameDialog:
    dialog = NewGameDialog(Rules(), "a board", None, players)
    qtbot.addWidget(dialog)
    return dialog


def test_each_player_picks_an_animal_by_its_picture_and_name(app, qtbot) -> None:
    dialog = dialog_for(qtbot)
    dialog.count.setValue(4)
    box = dialog.animals[2]
    assert [box.itemText(i) for i in range(box.count())][:3] == ["Cat", "Dog", "Rabbit"]
    assert all(not box.itemIcon(i).isNull() for i in range(box.count()))  # each animal's picture
    assert box.accessibleName() == "Animal of player 3"
    assert [dialog.animal(i) for i in range(4)] == ["cat", "dog", "rabbit", "elephant"]  # distinct defaults
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Down)  # the keyboard picks one, as any choice
    assert dialog.animal(2) == "elephant"
    dialog.names[0].setText("Mia")
    assert dialog.players()[2] == Seat("Player 3", dialog.colours[2], False, "elephant")
    assert dialog.players()[0].animal == "cat"


def test_two_players_may_not_share_an_animal_in_the_same_colour(app, qtbot) -> None:
    dialog = dialog_for(qtbot, [Seat("Mia", "#56b4e9", animal="owl"), Seat("Leo", "#56b4e9", animal="cat")])
    assert dialog.start_button.isEnabled()  # the same colour, other animals: told apart
    dialog.animals[1].setCurrentIndex(ANIMALS.index("owl"))
    assert not dialog.start_button.isEnabled()
    assert "Mia and Leo" in dialog.error.text() and "(Owl)" in dialog.error.text()
    dialog.colours[1] = "#f0e442"
    dialog._paint_colour(1)
    dialog._validate()
    assert dialog.start_button.isEnabled() and dialog.error.text() == ""


def test_the_animals_are_drawn_in_the_players_colour(app, qtbot) -> None:
    dialog = dialog_for(qtbot, [Seat("Mia", "#ff0000", animal="owl"), Seat("Leo", "#0000ff")])
    image = dialog.animals[0].itemIcon(ANIMALS.index("owl")).pixmap(32, 32).toImage()
    reds = sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if QColor(image.pixel(x, y)).red() > 200 and QColor(image.pixel(x, y)).blue() < 60
    )
    assert reds > 20 and dialog.animal(0) == "owl" and dialog.animal(1) == "dog"


def test_a_remembered_family_keeps_its_animals_and_an_old_list_still_reads(app, tmp_path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    family = [Seat("Mia", "#56b4e9", animal="frog"), Seat("Leo", "#f0e442", animal="lion")]
    remember_players(settings, family)
    assert last_players(settings) == family
    settings.setValue(SettingKey.PLAY_LAST_PLAYERS.value, json.dumps([["Ana", "#56b4e9"], ["Ben", "#f0e442", True]]))
    assert last_players(settings) == [Seat("Ana", "#56b4e9"), Seat("Ben", "#f0e442", True)]  # before animals
    settings.setValue(SettingKey.PLAY_LAST_PLAYERS.value, json.dumps([["Ana", "#56b4e9", False, "dragon"]]))
    assert last_players(settings) == [Seat("Ana", "#56b4e9")]  # not an animal: the seat's own


def test_the_saved_game_keeps_the_animals_and_an_old_file_still_opens(tmp_path) -> None:
    game = SnakeAndLadderGame.from_board(BOARD, ["Mia", "Leo"])
    seats = [Seat("Mia", "#56b4e9", animal="turtle"), Seat("Leo", "#f0e442")]
    path = tmp_path / "g.snlgame"
    save_game(path, GameRecord.of_game(game, seats))
    doc = json.loads(path.read_text("utf-8"))
    assert doc["players"][0]["animal"] == "turtle" and "animal" not in doc["players"][1]
    assert load_game(path).players == tuple(seats)
    for player in doc["players"]:
        player.pop("animal", None)  # as saved before animals were chosen
    path.write_text(json.dumps(doc), "utf-8")
    assert [seat.animal for seat in load_game(path).players] == [None, None]
    doc["players"][0]["animal"] = "dragon"
    path.write_text(json.dumps(doc), "utf-8")
    try:
        load_game(path)
    except ValueError as exc:
        assert "dragon" in str(exc) and "cat" in str(exc)
    else:
        raise AssertionError("an unknown animal opened")


def test_the_token_and_the_card_show_the_chosen_animal(make_window, prompter) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter, [Seat("Mia", "#56b4e9", animal="owl"), Seat("Leo", "#f0e442")])
    assert controller.tokens.tokens["Mia"].piece.animal == "owl"
    assert controller.tokens.tokens["Leo"].piece.animal == "dog"  # no animal chosen: its place's


def test_every_animal_has_its_own_name(app) -> None:
    names = [animal_name(animal) for animal in ANIMALS]
    assert len(set(names)) == len(ANIMALS) and names[0] == "Cat"
    assert animal_name(None, 11) == "Dog"  # no animal chosen: the seat's place's (seat 12 is a dog)


def test_players_added_to_a_remembered_family_never_look_like_one_of_them(app, qtbot) -> None:
    family = [Seat("Mia", "#ff8fa3", animal="rabbit"), Seat("Leo", "#56b4e9", animal="cat")]
    dialog = dialog_for(qtbot, family)
    dialog.count.setValue(10)
    pairs = [(dialog.animal(i), dialog.colours[i]) for i in range(10)]
    assert pairs[:2] == [("rabbit", "#ff8fa3"), ("cat", "#56b4e9")]
    assert len(set(pairs)) == 10 and len({animal for animal, _ in pairs}) == 10
    assert dialog.start_button.isEnabled()
