"""Exact figures of how a board plays, from the absorbing Markov chain of one player's token
(`chain`), not a simulation: the expectation, the chance of never finishing and the usage by
one sparse solve (`markov`), the distribution of the game's length followed turn by turn
(`distribution`). With k players (independent tokens, turns in seat order) the first to finish
wins.

The figures are values: the words layer (`snl_desktop.words.figures`) says them, for the
command line and the Analysis dock alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .board import LARGE_BOARD_SQUARES, Board
from .chain import chain_of
from .distribution import Followed, fewest_turns, follow
from .errors import BoardError
from .game import MAX_PLAYERS
from .markov import ACCURACY, TAIL, solve
from .message import phrase
from .rules import Rules
from .usage import Usage, find_usage

MAX_LISTED_TURNS = 10_000
"""``distribution`` lists P(T = k) up to this many turns; the rest is ``beyond``."""
MAX_ANALYZED_SQUARES = LARGE_BOARD_SQUARES
"""Boards up to 200×200 are analysed; the limit is checked before any work is done."""
Progress = Callable[[int, int], object]
"""``progress(done, total)``, told how far a long piece of work is (a terminal's progress line,
the Analysis dock's headline)."""
_CHAINED, _SOLVED, _USAGE = 5, 50, 5
"""The analysis's progress (of 100) once the chain is built, once it is solved, and the share of
the usage at the end (the distribution, followed turn by turn, is the rest)."""
NEVER_ENDS_SHARE = 0.9
"""A quantile the followed turns do not reach is one of games that never end when the games
finished by then and those that never finish make up this much together."""


@dataclass(frozen=True)
class Analysis:
    """The game-length figures of one board and rules for ``players`` players.

    ``distribution[k]`` is P(T = k) for one player, k = 0, 1, ... up to `MAX_LISTED_TURNS` or
    until less than `markov.TAIL` is still playing; ``beyond`` is what the list leaves out, P(T >
    the last turn listed) (games that never end included). ``expected_turns`` is exact, or None:
    infinite when the goal can be missed for ever (``never_finishes > 0``), or (games of more
    than about 10⁸ turns on a board too large for state reduction) too long to work out, and
    then ``expected_at_least`` is a sure lower bound. ``never_finishes`` is exact, or (rarely) a
    lower bound with ``never_finishes_at_most`` its upper bound. ``seat_win_probability[i]`` is
    the chance that the player in seat i (0 = first to play) wins (of the games that end within
    the turns followed, when ``truncated``; else they add up to the chance that somebody wins,
    exactly 1 for one player who surely finishes); ``expected_rounds`` is the expected number of rounds
    until somebody wins (None when infinite or unknown). ``followed_turns`` says how far the
    distribution was followed.
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
        """P(T ≤ turns): the chance one player has finished within that many turns. Past the
        turns followed, a sure lower bound: the last known value, or better, from the exact
        expectation: the turns still to come after turn K add up to ``S = E − Σ_{j≤K} P(T > j)``,
        and none of the k − K terms before turn k is below P(T > k), so P(T > k) ≤ S / (k − K)."""
        if turns < 0:
            return 0.0
        cdf = self._followed_cdf if self._followed_cdf is not None else self.cumulative
        last = len(cdf) - 1
        known = float(cdf[min(turns, last)])
        if turns <= last or self.expected_turns is None or not math.isfinite(self.expected_turns):
            return known
        counted = float(np.sum(1.0 - np.asarray(cdf)))  # Σ_{j≤K} P(T > j)
        # the expectation's certified error, and the rounding of the sum, kept on the safe side
        still = self.expected_turns * (1 + ACCURACY) - counted + 1e-12 * (last + 1)
        return max(known, 1.0 - max(still, 0.0) / (turns - last))

    def known_within(self, turns: int) -> bool:
        """Whether `chance_within` is exact for ``turns`` (else it is a lower bound)."""
        return not self.truncated or turns <= self.followed_turns

    @property
    def beyond_followed(self) -> float:
        """P(T > the last turn followed): the games still going when the analysis stopped."""
        return max(0.0, 1.0 - self.chance_within(self.followed_turns))

    def unreached_never_end(self) -> bool:
        """For a quantile the turns followed do not reach (``median_turns`` or ``p90_turns`` is
        None): whether those games never end (True) or last more than ``followed_turns``."""
        return (
            self.never_finishes > 0
            and self.chance_within(self.followed_turns) + self.never_finishes >= NEVER_ENDS_SHARE
        )

    def too_small_within(self, turns: int) -> bool:
        """Whether the chance of finishing within ``turns`` is possible (a game that short
        exists) but too small for a float: never to be said as "0%"."""
        return self.chance_within(turns) <= 0 and self.min_turns is not None and turns >= self.min_turns

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


def analyze(board: Board, rules: Rules | None = None, players: int = 1, progress: Progress | None = None) -> Analysis:
    """Exact length figures for ``board`` under ``rules`` (see the module docstring). Any board
    the analysis accepts is done in seconds: one sparse factorisation, and the distribution's
    work bounded (`distribution.WORK_BUDGET`, `distribution.MAX_FOLLOWED_TURNS`); what could
    not be settled is reported as bounds. ``progress(done, 100)`` is told how far it is (the
    chain, the solve, the distribution turn by turn, the usage); what it returns is ignored."""

    rules = rules or Rules()
    if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
        raise BoardError(
            phrase("Analysis", "the analysis is for 1 to {most} players, not {players}").of(
                most=MAX_PLAYERS, players=repr(players)
            )
        )
    if board.size > MAX_ANALYZED_SQUARES:
        raise BoardError(
            phrase(
                "Analysis", "the exact analysis takes boards of up to {most} squares (200×200); this one has {size}"
            ).of(most=MAX_ANALYZED_SQUARES, size=board.size)
        )
    tell = progress or (lambda _done, _total: True)
    tell(0, 100)
    chain = chain_of(board, rules)
    tell(_CHAINED, 100)
    minimum = None
    solved = None
    if chain.start is None:  # the goal cannot be reached from the start: every game goes on for ever
        followed = Followed([0.0], 1.0, 0.0)
    else:
        solved = solve(chain, lambda done, total: tell(_CHAINED + (_SOLVED - _CHAINED) * done // total, 100))
        tell(_SOLVED, 100)
        share = 100 - _SOLVED - _USAGE
        followed = follow(chain, chain.start, lambda done, total: tell(_SOLVED + share * done // max(total, 1), 100))
        minimum = fewest_turns(chain, chain.start, followed)
    tell(100 - _USAGE, 100)
    cdf = np.cumsum(followed.finish)
    never, never_at_most = followed.trapped, None
    expected: float | None = None
    at_least: float | None = None
    if solved is not None:
        never = solved.never
        expected = solved.expected if never < TAIL else None
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
    if followed.settled:
        seats = _whole(seats, 1.0 - never**players)
    if players == 1 and never == 0 and expected is not None and math.isfinite(expected):
        rounds = expected  # one player's rounds are their turns: exact, however far the chart goes
    usage = find_usage(
        board,
        chain,
        solved.turns_from if solved is not None else None,
        expected if never == 0 else None,
        rules.start_square,
    )
    tell(100, 100)
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
        usage,
    )


def _whole(seats: list[float], total: float) -> list[float]:
    """The seats' chances of a distribution followed until less than `markov.TAIL` was still
    playing, made to add up to ``total``, the chance that somebody wins at all (1 − never ** players:
    a game goes on for ever only when every token is trapped): the games left out are shared in
    proportion. One player who surely finishes wins with chance exactly 1, not 0.9999999999990004."""
    found = sum(seats)
    if found <= 0:
        return seats
    return [p / found * total for p in seats]


def _seats(f: np.ndarray, cdf: np.ndarray, players: int, can_hang: bool) -> tuple[list[float], float | None]:
    """Each seat's chance of winning, and the expected rounds until the first finish.

    Seat i wins in round k when it finishes on its k-th turn, the seats before it have not
    finished within k turns and the seats after it not within k − 1."""

    survive = 1.0 - cdf  # P(T > k)
    before = np.concatenate([[1.0], survive[:-1]])  # P(T > k − 1)
    seats = [float(np.sum(f * survive**i * before ** (players - 1 - i))) for i in range(players)]
    rounds = None if can_hang else float(np.sum(survive**players))
    return seats, rounds
