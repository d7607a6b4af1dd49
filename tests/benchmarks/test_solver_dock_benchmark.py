"""Solver dock speed: one animation step on a 30×30 board (state change → overlay and dock
updated → viewport repainted), and full-speed playback of a 20×20 search with the real timer.
Run with ``pytest tests/benchmarks/test_solver_dock_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import pytest

from helpers.keys import spin_until
from helpers.solver_window import close, open_window, time_one_step
from snl_desktop.ui.solver.playback import FINISHED


@pytest.mark.parametrize("repaint", ["board-only", "dirty-region", "full-viewport"])
def test_one_animation_step_30x30(benchmark, qapp, tmp_path, repaint: str) -> None:
    """One throw of the animation, at steps sampled evenly over the whole trace (late steps
    have far more marks on the board). "board-only": the scene's update with the Solver tab
    hidden; "dirty-region": the board and the visible dock (queue, labels, scrubber) update, as
    on screen; "full-viewport": the whole view is repainted as well (a resize or expose)."""
    window = open_window(qapp, tmp_path, 30, 60)
    if repaint == "board-only":
        window.docks.matrix.raise_()
    after = window.view.viewport().repaint if repaint == "full-viewport" else None
    time_one_step(benchmark, qapp, window, 300, after)
    close(window)


def test_full_speed_playback_20x20_finishes_under_a_second(benchmark, qapp, tmp_path) -> None:
    window = open_window(qapp, tmp_path, 20, 40)
    panel = window.solver_panel
    panel.speed.setValue(100)
    panel.step_forward()
    panel.restart()

    def play() -> None:
        panel.restart()
        panel.toggle_play()
        spin_until(lambda: panel.playback.state == FINISHED)

    benchmark.pedantic(play, rounds=3, iterations=1)
    assert panel.playback.position == len(panel.replay)  # the whole search was played
    close(window)
