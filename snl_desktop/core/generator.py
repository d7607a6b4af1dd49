"""Board → Generate: random boards that meet a designer's targets, and that a designer would keep.

A generated board has exactly the snakes and ladders asked for; no square is used by two jumps
(no chains, no shared starts or ends); nothing starts on square 1 or on the goal; ladders go
up and snakes down. Every jump is at least a row long (where the board has room), the jumps'
starts are spread over the rows, and each jump's end is chosen, then improved, to cross as few
other jumps as it can (as drawn: straight between square centres). Candidates are drawn from a
seeded random source and checked against the targets (fewest throws from the solver, expected
turns from the exact analysis); among those that meet them, the one with the fewest crossings
is kept, so a target that cannot be met is reported with how close the board came.

The search is bounded by its work, counted (`Work`, `WORK_BUDGET`), not by a clock or only by
the number of boards: whatever the size and the number of jumps it ends within seconds, with
the same board for a seed on any machine, and progress (and Cancel) reach it inside a board.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
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


CROSSING_WEIGHT = 1e-6
"""Crossings break ties between boards equally close to the targets (never outweigh a target)."""
ATTEMPT_WORK = 400 * 100
"""The most boards tried, in attempts × squares: 400 boards of 10×10, 16 of 50×50."""
MIN_ATTEMPTS = 16
WORK_BUDGET = 16_000_000
"""All the work `generate` may do, in units of about one crossing test (a few seconds): what
placing, untangling, solving and analysing every board costs is counted, so that a large
board with many jumps, or targets no board meets, stops as surely as the default 10×10 (whose
400 boards take a twentieth of it)."""
REPORT_EVERY = 20_000
"""Progress is told (and Cancel honoured) every this many units of work."""
SCAN_PER_UNIT = 8
"""Squares scanned (for a free end, a start, the solver's search) per unit of work."""

Progress = Callable[[int, int], bool]
"""Told ``(work done, work budget)`` as the search goes; returns False to stop (cancel)."""


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
    """The best board found; ``problems`` says each target it misses (empty: all met).
    ``attempts``: the boards tried; ``work``: the units of work spent (see `Work`)."""

    board: Board
    throws: int
    expected: float | None
    attempts: int
    problems: tuple[Message, ...]
    cancelled: bool = False
    work: int = 0

    @property
    def met(self) -> bool:
        return not self.problems


class Work:
    """The generator's budget, counted in units of about one crossing test (a square scanned
    or searched counts a fraction, the exact analysis of a board a share of its squares): a
    count, not a clock, so that a seed gives the same board on any machine, loaded or not.

    Once `exhausted` (the budget spent, or ``progress`` returned False: cancelled) the board
    being built is finished without weighing crossings (every end the first drawn, no
    untangling): it is still a valid board, and no board is started after it. ``progress`` is
    told ``(done, budget)`` every `REPORT_EVERY` units, inside a board as between boards."""

    def __init__(self, budget: int, progress: Progress | None = None) -> None:
        self.budget = budget
        self.done = 0
        self.cancelled = False
        self._progress = progress
        self._report_at = REPORT_EVERY

    def spend(self, units: int) -> None:
        self.done += units
        if self.done >= self._report_at:
            self._report_at = self.done + REPORT_EVERY
            self.report()

    def report(self) -> None:
        if self._progress is not None and not self.cancelled:
            if not self._progress(min(self.done, self.budget), self.budget):
                self.cancelled = True

    @property
    def exhausted(self) -> bool:
        return self.cancelled or self.done >= self.budget


def random_board(targets: Targets, rnd: random.Random, tries: int = 50, work: Work | None = None) -> Board:
    """A board with the asked numbers of snakes and ladders and no square shared by two jumps."""
    n = targets.rows * targets.cols
    work = work or Work(WORK_BUDGET)
    for _ in range(tries):
        board = _try_board(targets, n, rnd, work)
        if board is not None:
            return board
    raise BoardError(
        phrase("Generator", "could not place every snake and ladder without sharing squares: ask for fewer")
    )


Centres = tuple[tuple[float, float], ...]
"""Where each square's centre is drawn, in squares (x from the left, y from the top), by label."""
Segment = tuple[float, float, float, float]
"""A jump as drawn: from (x1, y1) to (x2, y2)."""


@lru_cache(maxsize=8)
def _centres(rows: int, cols: int) -> Centres:
    return ((0.0, 0.0),) + tuple(
        (col + 0.5, row + 0.5) for row, col in (label_to_position(rows, cols, s) for s in range(1, rows * cols + 1))
    )


def _segment(start: int, end: int, centres: Centres) -> Segment:
    (x1, y1), (x2, y2) = centres[start], centres[end]
    return x1, y1, x2, y2


def _count_crossings(jump: Segment, others: list[Segment], limit: int) -> tuple[int, int]:
    """How many of ``others`` the segment ``jump`` crosses (they share no square, so touching
    is crossing), stopping once ``limit`` are found; and how many were tested (the work)."""
    x1, y1, x2, y2 = jump
    dx, dy = x2 - x1, y2 - y1
    found = tested = 0
    for x3, y3, x4, y4 in others:
        tested += 1
        ex, ey = x4 - x3, y4 - y3
        if (ex * (y1 - y3) - ey * (x1 - x3)) * (ex * (y2 - y3) - ey * (x2 - x3)) < 0 and (
            dx * (y3 - y1) - dy * (x3 - x1)
        ) * (dx * (y4 - y1) - dy * (x4 - x1)) < 0:
            found += 1
            if found >= limit:
                break
    return found, tested


def jumps_crossed(board: Board, start: int) -> frozenset[int]:
    """The starts of the board's other snakes and ladders that the one from ``start`` crosses,
    as drawn: straight between square centres, the squares numbered boustrophedon — the test
    `crossings` and the generator's untangling use, shared so that Tune judges looks as
    Generate does. A loop (a jump onto its own square) crosses nothing."""
    end = board.jumps[start]
    if start == end:
        return frozenset()
    centres = _centres(board.rows, board.cols)
    jump = _segment(start, end, centres)
    return frozenset(
        other
        for other, other_end in board.jumps.items()
        if other != start and other != other_end and _count_crossings(jump, [_segment(other, other_end, centres)], 1)[0]
    )


def crossings(board: Board, work: Work | None = None) -> int:
    """How many pairs of the board's snakes and ladders cross, as drawn."""
    centres = _centres(board.rows, board.cols)
    jumps = [_segment(a, b, centres) for a, b in board.jumps.items() if a != b]
    total = 0
    for i, jump in enumerate(jumps):
        found, tested = _count_crossings(jump, jumps[i + 1 :], len(jumps))
        total += found
        if work is not None:
            work.spend(tested)
    return total


def _ends(start: int, up: bool, n: int, cols: int, used: set[int], near: bool = False) -> list[int]:
    """The free squares a jump from ``start`` may end on, in increasing order: at least a row
    away (``near``: any distance, for a board with no room left for long jumps)."""
    span = (
        (range(start + 1, n + 1) if up else range(2, start))
        if near
        else (range(start + cols, n + 1) if up else range(2, start - cols + 1))
    )
    return [e for e in span if e not in used]


def _emptiest_rows_first(starts: list[int], row_of: list[int], per_row: list[int]) -> Iterator[int]:
    """``starts`` in the order of ``sorted(starts, key=per_row[row])`` (stable), lazily: the
    caller takes the first that fits, so a large board is not sorted for every jump."""
    for level in sorted(set(per_row)):
        for start in starts:
            if per_row[row_of[start]] == level:
                yield start


def _try_board(targets: Targets, n: int, rnd: random.Random, work: Work) -> Board | None:
    """One random placement, or None when it painted itself into a corner: starts spread over
    the rows, each end the least crossing of a few drawn at random (the first drawn once the
    work is exhausted)."""
    cols, centres = targets.cols, _centres(targets.rows, targets.cols)
    row_of = [int(centre[1]) for centre in centres]  # the matrix row of each square
    starts = list(range(2, n))  # neither square 1 nor the goal starts a jump
    rnd.shuffle(starts)
    used: set[int] = set()
    jumps: dict[int, int] = {}
    placed_segments: list[Segment] = []
    per_row = [0] * targets.rows
    wanted = [True] * targets.ladders + [False] * targets.snakes
    rnd.shuffle(wanted)
    for up in wanted:
        placed = False
        for near in (False, True):  # a row long if the board has room anywhere, else shorter
            scanned = 0
            for start in _emptiest_rows_first(starts, row_of, per_row):  # the emptiest rows first
                scanned += 1
                free = [] if start in used else _ends(start, up, n, cols, used, near)
                if not free:
                    continue
                work.spend((scanned + len(free)) // SCAN_PER_UNIT)
                choices = [rnd.choice(free) for _ in range(6)]
                end = choices[0] if work.exhausted else _least_crossing(start, choices, placed_segments, centres, work)
                jumps[start] = end
                placed_segments.append(_segment(start, end, centres))
                used.update((start, end))
                per_row[row_of[start]] += 1
                placed = True
                break
            if placed:
                break
            work.spend(scanned // SCAN_PER_UNIT)
        if not placed:
            return None
    return _untangle(Board(targets.rows, targets.cols, jumps), work)


def _least_crossing(
    start: int,
    ends: list[int],
    others: list[Segment],
    centres: Centres,
    work: Work,
    best: int | None = None,
    fewest: int | None = None,
) -> int:
    """The first of ``ends`` whose jump from ``start`` crosses the fewest of ``others`` (and
    fewer than ``fewest``, the crossings of ``best`` as it is; else ``best``). Stops at a
    jump that crosses nothing, or when the work is exhausted."""
    best = ends[0] if best is None else best
    fewest = len(others) + 1 if fewest is None else fewest
    for end in ends:
        found, tested = _count_crossings(_segment(start, end, centres), others, fewest)
        work.spend(tested)
        if found < fewest:
            best, fewest = end, found
            if not found:
                break
        if work.exhausted:
            break
    return best


def _untangle(board: Board, work: Work, passes: int = 3) -> Board:
    """Move each jump's end, where another free square at least as far crosses fewer jumps
    (the nearest such square among those crossing fewest), until no single end can cross fewer,
    ``passes`` rounds, or the work is exhausted."""
    jumps = dict(board.jumps)
    cols, n, centres = board.cols, board.size, _centres(board.rows, board.cols)
    segments = {start: _segment(start, end, centres) for start, end in jumps.items()}
    used = set(jumps) | set(jumps.values())
    for _ in range(passes):
        better = False
        for start in sorted(jumps):
            if work.exhausted:
                return Board(board.rows, board.cols, jumps)
            end = jumps[start]
            others = [segment for s, segment in segments.items() if s != start]
            now, tested = _count_crossings(segments[start], others, len(others) + 1)
            work.spend(tested + len(others) // SCAN_PER_UNIT)
            if now:
                used.discard(end)  # the squares of the other jumps, and this jump's start
                options = [
                    e for e in _ends(start, end > start, n, cols, used) if abs(e - start) >= min(cols, abs(end - start))
                ]
                work.spend(n // SCAN_PER_UNIT)
                # the options in increasing order: the first crossing fewest wins
                best = _least_crossing(start, options, others, centres, work, best=end, fewest=now)
                if best != end:
                    end, better = best, True
                    jumps[start], segments[start] = end, _segment(start, end, centres)
                used.add(end)
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
                    low=low, high=high, found=round(expected, 1)
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


def attempt_budget(targets: Targets) -> int:
    """How many boards `generate` tries at most for these targets (fewer on larger boards); the
    work budget (`WORK_BUDGET`) may stop it sooner."""
    return max(MIN_ATTEMPTS, min(400, ATTEMPT_WORK // (targets.rows * targets.cols)))


def analysis_work(squares: int) -> int:
    """The work units the exact analysis of a board of ``squares`` is counted as (it grows a
    little faster than the board: about 3 ms for 10×10, 0.3 s for 50×50)."""
    return squares * (100 + squares // 8)


def generate(
    targets: Targets,
    rules: Rules | None = None,
    seed: int = 0,
    attempts: int | None = None,
    progress: Progress | None = None,
    work_budget: int = WORK_BUDGET,
) -> Generated:
    """Draw boards until one meets ``targets``, ``attempts`` boards (by default
    `attempt_budget`) have been tried or ``work_budget`` units of work are spent, and return the
    first that meets them, or else the closest. The same seed and targets give the same board,
    on any machine. ``progress(done, budget)`` is told the work done, every `REPORT_EVERY`
    units (inside a board too), and can stop the search (the closest so far is returned, with
    ``cancelled`` set; stopped during the first board, that board finished at once)."""
    targets.check()
    rules = rules or Rules()
    rnd = random.Random(seed)
    budget = attempts if attempts is not None else attempt_budget(targets)
    work = Work(work_budget, progress)
    best: tuple[float, Board, int, float | None] | None = None
    tried = 0
    while tried < budget and not (best is not None and work.exhausted):
        board = random_board(targets, rnd, work=work)
        if work.cancelled and best is not None:
            break  # the board under way, finished in haste, is not worth analysing
        tried += 1
        throws = solve(board, rules).min_rolls
        work.spend(board.size)
        expected = None
        if targets.expected is not None and throws >= 0:
            expected = expected_turns(board, rules)
            work.spend(analysis_work(board.size))
        distance = _distance(targets, throws, expected) + crossings(board, work) * CROSSING_WEIGHT
        if best is None or distance < best[0]:
            best = (distance, board, throws, expected)
        if distance == 0:
            break  # every target met, and no jump crosses another
        work.report()
    assert best is not None
    _, board, throws, expected = best
    misses = tuple(_misses(targets, throws, expected))
    return Generated(board, throws, expected, tried, misses, work.cancelled, work.done)
