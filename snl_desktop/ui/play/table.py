"""The family table: a game read from the sofa. Whose turn it is stands big above the board (the
player's animal token and the words, at least 48 px high at 1920×1080), the side panel and the
cards take the room's sizes (`sizes`: from the window and the app's Text Size, followed as it
changes)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QMainWindow, QStyleOptionGraphicsItem, QWidget

from ..board import theme
from ..board.scene import BoardScene
from ..kit.text_size import TextSize
from .controller import GameController
from .panel import GamePanel
from .pieces import paint_piece
from .sizes import banner_share, room_sizes
from .tokens import TokenItem, TokenLayer

MIN_FIT = 0.5
"""The banner's words shrink to fit its width down to this share of their height, no further."""


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

    def text_height(self) -> float:
        """The words' height in scene units (the font's pixel size)."""
        return self.rect.height() * 0.84 * 0.55

    def fitted_font(self, width: float) -> QFont:
        """The words' font: `text_height` high, or smaller (down to `MIN_FIT` of it) so that the
        whole sentence fits in ``width`` (Huge text, a long name); past that it is elided."""
        font = theme.bold_font(self.text_height())
        wide = QFontMetricsF(font).horizontalAdvance(self.text)
        if wide > width > 0:
            font = theme.bold_font(self.text_height() * max(MIN_FIT, width / wide * 0.98))
        return font

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text or self.rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h, colours = self.rect.height(), theme.current()
        fill = colours.turn_highlight
        colour = QColor(self.token.colour) if self.token is not None else QColor(fill)
        painter.setPen(QPen(colours.outline if colours.outline is not None else colour, theme.width(h * 0.05)))
        painter.setBrush(fill)
        inner = self.rect.adjusted(h * 0.04, h * 0.08, -h * 0.04, -h * 0.08)
        painter.drawRoundedRect(inner, h * 0.2, h * 0.2)
        x = inner.left() + h * 0.12
        if self.token is not None:
            r = inner.height() * 0.42
            paint_piece(painter, self.token.piece, QPointF(x + r, inner.center().y()), r)
            x += 2 * r + h * 0.15
        text_rect = QRectF(x, inner.top(), inner.right() - x - h * 0.1, inner.height())
        painter.setFont(self.fitted_font(text_rect.width()))
        painter.setPen(theme.text_on(fill, colours.number))
        text = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, round(text_rect.width()))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)


class FamilyTable(QObject):
    """The turn banner and the room's sizes of one window's games."""

    def __init__(
        self, frame: QMainWindow, scene: BoardScene, panel: GamePanel, tokens: TokenLayer, text_size: TextSize
    ) -> None:
        super().__init__(frame)
        self.frame, self.scene, self.panel, self.tokens = frame, scene, panel, tokens
        self.text_size = text_size
        self.banner = TurnBanner()
        self.controller: GameController | None = None
        frame.installEventFilter(self)  # the sizes follow the window
        text_size.changed.connect(self._text_size_changed)
        self.tokens.set_scale(text_size.scale)
        self.apply_sizes()

    # -- a game on the board ------------------------------------------------------------------------

    def follow(self, controller: GameController) -> None:
        """Show ``controller``'s game: the banner above the board says whose turn it is."""
        if self.controller is not None and self.controller is not controller:
            self.controller.changed.disconnect(self.refresh)
        self.controller = controller
        controller.changed.connect(self.refresh)
        self.show_banner()
        self.refresh()

    def show_banner(self) -> None:
        """Put the banner above the board (the Play room is shown, a game on)."""
        if self.banner.scene() is None:
            self.scene.addItem(self.banner)
        self.fit()

    def leave(self) -> None:
        """The game is put away (or another room is shown): the board goes back to its own look."""
        if self.banner.scene() is not None:
            self.scene.removeItem(self.banner)
        self.scene.set_header(0)

    def forget(self) -> None:
        """The game is over and gone."""
        if self.controller is not None:
            self.controller.changed.disconnect(self.refresh)
        self.controller = None
        self.leave()

    def fit(self) -> None:
        """The banner's strip above the board, sized for the room's Text Size."""
        if self.banner.scene() is None:
            return
        g = self.scene.geometry
        height = g.rect.height() * banner_share(self.text_size.scale)
        self.scene.set_header(height)
        self.banner.set_rect(QRectF(g.rect.left(), g.rect.top() - height - g.square * 0.05, g.rect.width(), height))

    @Slot()
    def refresh(self) -> None:
        controller = self.controller
        if controller is None:
            return
        player, text = controller.turn()
        self.banner.show_turn(text, self.tokens.tokens.get(player))

    # -- sizes ------------------------------------------------------------------------------------------

    def apply_sizes(self) -> None:
        """The room's sizes for the window as it is now and the app's Text Size."""
        self.panel.set_sizes(room_sizes(self.frame.width(), self.frame.height(), self.text_size.scale))

    @Slot(float)
    def _text_size_changed(self, scale: float) -> None:
        self.tokens.set_scale(scale)
        self.apply_sizes()
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.frame and event.type() == QEvent.Type.Resize:
            self.apply_sizes()
        return False
