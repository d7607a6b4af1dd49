"""Timing a token's walk frame by frame (the benchmarks of play): the animation is paused and
its time set by the benchmark, the view repaints what changed."""

from __future__ import annotations

from typing import Any

from snl_desktop.core.game import TurnOutcome


def time_walk_frames(benchmark: Any, qapp: Any, tokens: Any, outcome: TurnOutcome, rounds: int = 300) -> Any:
    """Animate ``outcome`` on ``tokens`` (a `TokenLayer`) and time ``rounds`` frames of it, each
    a step of the animation and the repaint that follows. Returns the paused animation."""
    tokens.animate(outcome)
    animation = tokens._animation
    assert animation is not None
    animation.pause()  # the benchmark sets the time itself
    total = animation.duration()
    times = iter([total * i / (2 * rounds) for i in range(2 * rounds)] * 2)

    def frame() -> None:
        animation.setCurrentTime(int(next(times)))  # what the animation does each frame
        qapp.processEvents()  # the view repaints the region that changed

    benchmark.pedantic(frame, rounds=rounds, iterations=1, warmup_rounds=10)
    return animation
