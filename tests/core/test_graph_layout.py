"""The Graph view's layout: a node per resting square in the column of its solver distance and
the row of its discovery; the BFS tree is the trace's ("new" throws); out-edges group the die
faces that rest on the same square; unreachable squares stand apart at the right."""

from __future__ import annotations

import random

import pytest

from helpers.boards import random_board
from snl_desktop.core import Board, Overshoot, Rules, Start, solution
from snl_desktop.core.graph_layout import MIN_ROWS_PER_UNREACHABLE_COLUMN, Edge, faces_label, graph_layout
from snl_desktop.core.teaching import adjacency
from snl_desktop.presets import load_preset
from snl_desktop.words.search import describe_node

SIX = load_preset("leetcode-6x6").board
BLOCKED = Board(6, 6, {25: 2, 26: 2, 27: 2, 28: 2, 29: 2, 30: 2, 3: 20})
"""Every throw from 24 meets a snake back to 2: squares 31..36 are never reached."""


def check_layout(board: Board, rules: Rules) -> None:
    """Every rule of the layout, on one board."""
    found = solution(board, rules)
    graph = graph_layout(board, rules, found)
    resting = set(adjacency(board, rules)) | {board.size}
    assert set(graph.nodes) == resting
    jump_ends = set(board.jumps.values())
    for start in board.jumps:
        if start != rules.start_square and start not in jump_ends:
            assert start not in graph.nodes  # no token rests on a snake's head or a ladder's foot
    assert list(graph.order) == [s for layer in found.layers for s in layer]
    for distance, layer in enumerate(found.layers):
        for row, square in enumerate(layer):
            node = graph.nodes[square]
            assert (node.column, node.row, node.distance) == (distance, row, found.distance(square))
    # the tree is the trace's: each discovered square's parent is the square whose throw found it
    discoveries = [(step.square, step.rest, step.face) for step in found.trace() if step.status == "new"]
    assert [(e.parent, e.child, e.face) for e in graph.tree] == discoveries
    assert [e.child for e in graph.tree] == list(graph.order[1:])
    for parent, child, _face in discoveries:
        assert graph.parent(child) == parent
        assert graph.nodes[child].column == graph.nodes[parent].column + 1
    assert graph.parent(found.start) is None
    # the out-edges are the adjacency, grouped by rest square
    for square, rests in adjacency(board, rules).items():
        edges = graph.out[square]
        assert len({e.target for e in edges}) == len(edges)
        assert sorted(f for e in edges for f in e.faces) == [f for f, r in enumerate(rests, 1) if r is not None]
        assert all(rests[f - 1] == e.target for e in edges for f in e.faces)
    assert graph.out[board.size] == ()  # the search stops at the goal
    # the unreachable squares: apart, at the right, ascending
    unreached = sorted(resting - set(graph.order))
    if unreached:
        assert graph.unreachable_column == len(found.layers)
        nodes = [graph.nodes[s] for s in unreached]
        assert all(n.column >= graph.unreachable_column and n.distance == -1 and n.index == -1 for n in nodes)
        assert [(n.column, n.row) for n in nodes] == sorted((n.column, n.row) for n in nodes)
    else:
        assert graph.unreachable_column is None
    assert graph.columns == 1 + max(n.column for n in graph.nodes.values())
    assert graph.rows == 1 + max(n.row for n in graph.nodes.values())
    assert graph.goal_column == (found.min_rolls if found.min_rolls >= 0 else graph.nodes[board.size].column)


def test_the_leetcode_board_columns_rows_and_tree() -> None:
    graph = graph_layout(SIX, Rules(), solution(SIX, Rules()))
    check_layout(SIX, Rules())
    assert [graph.nodes[s].column for s in (1, 15, 13, 35, 36)] == [0, 1, 2, 3, 4]
    assert graph.goal_column == 4 and graph.min_rolls == 4
    assert graph.unreachable_column is None
    assert 2 not in graph.nodes and 14 not in graph.nodes and 17 not in graph.nodes  # jump starts
    assert graph.parent(35) == 13 and graph.parent(36) == 35 and graph.parent(13) == 15
    assert [n.square for n in graph.nodes.values() if n.column == 1] == [15, 3, 4, 5, 6, 7]


def test_out_edges_group_the_faces_that_rest_on_the_same_square() -> None:
    graph = graph_layout(SIX, Rules(), solution(SIX, Rules()))
    # from 11: 12, 13, 14 → 35, 15, 16, 17 → 13
    assert graph.out[11] == (
        Edge(11, 12, (1,)),
        Edge(11, 13, (2, 6)),
        Edge(11, 35, (3,)),
        Edge(11, 15, (4,)),
        Edge(11, 16, (5,)),
    )
    assert graph.out[13][3] == Edge(13, 13, (4,))  # 17 is a snake back to 13: a loop
    assert graph.out[32] == tuple(Edge(32, t, (f,)) for f, t in enumerate([33, 34, 35, 36], 1))  # 5, 6: past the goal
    blocked = graph_layout(BLOCKED, Rules(), solution(BLOCKED, Rules()))
    assert blocked.out[24] == (Edge(24, 2, (1, 2, 3, 4, 5, 6)),)
    assert blocked.out[24][0].label == "1–6"


@pytest.mark.parametrize(
    "faces, label",
    [((4,), "4"), ((2, 3), "2–3"), ((1, 2, 3, 5), "1–3, 5"), ((2, 6), "2, 6"), ((1, 2, 3, 4, 5, 6), "1–6")],
)
def test_faces_label(faces: tuple[int, ...], label: str) -> None:
    assert faces_label(faces) == label


def test_unreachable_squares_stand_in_their_own_column() -> None:
    found = solution(BLOCKED, Rules())
    assert found.min_rolls == -1
    graph = graph_layout(BLOCKED, Rules(), found)
    check_layout(BLOCKED, Rules())
    assert graph.unreachable_column == len(found.layers) == graph.columns - 1
    assert [(n.square, n.row) for n in graph.nodes.values() if n.column == graph.unreachable_column] == [
        (31, 0),
        (32, 1),
        (33, 2),
        (34, 3),
        (35, 4),
        (36, 5),
    ]
    assert graph.goal_column == graph.unreachable_column
    assert "never reached" in describe_node(graph, 36)


def test_many_unreachable_squares_wrap_into_more_columns() -> None:
    board = Board(10, 10, {s: 2 for s in range(5, 11)})  # nothing beyond 4: 90 squares unreached
    graph = graph_layout(board, Rules(), solution(board, Rules()))
    check_layout(board, Rules())
    per_column = MIN_ROWS_PER_UNREACHABLE_COLUMN
    assert graph.rows == per_column
    assert graph.unreachable_column is not None
    assert graph.columns == graph.unreachable_column + 90 // per_column  # 11..100, the goal too


@pytest.mark.parametrize(
    "board, rules",
    [
        (Board(5, 7, {3: 20, 30: 4, 12: 12}), Rules(overshoot="bounce")),
        (Board(4, 9, {1: 30, 8: 2, 33: 10}), Rules(start="off-board")),
        (load_preset("milton-bradley").board, load_preset("milton-bradley").rules),
        (Board(3, 8, {20: 9, 9: 20}), Rules(overshoot="bounce", start="off-board")),
    ],
    ids=["rectangular-bounce", "off-board", "milton-bradley", "jump-ends-on-jump-start"],
)
def test_rectangular_bounce_and_off_board_boards(board: Board, rules: Rules) -> None:
    check_layout(board, rules)
    graph = graph_layout(board, rules, solution(board, rules))
    assert graph.order[0] == rules.start_square and graph.nodes[rules.start_square].column == 0
    if rules.start == "off-board" and 1 in board.jumps and 1 not in board.jumps.values():
        assert 1 not in graph.nodes  # the first throw may land on a jump on square 1


def test_a_square_both_starting_and_ending_a_jump_is_a_node() -> None:
    board = Board(3, 8, {20: 9, 9: 20})
    graph = graph_layout(board, Rules(), solution(board, Rules()))
    assert 9 in graph.nodes and 20 in graph.nodes


def test_the_description_of_a_node(app) -> None:  # (app: the English catalogue)
    board = Board(10, 10, {26: 44, 29: 9})
    graph = graph_layout(board, Rules(), solution(board, Rules()))
    assert describe_node(graph, 23) == "Square 23: throws 1–6 rest on 24, 25, 44, 27, 28, 9"
    assert describe_node(graph, 97) == "Square 97: throws 1–6 rest on 98, 99, 100, ×, ×, ×"
    assert describe_node(graph, 100).startswith("Square 100: the goal, reached in")


@pytest.mark.slow
def test_200_random_boards_under_every_rule() -> None:
    rnd = random.Random(909)
    for _ in range(200):
        rules = Rules(overshoot=rnd.choice(list(Overshoot)), start=rnd.choice(list(Start)))
        check_layout(random_board(rnd, first_start=1), rules)
