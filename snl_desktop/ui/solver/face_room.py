"""Where the die faces drawn on the board's arrows may go: never over a square's number (at the
Text Size shown), the START or GOAL word, or a square's distance badge, nor over a face already
placed. A face is a round plate; its bounding square is what must keep clear."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from ..board.geometry import BoardGeometry
from ..board.numbers import PLATE_SQUARES, NumbersItem, tag_plates

WORDS_BAND = 0.45
"""The top of every square, this share of it high, is its number's and its distance badge's:
no face there (and none over the number's plate where a huge Text Size makes it taller)."""
FACE_GAP = 0.02
"""Two faces stay this many squares apart, edge to edge."""


def badge_rect(rect: QRectF) -> QRectF:
    """The distance badge's place in the square ``rect``: its top-right corner (the number is
    top-left, START and GOAL bottom-centre)."""
    s = rect.width()
    return QRectF(rect.right() - s * 0.36, rect.top() + s * 0.06, s * 0.3, s * 0.24)


class FaceRoom:
    """The room for die-face plates of ``radius`` squares on a board of ``geometry`` whose
    numbers are drawn at ``text_scale`` (``off_board``: START is on the square before the
    board). A plate may go where it is clear of the words and badges (`clear`) and of the
    plates placed before (`apart`); `keep` places one."""

    def __init__(self, geometry: BoardGeometry, text_scale: float, radius: float, off_board: bool = False) -> None:
        self.geometry = geometry
        self.text_scale = text_scale
        self.radius = radius * geometry.square
        self._numbers = NumbersItem(geometry, off_board)  # (never shown: the numbers' plates, as drawn)
        self._numbers.set_text_scale(text_scale)
        self._kept: dict[int, list[QRectF]] = {}
        self._tags = {label: plate for label, (_tag, plate) in tag_plates(geometry, off_board, text_scale).items()}
        self.placed: list[QRectF] = []

    def plate(self, point: QPointF) -> QRectF:
        """The bounding square of a plate centred on ``point``."""
        r = self.radius
        return QRectF(point.x() - r, point.y() - r, 2 * r, 2 * r)

    def kept_clear(self, label: int) -> list[QRectF]:
        """What of square ``label`` no face may cover: the top band (`WORDS_BAND`), its number's
        plate, its distance badge, and its START or GOAL word."""
        kept = self._kept.get(label)
        if kept is None:
            tags = [self._tags[label]] if label in self._tags else []
            if label == 0:  # the square before the board: START alone
                kept = tags
            else:
                rect = self.geometry.square_rect(label)
                band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * WORDS_BAND)
                kept = [band, self._numbers.plate(label), badge_rect(rect), *tags]
            self._kept[label] = kept
        return kept

    def number_plate(self, label: int) -> QRectF:
        """Square ``label``'s number's plate, as the board draws it."""
        return self._numbers.plate(label)

    def _near(self, plate: QRectF) -> list[int]:
        """The squares whose words may reach ``plate`` (a number's plate reaches right)."""
        g, s = self.geometry, self.geometry.square
        first_col = max(0, math.floor(plate.left() / s) - PLATE_SQUARES)
        last_col = min(g.cols - 1, math.floor(plate.right() / s))
        first_row = max(0, math.floor(plate.top() / s))
        last_row = min(g.rows - 1, math.floor(plate.bottom() / s))
        labels = [
            g.label_at(QPointF((col + 0.5) * s, (row + 0.5) * s))
            for row in range(first_row, last_row + 1)
            for col in range(first_col, last_col + 1)
        ]
        return [label for label in labels if label is not None]

    def clear(self, point: QPointF) -> bool:
        """A plate at ``point`` hides no square's number, word or distance badge."""
        plate = self.plate(point)
        near = self._near(plate)
        if plate.intersects(self.geometry.square_rect(0)):
            near.append(0)  # the square before the board, where the start may be
        return not any(plate.intersects(kept) for label in near for kept in self.kept_clear(label))

    def apart(self, point: QPointF) -> bool:
        """A plate at ``point`` is on no plate placed before."""
        gap = FACE_GAP * self.geometry.square
        plate = self.plate(point).adjusted(-gap, -gap, gap, gap)
        return not any(plate.intersects(other) for other in self.placed)

    def ok(self, point: QPointF) -> bool:
        """`clear` and `apart`."""
        return self.apart(point) and self.clear(point)

    def keep(self, point: QPointF) -> QPointF:
        """Place a plate at ``point`` (later ones keep `apart` from it)."""
        self.placed.append(self.plate(point))
        return point
