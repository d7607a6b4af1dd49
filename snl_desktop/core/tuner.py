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

Looks count too, as in Generate: a moved jump should cross no other (as drawn, straight between
square centres: `generator.jumps_crossed`). Among the moves of a scan that bring the board
closest — within `LOOKS_TOLERANCE`, and meeting the targets when the closest does — the one
whose moved jumps cross fewest is taken (ties as before: closer, then moved less far); a board
that meets the targets with crossings is searched past for one that meets them with none, and
kept when none is found, its crossings counted (`TuneResult.crossings`) so that Tune can say so.

Candidates are evaluated by the existing figures only (`solver.solve`, `markov.expected_turns`,
`analysis.analyze`), never by a chain of its own. The work is counted in the generator's units
and checked before it is spent (`generator.WORK_BUDGET`): the same seed gives the same board on
any machine, and progress (and Cancel) reach it between boards.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from .board import Board, jump_kind_of
from .checks import edited, move_problem
from .errors import BoardError
from .generator import MAX_GENERATED_SQUARES, WORK_BUDGET, Progress, Work, analysis_work, jumps_crossed
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
REFINE_TRIES = 24
"""How many boards a scan evaluates, at most, next to a move that crosses other jumps, looking
for one as close that crosses fewer."""
REFINE_SQUARES = 96
"""How many squares next to such a move's end are looked at (the crossings counted), at most."""
LOOKS_TOLERANCE = NEW_JUMP_PENALTY / 2
"""How much closer to the targets a move must bring the board than another to be taken although
its moved jumps cross more of the others (the distance's units). Below `NEW_JUMP_PENALTY`: looks
never make Tune move one more jump than a board that meets the targets needs."""


@dataclass(frozen=True)
class Move:
    """One jump moved: ``old`` ``(start, end)`` on the designer's board → ``new``."""

    old: tuple[int, int]
    new: tuple[int, int]
    crosses: int = 0
    """How many other snakes and ladders the jump crosses at its new place, as drawn."""

    @property
    def kind(self) -> str:
        """``"ladder"`` or ``"snake"``: a moved jump keeps its kind."""
        return jump_kind_of(*self.old)

    def to_json(self) -> dict[str, object]:
        return {"from": list(self.old), "to": list(self.new), "crosses": self.crosses}


@dataclass(frozen=True)
class TuneResult:
    """The tuned board (or, when no board met the targets, the closest found), its moves, the
    figures before and after, the targets it misses (empty: met) and the targets themselves,
    whether the search was cancelled, the boards evaluated and the work spent.

    ``crossings`` counts the pairs of snakes and ladders that cross, as drawn, with at least one
    of the two moved (0: the moved jumps cross nothing); a board with crossings is the best the
    search found: no move it found that comes as close crosses none."""

    board: Board
    moves: tuple[Move, ...]
    before: TuneFigures
    after: TuneFigures
    problems: tuple[Message, ...]
    targets: TuneTargets = TuneTargets()
    cancelled: bool = False
    evaluated: int = 0
    work: int = 0
    crossings: int = 0

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
            "crossings": self.crossings,
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
    crossed: int = 0
    """The pairs of jumps that cross, as drawn, at least one of the two moved (`_crossed`)."""

    def key(self) -> tuple[bool, int, int, float, int]:
        """Better is smaller: met first, then fewer jumps moved, fewer crossings of the moved
        jumps, closer, moved less far."""
        met = self.distance == 0
        return (not met, len(self.moved) if met else 0, self.crossed if met else 0, self.distance, self.shift)


def _crossed(board: Board, starts: Iterable[int]) -> int:
    """How many pairs of ``board``'s jumps cross, as drawn, at least one of the two starting on
    ``starts`` (the moved jumps)."""
    return len({frozenset((start, other)) for start in starts for other in jumps_crossed(board, start)})


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


@dataclass(frozen=True)
class _Candidate:
    """A move of a scan: the board it gives (``state``), how close (``score``: the distance
    plus the penalty of a jump not yet moved), how far the end went, and which jump (its start
    on the designer's board, ``origin``, and before the move, ``start``) went where (``new``)."""

    state: _State
    score: float
    shift: int
    origin: int
    start: int
    new: tuple[int, int]

    @property
    def end_moved(self) -> bool:
        """Whether the move moved the jump's end (a ladder's top, a snake's tail), not its start."""
        return self.new[0] == self.start

    @property
    def crossed(self) -> int:
        return self.state.crossed

    @property
    def met(self) -> bool:
        return self.state.distance == 0


def _chosen(found: list[_Candidate]) -> _Candidate | None:
    """The move a scan takes: of those within `LOOKS_TOLERANCE` of the closest (by score, then
    shift) — meeting the targets if the closest does — the one whose moved jumps cross fewest,
    then the closest, then the one moved least far."""
    if not found:
        return None
    top = min(found, key=lambda c: (c.score, c.shift))
    eligible = [c for c in found if c.score <= top.score + LOOKS_TOLERANCE and (c.met or not top.met)]
    return min(eligible, key=lambda c: (c.crossed, c.score, c.shift))


class _Scan:
    """The moves of one step of a descent from ``state``, as they are tried: the closest
    (``top``, as without looks) and the one taken if the scan ended now (``choice``)."""

    def __init__(self, search: _Search, state: _State, original: Mapping[int, int]) -> None:
        self.search, self.state, self.original = search, state, original
        self.floor = state.distance - IMPROVEMENT  # a move must bring the board closer than this
        self.found: list[_Candidate] = []
        self.top: _Candidate | None = None
        self.choice: _Candidate | None = None

    def penalty(self, origin: int) -> float:
        return 0.0 if origin in self.state.moved else NEW_JUMP_PENALTY

    def span(self, origin: int) -> int:
        return max(MIN_SPAN, min(self.state.board.cols, abs(self.original[origin] - origin)))

    def limit(self, crossed: int) -> float:
        """The largest score at which a move whose moved jumps make ``crossed`` crossings can
        still change the choice: below ``floor`` before any move is found; then closer than the
        closest, or within `LOOKS_TOLERANCE` of it with fewer crossings than the choice (or as
        few, and closer than the choice)."""
        top, choice = self.top, self.choice
        if top is None or choice is None:
            return self.floor
        if crossed < choice.crossed:
            return min(self.floor, top.score + LOOKS_TOLERANCE)
        if crossed == choice.crossed:
            return choice.score
        return top.score

    def futile(self, penalty: float, shift: int, crossed: int) -> bool:
        """Whether a move can change nothing, known before it is evaluated: once the closest
        meets the targets, every move left scores at least its penalty, and can be neither
        closer than the closest nor taken in the choice's place."""
        top, choice = self.top, self.choice
        if top is None or choice is None or not top.met:
            return False
        closer = (penalty, shift) < (top.score, top.shift)
        preferred = (crossed, penalty, shift) < (choice.crossed, choice.score, choice.shift)
        return not closer and not (preferred and penalty <= top.score + LOOKS_TOLERANCE)

    def tried(
        self, origin: int, start: int, new_start: int, new_end: int, shift: int, fewer_than: int | None = None
    ) -> _Candidate | None:
        """The jump from ``start`` (``origin`` on the designer's board) moved to ``new_start →
        new_end``: the move, when it brings the board closer and can change the choice (then
        recorded), else None (also when the budget is spent: see ``search.stopped``).
        ``fewer_than``: not evaluated unless the moved jumps make fewer crossings than this."""
        state, original, search = self.state, self.original, self.search
        penalty = self.penalty(origin)
        back_home = (new_start, new_end) == (origin, original[origin])
        moved = state.moved - {origin} if back_home else state.moved | {origin}
        board = edited(state.board, new_start, new_end, start)
        origins = dict(state.origin)
        del origins[start]
        origins[new_start] = origin
        moved_starts = [s for s, o in origins.items() if o in moved]
        crossed = _crossed(board, moved_starts)
        search.work.spend(len(board.jumps) * len(moved_starts))  # the crossing tests, as Generate counts them
        if self.futile(penalty, shift, crossed) or (fewer_than is not None and crossed >= fewer_than):
            return None
        answer = search.evaluate(board, bound=self.limit(crossed) - penalty)
        if answer is None:
            return None
        figures, miss = answer
        if miss + penalty >= self.floor or not figures.complete:
            return None
        after = _State(board, origins, figures, miss, moved, state.shift + shift, crossed)
        candidate = _Candidate(after, miss + penalty, shift, origin, start, (new_start, new_end))
        self.found.append(candidate)
        if self.top is None or (candidate.score, candidate.shift) < (self.top.score, self.top.shift):
            self.top = candidate
        self.choice = _chosen(self.found)
        return candidate

    def refine(self) -> None:
        """When the choice crosses other jumps, try the squares next to its moved end (the
        `REFINE_SQUARES` nearest), nearest first, where the moved jumps make fewer crossings (the
        scan tries squares farther and farther apart, and one between them may reach the targets
        as well without crossing): at most `REFINE_TRIES` boards evaluated, and none once the
        choice crosses nothing."""
        choice = self.choice
        if choice is None or not choice.crossed:
            return
        board, search, end_moved = self.state.board, self.search, choice.end_moved

        def place(move: tuple[int, ...]) -> int:
            return move[1] if end_moved else move[0]

        every = tuple(range(board.size))
        moves = [
            move
            for move in _end_moves(board, search.rules, choice.start, every, self.span(choice.origin))
            if (move[0] == choice.start) == end_moved and move[:2] != choice.new
        ]
        search.work.spend(board.size // 4)  # the squares scanned for free ends
        moves.sort(key=lambda move: (abs(place(move) - place(choice.new)), place(move)))
        tries = 0
        for new_start, new_end, shift in moves[:REFINE_SQUARES]:
            now = self.choice
            if search.stopped or tries >= REFINE_TRIES or now is None or not now.crossed:
                return
            before = search.evaluated
            self.tried(choice.origin, choice.start, new_start, new_end, shift, fewer_than=now.crossed)
            tries += search.evaluated > before


def _moves_of(original: Mapping[int, int], state: _State) -> tuple[Move, ...]:
    now = {state.origin[s]: (s, e) for s, e in state.board.jumps.items() if s in state.origin}
    return tuple(
        Move((s, original[s]), now[s], len(jumps_crossed(state.board, now[s][0])))
        for s in sorted(original)
        if s in now and now[s] != (s, original[s])
    )


def _step(
    search: _Search,
    state: _State,
    original: Mapping[int, int],
    movable: list[int],
    rnd: random.Random,
    first_better: bool,
    ranks: tuple[int, ...],
) -> _State | None:
    """The next board of a descent: the move `_chosen` takes of the scan's (refined when it
    crosses: `_Scan.refine`), or with ``first_better`` the first move that brings the board
    closer and adds no crossing; None when no move brings it closer (or the budget is spent
    before any does)."""
    order = sorted(movable, key=lambda s: (s not in state.moved, rnd.random()))  # moved jumps first
    scan = _Scan(search, state, original)
    by_origin = {o: s for s, o in state.origin.items()}
    for origin in order:
        if search.stopped:
            break  # the budget is spent (or the search cancelled): the moves found so far
        start = by_origin[origin]
        candidates = _end_moves(state.board, search.rules, start, ranks, scan.span(origin))
        search.work.spend(state.board.size // 4)  # the squares scanned for free ends
        for new_start, new_end, shift in candidates:
            found = scan.tried(origin, start, new_start, new_end, shift)
            if first_better and found is not None and found.crossed <= state.crossed:
                return found.state
            if search.stopped:
                break
    scan.refine()
    return None if scan.choice is None else scan.choice.state


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
        if (best.distance == 0 and not best.crossed) or search.stopped or not movable:
            break  # met with no crossing; or another descent might find one that crosses none
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
        best.crossed,
    )
