"""Which snakes and ladders matter, exactly: from the same Markov chain as `analysis` (`chain`),
the expected number of times each snake and ladder is taken in one player's game, and the
expected number of times the token comes to rest on each square.

With Q the one-turn moves between the squares a token can rest on and still finish, the
expected number of turns that start on square i is ``n_i = (e_start (I − Q)^-1)_i`` (`markov`'s
sparse solve, certified there: the turns counted square by square add up to the exact expected
length). A turn from i rests the token on square s ``r_i(s)`` times and takes the jump starting
at a ``j_i(a)`` times on average (`chain.traffic`: once a turn under the sum rule, every throw
when each throw moves), so the figures are ``Σ_i n_i r_i(s)`` and ``Σ_i n_i j_i(a)``; the goal is
rested on once. A token that starts on square 1 rests there once before its first throw, and
square 1 counts that rest (one definition for the JSON, the usage table and the heat map); off
the board, square 0 counts only the turns that leave the token there. Both are left out (None)
where a game can fail to finish and where the solve could not be certified (games so long
that no double holds the counts)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import LARGE_BOARD_SQUARES, Board
from .chain import Chain, traffic

if TYPE_CHECKING:
    from .chain import Floats

MAX_USAGE_SQUARES = LARGE_BOARD_SQUARES
"""Every board the analysis takes (up to 200×200): one sparse solve more than the expectation."""


@dataclass(frozen=True)
class Usage:
    """``jump_usage``: ``(start, end, expected times taken)`` for every snake and ladder, in start
    order; ``square_visits[s]``: expected times the token comes to rest on square s (0..N),
    the start on square 1 included (once, before the first throw) and the goal once."""

    jump_usage: tuple[tuple[int, int, float], ...]
    square_visits: tuple[float, ...]

    def jumps_json(self) -> list[dict[str, float]]:
        return [{"start": a, "end": b, "expected_times": t} for a, b, t in self.jump_usage]


def find_usage(
    board: Board, chain: Chain, turns_from: Floats | None, expected_turns: float | None, start: int = 1
) -> Usage | None:
    """The usage figures of one player's game (see the module docstring), from the analysis's
    own chain and ``turns_from``, the solved expected turns that start on each of its squares
    (None: not certified); ``expected_turns`` is the exact expected length (None: the game can
    fail to finish); ``start`` is the start square (`Rules.start_square`): square 1 counts the
    token's rest there before its first throw."""
    if expected_turns is None or turns_from is None or board.size > MAX_USAGE_SQUARES:
        return None
    visits, taken = traffic(chain, turns_from, board.size)
    visits[board.size] = 1.0
    if start == 1:
        visits[1] += 1.0  # the token rests on square 1 before its first throw
    jump_usage = tuple((a, b, float(taken[a])) for a, b in sorted(board.jumps.items()) if a != b)
    return Usage(jump_usage, tuple(visits.tolist()))
