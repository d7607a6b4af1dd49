"""The most likely path of one player's game: the sequence of turns, from the start to the goal,
that a game follows more often than any other (the squares the token rests on after each turn),
beside the shortest. Each turn's chances are the turn engine's (`game.turn_end_chances`, the
board's own rules); the path maximises the product of its turns' chances, found as a shortest
path with each turn weighing −log(its chance) (Dijkstra: every weight is ≥ 0)."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from .board import LARGE_BOARD_SQUARES, Board
from .game import turn_end_chances
from .rules import Rules

MAX_LIKELY_SQUARES = LARGE_BOARD_SQUARES
"""Boards up to 200×200 get their most likely path."""


@dataclass(frozen=True)
class LikelyPath:
    """``squares``: where the token rests, the start first and the goal last; ``chance``: how
    often a game follows exactly this path (the product of its turns' chances)."""

    squares: tuple[int, ...]
    chance: float

    @property
    def turns(self) -> int:
        return len(self.squares) - 1


def most_likely_path(board: Board, rules: Rules) -> LikelyPath | None:
    """The most likely path to the goal under ``rules`` (None: the goal cannot be reached, or
    the board is larger than `MAX_LIKELY_SQUARES`). A turn that leaves the token where it was
    is never part of it (it only makes a path less likely)."""
    if board.size > MAX_LIKELY_SQUARES:
        return None
    start, goal = rules.start_square, board.size
    cost = {start: 0.0}
    parent: dict[int, int] = {}
    queue = [(0.0, start)]
    done: set[int] = set()
    while queue:
        weight, square = heapq.heappop(queue)
        if square in done:
            continue
        done.add(square)
        if square == goal:
            break
        for end, p in turn_end_chances(board, rules, square).items():
            if p <= 0 or end == square or end in done:
                continue
            w = weight - math.log(p)
            if w < cost.get(end, math.inf):
                cost[end] = w
                parent[end] = square
                heapq.heappush(queue, (w, end))
    if goal not in done:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(parent[path[-1]])
    return LikelyPath(tuple(reversed(path)), math.exp(-cost[goal]))
