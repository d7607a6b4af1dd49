"""The print shop's PDF: PDF/X-4 with a CMYK output intent, TrimBox and BleedBox on every page,
the board's background art reaching the bleed's edge, A2 to A0 and a paper of one's own, a
poster whose title and rules are each whole on one sheet in the orientation that leaves least
blank, and an SVG whose texts are outlines."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pikepdf
import pytest
from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from helpers.print_shop import PageBoxes, fonts, page_boxes, page_texts, rendered_page
from snl_desktop.core import Board
from snl_desktop.core.paper import PAPERS, PageSetup, custom_paper, page_layout
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.page import choose_layout, pages_composition, scene_aspect
from snl_desktop.ui.board.render import export_board, export_bytes
from snl_desktop.ui.board.scene import BoardScene

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13, 61: 88})
TITLE = "Lake Como Ladders"
CAPTION = "10×10 · 2 snakes, 3 ladders · one die, the exact throw to finish"
A3 = PageSetup(PAPERS["a3"], "portrait", bleed=3.0, crop_marks=True)


def close(found: tuple[float, ...] | None, wanted: tuple[float, ...], within: float = 0.1) -> bool:
    return found is not None and all(abs(a - b) <= within for a, b in zip(found, wanted, strict=True))


@pytest.fixture
def pdfx_a3(qapp, tmp_path):
    out = tmp_path / "a3.pdf"
    export_board(BOARD, out, title=TITLE, caption=CAPTION, page=A3, pdfx=True)
    return out


def test_a_pdfx_export_is_pdfx4_with_a_cmyk_output_intent(pdfx_a3) -> None:
    with pikepdf.open(pdfx_a3) as pdf:
        assert pdf.open_metadata().get("pdfxid:GTS_PDFXVersion") == "PDF/X-4"
        assert str(pdf.docinfo["/GTS_PDFXVersion"]) == "PDF/X-4"
        assert str(pdf.docinfo["/Trapped"]) == "/False"
        assert str(pdf.docinfo["/Title"]) == TITLE
        (intent,) = pdf.Root.OutputIntents
        assert intent.S == pikepdf.Name.GTS_PDFX
        assert str(intent.OutputConditionIdentifier) == "FOGRA39"
        profile = intent.DestOutputProfile
        assert int(profile.N) == 4
        icc = profile.read_bytes()
        assert icc[16:20] == b"CMYK" and icc[12:16] == b"prtr"  # a printer's CMYK profile
        assert pdf.pdf_version >= "1.6"
        content = b"".join(page.obj.Contents.read_bytes() for page in pdf.pages)
    # every colour the drawing sets has four components (C, M, Y, K), none three (R, G, B)
    settings = re.findall(rb"((?:[\d.]+ )+)(?:scn|SCN)\b", content)
    assert settings and {len(numbers.split()) for numbers in settings} == {4}
    listed = fonts(pdfx_a3)
    assert listed and all(embedded for _name, embedded in listed), listed


@pytest.mark.parametrize("pdfx", [False, True], ids=["rgb", "pdfx"])
def test_every_page_declares_its_trim_and_bleed(qapp, tmp_path, pdfx) -> None:
    """A3 with 3 mm bleed and crop marks: the sheet is larger (the marks' slug), the trim is the
    A3 paper, the bleed 3 mm round it — on every page, RGB or PDF/X."""
    out = tmp_path / "boxes.pdf"
    setup = PageSetup(PAPERS["a3"], "portrait", bleed=3.0, crop_marks=True, columns=2, rows=1)
    export_board(BOARD, out, title=TITLE, caption=CAPTION, page=setup, pdfx=pdfx)
    pages = page_boxes(out)
    assert len(pages) == 2
    slug = page_layout(setup).trim.x  # bleed or gap, and the marks' length
    for page in pages:
        width, height = PageBoxes.size(page.media)
        assert abs(width - (297 + 2 * slug)) < 0.5 and abs(height - (420 + 2 * slug)) < 0.5
        assert PageBoxes.size(page.trim) == pytest.approx((297, 420), abs=0.05)
        assert page.trim is not None and page.bleed is not None
        top = page.media[3]
        assert close(page.trim[:1] + page.trim[3:], (slug, top - slug))  # measured from the top left
        assert close(page.bleed, (page.trim[0] - 3, page.trim[1] - 3, page.trim[2] + 3, page.trim[3] + 3))


def test_without_bleed_the_trim_is_the_sheet(qapp, tmp_path) -> None:
    out = tmp_path / "plain.pdf"
    export_board(BOARD, out, title=TITLE, page=PageSetup(PAPERS["a4"], "portrait"))
    (page,) = page_boxes(out)
    assert PageBoxes.size(page.trim) == pytest.approx((210, 297), abs=0.5)
    assert page.bleed == page.trim


def _colour_at(image, x_mm: float, y_mm: float, dpi: int) -> tuple[int, int, int]:
    return image.getpixel((round(x_mm * dpi / 25.4), round(y_mm * dpi / 25.4)))


def _near(found: tuple[int, int, int], wanted: tuple[int, int, int], within: int = 6) -> bool:
    return all(abs(a - b) <= within for a, b in zip(found, wanted, strict=True))


@pytest.mark.parametrize("pdfx", [False, True], ids=["rgb", "pdfx"])
def test_the_background_art_reaches_the_bleed_edge(qapp, tmp_path, pdfx) -> None:
    """Rendered as a print shop's RIP would: with a 3 mm bleed the board's background covers the
    trim and 3 mm past it, the cut falls inside it; the slug with the crop marks stays white.
    Without a bleed the margin is white paper."""
    out = tmp_path / "bleed.pdf"
    export_board(BOARD, out, title=TITLE, caption=CAPTION, page=A3, pdfx=pdfx)
    dpi = 50
    image = rendered_page(out, dpi)
    layout = page_layout(A3)
    art = theme.current().tile_light
    art_rgb = (art.red(), art.green(), art.blue())
    trim, bleed = layout.trim, layout.bleed
    middle = trim.y + trim.height / 2
    white = (255, 255, 255)
    within = 6 if not pdfx else 14  # CMYK converted back to the screen's RGB by poppler
    # inside the bleed but outside the trim (cut away), just inside the trim, in the margin
    for x in (bleed.x + 0.8, trim.x + 0.8, trim.x + 5):
        assert _near(_colour_at(image, x, middle, dpi), art_rgb, within), x
    assert _colour_at(image, bleed.x - 0.8, middle, dpi) == white  # the slug, beyond the bleed
    for y in (bleed.y + 0.8, bleed.bottom - 0.8):
        assert _near(_colour_at(image, trim.x + trim.width / 2, y, dpi), art_rgb, within)
    plain = tmp_path / "plain.pdf"
    export_board(BOARD, plain, title=TITLE, page=PageSetup(PAPERS["a3"], "portrait", crop_marks=True), pdfx=pdfx)
    image = rendered_page(plain, dpi)
    no_bleed = page_layout(PageSetup(PAPERS["a3"], "portrait", crop_marks=True))
    assert _colour_at(image, no_bleed.trim.x + 3, middle, dpi) == white


@pytest.mark.parametrize(
    ("key", "size"), [("a2", (420, 594)), ("a1", (594, 841)), ("a0", (841, 1189))], ids=["A2", "A1", "A0"]
)
def test_large_papers_make_pages_of_their_size(qapp, tmp_path, key, size) -> None:
    out = tmp_path / f"{key}.pdf"
    export_board(BOARD, out, title=TITLE, page=PageSetup(PAPERS[key], "portrait"))
    (page,) = page_boxes(out)
    assert PageBoxes.size(page.media) == pytest.approx(size, abs=0.5)


def test_a_paper_of_ones_own(qapp, tmp_path) -> None:
    out = tmp_path / "own.pdf"
    export_board(BOARD, out, title=TITLE, page=PageSetup(custom_paper(700, 500), "portrait"))
    (page,) = page_boxes(out)
    assert PageBoxes.size(page.media) == pytest.approx((500, 700), abs=0.5)
    with pytest.raises(ValueError):
        custom_paper(20, 700)


@pytest.mark.parametrize(("columns", "rows", "key"), [(2, 2, "a3"), (3, 3, "a1")], ids=["2x2 A3", "3x3 A1"])
def test_a_posters_title_and_rules_are_whole_on_one_sheet(qapp, tmp_path, columns, rows, key) -> None:
    """Before, the title ran across the sheets and was cut mid-word at their edges. Now each of
    the title and the rules is read whole on exactly one sheet, and no word of it on another."""
    out = tmp_path / "poster.pdf"
    export_board(BOARD, out, title=TITLE, caption=CAPTION, page=PageSetup(PAPERS[key], columns=columns, rows=rows))
    texts = page_texts(out)
    assert len(texts) == columns * rows
    for words in (TITLE, CAPTION):
        holding = [index for index, text in enumerate(texts) if words in text]
        assert len(holding) == 1, (words, texts)
        others = [text for index, text in enumerate(texts) if index != holding[0]]
        for word in ("Como", "Ladders") if words == TITLE else ("snakes", "exact"):
            assert not any(word in text for text in others), (word, others)
    assert TITLE in texts[(columns - 1) // 2]  # on the top row, in the middle (or left of it)


@pytest.mark.parametrize(
    "board",
    [Board(10, 10), Board(5, 12), Board(12, 5), Board(8, 16)],
    ids=["square", "wide", "tall", "twice as wide"],
)
@pytest.mark.parametrize(("columns", "rows"), [(2, 2), (3, 3), (3, 2), (2, 3)])
def test_automatic_orientation_leaves_least_paper_blank(qapp, board, columns, rows) -> None:
    """Under "auto" the orientation is the one in which the board (with its name and rules, laid
    out as printed) comes out larger: the same sheets, less of them blank."""
    scene = BoardScene(board, cached=False)
    setup = PageSetup(PAPERS["a4"], "auto", columns=columns, rows=rows)
    chosen = choose_layout(scene_aspect(scene), setup, TITLE, CAPTION)
    other = page_layout(setup, landscape=not chosen.landscape)

    def board_area(layout) -> float:
        box = pages_composition(scene, layout, TITLE, CAPTION, 10.0).places.board
        return box.width * box.height

    assert board_area(chosen) >= board_area(other)


def _svg_image(data: bytes) -> QImage:
    renderer = QSvgRenderer(QByteArray(data))
    image = QImage(420, 594, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def test_an_svgs_texts_as_outlines(qapp) -> None:
    """With outlines the SVG names no font and has no text element: each text is the path of its
    letters (its words kept for search and screen readers) and looks as the text did."""
    page = PageSetup(PAPERS["a4"], "portrait")
    live = export_bytes(BOARD, "svg", title=TITLE, caption=CAPTION, page=page)
    outlined = export_bytes(BOARD, "svg", title=TITLE, caption=CAPTION, page=page, outlines=True)
    assert b"<text" in live
    root = ET.fromstring(outlined)
    svg = "{http://www.w3.org/2000/svg}"
    assert not list(root.iter(f"{svg}text"))
    assert not any("font-family" in element.attrib and element.tag == f"{svg}text" for element in root.iter())
    labels = [element.get("aria-label") for element in root.iter(f"{svg}path") if element.get("aria-label")]
    assert TITLE in labels and CAPTION in labels and "100" in labels
    before, after = _svg_image(live), _svg_image(outlined)

    def dark(image: QImage) -> int:
        return sum(
            1
            for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)
            if image.pixelColor(x, y).lightness() < 80
        )

    assert dark(after) > 200  # the letters are there
    assert abs(dark(after) - dark(before)) < 0.1 * dark(before)  # as much ink
    # and in the same places: seen from afar (blocks of 6 pixels averaged) nothing moved
    small = [image.scaled(70, 99, mode=Qt.TransformationMode.SmoothTransformation) for image in (before, after)]
    moved = [
        (x, y)
        for y in range(99)
        for x in range(70)
        if abs(small[0].pixelColor(x, y).lightness() - small[1].pixelColor(x, y).lightness()) > 40
    ]
    assert len(moved) < 10, moved
