"""Turns spoken aloud (View → Speak Turns, remembered): "Mia's turn", "Leo threw 4 and climbed
the ladder from 3 to 22; Mia's turn", the winner, in the app's language, through Qt's
QTextToSpeech (speech-dispatcher on Linux, the platform's voices elsewhere). For children who
cannot read yet and for players who cannot see the screen.

The rules:

- One source of sentences: what a screen reader hears (`speech.PlaySpeech.said`, the words
  layer's sentences), said when the token has arrived, never the engine ahead of the tokens.
- Never a backlog: a sentence waiting to be said is replaced by a newer one, and a sentence being
  said is cut short by the next (``QTextToSpeech.say`` stops what it is saying).
- Quiet while a screen reader runs (``QAccessible.isActive()``): the screen reader already says
  the same sentences (`kit.announce`) in the voice and at the speed its user chose; two voices
  at once would talk over each other. Where no screen reader runs, this is the voice.
- Nothing before it is on: QtTextToSpeech is imported, and its engine made, only when Speak
  Turns is turned on or, when remembered on, with the first sentence of a game (start-up pays
  nothing). Making the engine takes a second or two on Linux (speech-dispatcher lists its voices,
  and PySide holds Python meanwhile, so a thread would not help): done once, after the room has
  painted (the sentence waits for the next turn of the event loop).
- A voice of the app's language is chosen (the language, then any voice of it); without one the
  engine's own voice reads, and the status line says so. Without any voice it says plainly what
  is missing (the status line; when the user turns it on, a message saying what to install) and
  changes nothing else: the game goes on, silent.

The speaker is made by ``make_speaker`` (a `SpeakerMaker`), which tests replace to hear what would be
said."""

from __future__ import annotations

import sys
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QLocale, QObject, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QWidget

from ...log import logger
from ...words import spoken
from ..kit.actions import make_action
from ..kit.settings import read_bool, write_bool
from ..kit.settings_keys import SettingKey

if TYPE_CHECKING:
    from PySide6.QtTextToSpeech import QTextToSpeech

    from .host import GamePrompter
    from .speech import PlaySpeech

__all__ = ["Missing", "NoVoice", "QtSpeaker", "Speaker", "SpeakerMaker", "TurnVoice", "qt_speaker"]

ENGINES = ("speechd", "flite", "winrt", "sapi", "darwin", "macos", "android", "ios", "wasm")
"""Qt's text-to-speech engines, the platform's own first; Qt's test engine ("mock") never speaks
to a user and is never chosen."""


class Speaker(Protocol):
    """What says a sentence: ``say`` cuts short what it is saying and says ``text``."""

    def say(self, text: str) -> None: ...

    def stop(self) -> None: ...


class Missing(Enum):
    """Why no voice can speak."""

    ENGINE = "engine"
    """No text-to-speech engine (Linux: Qt finds no speech-dispatcher)."""
    SERVICE = "service"
    """The engine would not start (Linux: speech-dispatcher is not installed or failed)."""
    VOICE = "voice"
    """The engine has no voice at all (Linux: no synthesizer such as espeak-ng)."""


class NoVoice(Exception):
    """No voice can speak here: ``missing`` says why, ``detail`` is the engine's own words."""

    def __init__(self, missing: Missing, detail: str = "") -> None:
        super().__init__(f"{missing.value}: {detail}" if detail else missing.value)
        self.missing, self.detail = missing, detail


SpeakerMaker = Callable[[QLocale, Callable[[str], None]], tuple[Speaker, bool]]
"""Makes the speaker for a locale, given what to call when it fails later (the engine's words);
returns it and whether its voice speaks that locale's language. Raises `NoVoice`."""


class QtSpeaker(QObject):
    """A `Speaker` over a QTextToSpeech engine."""

    def __init__(self, engine: QTextToSpeech, failed: Callable[[str], None]) -> None:
        super().__init__()
        self.engine = engine
        engine.setParent(self)
        engine.errorOccurred.connect(lambda _reason, text: failed(text))

    def say(self, text: str) -> None:
        self.engine.say(text)

    def stop(self) -> None:
        self.engine.stop()


def _engine_name(available: list[str]) -> str | None:
    ranked = [name for name in ENGINES if name in available]
    others = [name for name in available if name not in ENGINES and name != "mock"]
    return next(iter(ranked + others), None)


def choose_locale(available: list[QLocale], wanted: QLocale) -> QLocale | None:
    """The voice locale for ``wanted``: the same language and country, else the same language
    (the first in the engine's order); None when no voice speaks the language."""
    same = [loc for loc in available if loc.language() == wanted.language()]
    exact = [loc for loc in same if loc.territory() == wanted.territory()]
    return next(iter(exact + same), None)


def qt_speaker(locale: QLocale, failed: Callable[[str], None]) -> tuple[QtSpeaker, bool]:
    """The platform's engine with a voice for ``locale`` (see `SpeakerMaker`)."""
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech  # only now: Speak Turns is on
    except ImportError as error:  # a build without it, or a library it links missing
        raise NoVoice(Missing.ENGINE, str(error)) from error

    name = _engine_name(QTextToSpeech.availableEngines())
    if name is None:
        raise NoVoice(Missing.ENGINE)
    engine = QTextToSpeech(name)
    if engine.state() is QTextToSpeech.State.Error:
        detail = engine.errorString()
        engine.deleteLater()
        raise NoVoice(Missing.SERVICE, detail)
    chosen = choose_locale(engine.availableLocales(), locale)
    if chosen is not None:
        engine.setLocale(chosen)
    if not engine.availableVoices():
        engine.deleteLater()
        raise NoVoice(Missing.VOICE)
    logger(__name__).info("Speak Turns: %s, %s, voice %s", name, engine.locale().name(), engine.voice().name())
    return QtSpeaker(engine, failed), chosen is not None


class TurnVoice(QObject):
    """View → Speak Turns for one window: ``action`` (checkable, remembered); it says what
    `follow`'s PlaySpeech says. ``show_status(text, ms)`` is the window's status line,
    ``prompter`` tells the user what to install when they turn it on and no voice is there."""

    def __init__(
        self,
        window: QWidget,
        settings: QSettings,
        show_status: Callable[[str, int], None],
        prompter: GamePrompter,
        make_speaker: SpeakerMaker = qt_speaker,
        screen_reader: Callable[[], bool] = QAccessible.isActive,
    ) -> None:
        super().__init__(window)
        self.settings = settings
        self.show_status, self.prompter = show_status, prompter
        self.make_speaker, self.screen_reader = make_speaker, screen_reader
        """How the speaker is made, and whether a screen reader runs (tests give their own)."""
        self.speaker: Speaker | None = None
        self.missing: NoVoice | None = None
        self.other_language = False
        """The voice found does not speak the app's language (the system's voice reads)."""
        """Why nothing can be said (the engine was tried and found wanting); None: not tried, or a voice."""
        self._waiting: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._say_waiting)
        self.action = make_action(
            window,
            self.tr("Spea&k Turns"),
            self._toggled,
            None,
            self.tr("Say each turn aloud: whose turn it is, what the throw did, the winner"),
            checkable=True,
        )
        self.action.setChecked(read_bool(settings, SettingKey.SPEAK_TURNS, False))

    @property
    def on(self) -> bool:
        return self.action.isChecked()

    def follow(self, speech: PlaySpeech) -> None:
        """Say what ``speech`` says (each turn's sentence once its token has arrived)."""
        speech.said.connect(self.say)

    # -- on and off ------------------------------------------------------------------------------

    def set_on(self, on: bool) -> None:
        """Turn Speak Turns on or off (as the menu does)."""
        self.action.setChecked(on)
        self._toggled()

    def _toggled(self) -> None:
        on = self.action.isChecked()
        if not on:
            self._waiting = None
            self._timer.stop()
            if self.speaker is not None:
                self.speaker.stop()
            write_bool(self.settings, SettingKey.SPEAK_TURNS, False)
            return
        self.missing = None  # turned on again: perhaps a voice has been installed since
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            speaker = self._speaker()
        finally:
            QGuiApplication.restoreOverrideCursor()
        if speaker is None:
            self.action.setChecked(False)  # nothing else changes: the setting stays as it was
            assert self.missing is not None
            self.prompter.error(self.tr("Speak Turns"), self.install_message(self.missing))
            return
        write_bool(self.settings, SettingKey.SPEAK_TURNS, True)
        if self.screen_reader():
            self.show_status(
                self.tr("A screen reader is running and says each turn: Speak Turns stays quiet while it runs."),
                8000,
            )
        elif not self.other_language:  # (else the status line says which voice reads)
            self.show_status(self.tr("Speak Turns is on: each turn is said aloud."), 5000)

    # -- speaking ----------------------------------------------------------------------------------

    @Slot(str)
    def say(self, text: str) -> None:
        """Say ``text`` when the event loop next turns (after the room has painted), replacing
        a sentence still waiting; nothing when Speak Turns is off."""
        if not self.on or not text:
            return
        self._waiting = text
        self._timer.start()

    def _say_waiting(self) -> None:
        text, self._waiting = self._waiting, None
        if text is None or not self.on or self.screen_reader():
            return
        speaker = self._speaker()
        if speaker is None:
            return
        speaker.say(text)

    def _speaker(self) -> Speaker | None:
        """The speaker, made the first time (None, with ``missing`` set, when no voice can speak:
        said once in the status line)."""
        if self.speaker is not None or self.missing is not None:
            return self.speaker
        locale = QLocale()
        try:
            self.speaker, same_language = self.make_speaker(locale, self._failed)
        except NoVoice as missing:
            logger(__name__).info("Speak Turns: no voice (%s)", missing)
            self.missing = missing
            self.show_status(self.no_voice_words(missing), 10000)
            return None
        if isinstance(self.speaker, QObject):
            self.speaker.setParent(self)  # goes with the window
        self.other_language = not same_language
        if self.other_language:
            self.show_status(
                spoken(
                    self.tr("No voice speaks {language} here: the turns are read by the system's voice."),
                    language=locale.nativeLanguageName() or QLocale.languageToString(locale.language()),
                ),
                10000,
            )
        return self.speaker

    def _failed(self, detail: str) -> None:
        """The engine failed while speaking: said in the status line; the next turn tries again."""
        logger(__name__).info("Speak Turns: the voice failed: %s", detail)
        self.show_status(spoken(self.tr("The voice could not speak: {reason}"), reason=detail), 8000)

    # -- the words ---------------------------------------------------------------------------------

    def no_voice_words(self, missing: NoVoice) -> str:
        """The status line's sentence for ``missing``."""
        if missing.missing is Missing.VOICE:
            return self.tr("Speak Turns: no voice is installed, so the turns are not spoken.")
        return self.tr("Speak Turns: no speech service is installed, so the turns are not spoken.")

    def install_message(self, missing: NoVoice) -> str:
        """What to install so that turns can be spoken, for this platform."""
        first = self.no_voice_words(missing)
        if sys.platform.startswith("linux"):
            what = self.tr(
                "Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: "
                "sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again."
            )
        else:
            what = self.tr("Add a voice in the system's speech settings, then turn Speak Turns on again.")
        detail = spoken(self.tr("(The speech service said: {reason})"), reason=missing.detail) if missing.detail else ""
        return " ".join(part for part in (first, what, detail) if part)
