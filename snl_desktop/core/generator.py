"""Board → Generate: random boards that meet a designer's targets, and that a designer would keep.

A generated board has exactly the snakes and ladders asked for; no square is used by two jumps
(no chains, no shared starts or ends); nothing starts on square 1 or on the goal; ladders go
up and snakes down. Every jump is at least a row long (where the board has room), the jumps'
starts are spread over the rows, and each jump's end is chosen, then improved, to cross as few
other jumps as it can (as drawn: straight between square centres). Candidates are drawn from a
seeded random source and checked against the targets (fewest throws from the solver, expected
turns from the exact analysis); among those that meet them, the one with the fewest crossings
is kept, so a target that cannot be met is reported with how close the board came.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from .board import Board, check_side, label_to_position
from .errors import BoardError
from .markov import expected_turns
from .message import Message, phrase
from .rules import Rules
from .solver import solve

MAX_GENERATED_SQUARES = 2500
"""Generation analyses every candidate exactly: boards up to 50×50."""


@dataclass(frozen=True)
class Targets:
    """What the designer asks for. Ranges are inclusive; None means "any"."""

    rows: int
    cols: int
    snakes: int
    ladders: int
    throws: tuple[int, int] | None = None
    expected: tuple[float, float] | None = None

    def check(self) -> None:
        """Raise `BoardError` for targets no board can have."""
        check_side("rows", self.rows)
        check_side("cols", self.cols)
        if self.rows * self.cols > MAX_GENERATED_SQUARES:
            raise BoardError(
                phrase("Generator", "boards of up to {most} squares can be generated").of(most=MAX_GENERATED_SQUARES)
            )
        if self.snakes < 0 or self.ladders < 0:
            raise BoardError(phrase("Generator", "the numbers of snakes and ladders cannot be negative"))
        usable = self.rows * self.cols - 2  # neither 1 nor the goal starts a jump
        jumps = self.snakes + self.ladders
        if 2 * jumps > usable:  # then there are at least 2 jumps: the sentence is in the plural
            raise BoardError(
                phrase("Generator", "{jumps} snakes and ladders need {squares} squares; this board has {free} free").of(
                    jumps=jumps, squares=2 * jumps, free=usable
                )
            )
        for empty, span in (
            (phrase("Generator", "the fewest throws range is empty ({low} > {high})"), self.throws),
            (phrase("Generator", "the expected length range is empty ({low} > {high})"), self.expected),
        ):
            if span is not None and span[0] > span[1]:
                raise BoardError(empty.of(low=span[0], high=span[1]))


@dataclass(frozen=True)
class Generated:
    """The best board found; ``problems`` says each target it misses (empty: all met)."""

    board: Board
    throws: int
    expected: float | None
    attempts: int
    problems: tuple[Message, ...]
    cancelled: bool = False

    @property
    def met(self) -> bool:
        return not self.problems


def random_board(targets: Targets, rnd: random.Random, tries: int = 50) -> Board:
    """A board with the asked numbers of snakes and ladders and no square shared by two jumps."""
    n = targets.rows * targets.cols
    for _ in range(tries):
        board = _try_board(targets, n, rnd)
        if board is not None:
            return board
    raise BoardError(
        phrase("Generator", "could not place every snake and ladder without sharing squares: ask for fewer")
    )


Centres = tuple[tuple[float, float], ...]
"""Where each square's centre is drawn, in squares (x from the left, y from the top), by label."""


@lru_cache(maxsize=8)
def _centres(rows: int, cols: int) -> Centres:
    return ((0.0, 0.0),) + tuple(
        (col + 0.5, row + 0.5) for row, col in (label_to_position(rows, cols, s) for s in range(1, rows * cols + 1))
    )


def _cross(a: tuple[int, int], b: tuple[int, int], centres: Centres) -> bool:
    """Whether two jumps' segments cross (they share no square, so touching is crossing)."""
    p1, p2, p3, p4 = (centres[s] for s in (*a, *b))

    def side(o: tuple[float, float], p: tuple[float, float], q: tuple[float, float]) -> float:
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    d1, d2 = side(p3, p4, p1), side(p3, p4, p2)
    d3, d4 = side(p1, p2, p3), side(p1, p2, p4)
    return d1 * d2 < 0 and d3 * d4 < 0


def crossings(board: Board) -> int:
    """How many pairs of the board's snakes and ladders cross, as drawn."""
    jumps = [(a, b) for a, b in board.jumps.items() if a != b]
    centres = _centres(board.rows, board.cols)
    return sum(_cross(j, k, centres) for i, j in enumerate(jumps) for k in jumps[i + 1 :])


def _ends(start: int, up: bool, n: int, cols: int, used: set[int], near: bool = False) -> list[int]:
    """The free squares a jump from ``start`` may end on: at least a row away (``near``: any
    distance, for a board with no room left for long jumps)."""
    span = (
        (range(start + 1, n + 1) if up else range(2, start))
        if near
        else (range(start + cols, n + 1) if up else range(2, start - cols + 1))
    )
    return [e for e in span if e not in used]


def _try_board(targets: Targets, n: int, rnd: random.Random) -> Board | None:
    """One random placement, or None when it painted itself into a corner: starts spread over
    the rows, each end the least crossing of a few drawn at random."""
    cols, centres = targets.cols, _centres(targets.rows, targets.cols)
    row_of = [int(centre[1]) for centre in centres]  # the matrix row of each square
    starts = list(range(2, n))  # neither square 1 nor the goal starts a jump
    rnd.shuffle(starts)
    used: set[int] = set()
    jumps: dict[int, int] = {}
    per_row = [0] * targets.rows
    wanted = [True] * targets.ladders + [False] * targets.snakes
    rnd.shuffle(wanted)
    for up in wanted:
        placed = False
        for near in (False, True):  # a row long if the board has room anywhere, else shorter
            for start in sorted(starts, key=lambda s: per_row[row_of[s]]):  # the emptiest rows first
                free = [] if start in used else _ends(start, up, n, cols, used, near)
                if not free:
                    continue
                choices = [rnd.choice(free) for _ in range(6)]
                end = min(choices, key=lambda e: sum(_cross((start, e), j, centres) for j in jumps.items()))
                jumps[start] = end
                used.update((start, end))
                per_row[row_of[start]] += 1
                placed = True
                break
            if placed:
                break
        if not placed:
            return None
    return _untangle(Board(targets.rows, targets.cols, jumps))


def _untangle(board: Board, passes: int = 3) -> Board:
    """Move each jump's end, where another free square at least as far crosses fewer jumps,
    until no single end can cross fewer (or ``passes`` rounds)."""
    jumps = dict(board.jumps)
    cols, n, centres = board.cols, board.size, _centres(board.rows, board.cols)
    for _ in range(passes):
        better = False
        for start in sorted(jumps):
            end = jumps.pop(start)
            used = set(jumps) | set(jumps.values()) | {start}
            others = list(jumps.items())

            def cost(e: int, s: int = start, others: list[tuple[int, int]] = others) -> int:
                return sum(_cross((s, e), j, centres) for j in others)

            now = cost(end)
            if now:
                options = [
                    e for e in _ends(start, end > start, n, cols, used) if abs(e - start) >= min(cols, abs(end - start))
                ]
                best = min(options, key=lambda e: (cost(e), e), default=end)
                if cost(best) < now:
                    end, better = best, True
            jumps[start] = end
        if not better:
            break
    return Board(board.rows, board.cols, jumps)


def _misses(targets: Targets, throws: int, expected: float | None) -> list[Message]:
    problems = []
    if targets.throws is not None:
        fewest, most = targets.throws
        if throws < 0:
            problems.append(
                phrase("Generator", "fewest throws between {low} and {high}: the goal cannot be reached").of(
                    low=fewest, high=most
                )
            )
        elif not fewest <= throws <= most:
            problems.append(
                phrase("Generator", "fewest throws between {low} and {high} (best found: {found})").of(
                    low=fewest, high=most, found=throws
                )
            )
    if targets.expected is not None:
        low, high = (f"{x:g}" for x in targets.expected)
        if expected is None:
            problems.append(
                phrase("Generator", "expected length between {low} and {high}: games can go on for ever").of(
                    low=low, high=high
                )
            )
        elif not targets.expected[0] <= expected <= targets.expected[1]:
            problems.append(
                phrase("Generator", "expected length between {low} and {high} turns (best found: {found})").of(
                    low=low, high=high, found=f"{expected:.1f}"
                )
            )
    return problems


def _distance(targets: Targets, throws: int, expected: float | None) -> float:
    """How far a board is from the targets (0 when it meets them)."""
    miss = 0.0
    if targets.throws is not None:
        fewest, most = targets.throws
        miss += 1000.0 if throws < 0 else max(0, fewest - throws, throws - most)
    if targets.expected is not None:
        low, high = targets.expected
        miss += 1000.0 if expected is None else max(0.0, low - expected, expected - high) / max(1.0, high)
    return miss


CROSSING_WEIGHT = 1e-6
"""Crossings break ties between boards equally close to the targets (never outweigh a target)."""
ATTEMPT_WORK = 400 * 100
"""The generator's budget, in attempts × squares: 400 boards of 10×10, 16 of 50×50. A count of
boards, not a clock, so that a seed gives the same board on any machine, loaded or not."""
MIN_ATTEMPTS = 16

Progress = Callable[[int, int], bool]
"""Told after each board tried: ``(tried, budget)``; returns False to stop (cancel)."""


def attempt_budget(targets: Targets) -> int:
    """How many boards `generate` tries for these targets (fewer on larger boards)."""
    return max(MIN_ATTEMPTS, min(400, ATTEMPT_WORK // (targets.rows * targets.cols)))


def generate(
    targets: Targets,
    rules: Rules | None = None,
    seed: int = 0,
    attempts: int | None = None,
    progress: Progress | None = None,
) -> Generated:
    """Draw boards until one meets ``targets`` or ``attempts`` boards (by default
    `attempt_budget`) have been tried, and return the first that meets them, or else the
    closest. The same seed and targets give the same board, on any machine. ``progress`` is
    told after each board and can stop the search (the closest so far is returned, with
    ``cancelled`` set)."""
    targets.check()
    rules = rules or Rules()
    rnd = random.Random(seed)
    budget = attempts if attempts is not None else attempt_budget(targets)
    best: tuple[float, Board, int, float | None] | None = None
    tried = 0
    cancelled = False
    while tried < budget:
        tried += 1
        board = random_board(targets, rnd)
        throws = solve(board, rules).min_rolls
        expected = None
        if targets.expected is not None and throws >= 0:
            expected = expected_turns(board, rules)
        distance = _distance(targets, throws, expected) + crossings(board) * CROSSING_WEIGHT
        if best is None or distance < best[0]:
            best = (distance, board, throws, expected)
        if distance == 0:
            break  # every target met, and no jump crosses another
        if progress is not None and not progress(tried, budget):
            cancelled = True
            break
    assert best is not None
    _, board, throws, expected = best
    return Generated(board, throws, expected, tried, tuple(_misses(targets, throws, expected)), cancelled)
