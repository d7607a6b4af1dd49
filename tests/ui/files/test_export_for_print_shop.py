"""File → Export as PDF for a print shop and the large papers, from the window: PDF/X-4 and a
paper of one's own chosen in the dialog reach the file and are remembered; Print offers A2 to
A0 and one's own size; an unnamed board is called by its file's name, as on the command line."""

from __future__ import annotations

import pikepdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPageLayout

from helpers.print_shop import PageBoxes, page_boxes
from snl_desktop.core import Board
from snl_desktop.core.files.boards import save_board
from snl_desktop.ui.files.export_dialog import ExportDialog

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13})


def test_pdfx_on_a_paper_of_ones_own_from_the_export_dialog(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    window.document.set_name("Jungle run")

    def for_the_shop(dialog: ExportDialog) -> bool:
        form = dialog.form
        assert not form.custom_width.isVisibleTo(dialog)  # only for a size of one's own
        form.paper.setCurrentIndex(form.paper.findData("custom"))
        assert form.custom_width.isVisibleTo(dialog) and form.custom_height.isEnabled()
        form.custom_width.setValue(480)
        form.custom_height.setValue(640)
        form.orientation.setCurrentIndex(form.orientation.findData("portrait"))
        form.bleed.setValue(3.0)
        form.pdfx.setChecked(True)
        assert form.outlines.isHidden() or not form.outlines.isVisibleTo(dialog)  # an SVG's option
        return True

    prompter.script("save_path", tmp_path / "shop.pdf")
    prompter.script("run_dialog", for_the_shop)
    assert window.files.export("pdf")
    assert prompter.errors == []
    (page,) = page_boxes(tmp_path / "shop.pdf")
    assert PageBoxes.size(page.trim) == pytest.approx((480, 640), abs=0.05)
    assert PageBoxes.size(page.bleed) == pytest.approx((486, 646), abs=0.05)
    with pikepdf.open(tmp_path / "shop.pdf") as pdf:
        assert pdf.open_metadata().get("pdfxid:GTS_PDFXVersion") == "PDF/X-4"
        assert str(pdf.docinfo["/Title"]) == "Jungle run"
    seen = []
    prompter.script("save_path", tmp_path / "again.pdf")
    prompter.script("run_dialog", lambda dialog: seen.append(dialog.choices()) or False)
    window.files.export("pdf")
    (again,) = seen
    assert (again.paper, again.custom_width, again.custom_height, again.pdfx) == ("custom", 480, 640, True)


def test_an_svg_with_outlines_from_the_export_dialog(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)

    def outlined(dialog: ExportDialog) -> bool:
        assert dialog.form.pdfx.isHidden() or not dialog.form.pdfx.isVisibleTo(dialog)  # a PDF's option
        dialog.form.outlines.setChecked(True)
        return True

    prompter.script("save_path", tmp_path / "board.svg")
    prompter.script("run_dialog", outlined)
    assert window.files.export("svg")
    assert "<text" not in (tmp_path / "board.svg").read_text("utf-8")


@pytest.mark.parametrize(("paper", "width"), [("a1", 594), ("a0", 841), ("custom", 480)])
def test_print_on_large_and_own_papers(make_window, prompter, paper, width) -> None:
    window = make_window(BOARD)
    seen = {}

    def look(dialog) -> bool:
        form = dialog.form
        form.paper.setCurrentIndex(form.paper.findData(paper))
        form.custom_width.setValue(480)
        form.orientation.setCurrentIndex(form.orientation.findData("portrait"))
        layout = dialog.printer.pageLayout()
        seen["width"] = round(layout.fullRect(QPageLayout.Unit.Millimeter).width())
        seen["said"] = dialog.pages.text()
        return False

    prompter.script("run_dialog", look)
    window.files.print_board()
    assert seen["width"] == width
    assert seen["said"].startswith("1 sheet of ")


def test_an_unnamed_boards_export_is_called_by_its_file(make_window, prompter, tmp_path) -> None:
    path = tmp_path / "river-run.snl"
    save_board(path, BOARD)
    window = make_window(BOARD, path=path)
    prompter.script("save_path", tmp_path / "river.pdf")
    prompter.script("run_dialog", lambda dialog: True)
    assert window.files.export("pdf")
    with pikepdf.open(tmp_path / "river.pdf") as pdf:
        assert str(pdf.docinfo["/Title"]) == "river-run"


def test_the_export_dialog_says_how_the_board_prints_and_offers_fewer_sheets(make_window, prompter, qtbot, tmp_path):
    """Three A4 sheets in a row print a square board no larger than two: the dialog says the
    board's printed size and the paper it covers, offers two sheets, and one click takes them."""
    window = make_window(BOARD)
    seen = {}

    def three_in_a_row(dialog: ExportDialog) -> bool:
        form = dialog.form
        form.paper.setCurrentIndex(form.paper.findData("a4"))
        form.columns.setValue(3)
        form.rows.setValue(1)
        seen["three"] = form.printed.text()
        assert form.fewer.isVisibleTo(dialog)
        seen["offer"] = form.fewer.text()
        qtbot.mouseClick(form.fewer, Qt.MouseButton.LeftButton)
        assert (form.columns.value(), form.rows.value()) == (2, 1)
        assert not form.fewer.isVisibleTo(dialog)  # nothing fewer to offer now
        seen["two"] = form.printed.text()
        return True

    prompter.script("save_path", tmp_path / "row.pdf")
    prompter.script("run_dialog", three_in_a_row)
    assert window.files.export("pdf")
    assert seen["three"].startswith("On 3 sheets the board prints ") and " cm and covers " in seen["three"]
    assert seen["offer"] == "Use 2 × 1 sheets"
    assert seen["three"].endswith(" of the paper. 2 across × 1 down print it as large on 2 sheets.")
    sides = [float(seen[key].split(" prints ")[1].split(" × ")[0]) for key in ("three", "two")]
    assert seen["two"].startswith("On 2 sheets the board prints ") and sides[1] >= sides[0]  # on less paper
    covered = [int(seen[key].split(" covers ")[1].split("%")[0]) for key in ("three", "two")]
    assert covered[1] > covered[0]
    with pikepdf.open(tmp_path / "row.pdf") as pdf:
        assert len(pdf.pages) == 2


def test_a_picture_without_paper_says_nothing_of_paper(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    seen = {}

    def look(dialog: ExportDialog) -> bool:
        form = dialog.form
        form.paper.setCurrentIndex(form.paper.findData("picture"))
        seen["picture"] = form.printed.isVisibleTo(dialog)
        form.paper.setCurrentIndex(form.paper.findData("a4"))
        seen["a4"] = (form.printed.isVisibleTo(dialog), form.printed.text(), form.fewer.isVisibleTo(dialog))
        return False

    prompter.script("save_path", tmp_path / "board.png")
    prompter.script("run_dialog", look)
    window.files.export("png")
    assert seen["picture"] is False
    shown, text, offered = seen["a4"]
    assert shown and text.startswith("The board prints 19.0 × 19.0 cm and covers ") and not offered


def test_print_preview_takes_the_fewer_sheets_offered(make_window, prompter, qtbot) -> None:
    window = make_window(BOARD)
    seen = {}

    def look(dialog) -> bool:
        form = dialog.form
        form.paper.setCurrentIndex(form.paper.findData("a4"))
        form.columns.setValue(1)
        form.rows.setValue(3)
        seen["before"] = dialog.pages.text()
        qtbot.mouseClick(form.fewer, Qt.MouseButton.LeftButton)
        seen["after"] = dialog.pages.text()
        return False

    prompter.script("run_dialog", look)
    window.files.print_board()
    assert seen["before"] == "3 sheets of A4"
    assert seen["after"] in ("1 sheet of A4", "2 sheets of A4")
