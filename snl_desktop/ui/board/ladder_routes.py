"""Where each ladder is drawn: its foot and its top may sit anywhere on a small grid inside their
squares (not only at the centres), chosen so that no two ladders cross or touch where that can be
helped, and so that no ladder lies flat: a ladder within one row rises from the lower part of its
foot's square to the upper part of its top's. Every end is kept far enough from its square's edges
that the ladder as drawn (its two rails, `RAIL_HALF` either side of the route, running `OVERHANG`
past each end: `rail_ends`) ends inside its own squares.

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
"""Where an end may sit, as a share of the square from its centre, across and down, at most: an
end is pulled back towards the centre as far as its rails' ends need (`_fit`)."""
RAIL_HALF = 0.17
"""Half the distance between a ladder's two rails, in squares."""
OVERHANG = 0.12
"""How far the rails run on past each end of the route, in squares."""
INSET = 0.06
"""How far inside its square each rail's end stays, in squares (the rail's round end is about
as wide)."""
CLEARANCE = 0.42
"""Two ladders closer than this (in squares, centre line to centre line) would touch: their
rails are 2 × `RAIL_HALF` apart."""
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


def rail_ends(route: Route, square: float = 1.0) -> tuple[Route, Route]:
    """The two rails, (foot, top) each, of a ladder drawn along ``route`` on squares ``square``
    wide: `RAIL_HALF` either side of the route, `OVERHANG` longer at each end."""
    (x1, y1), (x2, y2) = route
    length = max(math.hypot(x2 - x1, y2 - y1), 1e-6)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    ox, oy = ux * OVERHANG * square, uy * OVERHANG * square
    nx, ny = -uy * RAIL_HALF * square, ux * RAIL_HALF * square
    foot, top = (x1 - ox, y1 - oy), (x2 + ox, y2 + oy)
    return (
        ((foot[0] + nx, foot[1] + ny), (top[0] + nx, top[1] + ny)),
        ((foot[0] - nx, foot[1] - ny), (top[0] - nx, top[1] - ny)),
    )


def ends_inside(route: Route, foot: Point, top: Point) -> bool:
    """Whether a route's rails end inside their squares (centred on ``foot`` and ``top``, in
    squares), `INSET` from the edges."""
    reach = 0.5 - INSET + 1e-9
    return all(
        abs(end[0] - centre[0]) <= reach and abs(end[1] - centre[1]) <= reach
        for rail in rail_ends(route)
        for end, centre in zip(rail, (foot, top))
    )


def _fit(route: Route, foot: Point, top: Point) -> Route | None:
    """``route`` with each end pulled back towards its square's centre (``foot``, ``top``) as far
    as its rails' ends need to lie inside the square; None if that does not settle."""
    (x1, y1), (x2, y2) = route
    reach = 0.5 - INSET
    for _ in range(12):
        length = max(math.hypot(x2 - x1, y2 - y1), 1e-6)
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        # Each rail end is the route's end, ∓ OVERHANG along the ladder, ± RAIL_HALF across it.
        wx, wy = RAIL_HALF * abs(uy), RAIL_HALF * abs(ux)
        ox, oy = OVERHANG * ux, OVERHANG * uy
        fitted = (
            _clamp(x1, foot[0] + ox - reach + wx, foot[0] + ox + reach - wx),
            _clamp(y1, foot[1] + oy - reach + wy, foot[1] + oy + reach - wy),
            _clamp(x2, top[0] - ox - reach + wx, top[0] - ox + reach - wx),
            _clamp(y2, top[1] - oy - reach + wy, top[1] - oy + reach - wy),
        )
        if fitted == (x1, y1, x2, y2):
            break
        x1, y1, x2, y2 = fitted
    fit = ((round(x1, 9), round(y1, 9)), (round(x2, 9), round(y2, 9)))
    return fit if ends_inside(fit, foot, top) else None


def _clamp(value: float, low: float, high: float) -> float:
    return min(max(value, low), high)


def _candidates(foot: Point, top: Point) -> list[Route]:
    """The routes a ladder may take between its squares' centres ``foot`` and ``top`` (in
    squares), the centres first: each end at most `OFFSETS` from its centre, and no further
    than keeps the rails' ends inside the square."""
    ends = [(dx, dy) for dy in OFFSETS for dx in OFFSETS]
    routes: dict[Route, None] = {}
    for a in ends:
        for b in ends:
            fit = _fit(((foot[0] + a[0], foot[1] + a[1]), (top[0] + b[0], top[1] + b[1])), foot, top)
            if fit is not None:
                routes.setdefault(fit)
    return list(routes) or [(foot, top)]


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
    """Each ladder's drawn route (foot, top) in scene units, by its foot's square: ends, and
    the rails' ends (`rail_ends`), inside their squares, crossing and touching no other ladder
    where that can be helped, and never flat. Large boards keep the squares' centres."""
    pairs = tuple(sorted((a, b) for a, b in ladders.items() if b > a))
    if max(geometry.rows, geometry.cols) > MAX_SIDE or len(pairs) > MAX_LADDERS:
        return {a: (geometry.centre(a).toTuple(), geometry.centre(b).toTuple()) for a, b in pairs}
    s = geometry.square
    routes = _routes(geometry.rows, geometry.cols, pairs)
    return {a: ((p[0] * s, p[1] * s), (q[0] * s, q[1] * s)) for (a, _b), (p, q) in zip(pairs, routes)}
