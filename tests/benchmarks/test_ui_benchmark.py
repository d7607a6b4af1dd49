"""Editing speed: one edit of a 20×20 board (undo command pushed → scene, matrix panel,
warnings and headline updated → viewport repainted), and a full-scene render of a 30×30 board
offscreen. Run with ``pytest tests/benchmarks/test_ui_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter

from helpers.boards import random_jumps
from helpers.keys import spin_until
from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.files.boards import BoardFile
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.shell.main_window import MainWindow


@pytest.fixture
def window(qapp, tmp_path):
    board = Board(20, 20, random_jumps(20, 40))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = MainWindow(
        BoardDocument(board, Rules()), settings=settings, autosave_dir=tmp_path / "a", autosave_ms=3_600_000
    )
    win.resize(1200, 860)
    win.show()
    spin_until(lambda: win.started)  # every panel there, as a moment after the first paint
    yield win
    win.document.undo_stack.setClean()
    win.close()
    win.deleteLater()


def test_edit_20x20_updates_every_view(benchmark, window, qapp) -> None:
    free = [
        s
        for s in range(2, 399)
        if s not in window.document.board.jumps and s not in window.document.board.jumps.values()
    ]
    pairs = iter([(a, b) for a, b in zip(free[::2], free[1::2]) if a != b])

    def edit():
        start, end = next(pairs)
        window.document.apply(window.document.board.with_jump(start, end), "bench")
        window.view.viewport().repaint()  # synchronous: the frame is painted before we return

    benchmark.pedantic(edit, rounds=40, iterations=1, warmup_rounds=2)
    board = window.document.board
    assert window.matrix_panel.text().count("-1") == board.size - len(board.jumps)
    assert window.solver_panel.headline.text() == f"Fewest throws: {solution(board, Rules()).min_rolls}"


@pytest.mark.parametrize("cached", [True, False], ids=["cached-as-on-screen", "uncached-as-export"])
def test_render_30x30_full_scene(benchmark, qapp, cached: bool) -> None:
    """The whole scene rendered offscreen into a 1000×1000 image: with the device caches a
    view uses (after the first frame), and without them, as export and print draw vectors."""
    scene = BoardScene(Board(30, 30, random_jumps(30, 60)), cached=cached)
    image = QImage(1000, 1000, QImage.Format.Format_ARGB32_Premultiplied)

    def render():
        image.fill(QColor("white"))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 1000, 1000), scene.sceneRect())
        painter.end()

    benchmark.pedantic(render, rounds=30, iterations=1, warmup_rounds=2)
    assert image.pixelColor(500, 500) != QColor("white")


@pytest.mark.parametrize("zoom", [1.0, 4.0])
def test_repaint_30x30_view(benchmark, qapp, zoom: float) -> None:
    """What a user sees on every frame: the 30×30 board repainted in a 1000×1000 view, from the
    items' device caches, fitted (zoom 1) or zoomed in 4× (numbers legible, part of the board
    in view); the target is a 16 ms frame."""
    from snl_desktop.ui.board.view import BoardView

    scene = BoardScene(Board(30, 30, random_jumps(30, 60)))
    view = BoardView(scene)
    view.resize(1000, 1000)
    view.show()
    qapp.processEvents()
    view.set_zoom(zoom)
    qapp.processEvents()
    benchmark.pedantic(view.viewport().repaint, rounds=30, iterations=1, warmup_rounds=2)
    assert view.viewport().grab().toImage().pixelColor(500, 500) != QColor("white")
    view.close()


def test_what_if_mouse_move_10x10(benchmark, window, qapp) -> None:
    """A mouse move while drawing a ladder on a 10×10 board with 20 jumps: the band follows and
    the what-if figures (fewest throws, expected turns, before → after) are worked out for the
    new position, as the event loop runs them; the target is a 16 ms frame."""
    from helpers.mouse import send_mouse

    board = Board(10, 10, random_jumps(10, 20))
    window.document.load(BoardFile(board), None)
    qapp.processEvents()
    free = [s for s in range(2, 99) if s not in board.jumps and s not in board.jumps.values()]
    targets = iter([t for t in free[1:] if t > free[0]] * 200)
    send_mouse(window, "press", free[0])

    def move() -> None:
        send_mouse(window, "move", next(targets))  # a new position each time: nothing cached
        window.what_if._cache.clear()
        qapp.processEvents()  # the band, then the what-if figures

    benchmark.pedantic(move, rounds=60, iterations=1, warmup_rounds=2)
    assert window.what_if.text.startswith("fewest ")
    send_mouse(window, "release", free[0])
