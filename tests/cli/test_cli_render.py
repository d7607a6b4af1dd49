"""``snl-desktop render FILE -o OUT.pdf|png|svg`` for paper and print shops: the title and rules
(``--caption``, ``--title``), ``--paper`` and ``--landscape``, ``--dpi`` written into a PNG,
``--bleed`` and ``--crop-marks``, a ``--poster`` over several sheets, ``--transparent``; bad
values and options that do not go together refused by the parser, limits before any work."""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import pytest
from PIL import Image

from snl_desktop.core import Board
from snl_desktop.core.files.boards import save_board

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13})


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "jungle.snl"
    save_board(path, BOARD, name="Jungle run")
    return path


def mediaboxes(data: bytes) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]", data)
    return [(float(x2) - float(x1), float(y2) - float(y1)) for x1, y1, x2, y2 in boxes]


def mm(points: float) -> float:
    return points / 72 * 25.4


def texts_drawn(data: bytes) -> int:
    """How many runs of text the PDF's pages draw."""
    count = 0
    for raw in re.findall(rb"stream\r?\n(.*?)endstream", data, re.S):
        try:
            count += zlib.decompress(raw).count(b"\nBT\n")
        except zlib.error:
            pass
    return count


def test_a_pdf_gets_the_title_and_rules_with_caption(inprocess_cli, board_file, tmp_path) -> None:
    plain, captioned, titled = tmp_path / "plain.pdf", tmp_path / "captioned.pdf", tmp_path / "titled.pdf"
    assert inprocess_cli("render", board_file, "-o", plain).returncode == 0
    r = inprocess_cli("render", board_file, "-o", captioned, "--caption")
    assert r.returncode == 0, r
    assert r.stdout.splitlines()[0] == f"wrote {captioned}: 1 page, A4 portrait"
    assert texts_drawn(captioned.read_bytes()) >= texts_drawn(plain.read_bytes()) + 2  # the name and the rules
    r = inprocess_cli("render", board_file, "-o", titled, "--title", "Class 3B's board")
    assert r.returncode == 0, r
    assert texts_drawn(titled.read_bytes()) == texts_drawn(captioned.read_bytes())


def test_paper_orientation_bleed_and_crop_marks(inprocess_cli, board_file, tmp_path) -> None:
    out = tmp_path / "a3.pdf"
    r = inprocess_cli("render", board_file, "-o", out, "--paper", "A3", "--landscape")
    assert r.returncode == 0, r
    assert r.stdout.splitlines()[0] == f"wrote {out}: 1 page, A3 landscape"
    width, height = mediaboxes(out.read_bytes())[0]
    assert (round(mm(width)), round(mm(height))) == (420, 297)
    shop = tmp_path / "shop.pdf"
    assert inprocess_cli("render", board_file, "-o", shop, "--bleed", "3", "--crop-marks", "--portrait").returncode == 0
    width, height = mediaboxes(shop.read_bytes())[0]
    assert (round(mm(width)), round(mm(height))) == (210 + 16, 297 + 16)  # 3 mm bleed, 5 mm marks each side


def test_a_poster_of_a_30x30_board_is_a_page_a_sheet(inprocess_cli, tmp_path) -> None:
    board_file = tmp_path / "big.snl"
    save_board(board_file, Board(30, 30, {4: 140, 77: 301, 298: 205, 455: 612, 851: 899, 880: 12}), name="Big")
    out = tmp_path / "poster.pdf"
    r = inprocess_cli("render", board_file, "-o", out, "--poster", "3x2", "--caption", "--landscape")
    assert r.returncode == 0, r
    assert r.stdout.splitlines()[0] == f"wrote {out}: 6 pages, A4 landscape"
    boxes = mediaboxes(out.read_bytes())
    assert len(boxes) == 6
    assert all((round(mm(w)), round(mm(h))) == (297, 210) for w, h in boxes)


def test_png_dpi_and_paper(inprocess_cli, board_file, tmp_path) -> None:
    picture = tmp_path / "picture.png"
    assert inprocess_cli("render", board_file, "-o", picture, "--size", "500", "--dpi", "600").returncode == 0
    image = Image.open(picture)
    assert image.size == (500, 500) and image.mode == "RGB"
    assert [round(d) for d in image.info["dpi"]] == [600, 600]
    page = tmp_path / "page.png"
    r = inprocess_cli("render", board_file, "-o", page, "--paper", "a4", "--dpi", "150")
    assert r.returncode == 0, r
    image = Image.open(page)
    assert image.size == (1240, 1754) and [round(d) for d in image.info["dpi"]] == [150, 150]
    see_through = tmp_path / "clear.png"
    assert inprocess_cli("render", board_file, "-o", see_through, "--transparent").returncode == 0
    assert Image.open(see_through).getpixel((0, 0))[3] == 0


def test_svg_on_paper_has_its_size_in_millimetres_and_named_layers(inprocess_cli, board_file, tmp_path) -> None:
    out = tmp_path / "page.svg"
    assert (
        inprocess_cli("render", board_file, "-o", out, "--paper", "letter", "--portrait", "--caption").returncode == 0
    )
    text = out.read_text("utf-8")
    assert 'width="215.9mm"' in text and 'height="279.4mm"' in text
    for layer in ("squares", "numbers", "snakes", "ladders", "title"):
        assert f'id="{layer}"' in text


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--paper", "b5"), "--paper is a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT"),
        (("--paper", "20x700"), "in millimetres from 50 to 1500 (e.g. 500x700), not '20x700'"),
        (("--dpi", "200"), "invalid choice: 200"),
        (("--bleed", "20"), "--bleed is 0 to 10 millimetres, not '20'"),
        (("--bleed", "nan"), "--bleed is 0 to 10 millimetres"),
        (("--poster", "3"), "--poster is COLUMNSxROWS, e.g. 3x2, not '3'"),
        (("--poster", "11x1"), "--poster has 1 to 10 sheets each way"),
        (("--landscape", "--portrait"), "not allowed with argument"),
        (("--transparent",), "--transparent is for PNG and SVG"),
    ],
)
def test_bad_values_are_refused_by_the_parser(inprocess_cli, board_file, tmp_path, args, said) -> None:
    out = tmp_path / "out.pdf"
    r = inprocess_cli("render", board_file, "-o", out, *args)
    assert r.returncode == 2, r
    assert said in r.stderr and "Traceback" not in r.stderr
    assert not out.exists()


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--bleed", "3"), "need a page: add --paper"),
        (("--landscape",), "need a page: add --paper"),
        (("--paper", "a4", "--size", "800"), "--size is a picture's size"),
        (("--pdfx",), "--pdfx is a kind of PDF"),
        (("--outlines",), "--outlines is for SVG"),
    ],
)
def test_options_that_need_paper_are_refused_on_a_picture(inprocess_cli, board_file, tmp_path, args, said) -> None:
    out = tmp_path / "out.png"
    r = inprocess_cli("render", board_file, "-o", out, *args)
    assert r.returncode == 2 and said in r.stderr, r
    assert not out.exists()


def test_limits_are_checked_before_any_work(cli, tmp_path) -> None:
    """An A3 page at 600 dpi would be 70 million pixels: refused at once, nothing drawn; a poster
    is a PDF."""
    board_file = tmp_path / "big.snl"
    save_board(board_file, Board(30, 30))
    out = tmp_path / "huge.png"
    r = cli("render", board_file, "-o", out, "--paper", "a3", "--dpi", "600")
    assert r.returncode == 1, r
    assert "7,016×9,921 pixels (70 million)" in r.stderr and "at most 64 million" in r.stderr
    assert r.elapsed < 20 and not out.exists()
    r = cli("render", board_file, "-o", out, "--paper", "a3", "--poster", "2x2")
    assert r.returncode == 1 and "export it as .pdf" in r.stderr, r
    assert not out.exists()


@pytest.mark.subprocess
def test_a_large_picture_shows_its_progress_on_a_terminal_only(cli, tmp_path) -> None:
    """``render --size 8000`` of a 200×200 board takes seconds: on a terminal standard error
    counts the percent up in one line, wiped at the end; in a pipe nothing but the result."""
    from helpers.on_a_terminal import run_on_a_terminal

    board_file = tmp_path / "big.snl"
    save_board(board_file, Board(60, 60, {s: s + 61 for s in range(2, 3000, 9)}))
    out = tmp_path / "big.png"
    code, stdout, terminal = run_on_a_terminal("render", board_file, "-o", out, "--size", "3000")
    assert code == 0 and "wrote" in stdout, terminal
    shown = re.findall(r"\rdrawing the board: (\d+)%", terminal)
    assert len(shown) >= 3 and [int(p) for p in shown] == sorted(int(p) for p in shown) and shown[-1] == "100"
    assert terminal.endswith("\r\033[K")  # the line wiped
    piped = cli("render", board_file, "-o", tmp_path / "again.png", "--size", "3000")
    assert piped.returncode == 0 and piped.stderr == "", piped


def test_render_pdfx_for_a_print_shop(inprocess_cli, board_file, tmp_path) -> None:
    """``--pdfx``: PDF/X-4 with the FOGRA39 CMYK intent, the trim and bleed declared on the page."""
    import pikepdf

    out = tmp_path / "shop.pdf"
    r = inprocess_cli(
        "render", board_file, "-o", out, "--pdfx", "--paper", "a3", "--bleed", "3", "--crop-marks", "--caption"
    )
    assert r.returncode == 0, r
    with pikepdf.open(out) as pdf:
        assert pdf.open_metadata().get("pdfxid:GTS_PDFXVersion") == "PDF/X-4"
        (intent,) = pdf.Root.OutputIntents
        assert str(intent.OutputConditionIdentifier) == "FOGRA39" and int(intent.DestOutputProfile.N) == 4
        (page,) = pdf.pages
        trim = [float(v) for v in page.obj.TrimBox]
        bleed = [float(v) for v in page.obj.BleedBox]
    assert round(mm(trim[2] - trim[0])) == 297 and round(mm(trim[3] - trim[1])) == 420
    assert round(mm(bleed[2] - bleed[0])) == 303 and round(mm(trim[0] - bleed[0])) == 3


@pytest.mark.parametrize(
    ("paper", "size"), [("a2", (420, 594)), ("a0", (841, 1189)), ("500x700", (500, 700))], ids=["a2", "a0", "own"]
)
def test_render_on_large_and_own_papers(inprocess_cli, board_file, tmp_path, paper, size) -> None:
    out = tmp_path / "big.pdf"
    r = inprocess_cli("render", board_file, "-o", out, "--paper", paper, "--portrait")
    assert r.returncode == 0, r
    ((width, height),) = mediaboxes(out.read_bytes())
    assert (round(mm(width)), round(mm(height))) == size


def test_render_svg_outlines(inprocess_cli, board_file, tmp_path) -> None:
    out = tmp_path / "shapes.svg"
    r = inprocess_cli("render", board_file, "-o", out, "--outlines", "--caption")
    assert r.returncode == 0, r
    text = out.read_text("utf-8")
    assert "<text" not in text and 'aria-label="Jungle run"' in text


def test_an_unnamed_board_is_called_by_its_file_as_from_the_window(inprocess_cli, tmp_path) -> None:
    """Before, the command line printed "Snakes & Ladders board" above an unnamed board where the
    window printed its file's name: both now print the file's name."""
    import pikepdf

    path = tmp_path / "river-run.snl"
    save_board(path, BOARD)
    out = tmp_path / "river.pdf"
    assert inprocess_cli("render", path, "-o", out, "--caption").returncode == 0
    with pikepdf.open(out) as pdf:
        assert str(pdf.docinfo["/Title"]) == "river-run"


def test_render_says_how_large_the_board_prints_and_offers_fewer_sheets(inprocess_cli, board_file, tmp_path) -> None:
    """A square board over three A4 sheets in a row prints no larger than over two: ``render``
    says the board's printed size and the share of paper it covers, and the ``--poster`` that
    prints it as large on fewer sheets; that poster then has nothing fewer to offer."""
    row = tmp_path / "row.pdf"
    r = inprocess_cli("render", board_file, "-o", row, "--poster", "3x1", "--caption")
    assert r.returncode == 0, r
    said = r.stdout.splitlines()[1]
    found = re.fullmatch(
        r"the board prints ([\d.]+) × ([\d.]+) cm and covers (\d+)% of the paper; "
        r"--poster 2x1 prints it as large on fewer sheets",
        said,
    )
    assert found, said
    two = tmp_path / "two.pdf"
    r = inprocess_cli("render", board_file, "-o", two, "--poster", "2x1", "--caption")
    assert r.returncode == 0, r
    again = re.fullmatch(
        r"the board prints ([\d.]+) × ([\d.]+) cm and covers (\d+)% of the paper", r.stdout.splitlines()[1]
    )
    assert again, r.stdout
    assert float(again[1]) >= float(found[1]) and int(again[3]) > int(found[3])  # as large, less paper blank
    assert len(mediaboxes(two.read_bytes())) == 2


def test_a_single_page_says_the_boards_printed_size(inprocess_cli, board_file, tmp_path) -> None:
    out = tmp_path / "plain.pdf"
    r = inprocess_cli("render", board_file, "-o", out)  # A4, no texts: the board fills the width inside the margins
    assert r.returncode == 0, r
    assert r.stdout.splitlines()[1] == "the board prints 19.0 × 19.0 cm and covers 58% of the paper"
