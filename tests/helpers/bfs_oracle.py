"""A brute-force model of docs/rules.md, written from docs/rules.md and not from the code under test.

Everything here is deliberately naive: labels come from walking the board cell by cell, the
fewest throws from repeated relaxation until nothing changes, the discovery order from a
textbook FIFO queue, and the turn engine is a tiny class with no shared helpers. Imported by the
property tests as ``helpers.bfs_oracle``.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

FACES = (1, 2, 3, 4, 5, 6)
NEVER = -1


# -- the board -----------------------------------------------------------------------------


def label_cells(rows: int, cols: int) -> dict[int, tuple[int, int]]:
    """label → (row, col): start bottom-left, walk along the row, step up at its end and walk
    back the other way, one cell at a time."""
    cells: dict[int, tuple[int, int]] = {}
    row, col, step = rows - 1, 0, 1
    for label in range(1, rows * cols + 1):
        cells[label] = (row, col)
        if 0 <= col + step < cols:
            col += step
        else:
            row -= 1
            step = -step
    return cells


def matrix_of(rows: int, cols: int, jumps: Mapping[int, int]) -> list[list[int]]:
    """The LeetCode 909 matrix of a board, built cell by cell from `label_cells`."""
    matrix = [[-1 for _ in range(cols)] for _ in range(rows)]
    for label, (row, col) in label_cells(rows, cols).items():
        if label in jumps:
            matrix[row][col] = jumps[label]
    return matrix


def jumps_of(matrix: Sequence[Sequence[int]]) -> dict[int, int]:
    """The jumps (start label → end label) of a valid matrix."""
    rows, cols = len(matrix), len(matrix[0])
    return {label: matrix[r][c] for label, (r, c) in label_cells(rows, cols).items() if matrix[r][c] != -1}


# -- moving a token -----------------------------------------------------------------------------


def walk_target(square: int, pips: int, goal: int, overshoot: str) -> int | None:
    """Where a token on ``square`` lands after ``pips`` steps (before any jump), or None when
    the move would pass the goal under "stay". Under "bounce" the token walks one pip at a
    time and turns round at the goal (and, on a tiny board, again at square 1); under "finish"
    a throw past the goal ends on it."""
    if square + pips <= goal:
        return square + pips
    if overshoot == "stay":
        return None
    if overshoot == "finish":
        return goal
    pos, direction = square, 1
    for _ in range(pips):
        if direction == 1 and pos == goal:
            direction = -1
        elif direction == -1 and pos == 1:
            direction = 1
        pos += direction
    return pos


def rest_square(jumps: Mapping[int, int], landed: int) -> int:
    """Where a token that lands on ``landed`` comes to rest: one jump at most."""
    return jumps.get(landed, landed)


# -- the solver --------------------------------------------------------------------------------


def start_of(start: str) -> tuple[int, bool]:
    """The square a rule ``start`` puts the tokens on, and whether they wait there for a 6
    ("a 6 to start": only a 6 moves a token off square 0)."""
    if start == "square-1":
        return 1, False
    return 0, start == "six"


def successors(
    jumps: Mapping[int, int], goal: int, overshoot: str, square: int, only_six: bool = False
) -> list[int | None]:
    """For faces 1..6 from ``square``: the rest square, or None if the throw is not allowed
    (with ``only_six``, a token waiting for a 6: every face but the 6)."""
    out: list[int | None] = []
    for face in FACES:
        if only_six and face != 6:
            out.append(None)
            continue
        landed = walk_target(square, face, goal, overshoot)
        out.append(None if landed is None else rest_square(jumps, landed))
    return out


def relaxed_distances(
    jumps: Mapping[int, int], goal: int, start: int, overshoot: str, six_to_start: bool = False
) -> dict[int, int]:
    """Fewest throws to rest on each square (only squares that can be rested on appear), by
    Bellman-Ford relaxation: improve any square one throw beyond a known one until stable.
    The goal ends the game, so nothing is thrown from it. With ``six_to_start`` the only throw
    from ``start`` is a 6."""
    dist = {start: 0}
    changed = True
    while changed:
        changed = False
        for square, d in list(dist.items()):
            if square == goal:
                continue
            for nxt in successors(jumps, goal, overshoot, square, six_to_start and square == start):
                if nxt is not None and d + 1 < dist.get(nxt, 10**9):
                    dist[nxt] = d + 1
                    changed = True
    return dist


def fewest_throws(jumps: Mapping[int, int], goal: int, start: int, overshoot: str, six_to_start: bool = False) -> int:
    return relaxed_distances(jumps, goal, start, overshoot, six_to_start).get(goal, NEVER)


def fifo_discovery(
    jumps: Mapping[int, int], goal: int, start: int, overshoot: str, six_to_start: bool = False
) -> list[tuple[int, int]]:
    """Textbook BFS with a FIFO queue, faces tried 1..6: ``(square, depth)`` in the order the
    squares are first discovered, the start first."""
    seen = {start}
    order = [(start, 0)]
    queue = deque([(start, 0)])
    while queue:
        square, depth = queue.popleft()
        if square == goal:
            continue
        for nxt in successors(jumps, goal, overshoot, square, six_to_start and square == start):
            if nxt is not None and nxt not in seen:
                seen.add(nxt)
                order.append((nxt, depth + 1))
                queue.append((nxt, depth + 1))
    return order


def legal_throw(jumps: Mapping[int, int], goal: int, overshoot: str, square: int, face: int, rest: int) -> bool:
    """True when one throw of ``face`` from ``square`` leaves the token resting on ``rest``."""
    if not (isinstance(face, int) and 1 <= face <= 6):
        return False
    landed = walk_target(square, face, goal, overshoot)
    return landed is not None and rest_square(jumps, landed) == rest


# -- the turn engine ---------------------------------------------------------------------------


class OracleTurnError(Exception):
    """A call docs/rules.md says must be refused with an exception."""


class OracleGame:
    """The turn engine of docs/rules.md, as plainly as it can be written."""

    def __init__(
        self,
        players: Iterable[str],
        goal: int,
        jumps: Mapping[int, int],
        *,
        extra_roll_on_six: bool = True,
        three_sixes_void: bool = True,
        overshoot: str = "stay",
        start: str = "square-1",
        move_each_throw: bool = False,
    ) -> None:
        self.players = list(players)
        self.move_each_throw = move_each_throw
        self.goal = goal
        self.jumps = dict(jumps)
        self.extra_roll_on_six = extra_roll_on_six
        self.three_sixes_void = three_sixes_void
        self.overshoot = overshoot
        first, self.six_to_start = start_of(start)
        self.position = {p: first for p in self.players}
        self.turn = 0
        self.winner = ""

    def dice_ok(self, dice: Any) -> bool:
        if not isinstance(dice, list):
            return False
        for d in dice:
            if type(d) is not int or d < 1 or d > 6:
                return False
        most = 3 if self.extra_roll_on_six else 1
        if len(dice) < 1 or len(dice) > most:
            return False
        for d in dice[:-1]:
            if d != 6:
                return False
        return True

    def play_turn(self, player: Any, dice: Any) -> str:
        if self.winner:
            return "GAME COMPLETED"
        if not isinstance(player, str) or player not in self.position:
            raise OracleTurnError("unknown player")
        if not self.dice_ok(dice):
            raise OracleTurnError("bad dice")
        if self.six_to_start and self.position[player] == 0 and dice[0] != 6:
            if player != self.players[self.turn]:  # "a 6 to start": no 6 first, no move
                return "INVALID MOVE"
            self.turn = (self.turn + 1) % len(self.players)
            return f"{player},0,{self.players[self.turn]},CONTINUE"
        if self.move_each_throw and self.extra_roll_on_six:
            end = each_throw_end(
                self.jumps, self.goal, self.overshoot, self.three_sixes_void, self.position[player], dice
            )
            if end is None:
                raise OracleTurnError("a throw after the goal was reached")
            if player != self.players[self.turn]:
                return "INVALID MOVE"
            square = end
        else:
            if player != self.players[self.turn]:
                return "INVALID MOVE"
            value = sum(dice)
            if self.three_sixes_void and dice == [6, 6, 6]:
                value = 0
            square = self.position[player]
            if value > 0:
                landed = walk_target(square, value, self.goal, self.overshoot)
                if landed is not None:
                    square = rest_square(self.jumps, landed)
        self.position[player] = square
        if square == self.goal:
            self.winner = player
            return "WIN"
        self.turn = (self.turn + 1) % len(self.players)
        return f"{player},{square},{self.players[self.turn]},CONTINUE"


# -- "each throw moves" ----------------------------------------------------------------------------


def each_throw_end(
    jumps: Mapping[int, int], goal: int, overshoot: str, three_sixes_void: bool, start: int, dice: Sequence[int]
) -> int | None:
    """Where a turn's dice leave the token when every throw moves it: each throw walks (or
    stays, past the goal under "stay") and takes the jump where it lands; a third 6 that voids
    the turn puts the token back on ``start``, unless it reaches the goal (that wins). None when
    a throw comes after the goal."""
    square = start
    for i, face in enumerate(dice):
        if square == goal:
            return None
        landed = walk_target(square, face, goal, overshoot)
        if landed is not None:
            square = rest_square(jumps, landed)
        if i == 2 and three_sixes_void and list(dice) == [6, 6, 6] and square != goal:
            return start
    return square


def each_throw_turns(
    jumps: Mapping[int, int], goal: int, overshoot: str, three_sixes_void: bool, start: int, waiting: bool = False
) -> dict[int, Fraction]:
    """Every dice sequence of one to three throws (all 258 of them), kept when it is a whole,
    legal turn from ``start`` (only sixes before the last throw, no throw after the goal, and
    it does not stop on a six that earns another throw unless the goal was reached), each with
    chance 6^-length: where the turn ends and with what chance. A token ``waiting`` for a 6 to
    start stays on ``start`` when the first throw is not a 6."""
    ends: dict[int, Fraction] = {}
    for length in (1, 2, 3):
        for dice in itertools.product(range(1, 7), repeat=length):
            if any(face != 6 for face in dice[:-1]):
                continue
            if waiting and dice[0] != 6:
                ends[start] = ends.get(start, Fraction(0)) + Fraction(1, 6**length)
                continue
            end = each_throw_end(jumps, goal, overshoot, three_sixes_void, start, dice)
            if end is None:
                continue
            if dice[-1] == 6 and length < 3 and end != goal:
                continue  # the turn goes on
            ends[end] = ends.get(end, Fraction(0)) + Fraction(1, 6**length)
    return ends
