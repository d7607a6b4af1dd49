"""What is worth a designer's look on a board, and what a designer may draw.

`problems` lists the warnings of a board under rules (jumps that do nothing, chains, a goal
that cannot be reached...): allowed, because the matrix convention allows them, but shown.
The placement checks answer, while a snake or ladder is dragged, None (allowed) or the reason
it is refused, in words for the status bar: a placement is refused when it would break the
board (a jump from the goal, two jumps from one square) or is clearly a slip (a ladder pointing
down, a snake pointing up, a jump onto its own start, a jump from square 1 that play starting
on square 1 never takes). Chains stay allowed, and `problems` flags them.
"""

from __future__ import annotations

from typing import Literal

from .board import Board, label_to_position, where
from .errors import Problem
from .rules import Rules
from .solver import solution
from .text import jump_kind

JumpKind = Literal["ladder", "snake"]


def problems(board: Board, rules: Rules | None = None) -> list[Problem]:
    """Warnings for a designer: jumps that end on their own start, a jump from
    square 1 when play starts there, chains, a jump to square 1 under the off-board start,
    and a goal that cannot be reached. A constructed board has no hard errors (they are
    refused when it is made); see `parse_matrix` for those."""
    rules = rules or Rules()
    out: list[Problem] = []

    def warn(square: int, message: str) -> None:
        row, col = label_to_position(board.rows, board.cols, square)
        out.append(Problem("warning", f"{where(board.rows, board.cols, square)}: {message}", square, row, col))

    for start, end in sorted(board.jumps.items()):
        if start == end:
            warn(start, "the jump ends on its own start; it does nothing")
            continue
        if start == 1 and rules.start == "square-1":
            warn(start, "a jump from square 1 is never taken: play starts on square 1")
        if end in board.jumps and board.jumps[end] != end:
            warn(
                start,
                f"chain: the jump {start}→{end} ends where the jump {end}→{board.jumps[end]} "
                "starts; only the first is taken",
            )
        if end == 1 and rules.start == "off-board":
            warn(start, "the jump sends the token to square 1, not back off the board")
    if solution(board, rules).min_rolls < 0:
        out.append(Problem("warning", f"the goal (square {board.size}) cannot be reached"))
    return out


def placement_problem(
    board: Board, rules: Rules, start: int, end: int, kind: JumpKind | None, ignore: int | None = None
) -> str | None:
    """Why a jump ``start → end`` cannot be placed on ``board``, or None if it can.

    ``kind`` is the tool in use (None: either direction). ``ignore`` is the start of a jump
    being moved, which does not count as occupying its own squares.
    """
    n = board.size
    if not (1 <= start <= n and 1 <= end <= n):
        return "both ends must be on the board"
    if start == end:
        return f"a {kind or 'jump'} needs two different squares"
    if kind == "ladder" and end < start:
        return f"a ladder goes up: its top must be higher than square {start}"
    if kind == "snake" and end > start:
        return f"a snake goes down: its tail must be lower than square {start}"
    what = kind or jump_kind(start, end)
    if start == n:
        return f"square {n} is the goal: a {what} cannot start there"
    if start == 1 and rules.start == "square-1":
        return f"square 1 is the start: play begins there, so a {what} from it would never be taken"
    others = {s: e for s, e in board.jumps.items() if s != ignore}
    if start in others:
        return f"square {start} already starts a {'ladder' if others[start] > start else 'snake'} (to {others[start]})"
    return None


def move_problem(board: Board, rules: Rules, old_start: int, new_start: int, new_end: int) -> str | None:
    """Why the jump that starts on ``old_start`` cannot be moved to ``new_start → new_end``
    (dragging one of its ends), or None. The jump keeps its kind: a ladder stays a ladder."""
    old_end = board.jumps[old_start]
    kind: JumpKind | None = "ladder" if old_end > old_start else "snake" if old_end < old_start else None
    return placement_problem(board, rules, new_start, new_end, kind, ignore=old_start)


def moved(board: Board, old_start: int, new_start: int, new_end: int) -> Board:
    """The board with the jump from ``old_start`` replaced by ``new_start → new_end``."""
    return board.without_jump(old_start).with_jump(new_start, new_end)
