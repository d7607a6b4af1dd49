"""Exact figures of how a board plays (SPEC §5 "Analysis"): the absorbing Markov chain of one
player's token under the turn rules of SPEC §4, not a simulation.

One turn moves the token by its effective value: one die (1..6), or with the extra throw on a
six ``[a]``, ``[6, b]``, ``[6, 6, c]`` (probabilities 1/6, 1/36, 1/216 each), where ``[6, 6, 6]``
is worth 0 when three sixes void the turn. The move follows `rules.walk` (overshoot stays or
bounces), then at most one jump. T is the number of turns until the token rests on the goal.
Squares from which the goal can never be reached are a trap: the chance of never finishing.
With k players (independent tokens, turns in seat order) the first to finish wins.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from .board import Board
from .errors import BoardError
from .rules import Rules, move_target

if TYPE_CHECKING:
    import numpy as np

TAIL = 1e-12
"""The distribution is followed until less than this much probability is still playing."""
MAX_TURNS = 1_000_000
"""A guard for boards whose games are astronomically long: the analysis stops there."""
MAX_PLAYERS = 10
MAX_ANALYZED_SQUARES = 40_000
"""Boards up to 200×200 are analysed; the limit is checked before any work is done."""


def turn_values(rules: Rules) -> dict[int, Fraction]:
    """The effective value of one turn and its exact probability."""
    values: dict[int, Fraction] = {}

    def add(value: int, p: Fraction) -> None:
        values[value] = values.get(value, Fraction(0)) + p

    if not rules.extra_roll_on_six:
        for face in range(1, 7):
            add(face, Fraction(1, 6))
        return values
    for a in range(1, 6):
        add(a, Fraction(1, 6))
    for b in range(1, 6):
        add(6 + b, Fraction(1, 36))
    for c in range(1, 7):
        add(0 if (c == 6 and rules.three_sixes_void) else 12 + c, Fraction(1, 216))
    return values


@dataclass(frozen=True)
class Analysis:
    """The game-length figures of one board and rules for ``players`` players.

    ``distribution[k]`` is P(T = k) for one player, k = 0, 1, ... until the tail is below
    `TAIL`; ``cumulative[k]`` is P(T ≤ k). ``expected_turns`` is None (infinite) when the
    goal can be missed forever (``never_finishes > 0``). ``seat_win_probability[i]`` is the
    chance that the player in seat i (0 = first to play) wins; ``expected_rounds`` is the
    expected number of rounds until somebody wins (None when infinite).
    """

    players: int
    expected_turns: float | None
    min_turns: int | None
    median_turns: int | None
    p90_turns: int | None
    never_finishes: float
    distribution: list[float] = field(repr=False)
    cumulative: list[float] = field(repr=False)
    seat_win_probability: list[float]
    expected_rounds: float | None
    truncated: bool = False

    def chance_within(self, turns: int) -> float:
        """P(T ≤ turns): the chance one player has finished within that many turns."""
        if turns < 0:
            return 0.0
        return self.cumulative[min(turns, len(self.cumulative) - 1)]

    def to_json(self) -> dict:
        return {"expected_turns": self.expected_turns, "min_turns": self.min_turns,
                "median_turns": self.median_turns, "p90_turns": self.p90_turns,
                "never_finishes": self.never_finishes, "distribution": self.distribution,
                "seat_win_probability": self.seat_win_probability, "expected_rounds": self.expected_rounds,
                "players": self.players}


def _transitions(board: Board, rules: Rules) -> tuple[list[int], list[int], list[float]]:
    """Sparse one-turn transitions between resting squares (index = square): (src, dst, p)."""
    n = board.size
    land = board.landing
    values = [(v, float(p)) for v, p in turn_values(rules).items()]
    src: list[int] = []
    dst: list[int] = []
    prob: list[float] = []
    for square in range(rules.start_square, n):
        outcomes: dict[int, float] = {}
        for value, p in values:
            if value == 0:
                target = square
            else:
                landed = move_target(square, value, n, rules.overshoot)
                target = square if landed is None else land[landed]
            outcomes[target] = outcomes.get(target, 0.0) + p
        for target, p in outcomes.items():
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
class _Chain:
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
        import numpy as np

        m = len(self.squares)
        q = np.zeros((m, m))
        np.add.at(q, (self.src, self.dst), self.p)
        return q


def _chain(board: Board, rules: Rules) -> tuple[_Chain, bool]:
    """The chain of one token; the flag says whether the start square can reach the goal."""
    import numpy as np

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
    chain = _Chain(squares, np.bincount(a[goal], weights=w[goal], minlength=m),
                   np.bincount(a[trap], weights=w[trap], minlength=m), a[inner], index[b[inner]], w[inner])
    return chain, rules.start_square in set(squares)


def _absorption(chain: _Chain, start: int) -> tuple[list[float], float, bool]:
    """Follow the token turn by turn: the chance of finishing on each turn (from turn 0), the
    chance of being trapped for ever, and whether `MAX_TURNS` cut it short."""
    import numpy as np

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
        while len(finish) <= MAX_TURNS:
            f, t = x @ goal_block, x @ trap_block  # the next BLOCK turns at once
            remaining = float(x.sum()) - np.cumsum(f + t)
            done = np.flatnonzero(remaining < TAIL)
            take = int(done[0]) + 1 if len(done) else BLOCK
            finish.extend(f[:take].tolist())
            trapped += float(t[:take].sum())
            if len(done):
                return finish, trapped, False
            x = x @ power
        return finish, trapped, True
    left, ratio, stable = 1.0, 0.0, 0
    while len(finish) <= MAX_TURNS:
        f, t = float(x @ chain.to_goal), float(x @ chain.to_trap)
        finish.append(f)
        trapped += t
        x = np.bincount(chain.dst, weights=x[chain.src] * chain.p, minlength=m)
        now = float(x.sum())
        if now < TAIL:
            return finish, trapped, False
        # Once the chain has settled into its slowest mode, each turn keeps the same share of
        # what is still playing: the rest of the distribution is then a geometric series.
        new_ratio = now / left
        stable = stable + 1 if abs(new_ratio - ratio) <= GEOMETRIC_EPS * new_ratio else 0
        ratio, left = new_ratio, now
        if stable >= GEOMETRIC_TURNS and f + t > 0 and ratio < 1 - 1e-9:  # decaying, not waiting
            turns = math.ceil(math.log(TAIL / now) / math.log(ratio))
            leaving = now * (1 - ratio) * ratio ** np.arange(turns)
            to_goal = f / (f + t) if f + t > 0 else 1.0
            finish.extend((leaving * to_goal).tolist())
            trapped += float(leaving.sum()) * (1 - to_goal)
            return finish, trapped, False
    return finish, trapped, True


def analyze(board: Board, rules: Rules | None = None, players: int = 1) -> Analysis:
    """Exact length figures for ``board`` under ``rules`` (see the module docstring)."""
    import numpy as np

    rules = rules or Rules()
    if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
        raise BoardError(f"the analysis is for 1 to {MAX_PLAYERS} players, not {players!r}")
    if board.size > MAX_ANALYZED_SQUARES:
        raise BoardError(f"the exact analysis takes boards of up to {MAX_ANALYZED_SQUARES} squares "
                         f"(200×200); this one has {board.size}")
    chain, start_can_finish = _chain(board, rules)
    if start_can_finish:
        distribution, never, truncated = _absorption(chain, chain.squares.index(rules.start_square))
    else:
        distribution, never, truncated = [0.0], 1.0, False
    if never < TAIL:
        never = 0.0
    cumulative = np.cumsum(distribution).tolist()
    expected = None
    if never == 0 and not truncated:
        m = len(chain.squares)
        if m <= BLOCK_MAX_SQUARES:
            t = np.linalg.solve(np.eye(m) - chain.dense(), np.ones(m))  # E[T] = (I − Q)⁻¹ 1
            expected = float(t[chain.squares.index(rules.start_square)])
        else:  # E[T] = Σ P(T > k), the distribution already followed to a tail below 1e-12
            expected = float(np.sum(1.0 - np.asarray(cumulative)))

    def first_at_least(q: float) -> int | None:
        return next((k for k, c in enumerate(cumulative) if c >= q - 1e-15), None)

    seats, rounds = _seats(np.asarray(distribution), np.asarray(cumulative), players, never > 0)
    return Analysis(players, expected, next((k for k, f in enumerate(distribution) if f > 0), None),
                    first_at_least(0.5), first_at_least(0.9), never, distribution, cumulative, seats, rounds,
                    truncated)


def _seats(f: np.ndarray, cdf: np.ndarray, players: int, can_hang: bool) -> tuple[list[float], float | None]:
    """Each seat's chance of winning, and the expected rounds until the first finish.

    Seat i wins in round k when it finishes on its k-th turn, the seats before it have not
    finished within k turns and the seats after it not within k − 1."""
    import numpy as np

    survive = 1.0 - cdf  # P(T > k)
    before = np.concatenate([[1.0], survive[:-1]])  # P(T > k − 1)
    seats = [float(np.sum(f * survive ** i * before ** (players - 1 - i))) for i in range(players)]
    rounds = None if can_hang else float(np.sum(survive ** players))
    return seats, rounds
