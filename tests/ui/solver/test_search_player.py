"""The Solver's playback on its own (`SearchPlayer` over a board scene, no window): stepping
forward and back draws each step on the board and stops at both ends, Play runs to the end and
stops there, the speed and the step size are the learner's (and kept for the next board), a new
board takes the old search off the board, and nothing is drawn or played during a game."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, Rules, solution
from snl_desktop.presets import load_preset
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.solver.overlay import MarkItem
from snl_desktop.ui.solver.playback import (
    FASTEST_SECONDS,
    FINISHED,
    PAUSED,
    PLAYING,
    READY,
    SLOWEST_STEPS_PER_S,
)
from snl_desktop.ui.solver.search_player import SearchPlayer

SIX = load_preset("leetcode-6x6").board
WALLED = Board(6, 6, {s: 2 for s in range(12, 18)})  # every throw from 11 slides back to 2


def make_player(board: Board = SIX, interval_ms: int | None = 0) -> SearchPlayer:
    """A player over a scene of ``board``, the board's search shown (at its start)."""
    player = SearchPlayer(BoardScene(board), interval_ms)
    show(player, board)
    return player


def show(player: SearchPlayer, board: Board) -> None:
    player.scene.set_board(board, Rules())
    player.show_search(board, Rules(), solution(board, Rules()))


def drawn(player: SearchPlayer) -> set[int]:
    """The squares the search has marked on the board (found so far)."""
    geometry = player.scene.geometry
    return {
        geometry.label_at(item.rect.center())
        for item in player.scene.items()
        if isinstance(item, MarkItem) and item.isVisible()
    }


@pytest.fixture
def player(qtbot) -> SearchPlayer:
    return make_player()


def test_a_new_search_is_ready_with_nothing_drawn(player) -> None:
    assert (player.position, player.state, player.playback) == (0, READY, None)
    assert drawn(player) == set() and player.overlay.expansion.current is None
    assert player.scene.art_opacity == 1.0  # the snakes and ladders as they are


def test_stepping_forward_and_back_draws_each_step(player, qtbot) -> None:
    with qtbot.waitSignal(player.position_shown, check_params_cb=lambda _replay, position: position == 1):
        player.step_forward()
    assert player.state == PAUSED
    assert player.overlay.expansion.current == 1  # square 1 taken from the queue
    assert drawn(player) == {1}
    assert player.scene.art_opacity == theme.SEARCH_ART_OPACITY  # the art fades under the search
    with qtbot.waitSignal(player.position_shown, check_params_cb=lambda _replay, position: position == 2):
        player.step_forward()  # throw 1 from square 1: lands on 2, climbs the ladder to 15
    assert drawn(player) == {1, 15} and [t.rest for t in player.overlay.expansion.throws] == [15]
    player.step_back()
    assert player.position == 1 and drawn(player) == {1} and player.overlay.expansion.throws == ()
    with qtbot.waitSignal(player.position_shown, check_params_cb=lambda _replay, position: position == 0):
        player.step_back()
    assert player.state == READY and drawn(player) == set() and player.overlay.expansion.current is None
    assert player.scene.art_opacity == 1.0


def test_stepping_stops_at_both_ends(player, qtbot) -> None:
    player.step_back()
    assert (player.position, player.state) == (0, READY)
    player.seek(10**6)
    end = len(player.replay)
    assert (player.position, player.state) == (end, FINISHED)
    assert [step.face for step in player.overlay.route.steps] == list(solution(SIX, Rules()).rolls)
    with qtbot.assertNotEmitted(player.position_shown):
        player.step_forward()
    assert (player.position, player.state) == (end, FINISHED)
    player.seek(-5)
    assert player.position == 0 and drawn(player) == set() and player.overlay.route.steps == []


def test_play_runs_to_the_end_and_stops(player, qtbot) -> None:
    positions: list[int] = []
    player.position_shown.connect(lambda _replay, position: positions.append(position))
    with qtbot.waitSignal(player.state_changed, check_params_cb=lambda state: state == FINISHED):
        player.toggle_play()
        assert player.state == PLAYING
    assert player.position == len(player.replay) and not player.playback.timer.isActive()
    assert positions == sorted(positions) and positions[-1] == len(player.replay)
    assert player.overlay.route.steps  # the route drawn at the end
    player.toggle_play()  # Play again after the end: from the start
    assert player.state == PLAYING and player.position == 0
    player.toggle_play()
    assert player.state == PAUSED and not player.playback.timer.isActive()


def test_restart_goes_back_to_the_start_and_says_so(player, qtbot) -> None:
    player.seek(10)
    with qtbot.waitSignal(player.position_shown, check_params_cb=lambda _replay, position: position == 0):
        player.restart()
    assert (player.position, player.state) == (0, READY) and drawn(player) == set()
    with qtbot.waitSignal(player.position_shown, check_params_cb=lambda _replay, position: position == 0):
        player.restart()  # already there: the start is said again


def test_the_speed_sets_how_fast_the_search_plays_and_is_kept(qtbot) -> None:
    player = make_player(interval_ms=None)  # the speed's own timer
    player.step_forward()
    player.set_speed(0)
    assert player.playback.steps_per_second() == pytest.approx(SLOWEST_STEPS_PER_S)
    assert player.playback.timer.interval() == 2000  # one step every 2 s
    player.set_speed(100)
    throws = player.replay.count("throw")
    assert player.playback.steps_per_second() == pytest.approx(throws / FASTEST_SECONDS)
    assert player.playback.timer.interval() < 100
    show(player, Board(8, 8))  # a new board plays at the speed chosen
    player.step_forward()
    assert player.playback.speed == 100
    assert player.playback.steps_per_second() == pytest.approx(player.replay.count("throw") / FASTEST_SECONDS)


def test_the_step_size_moves_a_square_or_a_depth_at_a_time(player) -> None:
    player.set_granularity("depth")
    player.step_forward()
    replay = player.replay
    assert player.position == replay.next_position(0, "depth")
    assert drawn(player) == {1, 15, 3, 4, 5, 6, 7}  # every square one throw away
    player.set_granularity("square")
    player.step_forward()
    assert player.overlay.expansion.current == 15 and len(player.overlay.expansion.throws) == 6
    show(player, SIX)  # the step size is kept for the next board
    player.step_forward()
    assert player.position == player.replay.next_position(0, "square")


def test_a_new_board_takes_the_old_search_off_the_board(player, qtbot) -> None:
    player.seek(30)
    assert drawn(player) and player.scene.art_opacity < 1.0
    said: list[str] = []
    player.search_shown.connect(lambda *_: said.append("board"))
    player.position_shown.connect(lambda _replay, position: said.append(f"step {position}"))
    show(player, Board(6, 6))
    assert said == ["board", "step 0"]  # the docks start over, then show the start
    assert not [i for i in player.scene.items() if isinstance(i, MarkItem)]
    assert (player.position, player.state, player.playback) == (0, READY, None)
    assert player.scene.art_opacity == 1.0


def test_nothing_is_drawn_or_played_during_a_game(player, qtbot) -> None:
    player.seek(5)
    player.set_locked(True)
    assert player.overlay is None and drawn(player) == set() and player.scene.art_opacity == 1.0
    with qtbot.assertNotEmitted(player.position_shown):
        player.step_forward()
        player.toggle_play()
    player.set_heat_map(True)
    assert player.overlay is None and player.ensure_animation() is None
    player.set_locked(False)
    player.step_forward()  # the game over, the search steps again
    assert player.position == 1 and drawn(player) == {1}


def test_the_heat_map_and_the_faded_art_follow_the_learner(player) -> None:
    player.set_heat_map(True)
    assert player.overlay.heat_map and player.scene.art_opacity == theme.SEARCH_ART_OPACITY
    player.set_fade_art(False)
    assert player.scene.art_opacity == 1.0
    player.set_fade_art(True)
    player.set_heat_map(False)
    assert not player.overlay.heat_map and player.scene.art_opacity == 1.0


def test_a_goal_that_cannot_be_reached_is_shown_at_once_until_a_step(qtbot) -> None:
    player = make_player(WALLED)
    assert player.overlay.heat_map and player.overlay.barrier.squares == list(range(12, 18))
    player.step_forward()  # the learner wants the search itself now
    assert not player.overlay.heat_map and drawn(player) == {1}
