"""The fixed, seeded set of boards a student's solution is checked against: square boards of
every n from 2 to 20, odd and even, with chains, ladders to the goal, goals that cannot be
reached and boards where the boustrophedon labelling decides the answer, smallest first.

GeeksforGeeks' forms are given only the boards their problem poses (`posed`): the goal can always
be reached there, so a board whose answer is -1 is left out (and counted, for the report to say
so); the practice form (``minThrow(N, arr)``) is about a 30-square board (5 rows of 6), which the
square set has none of, so it gets a seeded set of its own (`practice_set`).

The same boards every time, on every machine: they come from `random.Random` with a fixed seed
(`SEED`), and nothing else. Each board meets LeetCode 909's constraints (n×n, 2 ≤ n ≤ 20, no
jump starting on square 1 or n²), so a correct LeetCode solution passes them all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Literal

from ..board import Board
from ..solver import solve
from .mistakes import Form, Mistake, goes_wrong

SEED = 909
SMALLEST, LARGEST = 2, 20
"""The sides of the boards (n×n), as LeetCode 909 allows."""
PER_SIDE = 29
"""Boards of each side from 3 up (a 2×2 board has fewer different boards than this)."""

CaseKind = Literal["example", "plain", "ladder_to_goal", "chain", "unreachable", "labelling", "random"]
"""What a board is there to test: a published example, no jumps at all, a ladder to the goal,
a chain (a jump ending where another starts), a goal that cannot be reached (-1), a board whose
answer changes when the squares are numbered wrongly, or a random board."""

LEETCODE_EXAMPLES = (
    [
        [-1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1],
        [-1, 35, -1, -1, 13, -1],
        [-1, -1, -1, -1, -1, -1],
        [-1, 15, -1, -1, -1, -1],
    ],
    [[-1, -1], [-1, 3]],
    [[-1, 4], [-1, 3]],
)
"""LeetCode 909's examples and the spec's (4, 1 and 1 throws)."""


@dataclass(frozen=True)
class CheckCase:
    """Board ``number`` (1-based, smallest first) of the set: the ``board``, what it is there to
    test (``kind``) and its right answer (``expected``, the solver's; -1 when unreachable)."""

    number: int
    board: Board
    kind: CaseKind
    expected: int

    @property
    def side(self) -> int:
        return self.board.rows

    def matrix(self) -> list[list[int]]:
        """The board as LeetCode 909 gives it (a fresh list each call)."""
        return self.board.to_matrix()

    def move(self) -> list[int]:
        """The board as the minimum-dice-throws problem gives it: ``move[i]`` is -1 or the 0-based
        cell a jump from cell ``i`` leads to (cell i is square i + 1)."""
        move = [-1] * self.board.size
        for start, end in self.board.jumps.items():
            move[start - 1] = end - 1
        return move

    def practice(self) -> list[Any]:
        """The board as GfG's practice problem gives it: ``[N, arr]``, N jumps and ``arr`` their
        1-based start and end squares in pairs (``[s1, e1, s2, e2, ...]``), by start square."""
        pairs = [square for start in sorted(self.board.jumps) for square in (start, self.board.jumps[start])]
        return [len(self.board.jumps), pairs]

    def given(self, form: Form) -> Any:
        """What a solution of ``form`` is given on this board."""
        if form == "matrix":
            return self.matrix()
        if form == "practice":
            return self.practice()
        return self.move()


def _answer(board: Board) -> int:
    return solve(board).min_rolls


class _Maker:
    """Draws the boards of one side from the shared random source."""

    def __init__(self, rng: random.Random, side: int, cols: int = 0) -> None:
        self.rng, self.side, self.cols = rng, side, cols or side
        self.goal = side * self.cols

    def jumps(self, count: int) -> dict[int, int]:
        """``count`` jumps (fewer on a small board) starting on distinct squares 2..N-1, none
        ending on its own start."""
        jumps: dict[int, int] = {}
        for _ in range(count * 4):
            if len(jumps) >= count or self.goal < 3:
                break
            start = self.rng.randint(2, self.goal - 1)
            end = self.rng.randint(1, self.goal)
            if start not in jumps and end != start:
                jumps[start] = end
        return jumps

    def random(self) -> Board:
        return Board(self.side, self.cols, self.jumps(self.rng.randint(1, max(1, self.goal // 8))))

    def ladder_to_goal(self) -> Board:
        jumps = self.jumps(self.rng.randint(0, self.goal // 12))
        start = self.rng.randint(2, self.goal - 1)
        jumps[start] = self.goal
        return Board(self.side, self.cols, jumps)

    def chain(self) -> Board:
        """A jump whose end starts another: from a square the first throw can reach, so that the
        chain is on the way."""
        jumps = self.jumps(self.rng.randint(0, self.goal // 12))
        first = self.rng.randint(2, min(7, self.goal - 2))
        middle = self.rng.randint(2, self.goal - 1)
        while middle == first:
            middle = self.rng.randint(2, self.goal - 1)
        last = self.rng.randint(1, self.goal)
        while last == middle:
            last = self.rng.randint(1, self.goal)
        jumps.update({first: middle, middle: last})
        return Board(self.side, self.cols, jumps)

    def unreachable(self) -> Board | None:
        """Six squares in a row whose snakes all go back below them: nothing beyond is reached."""
        if self.goal < 9:
            return None  # from square 1 a throw reaches any square up to 7
        wall = self.rng.randint(2, self.goal - 6)
        jumps = {s: e for s, e in self.jumps(self.rng.randint(0, self.goal // 12)).items() if max(s, e) < wall}
        for square in range(wall, wall + 6):
            jumps[square] = self.rng.randint(1, max(1, wall - 1))
        return Board(self.side, self.cols, jumps)


def _labelling_mistakes(side: int) -> tuple[Mistake, ...]:
    """The labelling mistakes a board of this side can tell from the right labelling."""
    parity: Mistake = "labelling_odd" if side % 2 else "labelling_even"
    return (parity, "labelling_unalternated", "labelling_top")


def _side_cases(rng: random.Random, side: int, seen: set[Board]) -> list[tuple[Board, CaseKind]]:
    make = _Maker(rng, side)
    found: list[tuple[Board, CaseKind]] = []

    def add(board: Board | None, kind: CaseKind) -> bool:
        if board is None or board in seen:
            return False
        seen.add(board)
        found.append((board, kind))
        return True

    add(Board(side, side), "plain")
    for _ in range(2):
        add(make.ladder_to_goal(), "ladder_to_goal")
    for count in range(4):
        for _ in range(40):  # most chains change the answer of a solution that follows them
            board = make.chain()
            if (count >= 2 or goes_wrong("chain", board, _answer(board))) and add(board, "chain"):
                break
    for _ in range(3):
        add(make.unreachable(), "unreachable")
    for mistake in _labelling_mistakes(side):
        for _ in range(2):
            for _ in range(40):
                board = make.random()
                if goes_wrong(mistake, board, _answer(board)) and add(board, "labelling"):
                    break
    for _ in range(PER_SIDE * 4):
        if len(found) >= PER_SIDE:
            break
        add(make.random(), "random")
    return found


@cache
def board_set() -> tuple[CheckCase, ...]:
    """Every board of the check, smallest first (by squares, then by jumps), numbered from 1."""
    rng = random.Random(SEED)
    seen: set[Board] = set()
    drawn: list[tuple[Board, CaseKind]] = []
    for matrix in LEETCODE_EXAMPLES:
        board = Board.from_matrix(matrix)
        seen.add(board)
        drawn.append((board, "example"))
    for side in range(SMALLEST, LARGEST + 1):
        drawn.extend(_side_cases(rng, side, seen))
    return _numbered(drawn)


PRACTICE_ROWS, PRACTICE_COLS = 5, 6
"""GfG's practice board: 30 squares, 5 rows of 6."""
PRACTICE_SEED = 30
PRACTICE_BOARDS = 120
"""The boards of the practice form's own set (the goal reachable on each)."""
PRACTICE_MOST_JUMPS = 10
"""GfG's constraint: 1 <= N <= 10 snakes and ladders."""
GFG_PRACTICE_EXAMPLE = {3: 22, 5: 8, 11: 26, 20: 29, 17: 4, 19: 7, 27: 1, 21: 9}
"""GfG's example (N = 8, arr = 3 22 5 8 11 26 20 29 17 4 19 7 27 1 21 9): 3 throws."""


@dataclass(frozen=True)
class Posed:
    """The boards a form is checked on, renumbered from 1, and how many of the set were left
    out because the goal cannot be reached there (a problem that never asks for -1);
    ``origins[i]`` is the number ``cases[i]`` had in the set it was chosen from (empty for
    `practice_set`, drawn on its own), for timings taken on that set to be matched."""

    cases: tuple[CheckCase, ...]
    left_out: int
    origins: tuple[int, ...] = ()


def _numbered(drawn: list[tuple[Board, CaseKind]]) -> tuple[CheckCase, ...]:
    order = sorted(range(len(drawn)), key=lambda i: (drawn[i][0].size, len(drawn[i][0].jumps), i))
    return tuple(CheckCase(number, drawn[i][0], drawn[i][1], _answer(drawn[i][0])) for number, i in enumerate(order, 1))


@cache
def practice_set() -> Posed:
    """GfG's practice form's boards: 5×6, 1 to 10 jumps (none from square 1 or 30), GfG's
    example first, then the same kinds as the square set (ladders to the goal, chains, random
    boards), `PRACTICE_BOARDS` in all where the goal can be reached; the boards drawn where it
    cannot (walls of snakes, drawn on purpose too) are counted as left out."""
    rng = random.Random(PRACTICE_SEED)
    make = _Maker(rng, PRACTICE_ROWS, PRACTICE_COLS)
    seen: set[Board] = set()
    drawn: list[tuple[Board, CaseKind]] = [(Board(PRACTICE_ROWS, PRACTICE_COLS, GFG_PRACTICE_EXAMPLE), "example")]
    seen.add(drawn[0][0])
    left_out = 0
    makers: list[tuple[CaseKind, Any]] = [
        ("ladder_to_goal", make.ladder_to_goal),
        ("chain", make.chain),
        ("unreachable", make.unreachable),
        ("random", lambda: Board(PRACTICE_ROWS, PRACTICE_COLS, make.jumps(rng.randint(1, PRACTICE_MOST_JUMPS)))),
        ("random", lambda: Board(PRACTICE_ROWS, PRACTICE_COLS, make.jumps(rng.randint(1, PRACTICE_MOST_JUMPS)))),
    ]
    attempt = 0
    while len(drawn) < PRACTICE_BOARDS:
        kind, maker = makers[attempt % len(makers)]
        attempt += 1
        board = maker()
        if board is None or board in seen or not 1 <= len(board.jumps) <= PRACTICE_MOST_JUMPS:
            continue
        seen.add(board)
        if _answer(board) == -1:
            left_out += 1
            continue
        drawn.append((board, kind))
    return Posed(_numbered(drawn), left_out)


def posed(form: Form, cases: tuple[CheckCase, ...] | list[CheckCase]) -> Posed:
    """The boards of ``cases`` a solution of ``form`` is checked on: all of them for the matrix;
    for GfG's forms the ones where the goal can be reached (renumbered from 1), and for the
    practice form only boards of 30 squares (`practice_set` when ``cases`` has none)."""
    if form == "matrix":
        return Posed(tuple(cases), 0, tuple(case.number for case in cases))
    if form == "practice":
        cases = [case for case in cases if case.board.size == PRACTICE_ROWS * PRACTICE_COLS]
        if not cases:
            return practice_set()
    kept = [case for case in cases if case.expected != -1]
    renumbered = tuple(replace(case, number=number) for number, case in enumerate(kept, 1))
    return Posed(renumbered, len(cases) - len(kept), tuple(case.number for case in kept))
