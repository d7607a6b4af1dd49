"""One rule for players' names, wherever a name comes from: the engine, a saved game, the New
Game dialog. Names no file could save, or that would freeze the window, are refused on load."""

from __future__ import annotations

import json

import pytest

from snl_desktop.core import Board, SnakeAndLadderGame, TurnError
from snl_desktop.core.files.games import GameFileError, GameRecord, dumps_game, parse_game_bytes
from snl_desktop.core.names import MAX_NAME, name_problem, names_problem


def saved_game_with(ids: list[str]) -> bytes:
    seats = [chr(ord("A") + i) for i in range(max(2, len(ids)))]
    game = SnakeAndLadderGame.from_board(Board(4, 4), seats)
    doc = json.loads(dumps_game(GameRecord.from_game(game, [f"#{i:06x}" for i in range(len(seats))])))
    for player, pid in zip(doc["players"], ids):
        player["id"] = pid
    return json.dumps(doc).encode()


@pytest.mark.parametrize(
    "name, why",
    [
        ("\ud800", "not printable"),
        ("Ana\nBen", "not printable"),
        ("\x1b[31m", "not printable"),
        ("x" * (MAX_NAME + 1), "too long"),
        ("Ana, Jr", "comma"),
        ("   ", "cannot be empty"),
        (7, "must be text"),
    ],
)
def test_names_that_cannot_play(name, why):
    assert why in str(name_problem(name))
    with pytest.raises(TurnError):
        SnakeAndLadderGame([name, "Ben"])


def test_the_same_rule_in_the_engine_the_file_and_the_dialog():
    from snl_desktop.ui.play.new_game_dialog import check_names

    for names in (["Ana", "ana "], ["Ana", "Ana"]):
        assert "must differ" in str(names_problem(names))
        assert "must differ" in check_names(names)
        with pytest.raises(TurnError, match="must differ"):
            SnakeAndLadderGame(names)
        with pytest.raises(GameFileError, match="must differ"):
            parse_game_bytes(saved_game_with(names))
    assert names_problem(["Zoë", "adam", "Bob Smith", "  Céline "]) is None


def test_a_name_no_file_can_save_is_refused_when_the_game_is_opened():
    with pytest.raises(GameFileError, match="not printable"):
        parse_game_bytes(saved_game_with(["\ud800", "B"]))


def test_a_ten_megabyte_name_is_refused_with_a_short_message():
    with pytest.raises(GameFileError) as refused:
        parse_game_bytes(saved_game_with(["x" * 10_000_000, "B"]))
    assert "too long" in str(refused.value) and len(str(refused.value)) < 300


COMPOSED, DECOMPOSED = "Jos\u00e9", "Jose\u0301"


def test_a_name_spelt_with_a_combining_accent_is_the_same_name():
    """ "José" typed with a composed é and with e + a combining accent: one name, refused as
    two players wherever names come from (the engine, a saved game, the New Game dialog)."""
    from snl_desktop.ui.play.new_game_dialog import check_names

    for names in ([COMPOSED, DECOMPOSED], [DECOMPOSED, COMPOSED.upper()], ["Ana", DECOMPOSED, " " + COMPOSED]):
        assert "must differ" in str(names_problem(names))
        assert "must differ" in check_names(names)
        with pytest.raises(TurnError, match="must differ"):
            SnakeAndLadderGame(names)
        with pytest.raises(GameFileError, match="must differ"):
            parse_game_bytes(saved_game_with(names))
    assert names_problem([COMPOSED, "Jose"]) is None  # an accent missing is another name


def test_a_name_is_kept_composed_and_counted_so():
    from snl_desktop.core.names import normal_name

    assert normal_name("  " + DECOMPOSED + " ") == COMPOSED
    decomposed = "e\u0301" * MAX_NAME  # 48 code points, 24 letters
    assert name_problem(decomposed) is None
    assert name_problem("e\u0301" * (MAX_NAME + 1)) is not None


def test_the_new_game_dialog_gives_names_composed(qapp):
    from snl_desktop.core import Rules
    from snl_desktop.ui.play.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(Rules(), "a board")
    dialog.names[0].setText(" " + DECOMPOSED)
    dialog.names[1].setText(COMPOSED)
    assert "must differ" in dialog.error.text() and not dialog.start_button.isEnabled()
    dialog.names[1].setText("Ana")
    assert dialog.start_button.isEnabled()
    assert [seat.name for seat in dialog.players()] == [COMPOSED, "Ana"]
    dialog.deleteLater()
