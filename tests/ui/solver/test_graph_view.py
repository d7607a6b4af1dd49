"""The Solver's Graph view: a node per resting square in the column of its distance; the
animation replays the Solver's trace (discovered, queued and expanded squares, the tree so far);
hovering a node shows its throws with their die faces, a click reports its square, `select`
rings it; a board over 900 squares gets the adjacency list instead; an unreachable goal stands
in the never-reached column."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from snl_desktop.core import Board, Rules, solution, solve
from snl_desktop.core.replay import SearchReplay
from snl_desktop.core.teaching import adjacency_text
from snl_desktop.presets import load_preset
from snl_desktop.ui.solver.graph_items import ROW_H, tree_pen
from snl_desktop.ui.solver.graph_view import GraphPanel

SIX = load_preset("leetcode-6x6").board
BLOCKED = Board(6, 6, {25: 2, 26: 2, 27: 2, 28: 2, 29: 2, 30: 2, 3: 20})


@pytest.fixture
def panel(app, qtbot) -> GraphPanel:
    widget = GraphPanel()
    qtbot.addWidget(widget)
    widget.resize(700, 420)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def headings(panel: GraphPanel) -> set[str]:
    return {item.text() for item in panel.scene.items() if isinstance(item, QGraphicsSimpleTextItem)}


def snapshot(panel: GraphPanel) -> tuple:
    """What the animation shows: discovered and queued nodes, the ringed square, the tree."""
    discovered = {s for s, item in panel.nodes.items() if item.discovered}
    queued = {s for s, item in panel.nodes.items() if item.in_queue}
    ring = panel.current_ring.pos().toTuple() if panel.current_ring.isVisible() else None
    tree = {i for i, item in panel.tree_items.items() if item.isVisible()}
    routes = {i for i, item in panel.tree_items.items() if item.pen().color() == tree_pen(True).color()}
    return discovered, queued, ring, tree, routes


def node_point(panel: GraphPanel, square: int) -> QPoint:
    panel.select(square)  # brings it into view (and rings it)
    return panel.view.mapFromScene(panel.view.geometry_.centre(square))


def test_the_leetcode_board_has_a_node_per_resting_square_in_its_distance_column(panel) -> None:
    found = solution(SIX, Rules())
    panel.show_board(SIX, Rules(), found)
    assert set(panel.nodes) == {1, *range(3, 14), *range(15, 17), *range(18, 37)}  # not 2, 14, 17
    geometry = panel.view.geometry_
    for square in panel.nodes:
        assert geometry.centre(square).x() == geometry.column_x(found.distance(square))
    for layer in found.layers:  # each column in discovery order, top to bottom
        ys = [geometry.centre(s).y() for s in layer]
        assert ys == sorted(ys) and len(set(ys)) == len(ys)
    assert {"0", "1", "2", "3", "4", "5", "goal: 4 throws"} <= headings(panel)
    # shown at first: the finished search, the route to the goal in its own colour
    assert all(item.discovered and not item.in_queue for item in panel.nodes.values())
    assert not panel.current_ring.isVisible()
    assert sum(item.isVisible() for item in panel.tree_items.values()) == found.reachable - 1
    assert len(snapshot(panel)[4]) == found.min_rolls


def test_every_moment_of_the_search_matches_the_replay(panel) -> None:
    found = solution(SIX, Rules())
    panel.show_board(SIX, Rules(), found)
    replay = SearchReplay(found)
    for position in range(len(replay) + 1):
        panel.show_position(replay, position)
        state = replay.state(position)
        discovered, queued, ring, tree, routes = snapshot(panel)
        assert discovered == set(replay.order[: state.discovered])
        assert queued == {s for s, _ in replay.queue(position)}
        if state.finished:
            assert ring is None and len(routes) == found.min_rolls
        elif state.current is None:
            assert ring is None and not routes
        else:
            assert ring == panel.view.geometry_.centre(state.current).toTuple() and not routes
        assert tree == set(range(state.discovered - 1))  # the tree edge of each discovered square
        children = {panel.graph.tree[i].child for i in tree}
        assert children == discovered - {found.start}
    assert len(tree) == len(discovered) - 1 == found.reachable - 1


def test_jumping_around_the_search_restores_each_moment_exactly(panel) -> None:
    found = solution(SIX, Rules())
    panel.show_board(SIX, Rules(), found)
    replay = SearchReplay(found)
    expected = []
    for position in range(len(replay) + 1):
        panel.show_position(replay, position)
        expected.append(snapshot(panel))
    rnd = random.Random(909)
    for position in [rnd.randint(0, len(replay)) for _ in range(150)] + [0, len(replay), 3, len(replay) - 1]:
        panel.show_position(replay, position)
        assert snapshot(panel) == expected[position]


def test_hovering_a_node_shows_its_throws_with_their_faces(panel, qtbot) -> None:
    panel.show_board(SIX, Rules(), solution(SIX, Rules()))
    viewport = panel.view.viewport()
    hovered = []
    panel.node_hovered.connect(hovered.append)
    QTest.mouseMove(viewport, node_point(panel, 11))
    qtbot.waitUntil(lambda: panel.hover.square == 11)
    # from 11: 12, 13, 14 → 35, 15, 16, 17 → 13
    labels = {(edge.target, edge.label) for edge, *_ in panel.hover.edges}
    assert labels == {(12, "1"), (13, "2, 6"), (35, "3"), (15, "4"), (16, "5")}
    assert panel.status.text() == "Square 11: throws 1–6 rest on 12, 13, 35, 15, 16, 13"
    assert panel.nodes[11].toolTip() == panel.status.text()
    assert hovered[-1] == 11
    empty = panel.view.mapFromScene(panel.view.geometry_.centre(11) + QPointF(0, ROW_H / 2))  # between rows
    QTest.mouseMove(viewport, empty)
    qtbot.waitUntil(lambda: panel.hover.square is None)
    assert hovered[-1] == -1 and not panel.hover.edges


@pytest.mark.slow
def test_a_click_on_a_node_reports_its_square_and_rings_it(panel, qtbot) -> None:
    panel.show_board(SIX, Rules(), solution(SIX, Rules()))
    panel.select(None)
    point = node_point(panel, 23)
    panel.select(None)
    with qtbot.waitSignal(panel.node_clicked, timeout=60_000) as clicked:
        QTest.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert clicked.args == [23]
    assert panel.selected == 23 and panel.selection_ring.isVisible()


def test_select_rings_a_node_and_brings_it_into_view(panel) -> None:
    board = Board(30, 30, {5: 800, 20: 3})
    panel.show_board(board, Rules(), solution(board, Rules()))
    assert panel.select(899)
    ring, centre = panel.selection_ring, panel.view.geometry_.centre(899)
    assert ring.isVisible() and ring.pos() == centre
    assert panel.view.viewport().rect().contains(panel.view.mapFromScene(centre))
    assert not panel.select(5)  # a ladder's foot: no token rests there
    assert not ring.isVisible() and panel.selected is None


def test_a_board_over_900_squares_shows_the_adjacency_list(panel) -> None:
    board = Board(31, 31, {5: 200})
    panel.show_board(board, Rules(), solution(board, Rules()))
    assert panel.pages.currentIndex() == 1 and panel.message.isVisible()
    assert panel.message.text() == (
        "Too many squares to draw as a graph (961 squares; up to 900): the adjacency list is below."
    )
    assert panel.text.isReadOnly() and panel.text.toPlainText() == adjacency_text(board, Rules())
    assert not panel.nodes and not panel.scene.items()
    panel.show_position(SearchReplay(solution(board, Rules())), 10)  # nothing to draw: no error
    assert panel.copy_adjacency() == adjacency_text(board, Rules())
    panel.show_board(SIX, Rules(), solution(SIX, Rules()))  # back to a drawing
    assert panel.pages.currentIndex() == 0 and panel.text.toPlainText() == ""


def test_an_unreachable_goal_stands_in_the_never_reached_column(panel) -> None:
    found = solution(BLOCKED, Rules())
    panel.show_board(BLOCKED, Rules(), found)
    graph, geometry = panel.graph, panel.view.geometry_
    assert "never reached (the goal too)" in headings(panel)
    assert not any(text.startswith("goal:") for text in headings(panel))
    never = {s for s, node in graph.nodes.items() if node.column == graph.unreachable_column}
    assert never == {31, 32, 33, 34, 35, 36}
    rightmost = max(geometry.centre(s).x() for s in found.layers[-1])
    assert all(geometry.centre(s).x() > rightmost for s in never)
    assert not any(panel.nodes[s].discovered for s in never)  # grey even when the search is over


def test_a_replay_of_another_search_is_ignored(panel) -> None:
    panel.show_board(SIX, Rules(), solution(SIX, Rules()))
    finished = snapshot(panel)
    panel.show_position(SearchReplay(solution(BLOCKED, Rules())), 20)
    assert snapshot(panel) == finished
    panel.show_position(SearchReplay(solve(SIX, Rules())), 0)  # the same search, solved again
    assert snapshot(panel)[0] == {1}
