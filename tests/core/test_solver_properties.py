"""Hypothesis properties of the board geometry and the solver against the brute-force oracle
(bfs_oracle.py), on random square and rectangular boards with awkward jumps: self-jumps,
chains, a jump from square 1, snakes to square 1, jumps onto the goal."""

from __future__ import annotations

from itertools import chain

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.bfs_oracle import (
    fewest_throws,
    fifo_discovery,
    label_cells,
    legal_throw,
    matrix_of,
    relaxed_distances,
    rest_square,
    start_of,
    walk_target,
)
from snl_desktop.core import Board, Overshoot, Rules, Start, min_rolls, min_throws_linear, solve

SIDES = st.integers(2, 8)
RULES = st.builds(Rules, overshoot=st.sampled_from(list(Overshoot)), start=st.sampled_from(list(Start)))


@st.composite
def jumps_on(draw: st.DrawFn, n: int) -> dict[int, int]:
    """Random jumps on a board of n squares (never from n, the only hard rule): anywhere, near
    the goal (where "bounce" matters), from square 1, and sometimes a wall of six snakes in a
    row (so that some squares, and often the goal, cannot be reached)."""
    near_goal = st.integers(max(1, n - 7), n - 1)
    starts = draw(st.lists(st.one_of(st.integers(1, n - 1), near_goal), unique=True, max_size=n - 1))
    if draw(st.booleans()) and 1 not in starts:
        starts.append(1)
    jumps: dict[int, int] = {}
    for s in starts:
        jumps[s] = draw(
            st.one_of(
                st.integers(1, n),  # anything: ladder or snake
                st.just(s),  # a self-jump
                st.just(1),  # a snake to square 1
                st.just(n),  # a ladder onto the goal
                st.sampled_from(starts),  # a chain (or a self-jump)
            )
        )
    if n > 7 and draw(st.integers(0, 3)) == 0:
        first = draw(st.integers(2, n - 6))
        for s in range(first, first + 6):
            jumps[s] = draw(st.integers(1, s))
    return jumps


@st.composite
def boards(draw: st.DrawFn) -> tuple[int, int, dict[int, int]]:
    """``(rows, cols, jumps)``; about half the boards are square."""
    rows = draw(SIDES)
    cols = rows if draw(st.booleans()) else draw(SIDES)
    return rows, cols, draw(jumps_on(rows * cols))


# -- geometry and the matrix --------------------------------------------------------------------


@given(SIDES, SIDES)
def test_labels_follow_the_boustrophedon_walk(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    expected = label_cells(rows, cols)
    assert board.position(1) == (rows - 1, 0)
    for label, cell in expected.items():
        assert board.position(label) == cell
        assert board.cell_at(*cell) == label
    for row in range(rows):
        for col in range(cols):
            assert board.position(board.cell_at(row, col)) == (row, col)


@pytest.mark.slow
@given(boards())
def test_matrix_round_trip_from_a_random_valid_matrix(spec: tuple[int, int, dict[int, int]]) -> None:
    rows, cols, jumps = spec
    matrix = matrix_of(rows, cols, jumps)
    board = Board.from_matrix(matrix)
    assert board == Board(rows, cols, jumps)
    assert dict(board.jumps) == jumps
    assert board.to_matrix() == matrix


@pytest.mark.slow
@given(boards())
def test_board_round_trips_through_its_matrix(spec: tuple[int, int, dict[int, int]]) -> None:
    board = Board(*spec)
    assert Board.from_matrix(board.to_matrix()) == board
    assert board.to_matrix() == matrix_of(*spec)


# -- the solver ---------------------------------------------------------------------------------------


@pytest.mark.slow
@given(boards(), RULES)
def test_fewest_throws_and_path_agree_with_the_oracle(spec: tuple[int, int, dict[int, int]], rules: Rules) -> None:
    rows, cols, jumps = spec
    n = rows * cols
    start, six = start_of(rules.start)
    expected = fewest_throws(jumps, n, start, rules.overshoot, six)

    solution = solve(Board(rows, cols, jumps), rules)

    assert solution.min_rolls == expected
    if expected == -1:
        assert solution.path == () and solution.rolls == ()
        return
    assert len(solution.path) == expected + 1
    assert len(solution.rolls) == expected
    assert solution.path[0] == start
    assert solution.path[-1] == n
    for a, b, face in zip(solution.path, solution.path[1:], solution.rolls):
        assert legal_throw(jumps, n, rules.overshoot, a, face, b), (a, face, b)


@pytest.mark.slow
@given(boards())
def test_leetcode_api_agrees_with_the_oracle(spec: tuple[int, int, dict[int, int]]) -> None:
    rows, cols, jumps = spec
    assert min_rolls(matrix_of(rows, cols, jumps)) == fewest_throws(jumps, rows * cols, 1, "stay")


@pytest.mark.slow
@given(
    st.integers(2, 60).flatmap(
        lambda n: st.lists(st.one_of(st.just(-1), st.integers(0, n - 1)), min_size=n, max_size=n)
    )
)
def test_linear_api_agrees_with_the_oracle(move: list[int]) -> None:
    move[-1] = -1  # no jump may start on the last cell
    n = len(move)
    jumps = {i + 1: v + 1 for i, v in enumerate(move) if v != -1}
    assert min_throws_linear(move) == fewest_throws(jumps, n, 1, "stay")


@pytest.mark.slow
@given(boards(), RULES)
def test_distance_of_every_square_agrees_with_the_oracle(spec: tuple[int, int, dict[int, int]], rules: Rules) -> None:
    rows, cols, jumps = spec
    n = rows * cols
    start, six = start_of(rules.start)
    dist = relaxed_distances(jumps, n, start, rules.overshoot, six)

    solution = solve(Board(rows, cols, jumps), rules)

    assert solution.distance(start) == 0
    for square in range(1, n + 1):
        assert solution.distance(square) == dist.get(square, -1), square


@pytest.mark.slow
@given(boards(), RULES)
def test_layers_agree_with_the_oracle(spec: tuple[int, int, dict[int, int]], rules: Rules) -> None:
    rows, cols, jumps = spec
    n = rows * cols
    start, six = start_of(rules.start)
    dist = relaxed_distances(jumps, n, start, rules.overshoot, six)
    fifo = fifo_discovery(jumps, n, start, rules.overshoot, six)

    layers = solve(Board(rows, cols, jumps), rules).layers

    assert layers[0] == [start]
    assert all(layers), "no empty layer"
    by_depth = [{s for s, d in dist.items() if d == k} for k in range(max(dist.values()) + 1)]
    assert [set(layer) for layer in layers] == by_depth
    assert [s for layer in layers for s in layer] == [s for s, _ in fifo]
    assert [k for k, layer in enumerate(layers) for _ in layer] == [d for _, d in fifo]


@pytest.mark.slow
@given(boards(), RULES)
def test_trace_replays_the_search(spec: tuple[int, int, dict[int, int]], rules: Rules) -> None:
    rows, cols, jumps = spec
    n = rows * cols
    start, six = start_of(rules.start)
    solution = solve(Board(rows, cols, jumps), rules)
    order = list(chain.from_iterable(solution.layers))
    depth_of = {s: k for k, layer in enumerate(solution.layers) for s in layer}

    steps = list(solution.trace())

    assert [s.square for s in steps if s.kind == "expand"] == order
    assert [s.rest for s in steps if s.kind == "throw" and s.status == "new"] == order[1:]

    seen = {start}
    i = 0
    while i < len(steps):
        expand = steps[i]
        assert expand.kind == "expand"
        assert expand.depth == depth_of[expand.square]
        throws = [] if expand.square == n else steps[i + 1 : i + 7]
        assert [t.kind for t in throws] == ["throw"] * len(throws)
        assert [t.face for t in throws] == ([] if expand.square == n else [1, 2, 3, 4, 5, 6])
        for t in throws:
            assert (t.square, t.depth) == (expand.square, expand.depth)
            if six and t.square == start and t.face != 6:  # "a 6 to start": the token stays off the board
                assert t.status == "wait" and t.landed is None and t.rest is None
                continue
            landed = walk_target(t.square, t.face, n, rules.overshoot)
            if landed is None:
                assert t.status == "overshoot"
                assert t.landed is None and t.rest is None
                continue
            rest = rest_square(jumps, landed)
            assert (t.landed, t.rest) == (landed, rest)
            assert t.jump == (rest != landed)
            assert t.status == ("seen" if rest in seen else "new")
            seen.add(rest)
        i += 1 + len(throws)
    assert seen == set(order)


@pytest.mark.slow
@settings(max_examples=25)
@given(st.integers(2, 30), st.integers(2, 30), RULES)
def test_plain_boards_agree_with_the_oracle(rows: int, cols: int, rules: Rules) -> None:
    n = rows * cols
    start, six = start_of(rules.start)
    solution = solve(Board(rows, cols), rules)
    assert solution.min_rolls == fewest_throws({}, n, start, rules.overshoot, six)
    if not six or n >= 6:  # on a 2×2 board the first throw, a 6, passes the goal
        assert solution.min_rolls == -(-(n - start) // 6)


# -- fixed examples of the bounce rule, so that it is exercised on every run ------------------------


def test_bounce_reaches_a_square_earlier_than_stay() -> None:
    # 4×4: a throw of 1 climbs 2→15. From 15 only a 1 is allowed under "stay"; under "bounce"
    # a 3 goes 16 and back to 14.
    board = Board(4, 4, {2: 15})
    assert solve(board, Rules(overshoot="stay")).distance(14) == 3
    bounce = solve(board, Rules(overshoot="bounce"))
    assert bounce.distance(14) == 2
    assert bounce.min_rolls == 2


def test_bounce_on_a_tiny_board_turns_at_both_ends() -> None:
    # 2×2, off the board, bounce: from 0 a 6 walks 1,2,3,4,3,2; from 3 a 6 walks 4,3,2,1,2,3.
    solution = solve(Board(2, 2), Rules(overshoot="bounce", start="off-board"))
    steps = list(solution.trace())
    six_from_0 = next(s for s in steps if s.kind == "throw" and s.square == 0 and s.face == 6)
    assert (six_from_0.landed, six_from_0.rest) == (2, 2)
    six_from_3 = next(s for s in steps if s.kind == "throw" and s.square == 3 and s.face == 6)
    assert (six_from_3.landed, six_from_3.rest) == (3, 3)
