"""What the designer's mouse is doing on the board: the tool in hand, and a drag in progress."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Tool(enum.Enum):
    LADDER = "ladder"
    SNAKE = "snake"
    SELECT = "select"
    ERASE = "erase"


@dataclass
class Drag:
    """A drag in progress: a new jump from ``anchor``, or one end of the jump from
    ``old_start`` being moved while the other end (``anchor``) stays."""

    anchor: int
    kind: str  # "ladder", "snake" or "move"
    old_start: int | None = None
    moving_start: bool = False
