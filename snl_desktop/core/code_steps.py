"""The teaching BFS (`teaching.bfs`) executed line by line, for the Solver's code panel: which
lines run at each position of the search's replay and what the variables hold there.

`teaching.bfs` visits squares and tries throws in exactly the order of the solver's trace, so
position ``k`` of a `SearchReplay` is also a point in that code: 0 is just after
``queue = deque([start])``; an expand step is ``square = queue.popleft()`` (for the goal, the
``continue`` that skips it); a throw step is the ``continue`` of a throw past the goal, the
failed ``if rest not in dist`` of a square already found, or the three lines that record a new
one; the last position is the route's reconstruction. Nothing is searched again here: the
variables are read off the replay. What each step did is a `CodeNote` (values); the words
layer says it.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from . import teaching
from .replay import SearchReplay, SearchState
from .rules import Overshoot

LineSpan = tuple[int, int]
"""The first and last line (0-based, inclusive) of the code that a step runs."""

CodeLines = Literal["init", "pop", "goal", "overshoot", "wait", "seen", "new", "found", "none", "returned"]
"""The parts of `teaching.bfs` a step can run: ``init`` the queue made; ``pop`` a square taken
from the queue; ``goal`` the goal taken and skipped; ``overshoot`` a throw past the goal;
``wait`` (the same lines) a face other than 6 from a start that waits for a 6;
``seen`` a throw to a square already found; ``new`` a square found; ``found`` the route read
back from the parent links; ``none`` the end with no route; ``returned`` (LeetCode's form
only) every step after the goal left the queue: that function has returned its answer."""

Listing = Literal["full", "leetcode"]
"""The code shown: ``full`` the project's search with path reconstruction (`teaching.bfs`);
``leetcode`` LeetCode 909's form (`teaching.snakes_and_ladders`: the matrix in, stopping when
the goal leaves the queue, the square numbering and the one-jump rule written out)."""


@dataclass(frozen=True)
class CodeNote:
    """What the last step did, as values (`words.search.code_note` says it). ``square`` is the
    start (``init``), the square taken from the queue (``pop``, ``goal``) or thrown from; a
    throw's ``face``, the square it ``landed`` on and where it came to ``rest``; ``distance``
    is the rest square's (``seen``: found before; ``new``: one more than ``depth``, the
    distance of ``square``); ``route`` the squares of the route (``found``)."""

    kind: CodeLines
    square: int
    depth: int = 0
    face: int | None = None
    landed: int | None = None
    rest: int | None = None
    distance: int | None = None
    route: tuple[int, ...] = ()


@dataclass(frozen=True)
class CodeState:
    """The code after some steps of the search: the lines the last step ran, the variables,
    and what happened (``note``). ``dist`` lists the discovered squares by distance
    (``(d, squares)``, discovery order); ``children`` the parent links grouped by parent
    (``(parent, squares first reached from it)``)."""

    position: int
    lines: LineSpan
    note: CodeNote
    square: int | None
    face: int | None
    rest: int | None
    queue: tuple[int, ...]
    dist: tuple[tuple[int, tuple[int, ...]], ...]
    children: tuple[tuple[int, tuple[int, ...]], ...]
    route: tuple[int, ...] | None = None


def bfs_source(listing: Listing = "full") -> list[str]:
    """The lines of the code as the panel shows them (its own source, dedented)."""
    code = teaching.bfs if listing == "full" else teaching.snakes_and_ladders
    return inspect.getsource(code).rstrip("\n").split("\n")


def leetcode_applies(rules_start: int, overshoot: Overshoot) -> bool:
    """Whether LeetCode's form searches the same graph: a start on square 1, no throw past
    the goal (its rules; a board with other house rules is searched by the full form only)."""
    return rules_start == 1 and overshoot == Overshoot.STAY


def _span(lines: list[str], first: str, last: str | None = None) -> LineSpan:
    """The lines from the one containing ``first`` to the next one containing ``last``."""
    a = next(i for i, line in enumerate(lines) if first in line)
    if last is None:
        return a, a
    return a, next(i for i in range(a, len(lines)) if last in lines[i])


class CodeSteps:
    """Every `CodeState` of one replayed search, by position (0..len(replay))."""

    def __init__(self, replay: SearchReplay, listing: Listing = "full") -> None:
        self.replay = replay
        self.listing = listing
        self.source = src = bfs_source(listing)
        if listing == "full":
            self.spans: dict[CodeLines, LineSpan] = {
                "init": _span(src, "queue = deque("),
                "pop": _span(src, "square = queue.popleft()"),
                "goal": _span(src, "if square == goal", "continue"),
                "overshoot": _span(src, "if rest is None", "continue"),
                "wait": _span(src, "if rest is None", "continue"),
                "seen": _span(src, "if rest not in dist"),
                "new": _span(src, "dist[rest] =", "queue.append(rest)"),
                "found": _span(src, "route = [goal]", "return route"),
                "none": _span(src, "if goal not in dist", "return None"),
            }
        else:
            self.spans = {
                "init": _span(src, "queue = deque("),
                "pop": _span(src, "square = queue.popleft()"),
                "goal": _span(src, "if square == goal", "return dist[square]"),
                "overshoot": _span(src, "landed = square + face", "continue"),
                "wait": _span(src, "landed = square + face", "continue"),  # (LeetCode's start never waits)
                "seen": _span(src, "row, col = cell(landed)", "if rest not in dist"),
                "new": _span(src, "row, col = cell(landed)", "queue.append(rest)"),
                "returned": _span(src, "return dist[square]"),
                "none": _span(src, "return -1"),
            }

    @cached_property
    def goal_position(self) -> int | None:
        """The position at which the goal left the queue (None: it never did)."""
        replay, goal = self.replay, self.replay.solution.goal
        if goal not in replay.order:
            return None
        index = replay.order.index(goal)
        return 1 + 7 * index  # each square before it is one expand step and six throws

    @cached_property
    def _parent(self) -> dict[int, int]:
        return {step.rest: step.square for step in self.replay.steps if step.status == "new" and step.rest is not None}

    def at(self, position: int) -> CodeState:
        """The code after ``position`` steps (clamped to 0..len). LeetCode's form returns when
        the goal leaves the queue: after that, its variables stay as they were then."""
        replay = self.replay
        solution = replay.solution
        returned = self.listing == "leetcode" and self.goal_position is not None and position > self.goal_position
        if returned and self.goal_position is not None:
            state = replay.state(self.goal_position)
            note = CodeNote("returned", solution.goal, state.depth, distance=solution.min_rolls)
            return self._state(state, note, position)
        state = replay.state(position)
        note = self._what_ran(state.position, state.finished)
        if self.listing == "leetcode" and note.kind == "found":  # (no goal popped: cannot happen)
            note = CodeNote("returned", solution.goal, distance=solution.min_rolls)
        return self._state(state, note, state.position)

    def _state(self, state: SearchState, note: CodeNote, position: int) -> CodeState:
        replay = self.replay
        solution = replay.solution
        found = replay.order[: state.discovered]
        queue = tuple(replay.order[state.expanded : state.discovered])
        dist: list[tuple[int, list[int]]] = []
        for square in found:
            d = solution.distance(square)
            if not dist or dist[-1][0] != d:
                dist.append((d, []))
            dist[-1][1].append(square)
        children: dict[int, list[int]] = {}
        if self.listing == "full":  # (LeetCode's form keeps no parent links)
            for square in found[1:]:
                children.setdefault(self._parent[square], []).append(square)
        return CodeState(
            position=position,
            lines=self.spans[note.kind],
            note=note,
            square=state.current,
            face=note.face,
            rest=note.rest,
            queue=queue,
            dist=tuple((d, tuple(s)) for d, s in dist),
            children=tuple((p, tuple(c)) for p, c in children.items()),
            route=solution.path if note.kind == "found" else None,
        )

    def note_at(self, position: int) -> CodeNote:
        """What the step that led to ``position`` did (clamped to 0..len): the one account of a
        step that the Solver, the code panel and the exports' captions all say."""
        return note_at(self.replay, position)

    def _what_ran(self, k: int, finished: bool) -> CodeNote:
        return _what_ran(self.replay, k, finished)


def note_at(replay: SearchReplay, position: int) -> CodeNote:
    """What the step of ``replay`` that led to ``position`` did (clamped to 0..len), read off
    the replay alone (no source, no variables): the Solver's narration of each step."""
    k = max(0, min(position, len(replay)))
    return _what_ran(replay, k, k >= len(replay))


def _what_ran(replay: SearchReplay, k: int, finished: bool) -> CodeNote:
    """What step ``k`` ran (its lines by name) and did."""
    solution = replay.solution
    if k == 0:
        return CodeNote("init", solution.start)
    if finished:
        if solution.min_rolls < 0:
            return CodeNote("none", solution.goal)
        return CodeNote("found", solution.goal, route=solution.path)
    step = replay.steps[k - 1]
    if step.kind == "expand":
        return CodeNote("goal" if step.square == solution.goal else "pop", step.square, step.depth)
    if step.status == "wait":
        return CodeNote("wait", step.square, step.depth, step.face)
    if step.status == "overshoot" or step.rest is None:
        return CodeNote("overshoot", step.square, step.depth, step.face)
    if step.status == "seen":
        distance = solution.distance(step.rest)
        return CodeNote("seen", step.square, step.depth, step.face, step.landed, step.rest, distance)
    return CodeNote("new", step.square, step.depth, step.face, step.landed, step.rest, step.depth + 1)
