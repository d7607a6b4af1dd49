"""Fewest throws to the goal: a breadth-first search over squares, and its trace.

The player chooses every die face. From square ``s`` a throw ``d`` in 1..6 lands on
``s + d`` (past the goal: not allowed under ``overshoot="stay"``, reflected under
``"bounce"``, on the goal under ``"finish"``); a jump starting there is then taken once (no chaining). The goal is not
expanded: the game ends there. Under "a 6 to start" the only throw from square 0 is a 6 (any
other leaves the token off the board: a throw no shortest route makes). Cost: O(N) time and
memory.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from collections.abc import Sequence as SequenceABC
from dataclasses import dataclass, field
from functools import cached_property
from itertools import pairwise
from typing import TYPE_CHECKING, Literal, overload

if TYPE_CHECKING:
    import numpy as np


from .board import Board, as_int, linear_jumps
from .errors import BoardError, short_repr
from .message import phrase
from .rules import Overshoot, Rules, move_target

FACES = range(1, 7)


@dataclass(frozen=True)
class TraceStep:
    """One operation of the search, for replay.

    ``kind="expand"``: ``square`` (at distance ``depth``) is taken from the front of the queue.
    ``kind="throw"``: from ``square`` the die shows ``face``; it lands on ``landed`` (None when
    the throw would pass the goal under ``"stay"``) and the token comes to rest on ``rest``
    (the end of a jump starting on ``landed``, else ``landed``). ``status`` is ``"new"`` when
    ``rest`` is discovered by this throw (at ``depth + 1``), ``"seen"`` when it was already
    discovered, ``"overshoot"`` when the throw is not allowed, ``"wait"`` when it is a face
    other than 6 from a start that waits for a 6 ("a 6 to start": the token stays off the
    board, so the search does not follow it; ``landed`` and ``rest`` are None).
    """

    kind: Literal["expand", "throw"]
    square: int
    depth: int
    face: int = 0
    landed: int | None = None
    rest: int | None = None
    status: Literal["", "new", "seen", "overshoot", "wait"] = ""

    @property
    def jump(self) -> bool:
        """True when the throw ends on a snake or ladder (the rest square is not the landed one)."""
        return self.landed is not None and self.rest != self.landed


@dataclass(frozen=True)
class RouteStep:
    """One throw of the optimal route: from ``start`` the die shows ``face``, the token lands on
    ``landed`` and rests on ``rest`` (the end of a snake or ladder, or ``landed``)."""

    face: int
    start: int
    landed: int
    rest: int


def moves_from(board: Board, rules: Rules, square: int) -> list[tuple[int, int | None, int | None]]:
    """The throws from ``square`` as the solver sees them: ``(face, landed, rest)``, with
    ``landed``/``rest`` None for a throw that would pass the goal under "stay". Six throws, but
    for a token waiting for a 6 to start (`Rules.waits_for_six`): the 6 alone."""
    out: list[tuple[int, int | None, int | None]] = []
    for face in faces_from(rules, square):
        landed = move_target(square, face, board.size, rules.overshoot)
        out.append((face, landed, None if landed is None else board.landing[landed]))
    return out


def faces_from(rules: Rules, square: int) -> range:
    """The die faces the search throws from ``square``: 1 to 6, or 6 alone where a token waits
    for a 6 to start (`Rules.waits_for_six`: no other face moves it)."""
    return range(6, 7) if rules.waits_for_six(square) else FACES


def _landing_with_overshoot(land: list[int], goal: int, overshoot: Overshoot) -> list[int]:
    """``land`` extended past the goal for throws that overshoot under ``"bounce"`` or
    ``"finish"``; slicing ``land[s+1:s+7]`` then yields exactly the allowed throws' rest squares."""
    if overshoot == Overshoot.STAY:
        return land
    extra = []
    for t in range(goal + 1, goal + 7):
        bounced = move_target(0, t, goal, overshoot)
        assert bounced is not None  # a bounce or a finish always lands on the board
        extra.append(land[bounced])
    return land + extra


def _search(land: list[int], goal: int, start: int, six_first: bool = False) -> tuple[list[int], list[int], list[int]]:
    """BFS from ``start``. Returns the discovery order, the layer bounds into it (layer k is
    ``order[bounds[k]:bounds[k+1]]``) and each square's BFS parent (-1 if undiscovered). With
    ``six_first`` the only throw from ``start`` is a 6 (a token waiting for a 6 to start)."""
    seen = bytearray(len(land))
    seen[start] = 1
    parent = [-1] * (goal + 1)
    order = [start]
    bounds = [0, 1]
    append = order.append
    begin = 0
    while True:
        end = len(order)
        for s in order[begin:end]:
            if s == goal:
                continue
            for t in land[s + 6 : s + 7] if six_first and s == start else land[s + 1 : s + 7]:
                if not seen[t]:
                    seen[t] = 1
                    parent[t] = s
                    append(t)
        if len(order) == end:
            return order, bounds, parent
        begin = end
        bounds.append(len(order))


class Layers(SequenceABC[list[int]]):
    """The BFS layers as a read-only sequence of lists, kept as one discovery-order list and
    the layer bounds into it (a 1000×1000 board has 166 667 layers: no list each is stored).
    ``layers[k]`` is a new list of the squares at distance k, in discovery order; a layers
    object equals any sequence of sequences with the same squares in the same order."""

    __slots__ = ("_order", "_bounds")

    def __init__(self, order: list[int], bounds: list[int]) -> None:
        self._order = order
        self._bounds = bounds

    def __len__(self) -> int:
        return len(self._bounds) - 1

    @overload
    def __getitem__(self, index: int) -> list[int]: ...
    @overload
    def __getitem__(self, index: slice) -> list[list[int]]: ...

    def __getitem__(self, index: int | slice) -> list[int] | list[list[int]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        k = range(len(self))[index]  # normalises negative indices, raises IndexError
        return self._order[self._bounds[k] : self._bounds[k + 1]]

    def __iter__(self) -> Iterator[list[int]]:
        order = self._order
        return (order[a:b] for a, b in pairwise(self._bounds))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Layers):
            return self._order == other._order and self._bounds == other._bounds
        if not isinstance(other, SequenceABC) or len(other) != len(self):
            return False
        return all(list(mine) == list(theirs) for mine, theirs in zip(self, other))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        shown = ", ".join(map(str, self[:3]))
        return f"Layers([{shown}{', ...' if len(self) > 3 else ''}], depths={len(self)})"

    def to_lists(self) -> list[list[int]]:
        return list(self)


_SMALL_GOAL = 10_000
"""Up to this many squares, `Solution.distance` answers from a plain list (`_small_distances`)."""


@dataclass(frozen=True, eq=False)
class Solution:
    """The result of `solve`: the fewest throws, one optimal path and the whole search.

    ``path`` lists the squares where the token rests after each throw, starting with the start
    square; ``rolls`` the die face of each throw (the smallest face that makes that move).
    Both are empty when the goal cannot be reached (``min_rolls == -1``).
    """

    goal: int
    start: int
    min_rolls: int
    path: tuple[int, ...]
    rolls: tuple[int, ...]
    _land: list[int] = field(repr=False)
    _order: list[int] = field(repr=False)
    _bounds: list[int] = field(repr=False)
    overshoot: Overshoot = field(default=Overshoot.STAY, repr=False)
    """The rule for a throw past the goal the search followed (`rules.Rules.overshoot`)."""
    six_to_start: bool = field(default=False, repr=False)
    """Whether the start waits for a 6 ("a 6 to start"): the only throw from it is a 6."""

    @cached_property
    def distances(self) -> np.ndarray:
        """Throws needed to rest on each square, indexed by square 0..N; -1 where the token can
        never rest (unreachable squares, jump starts other than the start square)."""
        import numpy as np  # here, not at the top: the app's start-up does not need numpy

        dist = np.full(self.goal + 1, -1, dtype=np.int32)
        order = np.fromiter(self._order, dtype=np.int64, count=len(self._order))
        dist[order] = np.repeat(np.arange(len(self._bounds) - 1, dtype=np.int32), np.diff(self._bounds))
        return dist

    def distance(self, square: int) -> int:
        """Throws needed to rest on ``square`` (0..N), or -1 if the token can never rest there."""
        s = as_int(square)
        if s is None or not 0 <= s <= self.goal:
            raise BoardError(
                phrase("Search", "square {square} is not on the board (0..{goal})").of(
                    square=short_repr(square), goal=self.goal
                )
            )
        if "distances" in self.__dict__ or self.goal > _SMALL_GOAL:
            return int(self.distances[s])
        return self._small_distances[s]

    @cached_property
    def _small_distances(self) -> list[int]:
        """`distances` as a list, for a board small enough that numpy's import (a tenth of a
        second, once) would cost more than the list: the Solver panel of a room opened first."""
        dist = [-1] * (self.goal + 1)
        bounds = self._bounds
        for depth in range(len(bounds) - 1):
            for square in self._order[bounds[depth] : bounds[depth + 1]]:
                dist[square] = depth
        return dist

    @cached_property
    def layers(self) -> Layers:
        """The BFS frontier of each depth in discovery order; ``layers[0] == [start]``."""
        return Layers(self._order, self._bounds)

    @property
    def reachable(self) -> int:
        """How many squares the token can rest on, the start included."""
        return len(self._order)

    def held_bytes(self) -> int:
        """The memory this solution holds, counted from above: its tables (the landing table's
        numbers are shared with `_identity`'s and the board's, not its own), the layer bounds,
        the path and the distances (whether or not worked out yet)."""
        return (
            sys.getsizeof(self._land)
            + sys.getsizeof(self._order)
            + sys.getsizeof(self._bounds)
            + INT_BYTES * len(self._bounds)
            + sys.getsizeof(self.path)
            + sys.getsizeof(self.rolls)
            + 4 * (self.goal + 1)
            + 512  # the object and its small fields
        )

    def barrier(self) -> list[tuple[int, int]]:
        """Why the goal cannot be reached: ``(square, end)`` for each square a throw from the
        farthest resting square ``m`` could land on (``m+1 .. m+6``). Every one of them starts a
        jump back to ``m`` or below, or nothing beyond ``m`` would be reachable. Empty when the
        goal can be reached, and when the token never comes on the board: under "a 6 to start"
        on a 2×2 board under "stay", the 6 it waits for passes the goal."""
        if self.min_rolls >= 0:
            return []
        farthest = max(self._order)
        if self.six_to_start and farthest == self.start:
            return []
        return [(t, self._land[t]) for t in range(farthest + 1, min(farthest + 6, self.goal) + 1)]

    def route(self) -> list[RouteStep]:
        """The optimal path throw by throw: the face, the square it lands on, where the token rests."""
        steps = []
        for a, b, face in zip(self.path, self.path[1:], self.rolls):
            landed = move_target(a, face, self.goal, self.overshoot)
            steps.append(RouteStep(face, a, landed if landed is not None else b, b))
        return steps

    def trace(self) -> Iterator[TraceStep]:
        """Replay the search step by step, in the order `solve` made it (generated on demand)."""
        land, goal = self._land, self.goal
        seen = bytearray(len(land))
        seen[self.start] = 1
        depth_of = {self.start: 0}
        for s in self._order:
            depth = depth_of.pop(s)
            yield TraceStep("expand", s, depth)
            if s == goal:
                continue
            waiting = self.six_to_start and s == self.start
            for face in FACES:
                if waiting and face != 6:  # "a 6 to start": no other face brings the token on
                    yield TraceStep("throw", s, depth, face, None, None, "wait")
                    continue
                landed = s + face
                if landed >= len(land):
                    yield TraceStep("throw", s, depth, face, None, None, "overshoot")
                    continue
                rest = land[landed]
                if landed > goal:  # past the goal: bounced back, or finished (`_landing_with_overshoot`)
                    past = move_target(s, face, goal, self.overshoot)
                    assert past is not None
                    landed = past
                if seen[rest]:
                    yield TraceStep("throw", s, depth, face, landed, rest, "seen")
                else:
                    seen[rest] = 1
                    depth_of[rest] = depth + 1
                    yield TraceStep("throw", s, depth, face, landed, rest, "new")


def _bfs_solution(land: list[int], goal: int, start: int, overshoot: Overshoot, six_first: bool = False) -> Solution:
    land = _landing_with_overshoot(land, goal, overshoot)
    order, bounds, parent = _search(land, goal, start, six_first)
    path: list[int] = []
    rolls: list[int] = []
    if start == goal:
        path = [start]
    elif parent[goal] >= 0:
        node = goal
        while node != start:
            path.append(node)
            node = parent[node]
        path.append(start)
        path.reverse()
        # the smallest face that makes each move: the first match among the six throws
        rolls = [land[a + 1 : a + 7].index(b) + 1 for a, b in pairwise(path)]
        if six_first:
            rolls[0] = 6  # the only throw that brings a waiting token on
    return Solution(goal, start, len(path) - 1, tuple(path), tuple(rolls), land, order, bounds, overshoot, six_first)


INT_BYTES = 32
"""What a Python int beyond the small ones costs (its object, as allocated)."""
_IDENTITY: list[list[int]] = [[]]
"""``[0, 1, ..., N]`` for the last board size solved: every landing table is a copy of it, so
the numbers themselves (most of a large table's memory) are shared, not made again."""


def _identity(size: int) -> list[int]:
    identity = _IDENTITY[0]
    if len(identity) != size:
        identity = list(range(size))
        _IDENTITY[0] = identity
    return identity


def _landing(board: Board) -> list[int]:
    """``board.landing``, built for the search alone: not kept on the board, which an undo
    stack may hold long after its solution has been forgotten (a 1000×1000 board's table is
    8 MB of references, plus 32 MB of numbers unless they are shared)."""
    land = _identity(board.size + 1).copy()
    for start, end in board.jumps.items():
        land[start] = end
    return land


def solve(board: Board, rules: Rules | None = None, start: int | None = None) -> Solution:
    """Fewest throws from the start square (``rules.start``, or ``start``: any square 0..N, e.g.
    where a player's token is) to the last square, with the path, every square's distance and
    the BFS layers; ``min_rolls == -1`` if unreachable. Under "a 6 to start" the first throw
    from square 0 is a 6."""
    rules = rules or Rules()
    origin = rules.start_square if start is None else start
    if type(origin) is not int or not 0 <= origin <= board.size:
        raise BoardError(
            phrase("Search", "cannot start a search on square {square}: the board has squares 0..{goal}").of(
                square=short_repr(origin), goal=board.size
            )
        )
    return _bfs_solution(_landing(board), board.size, origin, rules.overshoot, rules.waits_for_six(origin))


REMEMBERED_BYTES = 128 * 2**20
"""`solution` remembers answers up to this much memory (`Solution.held_bytes`): about five
solutions of 1000×1000 boards, or the last `REMEMBERED_COUNT` of ordinary boards."""
REMEMBERED_COUNT = 32

_Key = tuple[Board, Rules, "int | None"]
_remembered: OrderedDict[_Key, Solution] = OrderedDict()
_remembered_sizes: dict[_Key, int] = {}
_remembered_lock = threading.Lock()  # the facts are worked out in the thread pool, hints on the GUI thread


def solution(board: Board, rules: Rules | None = None, start: int | None = None) -> Solution:
    """`solve`, remembering the last answers: the editor, the warnings, the solver dock and the
    players' hints ask again and again (boards, rules and solutions are immutable values).
    What is remembered is bounded by its bytes (`REMEMBERED_BYTES`), not only by its count: an
    undo of a 1000×1000 board must not keep 32 whole solutions alive."""
    key: _Key = (board, rules or Rules(), start)
    with _remembered_lock:
        found = _remembered.get(key)
        if found is not None:
            _remembered.move_to_end(key)
            return found
    found = solve(*key)
    size = found.held_bytes()
    with _remembered_lock:
        if key not in _remembered and size <= REMEMBERED_BYTES:
            _remembered[key] = found
            _remembered_sizes[key] = size
            total = sum(_remembered_sizes.values())
            while total > REMEMBERED_BYTES or len(_remembered) > REMEMBERED_COUNT:
                oldest, _ = _remembered.popitem(last=False)
                total -= _remembered_sizes.pop(oldest)
    return found


def remembered_bytes() -> int:
    """The memory `solution`'s answers hold, with the shared table of numbers."""
    with _remembered_lock:
        held = sum(_remembered_sizes.values())
    identity = _IDENTITY[0]
    return held + sys.getsizeof(identity) + INT_BYTES * max(0, len(identity) - 257)


def forget_solutions() -> None:
    """Forget every remembered answer (and the shared table of numbers)."""
    with _remembered_lock:
        _remembered.clear()
        _remembered_sizes.clear()
    _IDENTITY[0] = []


def min_rolls(matrix: Sequence[Sequence[int]]) -> int:
    """LeetCode 909: the least number of throws from square 1 to N on a matrix board, or -1."""
    return solve(Board.from_matrix(matrix)).min_rolls


def min_throws_linear(move: Sequence[int]) -> int:
    """Fewest throws on a linear board: ``move[i]`` is -1 or the 0-based cell a jump from cell
    ``i`` leads to; play starts on cell 0 (no jump taken there) and must reach the last cell.
    Returns -1 when the last cell cannot be reached."""
    jumps = linear_jumps(move)
    n = len(move)
    land = list(range(n + 1))
    for start, end in jumps.items():
        land[start] = end
    return _bfs_solution(land, n, 1, Overshoot.STAY).min_rolls
