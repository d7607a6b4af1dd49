"""File → Export's options, and the same form beside Print's preview: a picture of the board's
own shape or a page of paper (A4 to A0, Letter, Tabloid or a size of one's own, either way up), a
PNG's size and dots per inch, bleed and crop marks for a print shop, PDF/X-4 in CMYK (PDF), a
poster over several sheets (PDF and print), a transparent background and texts as outlines (SVG),
and whether the board's name and rules go with it. On paper, a line says how large the board
prints and how much of the paper it covers, and offers a poster of fewer sheets that prints it
as large (`board.paper_fit`). The picture never carries the editor's marks (warnings, selection):
it is drawn afresh."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.paper import (
    CUSTOM,
    DPI_CHOICES,
    MAX_BLEED,
    MAX_CUSTOM,
    MAX_SHEETS,
    MIN_CUSTOM,
    ORIENTATIONS,
    PAPERS,
    Orientation,
)
from ...words import spoken
from ..board.render import MAX_PNG_SIDE, MIN_PNG_SIDE
from .output_choices import PICTURE, OutputChoices

if TYPE_CHECKING:
    from ..board.paper_fit import Fit

Fits = Callable[[OutputChoices], "tuple[Fit, Fit | None] | None"]
"""How the board prints with these choices and a poster of fewer sheets that prints it as large
(None: none), or None for a picture without paper (`board.paper_fit`)."""


class OutputForm(QWidget):
    """The options that apply to ``kind`` (``"png"``, ``"svg"``, ``"pdf"`` or ``"print"``), set
    from ``choices``; `choices()` reads them back. Options that the paper rules out (a size on
    paper, bleed on a picture) are greyed. With ``fits``, a line under them says how the board
    prints on the paper chosen, and a button offers a poster of fewer sheets that prints it as
    large."""

    changed = Signal()

    def __init__(
        self, kind: str, choices: OutputChoices, parent: QWidget | None = None, fits: Fits | None = None
    ) -> None:
        super().__init__(parent)
        self.kind = kind
        self.fits = fits
        self.paper = QComboBox()
        if kind in ("png", "svg"):
            self.paper.addItem(self.tr("None: a picture of the board's shape"), PICTURE)
        for paper in PAPERS.values():
            self.paper.addItem(
                spoken(
                    self.tr("{name} ({width} × {height} mm)"),
                    name=paper.name,
                    width=paper.width,
                    height=paper.height,
                ),
                paper.key,
            )
        self.paper.addItem(self.tr("A size of my own"), CUSTOM)
        self.custom_width, self.custom_height = QDoubleSpinBox(), QDoubleSpinBox()
        for side, name in (
            (self.custom_width, self.tr("Paper width")),
            (self.custom_height, self.tr("Paper height")),
        ):
            side.setRange(MIN_CUSTOM, MAX_CUSTOM)
            side.setDecimals(1)
            side.setSuffix(self.tr(" mm"))
            side.setAccessibleName(name)  # two boxes, one label
            side.setToolTip(name)
        self.orientation = QComboBox()
        for text, value in zip(
            (self.tr("Automatic: the way the board prints larger"), self.tr("Portrait"), self.tr("Landscape")),
            ORIENTATIONS,
            strict=True,
        ):
            self.orientation.addItem(text, value)
        self.size_box = QSpinBox()
        self.size_box.setRange(MIN_PNG_SIDE, MAX_PNG_SIDE)
        self.size_box.setSuffix(self.tr(" px"))
        self.size_box.setToolTip(self.tr("The picture's longer side"))
        self.dpi = QComboBox()
        for dpi in DPI_CHOICES:
            self.dpi.addItem(spoken(self.tr("{dpi} dpi"), dpi=dpi), dpi)
        self.dpi.setToolTip(self.tr("Dots per inch, written into the PNG; on paper they set its pixels"))
        self.bleed = QDoubleSpinBox()
        self.bleed.setRange(0.0, MAX_BLEED)
        self.bleed.setDecimals(2)
        self.bleed.setSingleStep(0.5)
        self.bleed.setSuffix(self.tr(" mm"))
        self.bleed.setToolTip(self.tr("How far the background reaches past the paper's edge, for a print shop"))
        self.crop_marks = QCheckBox(self.tr("Crop marks at the corners, where the paper is cut"))
        self.columns, self.rows = QSpinBox(), QSpinBox()
        for box, suffix in ((self.columns, self.tr(" across")), (self.rows, self.tr(" down"))):
            box.setRange(1, MAX_SHEETS)
            box.setSuffix(suffix)
        self.columns.setAccessibleName(self.tr("Poster sheets across"))  # two boxes, one label
        self.rows.setAccessibleName(self.tr("Poster sheets down"))
        self.columns.setToolTip(self.tr("Sheets side by side: the board is printed larger, with overlap marks"))
        self.rows.setToolTip(self.tr("Sheets one under the other"))
        self.transparent = QCheckBox(self.tr("Transparent background"))
        self.pdfx = QCheckBox(self.tr("PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)"))
        self.pdfx.setToolTip(
            self.tr("The colours in CMYK for offset printing, with the trim and bleed declared on every page")
        )
        self.outlines = QCheckBox(self.tr("Texts as outlines (for a computer without the font)"))
        self.caption = QCheckBox(self.tr("The board's name above it and its size and rules below"))
        self.printed = QLabel()
        self.printed.setWordWrap(True)
        self.fewer = QPushButton()
        self.fewer.clicked.connect(self._use_fewer)
        self._fewer: Fit | None = None
        self._build()
        self.set_choices(choices)
        for combo in (self.paper, self.orientation, self.dpi):
            combo.currentIndexChanged.connect(self._follow)
        for spin in (self.size_box, self.columns, self.rows):
            spin.valueChanged.connect(self._follow)
        self.bleed.valueChanged.connect(self._follow)
        for spin_mm in (self.custom_width, self.custom_height):
            spin_mm.valueChanged.connect(self._follow)
        for check in (self.crop_marks, self.transparent, self.caption, self.pdfx, self.outlines):
            check.toggled.connect(self._follow)
        self._follow()

    def _build(self) -> None:
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Paper:"), self.paper)
        self.custom_size = QHBoxLayout()  # shown only for a size of one's own
        self.custom_size.addWidget(self.custom_width)
        self.custom_size.addWidget(self.custom_height)
        form.addRow(self.tr("Paper size:"), self.custom_size)
        self.form_layout = form
        form.addRow(self.tr("Orientation:"), self.orientation)
        if self.kind == "png":
            form.addRow(self.tr("Size:"), self.size_box)
            form.addRow(self.tr("Resolution:"), self.dpi)
        if self.kind != "print":  # a home printer's paper is cut already
            form.addRow(self.tr("Bleed:"), self.bleed)
            form.addRow(self.crop_marks)
        if self.kind in ("pdf", "print"):
            sheets = QHBoxLayout()
            sheets.addWidget(self.columns)
            sheets.addWidget(self.rows)
            form.addRow(self.tr("Poster sheets:"), sheets)
        if self.kind == "pdf":
            form.addRow(self.pdfx)
        if self.kind in ("png", "svg"):
            form.addRow(self.transparent)
        if self.kind == "svg":
            form.addRow(self.outlines)
        form.addRow(self.caption)
        if self.fits is not None:
            form.addRow(self.printed)
            form.addRow(self.fewer)

    def set_choices(self, choices: OutputChoices) -> None:
        index = self.paper.findData(choices.paper)
        self.paper.setCurrentIndex(max(0, index))
        self.orientation.setCurrentIndex(max(0, self.orientation.findData(choices.orientation)))
        self.size_box.setValue(choices.size)
        self.dpi.setCurrentIndex(max(0, self.dpi.findData(choices.dpi)))
        self.bleed.setValue(choices.bleed)
        self.crop_marks.setChecked(choices.crop_marks)
        self.columns.setValue(choices.columns)
        self.rows.setValue(choices.rows)
        self.transparent.setChecked(choices.transparent)
        self.caption.setChecked(choices.caption)
        self.pdfx.setChecked(choices.pdfx)
        self.outlines.setChecked(choices.outlines)
        self.custom_width.setValue(choices.custom_width)
        self.custom_height.setValue(choices.custom_height)

    def choices(self) -> OutputChoices:
        orientation: Orientation = next(o for o in ORIENTATIONS if o == self.orientation.currentData())
        return OutputChoices(
            paper=str(self.paper.currentData()),
            orientation=orientation,
            size=self.size_box.value(),
            dpi=int(self.dpi.currentData()),
            bleed=self.bleed.value(),
            crop_marks=self.crop_marks.isChecked(),
            columns=self.columns.value(),
            rows=self.rows.value(),
            transparent=self.transparent.isChecked(),
            caption=self.caption.isChecked(),
            pdfx=self.pdfx.isChecked() and self.kind == "pdf",
            outlines=self.outlines.isChecked() and self.kind == "svg",
            custom_width=self.custom_width.value(),
            custom_height=self.custom_height.value(),
        )

    def _follow(self) -> None:
        """Grey what the paper rules out, then say that something changed."""
        on_paper = self.paper.currentData() != PICTURE
        own = self.paper.currentData() == CUSTOM
        self.form_layout.setRowVisible(self.custom_size, own)
        for side in (self.custom_width, self.custom_height):
            side.setEnabled(own)
        self.orientation.setEnabled(on_paper)
        self.size_box.setEnabled(not on_paper)  # on paper a PNG's pixels follow the paper and the dpi
        self.bleed.setEnabled(on_paper)
        self.crop_marks.setEnabled(on_paper)
        self._show_fit()
        self.changed.emit()

    def _show_fit(self) -> None:
        """Say how the board prints with the choices made (nothing for a picture without
        paper), and offer a poster of fewer sheets when one prints it as large."""
        if self.fits is None:
            return
        measured = self.fits(self.choices())
        self._fewer = measured[1] if measured is not None else None
        self.form_layout.setRowVisible(self.printed, measured is not None)
        self.form_layout.setRowVisible(self.fewer, self._fewer is not None)
        if measured is None:
            return
        fit, fewer = measured
        size = {"width": fit.width / 10, "height": fit.height / 10, "share": fit.covers}
        if fit.sheets == 1:
            sentence = self.tr("The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.")
        else:
            sentence = self.tr(
                "On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.",
                "",
                fit.sheets,
            )
        text = spoken(sentence, **size)
        if fewer is not None:
            grid = {"columns": fewer.columns, "rows": fewer.rows}
            offer = self.tr("{columns} across × {rows} down print it as large on %n sheet(s).", "", fewer.sheets)
            text = f"{text} {spoken(offer, **grid)}"
            self.fewer.setText(spoken(self.tr("Use {columns} × {rows} sheets"), **grid))
        self.printed.setText(text)
        self.fewer.setAccessibleDescription(text)  # the button says why, to a screen reader too

    def _use_fewer(self) -> None:
        """Take the poster of fewer sheets offered."""
        if self._fewer is None:
            return
        fewer = self._fewer
        for box, value in ((self.columns, fewer.columns), (self.rows, fewer.rows)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self._follow()
        self.columns.setFocus()  # the button is gone: focus stays on the sheets just set


class ExportDialog(QDialog):
    """The options of an export to ``kind`` (``"png"``, ``"svg"`` or ``"pdf"``)."""

    def __init__(
        self,
        kind: str,
        choices: OutputChoices | None = None,
        parent: QWidget | None = None,
        fits: Fits | None = None,
    ) -> None:
        super().__init__(parent)
        if kind == "png":
            self.setWindowTitle(self.tr("Export as PNG"))
        elif kind == "svg":
            self.setWindowTitle(self.tr("Export as SVG"))
        else:
            self.setWindowTitle(self.tr("Export as PDF"))
        if choices is None:
            choices = OutputChoices(paper="a4") if kind == "pdf" else OutputChoices()
        self.form = OutputForm(kind, choices, fits=fits)
        self.size_box = self.form.size_box
        self.caption = self.form.caption
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Export"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(buttons)

    def choices(self) -> OutputChoices:
        return self.form.choices()
