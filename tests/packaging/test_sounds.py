"""The game's sounds are the project's own: tools/make_sounds.py makes them again, sample for
sample (within the rounding of another numpy), and they ship as package data."""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

import numpy as np

from snl_desktop.ui.play.sound import RATE, SOUNDS, load_sounds

ROOT = Path(__file__).resolve().parents[2]


def samples(path: Path) -> np.ndarray:
    with wave.open(str(path), "rb") as source:
        assert (source.getnchannels(), source.getsampwidth(), source.getframerate()) == (1, 2, RATE)
        return np.frombuffer(source.readframes(source.getnframes()), dtype="<i2").astype(int)


def test_the_shipped_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(tmp_path)
    for name in SOUNDS:
        shipped = samples(ROOT / "resources" / "sounds" / f"{name}.wav")
        made = samples(tmp_path / f"{name}.wav")
        assert shipped.shape == made.shape, name
        assert np.abs(shipped - made).max() <= 2, name


def test_every_sound_loads_short_and_not_too_loud() -> None:
    sounds = load_sounds()
    assert set(sounds) == set(SOUNDS)
    for name, wave_ in sounds.items():
        assert 0.03 < wave_.size / RATE < 2.0, name  # a cue, not a tune
        assert 0.45 < np.abs(wave_).max() <= 0.51, name  # half of full scale: room to mix
