"""What the mouse is over, before any click: the square's number and where its six throws come
to rest, in the status bar (through the scene's ``hint``), and with the Erase or Select tool the
snake or ladder a click would remove (red) or pick (blue), outlined."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSceneMouseEvent

from ...words import spoken
from . import theme
from .interaction import Tool
from .scene import BoardScene


class HoverInfo(QObject):
    """An event filter on a scene: a mouse moving with no button held over a square says it."""

    square_hovered = Signal(object)
    """The square under the mouse changed: its number, or None off the board (``object``: an
    int or None); the Solver draws its throws."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.square: int | None = None
        self.text = ""
        self.jump: int | None = None  # the jump outlined: what a click would take
        self.mark = QGraphicsPathItem()
        self.mark.setZValue(theme.Z_HOVER_OUTLINE)
        self.mark.setVisible(False)
        scene.addItem(self.mark)
        # The outline goes with the click.
        scene.jump_removed.connect(self._forget_jump)
        scene.jump_moved.connect(self._forget_jump)
        scene.jump_placed.connect(self._forget_jump)
        scene.installEventFilter(self)

    @Slot()
    def _forget_jump(self) -> None:
        self._show_jump(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneMouseMove and isinstance(event, QGraphicsSceneMouseEvent):
            if not int(event.buttons().value) and not self.scene.dragging:
                self._over(self.scene.geometry.label_at(event.scenePos()))
                self._outline(event)
            else:
                self._show_jump(None)
        elif event.type() == QEvent.Type.Leave:
            self._show_jump(None)
        return False

    def _outline(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        wanted = scene.tool in (Tool.ERASE, Tool.SELECT) and not scene.locked
        self._show_jump(scene.jump_under(event.scenePos()) if wanted else None)

    def _show_jump(self, start: int | None) -> None:
        item = self.scene.jump_item(start) if start is not None else None
        self.jump = start if item is not None else None
        if item is None:
            self.mark.setVisible(False)
            return
        colour = theme.current().refused if self.scene.tool is Tool.ERASE else theme.current().selection
        self.mark.setPen(QPen(colour, theme.width(self.scene.geometry.square * 0.06), Qt.PenStyle.SolidLine))
        self.mark.setPath(item.mapToScene(item.shape()))
        self.mark.setVisible(True)

    def _over(self, square: int | None) -> None:
        if square == self.square:
            return
        self.square = square
        self.square_hovered.emit(square)
        board, rules = self.scene.board, self.scene.rules
        if square is None or square == board.size or board.size > 40_000:
            self.text = "" if square is None else spoken(self.tr("Square {square}"), square=square)
        else:
            # The searches' words (and the core modules they say) load with the first hover,
            # not at start-up.
            from ...words.search import describe_moves

            self.text = describe_moves(board, rules, square)
        if self.text:
            self.scene.hint.emit(self.text)
