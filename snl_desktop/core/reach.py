"""Where a token can go under the board's own rules, turn by turn: whether the goal can be
reached at all, and the squares a token can reach but never leave for the goal (a trap: some
games never end). This is the game's reachability, the one the warnings, `validate` and
`analyze` all state; the fewest-throws search (`solver`) is the single-die problem (one die a
throw, LeetCode's), whose answer can differ: under "a 6 throws again" a wall of six snakes is
passed by a 6 and another throw.

A turn's possible ends come from the turn engine (`game.turn_end_chances`: every legal dice list
of a turn, with "each throw moves" followed throw by throw). Boards over `MAX_TURN_SQUARES` are
too large to follow turn by turn here; they get the single-die search's answer, said as such."""

from __future__ import annotations

from dataclasses import dataclass

from .board import LARGE_BOARD_SQUARES, Board
from .game import starts_without_a_six, turn_end_chances, turn_values
from .rules import Rules, move_target
from .solver import solution

MAX_TURN_SQUARES = LARGE_BOARD_SQUARES
"""Boards up to 200×200 are followed turn by turn under their rules (a few tenths of a second
at the largest); larger ones get the single-die search's reachability."""


@dataclass(frozen=True)
class Reach:
    """Where a token can go from the start. ``goal_reachable``: some sequence of turns rests on
    the goal; ``trapped``: squares a token can reach from which the goal can never be reached
    (ascending; a game that gets there never ends); ``by_rules``: worked out under the board's
    rules (False: the board was too large, and the single-die search answered)."""

    goal_reachable: bool
    trapped: tuple[int, ...]
    by_rules: bool

    @property
    def can_hang(self) -> bool:
        """Whether some games never end: the goal can be missed for ever."""
        return bool(self.trapped)


def turn_moves(board: Board, rules: Rules) -> dict[int, tuple[int, ...]]:
    """Each resting square → the squares one whole turn from it can end on (chance > 0): the
    turn engine's rule (`game.turn_end_chances`), read off its effective values directly under
    the sum rule (the common case: a tight loop, 40 000 squares in a fraction of a second)."""
    squares = range(rules.start_square, board.size)
    if rules.throw_by_throw:
        return {s: tuple(e for e, p in turn_end_chances(board, rules, s).items() if p > 0) for s in squares}
    values = [value for value, p in turn_values(rules).items() if p > 0]
    landing, goal, overshoot = board.landing, board.size, rules.overshoot
    moves: dict[int, tuple[int, ...]] = {}
    for square in squares:
        ends = set()
        waiting = rules.waits_for_six(square)
        for value in values:
            target = square + value
            if value == 0 or (waiting and starts_without_a_six(value)):
                ends.add(square)  # three sixes: the turn is void; no 6 to start: still off the board
            elif target <= goal:
                ends.add(landing[target])
            else:  # past the goal: the rule for an overshoot says where, if anywhere
                landed = move_target(square, value, goal, overshoot)
                ends.add(square if landed is None else landing[landed])
        moves[square] = tuple(ends)
    return moves


def reach(board: Board, rules: Rules) -> Reach:
    """Where a token can go under ``rules`` (see the module's docstring)."""
    if board.size > MAX_TURN_SQUARES:
        found = solution(board, rules)
        return Reach(found.min_rolls >= 0, (), False)
    moves = turn_moves(board, rules)
    start, goal = rules.start_square, board.size
    seen = {start}
    stack = [start]
    while stack:
        for end in moves.get(stack.pop(), ()):
            if end not in seen:
                seen.add(end)
                stack.append(end)
    back: dict[int, list[int]] = {}
    for square, ends in moves.items():
        for end in ends:
            back.setdefault(end, []).append(square)
    finishes = {goal}
    stack = [goal]
    while stack:
        for square in back.get(stack.pop(), ()):
            if square not in finishes:
                finishes.add(square)
                stack.append(square)
    trapped = tuple(sorted(square for square in seen if square not in finishes))
    return Reach(goal in seen, trapped, True)


def never_finishes(board: Board, rules: Rules) -> float | None:
    """The chance that one player's game never ends on ``board`` (0 when there is no trap): the
    analysis's own figure (`markov.never_finishing_chance`, one sparse solve), worked out only
    for a board with a trap; None when it cannot be certified (or the board is too large)."""
    from .markov import never_finishing_chance  # scipy and the chain: only when a trap is there

    return never_finishing_chance(board, rules)
