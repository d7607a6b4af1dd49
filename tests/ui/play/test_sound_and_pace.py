"""Sound and pace: the die, each step, a ladder, a snake and the win are heard (unless the sound
is off), at the chosen volume, never an error where there is no audio device; tokens move at the
chosen speed, remembered; Return or a click on the board finishes a move at once."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from helpers.mouse import activate
from helpers.play import PLAYERS, log_results, press, start_game
from helpers.sound import RecordingOutput, no_device
from snl_desktop.core import Board
from snl_desktop.ui.play.pace import SPEEDS
from snl_desktop.ui.play.sound import RATE, SoundPlayer
from snl_desktop.ui.play.tokens import JUMP_MS, STEP_MS

LADDER_AND_SNAKE = Board(10, 10, {4: 30, 35: 12})


def heard(window) -> list[str]:
    cues: list[str] = []
    window.play.tokens.cue.connect(cues.append)
    window.play.panel.dice.thrown.connect(lambda: cues.append("roll"))
    return cues


@pytest.mark.slow
def test_a_move_is_heard_step_by_step_then_the_ladder(make_window, prompter, qtbot) -> None:
    output = RecordingOutput()
    window = make_window(LADDER_AND_SNAKE, play={"step_ms": 80, "jump_ms": 80, "sound_opener": output})
    controller = start_game(window, prompter, PLAYERS)
    cues = heard(window)
    press(window, [3])  # 1 → 4, up the ladder to 30
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert cues == ["step", "step", "step", "ladder"]
    samples = output.pull(RATE // 2)
    assert np.abs(samples).max() > 1000  # something is heard
    window.play.panel.dice.roll()  # Y throws the app's die
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert cues[4] == "roll"


def test_the_winner_hears_the_fanfare(make_window, prompter, qtbot) -> None:
    window = make_window(Board(2, 3), play={"sound_opener": RecordingOutput()})
    start_game(window, prompter, PLAYERS)
    played: list[str] = []
    sound = window.play.pace.sound
    real = sound.play
    sound.play = lambda name: (played.append(name), real(name))  # type: ignore[method-assign]
    press(window, [5])  # 1 → 6: X wins
    qtbot.waitUntil(lambda: "win" in played, timeout=60_000)
    assert log_results(window) == ["WIN"]


@pytest.mark.slow
def test_sound_off_is_silent_and_remembered(make_window, prompter, qtbot) -> None:
    output = RecordingOutput()
    window = make_window(LADDER_AND_SNAKE, play={"step_ms": 20, "sound_opener": output})
    controller = start_game(window, prompter, PLAYERS)
    window.play.pace.sound_action.trigger()  # Sound off
    assert window.play.pace.sound.muted
    press(window, [3])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert window.play.pace.sound.playing == 0  # nothing was played
    if output.stream is not None:  # the output opened when the Play room was shown: silence
        assert not output.pull(2048).any()
    later = make_window(Board(10, 10))
    assert not later.play.pace.sound_action.isChecked()


def test_the_volume_scales_what_is_heard(tmp_path) -> None:
    levels = []
    for volume in (100, 25, 0):
        settings = QSettings(str(tmp_path / f"{volume}.ini"), QSettings.Format.IniFormat)
        output = RecordingOutput()
        player = SoundPlayer(settings, output)
        player.set_volume(volume)
        player.play("win")
        levels.append(int(np.abs(output.pull(RATE)).max()) if output.stream is not None else 0)
    assert levels[0] > 3 * levels[1] > 0 and levels[2] == 0


def test_without_an_audio_device_the_game_is_silent_not_broken(make_window, prompter, qtbot) -> None:
    window = make_window(LADDER_AND_SNAKE, play={"step_ms": 20, "sound_opener": no_device})
    controller = start_game(window, prompter, PLAYERS)
    press(window, [3])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert window.play.pace.sound.unavailable and log_results(window) == ["X,30,Y,CONTINUE"]


@pytest.mark.slow
def test_every_speed_moves_the_tokens_and_is_remembered(make_window, prompter, qtbot) -> None:
    window = make_window(LADDER_AND_SNAKE, play={"step_ms": STEP_MS, "jump_ms": JUMP_MS})
    pace = window.play.pace
    for name, factor in SPEEDS.items():
        pace.speed_actions[name].trigger()
        assert (window.play.tokens.step_ms, window.play.tokens.jump_ms) == (
            round(STEP_MS * factor),
            round(JUMP_MS * factor),
        )
    assert make_window(Board(10, 10)).play.pace.speed == "instant"  # the last one chosen, next time
    controller = start_game(window, prompter, PLAYERS)
    press(window, [3])
    assert not controller.busy and log_results(window) == ["X,30,Y,CONTINUE"]  # instant: no animation


@pytest.mark.slow
def test_return_finishes_a_move_at_once(make_window, prompter, qtbot) -> None:
    window = make_window(LADDER_AND_SNAKE, play={"step_ms": 2000, "jump_ms": 2000})
    activate(window, qtbot)  # a key goes to the active window
    controller = start_game(window, prompter, PLAYERS)
    press(window, [3])
    assert controller.busy and window.play.pace.finish_action.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert not controller.busy and log_results(window) == ["X,30,Y,CONTINUE"]
    assert not window.play.pace.finish_action.isEnabled()  # Return is the focus's again


def test_a_click_on_the_board_finishes_a_move(make_window, prompter, qtbot) -> None:
    window = make_window(LADDER_AND_SNAKE, play={"step_ms": 2000, "jump_ms": 2000})
    controller = start_game(window, prompter, PLAYERS)
    press(window, [3])
    assert controller.busy
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not controller.busy and log_results(window) == ["X,30,Y,CONTINUE"]


def test_the_dock_has_the_sound_and_speed_controls(make_window) -> None:
    window = make_window(Board(10, 10))
    pace = window.play.pace
    pace.volume_slider.setValue(40)
    assert pace.sound.volume == 40
    pace.speed_box.setCurrentIndex(list(SPEEDS).index("fast"))
    assert pace.speed == "fast" and pace.speed_actions["fast"].isChecked()
    pace.sound_action.trigger()
    assert not pace.volume_slider.isEnabled()


def test_the_sound_button_shows_the_speaker_and_says_when_there_is_no_device(make_window, prompter) -> None:
    window = make_window(LADDER_AND_SNAKE, play={"sound_opener": no_device})
    start_game(window, prompter, PLAYERS)  # the Play room is shown: the output is tried
    pace = window.play.pace
    assert not pace.sound_action.isEnabled() and pace.sound_action.toolTip() == "No sound device found"
    assert not pace.volume_slider.isEnabled()


def test_the_speaker_icon_follows_the_sound(make_window, prompter) -> None:
    window = make_window(LADDER_AND_SNAKE, play={"sound_opener": RecordingOutput()})
    start_game(window, prompter, PLAYERS)
    action = window.play.pace.sound_action
    on = action.icon().cacheKey()
    assert action.isEnabled() and not action.icon().isNull()
    action.trigger()  # muted
    assert action.icon().cacheKey() != on and "off" in action.toolTip()
