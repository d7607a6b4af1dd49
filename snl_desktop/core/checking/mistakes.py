"""The common mistakes in a student's LeetCode 909 / minimum-dice-throws solution, each as the
answer a solver with that one mistake would give, and the recogniser that names the mistakes a
student's answers show.

A mistake is recognised from answers, not from code: a solver with the mistake is run on every
board, and the student's wrong answers are put down to it when they are the very answers it
gives, on most of the boards where it goes wrong (`recognise`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Literal

from ..board import Board
from ..squares import label_to_position

Mistake = Literal[
    "labelling_odd",
    "labelling_even",
    "labelling_unalternated",
    "labelling_top",
    "chain",
    "plus_one",
    "minus_one",
    "goal_excluded",
    "faces_to_five",
    "unreachable",
]
"""- ``labelling_odd``: each row's direction taken from its index from the top as suits an even
  board (row 0 right to left): right for even n, every row mirrored for odd n.
- ``labelling_even``: the other way round, right for odd n only.
- ``labelling_unalternated``: every row read left to right (no boustrophedon).
- ``labelling_top``: square 1 put at the top left (row 0), the rows alternating from there.
- ``chain``: a jump taken after another in the same throw (only the first may be).
- ``plus_one`` / ``minus_one``: the fewest throws counted one too many or one too few.
- ``goal_excluded``: a throw may not land on the goal itself (the range stops one short); only a
  ladder reaches it.
- ``faces_to_five``: the die's faces taken as 1 to 5 (``range(1, 6)`` from 1).
- ``unreachable``: an answer other than -1 when the goal cannot be reached."""

MISTAKES: tuple[Mistake, ...] = (
    "labelling_odd",
    "labelling_even",
    "labelling_unalternated",
    "labelling_top",
    "chain",
    "goal_excluded",
    "faces_to_five",
    "plus_one",
    "minus_one",
    "unreachable",
)
"""Every mistake, in the order a tie between two is settled."""

LABELLING_MISTAKES: frozenset[Mistake] = frozenset(
    ("labelling_odd", "labelling_even", "labelling_unalternated", "labelling_top")
)
"""The mistakes of reading the matrix: a solution given the move array or the pairs (GfG) cannot make them."""

Form = Literal["matrix", "move", "practice"]
"""What a solution is given: the LeetCode 909 matrix, the 0-based move array (GfG's article,
``getMinDiceThrows(move, n)``), or GfG's practice form (``minThrow(N, arr)``: N jumps, ``arr``
their 1-based start and end squares in pairs, on a 30-square board)."""

RECOGNISED_SHARE = 0.8
"""A mistake is named when the student gives its answer on at least this share of the boards
(answered) where it goes wrong: a second mistake may hide it on the others."""

_Labeller = Callable[[int, int, int, int], int]


def _labeller(mistake: Mistake) -> _Labeller:
    """The square label a solution with ``mistake`` gives matrix (row, col) of a rows × cols board."""

    def label(rows: int, cols: int, row: int, col: int) -> int:
        from_bottom = rows - 1 - row
        if mistake == "labelling_top":
            reverse, from_start = row % 2 == 1, row
        elif mistake == "labelling_unalternated":
            reverse, from_start = False, from_bottom
        elif mistake == "labelling_odd":
            reverse, from_start = row % 2 == 0, from_bottom
        else:  # labelling_even
            reverse, from_start = row % 2 == 1, from_bottom
        return from_start * cols + (cols - 1 - col if reverse else col) + 1

    return label


def misread_jumps(board: Board, mistake: Mistake) -> dict[int, int]:
    """The jumps a solution with a labelling ``mistake`` reads from the board's matrix: each jump
    start moved to the label it gives that cell; the end (a number in the cell) is read right."""
    label = _labeller(mistake)
    jumps = {}
    for start, end in board.jumps.items():
        row, col = label_to_position(board.rows, board.cols, start)
        jumps[label(board.rows, board.cols, row, col)] = end
    return jumps


def _fewest(jumps: Mapping[int, int], goal: int, faces: int = 6, land_on_goal: bool = True, chain: bool = False) -> int:
    """Fewest throws from square 1 to ``goal`` with ``jumps``, -1 if it cannot be reached: a BFS
    with one of the mistakes' twists (the faces, landing on the goal, following chains)."""
    land = list(range(goal + 1))
    for start, end in jumps.items():
        land[start] = end
    distance = {1: 0}
    frontier = [1]
    while frontier:
        following = []
        for square in frontier:
            for landed in range(square + 1, min(square + faces, goal) + 1):
                if landed == goal and not land_on_goal:
                    continue
                rest = land[landed]
                if chain:
                    taken = {landed}
                    while land[rest] != rest and rest not in taken:  # a loop of jumps stops where it closes
                        taken.add(rest)
                        rest = land[rest]
                if rest == goal:
                    return distance[square] + 1
                if rest not in distance:
                    distance[rest] = distance[square] + 1
                    following.append(rest)
        frontier = following
    return -1


@lru_cache(maxsize=16384)
def mistaken_answer(mistake: Mistake, board: Board, expected: int) -> int | None:
    """What a solution with ``mistake`` (and no other) answers on ``board``, whose right answer
    is ``expected``; None for ``unreachable``, which is no one answer (any but -1)."""
    if mistake == "unreachable":
        return None
    if mistake == "plus_one":
        return expected + 1 if expected >= 0 else -1
    if mistake == "minus_one":
        return expected - 1 if expected >= 0 else -1
    goal = board.size
    if mistake in LABELLING_MISTAKES:
        return _fewest(misread_jumps(board, mistake), goal)
    if mistake == "chain":
        return _fewest(board.jumps, goal, chain=True)
    if mistake == "goal_excluded":
        return _fewest(board.jumps, goal, land_on_goal=False)
    return _fewest(board.jumps, goal, faces=5)  # faces_to_five


def goes_wrong(mistake: Mistake, board: Board, expected: int) -> bool:
    """Whether a solution with ``mistake`` gets ``board`` wrong."""
    if mistake == "unreachable":
        return expected == -1
    return mistaken_answer(mistake, board, expected) != expected


def explains(mistake: Mistake, board: Board, expected: int, answer: int) -> bool:
    """Whether ``answer`` (a wrong one) is what a solution with ``mistake`` answers on ``board``."""
    if answer == expected:
        return False
    if mistake == "unreachable":
        return expected == -1
    return mistaken_answer(mistake, board, expected) == answer


def recognise(boards: Sequence[tuple[Board, int]], answers: Mapping[int, int], form: Form) -> dict[int, Mistake]:
    """The mistake each wrong answer is put down to: ``boards[i]`` is a board and its right
    answer, ``answers[i]`` the student's (whole-number) answer there. A mistake is named when the
    student gives its answers on at least `RECOGNISED_SHARE` of the answered boards where it goes
    wrong; the mistakes that explain the most wrong answers are chosen first (greedily), so that
    two mistakes in one solution are both named. Wrong answers no mistake explains are left out."""
    wrong = {i for i, answer in answers.items() if answer != boards[i][1]}
    if not wrong:
        return {}
    candidates: list[tuple[Mistake, set[int]]] = []
    for mistake in MISTAKES:
        if form != "matrix" and mistake in LABELLING_MISTAKES:
            continue
        explained = {i for i in wrong if explains(mistake, *boards[i], answers[i])}
        if not explained:
            continue
        errs = sum(1 for i in answers if goes_wrong(mistake, *boards[i]))
        if len(explained) >= RECOGNISED_SHARE * errs:
            candidates.append((mistake, explained))
    named: dict[int, Mistake] = {}
    while candidates:
        # the most wrong answers still unexplained; ties: the earlier in MISTAKES (a stable sort)
        candidates.sort(key=lambda c: -len(c[1] - named.keys()))
        mistake, explained = candidates.pop(0)
        fresh = explained - named.keys()
        if not fresh:
            break
        for i in fresh:
            named[i] = mistake
    return named
