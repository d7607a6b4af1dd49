"""What a player's token looks like, as a value: its animal, colour and label. Kept apart from
the drawing (`ui.board.pieces`, which renders the animals' SVGs) so that the start screen can
list unfinished games before it pays for drawing them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from ...core.animals import seat_animal

__all__ = ["Piece", "piece_for"]


@dataclass(frozen=True)
class Piece:
    """What a token looks like: its animal, its colour ("#rrggbb") and its label (initials)."""

    animal: str
    colour: str
    label: str


def piece_for(index: int, colour: str, label: str, animal: str | None = None) -> Piece:
    """Seat ``index``'s piece (0-based): the seat's ``animal`` (when it chose one, else the
    animal of its place: `core.animals.seat_animal`), in ``colour``, labelled ``label``."""
    return Piece(seat_animal(index, animal), QColor(colour).name(), label)
