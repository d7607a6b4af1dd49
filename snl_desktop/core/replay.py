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
from typing import Literal

from .solver import Solution, TraceStep

Granularity = Literal["throw", "square", "depth"]
GRANULARITIES: tuple[Granularity, ...] = ("throw", "square", "depth")


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
    """Every state of one solved search, by position in its trace."""

    def __init__(self, solution: Solution) -> None:
        self.solution = solution
        self.steps: list[TraceStep] = list(solution.trace())
        self.order: list[int] = [s for layer in solution.layers for s in layer]
        expanded, discovered = [0], [1]
        self._expand_positions: list[int] = []  # position of each expand step
        for i, step in enumerate(self.steps):
            if step.kind == "expand":
                self._expand_positions.append(i)
            expanded.append(expanded[-1] + (step.kind == "expand"))
            discovered.append(discovered[-1] + (step.status == "new"))
        self._expanded = expanded
        self._discovered = discovered
        depths = [solution.distance(s) for s in self.order]
        first_of_depth = [i for i, pos in enumerate(self._expand_positions)
                          if i == 0 or depths[i] != depths[i - 1]]
        self._boundaries: dict[Granularity, list[int]] = {
            "throw": list(range(len(self.steps) + 1)),
            "square": self._expand_positions + [len(self.steps)],
            "depth": [self._expand_positions[i] for i in first_of_depth] + [len(self.steps)],
        }

    def __len__(self) -> int:
        """The number of steps: positions run from 0 to ``len(replay)``."""
        return len(self.steps)

    def state(self, position: int) -> SearchState:
        """The search after ``position`` steps (clamped to 0..len)."""
        k = max(0, min(position, len(self.steps)))
        expanded = self._expanded[k]
        current = self.order[expanded - 1] if expanded else None
        throws: tuple[TraceStep, ...] = ()
        depth = 0
        if expanded:
            since = self._expand_positions[expanded - 1]
            depth = self.steps[since].depth
            throws = tuple(self.steps[since + 1:k])
        return SearchState(k, len(self.steps), expanded, self._discovered[k], current, depth, throws)

    def queue(self, position: int) -> list[tuple[int, int]]:
        """The BFS queue after ``position`` steps, front first: (square, distance) pairs."""
        state = self.state(position)
        return [(s, self.solution.distance(s)) for s in self.order[state.expanded:state.discovered]]

    def next_position(self, position: int, granularity: Granularity = "throw") -> int:
        """The position one step of ``granularity`` after ``position`` (len at the end)."""
        marks = self._boundaries[granularity]
        i = bisect_right(marks, position)
        return marks[i] if i < len(marks) else len(self.steps)

    def previous_position(self, position: int, granularity: Granularity = "throw") -> int:
        """The position one step of ``granularity`` before ``position`` (0 at the start)."""
        marks = self._boundaries[granularity]
        i = bisect_left(marks, position)
        return marks[i - 1] if i > 0 else 0
