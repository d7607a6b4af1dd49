"""The rubber band of a drag in progress: a dashed line from where the drag started to the
mouse, a dot under the mouse and the square a drop would use, green where the drop would be
accepted and red where it would be refused."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsRectItem, QGraphicsScene

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
        for item in (self.line, self.tip, self.target):
            item.setVisible(False)
            scene.addItem(item)

    def show(self, start: QPointF, pos: QPointF, target: QRectF | None, accepted: bool, square: float) -> None:
        """From ``start`` to the mouse at ``pos``; ``target`` the square a drop would use."""
        colour = theme.ACCEPTED if accepted else theme.REFUSED
        self.line.setPen(QPen(colour, square * 0.08, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
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

    def hide(self) -> None:
        for item in (self.line, self.tip, self.target):
            item.setVisible(False)
