"""What the mouse is over, before any click: the square's number and where its six throws come
to rest, in the status bar (through the scene's ``hint``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ...core.solver import describe_moves
from .scene import BoardScene


class HoverInfo(QObject):
    """An event filter on a scene: a mouse moving with no button held over a square says it."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.square: int | None = None
        self.text = ""
        scene.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneMouseMove and isinstance(event, QGraphicsSceneMouseEvent):
            if not int(event.buttons().value) and self.scene._drag is None:
                self._over(self.scene.geometry.label_at(event.scenePos()))
        return False

    def _over(self, square: int | None) -> None:
        if square == self.square:
            return
        self.square = square
        board, rules = self.scene.board, self.scene.rules
        if square is None or square == board.size or board.size > 40_000:
            self.text = "" if square is None else f"Square {square}"
        else:
            self.text = describe_moves(board, rules, square)
        if self.text:
            self.scene.hint.emit(self.text)
