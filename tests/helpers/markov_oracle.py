"""An independent Markov chain of one player's game, to check the exact analysis against: the
turns come from `bfs_oracle` (written from docs/rules.md), the chain is listed square by square
in plain Python dictionaries, and scipy's ``spsolve`` solves ``(I − Q) e = 1`` and
``(I − Q) x = trap`` on the squares that can still finish. Nothing from ``snl_desktop.core``."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, replace

from helpers.bfs_oracle import each_throw_turns, rest_square, walk_target


@dataclass(frozen=True)
class OracleRules:
    """The house rules, by their docs/rules.md names (no `snl_desktop.core.Rules`)."""

    extra_roll_on_six: bool = True
    three_sixes_void: bool = True
    overshoot: str = "stay"
    start: str = "square-1"
    move_each_throw: bool = False


MILTON_BRADLEY = OracleRules(extra_roll_on_six=False, three_sixes_void=False, start="off-board")


def turn_ends(jumps: Mapping[int, int], goal: int, rules: OracleRules, square: int) -> dict[int, float]:
    """Where one turn from ``square`` leaves the token, with its chance, every dice list listed.
    Under "a 6 to start" a token on square 0 stays there unless the first die is a 6: the
    off-board start's turns, less the five one-die turns 1..5, which now stay put."""
    if rules.start == "six" and square == 0:
        ends = turn_ends(jumps, goal, replace(rules, start="off-board"), 0)
        for face in range(1, 6):
            landed = walk_target(0, face, goal, rules.overshoot)
            end = 0 if landed is None else rest_square(jumps, landed)
            ends[end] -= 1 / 6
        ends[0] = ends.get(0, 0.0) + 5 / 6
        return {end: p for end, p in ends.items() if p > 1e-15}
    if rules.move_each_throw and rules.extra_roll_on_six:
        return {
            end: float(p)
            for end, p in each_throw_turns(jumps, goal, rules.overshoot, rules.three_sixes_void, square).items()
        }
    ends: dict[int, float] = {}
    for length in (1, 2, 3) if rules.extra_roll_on_six else (1,):
        for dice in itertools.product(range(1, 7), repeat=length):
            if any(face != 6 for face in dice[:-1]) or (rules.extra_roll_on_six and dice[-1] == 6 and length < 3):
                continue
            value = 0 if rules.three_sixes_void and list(dice) == [6, 6, 6] else sum(dice)
            end = square
            if value:
                landed = walk_target(square, value, goal, rules.overshoot)
                if landed is not None:
                    end = rest_square(jumps, landed)
            ends[end] = ends.get(end, 0.0) + 6.0**-length
    return ends


def _closure(start: int, links: Mapping[int, set[int]]) -> set[int]:
    seen, stack = {start}, [start]
    while stack:
        for nxt in links.get(stack.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


@dataclass(frozen=True)
class OracleFigures:
    expected_turns: float | None
    """None when some games never end."""
    never_finishes: float


def figures(jumps: Mapping[int, int], goal: int, rules: OracleRules = OracleRules()) -> OracleFigures:
    """E[T] and P(never finishing) of one player's game, by an independent sparse solve."""
    import numpy as np
    from scipy import sparse
    from scipy.sparse.linalg import spsolve

    first = 1 if rules.start == "square-1" else 0
    moves = {s: turn_ends(jumps, goal, rules, s) for s in range(first, goal)}
    forward = {s: set(ends) for s, ends in moves.items()}
    backward: dict[int, set[int]] = {}
    for s, ends in moves.items():
        for end in ends:
            backward.setdefault(end, set()).add(s)
    reached, finishing = _closure(first, forward), _closure(goal, backward)
    if first not in finishing:
        return OracleFigures(None, 1.0)
    squares = sorted((reached & finishing) - {goal})
    index = {s: i for i, s in enumerate(squares)}
    rows, cols, chances = [], [], []
    trap = np.zeros(len(squares))
    for s in squares:
        for end, p in moves[s].items():
            if end in index:
                rows.append(index[s])
                cols.append(index[end])
                chances.append(p)
            elif end != goal:
                trap[index[s]] += p
    m = len(squares)
    q = sparse.csc_matrix((chances, (rows, cols)), shape=(m, m))
    system = (sparse.identity(m, format="csc") - q).tocsc()
    never = float(spsolve(system, trap)[index[first]]) if trap.any() else 0.0
    if never > 0:
        return OracleFigures(None, never)
    return OracleFigures(float(spsolve(system, np.ones(m))[index[first]]), 0.0)
