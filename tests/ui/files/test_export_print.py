"""File → Export and File → Print for paper: the dialogs' paper, orientation, resolution, bleed,
crop marks and poster sheets reach the file and the printer, and are remembered."""

from __future__ import annotations

import re

import pytest
from PIL import Image
from PySide6.QtGui import QPageLayout

from snl_desktop.core import Board
from snl_desktop.ui.files.export_dialog import ExportDialog
from snl_desktop.ui.files.print_preview import PrintPreview

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13})


def mediaboxes(data: bytes) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]", data)
    return [(float(x2) - float(x1), float(y2) - float(y1)) for x1, y1, x2, y2 in boxes]


def mm(points: float) -> int:
    return round(points / 72 * 25.4)


def choose(form, **values) -> None:
    """Set the dialog's form as a person would: the combo boxes by their data, the rest by value."""
    for name, value in values.items():
        widget = getattr(form, name)
        if hasattr(widget, "findData"):
            widget.setCurrentIndex(widget.findData(value))
        elif hasattr(widget, "setChecked"):
            widget.setChecked(value)
        else:
            widget.setValue(value)


def test_a_pdf_poster_from_the_export_dialog_and_remembered(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)
    window.document.set_name("Jungle run")

    def poster(dialog: ExportDialog) -> bool:
        assert dialog.form.paper.findData("picture") == -1  # a PDF is always paper
        choose(dialog.form, paper="a3", orientation="landscape", crop_marks=True, bleed=3.0, columns=2, rows=2)
        return True

    prompter.script("save_path", tmp_path / "poster.pdf")
    prompter.script("run_dialog", poster)
    assert window.files.export("pdf")
    boxes = mediaboxes((tmp_path / "poster.pdf").read_bytes())
    assert len(boxes) == 4
    assert all((mm(w), mm(h)) == (420 + 16, 297 + 16) for w, h in boxes)
    seen = []
    prompter.script("save_path", tmp_path / "again.pdf")
    prompter.script("run_dialog", lambda dialog: seen.append(dialog.choices()) or False)
    assert not window.files.export("pdf")
    (again,) = seen
    assert (again.paper, again.orientation, again.columns, again.rows, again.crop_marks, again.bleed) == (
        "a3",
        "landscape",
        2,
        2,
        True,
        3.0,
    )


@pytest.mark.slow
def test_a_png_page_from_the_export_dialog_has_its_dpi(make_window, prompter, tmp_path) -> None:
    window = make_window(BOARD)

    def page(dialog: ExportDialog) -> bool:
        assert dialog.size_box.isEnabled()  # a picture by default: its size counts
        choose(dialog.form, paper="letter", dpi=150, orientation="portrait")
        assert not dialog.size_box.isEnabled()  # on paper the pixels follow the paper and the dpi
        return True

    prompter.script("save_path", tmp_path / "page.png")
    prompter.script("run_dialog", page)
    assert window.files.export("png")
    image = Image.open(tmp_path / "page.png")
    assert image.size == (1275, 1650) and [round(d) for d in image.info["dpi"]] == [150, 150]
    assert image.mode == "RGB"
    assert prompter.errors == []


@pytest.mark.slow
def test_the_print_preview_shows_a_poster_and_remembers_it(make_window, prompter) -> None:
    window = make_window(Board(30, 30, {4: 140, 851: 899}))
    seen = {}

    def look(dialog: PrintPreview) -> bool:
        choose(dialog.form, paper="a3", orientation="landscape", columns=3, rows=2)
        dialog.preview.updatePreview()
        seen["pages"] = dialog.preview.pageCount()
        seen["said"] = dialog.pages.text()
        layout = dialog.printer.pageLayout()
        seen["paper"] = (layout.orientation(), round(layout.fullRect(QPageLayout.Unit.Millimeter).width()))
        return False  # closed without printing

    prompter.script("run_dialog", look)
    assert not window.files.print_board()
    assert seen["pages"] == 6
    assert seen["said"] == "6 sheets of A3"
    assert seen["paper"] == (QPageLayout.Orientation.Landscape, 420)
    prompter.script("run_dialog", lambda dialog: seen.update(again=dialog.choices()) or False)
    window.files.print_board()
    assert (seen["again"].paper, seen["again"].columns, seen["again"].rows) == ("a3", 3, 2)


def test_automatic_orientation_turns_the_paper_for_a_wide_board(make_window, prompter) -> None:
    window = make_window(Board(5, 12, {2: 40}))
    seen = []
    prompter.script("run_dialog", lambda dialog: seen.append(dialog.printer.pageLayout().orientation()) or False)
    window.files.print_board()
    assert seen == [QPageLayout.Orientation.Landscape]
