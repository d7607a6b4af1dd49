"""Which snakes and ladders matter, exactly: from the same Markov chain as `analysis`
(`markov`), the expected number of times each snake and ladder is taken in one player's game,
and the expected number of times the token comes to rest on each square.

With Q the one-turn moves between the squares a token can rest on and still finish, the
expected number of turns that start on square i is ``n_i = (e_start (I − Q)^-1)_i``. A turn from
i rests the token on square s ``r_i(s)`` times and takes the jump starting at a ``j_i(a)`` times
on average (`game.turn_traffic`: once a turn under the sum rule, every throw when each throw
moves), so the figures are ``Σ_i n_i r_i(s)`` and ``Σ_i n_i j_i(a)``; the goal is rested on
once. Both are left out (None) where a game can fail to finish, for boards with more than
`MAX_USAGE_SQUARES` squares, and where the solve cannot be trusted (games so long that
``(I − Q)`` is too ill-conditioned for the counts to add up to the expected length)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .board import Board
from .game import turn_traffic
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


def find_usage(
    board: Board,
    rules: Rules,
    squares: list[int],
    moves: Callable[[], np.ndarray],
    expected_turns: float | None,
) -> Usage | None:
    """The usage figures of one player's game (see the module docstring), from the analysis's
    own chain: ``squares`` are the squares a token can rest on and still finish, ``moves()``
    the one-turn chances Q between them; ``expected_turns`` is the exact expected length (None:
    the game can fail to finish)."""
    if expected_turns is None or board.size > MAX_USAGE_SQUARES:
        return None
    start = np.zeros(len(squares))
    start[squares.index(rules.start_square)] = 1.0
    try:
        turns_from = np.linalg.solve((np.eye(len(squares)) - moves()).T, start)  # n_i
    except np.linalg.LinAlgError:
        return None
    total = float(turns_from.sum())
    if not np.isfinite(total) or abs(total - expected_turns) > AGREEMENT * max(1.0, expected_turns):
        return None
    if (turns_from < -AGREEMENT).any():
        return None
    visits = np.zeros(board.size + 1)
    taken: dict[int, float] = {}
    for s, n in zip(squares, turns_from):
        rests, jumps = turn_traffic(board, rules, s)
        for square, times in rests.items():
            visits[square] += max(0.0, float(n)) * times
        for jump_start, times in jumps.items():
            taken[jump_start] = taken.get(jump_start, 0.0) + max(0.0, float(n)) * times
    visits[board.size] = 1.0
    jump_usage = tuple((a, b, taken.get(a, 0.0)) for a, b in sorted(board.jumps.items()) if a != b)
    return Usage(jump_usage, tuple(float(v) for v in visits))
