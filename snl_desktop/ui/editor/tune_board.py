"""The board in the Tune dialog: first the designer's board, where a click on a snake or ladder
locks or unlocks it (a padlock marks the locked ones); then the preview of the tuned board, the
moved jumps bold at their new places, their old places faint, an arrow from each old end to its
new one, and the jumps left alone dimmed. It draws through the board's own scene (`BoardScene`,
locked: no drag edits it) and never edits a board."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPainterPath, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from ...core import Board, Rules
from ...core.tuner import Move
from ..board import theme
from ..board.geometry import BoardGeometry
from ..board.items import JumpItem, LadderItem, SnakeItem
from ..board.scene import BoardScene

GHOST_OPACITY = 0.22
"""A moved jump's old place: faint."""
UNCHANGED_OPACITY = 0.45
"""The jumps the tune left alone, in the preview: dimmed, so that the moved ones stand out."""


class LockMark(QGraphicsItem):
    """A padlock on the start square of a locked snake or ladder."""

    def __init__(self, square: int, geometry: BoardGeometry) -> None:
        super().__init__()
        self.square = square
        self.centre = geometry.centre(square)
        self.size = geometry.square * 0.34
        self.setZValue(theme.Z_WARNING)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(self.centre.x() - s, self.centre.y() - s * 1.4, 2 * s, 2.4 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s, c = self.size, self.centre
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shackle = QPainterPath()
        shackle.addEllipse(QPointF(c.x(), c.y() - s * 0.35), s * 0.45, s * 0.55)
        painter.setPen(QPen(theme.current().ink, s * 0.18))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(shackle)
        painter.setPen(QPen(theme.current().rim, s * 0.08))
        painter.setBrush(theme.current().ink)
        painter.drawRoundedRect(QRectF(c.x() - s * 0.7, c.y() - s * 0.2, s * 1.4, s * 1.0), s * 0.15, s * 0.15)


class TuneBoard(QGraphicsView):
    """``jump_clicked(start)`` when a snake or ladder is clicked (while locks are shown)."""

    jump_clicked = Signal(int)

    def __init__(self, board: Board, rules: Rules, parent: QWidget | None = None) -> None:
        self.board_scene = BoardScene(board, rules)
        super().__init__(self.board_scene, parent)
        self.board_scene.setParent(self)
        self.board_scene.set_locked(True)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(320, 320)
        self.setAccessibleName(self.tr("The board"))
        self.setAccessibleDescription(self.tr("Click a snake or ladder to lock it, or tick it in the list"))
        self.rules = rules
        self.picking = True
        self._extras: list[QGraphicsItem] = []

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Clicks never reach the scene: this board is shown, not edited.
        if self.picking and event.button() == Qt.MouseButton.LeftButton:
            start = self.board_scene.jump_under(self.mapToScene(event.position().toPoint()))
            if start is not None:
                self.jump_clicked.emit(start)
        event.accept()

    def _clear(self) -> None:
        for item in self._extras:
            self.board_scene.removeItem(item)
        self._extras = []

    def _add(self, item: QGraphicsItem) -> None:
        self.board_scene.addItem(item)
        self._extras.append(item)

    def show_locks(self, board: Board, locked: set[int]) -> None:
        """The designer's board, a padlock on each locked jump; clicks pick jumps."""
        self.picking = True
        self._clear()
        self.board_scene.set_board(board, self.rules)
        self.board_scene.clearSelection()
        self.board_scene.set_art_opacity(1.0)
        for start in sorted(locked):
            self._add(LockMark(start, self.board_scene.geometry))

    def show_moves(self, board: Board, moves: tuple[Move, ...], locked: set[int]) -> None:
        """The tuned board: each moved jump bold at its new place, faint at its old one, an
        arrow from the end that moved to where it went; the rest dimmed; padlocks kept."""
        self.picking = False
        self._clear()
        scene = self.board_scene
        scene.set_board(board, self.rules)
        scene.clearSelection()
        scene.set_art_opacity(UNCHANGED_OPACITY)
        geometry = scene.geometry
        for move in moves:
            item = scene.jump_item(move.new[0])
            if item is not None:
                item.setOpacity(1.0)
                item.setSelected(True)  # its outline and both ends marked: the bold one
            ghost: JumpItem
            if move.kind == "ladder":
                ghost = LadderItem(*move.old, geometry)
            else:
                ghost = SnakeItem(*move.old, geometry, theme.current().loop_mark)
            ghost.setOpacity(GHOST_OPACITY)
            ghost.setZValue(theme.Z_LADDER - 0.1)
            ghost.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            self._add(ghost)
            for old, new in zip(move.old, move.new):
                if old != new:
                    self._add(self._arrow(geometry.centre(old), geometry.centre(new), geometry.square))
        for start in sorted(locked):
            self._add(LockMark(start, geometry))

    def _arrow(self, tail: QPointF, head: QPointF, square: float) -> QGraphicsItem:
        """A dashed arrow from an end's old square to its new one, its head short of the new
        square's centre (where the moved jump's end handle sits)."""
        shaft = QLineF(tail, head)
        if shaft.length() > square * 0.6:
            shaft.setLength(shaft.length() - square * 0.2)
        line = QGraphicsLineItem(shaft)
        pen = QPen(theme.current().selection, square * 0.05, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        line.setPen(pen)
        line.setZValue(theme.Z_WARNING)
        tip = QLineF(shaft.p2(), shaft.p1())
        if tip.length() > 0:
            tip.setLength(square * 0.3)
            for turn in (30, -30):
                barb = QLineF(tip)
                barb.setAngle(tip.angle() + turn)
                wing = QGraphicsLineItem(barb, line)
                solid = QPen(theme.current().selection, square * 0.06)
                solid.setCapStyle(Qt.PenCapStyle.RoundCap)
                wing.setPen(solid)
        return line
