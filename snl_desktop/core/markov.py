"""The exact figures of one player's game from its absorbing Markov chain (`chain`): the expected
number of turns, the chance of never finishing and the expected turns spent on each square, by
one sparse direct solve (scipy's SuperLU). `analysis` gathers them with the distribution of the
game's length (`distribution`); `never_finishing_chance` is the figure the warnings say.

With Q the one-turn moves between the squares that can still finish and A = I − Q:
``A e = 1`` gives the expected turns from every square, ``A x = trap`` the chance of never
finishing, ``Aᵀ n = e_start`` the expected turns that start on each square. A is a nonsingular
M-matrix (every square can leave for the goal), so A⁻¹ ≥ 0, and for a computed e with residual
``r = 1 − A e`` the error is bounded square by square: ``|e − e*| ≤ A⁻¹|r| ≤ max|r| · e*``. Each
solve is refined against a residual in extended precision until that bound is below `ACCURACY`:
the figure is then exact (to more digits than are shown). A board whose games are so long that
no double can hold the answer that closely (about 10⁸ turns) is solved by state reduction
(`solve_by_reduction`, additions only) when it is small enough, else its expectation is said as a
sure bound from the distribution followed.

T is the number of turns until the token rests on the goal."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from .board import LARGE_BOARD_SQUARES, Board
from .chain import Chain, chain_of
from .rules import Rules

if TYPE_CHECKING:
    from .chain import Floats

TAIL = 1e-12
"""The distribution is followed until less than this much probability is still playing; a chance
of never finishing below it is no chance."""
ACCURACY = 1e-9
"""A solved expectation is certified to this relative error (the bound in the module docstring),
a chance of never finishing to `TAIL` / 10 absolutely; else the answer is not given as exact."""
REFINEMENTS = 4
"""Rounds of iterative refinement at most (one or two are the rule; more means an ill-conditioned
chain whose answer will not be certified anyway)."""
DENSE_SOLVE_SQUARES = 4000
"""Up to this many squares an expectation the sparse solve cannot certify is worked out by state
reduction (dense, exact even for games 10^100 turns long)."""
ORDERING, ORDERING_SQUARES = "MMD_ATA", 1500
"""SuperLU's column ordering: from about 1 500 squares minimum degree on AᵀA factors these chains a
fifth to a half faster than its default (COLAMD), which is faster below."""
MAX_SOLVED_SQUARES = LARGE_BOARD_SQUARES
"""`expected_turns` and `never_finishing_chance` take boards up to 200×200."""


@dataclass(frozen=True)
class Solved:
    """The exact figures of a chain from its start: ``expected`` turns until the game ends (goal
    or trap), the chance ``never`` of never finishing, and ``turns_from[i]`` the expected number
    of turns that start on the chain's i-th square (None where it could not be certified)."""

    expected: float
    never: float
    turns_from: Floats | None = None


def _system(chain: Chain) -> tuple[Any, Floats]:
    """A = I − Q as a CSC matrix, and its diagonal: 1 − Q_ii summed from the square's other
    moves, never subtracted from 1 (a square left with chance 1e-20 keeps its 1e-20)."""
    from scipy import sparse  # scipy: loaded with the first analysis, not at start-up

    m = chain.size
    off = chain.src != chain.dst
    rows, cols, p = chain.src[off], chain.dst[off], chain.p[off]
    leaving = np.bincount(rows, weights=p, minlength=m) + chain.to_goal + chain.to_trap
    diagonal = np.arange(m)
    a = sparse.csc_matrix(
        (np.concatenate([-p, leaving]), (np.concatenate([rows, diagonal]), np.concatenate([cols, diagonal]))),
        shape=(m, m),
    )
    return a, leaving


def _factors(chain: Chain, a: Any) -> Any:
    """What solves ``A x = b`` as SuperLU's factors do (``solve(b, trans="N")``; RuntimeError
    when A is singular in floating point): A's own factors, or under "each throw moves" GMRES
    preconditioned by the factors of the sum rule's A on the same squares (`_Preconditioned`).

    Each throw moving makes A's factors fill in: a 6 that lands on a snake or ladder goes on
    from its far end within the turn, so a square's moves reach the neighbours of far squares,
    and a 200×200 board with 1 000 jumps took 30 s and a gigabyte (4 000 jumps: minutes). The
    sum rule's turns agree with it but for those sixes, and factorise as any board's do."""
    from scipy.sparse.linalg import splu  # scipy: loaded with the first analysis, not at start-up

    ordering = ORDERING if chain.size >= ORDERING_SQUARES else "COLAMD"
    if chain.summed is not None:
        try:
            return _Preconditioned(a, splu(_summed_system(chain), permc_spec=ordering))
        except RuntimeError:  # the sum rule cannot leave these squares: A's own factors
            pass
    return splu(a, permc_spec=ordering)


def _summed_system(chain: Chain) -> Any:
    """I − Q under the sum rule, between the chain's squares (moves to other squares leave the
    chain), as a CSC matrix with its diagonal summed as `_system`'s."""
    from scipy import sparse

    table = chain.summed
    assert table is not None
    m = chain.size
    index = np.full(int(table.froms[-1]) + 2, -1, dtype=np.int64)  # squares 0..N
    index[chain.squares] = np.arange(m)
    rows = index[np.broadcast_to(table.froms, table.ends.shape)].ravel()
    cols = index[table.ends].ravel()
    p = np.broadcast_to(table.chances[:, np.newaxis], table.ends.shape).ravel()
    live = rows >= 0
    rows, cols, p = rows[live], cols[live], p[live]
    off = (cols >= 0) & (rows != cols)
    leaving = np.bincount(rows[off], weights=p[off], minlength=m) + np.bincount(
        rows[cols < 0], weights=p[cols < 0], minlength=m
    )
    diagonal = np.arange(m)
    return sparse.csc_matrix(
        (
            np.concatenate([-p[off], leaving]),
            (np.concatenate([rows[off], diagonal]), np.concatenate([cols[off], diagonal])),
        ),
        shape=(m, m),
    )


GMRES_TOLERANCE, GMRES_RESTART, GMRES_CYCLES = 3e-12, 40, 4
"""A preconditioned solve stops once its residual is this small relative to its right-hand
side, or after this many cycles of at most this many iterations, each restarted from the true
residual (about 20 iterations in all are the rule on a 200×200 board, each a solve with the sum
rule's factors); the answer is then certified, or refined, as any other."""


class _Preconditioned:
    """``A x = b`` by GMRES, preconditioned by the factors ``near`` of a matrix close to A:
    ``solve`` as SuperLU's (a vector or the columns of a matrix; ``trans="T"`` for Aᵀ x = b)."""

    def __init__(self, a: Any, near: Any) -> None:
        self.a, self.near = a, near

    def solve(self, b: Floats, trans: str = "N") -> Floats:
        from scipy.sparse.linalg import LinearOperator, gmres

        b = np.asarray(b, dtype=np.float64)
        if b.ndim == 2:
            return np.column_stack([self.solve(column, trans) for column in b.T])
        near = LinearOperator(
            self.a.shape, matvec=lambda v: self.near.solve(np.asarray(v, dtype=np.float64), trans=trans), dtype=float
        )
        matrix = self.a if trans == "N" else self.a.T
        tolerance = {_tolerance_keyword(): GMRES_TOLERANCE}
        x, _info = gmres(matrix, b, M=near, atol=0.0, restart=GMRES_RESTART, maxiter=GMRES_CYCLES, **tolerance)
        return np.asarray(x, dtype=np.float64)


@lru_cache(maxsize=1)
def _tolerance_keyword() -> str:
    """GMRES's relative tolerance: ``rtol`` since scipy 1.12, ``tol`` before."""
    import inspect

    from scipy.sparse.linalg import gmres

    return "rtol" if "rtol" in inspect.signature(gmres).parameters else "tol"


def _error_bound(residual: Floats, leaving: Floats, e: Floats, unit: float, terms: int) -> float:
    """The certified relative error of expectations ``e`` whose residual ``1 − A e`` was
    computed as ``residual`` in arithmetic of ``unit``: its largest entry, and what rounding may
    hide in it (a few units of |A| |e|, and |A| |e| ≤ 2 (1 − Q_ii) e_i + |r_i|, as A e ≈ 1)."""
    hidden = (terms + 2) * unit * float(np.max(2 * leaving * e + np.abs(residual)))
    return float(np.max(np.abs(residual))) + hidden


def _refined(lu: Any, a: Any, b: Floats, leaving: Floats) -> tuple[Floats, float] | None:
    """``A e = b`` for expectations (``b`` = 1), refined against residuals in extended precision
    until certified (`_error_bound`), with its bound; None when that cannot be done."""
    wide = np.longdouble
    a_wide = a.astype(wide)
    unit, terms = float(np.finfo(wide).eps), int(np.diff(a.indptr).max())
    target = b.astype(wide)
    x = lu.solve(b).astype(wide)
    best = math.inf
    for _ in range(REFINEMENTS):
        residual = np.asarray(target - a_wide @ x, dtype=np.float64)
        e = np.asarray(x, dtype=np.float64)
        bound = _error_bound(residual, leaving, e, unit, terms)
        if bound <= ACCURACY or bound >= 0.5 * best:  # certified, or no longer improving
            return (e, bound) if bound <= ACCURACY else None
        best = bound
        x += lu.solve(residual)
    return None


def solve(chain: Chain, progress: Callable[[int, int], object] | None = None) -> Solved | None:
    """The exact figures from the chain's start (see `Solved`), certified by the residual bound
    of the module docstring; None when the start cannot finish or they cannot be certified.
    ``progress(done, 3)`` is told when A is factorised, the expectations and the visits solved."""
    tell = progress or (lambda _done, _total: True)
    start = chain.start
    if start is None:
        return None
    a, leaving = _system(chain)
    try:
        lu = _factors(chain, a)
        tell(1, 3)
    except RuntimeError:  # singular in floating point: leaving chances below the smallest double
        return _reduced(chain, start)
    m, trapping = chain.size, bool(chain.to_trap.any())
    rhs = np.column_stack([np.ones(m), chain.to_trap]) if trapping else np.ones(m)
    found = lu.solve(rhs)
    tell(2, 3)
    e = found[:, 0] if trapping else found
    residual = 1.0 - a @ e
    terms = int(np.diff(a.indptr).max())
    bound = _error_bound(residual, leaving, e, float(np.finfo(np.float64).eps), terms)
    if bound > ACCURACY:  # long games: refine in extended precision
        refined = _refined(lu, a, np.ones(m), leaving)
        if refined is None:
            return _reduced(chain, start)
        e, bound = refined
    if not (np.isfinite(e).all() and (e > 0).all()):
        return _reduced(chain, start)
    expected = float(e[start])
    never = 0.0
    if trapping:
        x = found[:, 1]
        # |x − x*| ≤ A⁻¹|r| ≤ max|r| e*: absolute, so scaled by the longest expectation
        slack = _error_bound(chain.to_trap - a @ x, leaving, x, float(np.finfo(np.float64).eps), terms)
        if slack * float(np.max(e)) * (1 + bound) > TAIL / 10:
            return _reduced(chain, start)
        never = min(max(float(x[start]), 0.0), 1.0)
    begin = np.zeros(m)
    begin[start] = 1.0
    visits = lu.solve(begin, trans="T")
    tell(3, 3)
    counted = float(visits.sum())
    trusted = (visits >= -ACCURACY).all() and abs(counted - expected) <= 1e3 * ACCURACY * max(1.0, expected)
    return Solved(expected, never, np.maximum(visits, 0.0) if trusted else None)


def _reduced(chain: Chain, start: int) -> Solved | None:
    """`solve_by_reduction` for a chain small enough for it, else None."""
    if chain.size > DENSE_SOLVE_SQUARES:
        return None
    found = solve_by_reduction(chain, start)
    return None if found is None else Solved(*found)


def solve_by_reduction(chain: Chain, start: int) -> tuple[float, float] | None:
    """E[T] and P(never finishing) from the start, exactly, by state reduction (a dense matrix:
    for chains of up to `DENSE_SOLVE_SQUARES` squares); None when no double can hold them.

    A square k is taken out of the chain by sending whatever entered it on to where it leads:
    ``P[i, j] += P[i, k] P[k, j] / s_k``, and likewise for the goal, the trap and the expected
    turns, where ``s_k`` (= 1 − P[k, k]) is summed from k's other moves, never subtracted. Every
    step only adds non-negative numbers, so no precision is lost to cancellation: the answer is
    right even for a board whose games last 10^100 turns, where solving (I − Q) e = 1 directly
    returns noise (its condition number is about that long)."""

    m = chain.size
    p = chain.dense()
    goal, trap = chain.to_goal.astype(np.float64), chain.to_trap.astype(np.float64)
    turns = np.ones(m)
    alive = np.ones(m, dtype=bool)
    with np.errstate(over="ignore", invalid="ignore"):
        for k in range(m - 1, -1, -1):  # the farthest squares first: they lead mostly to the goal
            if k == start:
                continue
            alive[k] = False
            outs = np.flatnonzero(p[k] * alive)
            leaving = float(p[k, outs].sum() + goal[k] + trap[k])  # 1 − P[k, k], without a subtraction
            ins = np.flatnonzero(p[:, k] * alive)
            if len(ins) == 0:
                continue
            if leaving <= 0:  # k never leaves: whoever gets there stays, never finishing
                trap[ins] += p[ins, k]
            else:
                w = p[ins, k] / leaving
                p[np.ix_(ins, outs)] += np.outer(w, p[k, outs])
                goal[ins] += w * goal[k]
                trap[ins] += w * trap[k]
                turns[ins] += w * turns[k]
            p[ins, k] = 0.0
        leaving = float(goal[start] + trap[start])  # only the start is left: it leads out or loops
    if leaving <= 0:  # the chance of getting out is below 1e-308: games longer than a double can count
        return (math.inf, 0.0) if not chain.to_trap.any() else None
    expected, never = float(turns[start] / leaving), float(trap[start] / leaving)
    if not math.isfinite(expected):
        expected = math.inf
    return expected, min(max(never, 0.0), 1.0)


def _solved(board: Board, rules: Rules) -> Solved | None:
    if board.size > MAX_SOLVED_SQUARES:
        return None
    return solve(chain_of(board, rules))


def expected_turns(board: Board, rules: Rules) -> float | None:
    """Only E[T] for one player, exactly, and quickly (one sparse solve, no distribution): None
    when a game can fail to finish, the answer cannot be certified, or the board is larger than
    200×200. For what-if figures while the designer drags, and the generator."""
    found = _solved(board, rules)
    if found is None or found.never >= TAIL or not math.isfinite(found.expected):
        return None
    return found.expected


def never_finishing_chance(board: Board, rules: Rules) -> float | None:
    """The chance that one player's game on ``board`` under ``rules`` never ends (the token is
    caught where the goal cannot be reached), exactly, by one sparse solve: 1.0 when the goal
    cannot be reached from the start, 0.0 when no trap can be reached (or its chance is below
    `TAIL`); None for a board larger than 200×200 or one whose figure cannot be certified.
    The warnings' "trap" and the analysis say the same figure."""
    if board.size > MAX_SOLVED_SQUARES:
        return None
    chain = chain_of(board, rules)
    if chain.start is None:
        return 1.0
    if not chain.to_trap.any():
        return 0.0
    found = solve(chain)
    if found is None:
        return None
    return found.never if found.never >= TAIL else 0.0
