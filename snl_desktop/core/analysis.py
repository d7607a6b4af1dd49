"""Exact figures of how a board plays: the absorbing Markov chain of one
player's token under the turn rules of docs/rules.md, not a simulation.

One turn moves the token as the turn engine does (`game.turn_end_chances`): by its effective
value, one die (1..6), or with the extra throw on a six ``[a]``, ``[6, b]``, ``[6, 6, c]``
(probabilities 1/6, 1/36, 1/216 each), where ``[6, 6, 6]`` is worth 0 when three sixes void the
turn; the move follows `rules.walk` (overshoot stays or bounces), then at most one jump. Under
"each throw moves" every throw is such a move, and the chain is of whole turns all the same.
T is the number of turns until the token rests on the goal.
Squares from which the goal can never be reached are a trap: the chance of never finishing.
With k players (independent tokens, turns in seat order) the first to finish wins.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .board import LARGE_BOARD_SQUARES, Board
from .errors import BoardError
from .game import MAX_PLAYERS, turn_end_chances
from .rules import Rules
from .usage import Usage, find_usage

TAIL = 1e-12
"""The distribution is followed until less than this much probability is still playing."""
MAX_FOLLOWED_TURNS = 200_000
"""The distribution is followed (turn by turn, or by its geometric tail) for at most this many
turns; a board whose games last longer gets bounds, said as bounds."""
WORK_BUDGET = 600_000_000
"""Turn-by-turn following stops after this many chain entries have been visited (turns times
moves: about 900 turns of a 200×200 board, a couple of seconds); a deterministic budget, not a
clock, so a board gets the same figures on any machine."""
MAX_LISTED_TURNS = 10_000
"""``distribution`` lists P(T = k) up to this many turns; the rest is ``beyond``."""
DENSE_SOLVE_SQUARES = 4000
"""Up to this many squares the expectation and the chance of never finishing are solved
exactly (a dense linear system) when following the distribution does not settle them."""
MAX_ANALYZED_SQUARES = LARGE_BOARD_SQUARES
"""Boards up to 200×200 are analysed; the limit is checked before any work is done."""


@dataclass(frozen=True)
class Analysis:
    """The game-length figures of one board and rules for ``players`` players.

    ``distribution[k]`` is P(T = k) for one player, k = 0, 1, ... up to `MAX_LISTED_TURNS` or
    until less than `TAIL` is still playing; ``beyond`` is what the list leaves out, P(T >
    the last turn listed) (games that never end included). ``expected_turns`` is exact, or None:
    infinite when the goal can be missed for ever (``never_finishes > 0``), or too long to work
    out, and then ``expected_at_least`` is a sure lower bound. ``never_finishes`` is exact, or
    (rarely) a lower bound with ``never_finishes_at_most`` its upper bound.
    ``seat_win_probability[i]`` is the chance that the player in seat i (0 = first to play)
    wins; ``expected_rounds`` is the expected number of rounds until somebody wins (None when
    infinite or unknown). ``followed_turns`` says how far the distribution was followed.
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
    expected_at_least: float | None = None
    never_finishes_at_most: float | None = None
    beyond: float = 0.0
    followed_turns: int = 0
    _followed_cdf: np.ndarray | None = field(default=None, repr=False, compare=False)
    usage: Usage | None = field(default=None, repr=False)
    """Which snakes and ladders matter (`core.usage`); None where it is not worked out."""

    def chance_within(self, turns: int) -> float:
        """P(T ≤ turns): the chance one player has finished within that many turns (past the
        turns followed, the last known value: a lower bound)."""
        if turns < 0:
            return 0.0
        cdf = self._followed_cdf if self._followed_cdf is not None else self.cumulative
        return float(cdf[min(turns, len(cdf) - 1)])

    def known_within(self, turns: int) -> bool:
        """Whether `chance_within` is exact for ``turns`` (else it is a lower bound)."""
        return not self.truncated or turns <= self.followed_turns

    # -- the same true sentences for the command line and the dock ---------------------------------

    def headline(self, digits: int = 4) -> str:
        if self.never_finishes >= 1:
            return "A token can never reach the goal: every game goes on for ever."
        if self.never_finishes > 0:
            share = percent(self.never_finishes)
            if self.never_finishes_at_most is not None:
                share = f"between {share} and {percent(self.never_finishes_at_most)}"
            return f"The goal can be missed for ever: {share} of games never end, so the expected length is infinite."
        if self.expected_turns is not None:
            return f"One player: {turns_figure(self.expected_turns, digits)} turns on average."
        if self.expected_at_least is not None:
            going = self.beyond_followed
            share = "nearly all of them are" if going > 0.9999 else f"{percent(going)} are"
            return (
                f"One player: at least {turns_figure(self.expected_at_least, 1)} turns on average (games this "
                f"long are followed for {self.followed_turns:,} turns, when {share} still going)."
            )
        return "One player: the expected length could not be worked out."

    @property
    def beyond_followed(self) -> float:
        """P(T > the last turn followed): the games still going when the analysis stopped."""
        return max(0.0, 1.0 - self.chance_within(self.followed_turns))

    def quantile_text(self, turns: int | None, share: str) -> str:
        if turns is not None:
            return f"{share} of games end within {turns:,} turn{'s' if turns != 1 else ''}"
        if self.never_finishes > 0 and self.chance_within(self.followed_turns) + self.never_finishes >= 0.9:
            return f"{share} of games never end"
        return f"{share} of games last more than {self.followed_turns:,} turns"

    def within_text(self, turns: int) -> str:
        chance = self.chance_within(turns)
        if chance <= 0 and self.min_turns is not None and turns >= self.min_turns:
            return f"a chance too small to write (below 1e-300) of finishing within {turns:,} turns"
        sure = "" if self.known_within(turns) else "at least "
        return f"{sure}{percent(chance)} of games finish within {turns:,} turns"

    def to_json(self) -> dict[str, object]:
        return {
            "expected_turns": self.expected_turns,
            "expected_turns_at_least": self.expected_at_least,
            "min_turns": self.min_turns,
            "median_turns": self.median_turns,
            "p90_turns": self.p90_turns,
            "never_finishes": self.never_finishes,
            "never_finishes_at_most": self.never_finishes_at_most,
            "distribution": self.distribution,
            "distribution_beyond": self.beyond,
            "followed_turns": self.followed_turns,
            "seat_win_probability": self.seat_win_probability,
            "expected_rounds": self.expected_rounds,
            "players": self.players,
            "jump_usage": self.usage.jumps_json() if self.usage is not None else None,
            "square_visits": list(self.usage.square_visits) if self.usage is not None else None,
        }


def percent(p: float) -> str:
    """A probability as a percentage a reader can trust: never "0.00%" for a chance that is
    not zero, nor "100.00%" for one that is not certain."""
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    if p < 0.0001:
        return f"less than 0.01% ({p:.1e})"
    if p > 0.9999:
        return "more than 99.99%"
    return f"{p:.2%}"


def turns_figure(value: float, digits: int = 2) -> str:
    """A number of turns: ``39.2251``, ``2,381.53``, ``2.8e+12``, or "more than 1.8e+308"."""
    if not math.isfinite(value):
        return "more than 1.8e+308"
    if value >= 1e7:
        return f"{value:.3g}"
    return f"{value:,.{digits}f}"


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

        m = len(self.squares)
        q = np.zeros((m, m))
        np.add.at(q, (self.src, self.dst), self.p)
        return q


def _chain(board: Board, rules: Rules) -> tuple[_Chain, bool]:
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
    chain = _Chain(
        squares,
        np.bincount(a[goal], weights=w[goal], minlength=m),
        np.bincount(a[trap], weights=w[trap], minlength=m),
        a[inner],
        index[b[inner]],
        w[inner],
    )
    return chain, rules.start_square in set(squares)


@dataclass
class _Followed:
    """The distribution followed turn by turn: ``finish[k]`` = P(T = k) for k = 0..K, the chance
    of having been trapped by then, and the chance still playing after turn K."""

    finish: list[float]
    trapped: float
    remaining: float

    @property
    def settled(self) -> bool:
        return self.remaining < TAIL


def _follow(chain: _Chain, start: int) -> _Followed:
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
                return _Followed(finish, trapped, max(0.0, float(remaining[take - 1])))
            x = x @ power
        return _Followed(finish, trapped, float(x.sum()))
    left, ratio, stable = 1.0, 0.0, 0
    turns = min(MAX_FOLLOWED_TURNS, WORK_BUDGET // max(len(chain.p), 1))
    while len(finish) <= turns:
        f, t = float(x @ chain.to_goal), float(x @ chain.to_trap)
        finish.append(f)
        trapped += t
        x = np.bincount(chain.dst, weights=x[chain.src] * chain.p, minlength=m).astype(np.float64)
        now = float(x.sum())
        if now < TAIL:
            return _Followed(finish, trapped, now)
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
            return _Followed(finish, trapped, now * ratio**more)
    return _Followed(finish, trapped, float(x.sum()))


def _solve_exactly(chain: _Chain, start: int) -> tuple[float, float] | None:
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


def _fewest_turns(chain: _Chain, start: int) -> int | None:
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
    chain, start_can_finish = _chain(board, rules)
    if not start_can_finish:
        return None
    exact = _solve_exactly(chain, chain.squares.index(rules.start_square))
    if exact is None or exact[1] >= TAIL or not math.isfinite(exact[0]):
        return None
    return exact[0]


def analyze(board: Board, rules: Rules | None = None, players: int = 1) -> Analysis:
    """Exact length figures for ``board`` under ``rules`` (see the module docstring). Any board
    the analysis accepts is done in seconds: the work is bounded (`WORK_BUDGET`,
    `MAX_FOLLOWED_TURNS`), and what could not be settled is reported as bounds."""

    rules = rules or Rules()
    if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
        raise BoardError(f"the analysis is for 1 to {MAX_PLAYERS} players, not {players!r}")
    if board.size > MAX_ANALYZED_SQUARES:
        raise BoardError(
            f"the exact analysis takes boards of up to {MAX_ANALYZED_SQUARES} squares "
            f"(200×200); this one has {board.size}"
        )
    chain, start_can_finish = _chain(board, rules)
    minimum = None
    exact: tuple[float, float] | None
    if not start_can_finish:
        followed, exact = _Followed([0.0], 1.0, 0.0), (math.inf, 1.0)
    else:
        start = chain.squares.index(rules.start_square)
        followed = _follow(chain, start)
        exact = None if followed.settled else _solve_exactly(chain, start)
        minimum = _fewest_turns(chain, start)
    cdf = np.cumsum(followed.finish)
    never, never_at_most = followed.trapped, None
    expected: float | None = None
    at_least: float | None = None
    if exact is not None:
        never = exact[1]
        expected = exact[0] if never < TAIL else None
    elif followed.settled:
        expected = float(np.sum(1.0 - cdf)) if never < TAIL else None
    elif not chain.to_trap.any():  # nothing can trap the token: it surely finishes, some day
        never = 0.0
        at_least = float(np.sum(1.0 - cdf))
    else:
        never_at_most = min(1.0, never + followed.remaining)
        at_least = float(np.sum(1.0 - cdf)) if never < TAIL else None
    if never < TAIL:
        never = 0.0

    def first_at_least(q: float) -> int | None:
        found = np.flatnonzero(cdf >= q - 1e-15)
        return int(found[0]) if len(found) else None

    listed = followed.finish[: MAX_LISTED_TURNS + 1]
    seats, rounds = _seats(np.asarray(followed.finish), cdf, players, never > 0 or not followed.settled)
    return Analysis(
        players,
        expected,
        minimum,
        first_at_least(0.5),
        first_at_least(0.9),
        never,
        listed,
        cdf[: len(listed)].tolist(),
        seats,
        rounds,
        not followed.settled,
        at_least,
        never_at_most,
        max(0.0, 1.0 - float(cdf[len(listed) - 1])),
        len(followed.finish) - 1,
        cdf,
        find_usage(board, rules, chain.squares, chain.dense, expected if never == 0 else None),
    )


def _seats(f: np.ndarray, cdf: np.ndarray, players: int, can_hang: bool) -> tuple[list[float], float | None]:
    """Each seat's chance of winning, and the expected rounds until the first finish.

    Seat i wins in round k when it finishes on its k-th turn, the seats before it have not
    finished within k turns and the seats after it not within k − 1."""

    survive = 1.0 - cdf  # P(T > k)
    before = np.concatenate([[1.0], survive[:-1]])  # P(T > k − 1)
    seats = [float(np.sum(f * survive**i * before ** (players - 1 - i))) for i in range(players)]
    rounds = None if can_hang else float(np.sum(survive**players))
    return seats, rounds
