"""The family table: a game read from the sofa. Whose turn it is stands big above the board (the
player's animal token and the words, at least 48 px high at 1920×1080, on two lines rather than
cut: never elided), the side panel and the cards take the room's sizes (`sizes`: from the window
and the app's Text Size, followed as it changes). The banner's strip keeps its height at every
Text Size (the board never shrinks for a larger text: its words grow within the strip). In the
TV layout (`set_tv`) the banner leaves the board (its words are the column's heading) and the
sizes are the screen's (`sizes.tv_sizes`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsItem,
    QGraphicsView,
    QMainWindow,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..board import theme
from ..board.pieces import paint_piece
from ..board.scene import MARGIN, BoardScene
from ..kit.text_size import TextSize
from .controller import GameController
from .panel import GamePanel
from .sizes import banner_share, room_sizes, tv_sizes
from .tokens import TokenItem, TokenLayer

MIN_FIT = 0.25
"""The banner's words shrink, when even two lines cannot hold them, down to this share of their
height (a 40-letter name at Huge), never further: the sentence is never cut."""
LEAST_MARGIN = 0.05
"""The room round the board, in squares, when the window's bars have grown (Huge text)."""
LINE_SHARE = 0.84 * 0.55
"""The banner's words at normal Text Size, as a share of its strip's height (one line)."""


class TurnBanner(QGraphicsItem):
    """A strip above the board: the token of the player whose turn it is, and the words."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(theme.Z_BANNER)
        self.rect = QRectF()
        self.text = ""
        self.token: TokenItem | None = None
        self.text_scale = 1.0
        """The app's Text Size: the words grow with it, within the strip."""

    def boundingRect(self) -> QRectF:
        return self.rect

    def show_turn(self, text: str, token: TokenItem | None) -> None:
        self.text, self.token = text, token
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def text_height(self) -> float:
        """The words' height at normal Text Size in scene units (the font's pixel size)."""
        return self.rect.height() * LINE_SHARE

    def fitted_font(self, width: float, height: float | None = None) -> QFont:
        """The words' font: `text_height` times the Text Size high, or smaller so that the whole
        sentence fits in ``width`` × ``height`` (the strip's inner height by default), wrapped
        onto a second line where one is not enough (Huge text, a long name); never elided."""
        room = height if height is not None else self.rect.height() * 0.84
        size = min(self.text_height() * self.text_scale, room * 0.8)
        least = self.text_height() * MIN_FIT
        while True:
            font = theme.bold_font(size)
            if size <= least or fits(font, self.text, width, room):
                return font
            size = max(least, size * 0.94)

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
        painter.setFont(self.fitted_font(text_rect.width(), text_rect.height()))
        painter.setPen(theme.text_on(fill, colours.number))
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        painter.drawText(text_rect, flags, self.text)


def fits(font: QFont, text: str, width: float, height: float) -> bool:
    """Whether ``text`` in ``font``, wrapped at word breaks, fits ``width`` × ``height``."""
    if width <= 0 or height <= 0:
        return False
    flags = int(Qt.TextFlag.TextWordWrap)
    laid = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, height * 100), flags, text)
    return laid.width() <= width + 0.5 and laid.height() <= height + 0.5


class FamilyTable(QObject):
    """The turn banner and the room's sizes of one window's games."""

    def __init__(
        self, frame: QMainWindow, scene: BoardScene, panel: GamePanel, tokens: TokenLayer, text_size: TextSize
    ) -> None:
        super().__init__(frame)
        self.frame, self.scene, self.panel, self.tokens = frame, scene, panel, tokens
        self.text_size = text_size
        self.banner = TurnBanner()
        self.banner.text_scale = text_size.scale
        self.controller: GameController | None = None
        self.tv = False
        """The TV layout is on (`set_tv`)."""
        frame.installEventFilter(self)  # the sizes follow the window
        self._chrome: int | None = None
        """The height of the window's bars at normal Text Size (`fit`)."""
        view = self._view()
        if view is not None:
            view.viewport().installEventFilter(self)  # its bars grew: the banner gives way
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
        """Put the banner above the board (the Play room is shown, a game on; not in the TV
        layout: its words are the column's)."""
        if self.tv:
            self.leave()
            return
        if self.banner.scene() is None:
            self.scene.addItem(self.banner)
        self.fit()

    def set_tv(self, on: bool) -> None:
        """The TV layout (True): no banner above the board (the board takes the screen's
        height) and the screen's sizes; False gives the room back as it was."""
        self.tv = on
        self.panel.set_tv(on)
        if on:
            self.leave()
        elif self.controller is not None:
            self.show_banner()
        self.apply_sizes()

    def leave(self) -> None:
        """The game is put away (or another room is shown): the board goes back to its own look
        (in the TV layout, its margin is the layout's)."""
        if self.banner.scene() is not None:
            self.scene.removeItem(self.banner)
        if not self.tv:
            self.scene.set_margin(MARGIN)
        self.scene.set_header(0)

    def forget(self) -> None:
        """The game is over and gone."""
        if self.controller is not None:
            self.controller.changed.disconnect(self.refresh)
        self.controller = None
        self.leave()

    def fit(self) -> None:
        """The banner's strip above the board: `banner_share` of it. The window's own bars grow
        with the Text Size (their text does): what they take is given back by the room round the
        board, then by the banner's strip, so that the board keeps its size at every Text Size."""
        if self.banner.scene() is None:
            return
        g = self.scene.geometry
        height = g.rect.height() * banner_share()
        margin = MARGIN
        view = self._view()
        if view is not None and view.isVisible():
            viewport = view.viewport().height()
            chrome = self.frame.height() - viewport
            if self.text_size.scale == 1.0:
                self._chrome = chrome
            grown = chrome - (self._chrome if self._chrome is not None else round(chrome / self.text_size.scale))
            if grown > 0 and viewport > 0:
                margins = 2 * g.square * MARGIN
                need = grown * (g.rect.height() + margins + height) / (viewport + grown)  # at Normal's fit
                from_margin = min(need, 2 * g.square * (MARGIN - LEAST_MARGIN))
                margin = MARGIN - from_margin / (2 * g.square)
                height = max(height * 0.5, height - (need - from_margin))
        self.scene.set_margin(margin)
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
        """The room's sizes for the window as it is now (the screen's in the TV layout) and the
        app's Text Size; the Game dock is given the panel's width (a width, not a least one)."""
        scale = self.text_size.scale
        if self.tv:
            screen = self.frame.screen()
            area = screen.geometry() if screen is not None else self.frame.geometry()
            off_board = self.scene.rules.start_square == 0  # square 0 drawn left of the board
            sizes = tv_sizes(area.width(), area.height(), scale, off_board)
        else:
            sizes = room_sizes(self.frame.width(), self.frame.height(), scale)
        self.panel.set_sizes(sizes)
        QTimer.singleShot(0, self, self._fit_dock)  # once the window's layout has its new size

    @Slot()
    def _fit_dock(self) -> None:
        """The Game dock at the panel's width."""
        dock = self.panel.container.parentWidget()
        if isinstance(dock, QDockWidget) and dock.isVisible() and not dock.isFloating():
            self.frame.resizeDocks([dock], [self.panel.sizes.panel_width], Qt.Orientation.Horizontal)

    @Slot(float)
    def _text_size_changed(self, scale: float) -> None:
        self.banner.text_scale = scale
        self.banner.update()
        self.tokens.set_scale(scale)
        self.apply_sizes()
        self.fit()

    def _view(self) -> QGraphicsView | None:
        views = self.scene.views()
        return views[0] if views else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            if watched is self.frame:
                self.apply_sizes()
            elif not self.tv:
                self.fit()  # the board's view: the window's bars may have grown
        return False
