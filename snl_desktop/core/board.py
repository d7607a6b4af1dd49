"""The board: its size, its jumps (snakes and ladders), its labels and its matrix (docs/rules.md, "The board").

Squares are labelled 1..N boustrophedon from the bottom-left. Rows and columns are the
0-based indices of the LeetCode 909 matrix: row 0 is the top row, label 1 is at
``(rows - 1, 0)`` (the geometry lives in `squares` and is offered here too). A `Board` is
immutable; edits return a new board. What is wrong with a board's input is said by a
`Message` (in a `BoardError` or a `Problem`), never a finished sentence.
"""

from __future__ import annotations

import math
import re
import weakref
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from .errors import BoardError, Problem, spelled
from .message import phrase
from .squares import (
    MAX_SIDE,
    MIN_SIDE,
    JumpKind,
    as_int,
    cell,
    check_side,
    jump_kind_of,
    label_to_position,
    position_to_label,
    row_labels,
    where,
)

LARGE_BOARD_SQUARES = 200 * 200
"""Past this many squares a board is large: the exact analysis and the search animation stop
there, the window works its fewest throws out in the background and draws it coarsely."""
MAX_REPORTED_ERRORS = 50

__all__ = [
    "LARGE_BOARD_SQUARES",
    "MAX_SIDE",
    "MIN_SIDE",
    "Board",
    "JumpKind",
    "as_int",
    "cell",
    "check_side",
    "jump_kind_of",
    "label_to_position",
    "linear_jumps",
    "parse_matrix",
    "position_to_label",
    "where",
]

_LAST_SQUARE = phrase("Board", "{place}: a jump cannot start on the last square")
_NOT_WHOLE = phrase("Board", "{place}: {value} is not a whole number")
_NOT_A_ROW = phrase("Board", "row {row} must be a list of numbers, not {type}")


@dataclass(frozen=True, eq=False)
class Board:
    """A ``rows × cols`` board and its jumps, ``start square → end square``.

    A jump up is a ladder, a jump down a snake; a jump that ends on its own start is allowed
    (the matrix convention allows it) but does nothing. Hard errors raise `BoardError`:
    dimensions outside 2..1000, a jump start or end outside 1..N, a jump starting on N.
    """

    rows: int
    cols: int
    jumps: Mapping[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        rows = check_side("rows", self.rows)
        cols = check_side("cols", self.cols)
        n = rows * cols
        clean: dict[int, int] = {}
        for start, end in dict(self.jumps).items():
            s, e = as_int(start), as_int(end)
            if s is None or e is None:
                raise BoardError(
                    phrase("Board", "jump {start} → {end}: squares must be whole numbers").of(
                        start=spelled(start), end=spelled(end)
                    )
                )
            if not 1 <= s <= n:
                raise BoardError(
                    phrase("Board", "a jump starts on square {square}, outside the board (1..{size})").of(
                        square=s, size=n
                    )
                )
            if s == n:
                raise BoardError(_LAST_SQUARE.of(place=where(rows, cols, s)))
            if not 1 <= e <= n:
                raise BoardError(
                    phrase("Board", "{place}: the jump ends on square {end}, outside the board (1..{size})").of(
                        place=where(rows, cols, s), end=e, size=n
                    )
                )
            clean[s] = e
        object.__setattr__(self, "rows", rows)
        object.__setattr__(self, "cols", cols)
        object.__setattr__(self, "jumps", MappingProxyType(clean))

    # -- identity ---------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (self.rows, self.cols) == (other.rows, other.cols) and self.jumps == other.jumps

    def __hash__(self) -> int:
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash((self.rows, self.cols, frozenset(self.jumps.items())))
            self.__dict__["_hash"] = cached  # immutable: the hash never changes
        return cached

    def __repr__(self) -> str:
        return f"Board(rows={self.rows}, cols={self.cols}, jumps={dict(self.jumps)!r})"

    # -- geometry -----------------------------------------------------------------------------

    @property
    def size(self) -> int:
        """N, the number of squares and the label of the goal."""
        return self.rows * self.cols

    def _check_square(self, square: Any) -> int:
        s = as_int(square)
        if s is None or not 1 <= s <= self.size:
            raise BoardError(
                phrase("Board", "square {square} is not on the board (1..{size})").of(
                    square=spelled(square), size=self.size
                )
            )
        return s

    def position(self, square: int) -> tuple[int, int]:
        """The matrix (row, col) of a square; label 1 is ``(rows - 1, 0)``."""
        return label_to_position(self.rows, self.cols, self._check_square(square))

    def cell_at(self, row: int, col: int) -> int:
        """The square label at matrix (row, col)."""
        r, c = as_int(row), as_int(col)
        if r is None or c is None or not (0 <= r < self.rows and 0 <= c < self.cols):
            raise BoardError(
                phrase("Board", "row {row}, column {col} is not on the {rows}×{cols} board").of(
                    row=spelled(row), col=spelled(col), rows=self.rows, cols=self.cols
                )
            )
        return position_to_label(self.rows, self.cols, r, c)

    # -- jumps ----------------------------------------------------------------------------------

    @property
    def snakes(self) -> dict[int, int]:
        """Jumps down: head → tail."""
        return {s: e for s, e in self.jumps.items() if jump_kind_of(s, e) == "snake"}

    @property
    def ladders(self) -> dict[int, int]:
        """Jumps up: bottom → top."""
        return {s: e for s, e in self.jumps.items() if jump_kind_of(s, e) == "ladder"}

    @cached_property
    def landing(self) -> list[int]:
        """``landing[t]`` is where a token that lands on square t comes to rest (the end of
        the jump starting on t, else t), for t in 0..N. Shared: do not modify."""
        land = list(range(self.size + 1))
        for start, end in self.jumps.items():
            land[start] = end
        return land

    def with_jump(self, start: int, end: int) -> Board:
        """A copy with the jump ``start → end`` added (replacing any jump from ``start``).
        Only the new jump is checked: an edit of a 1000×1000 board costs a copy, not a check
        of its 100 000 jumps."""
        checked = Board(self.rows, self.cols, {start: end}).jumps  # BoardError for a jump this board cannot hold
        jumps = _copy(self.jumps)
        jumps.update(checked)
        return self._with_checked_jumps(jumps, {s for s, e in checked.items() if self.jumps.get(s) != e})

    def without_jump(self, start: int) -> Board:
        """A copy without the jump that starts on ``start`` (unchanged if there is none)."""
        jumps = _copy(self.jumps)
        changed = {start} if jumps.pop(start, None) is not None else set()
        return self._with_checked_jumps(jumps, changed)

    def _with_checked_jumps(self, jumps: dict[int, int], changed: set[int]) -> Board:
        """A board of this size with ``jumps``, every one already known to be valid here, which
        differ from this board's on the starts ``changed`` (kept for `changed_squares`)."""
        board = object.__new__(Board)
        object.__setattr__(board, "rows", self.rows)
        object.__setattr__(board, "cols", self.cols)
        object.__setattr__(board, "jumps", MappingProxyType(jumps))
        board.__dict__["_edit_of"] = (weakref.ref(self), frozenset(changed))
        return board

    def changed_squares(self, other: Board) -> set[int]:
        """The squares whose jump differs between this board and ``other`` (of the same size):
        what a view redraws after an edit. For a board made from the other by `with_jump` or
        `without_jump` (an edit, or its undo), the squares that edit changed: no walk over the
        jumps of a 1000×1000 board."""
        for edited, source in ((other, self), (self, other)):
            edit: tuple[weakref.ref[Board], frozenset[int]] | None = edited.__dict__.get("_edit_of")
            if edit is not None and edit[0]() is source:
                return set(edit[1])
        if self.jumps == other.jumps:  # a C walk, no pair made
            return set()
        mine, theirs = self.jumps.items(), other.jumps.items()
        return {start for start, _ in mine ^ theirs}

    def jumps_lost_by_resize(self, rows: int, cols: int) -> dict[int, int]:
        """The jumps that `resized(rows, cols)` would drop: those with an end beyond the new
        last square, or that would start on it."""
        n = check_side("rows", rows) * check_side("cols", cols)
        return {s: e for s, e in self.jumps.items() if s >= n or e > n}

    def resized(self, rows: int, cols: int) -> Board:
        """A ``rows × cols`` board keeping every jump (by label) that still fits."""
        lost = self.jumps_lost_by_resize(rows, cols)
        return Board(rows, cols, {s: e for s, e in self.jumps.items() if s not in lost})

    # -- the matrix -------------------------------------------------------------------------------

    @classmethod
    def from_matrix(cls, matrix: Any) -> Board:
        """Read a LeetCode 909 matrix: ``rows`` lists of ``cols`` ints, each ``-1`` or the end
        square of the jump that starts on that cell. Raises `BoardError` naming the first
        problem's row, column and square (and how many more there are)."""
        rows, cols, jumps, errors = parse_matrix(matrix, max_errors=2)
        if len(errors) > 1:
            raise BoardError(phrase("Board", "{problem} (and more problems)").of(problem=errors[0].what))
        if errors:
            raise BoardError(errors[0].what)
        return cls(rows, cols, jumps)

    def to_matrix(self) -> list[list[int]]:
        """The LeetCode 909 matrix of this board."""
        matrix = [[-1] * self.cols for _ in range(self.rows)]
        for start, end in self.jumps.items():
            row, col = label_to_position(self.rows, self.cols, start)
            matrix[row][col] = end
        return matrix

    @classmethod
    def from_lists(
        cls, snakes: Iterable[Any] = (), ladders: Iterable[Any] = (), rows: int = 10, cols: int = 10
    ) -> Board:
        """A board from the snakes/ladders lists convention: snakes ``"head,tail"`` (going
        down) and ladders ``"start,end"`` (going up), as strings or pairs of ints."""
        jumps: dict[int, int] = {}
        lists: tuple[tuple[JumpKind, Iterable[Any]], ...] = (("snake", snakes), ("ladder", ladders))
        for kind, items in lists:
            for item in items:
                s, e = _parse_pair(kind, item)
                if jump_kind_of(s, e) != kind:
                    wrong = (
                        phrase("Board", "ladder {start}→{end} does not go up")
                        if kind == "ladder"
                        else phrase("Board", "snake {start}→{end} does not go down")
                    )
                    raise BoardError(wrong.of(start=s, end=e))
                if s in jumps:
                    raise BoardError(
                        phrase("Board", "square {square} starts two jumps ({square}→{first} and {square}→{second})").of(
                            square=s, first=jumps[s], second=e
                        )
                    )
                jumps[s] = e
        return cls(rows, cols, jumps)

    @classmethod
    def from_linear(cls, move: Any, rows: int | None = None, cols: int | None = None) -> Board:
        """A board from the linear convention: ``move[i]`` is -1 or the 0-based cell a jump from
        cell ``i`` leads to; cell i is square i + 1. Without ``rows``/``cols`` the most nearly
        square layout with at least as many columns as rows is chosen (30 cells: 5×6)."""
        jumps = linear_jumps(move)
        n = len(move)
        if rows is None and cols is None:
            cols = next((c for c in range(math.isqrt(n - 1) + 1 if n > 1 else 1, n + 1) if n % c == 0), n)
            rows = n // cols if cols else 0
        elif rows is None:
            assert cols is not None
            rows = n // cols if cols else 0
        elif cols is None:
            cols = n // rows if rows else 0
        assert rows is not None and cols is not None
        if rows * cols != n or not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
            raise BoardError(
                phrase(
                    "Board",
                    "{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; "
                    "give rows and cols that multiply to the number of cells",
                ).of(cells=n, low=MIN_SIDE, high=MAX_SIDE)
            )
        return cls(rows, cols, jumps)


MAX_LINEAR_CELLS = MAX_SIDE * MAX_SIDE


def _copy(jumps: Mapping[int, int]) -> dict[int, int]:
    """A board's jumps as a new dict: a C copy of the dict under the read-only view (``dict()``
    of the view asks for each of a 1000×1000 board's 100 000 jumps one by one)."""
    return jumps.copy() if isinstance(jumps, MappingProxyType) else dict(jumps)


def linear_jumps(move: Any) -> dict[int, int]:
    """The jumps of a linear move array as square labels (cell i is square i + 1).

    ``move[i]`` is -1 or the 0-based cell a jump from cell ``i`` leads to; cell 0 is the start
    and the last cell the goal, from which no jump may start. Raises `BoardError`."""
    if not isinstance(move, (list, tuple)):
        raise BoardError(
            phrase("Board", "the move array must be a list of cells, not {type}").of(type=type(move).__name__)
        )
    n = len(move)
    if not 1 <= n <= MAX_LINEAR_CELLS:
        raise BoardError(
            phrase("Board", "the move array has {cells} cells; it needs 1 to {most}").of(cells=n, most=MAX_LINEAR_CELLS)
        )
    jumps: dict[int, int] = {}
    for i, value in enumerate(move):
        v = as_int(value)
        if v is None:
            raise BoardError(
                phrase("Board", "cell {cell}: {value} is not a whole number").of(cell=i, value=spelled(value))
            )
        if v == -1:
            continue
        if not 0 <= v < n:
            raise BoardError(
                phrase("Board", "cell {cell}: {value} is neither -1 nor a cell 0..{last}").of(
                    cell=i, value=v, last=n - 1
                )
            )
        if i == n - 1:
            raise BoardError(phrase("Board", "cell {cell}: a jump cannot start on the last cell").of(cell=i))
        jumps[i + 1] = v + 1
    return jumps


PAIR = re.compile(r"([0-9]{1,7}),([0-9]{1,7})")
"""A snake or ladder as text: exactly two square numbers in ASCII digits, a comma between, no
spaces or signs ("17,7")."""


def _parse_pair(kind: JumpKind, item: Any) -> tuple[int, int]:
    if isinstance(item, str):
        match = PAIR.fullmatch(item)
        if match is not None:
            return int(match.group(1)), int(match.group(2))
        text = (
            phrase(
                "Board", 'ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)'
            )
            if kind == "ladder"
            else phrase(
                "Board", 'snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)'
            )
        )
        raise BoardError(text.of(item=spelled(item)))
    if isinstance(item, Sequence) and len(item) == 2:
        s, e = as_int(item[0]), as_int(item[1])
        if s is not None and e is not None:
            return s, e
    pair = (
        phrase("Board", 'ladder {item}: expected two square numbers like "17,7"')
        if kind == "ladder"
        else phrase("Board", 'snake {item}: expected two square numbers like "17,7"')
    )
    raise BoardError(pair.of(item=spelled(item)))


def parse_matrix(matrix: Any, max_errors: int = MAX_REPORTED_ERRORS) -> tuple[int, int, dict[int, int], list[Problem]]:
    """Check a LeetCode 909 matrix and read its jumps.

    Returns ``(rows, cols, jumps, errors)``; it stops after ``max_errors`` errors. Errors are
    ragged or empty rows, non-integers (bools are not ints), values outside ``{-1} ∪ [1, N]``,
    a jump starting on the last square N, and dimensions outside 2..1000.
    """
    errors: list[Problem] = []
    if not isinstance(matrix, (list, tuple)):
        what = phrase("Board", "the matrix must be a list of rows, not {type}").of(type=type(matrix).__name__)
        return 0, 0, {}, [Problem("error", what)]
    rows = len(matrix)
    if not MIN_SIDE <= rows <= MAX_SIDE:
        what = phrase("Board", "the matrix has {rows} rows; it needs {low} to {high}").of(
            rows=rows, low=MIN_SIDE, high=MAX_SIDE
        )
        return rows, 0, {}, [Problem("error", what)]
    first = matrix[0]
    if not isinstance(first, (list, tuple)):
        return rows, 0, {}, [Problem("error", _NOT_A_ROW.of(row=0, type=type(first).__name__), row=0)]
    cols = len(first)
    if not MIN_SIDE <= cols <= MAX_SIDE:
        what = phrase("Board", "row 0 has {cols} columns; a board needs {low} to {high}").of(
            cols=cols, low=MIN_SIDE, high=MAX_SIDE
        )
        return rows, cols, {}, [Problem("error", what, row=0)]
    for r, row in enumerate(matrix):
        if not isinstance(row, (list, tuple)):
            errors.append(Problem("error", _NOT_A_ROW.of(row=r, type=type(row).__name__), row=r))
        elif len(row) != cols:
            ends = row_labels(rows, cols, r)[:: cols - 1]  # its first and last squares
            ragged = phrase(
                "Board",
                "row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: "
                "the matrix must be rectangular",
            )
            errors.append(
                Problem("error", ragged.of(row=r, low=min(ends), high=max(ends), count=len(row), cols=cols), row=r)
            )
        if len(errors) >= max_errors:
            return rows, cols, {}, errors
    if errors:
        return rows, cols, {}, errors

    n = rows * cols
    jumps: dict[int, int] = {}
    for r, row in enumerate(matrix):
        labels = row_labels(rows, cols, r)
        first, step = labels.start, labels.step  # labels[c], without a call for each jump
        for c, value in enumerate(row):
            if value == -1 and type(value) is int:
                continue
            square = first + step * c
            v = as_int(value)
            if v is None:
                what = _NOT_WHOLE.of(place=cell(r, c, square), value=spelled(value))
                errors.append(Problem("error", what, square, r, c))
            elif v == -1:
                continue
            elif not 1 <= v <= n:
                what = phrase("Board", "{place}: {value} is neither -1 nor a square 1..{size}").of(
                    place=cell(r, c, square), value=v, size=n
                )
                errors.append(Problem("error", what, square, r, c))
            elif square == n:
                errors.append(Problem("error", _LAST_SQUARE.of(place=cell(r, c, square)), square, r, c))
            else:
                jumps[square] = v
                continue
            if len(errors) >= max_errors:
                return rows, cols, jumps, errors
    return rows, cols, jumps, errors
