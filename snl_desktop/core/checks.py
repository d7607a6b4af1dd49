"""What is worth a designer's look on a board, and what a designer may draw.

`problems` lists the warnings of a board under rules (jumps that do nothing, chains, a goal
that cannot be reached...): allowed, because the matrix convention allows them, but shown.
The placement checks answer, while a snake or ladder is dragged, None (allowed) or the reason
it is refused (a `Message`, for the status bar): a placement is refused when it would break the
board (a jump from the goal, two jumps from one square) or is clearly a slip (a ladder pointing
down, a snake pointing up, a jump onto its own start, a jump from square 1 that play starting
on square 1 never takes). Chains stay allowed, and `problems` flags them.
"""

from __future__ import annotations

from typing import Literal

from .board import Board, jump_kind_of, label_to_position, where
from .errors import Problem
from .message import Message, phrase
from .reach import never_finishes, reach
from .rules import Rules, Start

ToolKind = Literal["ladder", "snake"]
"""What a drawing tool makes; None where either will do (moving the end of a loop)."""

_NEEDS_TWO_SQUARES = {
    "ladder": phrase("Checks", "a ladder needs two different squares"),
    "snake": phrase("Checks", "a snake needs two different squares"),
    None: phrase("Checks", "a jump needs two different squares"),
}
_FROM_THE_GOAL = {
    "ladder": phrase("Checks", "square {square} is the goal: a ladder cannot start there"),
    "snake": phrase("Checks", "square {square} is the goal: a snake cannot start there"),
}
_FROM_THE_START = {
    "ladder": phrase("Checks", "square 1 is the start: play begins there, so a ladder from it would never be taken"),
    "snake": phrase("Checks", "square 1 is the start: play begins there, so a snake from it would never be taken"),
}
_ALREADY_STARTS = {
    "ladder": phrase("Checks", "square {square} already starts a ladder (to {end})"),
    "snake": phrase("Checks", "square {square} already starts a snake (to {end})"),
    "loop": phrase("Checks", "square {square} already starts a jump (to {end})"),
}


def problems(board: Board, rules: Rules | None = None) -> list[Problem]:
    """Warnings for a designer: jumps that end on their own start, a jump from
    square 1 when play starts there, chains, a jump to square 1 when play starts off the board,
    a goal that cannot be reached and a trap, both under the board's rules (`reach_problems`).
    A constructed board has no hard errors (they are refused when it is made); see
    `parse_matrix` for those."""
    rules = rules or Rules()
    out: list[Problem] = []

    def warn(square: int, what: Message) -> None:
        row, col = label_to_position(board.rows, board.cols, square)
        at = phrase("Checks", "{where}: {what}").of(where=where(board.rows, board.cols, square), what=what)
        out.append(Problem("warning", at, square, row, col))

    for start, end in sorted(board.jumps.items()):
        if jump_kind_of(start, end) == "loop":
            warn(start, phrase("Checks", "the jump ends on its own start; it does nothing"))
            continue
        if start == 1 and rules.start == Start.SQUARE_1:
            warn(start, phrase("Checks", "a jump from square 1 is never taken: play starts on square 1"))
        if end in board.jumps and jump_kind_of(end, board.jumps[end]) != "loop":
            warn(
                start,
                phrase(
                    "Checks",
                    "chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken",
                ).of(start=start, end=end, next=board.jumps[end]),
            )
        if end == 1 and rules.start_square == 0:
            warn(start, phrase("Checks", "the jump sends the token to square 1, not back off the board"))
    out.extend(reach_problems(board, rules))
    return out


TRAP_LISTED = 6
"""A trap's runs of squares named in its warning, at most (then "…")."""


def _runs(squares: tuple[int, ...]) -> str:
    """Ascending squares as runs: ``"5–50"``, ``"12, 20–30"`` (the first `TRAP_LISTED`, then "…")."""
    runs: list[list[int]] = []
    for square in squares:
        if runs and square == runs[-1][1] + 1:
            runs[-1][1] = square
        else:
            runs.append([square, square])
    text = [str(a) if a == b else f"{a}–{b}" for a, b in runs[:TRAP_LISTED]]
    return ", ".join(text) + ("…" if len(runs) > TRAP_LISTED else "")


def reach_problems(board: Board, rules: Rules) -> list[Problem]:
    """Whether the game can be won, under the board's own rules (`core.reach`, the same verdict
    the analysis gives): the goal cannot be reached at all, or a token can be stuck for ever
    (a trap: some games never end, with their share)."""
    found = reach(board, rules)
    if not found.goal_reachable:
        if found.by_rules:
            what = phrase("Checks", "the goal (square {goal}) cannot be reached")
        else:
            what = phrase(
                "Checks",
                "the goal (square {goal}) cannot be reached with one die a throw (a board this large is not "
                "followed turn by turn under its rules)",
            )
        return [Problem("warning", what.of(goal=board.size))]
    if not found.trapped:
        return []
    first = found.trapped[0]
    listed = _runs(found.trapped)
    chance = never_finishes(board, rules)
    if chance is None:
        stuck = phrase("Checks", "a token can be stuck for ever (squares {squares}): some games never end")
        what = stuck.of(squares=listed)
    else:
        share = phrase("Checks", "a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end")
        what = share.of(squares=listed, chance=chance)
    row, col = label_to_position(board.rows, board.cols, first)
    at = phrase("Checks", "{where}: {what}").of(where=where(board.rows, board.cols, first), what=what)
    return [Problem("warning", at, first, row, col)]


def placement_problem(
    board: Board, rules: Rules, start: int, end: int, kind: ToolKind | None, ignore: int | None = None
) -> Message | None:
    """Why a jump ``start → end`` cannot be placed on ``board``, or None if it can.

    ``kind`` is the tool in use (None: either direction). ``ignore`` is the start of a jump
    being moved, which does not count as occupying its own squares.
    """
    n = board.size
    if not (1 <= start <= n and 1 <= end <= n):
        return phrase("Checks", "both ends must be on the board")
    drawn = jump_kind_of(start, end)
    if drawn == "loop":
        return _NEEDS_TWO_SQUARES[kind]
    if kind == "ladder" and drawn == "snake":
        return phrase("Checks", "a ladder goes up: its top must be higher than square {square}").of(square=start)
    if kind == "snake" and drawn == "ladder":
        return phrase("Checks", "a snake goes down: its tail must be lower than square {square}").of(square=start)
    if start == n:
        return _FROM_THE_GOAL[drawn].of(square=n)
    if start == 1 and rules.start == Start.SQUARE_1:
        return _FROM_THE_START[drawn]
    others = {s: e for s, e in board.jumps.items() if s != ignore}
    if start in others:
        return _ALREADY_STARTS[jump_kind_of(start, others[start])].of(square=start, end=others[start])
    return None


def move_problem(board: Board, rules: Rules, old_start: int, new_start: int, new_end: int) -> Message | None:
    """Why the jump that starts on ``old_start`` cannot be moved to ``new_start → new_end``
    (dragging one of its ends), or None. The jump keeps its kind: a ladder stays a ladder (a
    loop, which has no direction, may become either)."""
    kind = jump_kind_of(old_start, board.jumps[old_start])
    return placement_problem(board, rules, new_start, new_end, None if kind == "loop" else kind, ignore=old_start)


def edited(board: Board, start: int, end: int, old_start: int | None = None) -> Board:
    """The board an edit makes: ``board`` with the jump ``start → end`` drawn (``old_start``
    None), or with the jump from ``old_start`` moved to ``start → end``. The one builder of an
    edited board: the editor's undo steps and the what-if note's preview alike. Check the edit
    first (`placement_problem`, `move_problem`)."""
    if old_start is None:
        return board.with_jump(start, end)
    return board.without_jump(old_start).with_jump(start, end)
