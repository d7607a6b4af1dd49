"""Which snakes and ladders matter, exactly: from the same Markov chain as `analysis`, the
expected number of times each snake and ladder is taken in one player's game, and the expected
number of times the token comes to rest on each square.

With Q the one-turn moves between the squares a token can rest on and still finish, the
expected number of turns that start on square i is ``n_i = (e_start (I − Q)^-1)_i``. A turn from
i rests the token on square s ``r_i(s)`` times and takes the jump starting at a ``j_i(a)`` times
on average (`game.turn_traffic`: once a turn under the sum rule, every throw when each throw
moves), so the figures are ``Σ_i n_i r_i(s)`` and ``Σ_i n_i j_i(a)``; the goal is rested on
once. Both are left out (None) where a game can fail to finish, for boards with more than
`MAX_USAGE_SQUARES` squares, and where the solve cannot be trusted (games so long that
``(I − Q)`` is too ill-conditioned for the counts to add up to the expected length)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .board import Board
from .game import turn_end_chances, turn_traffic
from .rules import Rules

MAX_USAGE_SQUARES = 2500
"""Up to 50×50: one dense solve of this size takes a fraction of a second."""
AGREEMENT = 1e-6
"""The turns counted square by square must add up to the exact expected length this closely."""


@dataclass(frozen=True)
class Usage:
    """``jump_usage``: ``(start, end, expected times taken)`` for every snake and ladder, in start
    order; ``square_visits[s]``: expected times the token comes to rest on square s (0..N)."""

    jump_usage: tuple[tuple[int, int, float], ...]
    square_visits: tuple[float, ...]

    def jumps_json(self) -> list[dict[str, float]]:
        return [{"start": a, "end": b, "expected_times": t} for a, b, t in self.jump_usage]


def find_usage(board: Board, rules: Rules, expected_turns: float | None) -> Usage | None:
    """The usage figures of one player's game (see the module docstring); ``expected_turns`` is
    the exact expected length from `analysis.analyze` (None: the game can fail to finish)."""
    if expected_turns is None or board.size > MAX_USAGE_SQUARES:
        return None
    squares = list(range(rules.start_square, board.size))
    index = {s: i for i, s in enumerate(squares)}
    traffic = [turn_traffic(board, rules, s) for s in squares]
    q = np.zeros((len(squares), len(squares)))
    for s in squares:
        for end, p in turn_end_chances(board, rules, s).items():
            if end != board.size:
                q[index[s], index[end]] += p
    start = np.zeros(len(squares))
    start[index[rules.start_square]] = 1.0
    try:
        turns_from = np.linalg.solve((np.eye(len(squares)) - q).T, start)  # n_i
    except np.linalg.LinAlgError:
        return None
    total = float(turns_from.sum())
    if not np.isfinite(total) or abs(total - expected_turns) > AGREEMENT * max(1.0, expected_turns):
        return None
    if (turns_from < -AGREEMENT).any():
        return None
    visits = np.zeros(board.size + 1)
    taken: dict[int, float] = {}
    for s, (rests, jumps) in zip(squares, traffic):
        n = max(0.0, float(turns_from[index[s]]))
        for square, times in rests.items():
            visits[square] += n * times
        for jump_start, times in jumps.items():
            taken[jump_start] = taken.get(jump_start, 0.0) + n * times
    visits[board.size] = 1.0
    jump_usage = tuple((a, b, taken.get(a, 0.0)) for a, b in sorted(board.jumps.items()) if a != b)
    return Usage(jump_usage, tuple(float(v) for v in visits))
