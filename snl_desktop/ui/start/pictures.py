"""The start screen's pictures, drawn with QPainter in the board's own colours (`theme`): a
pair of dice for Play, a ladder and a snake on a few squares for Design, a search tree spreading
level by level for Learn, and a plain board for a file that cannot be drawn. Each is drawn into
a square of any side, so it stays sharp at every text size and screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from ..board import theme

__all__ = ["PICTURES", "board_picture", "design_picture", "learn_picture", "picture", "play_picture", "plain_board"]

Painter = Callable[[QPainter, float], None]

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
    6: [(0.27, 0.24), (0.73, 0.24), (0.27, 0.5), (0.73, 0.5), (0.27, 0.76), (0.73, 0.76)],
}


def _die(painter: QPainter, centre: QPointF, side: float, angle: float, face: int) -> None:
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    box = QRectF(-side / 2, -side / 2, side, side)
    painter.setPen(QPen(theme.current().die_edge, side * 0.05))
    painter.setBrush(theme.current().die_face)
    painter.drawRoundedRect(box, side * 0.18, side * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.current().die_one if face == 1 else theme.current().die_pip)
    r = side * (0.12 if face == 1 else 0.085)
    for x, y in _PIPS[face]:
        painter.drawEllipse(QPointF(box.left() + x * side, box.top() + y * side), r, r)
    painter.restore()


def play_picture(painter: QPainter, side: float) -> None:
    """Two dice tumbling, a 6 and a 3, and a player's token beside them."""
    _die(painter, QPointF(side * 0.36, side * 0.42), side * 0.46, -14, 6)
    _die(painter, QPointF(side * 0.68, side * 0.66), side * 0.36, 18, 3)
    token = QColor(theme.TOKEN_COLOURS[1])
    painter.setPen(QPen(theme.current().token_ring, side * 0.035))
    painter.setBrush(token)
    painter.drawEllipse(QPointF(side * 0.8, side * 0.22), side * 0.1, side * 0.1)


def design_picture(painter: QPainter, side: float) -> None:
    """Nine squares with a ladder climbing across them and a snake sliding down."""
    cell = side * 0.29
    left = top = (side - 3 * cell) / 2
    painter.setPen(QPen(theme.current().tile_border, side * 0.012))
    for row in range(3):
        for col in range(3):
            painter.setBrush(theme.current().tile_light if (row + col) % 2 == 0 else theme.current().tile_dark)
            painter.drawRect(QRectF(left + col * cell, top + row * cell, cell, cell))
    a, b = QPointF(left + cell * 0.45, top + cell * 2.75), QPointF(left + cell * 1.55, top + cell * 0.25)
    normal = QPointF(b.y() - a.y(), a.x() - b.x())
    length = (normal.x() ** 2 + normal.y() ** 2) ** 0.5
    offset = QPointF(normal.x() / length, normal.y() / length) * (cell * 0.2)
    for k in range(1, 6):
        t = k / 6
        p = a + (b - a) * t
        painter.setPen(QPen(theme.current().ladder_outline, side * 0.04, c=Qt.PenCapStyle.RoundCap))
        painter.drawLine(p - offset, p + offset)
        painter.setPen(QPen(theme.current().ladder_rung, side * 0.022, c=Qt.PenCapStyle.RoundCap))
        painter.drawLine(p - offset, p + offset)
    for rail in (offset, -offset):
        painter.setPen(QPen(theme.current().ladder_outline, side * 0.05, c=Qt.PenCapStyle.RoundCap))
        painter.drawLine(a + rail, b + rail)
        painter.setPen(QPen(theme.current().ladder_rail, side * 0.03, c=Qt.PenCapStyle.RoundCap))
        painter.drawLine(a + rail, b + rail)
    path = QPainterPath(QPointF(left + cell * 2.5, top + cell * 0.3))
    path.cubicTo(
        QPointF(left + cell * 1.7, top + cell * 1.0),
        QPointF(left + cell * 3.1, top + cell * 1.7),
        QPointF(left + cell * 2.2, top + cell * 2.7),
    )
    snake = theme.snake_colour(0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(snake.darker(140), side * 0.075, c=Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    painter.setPen(QPen(snake, side * 0.05, c=Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    head = QPointF(left + cell * 2.5, top + cell * 0.3)
    painter.setPen(QPen(snake.darker(140), side * 0.012))
    painter.setBrush(snake)
    painter.drawEllipse(head, side * 0.055, side * 0.045)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.current().eye_white)
    for dx in (-0.022, 0.022):
        painter.drawEllipse(head + QPointF(side * dx, -side * 0.008), side * 0.014, side * 0.014)


def learn_picture(painter: QPainter, side: float) -> None:
    """A breadth-first search tree: each level a colour further along the search's ramp, the
    fewest throws' route drawn thick, the square being looked at ringed."""
    levels = [[0.5], [0.27, 0.73], [0.14, 0.38, 0.62, 0.86]]
    ys = [0.16, 0.48, 0.82]
    route = {(0, 0), (1, 1), (2, 2)}
    points = [[QPointF(x * side, ys[level] * side) for x in xs] for level, xs in enumerate(levels)]
    for level in (1, 2):
        for i, child in enumerate(points[level]):
            parent = points[level - 1][i // 2]
            on_route = (level, i) in route and (level - 1, i // 2) in route
            colour = theme.current().search_route if on_route else theme.current().graph_node_border
            painter.setPen(QPen(colour, side * (0.045 if on_route else 0.02), c=Qt.PenCapStyle.RoundCap))
            painter.drawLine(parent, child)
    radius = side * 0.085
    for level, row in enumerate(points):
        for point in row:
            painter.setPen(QPen(theme.current().graph_node_border, side * 0.015))
            painter.setBrush(theme.current().search_ramp[level * 2])
            painter.drawEllipse(point, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.current().search_current, side * 0.03))
    painter.drawEllipse(points[2][2], radius * 1.35, radius * 1.35)


def plain_board(painter: QPainter, side: float) -> None:
    """A plain board: a five-by-five chequer with its start and goal squares."""
    cell = side * 0.84 / 5
    left = top = (side - 5 * cell) / 2
    painter.setPen(QPen(theme.current().tile_border, side * 0.01))
    for row in range(5):
        for col in range(5):
            fill = theme.current().tile_light if (row + col) % 2 == 0 else theme.current().tile_dark
            if (row, col) == (4, 0):
                fill = theme.current().start_tile
            elif (row, col) == (0, 0):
                fill = theme.current().goal_tile
            painter.setBrush(fill)
            painter.drawRect(QRectF(left + col * cell, top + row * cell, cell, cell))


PICTURES: dict[str, Painter] = {"play": play_picture, "design": design_picture, "learn": learn_picture}
"""Each room's picture on the start screen, by the room's value."""


def picture(draw: Painter, side: int, ratio: float = 1.0) -> QPixmap:
    """``draw`` in a transparent square pixmap ``side`` device-independent pixels a side, sharp
    on a screen of device pixel ``ratio``."""
    pixels = max(1, round(side * ratio))
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(painter, float(pixels))
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def board_picture(side: int) -> QImage:
    """`plain_board` as an image ``side`` pixels a side, on white (a thumbnail's stand-in)."""
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(theme.current().paper)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plain_board(painter, float(side))
    finally:
        painter.end()
    return image
