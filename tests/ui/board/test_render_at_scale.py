"""Large pictures of a board: ``render --size 8000`` of a 200×200 board took 180 s and an A4 page
at 600 dpi 68 s (2 s at 300 dpi): lines wider than a pixel were stroked with round caps, which
Qt antialiases as curved outlines at many times the cost. They are drawn flat-ended with a round
dot on each end (the same shape), and a large picture is drawn in bands that tell the progress
(on a terminal, in the window's progress dialog), each band drawing only what falls in it. The
work is counted here (pens, texts drawn, steps), not timed."""

from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from snl_desktop.core import Board
from snl_desktop.presets import load_preset
from snl_desktop.ui.board import render
from snl_desktop.ui.board.render import ExportCancelled, export_board, scene_image
from snl_desktop.ui.board.scene import BoardScene, is_dense

CLASSIC = load_preset("classic").board


def dense_board(side: int = 40, jumps: int = 400, seed: int = 5) -> Board:
    rnd = random.Random(seed)
    n = side * side
    board = Board(side, side, {s: rnd.randint(1, n - 1) for s in rnd.sample(range(2, n), jumps)})
    assert is_dense(board)
    return board


class RecordingPainter(QPainter):
    """A painter on an image that keeps the pen of every line and point it draws."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.lines: list[tuple[QPen, list[tuple[QPointF, QPointF]]]] = []
        self.points: list[tuple[QPen, list[QPointF]]] = []

    def drawLines(self, lines) -> None:  # Qt's name
        self.lines.append((QPen(self.pen()), [(line.p1(), line.p2()) for line in lines]))
        super().drawLines(lines)

    def drawPoints(self, points) -> None:
        self.points.append((QPen(self.pen()), list(points)))
        super().drawPoints(points)


def painted(item, pixels_a_square: float) -> RecordingPainter:
    """``item`` painted as on a picture whose squares are ``pixels_a_square`` wide."""
    image = QImage(2000, 2000, QImage.Format.Format_RGB32)
    painter = RecordingPainter(image)
    scale = pixels_a_square / item.geometry.square
    painter.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = item.boundingRect()
    item.paint(painter, option, None)
    painter.end()
    return painter


def assert_round_ended_without_round_caps(painter: RecordingPainter) -> None:
    """Every line wider than a pixel is flat-ended, and each of its ends has a round dot as wide
    (or wider) of its colour: the round-ended line, without Qt's slow round caps."""
    assert painter.lines
    for pen, lines in painter.lines:
        wide = pen.widthF() * (1 if pen.isCosmetic() else painter.transform().m11()) > 1
        if not wide:
            continue
        assert pen.capStyle() == Qt.PenCapStyle.FlatCap, "a wide line stroked with round caps"
        dots = {
            (round(p.x(), 3), round(p.y(), 3))
            for dot_pen, points in painter.points
            if dot_pen.color() == pen.color()
            and dot_pen.capStyle() == Qt.PenCapStyle.RoundCap
            and dot_pen.widthF() >= pen.widthF()
            for p in points
        }
        for a, b in lines:
            assert {(round(a.x(), 3), round(a.y(), 3)), (round(b.x(), 3), round(b.y(), 3))} <= dots


def test_a_dense_boards_lines_are_round_ended_without_round_caps(app) -> None:
    scene = BoardScene(dense_board(), cached=False, vector=False)
    layer = scene._layer
    assert layer is not None
    assert_round_ended_without_round_caps(painted(layer, 40))  # 3.2-pixel lines, antialiased


def test_a_ladders_rails_and_rungs_are_round_ended_without_round_caps(app) -> None:
    scene = BoardScene(CLASSIC, cached=False, vector=False)
    ladder = next(start for start, end in CLASSIC.jumps.items() if end > start)
    assert_round_ended_without_round_caps(painted(scene.jump_item(ladder), 60))


def pixels(image: QImage) -> np.ndarray:
    img = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(img.constBits(), dtype=np.uint8).reshape(img.height(), img.bytesPerLine())
    return raw[:, : img.width() * 4].astype(int).copy()


def same_within_a_shade(a: np.ndarray, b: np.ndarray) -> bool:
    """The same picture: where a clip meets the tiles' texture or an antialiased edge, a pixel
    may differ by a shade, never more."""
    difference = np.abs(a - b)
    return a.shape == b.shape and difference.max() <= 40 and difference.mean() < 1.0


@pytest.mark.parametrize(("board", "size"), [(dense_board(), 1500), (CLASSIC, 900)], ids=["dense", "classic"])
def test_a_picture_drawn_in_bands_is_the_picture_drawn_whole(app, monkeypatch, board, size) -> None:
    whole = pixels(scene_image(BoardScene(board, cached=False, vector=False), size, "Title", "caption"))
    monkeypatch.setattr(render, "BAND_PIXELS", size * size // 9)
    banded = pixels(scene_image(BoardScene(board, cached=False, vector=False), size, "Title", "caption"))
    assert same_within_a_shade(whole, banded)


def test_each_band_draws_only_the_numbers_in_it(app, monkeypatch) -> None:
    """A band draws the plates of its own squares: 9 bands draw the numbers about once, not 9
    times (the work of a large picture is that of drawing it whole)."""
    drawn = [0]
    real = QPainter.drawText

    def counted(self, *args):
        drawn[0] += 1
        return real(self, *args)

    monkeypatch.setattr(QPainter, "drawText", counted)
    board = Board(40, 40)
    scene_image(BoardScene(board, cached=False, vector=False), 1200)  # 30-pixel squares: numbered
    whole = drawn[0]
    assert whole >= board.size
    monkeypatch.setattr(render, "BAND_PIXELS", 1200 * 1200 // 9)
    drawn[0] = 0
    scene_image(BoardScene(board, cached=False, vector=False), 1200)
    assert whole <= drawn[0] <= 1.3 * whole


def test_an_export_tells_its_steps_and_a_cancelled_one_writes_nothing(app, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(render, "BAND_PIXELS", 400_000)
    steps: list[tuple[int, int]] = []
    out = tmp_path / "board.png"
    export_board(CLASSIC, out, size=2000, progress=lambda done, total: steps.append((done, total)) or True)
    total = steps[-1][1]
    assert steps[-1] == (total, total) and len(steps) >= 10  # the bands, then the PNG
    assert [done for done, _ in steps] == sorted(done for done, _ in steps) and {t for _, t in steps} == {total}
    out.write_bytes(b"the old file")
    with pytest.raises(ExportCancelled):
        export_board(CLASSIC, out, size=2000, progress=lambda done, _total: done < 3)
    assert out.read_bytes() == b"the old file"


def test_a_page_at_600_dpi_is_drawn_in_bands_with_its_rules_and_marks(app, monkeypatch, tmp_path) -> None:
    """A page's own clip (its printable area) is within the band's: the margins stay paper."""
    from snl_desktop.core.paper import PAPERS, PageSetup

    page = PageSetup(PAPERS["a4"], "portrait", crop_marks=True, bleed=3.0)
    whole = render.export_bytes(dense_board(), "png", size=1000, dpi=150, page=page, caption="rules")
    monkeypatch.setattr(render, "BAND_PIXELS", 200_000)
    banded = render.export_bytes(dense_board(), "png", size=1000, dpi=150, page=page, caption="rules")
    a, b = (pixels(QImage.fromData(data)) for data in (whole, banded))
    assert same_within_a_shade(a, b)
    assert QColor(QImage.fromData(banded).pixel(5, 5)) == QColor(QImage.fromData(whole).pixel(5, 5))


def test_the_flat_ended_lines_cover_what_the_round_capped_ones_did(app) -> None:
    """Flat ends and round dots are the round-capped line, pixel for pixel but for a shade."""
    image = {}
    for name in ("round", "flat"):
        img = QImage(200, 200, QImage.Format.Format_RGB32)
        img.fill(QColor("white"))
        painter = QPainter(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("#8b5a2b"), 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        a, b = QPointF(20.3, 30.7), QPointF(170.2, 150.9)
        if name == "flat":
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(a, b)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPoints([a, b])
        else:
            painter.setPen(pen)
            painter.drawLine(a, b)
        painter.end()
        image[name] = pixels(img)
    difference = np.abs(image["round"] - image["flat"])
    assert difference.max() <= 64 and (difference > 8).sum() <= 40
