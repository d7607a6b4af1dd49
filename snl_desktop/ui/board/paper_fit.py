"""How a board comes out on the paper chosen, worked out before anything is drawn: its printed
size, the share of the paper it covers, and whether a poster of fewer sheets prints it as large
(a grid with a row or a column to spare). Measured with the very layout that draws the pages
(`page.choose_layout`, `page.layout_composition`), the name and rules included, so the figures
the export and print dialogs show are the pages' own."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.paper import PageSetup, poster_size
from .page import choose_layout, layout_composition

PPM = 10.0
"""Pixels a millimetre the layout is measured at (texts are fitted in pixels)."""

AS_LARGE = 0.999
"""A poster prints the board "as large" when its board is at least this share as wide: a
millimetre in a metre, less than the paper's own cutting tolerance."""


@dataclass(frozen=True)
class Fit:
    """A board as it prints: ``width`` × ``height`` millimetres, on ``columns × rows`` sheets
    lying ``landscape`` or not, covering ``covers`` (0 to 1) of the paper inside the trim."""

    width: float
    height: float
    columns: int
    rows: int
    landscape: bool
    covers: float

    @property
    def sheets(self) -> int:
        return self.columns * self.rows


def measure(aspect: float, setup: PageSetup, title: str, caption: str | None) -> Fit:
    """How a board of ``aspect`` (width / height) prints on ``setup``, its ``title`` above it
    and its ``caption`` (None: none) below, the orientation chosen as the pages choose it."""
    layout = choose_layout(aspect, setup, title, caption, PPM)
    board = layout_composition(aspect, layout, title, caption, PPM).places.board
    width, height = board.width / PPM, board.height / PPM
    paper = layout.trim.width * layout.trim.height * len(layout.sheets)
    return Fit(width, height, setup.columns, setup.rows, layout.landscape, width * height / paper)


def fewer_sheets(
    aspect: float, setup: PageSetup, title: str, caption: str | None, now: Fit | None = None
) -> Fit | None:
    """The poster of fewest sheets, no wider and no taller in sheets than ``setup``'s, that
    prints the board `AS_LARGE` as ``setup`` does (``now``, when already measured; of two with
    as few, the larger board), or None when every sheet of ``setup`` is needed. The orientation
    is ``setup``'s: under "auto" each grid lies the way its board prints larger."""
    if now is None:
        now = measure(aspect, setup, title, caption)
    best: Fit | None = None
    for columns in range(1, setup.columns + 1):
        for rows in range(1, setup.rows + 1):
            sheets = columns * rows
            if sheets >= now.sheets or (best is not None and sheets > best.sheets):
                break  # more rows: more sheets still
            grid = replace(setup, columns=columns, rows=rows)
            if not _has_room(grid, now):
                continue
            fit = measure(aspect, grid, title, caption)
            if fit.width < now.width * AS_LARGE:
                continue
            if best is None or sheets < best.sheets or fit.width > best.width:
                best = fit
            break  # the fewest rows for these columns
    return best


def _has_room(setup: PageSetup, board: Fit) -> bool:
    """Whether ``setup``'s poster (either way up under "auto") has room for ``board`` at all:
    a cheap test that spares laying out the texts of grids far too small."""
    ways = (False, True) if setup.orientation == "auto" else (setup.orientation == "landscape",)
    for landscape in ways:
        width, height = poster_size(setup, landscape)
        if width >= board.width * AS_LARGE and height >= board.height * AS_LARGE:
            return True
    return False
