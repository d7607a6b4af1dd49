"""What the designer's mouse is doing on the board: the tool in hand, and a drag in progress,
which is one of two kinds: drawing a new snake or ladder (`NewJump`), or moving one end of a
jump already there (`MoveEnd`). Each kind says which jump a drop on a square asks for."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...core.checks import ToolKind


class Tool(enum.Enum):
    LADDER = "ladder"
    SNAKE = "snake"
    SELECT = "select"
    ERASE = "erase"


@dataclass(frozen=True)
class NewJump:
    """Drawing a new ``kind`` (a ladder or a snake) from ``anchor``, its start."""

    anchor: int
    kind: ToolKind

    def proposal(self, square: int) -> tuple[int, int]:
        """The jump a drop on ``square`` would place: start → end."""
        return self.anchor, square

    def is_click(self, square: int | None) -> bool:
        """Released where it was pressed: nothing was drawn."""
        return square == self.anchor


@dataclass(frozen=True)
class MoveEnd:
    """Moving one end of the jump ``old_start → old_end``: its start when ``moving_start``,
    else its end; the other end stays."""

    old_start: int
    old_end: int
    moving_start: bool

    @property
    def anchor(self) -> int:
        """The end that stays (the rubber band is drawn from it)."""
        return self.old_end if self.moving_start else self.old_start

    def proposal(self, square: int) -> tuple[int, int]:
        """The jump a drop on ``square`` would make of this one: new start → new end."""
        return (square, self.old_end) if self.moving_start else (self.old_start, square)

    def is_click(self, square: int | None) -> bool:
        """Dropped where the moved end was: a click, not an edit."""
        return square == (self.old_start if self.moving_start else self.old_end)


Drag = NewJump | MoveEnd
