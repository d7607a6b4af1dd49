"""Seeded random boards for benchmarks and large-board tests."""

from __future__ import annotations

import random


def random_jumps(side: int, count: int, seed: int = 3) -> dict[int, int]:
    """``count`` snakes and ladders on a ``side``×``side`` board, the same for the same seed:
    starts between 2 and the square before the goal, no jump starting where another ends."""
    rnd = random.Random(seed)
    n = side * side
    jumps: dict[int, int] = {}
    while len(jumps) < count:
        s, e = rnd.randint(2, n - 1), rnd.randint(1, n)
        if s != e and s not in jumps.values() and e not in jumps:
            jumps[s] = e
    return jumps
