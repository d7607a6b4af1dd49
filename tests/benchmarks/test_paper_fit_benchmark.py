"""What the export and print dialogs' line costs each time an option changes (`board.paper_fit`:
the board's printed size, then the search for a poster of fewer sheets), side by side with
laying out the pages alone (`page.choose_layout`, which the print preview does anyway): one A4
sheet, a 3×3 poster of A1 and the largest poster, 10×10, for Milton Bradley with its name and
rules. The dialog answers on the GUI thread, so the largest case should stay well under 100 ms.

    .venv/bin/python -m pytest tests/benchmarks/test_paper_fit_benchmark.py --benchmark-enable \\
        --benchmark-columns=median,min,max,rounds"""

from __future__ import annotations

import pytest

from snl_desktop.core.paper import PAPERS, PageSetup
from snl_desktop.presets import load_preset
from snl_desktop.ui.board.page import choose_layout
from snl_desktop.ui.board.paper_fit import fewer_sheets, measure

MILTON = load_preset("milton-bradley")
CAPTION = "10 × 10 · 9 snakes, 9 ladders · land exactly on the last square; a throw past it is not moved"
CASES = {
    "A4": PageSetup(PAPERS["a4"]),
    "A1 3x3": PageSetup(PAPERS["a1"], columns=3, rows=3),
    "A1 10x10": PageSetup(PAPERS["a1"], columns=10, rows=10),
}


@pytest.mark.parametrize("work", ["layout only", "line and offer"])
@pytest.mark.parametrize("case", list(CASES))
def test_paper_fit(benchmark, qapp, case: str, work: str) -> None:
    setup = CASES[case]

    def line_and_offer() -> object:
        now = measure(1.0, setup, MILTON.name, CAPTION)
        return now, fewer_sheets(1.0, setup, MILTON.name, CAPTION, now)

    def layout_only() -> object:
        return choose_layout(1.0, setup, MILTON.name, CAPTION)

    result = benchmark.pedantic(line_and_offer if work == "line and offer" else layout_only, rounds=9, iterations=1)
    assert result is not None
