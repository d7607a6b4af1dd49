"""The square numbers, and the START and GOAL words, each on a small plate in its tile's colour
(above the snakes and ladders, under the snakes' heads and the tokens). The numbers are written
in the language's digits (Egyptian Arabic's ٠١٢…), as every sentence about them is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...words import numbers as said_numbers
from . import theme
from .geometry import BoardGeometry, painted_area

MIN_NUMBER_PIXELS = 12
"""Squares smaller than this on screen are drawn without their numbers."""
PLATE_SQUARES = 2
"""The most squares a number's plate reaches right of its own (five digits at Huge Text)."""


class NumbersItem(QGraphicsItem):
    """The square numbers, START and GOAL, drawn above the snakes and ladders on small plates in
    the tile's colour, so that every number stays legible whatever crosses its square."""

    def __init__(self, geometry: BoardGeometry, off_board: bool = False) -> None:
        super().__init__()
        self.geometry = geometry
        self.off_board = off_board
        self.set_text_scale(1.0)

    def set_text_scale(self, factor: float) -> None:
        """Numbers ``factor`` times their usual size (Large Text), up to half a square high."""
        s = self.geometry.square
        self.text_scale = factor
        self._number_font = theme.bold_font(s * min(0.27 * factor, 0.42))
        self._tag_font = tag_font(s, factor)
        self._digit_width = QFontMetricsF(self._number_font).horizontalAdvance(said_numbers.digits().toString(8))
        self.update()

    def boundingRect(self) -> QRectF:
        rect = self.geometry.rect
        if self.off_board:
            rect = rect.united(self.geometry.square_rect(0))
        return rect.adjusted(-2, -2, 2, 2)

    def plate(self, label: int) -> QRectF:
        """The plate of square ``label``'s number, in the square's top left corner."""
        s = self.geometry.square
        pad = s * 0.05
        corner = self.geometry.square_rect(label).topLeft() + QPointF(pad, pad)
        height = s * min(0.3 * self.text_scale, 0.46)
        return QRectF(corner, QSizeF(self._digit_width * len(str(label)) + s * 0.08, height))

    def _plate_colour(self, label: int, n: int) -> QColor:
        x, y = self.geometry.square_rect(label).topLeft().toTuple()
        s = self.geometry.square
        return plate_colour(label, n, self.off_board, (round(x / s) + round(y / s)) % 2 == 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self.geometry
        s = g.square
        n = g.rows * g.cols
        if s * option.levelOfDetailFromTransform(painter.worldTransform()) < MIN_NUMBER_PIXELS:
            return  # too small on screen to read: the tiles alone (a 1000×1000 board stays fast)
        painter.setFont(self._number_font)
        ink = theme.current().number
        digits = said_numbers.digits()  # (one locale for all the squares: a 100×100 board stays fast)
        area = painted_area(painter, option.exposedRect)
        shown = range(1, n + 1) if area.contains(g.rect) else g.labels_in(area, left=PLATE_SQUARES)
        for label in shown:
            text = digits.toString(label)
            plate = self.plate(label)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._plate_colour(label, n))
            painter.drawRoundedRect(plate, s * 0.05, s * 0.05)
            painter.setPen(ink)
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, text)
        painter.setFont(self._tag_font)
        for label, (tag, plate) in tag_plates(g, self.off_board, self.text_scale).items():
            painter.setPen(Qt.PenStyle.NoPen)  # on a plate too: never hidden under a snake or ladder
            painter.setBrush(self._plate_colour(label, n) if label else QColor(theme.current().start_tile))
            painter.drawRoundedRect(plate, s * 0.04, s * 0.04)
            painter.setPen(ink)
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, tag)


def plate_colour(label: int, last: int, off_board: bool, light: bool) -> QColor:
    """The plate under square ``label``'s number (of ``last`` squares; ``light``: the square
    has a light tile): its tile's colour — START's and GOAL's on those squares — as opaque as
    the theme's `plate_alpha` (the art faintly shows through in Standard, not in High contrast)."""
    colours = theme.current()
    if label == 1 and not off_board:
        colour = QColor(colours.start_tile)
    elif label == last:
        colour = QColor(colours.goal_tile)
    else:
        colour = QColor(colours.tile_light if light else colours.tile_dark)
    colour.setAlphaF(colours.plate_alpha)
    return colour


def tag_font(square: float, text_scale: float) -> QFont:
    """The font of the START and GOAL words at Text Size ``text_scale``."""
    return theme.bold_font(square * min(0.17 * text_scale, 0.22))


def tag_plates(geometry: BoardGeometry, off_board: bool, text_scale: float) -> dict[int, tuple[str, QRectF]]:
    """The START and GOAL words and their plates, at the bottom of their squares: square →
    (word, plate). Tokens keep off these plates (`play.tokens`)."""
    s = geometry.square
    pad = s * 0.05
    metrics = QFontMetricsF(tag_font(s, text_scale))
    plates = {}
    start_tag = QCoreApplication.translate("BoardPicture", "START")
    goal_tag = QCoreApplication.translate("BoardPicture", "GOAL")
    for label, tag in ((0 if off_board else 1, start_tag), (geometry.rows * geometry.cols, goal_tag)):
        rect = geometry.square_rect(label).adjusted(pad, 0, -pad, -pad)
        plate = metrics.boundingRect(rect, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), tag)
        plates[label] = (tag, plate.adjusted(-s * 0.03, 0, s * 0.03, 0))
    return plates
