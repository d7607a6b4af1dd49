"""File → Print: the pages as they will print, beside their options (the paper, which way up, a
poster over several sheets, the name and rules), then Print… for the system's print dialog. The
printer's paper is set from the options; the pages are drawn by `board.page` (what the preview
shows is what prints)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QMarginsF, QSizeF, Signal
from PySide6.QtGui import QPageLayout, QPageSize, QShowEvent
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGraphicsView, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...core.paper import PageSetup
from ...words import spoken
from .export_dialog import Fits, OutputForm
from .output_choices import OutputChoices

_PAGE_SIZES = {
    "a4": QPageSize.PageSizeId.A4,
    "a3": QPageSize.PageSizeId.A3,
    "a2": QPageSize.PageSizeId.A2,
    "a1": QPageSize.PageSizeId.A1,
    "a0": QPageSize.PageSizeId.A0,
    "letter": QPageSize.PageSizeId.Letter,
    "tabloid": QPageSize.PageSizeId.Tabloid,
}

Paint = Callable[[QPrinter, OutputChoices], None]
"""Draws the pages on a printer (the preview's, or the real one) with the choices made."""
Orient = Callable[[OutputChoices], bool]
"""Whether pages of these choices print landscape (under "auto": the way the board comes out larger)."""


def set_paper(printer: QPrinter, choices: OutputChoices, landscape_for: Orient) -> None:
    """Give ``printer`` the paper of ``choices`` the way up they ask (under "auto": as
    ``landscape_for`` chooses), with no margin of its own: the app's margin is in the page's
    layout, and the page is drawn from the paper's corner."""
    setup = choices.page("print") or PageSetup()
    landscape = landscape_for(choices)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    if choices.paper in _PAGE_SIZES:
        size = QPageSize(_PAGE_SIZES[choices.paper])
    else:  # a size of one's own
        paper = setup.paper
        size = QPageSize(
            QSizeF(paper.width, paper.height), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch
        )
    printer.setFullPage(True)
    printer.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))


class PrintPreview(QDialog):
    """The preview of ``printer``'s pages, as ``paint`` draws them, and their options;
    `print_requested` when the person asks to print."""

    print_requested = Signal()

    def __init__(
        self,
        printer: QPrinter,
        choices: OutputChoices,
        landscape_for: Orient,
        paint: Paint,
        parent: QWidget | None = None,
        fits: Fits | None = None,
    ) -> None:
        super().__init__(parent)
        self.printer = printer
        self.landscape_for = landscape_for
        self._paint = paint
        self.form = OutputForm("print", choices, fits=fits)
        self.pages = QLabel()
        self.preview = QPrintPreviewWidget(printer)
        self.preview.setViewMode(QPrintPreviewWidget.ViewMode.AllPagesView)
        self.preview.paintRequested.connect(self._paint_preview)
        for view in self.preview.findChildren(QGraphicsView):  # Qt's own view of the pages: named here
            view.setAccessibleName(self.tr("Preview of the pages"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Print…"))
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.accepted.connect(self.print_requested)
        buttons.rejected.connect(self.reject)
        side = QVBoxLayout()
        side.addWidget(self.form)
        side.addWidget(self.pages)
        side.addStretch(1)
        side.addWidget(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.preview, 1)
        layout.addLayout(side)
        self.resize(980, 720)
        self.form.changed.connect(self._follow)
        self._follow()

    def choices(self) -> OutputChoices:
        return self.form.choices()

    def _follow(self) -> None:
        choices = self.choices()
        set_paper(self.printer, choices, self.landscape_for)
        sheets = choices.columns * choices.rows
        paper = choices.sheet().name
        self.pages.setText(spoken(self.tr("%n sheet(s) of {paper}", "", sheets), paper=paper))
        self.preview.updatePreview()
        self.preview.fitInView()  # every sheet in sight, whatever the paper and the poster

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.preview.fitInView()

    def _paint_preview(self, printer: QPrinter) -> None:
        self._paint(printer, self.choices())
