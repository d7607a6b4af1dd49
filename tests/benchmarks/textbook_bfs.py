"""The baseline of the solver benchmark: a textbook deque-and-dict BFS that computes only
every square's distance, and the random boards both are measured on."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping

from snl_desktop.core import Board

SIDE = 1000
JUMPS = 200_000


def random_board(side: int = SIDE, jumps: int = JUMPS, seed: int = 909) -> Board:
    """A side×side board with ``jumps`` random snakes and ladders (none on the last square)."""
    rnd = random.Random(seed)
    n = side * side
    table: dict[int, int] = {}
    while len(table) < jumps:
        start, end = rnd.randint(2, n - 1), rnd.randint(1, n)
        if start != end:
            table[start] = end
    return Board(side, side, table)


def textbook_distances(n: int, jumps: Mapping[int, int], start: int = 1) -> dict[int, int]:
    """Distance (throws) of every square the token can rest on: deque + dict, nothing else."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if s == n:
            continue
        for d in range(1, 7):
            t = s + d
            if t > n:
                break
            t = jumps.get(t, t)
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist
