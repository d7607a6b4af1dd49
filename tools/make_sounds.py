"""Synthesises the app's sounds (resources/sounds/*.wav): made by the project, from
sine waves and seeded noise, so they are ours to ship. Deterministic: the same bytes every run
(tests/packaging/test_sounds.py regenerates them and compares).

    .venv/bin/python tools/make_sounds.py [OUT_DIR]
"""

from __future__ import annotations

import io
import sys
import wave
from pathlib import Path

import numpy as np

RATE = 22_050
PEAK = 0.5  # of full scale: the app's volume scales from here
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def _tone(freq: float, seconds: float, decay: float, harmonics: tuple[float, ...] = (1.0, 0.3, 0.1)) -> np.ndarray:
    t = _t(seconds)
    wave_ = sum(a * np.sin(2 * np.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
    attack = np.minimum(1.0, t / 0.004)  # no click at the start
    return wave_ * attack * np.exp(-t / decay)


def roll() -> np.ndarray:
    """A die rattling in a cup and settling: clicks of filtered noise, closer and softer."""
    rng = np.random.default_rng(909)
    out = np.zeros(int(RATE * 0.5))
    at = 0.0
    gap = 0.025
    while at < 0.42:
        click = rng.standard_normal(int(RATE * 0.018))
        click = np.convolve(click, np.ones(4) / 4, mode="same") * np.exp(-np.arange(click.size) / (RATE * 0.004))
        start = int(at * RATE)
        out[start : start + click.size] += click[: out.size - start] * (1.0 - at * 1.5)
        at += gap * rng.uniform(0.7, 1.3)
        gap *= 1.08
    return out


def step() -> np.ndarray:
    """A token touching a square: a short wooden tock."""
    return _tone(520, 0.06, 0.012, (1.0, 0.5, 0.2)) + 0.3 * _tone(1240, 0.06, 0.006, (1.0,))


def ladder() -> np.ndarray:
    """Climbing: a bright rising arpeggio."""
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    out = np.zeros(int(RATE * 0.75))
    for i, freq in enumerate(notes):
        tone = _tone(freq, 0.3, 0.09)
        start = int(i * 0.13 * RATE)
        out[start : start + tone.size] += tone[: out.size - start]
    return out


def snake() -> np.ndarray:
    """Sliding down: a falling whistle with a wobble."""
    t = _t(0.8)
    freq = 880 * (220 / 880) ** (t / t[-1]) * (1 + 0.03 * np.sin(2 * np.pi * 7 * t))
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    envelope = np.minimum(1.0, t / 0.02) * np.minimum(1.0, (t[-1] - t) / 0.15)
    return (np.sin(phase) + 0.25 * np.sin(2 * phase)) * envelope


def win() -> np.ndarray:
    """The winner's fanfare: G4 C5 E5, then a held C-major chord."""
    out = np.zeros(int(RATE * 1.6))
    for i, freq in enumerate([392.0, 523.25, 659.25]):
        tone = _tone(freq, 0.2, 0.12, (1.0, 0.45, 0.25, 0.1))
        start = int(i * 0.14 * RATE)
        out[start : start + tone.size] += tone
    chord = sum(_tone(f, 1.15, 0.45, (1.0, 0.4, 0.2)) for f in (523.25, 659.25, 783.99, 1046.5)) / 2
    start = int(0.42 * RATE)
    out[start : start + chord.size] += chord[: out.size - start]
    return out


SOUNDS = {"roll": roll, "step": step, "ladder": ladder, "snake": snake, "win": win}


def wav_bytes(samples: np.ndarray) -> bytes:
    """16-bit mono WAV at `RATE`, scaled so the loudest sample is `PEAK` of full scale."""
    scaled = np.round(samples / np.max(np.abs(samples)) * PEAK * 32767).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(scaled.tobytes())
    return buffer.getvalue()


def main(folder: Path = OUT) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        (folder / f"{name}.wav").write_bytes(wav_bytes(make()))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
