"""The absorbing Markov chain of one player's token under the turn rules of docs/rules.md, and
its solve: exact figures of how a board plays, not a simulation (`analysis` gathers them).

One turn moves the token as the turn engine does (`game.turn_end_chances`): by its effective
value, one die (1..6), or with the extra throw on a six ``[a]``, ``[6, b]``, ``[6, 6, c]``
(probabilities 1/6, 1/36, 1/216 each), where ``[6, 6, 6]`` is worth 0 when three sixes void the
turn; the move follows `rules.walk` (overshoot stays or bounces), then at most one jump. Under
"each throw moves" every throw is such a move, and the chain is of whole turns all the same.
T is the number of turns until the token rests on the goal.
Squares from which the goal can never be reached are a trap: the chance of never finishing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .board import Board
from .game import turn_end_chances
from .rules import Rules

TAIL = 1e-12
"""The distribution is followed until less than this much probability is still playing."""
MAX_FOLLOWED_TURNS = 200_000
"""The distribution is followed (turn by turn, or by its geometric tail) for at most this many
turns; a board whose games last longer gets bounds, said as bounds."""
WORK_BUDGET = 600_000_000
"""Turn-by-turn following stops after this many chain entries have been visited (turns times
moves: about 900 turns of a 200×200 board, a couple of seconds); a deterministic budget, not a
clock, so a board gets the same figures on any machine."""
DENSE_SOLVE_SQUARES = 4000
"""Up to this many squares the expectation and the chance of never finishing are solved
exactly (a dense linear system) when following the distribution does not settle them."""


def _transitions(board: Board, rules: Rules) -> tuple[list[int], list[int], list[float]]:
    """Sparse one-turn transitions between resting squares (index = square): (src, dst, p)."""
    src: list[int] = []
    dst: list[int] = []
    prob: list[float] = []
    for square in range(rules.start_square, board.size):
        for target, p in turn_end_chances(board, rules, square).items():
            src.append(square)
            dst.append(target)
            prob.append(p)
    return src, dst, prob


def _can_finish(n: int, src: list[int], dst: list[int]) -> list[bool]:
    """For each square, whether the goal can be reached from it (reverse search from N)."""
    back: dict[int, list[int]] = {}
    for a, b in zip(src, dst):
        back.setdefault(b, []).append(a)
    ok = [False] * (n + 1)
    ok[n] = True
    stack = [n]
    while stack:
        for a in back.get(stack.pop(), ()):
            if not ok[a]:
                ok[a] = True
                stack.append(a)
    return ok


BLOCK_MAX_SQUARES = 500
"""Up to this many squares the chain advances 32 turns per step with a precomputed power of
its matrix (O(m³) once); beyond, one sparse turn per step is cheaper."""
BLOCK = 32
GEOMETRIC_EPS = 1e-13
GEOMETRIC_TURNS = 50
"""The share of the token's probability kept each turn must agree to GEOMETRIC_EPS for this
many turns in a row before the tail is summed as a geometric series."""


@dataclass
class Chain:
    """The transient part of the chain: squares that can still finish (not the goal), their
    one-turn moves among themselves as sparse ``(src, dst, p)``, and the one-turn chances of
    reaching the goal and the trap from each."""

    squares: list[int]
    to_goal: np.ndarray
    to_trap: np.ndarray
    src: np.ndarray
    dst: np.ndarray
    p: np.ndarray

    def dense(self) -> np.ndarray:
        """The one-turn moves Q between the squares, as a dense matrix."""
        m = len(self.squares)
        q = np.zeros((m, m))
        np.add.at(q, (self.src, self.dst), self.p)
        return q


def chain_of(board: Board, rules: Rules) -> tuple[Chain, bool]:
    """The chain of one token; the flag says whether the start square can reach the goal."""

    n = board.size
    src, dst, prob = _transitions(board, rules)
    can_finish = _can_finish(n, src, dst)
    squares = [a for a in range(rules.start_square, n) if can_finish[a]]
    m = len(squares)
    index = np.full(n + 1, -1, dtype=np.int64)
    index[squares] = np.arange(m)
    a, b, w = index[np.asarray(src)], np.asarray(dst), np.asarray(prob, dtype=np.float64)
    live = a >= 0
    a, b, w = a[live], b[live], w[live]
    goal, inner = b == n, index[b] >= 0
    trap = ~goal & ~inner
    chain = Chain(
        squares,
        np.bincount(a[goal], weights=w[goal], minlength=m),
        np.bincount(a[trap], weights=w[trap], minlength=m),
        a[inner],
        index[b[inner]],
        w[inner],
    )
    return chain, rules.start_square in set(squares)


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


def follow(chain: Chain, start: int) -> Followed:
    """Follow the token turn by turn, within `WORK_BUDGET` and `MAX_FOLLOWED_TURNS`; once the
    chain keeps the same share of what still plays every turn, the rest is a geometric tail."""

    m = len(chain.squares)
    x = np.zeros(m)
    x[start] = 1.0
    finish = [0.0]
    trapped = 0.0
    if m <= BLOCK_MAX_SQUARES:
        q = chain.dense()
        goal_cols, trap_cols = [chain.to_goal], [chain.to_trap]
        for _ in range(BLOCK - 1):
            goal_cols.append(q @ goal_cols[-1])
            trap_cols.append(q @ trap_cols[-1])
        goal_block, trap_block = np.stack(goal_cols, 1), np.stack(trap_cols, 1)
        power = np.linalg.matrix_power(q, BLOCK)
        while len(finish) <= MAX_FOLLOWED_TURNS:
            f, t = x @ goal_block, x @ trap_block  # the next BLOCK turns at once
            remaining = float(x.sum()) - np.cumsum(f + t)
            done = np.flatnonzero(remaining < TAIL)
            take = int(done[0]) + 1 if len(done) else BLOCK
            finish.extend(f[:take].tolist())
            trapped += float(t[:take].sum())
            if len(done):
                return Followed(finish, trapped, max(0.0, float(remaining[take - 1])))
            x = x @ power
        return Followed(finish, trapped, float(x.sum()))
    left, ratio, stable = 1.0, 0.0, 0
    turns = min(MAX_FOLLOWED_TURNS, WORK_BUDGET // max(len(chain.p), 1))
    while len(finish) <= turns:
        f, t = float(x @ chain.to_goal), float(x @ chain.to_trap)
        finish.append(f)
        trapped += t
        x = np.bincount(chain.dst, weights=x[chain.src] * chain.p, minlength=m).astype(np.float64)
        now = float(x.sum())
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


def solve_exactly(chain: Chain, start: int) -> tuple[float, float] | None:
    """E[T] and P(never finishing) from the start, exactly, by state reduction; None when the
    board has more than `DENSE_SOLVE_SQUARES` resting squares.

    A square k is taken out of the chain by sending whatever entered it on to where it leads:
    ``P[i, j] += P[i, k] P[k, j] / s_k``, and likewise for the goal, the trap and the expected
    turns, where ``s_k`` (= 1 − P[k, k]) is summed from k's other moves, never subtracted. Every
    step only adds non-negative numbers, so no precision is lost to cancellation: the answer is
    right even for a board whose games last 10^100 turns, where solving (I − Q) e = 1 directly
    returns noise (its condition number is about that long)."""

    m = len(chain.squares)
    if m > DENSE_SOLVE_SQUARES:
        return None
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


def fewest_turns(chain: Chain, start: int) -> int | None:
    """The shortest game in turns, counted on the chain's moves (exact even where its chance
    is too small for a float)."""

    m = len(chain.squares)
    seen = np.zeros(m, dtype=bool)
    seen[start] = True
    frontier = np.array([start])
    finishing = chain.to_goal > 0
    order = np.argsort(chain.src, kind="stable")
    src, dst = chain.src[order], chain.dst[order]
    bounds = np.searchsorted(src, np.arange(m + 1))
    for depth in range(1, m + 2):
        if finishing[frontier].any():
            return depth
        reached = [dst[bounds[i] : bounds[i + 1]] for i in frontier.tolist()]
        targets = np.unique(np.concatenate(reached).astype(np.int64)) if reached else np.zeros(0, dtype=np.int64)
        frontier = targets[~seen[targets]]
        if len(frontier) == 0:
            return None
        seen[frontier] = True
    return None


def expected_turns(board: Board, rules: Rules) -> float | None:
    """Only E[T] for one player, exactly, and quickly (no distribution): None when a game can
    fail to finish or the board is too large to solve exactly. For what-if figures while the
    designer drags."""
    if board.size > DENSE_SOLVE_SQUARES:
        return None
    chain, start_can_finish = chain_of(board, rules)
    if not start_can_finish:
        return None
    exact = solve_exactly(chain, chain.squares.index(rules.start_square))
    if exact is None or exact[1] >= TAIL or not math.isfinite(exact[0]):
        return None
    return exact[0]
