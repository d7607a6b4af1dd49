"""Issue 36, defect 9: in the Play room, under "each throw moves", a third 6 that reaches the
last square wins; the dice line said "three sixes — turn lost" for it, while the token walked to
the goal and the game was won. It says the throws; a third 6 short of the goal is still lost."""

from __future__ import annotations

from helpers.play import BOARD, press, start_game
from snl_desktop.core import Rules

EACH = Rules(move_each_throw=True)


def throw(window, qtbot, faces: list[int]) -> None:
    """Each throw walks the token before the next die can be thrown."""
    for face in faces:
        button = window.play.panel.dice.face_buttons[face]
        qtbot.waitUntil(button.isEnabled, timeout=20_000)
        press(window, [face])


def test_a_winning_third_six_is_not_a_lost_turn_on_the_dice_line(make_window, prompter, qtbot):
    window = make_window(BOARD)
    controller = start_game(window, prompter, rules=EACH)
    controller.game._positions["X"] = 76  # a shortcut: 76 → 82 → 88 → 94, up the ladder to 100
    throw(window, qtbot, [6, 6, 6])
    assert controller.game.get_winner() == "X"
    line = window.play.panel.dice.turn_text
    assert line.text() == "6 + 6 + 6 = 18"  # as the token walks, and once it is there
    qtbot.waitUntil(lambda: not controller.busy, timeout=20_000)
    assert "turn lost" not in line.text()


def test_a_third_six_short_of_the_goal_is_still_lost(make_window, prompter, qtbot):
    window = make_window(BOARD)
    start_game(window, prompter, rules=EACH)
    throw(window, qtbot, [6, 6, 6])  # 1 → 7 → 13 → 19 ... back to 1
    assert window.play.panel.dice.turn_text.text() == "three sixes — turn lost"
