"""Step 0 of the search is one state, however it is reached (a new board, a preset opened, an
undo, Restart, stepping back to the start): the Solver says the start and how to begin, the
queue holds square 1, the BFS code has just made the queue, the graph shows only square 1, and
nothing of the search is drawn on the board. Before, a new board left the graph finished (the
whole tree and the route) with the queue empty and no line lit, while Restart showed queue [1]."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board
from snl_desktop.presets import load_preset

SIX = load_preset("leetcode-6x6")


def step_zero(window) -> tuple:
    """What the learner sees of the search, in every dock and on the board."""
    solver = window.solver_panel
    teaching = window.docks.teaching
    code, graph = teaching.code_dock.content, teaching.graph_dock.content
    queue = [solver.queue.item(i).text() for i in range(solver.queue.count())]
    overlay = solver.overlay
    drawn = [m for m in overlay._marks.values() if m.isVisible()] if overlay is not None else []
    current = overlay.expansion.current if overlay is not None else None
    return (
        solver.detail.text(),
        solver.position_label.text(),
        queue,
        [line.strip() for line in code.highlighted_lines()],
        code.note.text(),
        graph._shown,
        len(drawn),
        current,
    )


@pytest.fixture
def window(make_window):
    window = make_window(Board(6, 6))
    window.docks.teaching.code_dock.toggleViewAction().trigger()
    window.docks.teaching.graph_dock.toggleViewAction().trigger()
    return window


@pytest.mark.slow
def test_step_zero_is_one_state_however_it_is_reached(window) -> None:
    solver = window.solver_panel
    window.document.apply(SIX.board, "Open the LeetCode board")  # as opening a preset or a paste does
    opened = step_zero(window)
    assert opened[2] == ["square 1 · 0 throws"], opened
    assert opened[3] == ["queue = deque([start])"]
    assert opened[5] == (0, 1, False)  # the graph: square 1 found, waiting; nothing else yet
    assert opened[6] == 0 and opened[7] is None  # the board: nothing drawn
    assert "Step 0 of" in opened[1] and "ready" in opened[1]

    for _ in range(9):
        solver.step_forward()
    solver.restart()
    assert step_zero(window) == opened

    for _ in range(3):
        solver.step_forward()
    for _ in range(3):
        solver.step_back()
    assert step_zero(window) == opened

    window.document.apply(Board(6, 6), "Clear")
    window.document.undo_stack.undo()  # the LeetCode board again, by Undo
    assert step_zero(window) == opened


@pytest.mark.slow
def test_the_goal_step_is_said_in_one_sentence_in_every_dock(window) -> None:
    """At the step where the goal leaves the queue the Solver said "Expanding square 36
    (distance 4): 0 of 6 throws examined" while the code said "Square 36 is the goal: no throws
    from there": now both say the code's sentence."""
    solver = window.solver_panel
    window.document.apply(SIX.board, "Open the LeetCode board")
    replay = solver.player.ensure_animation().replay
    goal_step = next(i for i, step in enumerate(replay.steps, 1) if step.kind == "expand" and step.square == 36)
    solver.seek(goal_step)
    code = window.docks.teaching.code_dock.content
    assert solver.detail.text() == "Square 36 is the goal: no throws from there."
    assert code.note.text().endswith(solver.detail.text())
