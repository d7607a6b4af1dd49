"""The BFS animation's controls as a small state machine (ready → playing → paused →
finished) over a `SearchReplay`: play, pause, step forward and back, restart, seek, speed and
step size. It only moves a position; whoever listens to `position_changed` draws it."""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ...core.replay import Granularity


class Steps(Protocol):
    """What a playback moves through: a recorded search (`SearchReplay`, or the depth-first
    search of Why BFS?) with positions 0..len and step boundaries for each step size."""

    def __len__(self) -> int: ...
    def count(self, granularity: Granularity) -> int: ...
    def next_position(self, position: int, granularity: Granularity = "throw") -> int: ...
    def previous_position(self, position: int, granularity: Granularity = "throw") -> int: ...


READY, PLAYING, PAUSED, FINISHED = "ready", "playing", "paused", "finished"


def state_name(state: str) -> str:
    """A playback state as the learner reads it (the states themselves are keys)."""
    if state == PLAYING:
        return QCoreApplication.translate("Playback", "playing")
    if state == PAUSED:
        return QCoreApplication.translate("Playback", "paused")
    if state == FINISHED:
        return QCoreApplication.translate("Playback", "finished")
    return QCoreApplication.translate("Playback", "ready")


FRAME_MS = 16
SLOWEST_STEPS_PER_S = 0.5
"""At the slowest speed one step every 2 s."""
FASTEST_SECONDS = 0.8
"""At the fastest speed the whole search plays in this time, whatever the step size."""


class Playback(QObject):
    """Position and state of the animation. ``interval_ms`` overrides the timer's interval
    (tests run it at 0 ms)."""

    position_changed = Signal(int)
    """The position moved (to this one)."""
    state_changed = Signal(str)
    """The state changed (to this one: `READY`, `PLAYING`, `PAUSED` or `FINISHED`)."""

    def __init__(self, replay: Steps, interval_ms: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.position = 0
        self.state = READY
        self.granularity: Granularity = "throw"
        self.speed = 50
        self._interval_override = interval_ms
        self._steps_per_tick = 1
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.set_speed(self.speed)

    # -- speed ------------------------------------------------------------------------------

    def steps_per_second(self) -> float:
        """Speed 0..100 on a log scale from one step every 2 s to the whole search in 0.8 s,
        in steps of the chosen size (throws, squares or depths)."""
        fastest = max(self.replay.count(self.granularity) / FASTEST_SECONDS, 2 * SLOWEST_STEPS_PER_S)
        t = self.speed / 100
        return math.exp(math.log(SLOWEST_STEPS_PER_S) * (1 - t) + math.log(fastest) * t)

    @Slot(int)
    def set_speed(self, speed: int) -> None:
        self.speed = max(0, min(100, speed))
        rate = self.steps_per_second()
        interval = max(FRAME_MS, round(1000 / rate))
        self._steps_per_tick = max(1, round(rate * interval / 1000))
        self.timer.setInterval(interval if self._interval_override is None else self._interval_override)

    def set_granularity(self, granularity: Granularity) -> None:
        self.granularity = granularity
        self.set_speed(self.speed)  # the same speed means fewer, bigger steps a second

    # -- moving ------------------------------------------------------------------------------

    def seek(self, position: int) -> None:
        """Go to ``position`` (0..len); playing goes on from there, the end finishes."""
        position = max(0, min(position, len(self.replay)))
        changed = position != self.position
        self.position = position
        if position >= len(self.replay):
            self._set_state(FINISHED)
        elif self.state == FINISHED or (self.state == READY and position > 0):
            self._set_state(PAUSED)
        elif position == 0 and self.state != PLAYING:
            self._set_state(READY)
        if changed:
            self.position_changed.emit(position)

    @Slot()
    def step_forward(self) -> None:
        self.pause()
        self.seek(self.replay.next_position(self.position, self.granularity))

    @Slot()
    def step_back(self) -> None:
        self.pause()
        self.seek(self.replay.previous_position(self.position, self.granularity))

    @Slot()
    def restart(self) -> None:
        self.timer.stop()
        self._set_state(READY)
        self.seek(0)

    def play(self) -> None:
        if self.state == FINISHED:
            self.seek(0)
        if len(self.replay) == 0:
            return
        self._set_state(PLAYING)
        self.timer.start()

    def pause(self) -> None:
        self.timer.stop()
        if self.state == PLAYING:
            self._set_state(PAUSED)

    @Slot()
    def toggle(self) -> None:
        if self.state == PLAYING:
            self.pause()
        else:
            self.play()

    def stop(self) -> None:
        """Stop the timer for good (the board changed; a new playback takes over)."""
        self.timer.stop()

    @Slot()
    def _tick(self) -> None:
        position = self.position
        for _ in range(self._steps_per_tick):
            position = self.replay.next_position(position, self.granularity)
            if position >= len(self.replay):
                break
        if position >= len(self.replay):
            self.timer.stop()
        self.seek(position)

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)
