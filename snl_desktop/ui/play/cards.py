"""The players as cards, for the sofa: each card is one line — the player's animal token (the
board's own picture, `pieces.piece_pixmap`), the name (elided, never widening the panel), the
games won in this run of rematches (a star and a number, once somebody has won), and the square
the token stands on, large. The player whose turn it is has a highlighted card. The cards'
text size is the Play room's (`sizes.RoomSizes.card_px`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap
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
        return QSize(60, round(self.text_px * 1.7))

    def show_face(self, face: CardFace, picture: QPixmap, text_px: float) -> None:
        self.face, self.picture = face, picture
        if text_px != self.text_px:
            self.text_px = text_px
            self._fit()
        wins = "" if face.wins is None else self.tr(", %n win(s)", "", face.wins)
        self.setAccessibleName(
            spoken(self.tr("{name}: square {square}{wins}"), name=face.name, square=face.square, wins=wins)
        )
        self.setToolTip(self.accessibleName())
        self.update()

    def name_font(self) -> QFont:
        return card_font(self.text_px, bold=self.face.current)

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
        square_font = card_font(px * 1.1, bold=True)
        square_text = numbers.plain(face.square) + (f" ({face.hint})" if face.hint else "")
        painter.setFont(square_font)
        square_width = painter.fontMetrics().horizontalAdvance(square_text)
        painter.drawText(
            QRectF(right - square_width, rect.top(), square_width, rect.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            square_text,
        )
        right -= square_width + px * 0.4
        if face.wins is not None:
            wins_font = card_font(px * 0.8, bold=True)
            painter.setFont(wins_font)
            wins_text = f"★{face.wins}"
            width = painter.fontMetrics().horizontalAdvance(wins_text)
            painter.setPen(ink)
            painter.drawText(
                QRectF(right - width, rect.top(), width, rect.height()),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                wins_text,
            )
            right -= width + px * 0.4
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
