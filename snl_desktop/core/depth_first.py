"""Depth-first search over the same graph as the solver's breadth-first search, step by step,
for the "Why BFS?" lesson: the first route depth-first search finds is usually not the shortest.

The graph is the solver's: from square ``s`` a throw ``d`` in 1..6 lands by `rules.move_target`
(past the goal: not allowed under ``overshoot="stay"``, reflected under ``"bounce"``, on the goal
under ``"finish"``); a jump starting on the landed square is taken once; the goal is not expanded.

The rule of this search: keep a stack, the route so far, starting with the start square. From
the square on top of the stack try faces 1, 2, ..., 6 in order; the first throw that comes to
rest on a square never entered before is followed at once (the square is pushed: the route
grows by one throw). When all six faces of the top square are used up it is a dead end: pop it
(back up one throw) and go on with the next face of the square below. Each square is entered
at most once (a visited set), so the search costs O(N) time and memory, and it runs with an
explicit stack (no recursion limit). It stops the FIRST time it enters the goal.

Why that first route is not the shortest: depth-first follows one route as deep as it goes
before it tries another, so it reaches the goal along whatever route it happened to follow
(on a plain board, face 1 first walks every square: N - 1 throws). Nothing in its order says
the route is short. Breadth-first tries every route one throw longer at a time, so the first
time it reaches the goal is along a shortest route.

Under "a 6 to start" the only face that leaves the start square 0 is the 6: faces 1 to 5 are
tried and refused (status ``"wait"``), as in the solver's trace.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from .board import Board
from .replay import Granularity, position_after, position_before
from .rules import Rules, move_target
from .solver import RouteStep, solution

Status = Literal["", "new", "seen", "overshoot", "wait"]


@dataclass(frozen=True, slots=True)
class DepthFirstStep:
    """One step of the search. ``kind="enter"``: ``square`` is pushed (the route to it has
    ``depth`` throws). ``kind="throw"``: from ``square`` (on top, at ``depth``) the die shows
    ``face``, lands on ``landed`` (None past the goal under "stay") and rests on ``rest``;
    ``status`` is "new" (never entered: it is entered next), "seen" or "overshoot".
    ``kind="back"``: ``square`` is a dead end and is popped; ``to`` is the square below it
    (None when the start itself is popped: the goal cannot be reached)."""

    kind: Literal["enter", "throw", "back"]
    square: int
    depth: int
    face: int = 0
    landed: int | None = None
    rest: int | None = None
    status: Status = ""
    to: int | None = None

    @property
    def jump(self) -> bool:
        """True for a throw that ends on a snake or ladder."""
        return self.landed is not None and self.rest != self.landed


@dataclass(frozen=True)
class DepthFirstState:
    """The search after ``position`` steps: ``route`` is the stack (start .. ``current``),
    ``visited`` how many squares have been entered (`DepthFirstSearch.order[:visited]`),
    ``last`` the step just made (None at position 0)."""

    position: int
    total: int
    route: tuple[int, ...]
    current: int | None
    visited: int
    last: DepthFirstStep | None

    @property
    def finished(self) -> bool:
        return self.position >= self.total

    @property
    def throws(self) -> int:
        """Throws on the route so far (the stack's length minus one)."""
        return max(len(self.route) - 1, 0)


@dataclass(frozen=True, eq=False)
class DepthFirstSearch:
    """The whole search and its first route; also a replay for the animation's `Playback`
    (`words.search.depth_first_step` says what each step did).

    Positions run from 0 (nothing done) to ``len(search)`` (stopped). Granularities: "throw"
    is every step; "square" stops after each square entered; "depth" after each change of the
    route's length (a square entered or a dead end backed out of)."""

    start: int
    goal: int
    steps: tuple[DepthFirstStep, ...]
    route: tuple[int, ...]
    faces: tuple[int, ...]
    order: tuple[int, ...]
    """The squares in the order they were entered."""
    _parent: dict[int, tuple[int, int, int]] = field(repr=False)
    """square -> (square below it on the stack, face, landed) of the throw that entered it."""

    @property
    def throws(self) -> int:
        """Throws of the first route found, or -1 when the goal cannot be reached."""
        return len(self.route) - 1

    def route_steps(self, route: tuple[int, ...] | None = None) -> list[RouteStep]:
        """``route`` throw by throw, for drawing: the first route found by default, or any
        state's route (every one is a path down the search's tree)."""
        squares = self.route if route is None else route
        out = []
        for a, b in zip(squares, squares[1:]):
            _below, face, landed = self._parent[b]
            out.append(RouteStep(face, a, landed, b))
        return out

    # -- replay ----------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.steps)

    @cached_property
    def _marks(self) -> dict[Granularity, list[int] | range]:
        n = len(self.steps)
        entered = [i + 1 for i, s in enumerate(self.steps) if s.kind == "enter"]
        moved = [i + 1 for i, s in enumerate(self.steps) if s.kind != "throw"]
        return {"throw": range(n + 1), "square": sorted({0, *entered, n}), "depth": sorted({0, *moved, n})}

    @cached_property
    def _counters(self) -> tuple[list[int], list[int]]:
        """The square on top of the stack (-1: none) and the squares entered, by position."""
        tops, visited = [-1], [0]
        stack: list[int] = []
        for step in self.steps:
            if step.kind == "enter":
                stack.append(step.square)
            elif step.kind == "back":
                stack.pop()
            tops.append(stack[-1] if stack else -1)
            visited.append(visited[-1] + (step.kind == "enter"))
        return tops, visited

    def count(self, granularity: Granularity) -> int:
        """How many steps of ``granularity`` the whole search takes."""
        return len(self._marks[granularity]) - 1

    def next_position(self, position: int, granularity: Granularity = "throw") -> int:
        """The position one step of ``granularity`` after ``position`` (len at the end)."""
        return position_after(self._marks[granularity], position, len(self.steps))

    def previous_position(self, position: int, granularity: Granularity = "throw") -> int:
        """The position one step of ``granularity`` before ``position`` (0 at the start)."""
        return position_before(self._marks[granularity], position)

    def state(self, position: int) -> DepthFirstState:
        """The search after ``position`` steps (clamped to 0..len): O(length of the route)."""
        k = max(0, min(position, len(self.steps)))
        tops, visited = self._counters
        route: list[int] = []
        square = tops[k]
        while square >= 0:
            route.append(square)
            square = self._parent[square][0] if square != self.start else -1
        last = self.steps[k - 1] if k else None
        return DepthFirstState(
            k, len(self.steps), tuple(reversed(route)), route[0] if route else None, visited[k], last
        )


def _search(
    board: Board, rules: Rules, record: list[DepthFirstStep] | None
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], dict[int, tuple[int, int, int]]]:
    """The search itself (see the module docstring). Returns the first route, its faces, the
    order squares were entered in and each entered square's (below, face, landed)."""
    goal, land, overshoot = board.size, board.landing, rules.overshoot
    start = rules.start_square
    parent: dict[int, tuple[int, int, int]] = {}
    visited = bytearray(goal + 1)
    visited[start] = 1
    order = [start]
    stack, tried = [start], [0]  # the route so far, and how many faces each square has tried
    if record is not None:
        record.append(DepthFirstStep("enter", start, 0))
    while stack and stack[-1] != goal:
        square, depth = stack[-1], len(stack) - 1
        if tried[-1] == 6:  # a dead end: back up one throw
            stack.pop()
            tried.pop()
            if record is not None:
                record.append(DepthFirstStep("back", square, depth, to=stack[-1] if stack else None))
            continue
        tried[-1] += 1
        face = tried[-1]
        if face != 6 and rules.waits_for_six(square):  # "a 6 to start": the token stays off the board
            if record is not None:
                record.append(DepthFirstStep("throw", square, depth, face, None, None, "wait"))
            continue
        landed = move_target(square, face, goal, overshoot)
        rest = None if landed is None else land[landed]
        status: Status = "overshoot" if rest is None else "seen" if visited[rest] else "new"
        if record is not None:
            record.append(DepthFirstStep("throw", square, depth, face, landed, rest, status))
        if rest is not None and landed is not None and status == "new":
            visited[rest] = 1
            parent[rest] = (square, face, landed)
            order.append(rest)
            stack.append(rest)
            tried.append(0)
            if record is not None:
                record.append(DepthFirstStep("enter", rest, depth + 1))
    route = tuple(stack)
    faces = tuple(parent[b][1] for b in route[1:])
    return route, faces, tuple(order), parent


def depth_first(board: Board, rules: Rules | None = None) -> DepthFirstSearch:
    """Search ``board`` depth-first from ``rules.start_square``, recording every step."""
    rules = rules or Rules()
    steps: list[DepthFirstStep] = []
    route, faces, order, parent = _search(board, rules, steps)
    return DepthFirstSearch(rules.start_square, board.size, tuple(steps), route, faces, order, parent)


@dataclass(frozen=True)
class Comparison:
    """The first route depth-first finds against breadth-first's shortest (-1: unreachable);
    `words.search.comparison_summary` draws the lesson from it."""

    bfs_throws: int
    dfs_throws: int
    bfs_route: tuple[int, ...]
    dfs_route: tuple[int, ...]
    bfs_faces: tuple[int, ...]
    dfs_faces: tuple[int, ...]

    @property
    def reachable(self) -> bool:
        return self.bfs_throws >= 0


def compare(board: Board, rules: Rules | None = None) -> Comparison:
    """Depth-first's first route and breadth-first's shortest on the same board and rules."""
    rules = rules or Rules()
    dfs_route, dfs_faces, _order, _parent = _search(board, rules, None)
    bfs = solution(board, rules)
    return Comparison(bfs.min_rolls, len(dfs_route) - 1, bfs.path, dfs_route, bfs.rolls, dfs_faces)
