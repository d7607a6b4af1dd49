"""Defect 11: the classic preset's ladders criss-crossed over squares 12–19 and 5→8 was drawn
flat. Each ladder's ends may sit anywhere inside their squares; the routes are chosen so that
no two ladders cross, none lies within 15° of the horizontal, and the jumps stay the same."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QLineF, QPointF

from snl_desktop.core import Board
from snl_desktop.presets import load_preset
from snl_desktop.ui.board.geometry import BoardGeometry
from snl_desktop.ui.board.items import LadderItem
from snl_desktop.ui.board.ladder_routes import _candidates, slope_degrees
from snl_desktop.ui.board.scene import BoardScene


def ladders(scene: BoardScene) -> list[LadderItem]:
    return sorted((i for i in scene.items() if isinstance(i, LadderItem)), key=lambda i: i.start)


def rails(item: LadderItem) -> list[QLineF]:
    left, right, _rungs = item._rails()
    return [left, right]


def crossings(items: list[LadderItem]) -> list[tuple[int, int]]:
    found = []
    for a, b in itertools.combinations(items, 2):
        for ra in rails(a):
            for rb in rails(b):
                kind, _ = ra.intersects(rb)
                if kind == QLineF.IntersectionType.BoundedIntersection:
                    found.append((a.start, b.start))
    return found


UNAVOIDABLE = {"classic": {(3, 20), (11, 20)}, "milton-bradley": set()}
"""Crossings no straight ladder with its ends inside its squares avoids: on the classic board
20→29 runs from the left of row 2 to the right of row 3, between the ends of 3→22 and 11→26."""


def steepest(start: int, end: int) -> float:
    g = BoardGeometry(10, 10, 1.0)
    return max(slope_degrees(r) for r in _candidates(g.centre(start).toTuple(), g.centre(end).toTuple()))


@pytest.mark.parametrize("preset", ["classic", "milton-bradley"])
def test_the_presets_ladders_cross_only_where_they_must_and_none_is_flat(qapp, preset: str) -> None:
    board = load_preset(preset).board
    scene = BoardScene(board)
    items = ladders(scene)
    assert {(i.start, i.end) for i in items} == set(board.ladders.items())  # the same jumps
    assert set(crossings(items)) == UNAVOIDABLE[preset]
    for item in items:
        route = (item.p_start.toTuple(), item.p_end.toTuple())
        assert slope_degrees(route) >= min(15, steepest(item.start, item.end) - 1e-6), (item.start, item.end)
        assert scene.geometry.square_rect(item.start).contains(item.p_start)
        assert scene.geometry.square_rect(item.end).contains(item.p_end)


def test_the_same_board_is_drawn_the_same_and_an_added_ladder_is_routed_too(qapp) -> None:
    board = load_preset("classic").board
    first = [(i.p_start, i.p_end) for i in ladders(BoardScene(board))]
    assert first == [(i.p_start, i.p_end) for i in ladders(BoardScene(board))]
    scene = BoardScene(board)
    wider = Board(10, 10, {**board.jumps, 13: 33})
    scene.set_board(wider)
    items = ladders(scene)
    assert crossings(items) == crossings(ladders(BoardScene(wider)))
    assert [(i.p_start, i.p_end) for i in items] == [(i.p_start, i.p_end) for i in ladders(BoardScene(wider))]


def test_the_ladder_within_the_first_row_rises(qapp) -> None:
    item = next(i for i in ladders(BoardScene(load_preset("classic").board)) if i.start == 5)
    assert slope_degrees((item.p_start.toTuple(), item.p_end.toTuple())) >= 15  # 5 → 8 was drawn flat


def test_a_climbing_token_follows_the_drawn_ladder(qapp) -> None:
    from snl_desktop.core.game import Move
    from snl_desktop.ui.play.tokens import TokenLayer

    board = load_preset("classic").board
    scene = BoardScene(board)
    item = next(i for i in ladders(scene) if i.start == 5)
    _walk, jump = TokenLayer(scene, 0, 0).paths_of(Move(1, 4, (2, 3, 4, 5), 5, 8, (5, 8)))
    assert jump is not None
    points = [QPointF(jump.elementAt(i).x, jump.elementAt(i).y) for i in range(jump.elementCount())]
    assert item.p_start in points and item.p_end in points
