"""The rubber band of a drag in progress: a dashed line from where the drag started to the
mouse, a dot under the mouse and the square a drop would use, green where the drop would be
accepted and red where it would be refused."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from . import theme


class DragBand:
    """Three items added to a scene, hidden until `show`."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.line = QGraphicsLineItem()
        self.line.setZValue(theme.Z_DRAG)
        self.tip = QGraphicsEllipseItem()
        self.tip.setZValue(theme.Z_DRAG)
        self.target = QGraphicsRectItem()
        self.target.setZValue(theme.Z_TARGET)
        self.note_box = QGraphicsRectItem()
        self.note_box.setZValue(theme.Z_DRAG_NOTE)
        # The note keeps the UI's text size at any zoom (a fitted 30×30 board drew it 8 px high).
        self.note_box.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.note = QGraphicsSimpleTextItem(self.note_box)
        for item in (self.line, self.tip, self.target, self.note_box):
            item.setVisible(False)
            scene.addItem(item)
        self._pos = QPointF()
        self._square = 1.0

    def show(self, start: QPointF, pos: QPointF, target: QRectF | None, accepted: bool, square: float) -> None:
        """From ``start`` to the mouse at ``pos``; ``target`` the square a drop would use."""
        colours = theme.current()
        colour = colours.accepted if accepted else colours.refused
        self.note_box.setBrush(QBrush(colours.note_background))
        self.note_box.setPen(QPen(colours.number, 0))
        self.note.setBrush(colours.number)
        self.line.setPen(QPen(colour, theme.width(square * 0.08), Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        self.line.setLine(QLineF(start, pos))
        self.tip.setRect(QRectF(pos.x() - square * 0.1, pos.y() - square * 0.1, square * 0.2, square * 0.2))
        self.tip.setBrush(QBrush(colour))
        self.tip.setPen(QPen(Qt.PenStyle.NoPen))
        if target is not None:
            fill = QColor(colour)
            fill.setAlphaF(0.25)
            self.target.setRect(target)
            self.target.setBrush(fill)
            self.target.setPen(QPen(colour, square * 0.05))
        self.target.setVisible(target is not None)
        self.line.setVisible(True)
        self.tip.setVisible(True)
        self._pos, self._square = pos, square
        self._place_note()

    def set_note(self, text: str) -> None:
        """The what-if figures beside the mouse ("" hides them)."""
        self.note.setText(text)
        self.note_box.setVisible(bool(text) and self.line.isVisible())
        self._place_note()

    def _place_note(self) -> None:
        if not self.note.text():
            return
        self.note.setFont(QGuiApplication.font())  # the UI's text, in screen pixels (Text Size too)
        pad = self.note.boundingRect().height() * 0.3
        text = self.note.boundingRect()
        self.note.setPos(pad, pad)
        size = QRectF(0, 0, text.width() + 2 * pad, text.height() + 2 * pad)
        self.note_box.setRect(size)
        scene = self.note_box.scene()
        views = scene.views() if scene is not None else []
        scale = views[0].transform().m11() if views else 1.0  # screen pixels a scene unit
        wide, high = size.width() / scale, size.height() / scale  # the note in scene units
        gap = self._square * 0.3
        x, y = self._pos.x() + gap, self._pos.y() + gap
        if scene is not None:  # keep it on the board: to the left, or above, of the mouse
            room = scene.sceneRect()
            if x + wide > room.right():
                x = self._pos.x() - gap - wide
            if y + high > room.bottom():
                y = self._pos.y() - gap - high
        self.note_box.setPos(QPointF(x, y))

    def hide(self) -> None:
        for item in (self.line, self.tip, self.target, self.note_box):
            item.setVisible(False)
        self.note.setText("")
