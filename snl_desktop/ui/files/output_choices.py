"""What a person chose for an export or a print, remembered between runs: the paper (a standard
size, one of one's own, or a picture of the board's own shape), the orientation, a PNG's size and
dots per inch, bleed, crop marks, a poster's sheets, a transparent background, the name and rules
around the board, PDF/X for a print shop, an SVG's texts as outlines. Read through the typed
readers of `kit.settings` (a damaged value falls back to its default)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from ...core.paper import (
    CUSTOM,
    DEFAULT_CUSTOM,
    DEFAULT_DPI,
    DPI_CHOICES,
    MAX_BLEED,
    MAX_CUSTOM,
    MAX_SHEETS,
    MIN_CUSTOM,
    ORIENTATIONS,
    PAPER_KEYS,
    PAPERS,
    Orientation,
    PageSetup,
    Paper,
    custom_paper,
)
from ..kit.settings import read_bool, read_choice, read_int, write_bool
from ..kit.settings_keys import SettingKey

PICTURE = "picture"
"""No paper: a picture of the board's own shape (PNG and SVG only)."""
DEFAULT_SIZE = 1000


@dataclass(frozen=True)
class OutputChoices:
    """The options of one export or print (see the module's description)."""

    paper: str = PICTURE
    orientation: Orientation = "auto"
    size: int = DEFAULT_SIZE
    dpi: int = DEFAULT_DPI
    bleed: float = 0.0
    crop_marks: bool = False
    columns: int = 1
    rows: int = 1
    transparent: bool = False
    caption: bool = True
    pdfx: bool = False
    outlines: bool = False
    custom_width: float = DEFAULT_CUSTOM[0]
    custom_height: float = DEFAULT_CUSTOM[1]

    def sheet(self) -> Paper:
        """The paper chosen: a standard one, one of one's own (``"custom"``), else A4."""
        if self.paper == CUSTOM:
            return custom_paper(self.custom_width, self.custom_height)
        return PAPERS.get(self.paper, PAPERS["a4"])

    def page(self, kind: str) -> PageSetup | None:
        """The paper for an export to ``kind`` (None: a picture). A PDF is always pages; only a
        PDF is a poster of several sheets."""
        if self.paper not in (*PAPERS, CUSTOM) and kind != "pdf":
            return None
        sheets = (self.columns, self.rows) if kind in ("pdf", "print") else (1, 1)
        return PageSetup(self.sheet(), self.orientation, self.bleed, self.crop_marks, *sheets)


def _orientation(settings: QSettings, key: SettingKey) -> Orientation:
    value = read_choice(settings, key, "auto", ORIENTATIONS)
    return next(choice for choice in ORIENTATIONS if choice == value)


def read_export(settings: QSettings, kind: str) -> OutputChoices:
    """The choices of the last export to ``kind`` (the paper is remembered for each format;
    a PDF's is never a picture)."""
    from ..board.render import MAX_PNG_SIDE, MIN_PNG_SIDE  # the exporter: loaded when exporting

    papers = (*PAPER_KEYS, CUSTOM) if kind == "pdf" else (PICTURE, *PAPER_KEYS, CUSTOM)
    return OutputChoices(
        paper=read_choice(settings, SettingKey.export_paper(kind), papers[0], papers),
        orientation=_orientation(settings, SettingKey.EXPORT_ORIENTATION),
        size=read_int(settings, SettingKey.EXPORT_SIZE, DEFAULT_SIZE, MIN_PNG_SIDE, MAX_PNG_SIDE),
        dpi=_dpi(settings, SettingKey.EXPORT_DPI),
        bleed=read_int(settings, SettingKey.EXPORT_BLEED, 0, 0, round(MAX_BLEED * 1000)) / 1000,
        crop_marks=read_bool(settings, SettingKey.EXPORT_CROP_MARKS, False),
        columns=read_int(settings, SettingKey.EXPORT_COLUMNS, 1, 1, MAX_SHEETS),
        rows=read_int(settings, SettingKey.EXPORT_ROWS, 1, 1, MAX_SHEETS),
        transparent=read_bool(settings, SettingKey.EXPORT_TRANSPARENT, False),
        caption=read_bool(settings, SettingKey.EXPORT_CAPTION, True),
        pdfx=read_bool(settings, SettingKey.EXPORT_PDFX, False),
        outlines=read_bool(settings, SettingKey.EXPORT_OUTLINES, False),
        custom_width=_millimetres(settings, SettingKey.EXPORT_CUSTOM_WIDTH, DEFAULT_CUSTOM[0]),
        custom_height=_millimetres(settings, SettingKey.EXPORT_CUSTOM_HEIGHT, DEFAULT_CUSTOM[1]),
    )


def write_export(settings: QSettings, kind: str, choices: OutputChoices) -> None:
    settings.setValue(SettingKey.export_paper(kind), choices.paper)
    settings.setValue(SettingKey.EXPORT_ORIENTATION, choices.orientation)
    settings.setValue(SettingKey.EXPORT_SIZE, choices.size)
    settings.setValue(SettingKey.EXPORT_DPI, choices.dpi)
    settings.setValue(SettingKey.EXPORT_BLEED, round(choices.bleed * 1000))
    write_bool(settings, SettingKey.EXPORT_CROP_MARKS, choices.crop_marks)
    settings.setValue(SettingKey.EXPORT_COLUMNS, choices.columns)
    settings.setValue(SettingKey.EXPORT_ROWS, choices.rows)
    write_bool(settings, SettingKey.EXPORT_TRANSPARENT, choices.transparent)
    write_bool(settings, SettingKey.EXPORT_CAPTION, choices.caption)
    write_bool(settings, SettingKey.EXPORT_PDFX, choices.pdfx)
    write_bool(settings, SettingKey.EXPORT_OUTLINES, choices.outlines)
    settings.setValue(SettingKey.EXPORT_CUSTOM_WIDTH, round(choices.custom_width * 1000))
    settings.setValue(SettingKey.EXPORT_CUSTOM_HEIGHT, round(choices.custom_height * 1000))


def read_print(settings: QSettings) -> OutputChoices:
    """The choices of the last print: paper, orientation, a poster's sheets, the caption."""
    return OutputChoices(
        paper=read_choice(settings, SettingKey.PRINT_PAPER, "a4", (*PAPER_KEYS, CUSTOM)),
        orientation=_orientation(settings, SettingKey.PRINT_ORIENTATION),
        columns=read_int(settings, SettingKey.PRINT_COLUMNS, 1, 1, MAX_SHEETS),
        rows=read_int(settings, SettingKey.PRINT_ROWS, 1, 1, MAX_SHEETS),
        caption=read_bool(settings, SettingKey.PRINT_CAPTION, True),
        custom_width=_millimetres(settings, SettingKey.PRINT_CUSTOM_WIDTH, DEFAULT_CUSTOM[0]),
        custom_height=_millimetres(settings, SettingKey.PRINT_CUSTOM_HEIGHT, DEFAULT_CUSTOM[1]),
    )


def write_print(settings: QSettings, choices: OutputChoices) -> None:
    settings.setValue(SettingKey.PRINT_PAPER, choices.paper)
    settings.setValue(SettingKey.PRINT_ORIENTATION, choices.orientation)
    settings.setValue(SettingKey.PRINT_COLUMNS, choices.columns)
    settings.setValue(SettingKey.PRINT_ROWS, choices.rows)
    write_bool(settings, SettingKey.PRINT_CAPTION, choices.caption)
    settings.setValue(SettingKey.PRINT_CUSTOM_WIDTH, round(choices.custom_width * 1000))
    settings.setValue(SettingKey.PRINT_CUSTOM_HEIGHT, round(choices.custom_height * 1000))


def _dpi(settings: QSettings, key: SettingKey) -> int:
    value = read_int(settings, key, DEFAULT_DPI, min(DPI_CHOICES), max(DPI_CHOICES))
    return value if value in DPI_CHOICES else DEFAULT_DPI


def _millimetres(settings: QSettings, key: SettingKey, default: float) -> float:
    """A paper of one's own's side, kept in micrometres (`MIN_CUSTOM` to `MAX_CUSTOM` mm)."""
    low, high = round(MIN_CUSTOM * 1000), round(MAX_CUSTOM * 1000)
    return read_int(settings, key, round(default * 1000), low, high) / 1000
