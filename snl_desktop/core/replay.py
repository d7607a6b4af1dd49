"""Replay of a solved search, step by step, for the BFS animation: what the search had done
after any number of steps of `Solution.trace()`, in O(1) per position.

The BFS queue is always a slice of the discovery order: squares ``order[:expanded]`` have been
taken from the queue, ``order[expanded:discovered]`` wait in it, front first. So the state after
``k`` steps is two counters, precomputed for every k; stepping back or scrubbing to any k is
as cheap as stepping forward.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from .solver import Solution, TraceStep

Granularity = Literal["throw", "square", "depth"]
GRANULARITIES: tuple[Granularity, ...] = ("throw", "square", "depth")
"""The step sizes a learner picks from, in this order (their names: `words.search.step_name`)."""


def position_after(marks: list[int] | range, position: int, end: int) -> int:
    """The first step boundary in ``marks`` (ascending) after ``position``; ``end`` past the last."""
    i = bisect_right(marks, position)
    return marks[i] if i < len(marks) else end


def position_before(marks: list[int] | range, position: int) -> int:
    """The last step boundary in ``marks`` (ascending) before ``position``; 0 before the first."""
    i = bisect_left(marks, position)
    return marks[i - 1] if i > 0 else 0


@dataclass(frozen=True)
class SearchState:
    """The search after ``position`` steps (0 = nothing done yet; ``total`` = finished).

    ``expanded`` squares of the discovery order have been taken from the queue and
    ``discovered`` squares have been found; ``current`` is the square being expanded (None
    before the first expansion) and ``throws`` the throws examined from it so far.
    """

    position: int
    total: int
    expanded: int
    discovered: int
    current: int | None
    depth: int
    throws: tuple[TraceStep, ...]

    @property
    def finished(self) -> bool:
        return self.position >= self.total


class SearchReplay:
    """Every state of one solved search, by position in its trace.

    Positions and step boundaries come from the discovery order alone: each square taken from
    the queue is one expand step followed by six throws (none for the goal, which is not
    expanded; from a start that waits for a 6, five of them are refused: `TraceStep`). The
    trace itself is generated only when a state is first asked for, so a heat map or a
    headline never pays for it.
    """

    def __init__(self, solution: Solution) -> None:
        self.solution = solution
        self.order: list[int] = [s for layer in solution.layers for s in layer]
        goal = solution.goal
        positions, p = [], 0
        for square in self.order:
            positions.append(p)
            p += 1 if square == goal else 7
        self._expand_positions = positions
        self._length = p
        first_of_depth, index = [], 0
        for layer in solution.layers:
            first_of_depth.append(positions[index])
            index += len(layer)
        self._boundaries: dict[Granularity, list[int] | range] = {
            "throw": range(p + 1),
            "square": positions + [p],
            "depth": first_of_depth + [p],
        }

    def __len__(self) -> int:
        """The number of steps: positions run from 0 to ``len(replay)``."""
        return self._length

    def count(self, granularity: Granularity) -> int:
        """How many steps of ``granularity`` the whole search takes."""
        return len(self._boundaries[granularity]) - 1

    @cached_property
    def steps(self) -> list[TraceStep]:
        """The whole trace (generated on first use)."""
        steps = list(self.solution.trace())
        assert len(steps) == self._length
        return steps

    @cached_property
    def _counters(self) -> tuple[list[int], list[int]]:
        expanded, discovered = [0], [1]
        for step in self.steps:
            expanded.append(expanded[-1] + (step.kind == "expand"))
            discovered.append(discovered[-1] + (step.status == "new"))
        return expanded, discovered

    def state(self, position: int) -> SearchState:
        """The search after ``position`` steps (clamped to 0..len)."""
        k = max(0, min(position, self._length))
        if k == 0 < self._length:  # the start, shown for every new board: no trace needed
            return SearchState(0, self._length, 0, 1, None, 0, ())
        expanded_at, discovered_at = self._counters
        expanded = expanded_at[k]
        current = self.order[expanded - 1] if expanded else None
        throws: tuple[TraceStep, ...] = ()
        depth = 0
        if expanded:
            since = self._expand_positions[expanded - 1]
            depth = self.steps[since].depth
            throws = tuple(self.steps[since + 1 : k])
        return SearchState(k, self._length, expanded, discovered_at[k], current, depth, throws)

    def queue(self, position: int) -> list[tuple[int, int]]:
        """The BFS queue after ``position`` steps, front first: (square, distance) pairs."""
        state = self.state(position)
        return [(s, self.solution.distance(s)) for s in self.order[state.expanded : state.discovered]]

    def next_position(self, position: int, granularity: Granularity = "throw") -> int:
        """The position one step of ``granularity`` after ``position`` (len at the end)."""
        return position_after(self._boundaries[granularity], position, self._length)

    def previous_position(self, position: int, granularity: Granularity = "throw") -> int:
        """The position one step of ``granularity`` before ``position`` (0 at the start)."""
        return position_before(self._boundaries[granularity], position)
