"""The class's answers to a question, drawn for the back row: one bar per answer chosen (most
chosen first), its count above it and its squares below, the right one green with a tick.

The rule: the chart draws the `core.quiz.Tally` it is given and nothing else; before a reveal
it is empty (a live count would let the class follow the crowd). Bars past `MAX_BARS` are
summed into one "other" bar, so that every label stays large.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.quiz import Choice, Tally
from ...words import numbers
from ...words.quiz import Quiz

MAX_BARS = 8
RIGHT = QColor("#1e7b34")
"""The right answer's bar (≥ 4.5:1 against white for its white tick)."""
WRONG = QColor("#44546a")


class AnswerBars(QWidget):
    """The distribution of the class's answers (see the module's rule)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tally: Tally | None = None
        self.bars: tuple[tuple[str, int, bool], ...] = ()
        """What is drawn: (label, count, right) a bar, left to right."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(160)

    def sizeHint(self) -> QSize:
        return QSize(640, 320)

    def show_tally(self, tally: Tally | None) -> None:
        """Draw ``tally`` (None: nothing)."""
        self.tally = tally
        self.bars = _bars(tally) if tally is not None else ()
        words = Quiz()
        if tally is None:
            self.setAccessibleName("")
        else:
            parts = [f"{label}: {numbers.integer(count)}" for label, count, _right in self.bars]
            self.setAccessibleName(numbers.joined(parts, semicolons=True) if parts else words.class_right(tally))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.bars:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink = palette.color(palette.ColorRole.WindowText)
        font = QFont(self.font())
        line = self.fontMetrics().height()
        count_font = QFont(font)
        count_font.setBold(True)
        top, bottom = line * 1.4, self.height() - line * 1.6
        most = max(count for _label, count, _right in self.bars) or 1
        slot = self.width() / len(self.bars)
        width = min(slot * 0.7, line * 6)
        for i, (label, count, right) in enumerate(self.bars):
            x = slot * i + (slot - width) / 2
            height = (bottom - top) * count / most
            bar = QRectF(x, bottom - height, width, height)
            painter.fillRect(bar, RIGHT if right else WRONG)
            painter.setPen(ink)
            painter.setFont(count_font)
            above = QRectF(slot * i, bottom - height - line * 1.3, slot, line * 1.2)
            painter.drawText(above, Qt.AlignmentFlag.AlignCenter, numbers.integer(count))
            painter.setFont(font)
            below = QRectF(slot * i, bottom + line * 0.2, slot, line * 1.3)
            painter.drawText(below, Qt.AlignmentFlag.AlignCenter, ("✓ " if right else "") + label)
        painter.end()


def _bars(tally: Tally) -> tuple[tuple[str, int, bool], ...]:
    words = Quiz()
    choices = list(tally.choices)
    shown: list[Choice] = choices[:MAX_BARS]
    right_choice = next((c for c in choices if c.right), None)
    if right_choice is not None and right_choice not in shown:
        shown = [*shown[: MAX_BARS - 1], right_choice]  # the right answer is always on show
    rest = sum(c.count for c in choices if c not in shown)
    bars = [(words.choice(c), c.count, c.right) for c in shown]
    if rest:
        bars.append((words.other(), rest, False))
    return tuple(bars)
