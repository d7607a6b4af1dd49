"""The learner's docks at 30×30 (900 squares): one animation step of the Solver (its narration
included: the step's sentence under the fewest throws) with the Graph view and the BFS Code
panel on screen, against the same step with neither (one run, side by side), measured against
a 16 ms frame. Run with
``QT_QPA_PLATFORM=offscreen pytest tests/benchmarks/test_teaching_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import pytest

from helpers.solver_window import close, open_window, time_one_step


@pytest.mark.parametrize("docks", ["solver-only", "graph-and-code"])
def test_one_step_with_the_teaching_docks_30x30(benchmark, qapp, tmp_path, docks: str) -> None:
    """One throw of the animation at steps sampled evenly over the trace: the board, the Solver
    dock and (with ``graph-and-code``) the graph and the code update and repaint what changed."""
    window = open_window(qapp, tmp_path, 30, 60)
    panel = window.solver_panel
    if docks == "graph-and-code":
        for dock in window.docks.teaching.docks:
            dock.toggleViewAction().trigger()
        qapp.processEvents()
        assert all(dock.isVisible() for dock in window.docks.teaching.docks)
    time_one_step(benchmark, qapp, window, 200)
    if docks == "graph-and-code":
        code = window.docks.teaching.code_dock.content
        assert code.state is not None and code.state.position == panel.playback.position
        assert code.note.text().endswith(panel.detail.text())  # the narration: one sentence for the step
    close(window)
