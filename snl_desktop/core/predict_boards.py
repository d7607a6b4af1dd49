"""The boards of Predict's three levels, the same for the same level and seed on any machine
(a class can replay a session): level 1 the lesson presets, level 2 small random boards whose
snakes and ladders never touch, level 3 random boards with chains (a jump ending where another
starts: only the first is taken) where the goal is, about half the time, out of reach (−1)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from .board import Board
from .rules import Rules
from .solver import solve

Level = Literal[1, 2, 3]
LEVELS: tuple[Level, ...] = (1, 2, 3)

LESSON_PRESETS: tuple[str, ...] = ("leetcode-6x6", "linear-30")
"""Level 1's boards, in turn: the presets made for the BFS lesson."""
LESSON_RULES = Rules(extra_roll_on_six=False, three_sixes_void=False)
"""The random boards' rules: the lesson's, one die a turn (the search is the same under any
turn rules: it counts throws; play starts on square 1 and a throw past the goal is not made)."""

PresetLoader = Callable[[str], tuple[Board, Rules]]
"""A preset's board and rules by name (the presets live above the core: the caller loads them)."""

_TRIES = 500
"""Random boards drawn for one seed before a level's rule is given up (never reached in
practice: a board is kept within a few draws)."""


@dataclass(frozen=True)
class LevelBoard:
    """A level's board for ``seed`` (1, 2, …) and the rules it is searched under; ``preset``
    names level 1's preset."""

    level: Level
    seed: int
    board: Board
    rules: Rules
    preset: str | None = None


def chains(board: Board) -> list[tuple[int, int, int]]:
    """Every chain ``(a, b, c)``: the jump ``a → b`` ends where the jump ``b → c`` starts (a
    throw landing on ``a`` leaves the token on ``b``: one jump a throw)."""
    jumps = board.jumps
    return sorted((a, b, jumps[b]) for a, b in jumps.items() if b in jumps)


def level_board(level: Level, seed: int, load_preset: PresetLoader) -> LevelBoard:
    """The board of ``level`` for ``seed``: level 1 the lesson presets in turn, levels 2 and 3
    random boards (`small_board`, `tangled_board`)."""
    if level == 1:
        name = LESSON_PRESETS[(seed - 1) % len(LESSON_PRESETS)]
        board, rules = load_preset(name)
        return LevelBoard(1, seed, board, rules, name)
    made = small_board(seed) if level == 2 else tangled_board(seed)
    return LevelBoard(level, seed, made, LESSON_RULES)


def _source(level: int, seed: int) -> random.Random:
    return random.Random(seed * 10 + level)


def small_board(seed: int) -> Board:
    """Level 2: 4 to 6 rows and columns, two to four snakes and ladders, each at least three
    squares long, no square used by two of them (no chains), the goal reachable in two throws
    or more."""
    rnd = _source(2, seed)
    for _ in range(_TRIES):
        rows, cols = rnd.randint(4, 6), rnd.randint(4, 6)
        n = rows * cols
        jumps: dict[int, int] = {}
        used: set[int] = set()
        wanted = rnd.randint(2, max(2, n // 7))
        while len(jumps) < wanted:
            start, end = rnd.randint(2, n - 1), rnd.randint(1, n)
            if abs(end - start) >= 3 and not {start, end} & used:
                jumps[start] = end
                used |= {start, end}
        board = Board(rows, cols, jumps)
        if solve(board, LESSON_RULES).min_rolls >= 2:
            return board
    raise AssertionError("no small board for this seed")  # pragma: no cover (see _TRIES)


def tangled_board(seed: int) -> Board:
    """Level 3: 5 to 7 rows and columns with at least one chain the search meets (a token comes
    to rest on a jump's start: the jump is not taken). About half the boards (as the seed draws
    it) shut the goal off: six snakes in a row send every token back below them, and nothing
    below them leads past (the answer is −1)."""
    rnd = _source(3, seed)
    for _ in range(_TRIES):
        rows, cols = rnd.randint(5, 7), rnd.randint(5, 7)
        n = rows * cols
        walled = rnd.random() < 0.5
        jumps: dict[int, int] = {}
        top = n  # the jumps drawn below the wall end below it: no ladder over it
        if walled:
            wall = rnd.randint(n // 2, n - 6)
            jumps.update({square: rnd.randint(1, wall - 1) for square in range(wall, wall + 6)})
            top = wall - 1
        for _ in range(rnd.randint(2, max(2, top // 8))):
            start, end = rnd.randint(2, top), rnd.randint(1, top)
            if start != end and start not in jumps and start < n:
                jumps[start] = end
        _add_chain(rnd, jumps, top, n)
        board = Board(rows, cols, jumps)
        found = solve(board, LESSON_RULES)
        met = any(found.distance(b) >= 0 for _a, b, _c in chains(board))
        if met and (found.min_rolls < 0 if walled else found.min_rolls >= 2):
            return board
    raise AssertionError("no tangled board for this seed")  # pragma: no cover (see _TRIES)


def _add_chain(rnd: random.Random, jumps: dict[int, int], top: int, goal: int) -> None:
    """Make sure some jump ends where another starts: a new jump from the end of one."""
    if any(end in jumps for end in jumps.values()):
        return
    ends = [end for end in jumps.values() if 2 <= end <= min(top, goal - 1) and end not in jumps]
    if not ends:
        return
    middle = rnd.choice(ends)
    end = rnd.randint(1, top)
    if end != middle:
        jumps[middle] = end
