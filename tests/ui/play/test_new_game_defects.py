"""Issue 33, defect 8 (the New Game dialog): "How many" kept the last count (10, from a try-out
with the computer); the dialog re-centred as rows were added, so the next click landed in
another field; the rules of a game put away with End Game were not offered again."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from helpers.play import BOARD, press, start_game
from snl_desktop.core import Rules
from snl_desktop.core.rules import Overshoot
from snl_desktop.ui.play.new_game_dialog import NewGameDialog
from snl_desktop.ui.play.seats import Seat, default_name, is_try_out, last_players, recent_families, remember_players

FAMILY = [Seat("Mum", "#56b4e9"), Seat("Lily", "#f0e442"), Seat("Leo", "#ff8fa3"), Seat("Grandma", "#1b2a6b")]
TEN_COMPUTERS = [Seat(default_name(i + 1), "#000000", True, "cat") for i in range(10)]


def test_a_try_out_is_offered_again_but_the_family_stays_the_default(app, tmp_path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    remember_players(settings, FAMILY)
    remember_players(settings, TEN_COMPUTERS)  # "let the computer play ten seats to see"
    assert last_players(settings) == FAMILY  # "How many" says 4, not 10
    assert recent_families(settings)[0] == TEN_COMPUTERS  # still one choice away
    clicked_through = [Seat(default_name(i + 1), "#000000") for i in range(6)]
    assert is_try_out(clicked_through) and is_try_out(TEN_COMPUTERS) and not is_try_out(FAMILY)
    remember_players(settings, clicked_through)
    assert last_players(settings) == FAMILY
    against = [Seat("Mum", "#56b4e9"), Seat("Computer", "#f0e442", True)]
    remember_players(settings, against)  # a person playing under their name: the family now
    assert last_players(settings) == against


def test_the_next_new_game_counts_the_family_not_the_try_out(make_window, prompter) -> None:
    window = make_window(BOARD)
    start_game(window, prompter, FAMILY)
    prompter.script("confirm", True)  # the family's game may end
    start_game(window, prompter, TEN_COMPUTERS)
    prompter.script("confirm", True)
    assert window.play.end_game()
    prompter.script("new_game", None)
    window.play.new_game()
    offered = prompter.asked[-1][1][2]
    assert [seat.name for seat in offered] == ["Mum", "Lily", "Leo", "Grandma"]
    dialog = NewGameDialog(Rules(), "a board", None, offered)
    dialog.deleteLater()
    assert dialog.count.value() == 4


def test_adding_players_never_moves_or_resizes_the_dialog(app, qtbot) -> None:
    dialog = NewGameDialog(Rules(), "a board", None, FAMILY[:2])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.move(120, 40)
    qtbot.waitUntil(lambda: dialog.pos().x() == 120)
    before = dialog.frameGeometry()
    name_at = dialog.names[1].mapToGlobal(dialog.names[1].rect().center())
    for count in (3, 6, 10, 2):
        dialog.count.setValue(count)
        app.processEvents()
        assert dialog.frameGeometry() == before, count  # nothing under the pointer moves
        assert dialog.names[1].mapToGlobal(dialog.names[1].rect().center()) == name_at
    dialog.count.setValue(10)
    assert all(edit.isVisible() for edit in dialog.names)
    screen = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= screen.height()


def test_the_rules_of_a_game_put_away_are_offered_again(make_window, prompter) -> None:
    window = make_window(BOARD)  # the board's rules: the defaults
    house = Rules(extra_roll_on_six=False, three_sixes_void=False, overshoot=Overshoot.BOUNCE)
    start_game(window, prompter, rules=house)
    press(window, [4])
    prompter.script("confirm", True)
    assert window.play.end_game()  # End Game: the game is put away
    prompter.script("new_game", None)
    window.play.new_game()
    assert prompter.asked[-1][1][0] == house  # the family's rules, not the board's
