"""Between games: the wins of a run of rematches are counted in the Game dock and kept in the
saved game; the New Game dialog offers the players of recent games again, computers included."""

from __future__ import annotations

import json

import pytest

from helpers.play import BOARD, PLAYERS, TURNS, press, start_game
from snl_desktop.core import Board, Rules
from snl_desktop.core.files.games import GameFileError, load_game, parse_game_bytes
from snl_desktop.ui.play.new_game_dialog import NewGameDialog
from snl_desktop.ui.play.seats import Seat, recent_families


def win_once(window) -> None:
    for _player, dice in TURNS:  # X wins
        press(window, dice)


@pytest.mark.slow
def test_wins_are_counted_across_rematches_and_saved(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    cards = window.play.panel.cards.cards
    assert cards[0].face.wins is None  # nobody has won yet: no tally on the cards
    win_once(window)
    assert window.play.controller.wins == {"X": 1, "Y": 0}
    assert cards[0].face.wins == 1 and cards[1].face.wins == 0
    window.play.rematch()
    win_once(window)
    assert window.play.controller.wins == {"X": 2, "Y": 0}
    window.play.rematch()
    press(window, [2])
    path = tmp_path / "night.snlgame"
    prompter.script("save_path", path)
    assert window.play.session.save_game()
    players = json.loads(path.read_text("utf-8"))["players"]
    assert players[0]["wins"] == 2 and "wins" not in players[1]
    later = make_window(Board(10, 10))
    later.play.resume(load_game(path), path.name)
    assert later.play.controller.wins == {"X": 2, "Y": 0}


@pytest.mark.slow
def test_taking_back_the_winning_turn_takes_back_the_win(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter)
    win_once(window)
    prompter.script("confirm", True)
    window.play.take_back()
    assert window.play.controller.wins == {"X": 0, "Y": 0}


def test_a_tally_that_is_not_a_count_is_refused() -> None:
    doc = {
        "format": "snl-game",
        "version": 1,
        "board": {"rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, -1]]},
        "rules": {},
        "players": [{"id": "A", "colour": "#000000", "wins": -1}],
        "turns": [],
    }
    for wins in (-1, True, 1.5, 10**9):
        doc["players"][0]["wins"] = wins
        try:
            parse_game_bytes(json.dumps(doc).encode())
        except GameFileError as exc:
            assert "'wins' must be a whole number" in str(exc)
        else:
            raise AssertionError(f"wins {wins!r} was accepted")


def test_the_dialog_offers_recent_families(make_window, prompter) -> None:
    window = make_window(BOARD)
    family = [Seat("Ana", "#d55e00"), Seat("Ben", "#0072b2"), Seat("Robo", "#009e73", True)]
    start_game(window, prompter, family)
    prompter.script("confirm", True)
    window.play.end_game()
    start_game(window, prompter, PLAYERS)
    families = recent_families(window.settings)
    assert families[0] == PLAYERS and families[1] == family
    prompter.script("confirm", True)  # end the game in progress
    prompter.script("new_game", None)
    window.play.new_game()
    assert prompter.asked[-1][1][3] == families  # offered to the dialog
    dialog = NewGameDialog(Rules(), "a board", players=PLAYERS, families=families)
    assert dialog.recent.count() == 3 and dialog.recent.itemText(2) == "Ana, Ben, Robo (computer)"
    dialog.recent.setCurrentIndex(2)
    dialog.recent.activated.emit(2)
    assert [(s.name, s.colour, s.computer) for s in dialog.players()] == [
        (s.name, s.colour, s.computer) for s in family
    ]


def test_remembered_players_that_are_damaged_or_deeply_nested_are_ignored(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from snl_desktop.ui.kit.settings_keys import SettingKey
    from snl_desktop.ui.play.seats import last_players

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    family = [Seat("Ana", "#d55e00"), Seat("Robo", "#009e73", True)]
    deep = "[" * 50_000 + "]" * 50_000  # deeper than the parser goes
    for value in (
        deep,
        "[" * 500 + "]" * 500,
        "not json",
        [["Ana", "red"], ["Ben", "#0072b2"]],  # not a colour a saved game holds
        [["Ana", "#d55e00"], ["ana", "#0072b2"]],  # the same name twice
        [[7, "#d55e00"]],
    ):
        text = value if isinstance(value, str) else json.dumps(value)
        settings.setValue(SettingKey.PLAY_LAST_PLAYERS, text)
        settings.setValue(SettingKey.PLAY_RECENT_PLAYERS, text if isinstance(value, str) else json.dumps([value]))
        assert last_players(settings) is None and recent_families(settings) == [], text[:40]
    settings.setValue(
        SettingKey.PLAY_RECENT_PLAYERS, json.dumps([[["Ana", "#d55e00"], ["Robo", "#009e73", True]], "damaged"])
    )
    assert recent_families(settings) == [family]  # a damaged family is left out, not the others
