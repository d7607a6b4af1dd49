"""Seeded random boards: for benchmarks and large-board tests, and of every shape for property tests."""

from __future__ import annotations

import random

from snl_desktop.core import Board

LEETCODE_6X6 = [
    [-1, -1, -1, -1, -1, -1],
    [-1, -1, -1, -1, -1, -1],
    [-1, -1, -1, -1, -1, -1],
    [-1, 35, -1, -1, 13, -1],
    [-1, -1, -1, -1, -1, -1],
    [-1, 15, -1, -1, -1, -1],
]
"""LeetCode 909's first example: 4 throws (2 → ladder to 15, 17 → snake to 13, 14 → ladder to 35, 36)."""


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


def random_board(rnd: random.Random, max_side: int = 12, first_start: int = 2, wall_chance: float = 0.0) -> Board:
    """A random board of 2..``max_side`` rows and columns with up to a third of its squares
    starting a jump (starts from ``first_start``, never the goal; chains and loops allowed, as
    the matrix allows them); with ``wall_chance``, sometimes six snakes in a row that shut the
    goal off."""
    rows, cols = rnd.randint(2, max_side), rnd.randint(2, max_side)
    n = rows * cols
    jumps: dict[int, int] = {}
    for _ in range(rnd.randint(0, n // 3)):
        s, e = rnd.randint(first_start, n - 1), rnd.randint(1, n)
        if s != e:
            jumps[s] = e
    if wall_chance and n >= 8 and rnd.random() < wall_chance:
        wall = rnd.randint(2, n - 6)
        jumps.update({k: rnd.randint(1, wall - 1) for k in range(wall, wall + 6)})
    return Board(rows, cols, jumps)
