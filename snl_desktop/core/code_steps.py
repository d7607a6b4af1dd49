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
from .replay import SearchReplay

LineSpan = tuple[int, int]
"""The first and last line (0-based, inclusive) of the code that a step runs."""

CodeLines = Literal["init", "pop", "goal", "overshoot", "seen", "new", "found", "none"]
"""The parts of `teaching.bfs` a step can run: ``init`` the queue made; ``pop`` a square taken
from the queue; ``goal`` the goal taken and skipped; ``overshoot`` a throw past the goal;
``seen`` a throw to a square already found; ``new`` a square found; ``found`` the route read
back from the parent links; ``none`` the end with no route."""


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


def bfs_source() -> list[str]:
    """The lines of `teaching.bfs` as the panel shows them (its own source, dedented)."""
    return inspect.getsource(teaching.bfs).rstrip("\n").split("\n")


def _span(lines: list[str], first: str, last: str | None = None) -> LineSpan:
    """The lines from the one containing ``first`` to the next one containing ``last``."""
    a = next(i for i, line in enumerate(lines) if first in line)
    if last is None:
        return a, a
    return a, next(i for i in range(a, len(lines)) if last in lines[i])


class CodeSteps:
    """Every `CodeState` of one replayed search, by position (0..len(replay))."""

    def __init__(self, replay: SearchReplay) -> None:
        self.replay = replay
        self.source = bfs_source()
        src = self.source
        self.spans: dict[CodeLines, LineSpan] = {
            "init": _span(src, "queue = deque("),
            "pop": _span(src, "square = queue.popleft()"),
            "goal": _span(src, "if square == goal", "continue"),
            "overshoot": _span(src, "if rest is None", "continue"),
            "seen": _span(src, "if rest not in dist"),
            "new": _span(src, "dist[rest] =", "queue.append(rest)"),
            "found": _span(src, "route = [goal]", "return route"),
            "none": _span(src, "if goal not in dist", "return None"),
        }

    @cached_property
    def _parent(self) -> dict[int, int]:
        return {step.rest: step.square for step in self.replay.steps if step.status == "new" and step.rest is not None}

    def at(self, position: int) -> CodeState:
        """The code after ``position`` steps (clamped to 0..len)."""
        replay = self.replay
        solution = replay.solution
        state = replay.state(position)
        found = replay.order[: state.discovered]
        queue = tuple(replay.order[state.expanded : state.discovered])
        dist: list[tuple[int, list[int]]] = []
        for square in found:
            d = solution.distance(square)
            if not dist or dist[-1][0] != d:
                dist.append((d, []))
            dist[-1][1].append(square)
        children: dict[int, list[int]] = {}
        for square in found[1:]:
            children.setdefault(self._parent[square], []).append(square)
        note = self._what_ran(state.position, state.finished)
        return CodeState(
            position=state.position,
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
    if step.status == "overshoot" or step.rest is None:
        return CodeNote("overshoot", step.square, step.depth, step.face)
    if step.status == "seen":
        distance = solution.distance(step.rest)
        return CodeNote("seen", step.square, step.depth, step.face, step.landed, step.rest, distance)
    return CodeNote("new", step.square, step.depth, step.face, step.landed, step.rest, step.depth + 1)
