"""The game's sounds: the die rolling, each step, a ladder climb, a snake slide and the win
fanfare (made by the project: tools/make_sounds.py, in resources/sounds), with a mute and a
volume the settings remember.

Played through miniaudio (a small, self-contained C library: no system audio package needed,
and it works in the bundle): one output stream, opened on the first sound, mixes whatever is
playing. Everything is quiet by design when it cannot play: no audio device, no library, a
muted game. Nothing here is loaded before the first sound, so start-up does not pay for it."""

from __future__ import annotations

import contextlib
import os
import threading
import wave
from collections.abc import Callable, Generator, Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

from ...log import logger
from ...resources import FOLDER
from ..kit.settings import read_bool, read_int, write_bool
from ..kit.settings_keys import SettingKey

if TYPE_CHECKING:
    import numpy as np

RATE = 22_050
SOUNDS = ("roll", "step", "ladder", "snake", "win")
DEFAULT_VOLUME = 70

Opener = Callable[[Generator[bytes, int, None]], Any]
"""Starts an output stream pulling 16-bit mono frames from the generator; returns an object
with ``close()``. Raises when there is no way to play sound."""


def load_sounds() -> dict[str, np.ndarray]:
    """Every sound as float32 samples at `RATE` (the files are ours: 16-bit mono WAV)."""
    import numpy as np  # with the first sound: Play mode is built before anything is heard

    out: dict[str, np.ndarray] = {}
    folder = FOLDER / "sounds"  # the tree this package was imported from (see resources)
    for name in SOUNDS:
        with wave.open(str(folder / f"{name}.wav"), "rb") as source:
            frames = source.readframes(source.getnframes())
        out[name] = np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0
    return out


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """The C audio libraries describe a missing device on standard error, line after line:
    while the device opens, what they write there is dropped."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def miniaudio_opener(stream: Generator[bytes, int, None]) -> Any:
    """The real output: the system's default device through miniaudio."""
    import miniaudio  # loaded with the first sound, not at start-up

    with _quiet_stderr():
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE, buffersize_msec=60
        )
        device.start(stream)
    return device


class SoundPlayer:
    """Plays the game's sounds over each other, at the chosen volume, unless muted.

    ``opener`` makes the output stream (tests give one that records what would be heard).
    When it fails (no audio device), the player stays silent for the rest of the run and says
    so once in the log."""

    def __init__(self, settings: QSettings, opener: Opener = miniaudio_opener) -> None:
        self.settings = settings
        self._opener = opener
        self._sounds: dict[str, np.ndarray] | None = None
        self._voices: list[list[Any]] = []  # [samples, position]
        self._lock = threading.Lock()
        self._device: Any = None
        self.unavailable = False
        self._muted = read_bool(settings, SettingKey.SOUND_MUTED, False)
        self._volume = read_int(settings, SettingKey.SOUND_VOLUME, DEFAULT_VOLUME, 0, 100)

    # -- what the user chose (kept in the settings; read here once, for the output thread) --------

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        write_bool(self.settings, SettingKey.SOUND_MUTED, self._muted)
        if muted:
            with self._lock:
                self._voices.clear()

    @property
    def volume(self) -> int:
        """0 to 100."""
        return self._volume

    def set_volume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        self.settings.setValue(SettingKey.SOUND_VOLUME, self._volume)

    # -- playing -------------------------------------------------------------------------------

    def play(self, name: str) -> None:
        """Start sound ``name`` (one of `SOUNDS`), mixed with what is playing; nothing when
        muted or when sound cannot be played here. Cheap: the mixing is done by the output."""
        if self.muted or self.unavailable or self.volume == 0:
            return
        if self._sounds is None:
            self._sounds = load_sounds()
        with self._lock:
            self._voices.append([self._sounds[name], 0])
        if self._device is None:
            self._open()

    def check_device(self) -> bool:
        """Whether sound can be heard here: the output is opened now if it is not yet (it
        then plays silence until a sound starts). False, for the rest of the run, when there
        is no audio device or no library."""
        if self._device is None and not self.unavailable:
            self._open()
        return not self.unavailable

    def _open(self) -> None:
        stream = self._mix()
        next(stream)
        try:
            self._device = self._opener(stream)
        except Exception as exc:  # no device, no library: silence, as promised
            self.unavailable = True
            with self._lock:
                self._voices.clear()
            logger(__name__).info("no sound: %s", exc)

    def _mix(self) -> Generator[bytes, int, None]:
        """The output stream: asked for ``frames`` samples, it sums the voices playing."""
        import numpy as np  # loaded by load_sounds already

        frames = yield b""
        while True:
            out = np.zeros(frames, dtype=np.float32)
            with self._lock:
                for voice in self._voices:
                    samples, at = voice
                    chunk = samples[at : at + frames]
                    out[: chunk.size] += chunk
                    voice[1] = at + frames
                self._voices = [v for v in self._voices if v[1] < v[0].size]
                gain = 0.0 if self._muted else self._volume / 100
            pcm = np.clip(out * gain, -1.0, 1.0)
            frames = yield (pcm * 32767).astype("<i2").tobytes()

    @property
    def playing(self) -> int:
        """How many sounds are playing now."""
        with self._lock:
            return len(self._voices)

    def close(self) -> None:
        """Stop the output (the window is closing)."""
        if self._device is not None:
            device, self._device = self._device, None
            with contextlib.suppress(Exception):
                device.close()
