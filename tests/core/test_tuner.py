"""Tune: as few snakes and ladders moved as the search can, never a locked one, until the targets
hold — checked by an independent chain; the same seed, the same answer; impossible targets
give the closest board found; the work is bounded and can be stopped."""

from __future__ import annotations

import pytest

from helpers.one_die_chain import chance_within, expected_turns
from snl_desktop.core import Board, BoardError, Rules, solve
from snl_desktop.core.board import jump_kind_of
from snl_desktop.core.checks import edited
from snl_desktop.core.tuner import TuneTargets, tune
from snl_desktop.presets import load_preset

MILTON = load_preset("milton-bradley")


def _replayed(board: Board, moves) -> Board:
    """The designer's board with the moves applied, one by one, by the editor's own builder."""
    for move in moves:
        board = edited(board, *move.new, move.old[0])
    return board


@pytest.mark.slow
def test_milton_bradley_tuned_to_30_to_32_turns_checked_by_an_independent_chain() -> None:
    result = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(30, 32)), seed=0)
    assert result.met, result.problems
    assert 1 <= len(result.moves) <= 2  # one jump moved is enough here
    independent = expected_turns(result.board.to_matrix(), off_board=True)
    assert 30 <= independent <= 32
    assert result.after.expected == pytest.approx(independent, rel=1e-9)
    assert result.before.expected == pytest.approx(expected_turns(MILTON.board.to_matrix(), True), rel=1e-9)
    assert _replayed(MILTON.board, result.moves) == result.board
    changed = {s for s in MILTON.board.jumps if result.board.jumps.get(s) != MILTON.board.jumps[s]}
    assert len(changed) <= len(result.moves)  # the moves are every difference
    assert len(result.board.jumps) == len(MILTON.board.jumps)
    assert len(result.board.snakes) == len(MILTON.board.snakes)


@pytest.mark.slow
def test_the_same_seed_gives_the_same_answer() -> None:
    targets = TuneTargets(expected=(45, 50), throws=(7, 9))
    first = tune(MILTON.board, MILTON.rules, targets, seed=7)
    again = tune(MILTON.board, MILTON.rules, targets, seed=7)
    assert first == again
    assert first.met


@pytest.mark.slow
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_locked_jumps_never_move_and_moved_ones_keep_their_kind(seed: int) -> None:
    locked = {1, 28, 80, 87, 98}
    result = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(28, 30)), locked=locked, seed=seed)
    for start in locked:
        assert result.board.jumps[start] == MILTON.board.jumps[start]
    assert not {m.old[0] for m in result.moves} & locked
    for move in result.moves:
        assert jump_kind_of(*move.old) == jump_kind_of(*move.new)
    squares = [s for jump in result.board.jumps.items() for s in jump]
    original = [s for jump in MILTON.board.jumps.items() for s in jump]
    assert len(squares) - len(set(squares)) <= len(original) - len(set(original))  # no new shared squares
    if result.met:
        assert 28 <= expected_turns(result.board.to_matrix(), True) <= 30


@pytest.mark.slow
def test_other_targets_are_checked_by_the_independent_chain_and_the_solver() -> None:
    targets = TuneTargets(expected=(30, 34), throws=(5, 6), within=(20, 0.3))
    result = tune(MILTON.board, MILTON.rules, targets, seed=2)
    assert result.met, result.problems
    matrix = result.board.to_matrix()
    assert 30 <= expected_turns(matrix, True) <= 34
    assert chance_within(matrix, True, 20) >= 0.3
    assert result.after.within == pytest.approx(chance_within(matrix, True, 20), abs=1e-9)
    assert 5 <= solve(result.board, MILTON.rules).min_rolls <= 6


def test_the_seat_advantage_is_measured_at_two_to_four_players() -> None:
    result = tune(MILTON.board, MILTON.rules, TuneTargets(seat_advantage=0.02), seed=0)
    assert result.met and not result.moves  # already fair enough: nothing to move
    assert 0.005 < result.before.seat_advantage < 0.02  # the first seat at 4 players: 26.0% of 25%


@pytest.mark.slow
def test_impossible_targets_give_the_closest_board_found() -> None:
    result = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(5, 6)), seed=0)
    assert not result.met
    assert len(result.problems) == 1 and "best found" in str(result.problems[0])
    assert result.after.expected < result.before.expected  # closer than where it started
    assert _replayed(MILTON.board, result.moves) == result.board
    locked_all = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(5, 6)), locked=set(MILTON.board.jumps))
    assert not locked_all.met and not locked_all.moves and locked_all.board == MILTON.board


def test_targets_no_board_can_have_and_bad_locks_are_refused_at_once() -> None:
    for targets, locked, why in (
        (TuneTargets(), (), "at least one target"),
        (TuneTargets(expected=(32, 30)), (), "empty"),
        (TuneTargets(throws=(0, 0)), (), "at least one throw"),
        (TuneTargets(within=(0, 0.5)), (), "at least 1"),
        (TuneTargets(within=(10, 1.5)), (), "between 0% and 100%"),
        (TuneTargets(expected=(30, 32)), (5,), "square 5 starts no snake or ladder"),
    ):
        with pytest.raises(BoardError, match=why):
            tune(MILTON.board, MILTON.rules, targets, locked=locked)
    with pytest.raises(BoardError, match="2500"):
        tune(Board(60, 60), Rules(), TuneTargets(expected=(30, 32)))


@pytest.mark.slow
def test_the_work_is_bounded_checked_before_it_is_spent_and_can_be_cancelled() -> None:
    told: list[tuple[int, int]] = []

    def stop_soon(done: int, budget: int) -> bool:
        told.append((done, budget))
        return len(told) < 3

    cancelled = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(5, 6)), progress=stop_soon)
    assert cancelled.cancelled and not cancelled.met
    assert all(done <= budget for done, budget in told)
    small = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(5, 6)), work_budget=200_000)
    assert small.work <= 200_000 and not small.cancelled
    assert small.evaluated < tune(MILTON.board, MILTON.rules, TuneTargets(expected=(5, 6))).evaluated


def test_a_board_already_on_target_is_left_as_it_is() -> None:
    result = tune(MILTON.board, MILTON.rules, TuneTargets(expected=(39, 40)))
    assert result.met and result.moves == () and result.board == MILTON.board


def test_a_tuned_board_never_traps_the_token() -> None:
    board = Board(6, 6, {10: 3, 20: 12, 25: 33, 30: 14, 5: 17})
    result = tune(board, Rules(), TuneTargets(expected=(30, 40)), seed=1)
    assert result.after.expected is not None
    assert solve(result.board, Rules()).min_rolls > 0
