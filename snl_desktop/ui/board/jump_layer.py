"""Dense boards: every snake, ladder and warning in one item, drawn at the detail the view's
scale allows, instead of an item (with its own cached picture) per jump.

A board with more than 300 jumps, or more than 200×200 squares, is dense (`board_scene.is_dense`):
a 1000×1000 board may hold 100 000 jumps, and an item each would take minutes and gigabytes.
The layer keeps the jumps in numpy arrays and draws:

- where a square is smaller than `LINE_PIXELS` on screen, or more than `MAX_LINES` jumps are
  in view (lines would only be noise, and slow): one picture of the board with a pixel per
  square, coloured where a ladder or a snake starts (and amber where a warning is);
- else a line per jump in view (ladders brown, snakes in their colours, a dot on the start),
  with the warnings as small amber dots.

It also answers the editor's questions a per-jump item would: which jump is under the mouse,
which end is near it, which jumps lie in a rubber band; and it draws the selection."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.squares import label_positions
from . import theme
from .geometry import BoardGeometry, painted_area

LINE_PIXELS = 6.0
"""Squares smaller than this on screen: the board as a picture (lines would only be noise)."""
MAX_LINES = 5_000


def _cosmetic(colour: QColor, pixels: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    """A pen ``pixels`` wide on screen whatever the zoom, with round ends (a round dot for
    points); or ``cap``."""
    pen = QPen(colour, pixels, Qt.PenStyle.SolidLine, cap)
    pen.setCosmetic(True)
    return pen


def _line_width(pixels: float) -> float:
    """A jump's line on squares ``pixels`` wide, in pixels (a cosmetic pen)."""
    return max(1.0, pixels * 0.08)


def _argb(colour: QColor) -> int:
    return colour.rgba() & 0xFFFFFFFF


class JumpLayer(QGraphicsItem):
    """The jumps and warnings of a dense board (see the module's description). The jumps are
    kept as ``end[square]`` (0: no jump), so that an edit changes one entry and one pixel."""

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setZValue(theme.Z_LADDER)
        n = geometry.rows * geometry.cols
        self.jumps: Mapping[int, int] = {}
        self.warnings: np.ndarray = np.zeros(0, dtype=np.int64)
        self.selected: set[int] = set()
        self.faded: int | None = None  # the jump whose end is being dragged
        self._end = np.zeros(n + 1, dtype=np.int64)
        squares = np.arange(n + 1, dtype=np.int64)
        squares[0] = 1  # square 0 (off the board): on square 1's row, moved left of it below
        self._row, self._col = label_positions(geometry.rows, geometry.cols, squares)
        self._cx = (self._col + 0.5) * geometry.square
        self._cy = (self._row + 0.5) * geometry.square
        self._cx[0] -= geometry.square * 1.05
        self._palette = theme.current()  # the colours of the picture's pixels
        self._pixels = np.full((geometry.rows, geometry.cols), _argb(self._palette.tile_light), dtype=np.uint32)
        self._image = QImage(
            self._pixels.data, geometry.cols, geometry.rows, geometry.cols * 4, QImage.Format.Format_ARGB32
        )
        self._arrays: tuple[np.ndarray, ...] | None = None

    # -- the model ------------------------------------------------------------------------------

    def set_jumps(self, jumps: Mapping[int, int], changed: Iterable[int] | None = None) -> None:
        """Show ``jumps``; ``changed`` lists the squares whose jump differs from those shown
        (None: all of them may)."""
        self.jumps = jumps
        if changed is None:
            self._end[:] = 0
            starts = np.fromiter(jumps.keys(), dtype=np.int64, count=len(jumps))
            self._end[starts] = np.fromiter(jumps.values(), dtype=np.int64, count=len(jumps))
            squares = np.arange(1, len(self._end), dtype=np.int64)
        else:
            squares = np.fromiter(changed, dtype=np.int64)
            self._end[squares] = [jumps.get(int(square), 0) for square in squares]
        self._repaint_squares(squares)
        self.selected = {start for start in self.selected if start in jumps}  # (not a set of 100 000 starts)
        self._arrays = None
        self.update()

    def set_warnings(self, squares: Iterable[int]) -> None:
        old = self.warnings
        self.warnings = np.unique(np.fromiter((s for s in squares if s >= 1), dtype=np.int64))
        self._repaint_squares(np.concatenate((old, self.warnings)))
        self.update()

    def _repaint_squares(self, squares: np.ndarray) -> None:
        """The picture's pixels of ``squares``: a warning amber, a ladder's start brown, a
        snake's head red, else the tile."""
        squares = squares[(squares >= 1) & (squares < len(self._end))]
        ends = self._end[squares]
        colours = self._palette
        colour = np.where(
            ends == 0,
            _argb(colours.tile_light),
            np.where(ends > squares, _argb(colours.ladder_rail), _argb(theme.SNAKE_COLOURS[1])),
        )
        warned = np.isin(squares, self.warnings)
        colour = np.where(warned, _argb(colours.warning), colour).astype(np.uint32)
        self._pixels[self._row[squares], self._col[squares]] = colour

    def arrays(self) -> tuple[np.ndarray, ...]:
        """starts, ends, x0, y0, x1, y1 of every jump (gathered again after an edit)."""
        if self._arrays is None:
            starts = np.flatnonzero(self._end)
            ends = self._end[starts]
            self._arrays = (starts, ends, self._cx[starts], self._cy[starts], self._cx[ends], self._cy[ends])
        return self._arrays

    # -- drawing --------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        pad = self.geometry.square * 0.2
        return self.geometry.rect.adjusted(-pad, -pad, pad, pad)

    def _in_view(self, area: QRectF) -> np.ndarray:
        """Indices of the jumps whose bounding box meets ``area``."""
        _s, _e, x0, y0, x1, y1 = self.arrays()
        return np.flatnonzero(
            (np.minimum(x0, x1) <= area.right())
            & (np.maximum(x0, x1) >= area.left())
            & (np.minimum(y0, y1) <= area.bottom())
            & (np.maximum(y0, y1) >= area.top())
        )

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self.geometry
        pixels = g.square * option.levelOfDetailFromTransform(painter.worldTransform())
        area = option.exposedRect
        shown = self._in_view(area) if pixels >= LINE_PIXELS else None  # what chooses the look
        if shown is None or len(shown) > MAX_LINES:
            if self._palette is not theme.current():  # the theme changed: every pixel in its colours
                self._palette = theme.current()
                self._pixels[:] = _argb(self._palette.tile_light)
                self._repaint_squares(np.arange(1, len(self._end), dtype=np.int64))
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)  # a pixel per square, sharp
            painter.drawImage(g.rect, self._image)
        else:
            in_view = len(shown)
            drawn = painted_area(painter, area)
            if drawn != area:  # a band of a large picture: the lines across it, and dots reaching into it
                reach = (1.5 * _line_width(pixels) + 2) * g.square / pixels
                shown = self._in_view(drawn.adjusted(-reach, -reach, reach, reach))
            self._paint_lines(painter, shown, pixels, in_view)
        self._paint_selection(painter)

    def _paint_lines(self, painter: QPainter, shown: np.ndarray, pixels: float, in_view: int) -> None:
        """The lines of the jumps ``shown``, of ``in_view`` in the item's exposed part (which
        chooses whether they are antialiased: the same in every band of a large picture)."""
        s = self.geometry.square
        starts, ends, x0, y0, x1, y1 = self.arrays()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, in_view <= 2000)
        width = _line_width(pixels)
        groups: dict[int, list[QLineF]] = {}
        dots: dict[int, list[QPointF]] = {}
        tips: dict[int, list[QPointF]] = {}
        palette = [theme.current().ladder_rail, *theme.SNAKE_COLOURS]
        for i in shown.tolist():
            start = int(starts[i])
            if start == self.faded:
                continue
            colour = 0 if ends[i] > start else 1 + start % len(theme.SNAKE_COLOURS)
            groups.setdefault(colour, []).append(QLineF(x0[i], y0[i], x1[i], y1[i]))
            dots.setdefault(colour, []).append(QPointF(x0[i], y0[i]))
            tips.setdefault(colour, []).append(QPointF(x1[i], y1[i]))
        for colour, lines in sorted(groups.items()):  # wood first, then the snakes' colours: in every band
            # Flat ends, then a round dot on each end: the same round-ended line, but a line wider
            # than a pixel with round caps is stroked as a curved outline, antialiased at 30× the
            # cost (a 200×200 board at 8000 pixels took minutes); a flat-ended one is not.
            painter.setPen(_cosmetic(palette[colour], width, Qt.PenCapStyle.FlatCap))
            painter.drawLines(lines)
            painter.setPen(_cosmetic(palette[colour], width))
            painter.drawPoints(tips[colour])
            painter.setPen(_cosmetic(palette[colour], width * 3))
            painter.drawPoints(dots[colour])
        if 0 < len(self.warnings) <= MAX_LINES:
            wx, wy = self._cx[self.warnings], self._cy[self.warnings]
            painter.setPen(_cosmetic(theme.current().warning, max(3.0, pixels * 0.2)))
            painter.drawPoints([QPointF(x + s * 0.3, y - s * 0.3) for x, y in zip(wx.tolist(), wy.tolist())])

    def _paint_selection(self, painter: QPainter) -> None:
        if not self.selected:
            return
        s = self.geometry.square
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for start in self.selected:
            end = self.jumps[start]
            a, b = self.geometry.centre(start), self.geometry.centre(end)
            colours = theme.current()
            painter.setPen(QPen(colours.selection, s * 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(a, b)
            painter.setPen(QPen(colours.rim, theme.width(s * 0.03)))
            painter.setBrush(colours.selection)
            for point in (a, b):
                painter.drawEllipse(point, s * 0.15, s * 0.15)

    # -- what the editor asks ----------------------------------------------------------------------

    def jump_near(self, pos: QPointF, reach: float) -> int | None:
        """The start of the jump whose line passes nearest ``pos``, within ``reach``."""
        if not self.jumps:
            return None
        starts, _e, x0, y0, x1, y1 = self.arrays()
        dx, dy = x1 - x0, y1 - y0
        length2 = np.maximum(dx * dx + dy * dy, 1e-9)
        t = np.clip(((pos.x() - x0) * dx + (pos.y() - y0) * dy) / length2, 0.0, 1.0)
        distance = np.hypot(x0 + t * dx - pos.x(), y0 + t * dy - pos.y())
        best = int(np.argmin(distance))
        return int(starts[best]) if distance[best] <= reach else None

    def end_near(self, pos: QPointF, reach: float) -> tuple[int, bool] | None:
        """The jump with an end within ``reach`` of ``pos`` (selected jumps first): its start and
        whether that end is the start."""
        if not self.jumps:
            return None
        starts, _e, x0, y0, x1, y1 = self.arrays()
        near_start = np.hypot(x0 - pos.x(), y0 - pos.y())
        near_end = np.hypot(x1 - pos.x(), y1 - pos.y())
        for chosen in (np.isin(starts, list(self.selected)) if self.selected else None, None):
            for distances, is_start in ((near_start, True), (near_end, False)):
                d = distances if chosen is None else np.where(chosen, distances, np.inf)
                best = int(np.argmin(d))
                if d[best] <= reach:
                    return int(starts[best]), is_start
        return None

    def jumps_in(self, area: QRectF) -> set[int]:
        """The jumps with both ends inside ``area`` (a rubber band)."""
        if not self.jumps:
            return set()
        starts, _e, x0, y0, x1, y1 = self.arrays()
        inside = (
            (x0 >= area.left())
            & (x0 <= area.right())
            & (y0 >= area.top())
            & (y0 <= area.bottom())
            & (x1 >= area.left())
            & (x1 <= area.right())
            & (y1 >= area.top())
            & (y1 <= area.bottom())
        )
        return set(starts[inside].tolist())
