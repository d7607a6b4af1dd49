"""What a person chose for an export or a print, remembered between runs: the paper or a picture
of the board's own shape, the orientation, a PNG's size and dots per inch, bleed, crop marks, a
poster's sheets, a transparent background, the name and rules around the board. Read through
the typed readers of `kit.settings` (a damaged value falls back to its default)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from ...core.paper import (
    DEFAULT_DPI,
    DPI_CHOICES,
    MAX_BLEED,
    MAX_SHEETS,
    ORIENTATIONS,
    PAPER_KEYS,
    PAPERS,
    Orientation,
    PageSetup,
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

    def page(self, kind: str) -> PageSetup | None:
        """The paper for an export to ``kind`` (None: a picture). A PDF is always pages; only a
        PDF is a poster of several sheets."""
        if self.paper not in PAPERS and kind != "pdf":
            return None
        sheets = (self.columns, self.rows) if kind in ("pdf", "print") else (1, 1)
        paper = PAPERS.get(self.paper, PAPERS["a4"])
        return PageSetup(paper, self.orientation, self.bleed, self.crop_marks, *sheets)


def _orientation(settings: QSettings, key: SettingKey) -> Orientation:
    value = read_choice(settings, key, "auto", ORIENTATIONS)
    return next(choice for choice in ORIENTATIONS if choice == value)


def read_export(settings: QSettings, kind: str) -> OutputChoices:
    """The choices of the last export to ``kind`` (the paper is remembered for each format;
    a PDF's is never a picture)."""
    from ..board.render import MAX_PNG_SIDE, MIN_PNG_SIDE  # the exporter: loaded when exporting

    papers = PAPER_KEYS if kind == "pdf" else (PICTURE, *PAPER_KEYS)
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


def read_print(settings: QSettings) -> OutputChoices:
    """The choices of the last print: paper, orientation, a poster's sheets, the caption."""
    return OutputChoices(
        paper=read_choice(settings, SettingKey.PRINT_PAPER, "a4", PAPER_KEYS),
        orientation=_orientation(settings, SettingKey.PRINT_ORIENTATION),
        columns=read_int(settings, SettingKey.PRINT_COLUMNS, 1, 1, MAX_SHEETS),
        rows=read_int(settings, SettingKey.PRINT_ROWS, 1, 1, MAX_SHEETS),
        caption=read_bool(settings, SettingKey.PRINT_CAPTION, True),
    )


def write_print(settings: QSettings, choices: OutputChoices) -> None:
    settings.setValue(SettingKey.PRINT_PAPER, choices.paper)
    settings.setValue(SettingKey.PRINT_ORIENTATION, choices.orientation)
    settings.setValue(SettingKey.PRINT_COLUMNS, choices.columns)
    settings.setValue(SettingKey.PRINT_ROWS, choices.rows)
    write_bool(settings, SettingKey.PRINT_CAPTION, choices.caption)


def _dpi(settings: QSettings, key: SettingKey) -> int:
    value = read_int(settings, key, DEFAULT_DPI, min(DPI_CHOICES), max(DPI_CHOICES))
    return value if value in DPI_CHOICES else DEFAULT_DPI
