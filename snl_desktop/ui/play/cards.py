"""The players as cards, for the sofa: each card is one line — the player's animal token (the
board's own picture, `pieces.piece_pixmap`, drawn from the `Piece` it is given: the animal the
player chose), the name (elided, never widening the panel), the square the token stands on in
words with a square's icon ("▢ square 14": a child cannot mistake it for the wins), and the
games won in this run of rematches in words with a star ("★ 2 wins", once somebody has won).
The player whose turn it is has a highlighted card. The cards' text size is the Play room's
(`sizes.RoomSizes.card_px`)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from ...words import numbers, spoken
from ..board import theme


@dataclass(frozen=True)
class CardFace:
    """What one card shows: ``hint`` is the fewest throws to the goal from the square ("" when
    not asked for), ``wins`` None while nobody has won."""

    name: str
    colour: str
    square: int
    wins: int | None = None
    current: bool = False
    hint: str = ""


def card_font(pixels: float, bold: bool = False) -> QFont:
    """The cards' font, ``pixels`` high (the room's size: from the window and Text Size)."""
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


def card_colours(current: bool, base: QColor, text: QColor) -> tuple[QColor, QColor]:
    """A card's fill and the colour of its words: the theme's turn highlight (with the text
    that reads on it) on the card of the player whose turn it is, else the panel's own
    ``base`` and ``text`` (dark on light, or light on a dark desktop)."""
    if current:
        fill = QColor(theme.current().turn_highlight)
        return fill, theme.text_on(fill, theme.current().number)
    return QColor(base), QColor(text)


def name_colour(colour: QColor, fill: QColor, ink: QColor) -> QColor:
    """The player's name on a card of colour ``fill``: in the player's ``colour`` a shade
    darker (or lighter, on a dark card) when it reads there (4.5:1), else in ``ink``."""
    shade = colour.darker(150) if theme.relative_luminance(fill) >= 0.18 else colour.lighter(150)
    return shade if theme.contrast_ratio(shade, fill) >= theme.MIN_CONTRAST else QColor(ink)


def star(box: QRectF) -> QPolygonF:
    """A five-pointed star filling ``box`` (the wins' icon: drawn, so no font can miss it)."""
    centre, outer = box.center(), min(box.width(), box.height()) / 2
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle)))
    return QPolygonF(points)


def fill_of(ink: QColor) -> QColor:
    """A square's fill that the card's ``ink`` outlines: the board's light tile under dark
    words, its dark tile under light ones."""
    colours = theme.current()
    return QColor(colours.tile_light if ink.lightness() < 128 else colours.tile_border)


class PlayerCard(QWidget):
    """One player's card (painted: the name is elided to the card's width)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = CardFace("", "#808080", 1)
        self.picture = QPixmap()
        self.text_px = 24.0
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit()

    def _fit(self) -> None:
        self.setFixedHeight(round(self.text_px * 1.7))

    def sizeHint(self) -> QSize:
        return QSize(100, round(self.text_px * 1.7))

    def minimumSizeHint(self) -> QSize:
        """Room for the animal, two letters of the name and the square in words (and the wins):
        the name is elided, never the square."""
        px = self.text_px
        bold = QFontMetrics(card_font(px, bold=True))
        width = px * 2.4 + self.picture.height() / max(1.0, self.picture.devicePixelRatio())
        width += QFontMetrics(self.name_font()).horizontalAdvance("MM…")
        width += bold.horizontalAdvance(self.square_words()) + px * 1.3
        if self.face.wins is not None:
            width += QFontMetrics(card_font(px)).horizontalAdvance(self.wins_words()) + px * 1.3
        return QSize(round(width), round(px * 1.7))

    def show_face(self, face: CardFace, picture: QPixmap, text_px: float) -> None:
        self.face, self.picture = face, picture
        if text_px != self.text_px:
            self.text_px = text_px
            self._fit()
        self.updateGeometry()  # its least width: the square's words may have grown
        wins = "" if face.wins is None else self.tr(", %n win(s)", "", face.wins)
        self.setAccessibleName(
            spoken(self.tr("{name}: {square}{wins}"), name=face.name, square=self.square_words(), wins=wins)
        )
        self.setToolTip(self.accessibleName())
        self.update()

    def name_font(self) -> QFont:
        return card_font(self.text_px, bold=self.face.current)

    def square_words(self) -> str:
        """ "square 14" (and the fewest throws from it, when asked for); "off the board" on square 0."""
        face = self.face
        if face.square == 0:  # off the board (the off-board start, or waiting for a 6 to start)
            words = self.tr("off the board")
        else:
            words = spoken(self.tr("square {square}"), square=numbers.plain(face.square))
        return words + (f" ({face.hint})" if face.hint else "")

    def wins_words(self) -> str:
        """ "2 wins" ("" while nobody has won)."""
        return "" if self.face.wins is None else self.tr("%n win(s)", "", self.face.wins)

    def _draw_item(
        self, painter: QPainter, right: float, rect: QRectF, text: str, font: QFont, icon: str, ink: QColor
    ) -> float:
        """``text`` with its ``icon`` ("square": a board's square; "star") ending at ``right``;
        returns where the next item ends, to its left."""
        px = self.text_px
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(text)
        painter.setPen(ink)
        painter.drawText(
            QRectF(right - width, rect.top(), width, rect.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            text,
        )
        side = px * 0.8
        box = QRectF(right - width - px * 0.25 - side, rect.center().y() - side / 2, side, side)
        if icon == "square":
            painter.setPen(QPen(ink, max(1.0, px * 0.08)))
            painter.setBrush(fill_of(ink))
            painter.drawRoundedRect(box, side * 0.15, side * 0.15)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f2b705"))
            painter.drawPolygon(star(box))
        return box.left() - px * 0.5

    def paintEvent(self, event: QPaintEvent) -> None:
        face, px = self.face, self.text_px
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        colour, colours = QColor(face.colour), theme.current()
        fill, ink = card_colours(face.current, self.palette().base().color(), self.palette().text().color())
        edge = colours.outline if face.current and colours.outline is not None else colour
        painter.setPen(QPen(edge if face.current else colour.lighter(130), theme.width(3 if face.current else 1.5)))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, px * 0.35, px * 0.35)
        x = rect.left() + px * 0.3
        if not self.picture.isNull():
            side = self.picture.height() / self.picture.devicePixelRatio()
            painter.drawPixmap(round(x), round(rect.center().y() - side / 2), self.picture)
            x += side + px * 0.3
        right = rect.right() - px * 0.35
        painter.setPen(ink)
        square_text = self.square_words()
        right = self._draw_item(painter, right, rect, square_text, card_font(px, bold=True), "square", ink)
        if face.wins is not None:
            right = self._draw_item(painter, right, rect, self.wins_words(), card_font(px), "star", ink)
        painter.setFont(self.name_font())
        painter.setPen(name_colour(colour, fill, ink))
        name = painter.fontMetrics().elidedText(face.name, Qt.TextElideMode.ElideRight, max(0, round(right - x)))
        painter.drawText(QRectF(x, rect.top(), max(0.0, right - x), rect.height()), Qt.AlignmentFlag.AlignVCenter, name)
        painter.end()


class PlayerCards(QWidget):
    """The cards of every player, in turn order, one under the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[PlayerCard] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def show_cards(self, faces: list[tuple[CardFace, QPixmap]], text_px: float) -> None:
        """One card per player (cards are made or hidden to match)."""
        while len(self.cards) < len(faces):
            card = PlayerCard(self)
            self._layout.addWidget(card)
            self.cards.append(card)
        for i, card in enumerate(self.cards):
            if i < len(faces):
                face, picture = faces[i]
                card.show_face(face, picture, text_px)
                card.show()
            else:
                card.hide()
        self._layout.setSpacing(max(2, round(text_px * 0.15)))

    def shown(self) -> list[PlayerCard]:
        return [card for card in self.cards if not card.isHidden()]
