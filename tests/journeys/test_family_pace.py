"""The family's sound and pace, by real input only: Game → Sound off, the Game dock's speaker
button on again, Game → Token Speed → each speed chosen with the keyboard, and Return to finish
a move under way."""

from __future__ import annotations

from helpers.keys import answer_modal, choose_from_menu, click, press
from helpers.mouse import activate
from helpers.play import log_results
from helpers.sound import RecordingOutput
from snl_desktop.core import Board
from snl_desktop.ui.play.pace import SPEEDS
from snl_desktop.ui.play.tokens import JUMP_MS, STEP_MS

LADDER = Board(10, 10, {4: 30})


def start_game_by_keys(window):
    """Ctrl+G, and Return in the New Game dialog: two players, "Player 1" and "Player 2"."""
    answer_modal(["Return"])
    press("Ctrl+G")
    window.view.setFocus()
    return window.play.controller


def test_sound_off_and_on_from_the_game_menu(journey, qtbot):
    output = RecordingOutput()
    window = journey(LADDER, play={"step_ms": 30, "jump_ms": 30, "sound_opener": output})
    controller = start_game_by_keys(window)
    probed = output.opened  # the Play room asked once whether a sound device is there
    choose_from_menu(qtbot, window, "Alt+G", "Sound")  # off
    assert not window.play.pace.sound_action.isChecked()
    press("3")  # X: 1 → 4, up to 30, in silence
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert output.opened == probed
    assert not output.opened or abs(output.pull(4000)).max() == 0  # the probe's stream, silent
    click(window.play.pace.sound_button)  # on again, from the Game dock
    assert window.play.pace.sound_action.isChecked()
    activate(window, qtbot)  # offscreen, a window can lose its activation after a menu
    window.view.setFocus()
    window.view.setFocus()
    press("2")  # Y: 1 → 3, heard
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert output.opened >= 1 and abs(output.pull(4000)).max() > 0
    assert log_results(window) == ["Player 1,30,Player 2,CONTINUE", "Player 2,3,Player 1,CONTINUE"]


def test_every_speed_from_the_menu_and_return_finishes_the_move(journey, qtbot):
    window = journey(LADDER, play={"step_ms": STEP_MS, "jump_ms": JUMP_MS})
    press("Ctrl+Shift+P")  # the Play room, where the Game menu is
    for name, factor in SPEEDS.items():
        choose_from_menu(qtbot, window, "Alt+G", "Token Speed", name.capitalize())
        assert window.play.pace.speed == name
        assert window.play.tokens.step_ms == round(STEP_MS * factor)
    choose_from_menu(qtbot, window, "Alt+G", "Token Speed", "Slow")
    controller = start_game_by_keys(window)
    press("3")
    assert controller.busy  # a slow walk: 3 squares at 0.36 s, then the ladder
    press("Return")
    assert not controller.busy and log_results(window) == ["Player 1,30,Player 2,CONTINUE"]


def test_a_six_by_the_keys_throws_again(journey, qtbot):
    window = journey(LADDER)
    controller = start_game_by_keys(window)
    press("6")  # Player 1 threw a 6: the same player throws again
    assert "throws again" in window.play.panel.status.text() and controller.pending == [6]
    press("5")
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert log_results(window) == ["Player 1,12,Player 2,CONTINUE"]
