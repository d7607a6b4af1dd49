"""Where each ladder is drawn: its foot and its top may sit anywhere on a small grid inside their
squares (not only at the centres), chosen so that no two ladders cross or touch where that can be
helped, and so that no ladder lies flat: a ladder within one row rises from the lower part of its
foot's square to the upper part of its top's.

The choice is deterministic (the same board, the same drawing) and bounded: boards larger than
`MAX_SIDE` on a side, or with more than `MAX_LADDERS` ladders, keep the centres, and the search
stops after `BUDGET` comparisons of two ladders."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache

from .geometry import BoardGeometry

MAX_SIDE = 20
MAX_LADDERS = 60
BUDGET = 400_000
"""Comparisons of two ladders' routes, at most, for one board (a few tenths of a second)."""
OFFSETS = (0.0, -0.34, 0.34)
"""Where an end may sit, as a share of the square from its centre, across and down."""
CLEARANCE = 0.42
"""Two ladders closer than this (in squares, centre line to centre line) would touch: their
rails are 0.34 of a square apart."""
FLAT_DEGREES = 15.0
"""A ladder drawn closer to the horizontal than this looks like a bridge, not a ladder."""

Point = tuple[float, float]
Route = tuple[Point, Point]


def _segment_distance(a: Route, b: Route) -> float:
    """The least distance between two segments (0 when they cross)."""
    (p1, p2), (q1, q2) = a, b
    if _cross(p1, p2, q1, q2):
        return 0.0
    return min(_point_distance(p1, b), _point_distance(p2, b), _point_distance(q1, a), _point_distance(q2, a))


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    d1, d2 = _orient(q1, q2, p1), _orient(q1, q2, p2)
    d3, d4 = _orient(p1, p2, q1), _orient(p1, p2, q2)
    return d1 * d2 < 0 and d3 * d4 < 0


def _point_distance(p: Point, segment: Route) -> float:
    (ax, ay), (bx, by) = segment
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(ax + t * dx - p[0], ay + t * dy - p[1])


def slope_degrees(route: Route) -> float:
    """How far from the horizontal a route rises, 0 to 90 degrees."""
    (x1, y1), (x2, y2) = route
    return math.degrees(math.atan2(abs(y2 - y1), abs(x2 - x1)))


def _candidates(foot: Point, top: Point) -> list[Route]:
    """The routes a ladder may take between its squares' centres ``foot`` and ``top`` (in
    squares), the centres first."""
    ends = [(dx, dy) for dy in OFFSETS for dx in OFFSETS]
    return [((foot[0] + a[0], foot[1] + a[1]), (top[0] + b[0], top[1] + b[1])) for a in ends for b in ends]


def flatness(route: Route) -> float:
    """How many degrees short of `FLAT_DEGREES` a route rises (0 for a steep enough one)."""
    return max(0.0, FLAT_DEGREES - slope_degrees(route))


def _strain(route: Route, foot: Point, top: Point) -> float:
    """How far a route's ends stray from their squares' centres (the less the better)."""
    return math.dist(route[0], foot) + math.dist(route[1], top)


@lru_cache(maxsize=64)
def _routes(rows: int, cols: int, ladders: tuple[tuple[int, int], ...]) -> tuple[Route, ...]:
    geometry = BoardGeometry(rows, cols, 1.0)
    centres = [(geometry.centre(a).toTuple(), geometry.centre(b).toTuple()) for a, b in ladders]
    options = [_candidates(foot, top) for foot, top in centres]
    chosen = [min(routes, key=flatness) for routes in options]  # the centres, unless flat
    budget = BUDGET
    for _ in range(4):  # settle each ladder in turn against the others, until none moves
        moved = False
        for i, routes in enumerate(options):
            others = [chosen[j] for j in range(len(chosen)) if j != i]
            budget -= len(routes) * len(others)
            if budget < 0:
                return tuple(chosen)

            def cost(route: Route, others: list[Route] = others, i: int = i) -> tuple[int, float, int, float]:
                gaps = [_segment_distance(route, other) for other in others]
                crossing = sum(gap == 0.0 for gap in gaps)
                touching = sum(gap < CLEARANCE for gap in gaps)
                return crossing, round(flatness(route), 6), touching, _strain(route, *centres[i])

            best = min(routes, key=cost)
            if cost(best) < cost(chosen[i]):
                chosen[i], moved = best, True
        if not moved:
            break
    return tuple(chosen)


def ladder_routes(geometry: BoardGeometry, ladders: Mapping[int, int]) -> dict[int, Route]:
    """Each ladder's drawn route (foot, top) in scene units, by its foot's square: ends inside
    their squares, crossing and touching no other ladder where that can be helped, and never
    flat. Large boards keep the squares' centres."""
    pairs = tuple(sorted((a, b) for a, b in ladders.items() if b > a))
    if max(geometry.rows, geometry.cols) > MAX_SIDE or len(pairs) > MAX_LADDERS:
        return {a: (geometry.centre(a).toTuple(), geometry.centre(b).toTuple()) for a, b in pairs}
    s = geometry.square
    routes = _routes(geometry.rows, geometry.cols, pairs)
    return {a: ((p[0] * s, p[1] * s), (q[0] * s, q[1] * s)) for (a, _b), (p, q) in zip(pairs, routes)}
