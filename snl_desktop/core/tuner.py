"""Board → Tune: from the designer's own board, move as few snakes and ladders as it can — never
a locked one — until the targets hold (one player's expected length, the fewest throws, the
chance of finishing within K turns, the first seat's advantage at 2 to 4 players).

The search is a seeded local search over single moves: one end of one jump at a time (a
ladder's foot or top, a snake's head or tail) to a free square, the jump keeping its kind and
the editor's placement rules (`checks.move_problem`, and the board built by `checks.edited`, the
one builder of an edited board). Each step scans the movable ends (the jumps already moved
first: moving them again moves no more jumps) at squares spread geometrically around where the
end is now, and takes the move that brings the board closest to the targets; a move of a jump
not yet moved must gain `NEW_JUMP_PENALTY` more. It stops at the first board that meets every
target. When a descent gets stuck, it starts again from the designer's board (`RESTARTS`, each
taking the first better move in a new order) and the closest board is kept, so that targets
no board meets are reported with the best found.

Candidates are evaluated by the existing figures only (`solver.solve`, `markov.expected_turns`,
`analysis.analyze`), never by a chain of its own. The work is counted in the generator's units
and checked before it is spent (`generator.WORK_BUDGET`): the same seed gives the same board on
any machine, and progress (and Cancel) reach it between boards.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from .board import Board, jump_kind_of
from .checks import edited, move_problem
from .errors import BoardError
from .generator import MAX_GENERATED_SQUARES, WORK_BUDGET, Progress, Work, analysis_work
from .message import Message, phrase
from .rules import Rules
from .tune_figures import TuneFigures, TuneTargets, distance, figures_of, misses

__all__ = ["MAX_TUNED_SQUARES", "Move", "TuneFigures", "TuneResult", "TuneTargets", "tune"]

MAX_TUNED_SQUARES = MAX_GENERATED_SQUARES
"""Tuning analyses every candidate exactly: boards up to 50×50."""
RESTARTS = 3
"""Descents from the designer's board: the first takes the best move of each scan, the others
the first better one, in a new order."""
NEW_JUMP_PENALTY = 0.01
"""How much closer a move must bring the board when it moves one more jump (the distance's
units: a tenth of a turn on a target of 10 turns)."""
MIN_SPAN = 2
"""A moved jump spans at least this many squares (no ladder onto the next square), and at least
a row where the designer's own jump did: tuning keeps a long snake long."""
RANKS = (0, 2, 5, 11, 23, 47, 95, 191, 383, 767, 1535)
"""Which free squares, counted outward from where an end is now, a scan tries: the nearest,
then farther and farther apart (the farthest is always tried too)."""
IMPROVEMENT = 1e-9


@dataclass(frozen=True)
class Move:
    """One jump moved: ``old`` ``(start, end)`` on the designer's board → ``new``."""

    old: tuple[int, int]
    new: tuple[int, int]

    @property
    def kind(self) -> str:
        """``"ladder"`` or ``"snake"``: a moved jump keeps its kind."""
        return jump_kind_of(*self.old)

    def to_json(self) -> dict[str, list[int]]:
        return {"from": list(self.old), "to": list(self.new)}


@dataclass(frozen=True)
class TuneResult:
    """The tuned board (or, when no board met the targets, the closest found), its moves, the
    figures before and after, the targets it misses (empty: met) and the targets themselves,
    whether the search was cancelled, the boards evaluated and the work spent."""

    board: Board
    moves: tuple[Move, ...]
    before: TuneFigures
    after: TuneFigures
    problems: tuple[Message, ...]
    targets: TuneTargets = TuneTargets()
    cancelled: bool = False
    evaluated: int = 0
    work: int = 0

    @property
    def met(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, object]:
        return {
            "met": self.met,
            "moved": len(self.moves),
            "moves": [move.to_json() for move in self.moves],
            "before": self.before.to_json(),
            "after": self.after.to_json(),
            "missed": [problem.english() for problem in self.problems],
            "boards_evaluated": self.evaluated,
        }


@dataclass
class _State:
    """A board of the search: ``origin`` maps each jump's start now to its start on the
    designer's board."""

    board: Board
    origin: dict[int, int]
    figures: TuneFigures
    distance: float
    moved: frozenset[int] = field(default_factory=frozenset)
    """The designer's starts of the jumps that are not where they were."""
    shift: int = 0
    """How far the moved ends went, in squares: a tie-break for boards equally close."""

    def key(self) -> tuple[bool, int, float, int]:
        """Better is smaller: met first, then fewer jumps moved, closer, moved less far."""
        met = self.distance == 0
        return (not met, len(self.moved) if met else 0, self.distance, self.shift)


class _Search:
    """The evaluations of one `tune` call: counted, cached and bounded."""

    def __init__(self, rules: Rules, targets: TuneTargets, work: Work, size: int) -> None:
        self.rules, self.targets, self.work = rules, targets, work
        self.cheap_cost = size + analysis_work(size)  # the solver's search and the exact expectation
        self.full_cost = targets.analyses() * 5 * analysis_work(size)  # the distribution, per analysis
        self.cache: dict[Board, tuple[TuneFigures, float]] = {}
        self.evaluated = 0
        self.stopped = False

    def affords(self, units: int) -> bool:
        """Whether ``units`` more work is within the budget (checked before it is spent)."""
        if self.work.cancelled or self.work.done + units > self.work.budget:
            self.stopped = True
        return not self.stopped

    def evaluate(self, board: Board, bound: float = float("inf")) -> tuple[TuneFigures, float] | None:
        """The board's figures and distance to the targets; None when the budget is spent, or
        (``bound``) when the cheap figures alone already put it at ``bound`` or farther."""
        found = self.cache.get(board)
        if found is not None and found[0].complete:
            return found
        if found is None:
            if not self.affords(self.cheap_cost):
                return None
            cheap = figures_of(board, self.rules, self.targets, full=False)
            self.work.spend(self.cheap_cost)
            self.evaluated += 1
            found = self.cache[board] = (cheap, distance(self.targets, cheap))
        if found[0].complete or found[1] > bound:
            return found
        if not self.affords(self.full_cost):
            return None
        full = figures_of(board, self.rules, self.targets, full=True)
        self.work.spend(self.full_cost)
        found = self.cache[board] = (full, distance(self.targets, full))
        return found


def _check(board: Board, rules: Rules, targets: TuneTargets, locked: frozenset[int]) -> None:
    targets.check()
    if board.size > MAX_TUNED_SQUARES:
        raise BoardError(
            phrase("Tuner", "boards of up to {most} squares can be tuned; this one has {size}").of(
                most=MAX_TUNED_SQUARES, size=board.size
            )
        )
    for square in sorted(locked):
        if square not in board.jumps:
            raise BoardError(
                phrase("Tuner", "square {square} starts no snake or ladder: only a snake or ladder can be locked").of(
                    square=square
                )
            )


def _ranked(origin: int, step: int, allowed: Iterator[int], ranks: tuple[int, ...]) -> list[int]:
    """The squares of ``allowed`` (walking away from ``origin`` by ``step``) at ``ranks``, and
    the last one."""
    chosen: list[int] = []
    last, count, wanted = None, 0, set(ranks)
    for square in allowed:
        if count in wanted:
            chosen.append(square)
        last, count = square, count + 1
    if last is not None and (not chosen or chosen[-1] != last):
        chosen.append(last)
    return chosen


def _end_moves(board: Board, rules: Rules, start: int, ranks: tuple[int, ...], span: int) -> list[tuple[int, int, int]]:
    """Where one jump's ends may go, nearest first on each side: ``(new start, new end,
    squares moved)``. Each end moves alone, to a square no other jump uses, the jump keeping
    its kind and spanning at least ``span`` squares, as the editor allows (`move_problem`)."""
    end, n = board.jumps[start], board.size
    used = {s for jump in board.jumps.items() for s in jump} - {start, end}
    lowest = rules.start_square if rules.start_square >= 1 else 1
    ladder = end > start
    out: list[tuple[int, int, int]] = []

    def free(square: int, new_start: int, new_end: int) -> bool:
        if square in used or abs(new_end - new_start) < span or (new_end > new_start) != ladder:
            return False
        if new_end == 1 and rules.start_square == 0:
            return False  # the token would be sent to square 1, not back off the board
        return move_problem(board, rules, start, new_start, new_end) is None

    for step in (1, -1):  # the end: a ladder's top, a snake's tail
        squares = (e for e in range(end + step, n + 1 if step > 0 else 0, step) if free(e, start, e))
        out.extend((start, e, abs(e - end)) for e in _ranked(end, step, squares, ranks))
    for step in (1, -1):  # the start: a ladder's foot, a snake's head
        squares = (s for s in range(start + step, n if step > 0 else lowest - 1, step) if free(s, s, end))
        out.extend((s, end, abs(s - start)) for s in _ranked(start, step, squares, ranks))
    return out


def _moves_of(original: Mapping[int, int], state: _State) -> tuple[Move, ...]:
    now = {state.origin[s]: (s, e) for s, e in state.board.jumps.items() if s in state.origin}
    return tuple(Move((s, original[s]), now[s]) for s in sorted(original) if s in now and now[s] != (s, original[s]))


def _step(
    search: _Search,
    state: _State,
    original: Mapping[int, int],
    movable: list[int],
    rnd: random.Random,
    first_better: bool,
    ranks: tuple[int, ...],
) -> _State | None:
    """The next board of a descent: the best move of the scan (``first_better``: the first
    move that brings the board closer), or None when no move does (or the budget is spent)."""
    order = sorted(movable, key=lambda s: (s not in state.moved, rnd.random()))  # moved jumps first
    best: _State | None = None
    best_key = (state.distance - IMPROVEMENT, 0)
    by_origin = {o: s for s, o in state.origin.items()}
    for origin in order:
        start = by_origin[origin]
        penalty = 0.0 if origin in state.moved else NEW_JUMP_PENALTY
        span = max(MIN_SPAN, min(state.board.cols, abs(original[origin] - origin)))
        candidates = _end_moves(state.board, search.rules, start, ranks, span)
        search.work.spend(state.board.size // 4)  # the squares scanned for free ends
        for new_start, new_end, shift in candidates:
            if best is not None and best.distance == 0 and (penalty, shift) >= best_key:
                continue  # a board that meets is kept: this one could only tie it, moved farther
            board = edited(state.board, new_start, new_end, start)
            answer = search.evaluate(board, bound=best_key[0] - penalty)
            if answer is None:
                return best  # the budget is spent (or the search cancelled)
            figures, miss = answer
            key = (miss + penalty, shift)
            if key >= best_key or not figures.complete:
                continue
            moved_origin = dict(state.origin)
            del moved_origin[start]
            moved_origin[new_start] = origin
            back_home = (new_start, new_end) == (origin, original[origin])
            moved = state.moved - {origin} if back_home else state.moved | {origin}
            best = _State(board, moved_origin, figures, miss, moved, state.shift + shift)
            best_key = key
            if first_better:
                return best
    return best


def tune(
    board: Board,
    rules: Rules | None = None,
    targets: TuneTargets | None = None,
    locked: frozenset[int] | set[int] | tuple[int, ...] = (),
    seed: int = 0,
    progress: Progress | None = None,
    work_budget: int = WORK_BUDGET,
) -> TuneResult:
    """Move as few of ``board``'s snakes and ladders as the search can (never those starting on
    ``locked`` squares) until ``targets`` hold, and return the tuned board with its moves, or
    the closest board found and the targets it misses. The same seed gives the same answer on
    any machine; ``progress(done, budget)`` is told the work done and can stop the search (the
    closest board so far is returned, ``cancelled`` set). Raises `BoardError` for targets no
    board can have, a locked square with no jump, or a board larger than `MAX_TUNED_SQUARES`."""
    rules = rules or Rules()
    targets = targets or TuneTargets()
    fixed = frozenset(locked)
    _check(board, rules, targets, fixed)
    work = Work(work_budget, progress)
    search = _Search(rules, targets, work, board.size)
    first = search.evaluate(board)
    if first is None:  # a budget too small for even the designer's board
        raise BoardError(phrase("Tuner", "the work budget is too small to analyse this board"))
    before, miss = first
    original = dict(board.jumps)
    home = _State(board, {s: s for s in original}, before, miss)
    best = home
    movable = sorted(s for s, e in original.items() if s not in fixed and jump_kind_of(s, e) != "loop")
    rnd = random.Random(seed)
    for restart in range(RESTARTS):
        if best.distance == 0 or search.stopped or not movable:
            break
        ranks = RANKS if restart == 0 else tuple(r + rnd.randrange(r // 2 + 1) for r in RANKS)
        state = home
        for _ in range(4 * len(movable)):
            following = _step(search, state, original, movable, rnd, restart > 0, ranks)
            if following is None:
                break
            state = following
            if state.key() < best.key():
                best = state
            if state.distance == 0 or search.stopped:
                break
        work.report()
    return TuneResult(
        best.board,
        _moves_of(original, best),
        before,
        best.figures,
        tuple(misses(targets, best.figures)),
        targets,
        work.cancelled,
        search.evaluated,
        work.done,
    )
