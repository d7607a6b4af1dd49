"""Issue 35, defect 11: after a language switch the New Game dialog and the unfinished game's
card kept the old language's default names ("Player 1" in a German app) and board name. A
default is not a name the family typed: it is said in the language the app speaks now, and a
typed name is never touched."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from snl_desktop.core import Rules
from snl_desktop.core.files.games import GameRecord, Seat, save_game
from snl_desktop.presets import load_preset
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.play.new_game_dialog import NewGameDialog, fresh_seats
from snl_desktop.ui.play.seats import last_players, recent_families, remember_players
from snl_desktop.ui.shell.home_items import game_items
from snl_desktop.words import languages
from snl_desktop.words.defaults import shown_name
from snl_desktop.words.presets import preset_title

CLASSIC = load_preset("classic")


def test_the_dialog_and_the_card_say_the_defaults_in_the_new_language(app, qtbot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    english = fresh_seats([])[:2]
    assert [seat.name for seat in english] == ["Player 1", "Player 2"]
    remember_players(settings, english)  # the family clicked through New Game in English
    board_name = preset_title("classic", CLASSIC.name)
    document = BoardDocument(CLASSIC.board, CLASSIC.rules, board_name)
    autosaves = tmp_path / "autosave"
    path = autosaves / "101-0000000a" / "game.snlgame"
    path.parent.mkdir(parents=True)
    turns = (("Player 1", (4,)),)
    save_game(path, GameRecord(CLASSIC.board, CLASSIC.rules, english, turns, board_name))
    try:
        languages.use(app, "de")  # the next start, in German
        german_board = QCoreApplication.translate("Presets", "Classic family board")
        assert german_board not in ("", "Classic family board")

        dialog = NewGameDialog(Rules(), document.title(), None, last_players(settings), recent_families(settings))
        qtbot.addWidget(dialog)
        assert [edit.text() for edit in dialog.names[:2]] == ["Spieler 1", "Spieler 2"]
        assert document.title() == german_board
        dialog.use_players(english)  # a recent family begun in English, chosen again
        assert [edit.text() for edit in dialog.names[:2]] == ["Spieler 1", "Spieler 2"]

        (card,) = game_items(autosaves)
        assert card.title == german_board
        players, turn = card.detail.split("\n")
        assert "Spieler 1" in players and "Spieler 2" in players and "Player" not in card.detail, card.detail
        assert "Spieler 2" in turn, turn  # whose turn it is
        assert [piece.name for piece in card.pieces] == ["Spieler 1", "Spieler 2"]

        languages.use(app, "ar")  # and from German to Arabic, in Arabic's digits
        assert shown_name("Spieler 1") == QCoreApplication.translate("NewGameDialog", "Player {number}").replace(
            "{number}", "١"
        )
    finally:
        languages.use(app, "en")


def test_a_typed_name_is_never_changed(app) -> None:
    try:
        languages.use(app, "de")
        assert shown_name("Mum") == "Mum"
        assert shown_name("Player 11") == "Player 11"  # no seat's default
        assert shown_name("Player 3") == "Spieler 3"
        assert shown_name("Ordinateur") == QCoreApplication.translate("NewGameDialog", "Computer")
        assert [seat.name for seat in [Seat("Lily", "#f0e442")]] == ["Lily"]
    finally:
        languages.use(app, "en")
    assert shown_name("Spieler 3") == "Player 3"
