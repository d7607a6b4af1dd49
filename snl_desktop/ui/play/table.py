"""The family table: a game read from the sofa. Whose turn it is stands big above the board (the
name, their colour and token), and Large Text (Ctrl+L) enlarges the Game dock's text, the
board's numbers, the tokens and that banner together; Full Screen (F11) gives the board the
whole screen."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QAction, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QMainWindow, QStyleOptionGraphicsItem, QWidget

from ..board import theme
from ..board.scene import BoardScene
from ..kit.actions import make_action
from .controller import GameController
from .panel import GamePanel
from .tokens import TokenItem, TokenLayer, label_font, paint_token, shape_path

LARGE = 1.6
"""Large Text: how much bigger the dock's text is; the board's numbers, tokens and banner grow
as much as their squares allow."""


class TurnBanner(QGraphicsItem):
    """A strip above the board: the token of the player whose turn it is, and the words."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(theme.Z_BANNER)
        self.rect = QRectF()
        self.text = ""
        self.token: TokenItem | None = None

    def boundingRect(self) -> QRectF:
        return self.rect

    def show_turn(self, text: str, token: TokenItem | None) -> None:
        self.text, self.token = text, token
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text or self.rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.rect.height()
        colour = QColor(self.token.colour) if self.token is not None else QColor(theme.TURN_HIGHLIGHT)
        painter.setPen(QPen(colour, h * 0.06))
        painter.setBrush(theme.TURN_HIGHLIGHT)
        inner = self.rect.adjusted(h * 0.05, h * 0.08, -h * 0.05, -h * 0.08)
        painter.drawRoundedRect(inner, h * 0.2, h * 0.2)
        x = inner.left() + h * 0.15
        if self.token is not None:
            r = inner.height() * 0.36
            painter.save()
            painter.translate(QPointF(x + r, inner.center().y()))
            token = self.token
            paint_token(painter, colour, shape_path(token.shape_number, r), token.label, r, label_font(token.label, r))
            painter.restore()
            x += 2 * r + h * 0.2
        painter.setFont(theme.bold_font(inner.height() * 0.5))
        painter.setPen(theme.NUMBER)
        text_rect = QRectF(x, inner.top(), inner.right() - x - h * 0.1, inner.height())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.text)


class FamilyTable(QObject):
    """Large Text, Full Screen and the turn banner of one window's games."""

    def __init__(self, frame: QMainWindow, scene: BoardScene, panel: GamePanel, tokens: TokenLayer) -> None:
        super().__init__(frame)
        self.frame, self.scene, self.panel, self.tokens = frame, scene, panel, tokens
        self.banner = TurnBanner()
        self.controller: GameController | None = None
        self.full_screen_action = make_action(frame, self.tr("&Full Screen"), self.toggle_full_screen, "F11")
        self.full_screen_action.setCheckable(True)
        self.large_text_action = make_action(
            frame,
            self.tr("&Large Text"),
            self.toggle_large_text,
            "Ctrl+L",
            self.tr("Bigger text, numbers and tokens for the family"),
        )
        self.large_text_action.setCheckable(True)
        for action in (self.full_screen_action, self.large_text_action):
            frame.addAction(action)  # their keys work wherever the focus is

    def menu_actions(self) -> list[QAction | None]:
        return [self.full_screen_action, self.large_text_action]

    @property
    def scale(self) -> float:
        return LARGE if self.large_text_action.isChecked() else 1.0

    # -- a game on the board ------------------------------------------------------------------------

    def follow(self, controller: GameController) -> None:
        """Show ``controller``'s game: the banner above the board says whose turn it is."""
        self.controller = controller
        controller.changed.connect(self.refresh)
        if self.banner.scene() is None:
            self.scene.addItem(self.banner)
        self._fit()
        self.refresh()

    def leave(self) -> None:
        """The game is over: the board goes back to its own size and look."""
        self.controller = None
        if self.banner.scene() is not None:
            self.scene.removeItem(self.banner)
        self.scene.set_header(0)
        self.scene.set_text_scale(1.0)

    def _fit(self) -> None:
        g = self.scene.geometry
        height = max(g.square * 0.9, g.rect.width() * 0.07) * (1.35 if self.scale > 1 else 1.0)
        self.scene.set_header(height)
        self.scene.set_text_scale(self.scale)
        self.banner.set_rect(QRectF(g.rect.left(), g.rect.top() - height - g.square * 0.1, g.rect.width(), height))

    @Slot()
    def refresh(self) -> None:
        controller = self.controller
        if controller is None:
            return
        player, text = controller.turn()
        self.banner.show_turn(text, self.tokens.tokens.get(player))

    # -- the family's options ---------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        if self.frame.isFullScreen():
            self.frame.showNormal()
        else:
            self.frame.showFullScreen()
        self.full_screen_action.setChecked(self.frame.isFullScreen())

    def toggle_large_text(self) -> None:
        font = QFont(self.frame.font())
        if self.large_text_action.isChecked():
            font.setPointSizeF(font.pointSizeF() * LARGE)
        self.panel.setFont(font)
        self.tokens.set_scale(self.scale)
        if self.controller is not None:
            self._fit()
