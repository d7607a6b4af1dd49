"""The solver dock: the BFS animation replays the core solver exactly; stepping back
and the scrubber restore earlier states; an edit resets; the timer plays to the end; the route
and die faces are the solver's."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, Rules, solution, solve
from snl_desktop.presets import load_preset
from snl_desktop.ui.solver.overlay import HeatMapLayer, MarkItem
from snl_desktop.ui.solver.playback import FINISHED, PAUSED, PLAYING, READY
from snl_desktop.words.search import describe_route

SIX = load_preset("leetcode-6x6").board


def snapshot(window) -> tuple:
    """Everything the animation shows: marks (square, distance, in queue), the expanded square
    and its throws, the route, the queue list and the scrubber."""
    panel = window.solver_panel
    marks = sorted(
        (m.rect.center().toTuple(), m.distance, m.in_queue)
        for m in window.scene.items()
        if isinstance(m, MarkItem) and m.isVisible()
    )
    overlay = panel.overlay
    queue = [panel.queue.item(i).text() for i in range(panel.queue.count())]
    return (
        marks,
        overlay.expansion.current,
        overlay.expansion.throws,
        tuple(overlay.route.steps),
        queue,
        panel.scrubber.value(),
    )


def visible_distances(window) -> dict[int, int]:
    """The distance shown on each square: by the animation's marks, or by the heat map."""
    geometry = window.scene.geometry

    def square(rect) -> int | None:  # square 0 (off-board start) is left of the board
        return 0 if rect.center() == geometry.centre(0) else geometry.label_at(rect.center())

    shown = {square(m.rect): m.distance for m in window.scene.items() if isinstance(m, MarkItem) and m.isVisible()}
    for layer in window.scene.items():
        if isinstance(layer, HeatMapLayer) and layer.isVisible() and layer.badges:
            shown.update({square(rect): distance for rect, distance, _ in layer.entries})
    return shown


@pytest.mark.slow
@pytest.mark.parametrize(
    "board, rules",
    [
        (SIX, Rules()),
        (Board(5, 7, {3: 20, 30: 4, 12: 12}), Rules(overshoot="bounce")),
        (load_preset("milton-bradley").board, load_preset("milton-bradley").rules),
    ],
    ids=["leetcode-6x6", "rectangular-bounce", "milton-bradley-off-board"],
)
def test_stepping_through_the_whole_trace_leaves_every_distance(make_window, board, rules) -> None:
    window = make_window(board, rules)
    panel = window.solver_panel
    solution = solve(board, rules)
    panel.step_forward()
    while panel.player.state != FINISHED:
        panel.step_forward()
    expected = {s: int(d) for s, d in enumerate(solution.distances) if d >= 0}
    assert visible_distances(window) == expected
    assert panel.queue.count() == 0


@pytest.mark.slow
def test_step_back_and_the_scrubber_restore_earlier_states_exactly(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    states = []
    panel.step_forward()
    states.append(snapshot(window))
    while panel.player.state != FINISHED:
        panel.step_forward()
        states.append(snapshot(window))
    for k in range(len(states) - 1, 0, -1):
        panel.step_back()
        assert snapshot(window) == states[k - 1], f"step back to position {k}"
    for k in (200, 7, 150, 1, len(states)):
        panel.scrubber.setValue(k)
        assert snapshot(window) == states[k - 1], f"scrub to position {k}"


def test_granularities_step_by_square_and_by_depth(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    panel.step_size.setCurrentIndex(2)  # one depth
    panel.step_forward()
    queue = [panel.queue.item(i).text() for i in range(panel.queue.count())]
    assert queue == [f"square {s} · 1 throw" for s in (15, 3, 4, 5, 6, 7)]
    panel.step_size.setCurrentIndex(1)  # one square
    panel.step_forward()
    assert panel.overlay.expansion.current == 15
    assert len(panel.overlay.expansion.throws) == 6


def test_an_edit_mid_animation_resets_to_the_new_board(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    for _ in range(30):
        panel.step_forward()
    assert panel.position == 30
    assert panel.queue.count() > 0 and panel.queue_label.text().endswith(f"{panel.queue.count()} squares")
    window.document.apply(window.document.board.with_jump(20, 33), "test edit")
    assert panel.playback is None  # the old animation is gone: the new one is ready
    queue = [panel.queue.item(i).text() for i in range(panel.queue.count())]
    assert queue == ["square 1 · 0 throws"] and panel.queue_label.text().endswith(": 1 square")  # step 0
    assert not [m for m in window.scene.items() if isinstance(m, MarkItem)]
    assert panel.headline.text() == f"Fewest throws: {solve(window.document.board).min_rolls}"
    panel.step_forward()
    assert panel.position == 1 and panel.replay.solution.goal == 36


@pytest.mark.slow
def test_play_runs_to_the_end_with_a_zero_interval_timer(make_window, qtbot) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    states = []
    panel.toggle_play()
    panel.player.state_changed.connect(states.append)
    assert panel.player.state == PLAYING
    assert panel.play_action.text() == "Pause"
    qtbot.waitUntil(lambda: panel.player.state == FINISHED, timeout=60_000)
    assert states[-1] == FINISHED
    assert panel.scrubber.value() == panel.scrubber.maximum()


def test_a_step_is_said_to_a_screen_reader_but_not_a_new_board_or_each_step_played(make_window, qtbot) -> None:
    from snl_desktop.ui.kit.announce import announcements

    window = make_window(SIX)
    panel = window.solver_panel
    said: list[str] = []
    announcements().said.connect(said.append)
    try:
        window.document.apply(Board(4, 4, {6: 14}), "test edit")
        assert said == ["Fewest throws: 2"]  # an edit is not a step of the search (its new figure is said)
        panel.step_forward()
        assert said[-1] == panel.detail.text()
        said.clear()
        panel.step_size.setCurrentIndex(2)  # one depth a step: a few steps played
        played: list[int] = []
        panel.position_shown.connect(lambda _replay, position: played.append(position))
        with qtbot.waitSignal(panel.player.state_changed, check_params_cb=lambda state: state == FINISHED):
            panel.toggle_play()
        assert len(played) > 2  # steps shown while playing, then the end
        assert said == [panel.detail.text()] and said[0].startswith("Route:")  # the end only
    finally:
        announcements().said.disconnect(said.append)


def test_pause_and_restart_follow_the_state_machine(make_window, qtbot) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    panel.speed.setValue(0)  # one step every 2 s: nothing moves during the test
    panel.toggle_play()
    panel.toggle_play()
    assert panel.player.state == PAUSED
    panel.restart()
    assert panel.player.state == READY and panel.position == 0
    assert panel.overlay.expansion.current is None


def test_the_route_and_die_faces_at_the_end_are_the_solvers(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    panel.seek(10**6)
    solution = solve(SIX)
    assert panel.player.state == FINISHED
    route = panel.overlay.route.steps
    assert [step.face for step in route] == list(solution.rolls) == [1, 2, 1, 1]
    assert [route[0].start] + [step.rest for step in route] == list(solution.path)
    assert panel.detail.text() == f"Route: {describe_route(solution)}"
    assert "throw 1 → square 2, ladder to 15; throw 2 → 17, snake to 13" in panel.detail.text()


def test_heat_map_shows_every_distance_at_any_time_and_back(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    for _ in range(10):
        panel.step_forward()
    before = snapshot(window)
    panel.heat_map.setChecked(True)
    solution = solve(SIX)
    assert visible_distances(window) == {s: int(d) for s, d in enumerate(solution.distances) if d >= 0}
    panel.heat_map.setChecked(False)
    assert snapshot(window) == before


def test_an_unreachable_goal_is_explained_on_the_board_and_in_words(make_window) -> None:
    board = Board(6, 6, {s: 2 for s in range(12, 18)})
    window = make_window(board)
    panel = window.solver_panel
    assert panel.headline.text() == "One die a throw never reaches the goal"
    assert "square 11" in panel.detail.text() and "12→2" in panel.detail.text()
    assert set(visible_distances(window)) == {s for s in range(1, 12)}  # shown at once...
    assert not panel.heat_map.isChecked()  # ...without ticking the user's heat map box
    assert panel.overlay.barrier is not None and panel.overlay.barrier.squares == list(range(12, 18))
    # the explanation survives playing the search to its end
    panel.seek(10**6)
    assert "square 11" in panel.detail.text() and "12→2" in panel.detail.text()
    # and an edit that makes the goal reachable again leaves no heat map behind
    window.document.apply(Board(6, 6), "reachable again")
    assert visible_distances(window) == {}
    assert panel.overlay.barrier is None and panel.overlay.heat_map is False


def test_headline_follows_every_edit_without_building_an_animation(make_window) -> None:
    window = make_window(Board(10, 10))
    panel = window.solver_panel
    assert panel.headline.text() == "Fewest throws: 17"
    window.document.apply(window.document.board.with_jump(3, 99), "ladder")
    assert panel.headline.text() == "Fewest throws: 2"
    assert panel.playback is None  # no trace is materialised until a control is used


def test_keyboard_shortcuts_drive_the_animation(make_window, qtbot) -> None:
    from PySide6.QtCore import Qt

    window = make_window(SIX)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel = window.solver_panel
    panel.speed.setValue(0)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert panel.position == 1
    qtbot.keyClick(window, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert panel.position == 0
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert panel.player.state == PLAYING
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert panel.player.state == PAUSED


def test_the_start_position_is_drawn_as_soon_as_the_animation_starts(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    panel.speed.setValue(0)
    panel.toggle_play()  # playing, still at position 0
    assert [panel.queue.item(i).text() for i in range(panel.queue.count())] == ["square 1 · 0 throws"]
    assert visible_distances(window) == {1: 0}
    panel.restart()
    assert [panel.queue.item(i).text() for i in range(panel.queue.count())] == ["square 1 · 0 throws"]


def test_restart_after_the_end_clears_the_route_text(make_window) -> None:
    window = make_window(SIX)
    panel = window.solver_panel
    panel.seek(10**6)
    assert panel.detail.text().startswith("Route:")
    panel.restart()
    assert panel.detail.text().startswith("Start: square 1 is at distance 0 and waits in the queue. Press Play")
    assert panel.overlay.route.steps == []


def test_play_speed_is_measured_in_the_chosen_step_size(make_window) -> None:
    from snl_desktop.ui.solver.playback import FASTEST_SECONDS

    window = make_window(Board(20, 20))
    panel = window.solver_panel
    panel.step_forward()
    panel.speed.setValue(100)
    for index, granularity in enumerate(("throw", "square", "depth")):
        panel.step_size.setCurrentIndex(index)
        playback = panel.playback
        steps = panel.replay.count(granularity)
        assert abs(playback.steps_per_second() - steps / FASTEST_SECONDS) < 1e-6 * steps
        ticks_for_all = steps / playback._steps_per_tick
        assert ticks_for_all >= min(steps, 40), f"{granularity}: the search would flash by in a few frames"


def test_the_search_keys_bring_the_hidden_solver_tab_forward(make_window, qtbot) -> None:
    from PySide6.QtCore import Qt

    window = make_window(SIX)
    window.docks.matrix.raise_()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.solver_panel.visibleRegion().isEmpty())
    qtbot.keyClick(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: not window.solver_panel.visibleRegion().isEmpty())


def test_the_off_board_start_is_drawn_as_square_zero(make_window) -> None:
    mb = load_preset("milton-bradley")
    window = make_window(mb.board, mb.rules)
    geometry = window.scene.geometry
    assert window.scene.sceneRect().contains(geometry.square_rect(0))
    assert window.scene._grid.off_board and window.scene._numbers.off_board
    window.solver_panel.step_forward()
    assert visible_distances(window) == {0: 0}


@pytest.mark.slow
def test_a_long_route_scrolls_instead_of_being_cut_off(make_window, qtbot) -> None:
    """A 30×30 board whose route takes 148 throws: the whole route text can be read."""
    board = Board(30, 30, {s: s - 1 for s in range(7, 900, 6)})  # every sixth square slides back
    window = make_window(board)
    panel = window.solver_panel
    throws = solution(board, Rules()).min_rolls
    assert throws > 100
    panel.seek(panel.scrubber.maximum())
    assert panel.detail.text().startswith("Route: throw")
    area = panel.detail_area
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0, timeout=60_000)
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
    last = panel.detail.text().rsplit("throw", 1)[1]
    assert str(board.size) in last  # the end of the route (the goal) is in the text that scrolls into view
    assert area.height() < panel.legend.y()  # and the route's box stays above the legend


def test_the_graph_can_be_copied_for_a_students_own_bfs(make_window) -> None:
    from PySide6.QtWidgets import QApplication

    window = make_window(Board(10, 10, {26: 44, 29: 9}))
    panel = window.solver_panel
    panel.copy_graph.click()
    text = QApplication.clipboard().text()
    assert "23: 24 25 44 27 28 9" in text.splitlines() and text.splitlines()[0].startswith("1: 2 3 4 5 6 7")
    window.document.apply(Board(10, 10), "plain")
    panel.copy_graph.click()
    assert "23: 24 25 26 27 28 29" in QApplication.clipboard().text().splitlines()  # the board as it is now


def test_hovering_a_square_with_the_solver_tab_in_front_draws_its_six_throws(make_window, qtbot) -> None:
    from PySide6.QtCore import Qt

    from helpers.keys import click_tab
    from helpers.mouse import activate, send_mouse

    window = make_window(Board(10, 10, {26: 44, 29: 9}), size=None)
    activate(window, qtbot)
    qtbot.waitUntil(lambda: window.started, timeout=60_000)
    send_mouse(window, "move", 23, button=Qt.MouseButton.NoButton)
    panel = window.solver_panel
    assert panel.hover_throws.item is None or panel.hover_throws.item.current is None  # the Solver tab is behind Matrix
    click_tab(window, "Solver")
    send_mouse(window, "move", 24, button=Qt.MouseButton.NoButton)
    send_mouse(window, "move", 23, button=Qt.MouseButton.NoButton)
    hover = panel.hover_throws.item
    assert hover.current == 23 and [(t.face, t.landed, t.rest) for t in hover.throws] == [
        (1, 24, 24),
        (2, 25, 25),
        (3, 26, 44),
        (4, 27, 27),
        (5, 28, 28),
        (6, 29, 9),
    ]
    click_tab(window, "Matrix")
    assert hover.current is None  # gone with the tab
