"""What a print shop's PDF costs, side by side with today's RGB PDF of the same pages: the
Milton Bradley board with its name and rules on A3 with a 3 mm bleed and crop marks, and as a
3×3 poster of A1 sheets. PDF/X-4 adds Qt's CMYK conversion and the embedded profile; both
add pikepdf's pass that declares the trim and bleed boxes (`print_shop.declare_boxes`).

    .venv/bin/python -m pytest tests/benchmarks/test_print_shop_benchmark.py --benchmark-enable \\
        --benchmark-columns=median,min,max,rounds"""

from __future__ import annotations

import io

import pikepdf
import pytest

from snl_desktop.core.paper import PAPERS, PageSetup
from snl_desktop.presets import load_preset
from snl_desktop.ui.board.render import export_bytes

MILTON = load_preset("milton-bradley")
CASES = {
    "A3 bleed": PageSetup(PAPERS["a3"], "portrait", bleed=3.0, crop_marks=True),
    "A1 poster 3x3": PageSetup(PAPERS["a1"], "auto", columns=3, rows=3),
}


@pytest.mark.parametrize("pdfx", [False, True], ids=["rgb", "pdfx"])
@pytest.mark.parametrize("case", list(CASES))
def test_print_shop_pdf(benchmark, qapp, case: str, pdfx: bool) -> None:
    page = CASES[case]

    def export() -> bytes:
        return export_bytes(MILTON.board, "pdf", MILTON.rules, title=MILTON.name, caption="rules", page=page, pdfx=pdfx)

    data = benchmark.pedantic(export, rounds=5, iterations=1)
    benchmark.extra_info["kilobytes"] = round(len(data) / 1024)
    with pikepdf.open(io.BytesIO(data)) as pdf:
        assert len(pdf.pages) == page.sheets
        assert all("/TrimBox" in p.obj and "/BleedBox" in p.obj for p in pdf.pages)
