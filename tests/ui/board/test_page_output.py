"""Output for paper and print shops: the title wraps and is never cut, the picture is centred on
any paper and orientation, PDF pages of A4, A3, Letter and Tabloid, a poster over several sheets,
bleed and crop marks, PNGs that say their dpi and have no transparency, SVGs in named layers
that name their font."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
import zlib

import numpy as np
import pytest
from PIL import Image
from PySide6.QtGui import QColor, QImage

from snl_desktop.core import Board
from snl_desktop.core.paper import PAPERS, PageSetup
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.render import ExportError, check_export, export_board

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13})
LONG_NAME = "The Great Big Adventure of Snakes and Ladders for Class 3B, Saint Mary's Primary School, Spring"
TILES = (theme.STANDARD.tile_light, theme.STANDARD.tile_dark, theme.STANDARD.goal_tile, theme.STANDARD.start_tile)
SVG = "{http://www.w3.org/2000/svg}"


def rgb(image: QImage) -> np.ndarray:
    img = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(img.constBits(), dtype=np.uint8).reshape(img.height(), img.bytesPerLine())
    return raw[:, : img.width() * 4].reshape(img.height(), img.width(), 4)[..., [2, 1, 0]].astype(int).copy()


def tile_mask(pixels: np.ndarray) -> np.ndarray:
    """Where the board's tiles are."""
    mask = np.zeros(pixels.shape[:2], dtype=bool)
    for colour in TILES:
        mask |= np.abs(pixels - [colour.red(), colour.green(), colour.blue()]).max(axis=-1) <= 6
    return mask


def board_box(pixels: np.ndarray) -> tuple[int, int, int, int]:
    """left, top, right, bottom of the board's tiles."""
    mask = tile_mask(pixels)
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    return int(cols[0]), int(rows[0]), int(cols[-1]), int(rows[-1])


def ink(pixels: np.ndarray) -> np.ndarray:
    return pixels.max(axis=-1) < 110


def bands(rows: np.ndarray) -> int:
    """How many separate runs of True ``rows`` holds (lines of text)."""
    return int(np.count_nonzero(np.diff(np.concatenate(([0], rows.astype(int), [0]))) == 1))


def printed_page(make_window, prompter, name: str, width: int, height: int, board: Board = BOARD) -> np.ndarray:
    window = make_window(board)
    window.document.set_name(name)
    page = QImage(width, height, QImage.Format.Format_ARGB32)
    page.fill(QColor("white"))
    window.files.paint_page(page)  # what each previewed and printed page gets
    return rgb(page)


def check_title_whole(pixels: np.ndarray) -> None:
    """The title (above the board) keeps off the page's edges and takes more than one line."""
    height, width = pixels.shape[:2]
    _left, top, _right, _bottom = board_box(pixels)
    title = ink(pixels[:top])
    cols = np.flatnonzero(title.any(axis=0))
    assert len(cols), "no title above the board"
    assert cols[0] > width * 0.02 and cols[-1] < width * 0.98, f"the title is cut: ink from {cols[0]} to {cols[-1]}"
    assert bands(title.any(axis=1)) >= 2, "a long title must wrap onto several lines"


# -- defect 3: a long name is cut at both edges -------------------------------------------------------


@pytest.mark.slow
def test_a_long_name_wraps_on_the_printed_page(make_window, prompter) -> None:
    check_title_whole(printed_page(make_window, prompter, LONG_NAME, 800, 1131))


def test_a_long_name_wraps_in_an_exported_picture(app, tmp_path) -> None:
    out = tmp_path / "board.png"
    export_board(BOARD, out, size=800, title=LONG_NAME, caption="10×10 · 2 ladders, 2 snakes")
    check_title_whole(rgb(QImage(str(out))))


@pytest.mark.slow
def test_a_very_long_name_still_fits_the_paper(make_window, prompter) -> None:
    pixels = printed_page(make_window, prompter, " ".join([LONG_NAME] * 8) + " " + "x" * 300, 800, 1131)
    check_title_whole(pixels)
    left, top, right, bottom = board_box(pixels)
    assert right - left > 800 * 0.45, "the title left no room for the board"
    assert bottom < 1131 * 0.97


# -- defect 9: centred on the paper, the paper's size, opaque pictures that say their dpi ---------------


@pytest.mark.slow
def test_a_landscape_page_has_the_board_centred(make_window, prompter) -> None:
    pixels = printed_page(make_window, prompter, "Jungle run", 1131, 800)
    left, _top, right, _bottom = board_box(pixels)
    assert abs(left - (1131 - 1 - right)) <= 1131 * 0.01, f"board from {left} to {right} of 1131"


@pytest.mark.slow
def test_a_page_is_centred_top_to_bottom(make_window, prompter) -> None:
    """A wide board on upright paper: the title, board and rules together in the middle, not
    the board at the top and a gap above the rules."""
    pixels = printed_page(make_window, prompter, "Wide", 800, 1131, Board(4, 10, {2: 30}))
    left, top, right, bottom = board_box(pixels)
    text = ink(pixels) & ~tile_mask(pixels)
    title_end = int(np.flatnonzero(text[:top].any(axis=1))[-1])
    skip = 12  # a ladder's foot may reach a little past the tiles
    caption_start = bottom + skip + int(np.flatnonzero(text[bottom + skip :].any(axis=1))[0])
    gap_above, gap_below = top - title_end, caption_start - bottom
    assert abs(gap_above - gap_below) <= 1131 * 0.02, f"{gap_above} px above the board, {gap_below} below it"
    rows = np.flatnonzero((ink(pixels) | tile_mask(pixels)).any(axis=1))
    above, below = rows[0], 1131 - 1 - rows[-1]
    assert abs(above - below) <= 1131 * 0.02, f"{above} px above the picture, {below} below"
    assert abs(left - (800 - 1 - right)) <= 8


def mediaboxes(data: bytes) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]", data)
    return [(float(x2) - float(x1), float(y2) - float(y1)) for x1, y1, x2, y2 in boxes]


def points(mm: float) -> float:
    return mm / 25.4 * 72


@pytest.mark.parametrize(
    ("paper", "orientation", "size"),
    [
        ("a4", "portrait", (210, 297)),
        ("a3", "landscape", (420, 297)),
        ("letter", "portrait", (215.9, 279.4)),
        ("tabloid", "landscape", (431.8, 279.4)),
    ],
)
def test_pdf_paper_sizes_and_orientation(app, tmp_path, paper, orientation, size) -> None:
    out = tmp_path / "board.pdf"
    export_board(BOARD, out, page=PageSetup(PAPERS[paper], orientation), caption="rules", title="T")
    (width, height) = mediaboxes(out.read_bytes())[0]
    assert abs(width - points(size[0])) < 1 and abs(height - points(size[1])) < 1


def test_a_pdf_page_has_no_printer_margin(app, tmp_path) -> None:
    """The drawing starts at the paper's corner (no margin of the writer's own under the app's)
    and its white background covers the whole A4 page, 595 × 842 points."""
    out = tmp_path / "board.pdf"
    export_board(BOARD, out)
    streams = []
    for raw in re.findall(rb"stream\r?\n(.*?)endstream", out.read_bytes(), re.S):
        try:
            streams.append(zlib.decompress(raw))
        except zlib.error:
            streams.append(raw)
    content = next(s for s in streams if b" cm" in s)
    matrix = re.search(rb"([\d.]+) 0 0 -[\d.]+ ([\d.]+) ([\d.]+) cm", content)
    assert matrix is not None
    scale, x, y = (float(v) for v in matrix.groups())
    assert (x, y) == (0, 842), "the page is drawn from a margin, not from the paper's corner"
    fill = re.search(rb"\n([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re\nf\n", content)
    assert fill is not None, "no background"
    left, top, width, height = (float(v) for v in fill.groups())
    assert (left, top) == (0, 0) and abs(width * scale - 595) < 1 and abs(height * scale - 842) < 1


def test_png_is_opaque_and_says_its_dpi(app, tmp_path) -> None:
    out = tmp_path / "board.png"
    export_board(BOARD, out, size=600, title="Jungle run", caption="10×10")
    image = Image.open(out)
    assert image.mode == "RGB", "a picture with an alpha channel shows through on a dark viewer"
    assert [round(d) for d in image.info["dpi"]] == [300, 300], "a print-ready PNG says 300 dpi, not a screen's 96"
    export_board(BOARD, out, size=600, dpi=600)
    assert [round(d) for d in Image.open(out).info["dpi"]] == [600, 600]


def test_svg_has_an_opaque_background_named_layers_and_its_font(app, tmp_path) -> None:
    out = tmp_path / "board.svg"
    export_board(BOARD, out, title="Jungle run", caption="10×10 · 2 ladders, 2 snakes")
    root = ET.parse(out).getroot()
    ids = [g.get("id") for g in root.iter(f"{SVG}g") if g.get("id")]
    for layer in ("background", "squares", "ladders", "snakes", "numbers", "title"):
        assert layer in ids, f"no layer {layer!r} in {ids}"
    assert ids.index("squares") < ids.index("ladders") < ids.index("snakes") < ids.index("numbers")
    background = next(g for g in root.iter(f"{SVG}g") if g.get("id") == "background")
    assert background.find(f".//{SVG}rect") is not None or background.find(f".//{SVG}path") is not None
    families = {e.get("font-family") for e in root.iter() if e.get("font-family")}
    assert families and all(f.endswith("sans-serif") and "Sans Serif" not in f for f in families), families
    unnamed = [g for g in root.iter(f"{SVG}g") if not g.get("id") and len(g) == 0]
    assert not unnamed, f"{len(unnamed)} empty groups"


def test_render_limits_are_checked_before_any_drawing(app) -> None:
    big = Board(30, 30)
    with pytest.raises(ExportError, match="million"):
        check_export(big, "png", dpi=600, page=PageSetup(PAPERS["a3"]))
    with pytest.raises(ExportError, match="PDF"):
        check_export(big, "png", page=PageSetup(PAPERS["a4"], columns=2, rows=2))
