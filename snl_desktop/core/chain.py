"""The absorbing Markov chain of one player's token under the turn rules of docs/rules.md, built
for every square at once (numpy arrays, a scipy sparse matrix): what `markov` solves and
`distribution` follows.

One turn moves the token as the turn engine does (`game.resolve_turn`): under the sum rule once,
by the turn's effective value (`game.turn_values`); under "each throw moves" throw by throw, each
of the `game.dice_lists` followed from where the previous throw left the token, stopping at the
goal; a third 6 that voids the turn goes back to where the turn began unless it reaches the goal
(then it wins). A move follows `rules.move_target` (overshoot stays, bounces back or finishes), then takes
at most one jump. `game.turn_end_chances` is the same rule one square at a time; the tests hold
the two together. Under "a 6 to start" a turn from square 0 whose first die is not a 6 leaves
the token there (`game.starts_without_a_six` reads it off a turn's value under the sum rule).

The chain keeps the squares a token can rest on from the start *and* from which the goal can
still be reached; a move to a square from which it cannot is a move into the trap (the game
never ends)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from .board import Board
from .game import MAX_THROWS, dice_lists, starts_without_a_six, turn_needs_more_dice, turn_values, voids_turn
from .rules import Overshoot, Rules, move_target

if TYPE_CHECKING:  # the array types, for the type checker only (numpy.typing: not at start-up)
    from numpy.typing import NDArray

    Ints = NDArray[np.int64]
    Floats = NDArray[np.float64]
    Bools = NDArray[np.bool_]


@dataclass(frozen=True)
class TurnTable:
    """Every way a turn can go from every square a token may rest on, ``froms`` (= start square
    .. N-1): row k of each table is one outcome (a value under the sum rule, a dice list when
    each throw moves), with its ``chances[k]``. ``ends[k, s]``: where it leaves the token;
    ``whole[k, s]``: whether it is a whole turn from there (None: every outcome is);
    ``rests[k, i, s]``: where its i-th move leaves the token (N + 1 past its last move);
    ``jumps[k, i, s]``: the start of the snake or ladder that move takes (-1: none)."""

    froms: Ints
    chances: Floats
    ends: Ints
    whole: Bools | None
    rests: Ints
    jumps: Ints


def _landing(board: Board) -> Ints:
    land = np.arange(board.size + 1, dtype=np.int64)
    if board.jumps:
        starts = np.fromiter(board.jumps.keys(), dtype=np.int64, count=len(board.jumps))
        land[starts] = np.fromiter(board.jumps.values(), dtype=np.int64, count=len(board.jumps))
    return land


def _moves(land: Ints, values: Ints, overshoot: Overshoot, froms: Ints) -> tuple[Ints, Ints]:
    """A move of ``values[k]`` pips from each of ``froms``, for every k at once: (where it rests,
    the start of the jump it takes or -1). A move past the goal under "stay" is not made (it
    rests where it was); a value of 0 (three sixes that void the turn) does not move."""
    goal = len(land) - 1
    landed = froms[np.newaxis, :] + values[:, np.newaxis]
    for k in np.flatnonzero(froms[-1] + values > goal):  # only the last few squares overshoot
        past = landed[k] > goal
        if overshoot == Overshoot.STAY:
            landed[k, past] = -1
        else:  # any other rule moves the token: the rule of `rules.walk`
            landed[k, past] = [move_target(int(s), int(values[k]), goal, overshoot) or goal for s in froms[past]]
    made = (landed >= 0) & (values != 0)[:, np.newaxis]
    ends = np.where(made, land[np.where(made, landed, 0)], froms[np.newaxis, :])
    jumps = np.where(made & (ends != landed), landed, -1)
    return ends, jumps


@lru_cache(maxsize=8)
def _value_chances(rules: Rules) -> tuple[tuple[int, ...], tuple[float, ...]]:
    pairs = [(value, float(p)) for value, p in sorted(turn_values(rules).items()) if p > 0]
    return tuple(v for v, _ in pairs), tuple(p for _, p in pairs)


def turn_table(board: Board, rules: Rules) -> TurnTable:
    """Every outcome of one turn from every square (see `TurnTable`)."""
    land = _landing(board)
    froms = np.arange(rules.start_square, board.size, dtype=np.int64)
    waiting = rules.waits_for_six(int(froms[0])) if len(froms) else False  # square 0 is column 0
    if not rules.throw_by_throw:
        values, chances = _value_chances(rules)
        ends, jumps = _moves(land, np.array(values, dtype=np.int64), rules.overshoot, froms)
        if waiting:  # no 6 first: the token stays off the board
            stay = np.array([starts_without_a_six(value) for value in values], dtype=bool)
            ends[stay, 0], jumps[stay, 0] = froms[0], -1
        return TurnTable(froms, np.array(chances), ends, None, ends[:, np.newaxis, :], jumps[:, np.newaxis, :])
    goal = board.size
    everywhere = np.arange(goal + 1, dtype=np.int64)
    throw_ends, throw_jumps = _moves(land, np.arange(1, 7, dtype=np.int64), rules.overshoot, everywhere)
    lists = dice_lists(rules)
    shape = (len(lists), MAX_THROWS, len(froms))
    rests, jumps = np.full(shape, goal + 1, dtype=np.int64), np.full(shape, -1, dtype=np.int64)
    ends = np.empty((len(lists), len(froms)), dtype=np.int64)
    whole = np.ones((len(lists), len(froms)), dtype=bool)
    for k, dice in enumerate(lists):
        void = voids_turn(dice, rules)
        at = froms
        for i, face in enumerate(dice):
            if i == 0 and waiting and face != 6:  # no 6 first: the token stays off the board
                jumps[k, i] = np.where(froms == froms[0], -1, throw_jumps[face - 1, at])
                at = np.where(froms == froms[0], froms, throw_ends[face - 1, at])
                rests[k, i] = at
                continue
            if i:
                whole[k] &= at != goal  # a throw after the goal: no turn anyone can have
            jumps[k, i] = throw_jumps[face - 1, at]
            at = throw_ends[face - 1, at]
            if void and i == MAX_THROWS - 1:  # the third 6 goes back where the turn began, unless it wins
                back = at != goal
                jumps[k, i] = np.where(back, -1, jumps[k, i])
                at = np.where(back, froms, at)
            rests[k, i] = at
        if turn_needs_more_dice(dice, rules):
            whole[k] &= at == goal  # a 6 that waits for another throw, unless it reached the goal
        ends[k] = at
    return TurnTable(froms, np.array([6.0 ** -len(dice) for dice in lists]), ends, whole, rests, jumps)


@dataclass(frozen=True)
class Chain:
    """The transient part of the chain: ``squares`` (ascending) a token can rest on, coming from
    the start, and still finish from (the goal left out); the one-turn chances between them as
    triples ``(src, dst, p)`` (indices into ``squares``; a pair may repeat: the chances add up),
    and of reaching the goal and the trap from each; ``start`` the start square's index (None:
    the start can never finish); ``table`` the turns it was built from (for `traffic`)."""

    squares: Ints
    src: Ints
    dst: Ints
    p: Floats
    to_goal: Floats
    to_trap: Floats
    start: int | None
    table: TurnTable = field(repr=False)
    summed: TurnTable | None = field(default=None, repr=False)
    """Under "each throw moves" with several throws a turn: the same board's turns under the sum
    rule (`markov` solves the chain with their factors as a preconditioner); else None."""

    @property
    def size(self) -> int:
        return len(self.squares)

    @cached_property
    def moves(self) -> Any:
        """Q, the one-turn chances between the squares, as a scipy CSR matrix."""
        from scipy import sparse  # scipy: loaded with the first analysis, not at start-up

        m = self.size
        return sparse.csr_matrix((self.p, (self.src, self.dst)), shape=(m, m))

    def dense(self) -> Floats:
        """Q as a dense matrix."""
        m = self.size
        dense = np.bincount(self.src * m + self.dst, weights=self.p, minlength=m * m)
        return np.asarray(dense, dtype=np.float64).reshape(m, m)


def chain_of(board: Board, rules: Rules) -> Chain:
    """The chain of one token on ``board`` under ``rules`` (see the module docstring)."""
    from scipy import sparse  # scipy: loaded with the first analysis, not at start-up
    from scipy.sparse.csgraph import breadth_first_order

    table = turn_table(board, rules)
    n, origin = board.size, rules.start_square
    src = np.broadcast_to(table.froms, table.ends.shape)
    chance = np.broadcast_to(table.chances[:, np.newaxis], table.ends.shape)
    dst = table.ends
    if table.whole is not None:
        src, dst, chance = src[table.whole], dst[table.whole], chance[table.whole]
    src, dst, chance = src.ravel(), dst.ravel(), chance.ravel()
    # Squares the start reaches, and squares that reach the goal (the same edges, backwards)
    forward = sparse.csr_matrix((np.ones(len(src), dtype=np.int8), (src, dst)), shape=(n + 1, n + 1))
    keep = np.zeros(n + 1, dtype=bool)
    keep[breadth_first_order(forward, origin, directed=True, return_predecessors=False)] = True
    finishes = np.zeros(n + 1, dtype=bool)
    finishes[breadth_first_order(forward.T, n, directed=True, return_predecessors=False)] = True
    keep &= finishes
    keep[n] = False
    squares = np.flatnonzero(keep).astype(np.int64)
    m = len(squares)
    index = np.full(n + 1, -1, dtype=np.int64)
    index[squares] = np.arange(m)
    live = keep[src]
    a, b, w = index[src[live]], dst[live], chance[live]
    to_goal = b == n
    inner = index[b] >= 0
    trap = ~to_goal & ~inner
    return Chain(
        squares,
        a[inner],
        index[b[inner]],
        w[inner],
        np.asarray(np.bincount(a[to_goal], weights=w[to_goal], minlength=m), dtype=np.float64),
        np.asarray(np.bincount(a[trap], weights=w[trap], minlength=m), dtype=np.float64),
        int(index[origin]) if keep[origin] else None,
        table,
        turn_table(board, replace(rules, move_each_throw=False)) if rules.throw_by_throw else None,
    )


def traffic(chain: Chain, turns_from: Floats, size: int) -> tuple[Floats, Floats]:
    """What the turns of a game do on the way, given ``turns_from[i]``, the expected number of
    turns that start on the chain's i-th square: the expected times the token comes to rest on
    each square 0..N (once a turn under the sum rule, after every throw when each throw moves),
    and the expected times each square's snake or ladder is taken (by its start)."""
    table = chain.table
    weight = np.zeros(len(table.froms))
    weight[chain.squares - table.froms[0]] = np.maximum(turns_from, 0.0)
    w = table.chances[:, np.newaxis] * weight[np.newaxis, :]
    if table.whole is not None:
        w = np.where(table.whole, w, 0.0)
    w = np.broadcast_to(w[:, np.newaxis, :], table.rests.shape)
    rests = np.bincount(table.rests.ravel(), weights=w.ravel(), minlength=size + 2)[: size + 1]
    taken = table.jumps >= 0
    jumps = np.bincount(table.jumps[taken], weights=w[taken], minlength=size + 1)
    return np.asarray(rests, dtype=np.float64), np.asarray(jumps, dtype=np.float64)
