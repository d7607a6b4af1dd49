"""A shelf of the start screen: a heading and a row of thumbnails (the recent boards, or the
unfinished games), or, when it has none, a short sentence saying what will appear there.

A thumbnail is each file's board drawn small (`ui/board/render.scene_image` on a `BoardScene`)
with the board's name under it and, for a game, each player's token on its square (drawn larger
than on the board, so that the animals and colours show at a thumbnail's size) and its players,
whose turn it is and when it was last played under it. The pictures are never
drawn before the start screen's first paint: items show their words at once, and `Thumbnails`
draws one picture each time the event loop is free, keeping every picture drawn (by file, board
and rules) for the next time the screen is shown. Double-click or Enter on a thumbnail emits its
path (`chosen`)."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsItem,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ..board import theme
from ..board.geometry import BoardGeometry
from ..board.piece import Piece
from .items import PlacedPiece, StartItem, read_item
from .pictures import board_picture

__all__ = ["THUMBNAIL_PIXELS", "Shelf", "Thumbnails"]

THUMBNAIL_PIXELS = 256
"""Each picture is drawn once at this side and scaled down to the shelf's icon size."""
MAX_CACHED = 64
MAX_DRAWN_SQUARES = 100 * 100
"""Larger boards get the plain picture: their squares would be specks at a thumbnail's size."""
PATH_ROLE = Qt.ItemDataRole.UserRole
_cache: OrderedDict[tuple[object, ...], QImage] = OrderedDict()


def _key(item: StartItem) -> tuple[object, ...]:
    if item.board is not None:
        return (str(item.path), item.board, item.rules, item.pieces)
    try:
        stat = item.path.stat()
        return (str(item.path), stat.st_mtime_ns, stat.st_size)
    except OSError:
        return (str(item.path), None)


def thumbnail(item: StartItem) -> QImage:
    """``item``'s board drawn ``THUMBNAIL_PIXELS`` a side (its file read if the item has no
    board; the plain board when it cannot be read or is too large to be seen), cached."""
    key = (theme.current(), *_key(item))  # drawn in the theme's colours
    image = _cache.get(key)
    if image is not None:
        _cache.move_to_end(key)
        return image
    board, rules = item.board, item.rules
    if board is None:
        found = read_item(item.path)
        board, rules = found.board, found.rules
    if board is None or board.size > MAX_DRAWN_SQUARES:
        image = board_picture(THUMBNAIL_PIXELS)
    else:
        from ..board.render import scene_image  # after the first paint: not a start-up cost
        from ..board.scene import BoardScene

        scene = BoardScene(board, rules, cached=False, vector=False)
        for mark in _piece_marks(scene.geometry, item.pieces):
            scene.addItem(mark)
        image = scene_image(scene, THUMBNAIL_PIXELS)
    _cache[key] = image
    while len(_cache) > MAX_CACHED:
        _cache.popitem(last=False)
    return image


PIECE_SQUARES = 0.8
"""A token's radius on a game's picture, in squares of a 10-square-wide board (larger on larger
boards): bigger than on the board itself, so that its animal and colour read at a thumbnail's size."""


class _PieceMark(QGraphicsItem):
    """A player's token on a game's picture (no badge: the names are under the picture)."""

    def __init__(self, piece: Piece, centre: QPointF, radius: float) -> None:
        super().__init__()
        self.piece = piece
        self.radius = radius
        self.setPos(centre)
        self.setZValue(theme.Z_TOKEN)

    def boundingRect(self) -> QRectF:
        r = self.radius
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from ..board.pieces import paint_piece  # the animals' SVGs: only once a game's picture is drawn

        paint_piece(painter, Piece(self.piece.animal, self.piece.colour, ""), QPointF(0, 0), self.radius)


def _piece_marks(geometry: BoardGeometry, pieces: Sequence[PlacedPiece]) -> list[_PieceMark]:
    """The tokens of a game's picture: each on its square (square 0, off the board, shown on
    square 1), several on one square fanned round its centre, the first player's on top."""
    if not pieces:
        return []
    radius = geometry.square * PIECE_SQUARES * max(1.0, max(geometry.cols, geometry.rows) / 10)
    by_square: dict[int, list[PlacedPiece]] = {}
    for placed in pieces:
        by_square.setdefault(max(1, placed.square), []).append(placed)
    marks: list[_PieceMark] = []
    for square, here in by_square.items():
        centre = geometry.centre(square)
        spread = 0.0 if len(here) == 1 else radius * 0.75
        for i, placed in enumerate(here):
            angle = 2 * math.pi * i / len(here) - math.pi / 2
            point = centre + QPointF(math.cos(angle), math.sin(angle)) * spread
            mark = _PieceMark(placed.piece, point, radius if len(here) == 1 else radius * 0.8)
            mark.setZValue(theme.Z_TOKEN + (len(pieces) - i) * 0.001)
            marks.append(mark)
    return marks


class Thumbnails(QObject):
    """Draws the pictures of the items queued, one each time the event loop is free, once
    `start` has been called (after the first paint). ``done`` when the queue is empty."""

    done = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: list[tuple[QListWidgetItem, StartItem]] = []
        self._started = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._draw_one)

    @property
    def pending(self) -> int:
        return len(self._queue)

    def queue(self, items: Sequence[tuple[QListWidgetItem, StartItem]]) -> None:
        self._queue.extend(items)
        if self._started:
            self._timer.start()

    def forget(self, items: Sequence[QListWidgetItem]) -> None:
        """Drop the queued pictures of ``items`` (about to be removed from their list)."""
        gone = {id(item) for item in items}
        self._queue = [entry for entry in self._queue if id(entry[0]) not in gone]

    def start(self) -> None:
        """Begin drawing (the screen has been painted once)."""
        self._started = True
        if self._queue:
            self._timer.start()

    def _draw_one(self) -> None:
        if not self._queue:
            return
        list_item, item = self._queue.pop(0)
        list_item.setIcon(QIcon(QPixmap.fromImage(thumbnail(item))))
        if self._queue:
            self._timer.start()
        else:
            self.done.emit()


class Shelf(QWidget):
    """A heading, then the thumbnails of ``show_items`` in one row (scrolling sideways when
    they do not fit), or the ``empty`` sentence when there are none."""

    chosen = Signal(Path)

    def __init__(self, heading: str, empty: str, name: str, thumbnails: Thumbnails, parent: QWidget | None = None):
        super().__init__(parent)
        self.thumbnails = thumbnails
        self.heading = QLabel(heading)
        self.heading.setWordWrap(True)
        self.empty = QLabel(empty)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.list = QListWidget()
        self.list.setAccessibleName(name)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setFlow(QListView.Flow.LeftToRight)
        self.list.setWrapping(False)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setDragEnabled(False)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setFrameShape(QFrame.Shape.NoFrame)
        self.list.activated.connect(self._activated)  # Enter, and a double-click (as the platform opens items)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        layout.addStretch(1)
        self._details = False
        self.show_items([])

    def show_items(self, items: Sequence[StartItem]) -> None:
        """List ``items`` (their pictures follow when the event loop is free)."""
        old = [self.list.item(i) for i in range(self.list.count())]
        self.thumbnails.forget(old)
        self.list.clear()
        queued = []
        for item in items:
            text = item.title if not item.detail else f"{item.title}\n{item.detail}"
            entry = QListWidgetItem(text)
            entry.setData(PATH_ROLE, str(item.path))
            entry.setToolTip(str(item.path))
            entry.setData(Qt.ItemDataRole.AccessibleTextRole, " — ".join(p for p in (item.title, item.detail) if p))
            entry.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.list.addItem(entry)
            queued.append((entry, item))
        self._details = any(item.detail for item in items)
        self.thumbnails.queue(queued)
        self.list.setVisible(bool(items))
        self.empty.setVisible(not items)
        self.list.setFocusPolicy(Qt.FocusPolicy.StrongFocus if items else Qt.FocusPolicy.NoFocus)
        if items:  # Enter opens the first at once; nothing looks chosen until the arrows move
            self.list.selectionModel().setCurrentIndex(
                self.list.model().index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )
        self._fit_list()

    def set_sizes(self, heading: QFont, text: QFont, side: int) -> None:
        """The heading's and the items' fonts (the empty sentence's too) and the icons' side."""
        self.heading.setFont(heading)
        self.empty.setFont(text)
        self.list.setFont(text)
        self.list.setIconSize(QSize(side, side))
        self._fit_list()

    def _fit_list(self) -> None:
        """Each cell the icon and every line of its words (none cut short); the list one row
        high, with room for the sideways scroll bar."""
        side = self.list.iconSize().width()
        metrics = self.list.fontMetrics()
        line = metrics.lineSpacing()
        width = max(side + line * 2, round(line * (12 if self._details else 9)))
        words = width - line // 2
        lines = 2
        for i in range(self.list.count()):
            text = self.list.item(i).text()
            needed = sum(
                metrics.boundingRect(QRect(0, 0, words, 100_000), int(Qt.TextFlag.TextWordWrap), part).height() // line
                for part in text.split("\n")
            )
            lines = max(lines, min(needed, 8))
        height = side + line * lines + line // 2
        self.list.setGridSize(QSize(width, height))
        bar = self.list.horizontalScrollBar().sizeHint().height()
        self.list.setFixedHeight(height + bar + 2 * self.list.frameWidth())

    def _activated(self, index: QModelIndex) -> None:
        path = index.data(PATH_ROLE)
        if path:
            self.chosen.emit(Path(path))
