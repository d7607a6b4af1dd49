"""The distribution of one player's game length, P(T = k) turn by turn, followed on the chain of
`chain` (the token's chances over the squares, one turn at a time), and the shortest game.

The work is bounded by deterministic budgets (`WORK_BUDGET`, `MAX_FOLLOWED_TURNS`), not by a
clock, so a board gets the same figures on any machine; once the chain keeps the same share of
what is still playing every turn, the rest is summed as a geometric series. What the budget
cuts off is said as sure bounds by `analysis` (the exact expectation and chance of never
finishing come from `markov`'s solve, not from here)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from .chain import Chain
from .markov import TAIL

if TYPE_CHECKING:
    from .chain import Floats

MAX_FOLLOWED_TURNS = 200_000
"""The distribution is followed (turn by turn, or by its geometric tail) for at most this many
turns; a board whose games last longer gets bounds, said as bounds."""
WORK_BUDGET = 600_000_000
"""Turn-by-turn following stops after this many chain entries have been visited (turns times
moves: about 900 turns of a 200×200 board, a fraction of a second); a deterministic budget."""
BLOCK_MAX_SQUARES = 150
"""Up to this many squares the chain advances `BLOCK` turns per step with a precomputed dense
power of its matrix (cheap at this size); beyond, one sparse turn per step is cheaper."""
BLOCK = 32
"""Turns a block advances at once: a power of 2 (its matrices are built by doubling)."""
REPORT_TURNS = 32
"""Progress is told every this many turns followed."""
GEOMETRIC_EPS = 1e-13
GEOMETRIC_TURNS = 50
"""The share of the token's probability kept each turn must agree to GEOMETRIC_EPS for this
many turns in a row before the tail is summed as a geometric series."""


@dataclass
class Followed:
    """The distribution followed turn by turn: ``finish[k]`` = P(T = k) for k = 0..K, the chance
    of having been trapped by then, and the chance still playing after turn K."""

    finish: list[float]
    trapped: float
    remaining: float

    @property
    def settled(self) -> bool:
        return self.remaining < TAIL


def follow(chain: Chain, start: int, progress: Callable[[int, int], object] | None = None) -> Followed:
    """Follow the token turn by turn, within `WORK_BUDGET` and `MAX_FOLLOWED_TURNS`; once the
    chain keeps the same share of what still plays every turn, the rest is a geometric tail.
    ``progress(done, total)`` is told the turns followed of the most the budget allows (every
    `REPORT_TURNS`, on a chain large enough to take a while)."""
    if chain.size <= BLOCK_MAX_SQUARES:
        return _follow_in_blocks(chain, start)
    return _follow_sparse(chain, start, progress)


def _follow_in_blocks(chain: Chain, start: int) -> Followed:
    x = np.zeros(chain.size)
    x[start] = 1.0
    finish = [0.0]
    trapped = 0.0
    # ahead[:, 2j], ahead[:, 2j + 1]: the chance of finishing, of being trapped, on the j-th turn
    # from each square (Q^j goal, Q^j trap); by doubling, with power = Q^BLOCK at the end
    ahead, power = np.stack([chain.to_goal, chain.to_trap], 1), chain.dense()
    while ahead.shape[1] < 2 * BLOCK:
        ahead = np.hstack([ahead, power @ ahead])
        power = power @ power
    while len(finish) <= MAX_FOLLOWED_TURNS:
        both = x @ ahead  # the next BLOCK turns at once
        f, t = both[0::2], both[1::2]
        remaining = float(x.sum()) - np.cumsum(f + t)
        done = np.flatnonzero(remaining < TAIL)
        take = int(done[0]) + 1 if len(done) else BLOCK
        finish.extend(f[:take].tolist())
        trapped += float(t[:take].sum())
        if len(done):
            return Followed(finish, trapped, max(0.0, float(remaining[take - 1])))
        x = x @ power
    return Followed(finish, trapped, float(x.sum()))


def _follow_sparse(chain: Chain, start: int, progress: Callable[[int, int], object] | None = None) -> Followed:
    from scipy import sparse  # scipy: loaded with the first analysis, not at start-up

    m = chain.size
    q = chain.moves
    # One product a turn: the next turn's chances over the squares, and (three more rows) the
    # chance of finishing, of falling into the trap and of still playing after it.
    rows = np.stack([chain.to_goal, chain.to_trap, np.asarray(q.sum(axis=1)).ravel()])
    step = sparse.vstack([q.T, sparse.csr_matrix(rows)]).tocsr()
    product = _product(step)
    x = np.zeros(m)
    x[start] = 1.0
    finish = [0.0]
    trapped = 0.0
    left, ratio, stable = 1.0, 0.0, 0
    turns = min(MAX_FOLLOWED_TURNS, WORK_BUDGET // max(step.nnz, 1))
    while len(finish) <= turns:
        if progress is not None and len(finish) % REPORT_TURNS == 0:
            progress(len(finish), turns)
        y = product(x)
        x = y[:m]
        f, t, now = y[m:].tolist()
        finish.append(f)
        trapped += t
        if now < TAIL:
            return Followed(finish, trapped, now)
        # Once the chain has settled into its slowest mode, each turn keeps the same share of
        # what is still playing: the rest of the distribution is then a geometric series.
        new_ratio = now / left
        stable = stable + 1 if abs(new_ratio - ratio) <= GEOMETRIC_EPS * new_ratio else 0
        ratio, left = new_ratio, now
        if stable >= GEOMETRIC_TURNS and f + t > 0 and ratio < 1 - 1e-9:  # decaying, not waiting
            more = min(math.ceil(math.log(TAIL / now) / math.log(ratio)), MAX_FOLLOWED_TURNS - len(finish))
            leaving = now * (1 - ratio) * ratio ** np.arange(more)
            to_goal = f / (f + t)
            finish.extend((leaving * to_goal).tolist())
            trapped += float(leaving.sum()) * (1 - to_goal)
            return Followed(finish, trapped, now * ratio**more)
    return Followed(finish, trapped, float(x.sum()))


def _product(matrix: Any) -> Callable[[Floats], Floats]:
    """``x ↦ matrix @ x`` for a CSR matrix. On a board of a few hundred squares scipy's operator
    spends as long checking its arguments as multiplying, once a turn: its kernel
    (``_sparsetools.csr_matvec``, the same since scipy 0.7) is called directly where this scipy
    has it, else the operator."""
    try:
        from scipy.sparse._sparsetools import csr_matvec
    except ImportError:  # pragma: no cover - a scipy that moved its kernel
        return lambda x: np.asarray(matrix @ x, dtype=np.float64)
    rows, cols = matrix.shape
    indptr, indices, data = matrix.indptr, matrix.indices, np.asarray(matrix.data, dtype=np.float64)

    def product(x: Floats) -> Floats:
        y = np.zeros(rows)
        csr_matvec(rows, cols, indptr, indices, data, x, y)  # y += matrix @ x
        return y

    return product


UNDERFLOW_FREE_TURNS = 130
"""Every move of the chain has a chance of at least 1/216, so a game of k turns has at least
216^-k ≥ 1e-303 for k ≤ 130: such a chance, followed turn by turn, never underflows to 0."""


def fewest_turns(chain: Chain, start: int, followed: Followed | None = None) -> int | None:
    """The shortest game in turns, counted on the chain's moves (exact even where its chance
    is too small for a float); None when no game ends. Read off ``followed`` where its first
    finish is early enough to be sure (`UNDERFLOW_FREE_TURNS`: the chances followed are sums of
    products of non-negative numbers, exactly 0 where no game of that length exists)."""
    from scipy.sparse.csgraph import shortest_path  # scipy: loaded with the first analysis

    if followed is not None:
        early = followed.finish[: UNDERFLOW_FREE_TURNS + 1]
        first = next((k for k, f in enumerate(early) if f > 0), None)
        if first is not None:
            return first
    finishing = chain.to_goal > 0
    if not finishing.any():
        return None
    turns = shortest_path(chain.moves, method="D", unweighted=True, indices=start)[finishing]
    shortest = float(np.min(turns))
    return None if not math.isfinite(shortest) else int(shortest) + 1
