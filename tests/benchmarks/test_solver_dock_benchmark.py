"""Solver dock speed: one animation step on a 30×30 board (state change → overlay and dock
updated → viewport repainted), and full-speed playback of a 20×20 search with the real timer.
Run with ``pytest tests/benchmarks/test_solver_dock_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from helpers.boards import random_jumps
from helpers.keys import spin_until
from snl_desktop.core import Board, Rules
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.shell.main_window import MainWindow
from snl_desktop.ui.solver.playback import FINISHED


def open_window(qapp, tmp_path, side: int, jumps: int) -> MainWindow:
    board = Board(side, side, random_jumps(side, jumps))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        BoardDocument(board, Rules()), settings=settings, autosave_dir=tmp_path / "a", autosave_ms=3_600_000
    )
    window.resize(1280, 900)
    window.show()
    window.solver_dock.raise_()
    qapp.processEvents()
    return window


def close(window: MainWindow) -> None:
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()


@pytest.mark.parametrize("repaint", ["board-only", "dirty-region", "full-viewport"])
def test_one_animation_step_30x30(benchmark, qapp, tmp_path, repaint: str) -> None:
    """One throw of the animation, at steps sampled evenly over the whole trace (late steps
    have far more marks on the board). "board-only": the scene's update with the Solver tab
    hidden; "dirty-region": the board and the visible dock (queue, labels, scrubber) update, as
    on screen; "full-viewport": the whole view is repainted as well (a resize or expose)."""
    window = open_window(qapp, tmp_path, 30, 60)
    if repaint == "board-only":
        window._matrix_dock.raise_()
    panel = window.solver_panel
    panel.speed.setValue(0)
    panel.step_forward()  # builds the replay and the overlay once
    rounds = 300
    starts = iter(range(0, len(panel.replay) - 1, max(1, (len(panel.replay) - 1) // rounds)))
    moved = []

    def setup():
        position = next(starts)
        panel.seek(position)
        qapp.processEvents()
        return (position,), {}

    def step(position: int):
        panel.step_forward()
        if repaint == "full-viewport":
            window.view.viewport().repaint()
        qapp.processEvents()  # the scene's change reaches the view, which paints the dirty area
        moved.append(panel.playback.position - position)

    benchmark.pedantic(step, setup=setup, rounds=rounds, iterations=1)
    assert set(moved) == {1}  # each timed call is exactly one throw
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
