"""Depth-first search for the "Why BFS?" lesson: its first route is a valid route over the
solver's graph, never shorter than breadth-first's, found exactly when BFS finds one; it agrees
with a plain recursive depth-first search; its replay's positions and states are consistent."""

from __future__ import annotations

import random

import pytest

from helpers.boards import random_board
from snl_desktop.core import Board, Overshoot, Rules, Start, solve
from snl_desktop.core.depth_first import compare, depth_first
from snl_desktop.core.rules import move_target
from snl_desktop.presets import load_preset
from snl_desktop.words.search import comparison_summary, depth_first_step


def random_cases(count: int, seed: int = 909) -> list[tuple[Board, Rules]]:
    rnd = random.Random(seed)
    cases = []
    for _ in range(count):
        rules = Rules(overshoot=rnd.choice(list(Overshoot)), start=rnd.choice(list(Start)))
        cases.append((random_board(rnd, wall_chance=0.15), rules))
    return cases


def rest_after(board: Board, rules: Rules, square: int, face: int) -> int | None:
    landed = move_target(square, face, board.size, rules.overshoot)
    return None if landed is None else board.landing[landed]


def recursive_dfs(board: Board, rules: Rules) -> list[int] | None:
    """The textbook recursive depth-first search, faces 1..6 in order, each square entered once
    (an oracle for small boards)."""
    visited = {rules.start_square}

    def go(square: int) -> list[int] | None:
        if square == board.size:
            return [square]
        for face in range(1, 7):
            if rules.start == "six" and square == 0 and face != 6:
                continue  # "a 6 to start": only a 6 brings the token on
            rest = rest_after(board, rules, square, face)
            if rest is not None and rest not in visited:
                visited.add(rest)
                found = go(rest)
                if found is not None:
                    return [square, *found]
        return None

    return go(rules.start_square)


def test_on_300_random_boards_the_first_route_is_valid_never_shorter_and_found_iff_bfs_finds_one() -> None:
    shapes, rules_seen, unreachable = set(), set(), 0
    for board, rules in random_cases(300):
        shapes.add(board.rows == board.cols)
        rules_seen.add((rules.overshoot, rules.start))
        search = depth_first(board, rules)
        bfs = solve(board, rules)
        assert (search.throws >= 0) == (bfs.min_rolls >= 0)
        assert search.route == tuple(recursive_dfs(board, rules) or ())
        assert compare(board, rules).dfs_route == search.route
        if bfs.min_rolls < 0:
            unreachable += 1
            assert search.route == () and search.faces == () and search.steps[-1].to is None
            continue
        assert search.route[0] == rules.start_square and search.route[-1] == board.size
        assert len(search.faces) == search.throws >= bfs.min_rolls
        assert len(set(search.route)) == len(search.route)  # each square entered once
        for a, b, face in zip(search.route, search.route[1:], search.faces):
            assert rest_after(board, rules, a, face) == b  # one throw by its face, the jump taken
        assert [s.rest for s in search.route_steps()] == list(search.route[1:])
    assert shapes == {True, False} and len(rules_seen) == len(Overshoot) * len(Start) and unreachable > 0


def test_a_plain_10x10_board_face_1_first_walks_every_square(app) -> None:  # (app: the English catalogue)
    # Face 1 from any square lands on the next square, never entered before: depth-first
    # follows it 99 times, 1 → 2 → ... → 100. Breadth-first needs ceil(99 / 6) = 17 throws.
    found = compare(Board(10, 10))
    assert (found.dfs_throws, found.bfs_throws) == (99, 17)
    assert found.dfs_route == tuple(range(1, 101)) and set(found.dfs_faces) == {1}
    assert "99 throws" in comparison_summary(found) and "takes 17" in comparison_summary(found)


@pytest.mark.parametrize(
    "name, dfs, bfs", [("leetcode-6x6", 5, 4), ("classic", 46, 8), ("milton-bradley", 27, 7), ("linear-30", 9, 3)]
)
def test_the_presets(name: str, dfs: int, bfs: int) -> None:
    preset = load_preset(name)
    found = compare(preset.board, preset.rules)
    assert (found.dfs_throws, found.bfs_throws) == (dfs, bfs)


def test_the_6x6_route_and_its_words(app) -> None:
    search = depth_first(load_preset("leetcode-6x6").board)
    assert search.route == (1, 15, 16, 13, 35, 36) and search.faces == (1, 1, 1, 1, 1)
    assert depth_first_step(search, 0).startswith("Depth-first starts on square 1")
    assert depth_first_step(search, 2) == "From square 1 throw 1: lands on 2, ladder to 15. A new square: go there."
    assert depth_first_step(search, 3) == "Depth-first enters square 15 (route of 1 throw so far)."
    assert "reaches the goal, square 36, along a route of 5 throws" in depth_first_step(search, len(search))


def test_dead_ends_back_up_and_an_unreachable_goal_is_explained(app) -> None:
    board = Board(4, 4, {k: 1 for k in range(9, 15)})  # every throw from 8 slides back to 1
    search = depth_first(board)
    assert search.route == () and search.throws == -1
    assert depth_first_step(search, len(search)) == "Dead end at square 1, the start: no route reaches the goal."
    backs = [k + 1 for k, step in enumerate(search.steps) if step.kind == "back"]
    assert (
        depth_first_step(search, backs[0]) == "Dead end at square 8: no throw from it reaches a new square: back to 7."
    )
    assert search.state(backs[0]).route == (1, 2, 3, 4, 5, 6, 7)
    assert "Neither search finds a route" in comparison_summary(compare(board))


@pytest.mark.parametrize("board, rules", [(load_preset("classic").board, Rules()), *random_cases(40, seed=5)])
def test_replay_positions_and_states_are_consistent(board: Board, rules: Rules) -> None:
    search = depth_first(board, rules)
    n = len(search)
    assert search.state(0).route == () and search.state(0).visited == 0 and search.state(0).last is None
    assert search.state(n).route == search.route and search.state(n).finished
    assert search.state(n + 5) == search.state(n) and search.state(-3) == search.state(0)
    previous = search.state(0)
    for k in range(1, n + 1):
        state, step = search.state(k), search.steps[k - 1]
        assert state.last is step and state.visited == previous.visited + (step.kind == "enter")
        if step.kind == "enter":
            assert state.route == (*previous.route, step.square) and state.throws == step.depth
        elif step.kind == "back":
            assert previous.route[-1] == step.square and state.route == previous.route[:-1]
            assert step.to == (state.current if state.route else None)
        else:
            assert state.route == previous.route and state.current == step.square
        for a, b, face in zip(state.route, state.route[1:], [s.face for s in search.route_steps(state.route)]):
            assert rest_after(board, rules, a, face) == b
        previous = state
    assert search.count("throw") == n and search.count("square") >= len(search.order) - 1
    for granularity in ("throw", "square", "depth"):
        forward, position = [0], 0
        while position < n:
            position = search.next_position(position, granularity)
            forward.append(position)
        assert len(forward) - 1 == search.count(granularity) and forward == sorted(set(forward))
        backward = [n]
        while backward[-1] > 0:
            backward.append(search.previous_position(backward[-1], granularity))
        assert backward[::-1] == forward  # stepping back retraces the same stops
        if granularity == "square":  # each stop but the last is just after a square is entered
            assert all(search.steps[p - 1].kind == "enter" for p in forward[1:-1])


def test_large_boards_run_without_recursion() -> None:
    found = compare(Board(300, 300))  # 90,000 squares deep: a recursive search would overflow
    assert (found.dfs_throws, found.bfs_throws) == (89_999, 15_000)
    search = depth_first(Board(60, 60, {3600 - 1: 2}))
    assert search.throws == 3598 and len(search.order) == 3599
