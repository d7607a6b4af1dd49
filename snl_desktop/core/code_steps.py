"""The teaching BFS (`teaching.bfs`) executed line by line, for the Solver's code panel: which
lines run at each position of the search's replay and what the variables hold there.

`teaching.bfs` visits squares and tries throws in exactly the order of the solver's trace, so
position ``k`` of a `SearchReplay` is also a point in that code: 0 is just after
``queue = deque([start])``; an expand step is ``square = queue.popleft()`` (for the goal, the
``continue`` that skips it); a throw step is the ``continue`` of a throw past the goal, the
failed ``if rest not in dist`` of a square already found, or the three lines that record a new
one; the last position is the route's reconstruction. Nothing is searched again here: the
variables are read off the replay.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import cached_property

from . import teaching
from .replay import SearchReplay

LineSpan = tuple[int, int]
"""The first and last line (0-based, inclusive) of the code that a step runs."""


@dataclass(frozen=True)
class CodeState:
    """The code after some steps of the search: the lines the last step ran, the variables,
    and a sentence that says what happened. ``dist`` lists the discovered squares by distance
    (``(d, squares)``, discovery order); ``children`` the parent links grouped by parent
    (``(parent, squares first reached from it)``)."""

    position: int
    lines: LineSpan
    note: str
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
        self.spans: dict[str, LineSpan] = {
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
        key, note, face, rest = self._what_ran(state.position, state.finished)
        return CodeState(
            position=state.position,
            lines=self.spans[key],
            note=note,
            square=state.current,
            face=face,
            rest=rest,
            queue=queue,
            dist=tuple((d, tuple(s)) for d, s in dist),
            children=tuple((p, tuple(c)) for p, c in children.items()),
            route=solution.path if key == "found" else None,
        )

    def _what_ran(self, k: int, finished: bool) -> tuple[str, str, int | None, int | None]:
        """The lines (by name) that step ``k`` ran, the sentence for it, and its face and rest."""
        solution = self.replay.solution
        if k == 0:
            return "init", f"Start: square {solution.start} is at distance 0 and waits in the queue.", None, None
        if finished:
            if solution.min_rolls < 0:
                return "none", "The queue is empty and the goal was never found: there is no route.", None, None
            route = " → ".join(map(str, solution.path))
            return (
                "found",
                f"The queue is empty. The parent links back from the goal give the route {route}.",
                None,
                None,
            )
        step = self.replay.steps[k - 1]
        if step.kind == "expand":
            if step.square == solution.goal:
                return "goal", f"Square {step.square} is the goal: no throws from there.", None, None
            return "pop", f"Take square {step.square} from the front of the queue (distance {step.depth}).", None, None
        where = f"Throw {step.face} from square {step.square}"
        if step.status == "overshoot" or step.rest is None:
            return "overshoot", f"{where} would pass the goal: not allowed.", step.face, None
        moved = ""
        if step.jump and step.landed is not None:
            moved = f" (lands on {step.landed}, {'ladder' if step.rest > step.landed else 'snake'} to {step.rest})"
        if step.status == "seen":
            note = f"{where} rests on {step.rest}{moved}: already found, at distance {solution.distance(step.rest)}."
            return "seen", note, step.face, step.rest
        note = (
            f"{where} rests on {step.rest}{moved}: new! Distance {step.depth + 1}, parent {step.square}, "
            "to the back of the queue."
        )
        return "new", note, step.face, step.rest
