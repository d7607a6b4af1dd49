"""The most likely path on the board (Analysis → "Show the most likely path"): the squares one
player's token most often rests on, turn after turn, from the start to the goal (`core.likely_path`),
drawn as a violet line over a white halo, a dot at each rest."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.likely_path import LikelyPath
from ..board import theme
from ..board.geometry import BoardGeometry
from ..board.scene import BoardScene


class LikelyPathItem(QGraphicsItem):
    """The path through the centres of its rest squares."""

    def __init__(self, geometry: BoardGeometry, path: LikelyPath) -> None:
        super().__init__()
        self.geometry, self.path = geometry, path
        self.setZValue(theme.Z_SEARCH_CURRENT)
        self._points = [geometry.centre(square) for square in path.squares]

    def boundingRect(self) -> QRectF:
        return self.geometry.rect.adjusted(-20, -20, 20, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.geometry.square
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = QPainterPath(self._points[0])
        for point in self._points[1:]:
            line.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        colours = theme.current()
        for colour, width in (
            (colours.search_halo, theme.width(s * 0.16)),
            (colours.likely_path, theme.width(s * 0.08)),
        ):
            painter.setPen(
                QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            )
            painter.drawPath(line)
        painter.setPen(QPen(colours.rim if colours.outline is not None else colours.search_halo, theme.width(s * 0.03)))
        painter.setBrush(colours.likely_path)
        for point in self._points:
            painter.drawEllipse(QPointF(point), s * 0.1, s * 0.1)


class LikelyPathLayer(QObject):
    """Keeps the most likely path on ``scene`` while it is wanted and known."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.item: LikelyPathItem | None = None
        self.path: LikelyPath | None = None
        self.wanted = False
        self.on_screen = False

    def show_path(self, path: LikelyPath | None) -> None:
        self.path = path
        self._redraw()

    @Slot(bool)
    def set_wanted(self, wanted: bool) -> None:
        self.wanted = wanted
        self._redraw()

    def set_on_screen(self, on_screen: bool) -> None:
        self.on_screen = on_screen
        self._redraw()

    def _redraw(self) -> None:
        if self.item is not None and self.item.scene() is self.scene:
            self.scene.removeItem(self.item)
        self.item = None
        path = self.path
        g = self.scene.geometry
        if self.wanted and self.on_screen and path is not None and path.squares[-1] == g.rows * g.cols:
            self.item = LikelyPathItem(g, path)
            self.scene.addItem(self.item)
