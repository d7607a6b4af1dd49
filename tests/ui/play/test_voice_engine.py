"""Speak Turns with Qt's real QTextToSpeech: on Linux speech-dispatcher with espeak-ng (Debian's
packages; .ci/run installs them) finds a voice of the app's language and says a sentence, the
engine going Speaking → Ready. The sound goes to ALSA's null device through a speech-dispatcher
of the test's own (its configuration in a temporary home, started by Qt's engine as it would be
for a user, and gone two seconds after the test), so it needs no sound card and leaves a running
speech-dispatcher alone. Skipped only where there is no engine that can speak (Qt's test engine,
"mock", does not count; on Linux, speech-dispatcher not installed)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from snl_desktop.ui.play.voice import ENGINES, QtSpeaker, qt_speaker


def engines() -> list[str]:
    from PySide6.QtTextToSpeech import QTextToSpeech

    found = [name for name in QTextToSpeech.availableEngines() if name != "mock"]
    if sys.platform.startswith("linux") and shutil.which("speech-dispatcher") is None:
        found = [name for name in found if name != "speechd"]  # its plugin, but no service to speak
    return found


@pytest.fixture
def own_speech_dispatcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A speech-dispatcher of the test's own, playing into ALSA's null device."""
    home = tmp_path / "speech"
    config = home / ".config" / "speech-dispatcher"
    config.mkdir(parents=True)
    (home / ".asoundrc").write_text("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    (config / "speechd.conf").write_text('AudioOutputMethod "alsa"\nAudioALSADevice "default"\nTimeout 2\n')
    monkeypatch.setenv("HOME", str(home))  # where the spawned service finds .asoundrc and its socket
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)


@pytest.mark.slow  # the engine takes a second or two to list speech-dispatcher's voices
def test_a_real_voice_says_a_turn_in_the_app_language(qapp, qtbot, own_speech_dispatcher) -> None:
    found = engines()
    if not found:
        pytest.skip("no text-to-speech engine here (Debian: apt install speech-dispatcher espeak-ng)")
    from PySide6.QtTextToSpeech import QTextToSpeech

    failures: list[str] = []
    german = QLocale("de_DE")
    speaker, same_language = qt_speaker(german, failures.append)
    try:
        assert isinstance(speaker, QtSpeaker)
        engine = speaker.engine
        assert engine.engine() == next(name for name in (*ENGINES, *found) if name in found)  # the platform's own
        assert same_language and engine.locale().language() is QLocale.Language.German
        assert engine.voice().locale().language() is QLocale.Language.German
        states: list[QTextToSpeech.State] = []
        engine.stateChanged.connect(states.append)
        speaker.say("Mia ist dran!")
        qtbot.waitUntil(lambda: QTextToSpeech.State.Ready in states, timeout=30_000)
        assert states[0] is QTextToSpeech.State.Speaking, states
        assert failures == [] and engine.state() is not QTextToSpeech.State.Error
    finally:
        speaker.deleteLater()
