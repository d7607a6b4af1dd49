"""View → Speak Turns: each turn said aloud once its token has arrived, in order, whose turn it
is when a game starts, the winner; remembered; never a backlog; quiet while a screen reader
says the same; and, without a voice, a plain message saying what to install and nothing else
changed. The speaker is a recording stand-in here (`test_voice_engine.py` speaks for real)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QLocale

from helpers.play import BOARD, press, start_game
from snl_desktop.core import Board
from snl_desktop.ui.kit.settings import read_bool
from snl_desktop.ui.kit.settings_keys import SettingKey
from snl_desktop.ui.play.voice import Missing, NoVoice, TurnVoice


@dataclass
class Heard:
    """A speaker that records what it says, and where the tokens stood when it said it."""

    where: Callable[[], dict[str, int]] = dict
    said: list[str] = field(default_factory=list)
    squares: list[dict[str, int]] = field(default_factory=list)
    stopped: int = 0
    made_for: list[str] = field(default_factory=list)

    def say(self, text: str) -> None:
        self.said.append(text)
        self.squares.append(dict(self.where()))

    def stop(self) -> None:
        self.stopped += 1

    def maker(self, same_language: bool = True):
        def make(locale: QLocale, failed: Callable[[str], None]):
            self.made_for.append(locale.name())
            return self, same_language

        return make


def speaking(window, heard: Heard | None = None) -> tuple[TurnVoice, Heard]:
    """Speak Turns turned on in ``window``, heard by a recording speaker."""
    voice = window.play.voice
    heard = heard or Heard()
    voice.make_speaker = heard.maker()
    voice.screen_reader = lambda: False
    speak = next(a for a in window.menus.view.actions() if a.text() == "Spea&k Turns")
    assert speak is voice.action and speak.isCheckable() and not speak.isChecked()
    speak.trigger()
    assert speak.isChecked()
    return voice, heard


def settle(qtbot, controller, heard: Heard, count: int) -> None:
    qtbot.waitUntil(lambda: not controller.busy and len(heard.said) >= count, timeout=60_000)


def test_each_turn_is_said_in_order_once_its_token_has_arrived(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    voice, heard = speaking(window)
    controller = start_game(window, prompter)
    heard.where = controller.shown_positions
    qtbot.waitUntil(lambda: heard.said == ["X's turn"])  # who starts
    press(window, [4])
    settle(qtbot, controller, heard, 2)
    press(window, [6])  # Y throws again, and is told so
    qtbot.waitUntil(lambda: len(heard.said) == 3)
    press(window, [2])
    settle(qtbot, controller, heard, 4)
    assert heard.said == [
        "X's turn",
        "X threw 4 and moved from 1 to 5; Y's turn",
        "6 — throw again: Y throws again.",
        "Y threw 6 + 2 and moved from 1 to 9; X's turn",
    ]
    assert heard.squares[1]["X"] == 5  # said when X's token stood on 5, not before
    assert heard.squares[3]["Y"] == 9
    assert heard.made_for == [QLocale().name()]  # one engine, in the app's language
    assert prompter.errors == []


def test_the_winner_is_said(make_window, prompter, qtbot) -> None:
    window = make_window(Board(3, 3))
    _voice, heard = speaking(window)
    controller = start_game(window, prompter)
    qtbot.waitUntil(lambda: heard.said == ["X's turn"])
    press(window, [6, 2])  # 1 + 8: the goal
    settle(qtbot, controller, heard, 2)
    assert heard.said[-1] == "X threw 6 + 2 and moved from 1 to 9 — and won!"


def test_off_says_nothing_and_makes_no_engine(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    voice = window.play.voice
    heard = Heard()
    voice.make_speaker = heard.maker()
    assert not voice.action.isChecked()  # off unless turned on
    controller = start_game(window, prompter)
    press(window, [4])
    qtbot.waitUntil(lambda: not controller.busy)
    voice.say("X's turn")
    qtbot.wait(0)
    assert heard.said == [] and heard.made_for == []


def test_speak_turns_is_remembered(make_window, prompter, qtbot) -> None:
    first = make_window(BOARD)
    speaking(first)
    assert read_bool(first.settings, SettingKey.SPEAK_TURNS, False)
    again = make_window(BOARD)  # the same settings file: the next start
    assert again.play.voice.action.isChecked()
    heard = Heard()
    again.play.voice.make_speaker = heard.maker()
    again.play.voice.screen_reader = lambda: False
    start_game(again, prompter)
    qtbot.waitUntil(lambda: heard.said == ["X's turn"])  # spoken without being turned on again
    again.play.voice.action.trigger()  # off
    assert not read_bool(again.settings, SettingKey.SPEAK_TURNS, True)
    assert heard.stopped == 1  # what it was saying is cut short


def test_a_new_sentence_replaces_one_not_yet_said(make_window, qtbot) -> None:
    window = make_window(BOARD)
    voice, heard = speaking(window)
    voice.say("X threw 4 and moved from 1 to 5; Y's turn")
    voice.say("Y threw 2 and moved from 1 to 3; X's turn")  # before the first was said
    qtbot.waitUntil(lambda: heard.said != [])
    qtbot.wait(0)
    assert heard.said == ["Y threw 2 and moved from 1 to 3; X's turn"]


def test_quiet_while_a_screen_reader_says_the_turns(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    voice, heard = speaking(window)
    voice.screen_reader = lambda: True
    controller = start_game(window, prompter)
    press(window, [4])
    qtbot.waitUntil(lambda: not controller.busy)
    qtbot.wait(0)
    assert heard.said == []
    voice.screen_reader = lambda: False  # the screen reader stops: the voice takes over
    press(window, [3])
    settle(qtbot, controller, heard, 1)
    assert heard.said == ["Y threw 3 and moved from 1 to 4; X's turn"]


def test_no_voice_says_what_to_install_and_changes_nothing(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    voice = window.play.voice

    def none_here(locale: QLocale, failed: Callable[[str], None]):
        raise NoVoice(Missing.SERVICE, "cannot connect to speech-dispatcher")

    voice.make_speaker = none_here
    voice.action.trigger()
    assert not voice.action.isChecked()  # nothing changed: off, and not remembered on
    assert not read_bool(window.settings, SettingKey.SPEAK_TURNS, False)
    [(title, message)] = prompter.errors
    assert title == "Speak Turns"
    assert "speech-dispatcher" in message and "espeak-ng" in message  # what to install
    assert "cannot connect to speech-dispatcher" in message
    assert "no speech service is installed" in window.statusBar().currentMessage()
    controller = start_game(window, prompter)  # the game goes on, silent
    press(window, [4])
    qtbot.waitUntil(lambda: not controller.busy)
    assert controller.shown_positions()["X"] == 5


def test_remembered_on_without_a_voice_says_so_in_the_status_line(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    window.settings.setValue(SettingKey.SPEAK_TURNS, "true")
    again = make_window(BOARD)
    voice = again.play.voice
    assert voice.action.isChecked()
    voice.screen_reader = lambda: False

    def no_voices(locale: QLocale, failed: Callable[[str], None]):
        raise NoVoice(Missing.VOICE)

    voice.make_speaker = no_voices
    start_game(again, prompter)
    qtbot.waitUntil(lambda: voice.missing is not None)
    assert "no voice is installed" in again.statusBar().currentMessage()
    assert prompter.errors == []  # no message box in the middle of a game


def test_another_language_voice_is_said_in_the_status_line(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    voice = window.play.voice
    heard = Heard()
    voice.make_speaker = heard.maker(same_language=False)
    voice.screen_reader = lambda: False
    voice.action.trigger()
    assert voice.action.isChecked()
    assert "No voice speaks" in window.statusBar().currentMessage()


@pytest.mark.subprocess
def test_play_mode_loads_no_speech_engine_until_speak_turns_is_on() -> None:
    """Start-up and Play mode pay nothing for Speak Turns: QtTextToSpeech (and Qt Multimedia's
    libraries it links) is imported only when a voice is first needed."""
    probe = "import sys, snl_desktop.ui.play.mode, snl_desktop.ui.play.voice; print(sorted(sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120)
    assert "PySide6.QtTextToSpeech" not in done.stdout and "snl_desktop.ui.play.voice" in done.stdout
