"""Squares and their places: a board's sides, the labels 1..N laid boustrophedon from the
bottom-left, the matrix (row, column) of a label and back, and what a jump is (docs/rules.md,
"The board"). Rows and columns are the 0-based indices of the LeetCode 909 matrix: row 0 is
the top row, label 1 is at ``(rows - 1, 0)``. `core.board` offers all of it with the `Board`.

The numbering is written here and nowhere else: the bottom row (matrix row ``rows - 1``) runs
left to right from label 1, the row above right to left, and so on up, so that the top row's
direction depends on the parity of ``rows``. `label_to_position` and `position_to_label` are
the rule for one square, `row_labels` for a matrix row (the matrix reader's), and
`label_positions` for many squares at once (numpy, imported when first called)."""

from __future__ import annotations

import numbers
from typing import TYPE_CHECKING, Any, Literal

from .errors import BoardError, spelled
from .message import Message, phrase

if TYPE_CHECKING:  # numpy is imported where the arrays are made, not when the core is
    import numpy as np
    import numpy.typing as npt

MIN_SIDE = 2
MAX_SIDE = 1000


def as_int(value: Any) -> int | None:
    """The value as an int if it is an integer (bools are not), else None."""
    if type(value) is int:
        return value
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    return None


def check_side(name: str, value: Any) -> int:
    """A board dimension, checked to be an int in MIN_SIDE..MAX_SIDE."""
    side = as_int(value)
    if side is None:
        raise BoardError(
            phrase("Board", "{name} must be a whole number, not {value}").of(name=name, value=spelled(value))
        )
    if not MIN_SIDE <= side <= MAX_SIDE:
        raise BoardError(
            phrase("Board", "{name} must be between {low} and {high}, not {value}").of(
                name=name, low=MIN_SIDE, high=MAX_SIDE, value=side
            )
        )
    return side


def label_to_position(rows: int, cols: int, square: int) -> tuple[int, int]:
    """The matrix (row, col) of square ``square`` (1..rows·cols, unchecked) on a ``rows × cols``
    board: square 1 is ``(rows - 1, 0)``; on the 6×6 board square 36 is ``(0, 0)``."""
    from_bottom, offset = divmod(square - 1, cols)  # rows up from the bottom, squares along that row
    col = offset if from_bottom % 2 == 0 else cols - 1 - offset
    return rows - 1 - from_bottom, col


def position_to_label(rows: int, cols: int, row: int, col: int) -> int:
    """The square at matrix (row, col) (unchecked) on a ``rows × cols`` board: the inverse of
    `label_to_position`."""
    from_bottom = rows - 1 - row
    offset = col if from_bottom % 2 == 0 else cols - 1 - col
    return from_bottom * cols + offset + 1


def row_labels(rows: int, cols: int, row: int) -> range:
    """The squares of matrix row ``row``, column 0 first: ``row_labels(rows, cols, row)[col]``
    is ``position_to_label(rows, cols, row, col)``. A range, so a reader of a 1000×1000 matrix
    pays for a square only where it needs one (its ends are the row's lowest and highest
    squares, in either order)."""
    from_bottom = rows - 1 - row
    low = from_bottom * cols + 1
    if from_bottom % 2 == 0:
        return range(low, low + cols)
    return range(low + cols - 1, low - 1, -1)


def label_positions(
    rows: int, cols: int, squares: npt.ArrayLike
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """`label_to_position` for an array of squares at once: the arrays of their matrix rows
    and columns (for a 1000×1000 board's million squares, where a Python loop would take a
    second)."""
    import numpy as np  # not at start-up (see the module's description)

    from_bottom, offset = np.divmod(np.asarray(squares, dtype=np.int64) - 1, cols)
    col = np.where(from_bottom % 2 == 0, offset, cols - 1 - offset)
    return rows - 1 - from_bottom, col


JumpKind = Literal["ladder", "snake", "loop"]
"""What a jump is: a ladder goes up, a snake goes down, a loop ends on its own start."""


def jump_kind_of(start: int, end: int) -> JumpKind:
    """``"ladder"`` for a jump up, ``"snake"`` for a jump down, ``"loop"`` for a jump that ends
    on its own start (allowed by the matrix convention; it does nothing). The one rule for a
    jump's kind."""
    if end > start:
        return "ladder"
    if end < start:
        return "snake"
    return "loop"


def where(rows: int, cols: int, square: int) -> Message:
    """Where a square is, for messages: "square 15 (row 3, column 1)"."""
    row, col = label_to_position(rows, cols, square)
    return phrase("Board", "square {square} (row {row}, column {col})").of(square=square, row=row, col=col)


def cell(row: int, col: int, square: int) -> Message:
    """A cell of the matrix, for messages about a matrix: "row 3, column 1 (square 15)"."""
    return phrase("Board", "row {row}, column {col} (square {square})").of(row=row, col=col, square=square)
