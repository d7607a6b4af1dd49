"""The Predict dialog's board: squares picked by a click (press and release on one square, no
editing), or by keys on the focused board (the arrow keys move a square cursor, Space picks,
Enter answers, a digit goes to the answer box), and the marks drawn over the search: the
squares chosen, the cursor, and after an answer the right squares and the wrong ones."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...core.squares import label_to_position, position_to_label
from ..board import theme
from ..board.geometry import BoardGeometry
from ..board.scene import BoardScene
from ..board.view import BoardView


class PickScene(BoardScene):
    """A board that is never edited: a left click on a square says which (``picked``)."""

    picked = Signal(int)

    _pressed: int | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self._pressed = (
            self.geometry.label_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else None
        )

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # no drags, no drawing bands

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        square = self.geometry.label_at(event.scenePos())
        if square is not None and square == self._pressed and event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(square)
        self._pressed = None


class PickView(BoardView):
    """The board view, driven by keys when it has the focus: arrows move the square cursor (in
    the direction drawn), Space picks the square under it, Enter answers, a digit starts typing
    in the answer box, N goes on. It says so through signals; the dialog decides."""

    cursor_moved = Signal(int, int)
    """The arrow pressed, as a step of (columns, rows) on screen."""
    toggle = Signal()
    enter = Signal()
    typed = Signal(str)
    next_asked = Signal()
    focus_changed = Signal(bool)

    _STEPS = {
        Qt.Key.Key_Left: (-1, 0),
        Qt.Key.Key_Right: (1, 0),
        Qt.Key.Key_Up: (0, -1),
        Qt.Key.Key_Down: (0, 1),
    }

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in self._STEPS and plain:
            self.cursor_moved.emit(*self._STEPS[Qt.Key(key)])
        elif key == Qt.Key.Key_Space and plain:
            self.toggle.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter.emit()
        elif key == Qt.Key.Key_N and plain:
            self.next_asked.emit()
        elif plain and event.text().isdigit():
            self.typed.emit(event.text())
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit(False)


def moved(rows: int, cols: int, square: int, dx: int, dy: int) -> int:
    """The square one step (``dx`` columns, ``dy`` rows, as drawn) from ``square``, staying on
    the board."""
    row, col = label_to_position(rows, cols, square)
    row = min(max(row + dy, 0), rows - 1)
    col = min(max(col + dx, 0), cols - 1)
    return position_to_label(rows, cols, row, col)


class PickMarks(QGraphicsItem):
    """Over the search: the squares chosen (a blue frame and a tick), the key cursor (a dashed
    frame), and once answered the right squares (a green frame, ticked where chosen) and the
    chosen squares that were wrong (a red cross)."""

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.chosen: tuple[int, ...] = ()
        self.cursor_square: int | None = None
        self.right: frozenset[int] = frozenset()
        self.wrong: frozenset[int] = frozenset()
        self.setZValue(theme.Z_SEARCH_RING)

    def show_marks(
        self,
        chosen: tuple[int, ...],
        cursor: int | None,
        right: frozenset[int] = frozenset(),
        wrong: frozenset[int] = frozenset(),
    ) -> None:
        if (chosen, cursor, right, wrong) != (self.chosen, self.cursor_square, self.right, self.wrong):
            self.chosen, self.cursor_square, self.right, self.wrong = chosen, cursor, right, wrong
            self.update()

    def boundingRect(self) -> QRectF:
        s = self.geometry.square
        return self.geometry.rect.adjusted(-s * 1.2, -s * 0.2, s * 0.2, s * 0.2)

    def _rect(self, square: int, inset: float) -> QRectF:
        s = self.geometry.square
        return self.geometry.square_rect(square).adjusted(s * inset, s * inset, -s * inset, -s * inset)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Every mark keeps clear of the square's number (top left) and distance badge (top
        # right): frames at the square's edge, ticks and crosses in its lower part; each over a
        # rim so that it reads on any art.
        s, colours = self.geometry.square, theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        answered = bool(self.right or self.wrong)
        for square in self.right | frozenset(self.chosen):
            if square in self.wrong:
                continue
            colour = colours.accepted if answered else colours.selection
            for pen, width in ((colours.rim, 0.1), (colour, 0.06)):
                painter.setPen(QPen(pen, theme.width(s * width), Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
                painter.drawRect(self._rect(square, 0.035))
            if square in self.chosen:
                self._tick(painter, square, colour)
        for square in self.wrong:
            r = self._rect(square, 0.0)
            r = QRectF(r.left() + s * 0.4, r.top() + s * 0.45, s * 0.42, s * 0.42)
            for colour, width in ((colours.rim, 0.15), (colours.refused, 0.09)):
                painter.setPen(QPen(colour, theme.width(s * width), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawLine(r.topLeft(), r.bottomRight())
                painter.drawLine(r.topRight(), r.bottomLeft())
        if self.cursor_square is not None:
            r = self._rect(self.cursor_square, 0.02)
            painter.setPen(QPen(colours.rim, theme.width(s * 0.07)))
            painter.drawRect(r)
            painter.setPen(QPen(colours.ink, theme.width(s * 0.05), Qt.PenStyle.DashLine))
            painter.drawRect(r)

    def _tick(self, painter: QPainter, square: int, colour: QColor) -> None:
        """A tick in the chosen square's bottom-left corner (clear of the number and the badge)."""
        s = self.geometry.square
        corner = self.geometry.square_rect(square).bottomLeft()
        points = [corner + QPointF(s * x, -s * y) for x, y in ((0.22, 0.36), (0.36, 0.22), (0.62, 0.5))]
        for pen, width in ((theme.current().rim, 0.15), (colour, 0.09)):
            painter.setPen(QPen(pen, theme.width(s * width), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPolyline(points)
