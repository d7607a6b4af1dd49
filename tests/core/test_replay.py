"""The search replay: every position agrees with a plain FIFO simulation of the trace, and the
three granularities step between the right positions, forward and back."""

from __future__ import annotations

from collections import deque

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.boards import LEETCODE_6X6
from snl_desktop.core import Board, Overshoot, Rules, Start, solve
from snl_desktop.core.replay import GRANULARITIES, SearchReplay


@st.composite
def boards(draw) -> tuple[Board, Rules]:
    rows, cols = draw(st.integers(2, 6)), draw(st.integers(2, 6))
    n = rows * cols
    starts = draw(st.lists(st.integers(1, n - 1), unique=True, max_size=n // 2))
    jumps = {s: draw(st.integers(1, n)) for s in starts}
    rules = Rules(
        start=draw(st.sampled_from(list(Start))),
        overshoot=draw(st.sampled_from(list(Overshoot))),
    )
    return Board(rows, cols, jumps), rules


def simulate(steps, start):
    """Replay the trace with a real deque: (queue, discovered set) after each position."""
    queue, seen = deque([start]), {start}
    states = [(list(queue), set(seen))]
    for step in steps:
        if step.kind == "expand":
            assert queue.popleft() == step.square
        elif step.status == "new":
            queue.append(step.rest)
            seen.add(step.rest)
        states.append((list(queue), set(seen)))
    return states


@settings(max_examples=60, deadline=None)
@given(boards())
def test_every_position_matches_a_fifo_simulation(case) -> None:
    board, rules = case
    solution = solve(board, rules)
    replay = SearchReplay(solution)
    for position, (queue, seen) in enumerate(simulate(replay.steps, rules.start_square)):
        assert [s for s, _ in replay.queue(position)] == queue
        state = replay.state(position)
        assert set(replay.order[: state.discovered]) == seen
        assert all(d == solution.distance(s) for s, d in replay.queue(position))


@settings(max_examples=60, deadline=None)
@given(boards())
def test_stepping_to_the_end_finds_every_distance_and_back_again(case) -> None:
    board, rules = case
    solution = solve(board, rules)
    replay = SearchReplay(solution)
    for granularity in GRANULARITIES:
        position, visited = 0, [0]
        while position < len(replay):
            position = replay.next_position(position, granularity)
            visited.append(position)
        assert visited == sorted(set(visited))
        final = replay.state(position)
        assert final.finished and final.discovered == solution.reachable
        found = {s: solution.distance(s) for s in replay.order[: final.discovered]}
        reachable = {s: int(d) for s, d in enumerate(solution.distances) if d >= 0}
        assert found == reachable
        back = [position]
        while position > 0:
            position = replay.previous_position(position, granularity)
            back.append(position)
        assert back == visited[::-1]


def test_the_three_granularities_on_the_leetcode_board() -> None:
    replay = SearchReplay(solve(Board.from_matrix(LEETCODE_6X6)))
    # one throw: the first expansion of square 1, then its throws one by one
    first = replay.state(replay.next_position(0, "throw"))
    assert (first.current, first.throws, first.discovered) == (1, (), 1)
    second = replay.state(replay.next_position(1, "throw"))
    assert second.throws[0].face == 1 and second.throws[0].rest == 15 and second.throws[0].jump
    # one square: square 1 with its six throws, the queue holds what they found
    after_one = replay.next_position(0, "square")
    assert replay.state(after_one).expanded == 1
    assert [s for s, _ in replay.queue(after_one)] == [15, 3, 4, 5, 6, 7]
    # one depth: everything at distance 1 expanded, the queue holds distance 2 only
    depth_two = replay.next_position(replay.next_position(0, "depth"), "depth")
    assert {d for _, d in replay.queue(depth_two)} == {2}
    assert replay.state(depth_two).expanded == 1 + 6


def test_an_unreachable_goal_is_explained_by_six_jumps_back() -> None:
    board = Board(4, 4, {s: 2 for s in range(5, 11)})  # squares 5..10 all send the token to 2
    solution = solve(board)
    assert solution.min_rolls == -1
    assert solution.barrier() == [(s, 2) for s in range(5, 11)]
    assert solve(Board(4, 4)).barrier() == []


@settings(max_examples=100, deadline=None)
@given(boards())
def test_the_barrier_is_six_squares_that_all_lead_back(case) -> None:
    board, rules = case
    solution = solve(board, rules)
    if solution.min_rolls >= 0:
        assert solution.barrier() == []
        return
    farthest = max(s for s, d in enumerate(solution.distances) if d >= 0)
    barrier = solution.barrier()
    if rules.start == "six" and farthest == 0:  # the 6 it waits for passes a 2×2 board's goal
        assert board.size < 6 and rules.overshoot == "stay" and barrier == []
        return
    assert [t for t, _ in barrier] == list(range(farthest + 1, farthest + 7))
    assert all(end <= farthest and solution.distance(end) >= 0 for _, end in barrier)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_lengths_and_step_counts_need_no_trace_and_match_it(case) -> None:
    board, rules = case
    solution = solve(board, rules)
    replay = SearchReplay(solution)
    assert "steps" not in replay.__dict__  # nothing generated yet
    steps = list(solution.trace())
    assert len(replay) == len(steps)
    assert replay.count("throw") == len(steps)
    assert replay.count("square") == sum(step.kind == "expand" for step in steps)
    assert replay.count("depth") == len(solution.layers)


def test_solving_from_any_square_gives_the_fewest_throws_from_there() -> None:
    board = Board.from_matrix(LEETCODE_6X6)
    assert solve(board, start=13).min_rolls == 2  # 13 → 14 (ladder to 35) → 36
    assert solve(board, start=36).min_rolls == 0
    assert solve(board, start=1).min_rolls == solve(board).min_rolls == 4
    for square in range(1, 37):
        full = solve(board, start=square)
        assert full.path[0] == square if full.min_rolls >= 0 else full.path == ()
    import pytest

    from snl_desktop.core import BoardError

    with pytest.raises(BoardError, match="squares 0..36"):
        solve(board, start=37)
