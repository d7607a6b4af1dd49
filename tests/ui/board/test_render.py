"""Drawing a board without a window: the image has the theme's colours and the asked size;
export to PNG, SVG and PDF; the ``--screenshot`` and ``render`` commands."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from snl_desktop.core import Board
from snl_desktop.core.files import safe_io
from snl_desktop.core.files.boards import save_board
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.render import MAX_VECTOR_SQUARES, ExportError, export_board, render_image
from snl_desktop.ui.board.scene import BoardScene

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13})  # two ladders, two snakes


def snake_colour(board: Board, head: int) -> QColor:
    """The body colour the app gives the snake whose head is on ``head``."""
    return QColor(BoardScene(board).jump_item(head).colour)


def rgb(image: QImage) -> np.ndarray:
    """The image's pixels as an (height, width, 3) array of ints (red, green, blue)."""
    img = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(img.constBits(), dtype=np.uint8).reshape(img.height(), img.bytesPerLine())
    bgra = raw[:, : img.width() * 4].reshape(img.height(), img.width(), 4)
    return bgra[..., [2, 1, 0]].astype(int).copy()


def has_colour(image: QImage, colour: QColor, tolerance: int = 8) -> bool:
    target = np.array([colour.red(), colour.green(), colour.blue()])
    return bool((np.abs(rgb(image) - target).max(axis=-1) <= tolerance).any())


# -- render_image ---------------------------------------------------------------------------------


def test_render_image_has_the_asked_size(app) -> None:
    image = render_image(BOARD, size=600)
    assert not image.isNull()
    assert max(image.width(), image.height()) == 600
    assert image.width() == image.height()  # a square board gives a square picture


def test_render_image_of_a_wide_board_keeps_its_shape(app) -> None:
    image = render_image(Board(4, 8, {2: 20}), size=600)
    assert image.width() == 600
    assert image.height() < image.width()
    assert abs(image.width() / image.height() - 8.5 / 4.5) < 0.02  # 8×4 squares and a quarter-square margin


def test_render_image_shows_the_theme_colours(app) -> None:
    image = render_image(BOARD, size=600)
    snake_47 = snake_colour(BOARD, 47)
    assert snake_47 in theme.SNAKE_COLOURS
    for name, colour in (
        ("start tile", theme.STANDARD.start_tile),
        ("goal tile", theme.STANDARD.goal_tile),
        ("ladder rail", theme.STANDARD.ladder_rail),
        ("snake body", snake_47),
    ):
        assert has_colour(image, colour), f"no {name} colour {colour.name()} in the picture"


def test_start_and_goal_tiles_are_where_squares_1_and_n_are(app) -> None:
    image = render_image(Board(10, 10), size=1050)  # 100 px a square after the 25 px margin
    pixels = rgb(image)

    def near(y: int, x: int, colour: QColor) -> bool:
        return bool((np.abs(pixels[y, x] - [colour.red(), colour.green(), colour.blue()]) <= 8).all())

    # square 1 is bottom-left, square 100 top-left; sample near the tiles' right edge (no number there)
    assert near(25 + 9 * 100 + 50, 25 + 90, theme.STANDARD.start_tile)
    assert near(25 + 50, 25 + 90, theme.STANDARD.goal_tile)
    assert not near(25 + 50, 25 + 9 * 100 + 90, theme.STANDARD.goal_tile)  # square 91 is a plain tile


def test_a_board_without_snakes_or_ladders_has_none_of_their_colours(app) -> None:
    image = render_image(Board(10, 10), size=600)
    assert has_colour(image, theme.STANDARD.start_tile)
    assert not has_colour(image, theme.STANDARD.ladder_rail)
    for colour in theme.SNAKE_COLOURS:
        assert not has_colour(image, colour), colour.name()


def test_render_image_of_the_smallest_and_a_large_board(app) -> None:
    small = render_image(Board(2, 2, {2: 3}), size=300)
    assert (small.width(), small.height()) == (300, 300)
    assert has_colour(small, theme.STANDARD.ladder_rail)
    large = render_image(Board(30, 30, {2: 899, 850: 5}), size=900)
    assert (large.width(), large.height()) == (900, 900)
    assert has_colour(large, theme.STANDARD.goal_tile)


# -- export --------------------------------------------------------------------------------------------


def test_export_png(app, tmp_path) -> None:
    out = tmp_path / "board.png"
    export_board(BOARD, out, size=400)
    image = QImage(str(out))
    assert not image.isNull()
    assert max(image.width(), image.height()) == 400
    assert has_colour(image, theme.STANDARD.ladder_rail)


def test_export_svg(app, tmp_path) -> None:
    out = tmp_path / "board.svg"
    export_board(BOARD, out, title="My board")
    text = out.read_text("utf-8")
    assert "<svg" in text
    assert "My board" in text
    assert 'viewBox="0 0 1050 1050"' in text  # 10 squares of 100 units and the margin


def test_export_pdf(app, tmp_path) -> None:
    out = tmp_path / "board.pdf"
    export_board(BOARD, out)
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(data) > 1000


def test_svg_export_is_a_vector_drawing(app, tmp_path) -> None:
    """An SVG is opened to be scaled and printed: the grid, numbers, ladders and snakes must be
    vector shapes and text, not bitmaps pasted into the file (they go blurry when zoomed)."""
    out = tmp_path / "board.svg"
    export_board(BOARD, out)
    text = out.read_text("utf-8")
    assert text.count("<image") == 0, "the SVG embeds bitmaps instead of drawing the board"
    assert theme.STANDARD.ladder_rail.name() in text.lower()
    assert ">47<" in text or "<path" in text


def test_pdf_export_is_a_vector_drawing(app, tmp_path) -> None:
    out = tmp_path / "board.pdf"
    export_board(BOARD, out)
    data = out.read_bytes()
    assert data.count(b"/Subtype /Image") == 0, "the PDF embeds bitmaps instead of drawing the board"


@pytest.mark.parametrize("name", ["board.jpg", "board", "board.png.txt"])
def test_export_to_another_extension_is_refused(app, tmp_path, name) -> None:
    with pytest.raises(ValueError):
        export_board(BOARD, tmp_path / name)
    assert list(tmp_path.iterdir()) == []


def test_export_from_the_window(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    prompter.script("run_dialog", True, True)  # the Export dialog, as it comes
    prompter.script("save_path", tmp_path / "printed")  # no extension typed
    assert window.files.export("pdf")
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")
    prompter.script("save_path", tmp_path / "picture.png")
    window.board_actions.exports["png"].trigger()
    assert not QImage(str(tmp_path / "picture.png")).isNull()
    assert prompter.errors == []


def test_export_from_the_window_to_a_missing_folder_shows_an_error(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    prompter.script("run_dialog", True)
    prompter.script("save_path", tmp_path / "no such folder" / "board.png")
    assert not window.files.export("png")
    assert len(prompter.errors) == 1


# -- the commands -----------------------------------------------------------------------------------------


def run_command(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path / "home"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_RUNTIME_DIR=str(tmp_path / "runtime"),
    )
    (tmp_path / "runtime").mkdir(mode=0o700, exist_ok=True)
    return subprocess.run(
        [sys.executable, "-m", "snl_desktop", *args], capture_output=True, text=True, timeout=60, env=env, cwd=tmp_path
    )


@pytest.mark.subprocess
def test_screenshot_command_writes_a_picture_of_the_window(tmp_path) -> None:
    """A first start shows the start screen: its Design door's picture has a ladder."""
    out = tmp_path / "shot.png"
    result = run_command(tmp_path, "--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 860)  # the size the screenshot mode gives the window
    assert has_colour(image, theme.STANDARD.ladder_rail)
    assert not has_colour(image, theme.STANDARD.start_tile)  # no board: the start screen


@pytest.mark.subprocess
def test_screenshot_of_a_file_shows_that_board(tmp_path) -> None:
    board_file = tmp_path / "plain.snl"
    save_board(board_file, Board(6, 6, {31: 13}))  # one snake, no ladder
    out = tmp_path / "shot.png"
    result = run_command(tmp_path, "--screenshot", str(out), str(board_file))
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert has_colour(image, snake_colour(Board(6, 6, {31: 13}), 31))
    assert not has_colour(image, theme.STANDARD.ladder_rail)


@pytest.mark.subprocess
def test_render_command_size(tmp_path) -> None:
    board_file = tmp_path / "b.snl"
    save_board(board_file, BOARD)
    out = tmp_path / "out.png"
    result = run_command(tmp_path, "render", str(board_file), "-o", str(out), "--size", "500")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (500, 500)
    assert has_colour(image, theme.STANDARD.ladder_rail)


@pytest.mark.subprocess
def test_screenshot_of_a_bad_file_fails_with_one_line(tmp_path) -> None:
    bad = tmp_path / "bad.snl"
    bad.write_text(
        json.dumps({"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, "x"]]}),
        "utf-8",
    )
    out = tmp_path / "shot.png"
    result = run_command(tmp_path, "--screenshot", str(out), str(bad))
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "bad.snl" in lines[0]
    assert "Traceback" not in result.stderr
    assert not out.exists()


def test_warning_badges_do_not_share_a_colour_with_any_snake() -> None:
    from snl_desktop.ui.board import theme

    def distance(a, b) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())

    assert min(distance(theme.STANDARD.warning, snake) for snake in theme.SNAKE_COLOURS) > 60


# -- exports: limits up front, atomic writes --------------------------------------------------


@pytest.mark.parametrize("kind", ["png", "svg", "pdf"])
def test_a_failed_export_leaves_the_old_file_and_says_so(app, tmp_path, monkeypatch, kind) -> None:
    out = tmp_path / f"board.{kind}"
    export_board(Board(6, 6, {2: 30}), out)
    before = out.read_bytes()

    def disk_full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safe_io.os, "replace", disk_full)
    with pytest.raises(OSError):
        export_board(Board(6, 6, {2: 31}), out)
    assert out.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name]  # no temporary left


def test_exports_past_the_limits_are_refused_before_drawing(app, tmp_path) -> None:
    big = Board(101, 101)
    assert big.size > MAX_VECTOR_SQUARES
    for kind in ("svg", "pdf"):
        with pytest.raises(ExportError, match="export it as PNG"):
            export_board(big, tmp_path / f"big.{kind}")
    with pytest.raises(ExportError, match="8000"):
        export_board(Board(10, 10), tmp_path / "huge.png", size=20000)
    assert list(tmp_path.iterdir()) == []
    export_board(big, tmp_path / "big.png", size=500)  # a large board is a PNG
    assert (tmp_path / "big.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.slow
def test_print_preview_shows_the_board_with_its_title_and_rules(make_window, prompter) -> None:
    from PySide6.QtGui import QColor as Colour
    from PySide6.QtGui import QImage as Image

    window = make_window(Board(10, 10, {3: 22}))
    window.document.set_name("Jungle run")
    seen = {}

    def look(dialog) -> bool:
        seen["title"] = dialog.windowTitle()
        page = Image(800, 1100, Image.Format.Format_ARGB32)
        page.fill(Colour("white"))
        window.files.paint_page(page)  # what each previewed and printed page gets
        seen["page"] = page
        return False  # closed without printing

    prompter.script("run_dialog", look)
    assert not window.files.print_board()
    page = seen["page"]
    assert seen["title"].startswith("Print")
    pixels = rgb(page)
    tiles = (
        np.abs(
            pixels - [theme.STANDARD.tile_dark.red(), theme.STANDARD.tile_dark.green(), theme.STANDARD.tile_dark.blue()]
        ).max(-1)
        <= 6
    ).any(1)
    top, bottom = np.flatnonzero(tiles)[[0, -1]]
    dark = (pixels.max(-1) < 128).any(1)
    assert dark[:top].any()  # the title's letters above the board
    assert page.pixelColor(400, 550) != Colour("white")  # the board in the middle
    assert dark[bottom + 15 :].any()  # the rules line at the foot


def test_the_export_dialog_sets_the_size_and_the_caption(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    window.document.set_name("Jungle run")

    def small_with_caption(dialog) -> bool:
        dialog.size_box.setValue(400)
        dialog.caption.setChecked(True)
        return True

    prompter.script("run_dialog", small_with_caption)
    prompter.script("save_path", tmp_path / "captioned.png")
    assert window.files.export("png")
    captioned = QImage(str(tmp_path / "captioned.png"))
    assert max(captioned.width(), captioned.height()) == 400
    assert captioned.height() > captioned.width()  # room above and below the board

    def plain(dialog) -> bool:
        dialog.caption.setChecked(False)
        return True

    prompter.script("run_dialog", plain)
    prompter.script("save_path", tmp_path / "plain.png")
    assert window.files.export("png")
    picture = QImage(str(tmp_path / "plain.png"))
    assert picture.width() == 400  # the size was remembered
    prompter.script("run_dialog", False)  # Cancel: nothing written
    prompter.script("save_path", tmp_path / "never.png")
    assert not window.files.export("png") and not (tmp_path / "never.png").exists()
