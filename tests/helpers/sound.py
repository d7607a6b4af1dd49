"""Stand-ins for the audio device: one that keeps what would be heard, one that is missing."""

from __future__ import annotations

from collections.abc import Generator

import numpy as np


class RecordingOutput:
    """An output stream that plays nothing: ``pull(frames)`` takes the next samples the app
    would send to the speakers (16-bit mono)."""

    def __init__(self) -> None:
        self.stream: Generator[bytes, int, None] | None = None
        self.opened = 0
        self.closed = False

    def __call__(self, stream: Generator[bytes, int, None]) -> RecordingOutput:
        self.stream = stream
        self.opened += 1
        return self

    def pull(self, frames: int) -> np.ndarray:
        assert self.stream is not None, "no sound was played"
        return np.frombuffer(self.stream.send(frames), dtype="<i2")

    def close(self) -> None:
        self.closed = True


def no_device(stream: Generator[bytes, int, None]) -> None:
    """The output of a machine without sound: opening it fails, as miniaudio's does."""
    raise RuntimeError("failed to init device")
