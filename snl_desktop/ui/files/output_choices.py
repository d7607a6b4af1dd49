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


def _orientation(settings: QSettings, key: str) -> Orientation:
    value = read_choice(settings, key, "auto", ORIENTATIONS)
    return next(choice for choice in ORIENTATIONS if choice == value)


def read_export(settings: QSettings, kind: str) -> OutputChoices:
    """The choices of the last export to ``kind`` (the paper is remembered for each format;
    a PDF's is never a picture)."""
    from ..board.render import MAX_PNG_SIDE, MIN_PNG_SIDE  # the exporter: loaded when exporting

    papers = PAPER_KEYS if kind == "pdf" else (PICTURE, *PAPER_KEYS)
    return OutputChoices(
        paper=read_choice(settings, f"export/{kind}/paper", papers[0], papers),
        orientation=_orientation(settings, "export/orientation"),
        size=read_int(settings, "export/size", DEFAULT_SIZE, MIN_PNG_SIDE, MAX_PNG_SIDE),
        dpi=_dpi(settings, "export/dpi"),
        bleed=read_int(settings, "export/bleed_micrometres", 0, 0, round(MAX_BLEED * 1000)) / 1000,
        crop_marks=read_bool(settings, "export/crop_marks", False),
        columns=read_int(settings, "export/columns", 1, 1, MAX_SHEETS),
        rows=read_int(settings, "export/rows", 1, 1, MAX_SHEETS),
        transparent=read_bool(settings, "export/transparent", False),
        caption=read_bool(settings, "export/caption", True),
    )


def write_export(settings: QSettings, kind: str, choices: OutputChoices) -> None:
    settings.setValue(f"export/{kind}/paper", choices.paper)
    settings.setValue("export/orientation", choices.orientation)
    settings.setValue("export/size", choices.size)
    settings.setValue("export/dpi", choices.dpi)
    settings.setValue("export/bleed_micrometres", round(choices.bleed * 1000))
    write_bool(settings, "export/crop_marks", choices.crop_marks)
    settings.setValue("export/columns", choices.columns)
    settings.setValue("export/rows", choices.rows)
    write_bool(settings, "export/transparent", choices.transparent)
    write_bool(settings, "export/caption", choices.caption)


def read_print(settings: QSettings) -> OutputChoices:
    """The choices of the last print: paper, orientation, a poster's sheets, the caption."""
    return OutputChoices(
        paper=read_choice(settings, "print/paper", "a4", PAPER_KEYS),
        orientation=_orientation(settings, "print/orientation"),
        columns=read_int(settings, "print/columns", 1, 1, MAX_SHEETS),
        rows=read_int(settings, "print/rows", 1, 1, MAX_SHEETS),
        caption=read_bool(settings, "print/caption", True),
    )


def write_print(settings: QSettings, choices: OutputChoices) -> None:
    settings.setValue("print/paper", choices.paper)
    settings.setValue("print/orientation", choices.orientation)
    settings.setValue("print/columns", choices.columns)
    settings.setValue("print/rows", choices.rows)
    write_bool(settings, "print/caption", choices.caption)


def _dpi(settings: QSettings, key: str) -> int:
    value = read_int(settings, key, DEFAULT_DPI, min(DPI_CHOICES), max(DPI_CHOICES))
    return value if value in DPI_CHOICES else DEFAULT_DPI
