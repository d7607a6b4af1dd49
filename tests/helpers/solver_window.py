"""A main window on a seeded random board for the Solver's benchmarks, and the timed loop they
share: one animation step at positions sampled evenly over the whole search."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSettings

from snl_desktop.core import Board, Rules
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.shell.main_window import MainWindow

from .boards import random_jumps


def open_window(qapp: Any, tmp_path: Any, side: int, jumps: int) -> MainWindow:
    """A shown window on a ``side``×``side`` board with ``jumps`` seeded jumps, the Solver in front."""
    board = Board(side, side, random_jumps(side, jumps))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        BoardDocument(board, Rules()), settings=settings, autosave_dir=tmp_path / "a", autosave_ms=3_600_000
    )
    window.resize(1280, 900)
    window.show()
    window.docks.solver.raise_()
    qapp.processEvents()
    return window


def close(window: MainWindow) -> None:
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()


def time_one_step(
    benchmark: Any, qapp: Any, window: MainWindow, rounds: int, after: Callable[[], None] | None = None
) -> None:
    """Benchmark one throw of the animation from positions sampled evenly over the trace (late
    steps have far more marks on the board), everything the step changes painted (``after`` runs
    inside the timed call, e.g. a full repaint); checks that each timed call moved one throw."""
    panel = window.solver_panel
    panel.speed.setValue(0)
    panel.step_forward()  # builds the replay and the overlay once
    starts = iter(range(0, len(panel.replay) - 1, max(1, (len(panel.replay) - 1) // rounds)))
    moved = []

    def setup():
        position = next(starts)
        panel.seek(position)
        qapp.processEvents()
        return (position,), {}

    def step(position: int):
        panel.step_forward()
        if after is not None:
            after()
        qapp.processEvents()  # the scene's change reaches the views, which paint the dirty area
        moved.append(panel.playback.position - position)

    benchmark.pedantic(step, setup=setup, rounds=rounds, iterations=1)
    assert set(moved) == {1}  # each timed call is exactly one throw
