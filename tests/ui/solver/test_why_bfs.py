"""The "Why BFS?" dialog: depth-first's search stepped with the real buttons and keys, the route
so far growing and backing up on the board, both routes and their counts at the end; an
unreachable goal and a board too big to watch are explained."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from helpers.keys import press
from snl_desktop.core import Board, Rules, solution
from snl_desktop.presets import load_preset
from snl_desktop.ui.solver.playback import FINISHED, PLAYING, READY
from snl_desktop.ui.solver.why_bfs import WhyBfsDialog, show_why_bfs
from snl_desktop.words.numbers import integer

SIX = load_preset("leetcode-6x6").board
WALLED = Board(4, 4, {k: 1 for k in range(9, 15)})  # every throw from 8 slides back to 1


def route_drawn(dialog: WhyBfsDialog) -> list[int]:
    """The squares of the depth-first route drawn on the board."""
    steps = dialog.dfs_path.steps
    return [steps[0].start, *(s.rest for s in steps)] if steps else []


def test_stepping_with_the_buttons_grows_the_route_and_the_end_draws_both(app, qtbot) -> None:
    dialog = show_why_bfs(None, SIX, Rules(), interval_ms=0)
    try:
        assert dialog.windowTitle() == "Why BFS? Depth-first vs breadth-first" and not dialog.isModal()
        assert not dialog.view.isInteractive() and dialog.playback.position == 0
        for _ in range(5):
            qtbot.mouseClick(dialog.step_button, Qt.MouseButton.LeftButton)
        assert dialog.playback.position == 5
        assert route_drawn(dialog) == [1, 15, 16]
        assert dialog.status.text() == "Depth-first enters square 16 (route of 2 throws so far)."
        assert "a route of 2 throws so far" in dialog.headline.text()
        assert dialog.marks.current == 16 and dialog.visited_item.squares == (1, 15, 16)
        assert dialog.bfs_path.steps == [] and not dialog.summary.isVisible()
        qtbot.mouseClick(dialog.step_button, Qt.MouseButton.LeftButton)  # a throw: 16 → 17, snake to 13
        assert dialog.marks.last is not None and dialog.marks.last.face == 1 and dialog.marks.last.rest == 13
        qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
        assert dialog.playback.position == 4 and route_drawn(dialog) == [1, 15]

        qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.playback.state == FINISHED, timeout=60_000)
        assert route_drawn(dialog) == [1, 15, 16, 13, 35, 36]
        assert [s.face for s in dialog.dfs_path.steps] == [1, 1, 1, 1, 1]
        assert dialog.bfs_path.steps == solution(SIX, Rules()).route() and len(dialog.bfs_path.steps) == 4
        assert (dialog.bfs_path.colour != dialog.dfs_path.colour) and dialog.dfs_path.dashed
        assert not dialog.bfs_path.dashed and dialog.bfs_path.shift != dialog.dfs_path.shift
        assert dialog.headline.text() == "Depth-first's first route: 5 throws. Breadth-first's shortest: 4 throws."
        assert "Depth-first found a route of 5 throws first; breadth-first's shortest takes 4." in (
            dialog.summary.text()
        )
        assert "one throw longer at a time" in dialog.summary.text() and dialog.summary.isVisible()
        assert "breadth-first" in dialog.legend.text() and not dialog.step_button.isEnabled()

        qtbot.mouseClick(dialog.restart_button, Qt.MouseButton.LeftButton)
        assert dialog.playback.state == READY and dialog.bfs_path.steps == [] and route_drawn(dialog) == []
    finally:
        dialog.close()


def test_the_keys_step_and_play_inside_the_dialog(app, qtbot) -> None:
    dialog = show_why_bfs(None, SIX, Rules(), interval_ms=0)
    try:
        qtbot.waitActive(dialog)
        for key in ("Right", "Right", "Left"):
            press(key, dialog)  # to the focused widget, as a user's key arrives
        assert dialog.playback.position == 1
        press("Space", dialog)
        qtbot.waitUntil(lambda: dialog.playback.state == FINISHED, timeout=60_000)
    finally:
        dialog.close()


@pytest.mark.slow
def test_a_dead_end_backs_up_and_an_unreachable_goal_is_explained(app, qtbot) -> None:
    dialog = show_why_bfs(None, WALLED, Rules(), interval_ms=0)
    try:
        backs = [k + 1 for k, step in enumerate(dialog.search.steps) if step.kind == "back"]
        dialog.playback.seek(backs[0] - 1)
        assert route_drawn(dialog) == list(range(1, 9))
        qtbot.mouseClick(dialog.step_button, Qt.MouseButton.LeftButton)
        assert route_drawn(dialog) == list(range(1, 8)) and dialog.marks.last.kind == "back"
        assert dialog.status.text() == "Dead end at square 8: no throw from it reaches a new square: back to 7."
        qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
        assert dialog.playback.state in (PLAYING, FINISHED)
        qtbot.waitUntil(lambda: dialog.playback.state == FINISHED, timeout=60_000)
        assert dialog.headline.text() == "Neither search reaches the goal"
        assert dialog.summary.text().startswith("Neither search finds a route")
        assert dialog.bfs_path.steps == [] and dialog.dfs_path.steps == []
        assert dialog.status.text() == "Dead end at square 1, the start: no route reaches the goal."
    finally:
        dialog.close()


def test_a_board_over_2500_squares_is_refused_with_a_message(app, qtbot) -> None:
    dialog = show_why_bfs(None, Board(60, 60), Rules(), interval_ms=0)
    try:
        assert dialog.playback is None and not hasattr(dialog, "view")
        assert "too big" in dialog.headline.text()
        said = dialog.summary.text()  # the numbers as the language writes them ("3,600", "3.600")
        assert f"{integer(3600)} squares" in said and integer(2500) in said
    finally:
        dialog.close()
    dialog = show_why_bfs(None, Board(50, 50), Rules(), interval_ms=0)  # 2,500 squares: shown
    try:
        assert dialog.playback is not None and len(dialog.search) > 0
    finally:
        dialog.close()


def test_closing_while_playing_stops_the_animation(app, qtbot) -> None:
    dialog = show_why_bfs(None, load_preset("classic").board, Rules(), interval_ms=5)
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    assert dialog.playback.timer.isActive() and dialog.play_button.text() == "&Pause"
    timer = dialog.playback.timer
    dialog.close()
    assert not timer.isActive()
    qtbot.wait(20)  # no tick reaches a closed dialog
