"""How a board prints on the paper chosen, before it is drawn (`board.paper_fit`): the board's
printed size and the share of paper it covers are the pages' own, and a poster of fewer sheets
is offered exactly when one prints the board as large — checked against every smaller grid."""

from __future__ import annotations

import itertools

import pytest

from snl_desktop.core.paper import MARGIN, PAPERS, PageSetup
from snl_desktop.ui.board.page import choose_layout, layout_composition
from snl_desktop.ui.board.paper_fit import AS_LARGE, fewer_sheets, measure

TITLE = "Milton Bradley"
CAPTION = "10 × 10 · 9 snakes, 9 ladders · land exactly on the last square"


def test_one_sheet_without_texts_prints_the_board_across_the_margins(qapp) -> None:
    a4 = PageSetup(PAPERS["a4"])
    fit = measure(1.0, a4, TITLE, None)
    side = a4.paper.width - 2 * MARGIN  # a square board fills the width inside the margins
    assert (fit.width, fit.height) == pytest.approx((side, side))
    assert fit.covers == pytest.approx(side * side / (a4.paper.width * a4.paper.height))
    assert (fit.sheets, fit.landscape) == (1, False)
    assert fewer_sheets(1.0, a4, TITLE, None) is None  # one sheet is the fewest


def test_the_size_said_is_the_size_the_pages_draw(qapp) -> None:
    setup = PageSetup(PAPERS["a1"], columns=3, rows=2)
    fit = measure(1.4, setup, TITLE, CAPTION)
    layout = choose_layout(1.4, setup, TITLE, CAPTION, 4.0)  # drawn at another resolution
    board = layout_composition(1.4, layout, TITLE, CAPTION, 4.0).places.board
    assert fit.width == pytest.approx(board.width / 4.0, rel=1e-3)
    assert fit.height == pytest.approx(board.height / 4.0, rel=1e-3)
    assert fit.landscape == layout.landscape


def test_a_row_of_three_a4_sheets_prints_a_square_board_no_larger_than_two(qapp) -> None:
    setup = PageSetup(PAPERS["a4"], columns=3, rows=1)
    now = measure(1.0, setup, TITLE, CAPTION)
    fewer = fewer_sheets(1.0, setup, TITLE, CAPTION)
    assert fewer is not None and (fewer.columns, fewer.rows) == (2, 1)
    assert fewer.width >= now.width * AS_LARGE
    assert fewer.covers > now.covers  # less paper left blank


def test_a_fixed_orientation_is_kept(qapp) -> None:
    setup = PageSetup(PAPERS["a4"], "portrait", columns=3, rows=1)
    fewer = fewer_sheets(1.0, setup, TITLE, CAPTION)
    assert fewer is not None and not fewer.landscape


def test_a_square_board_on_three_by_three_a1_needs_every_sheet(qapp) -> None:
    """The issue's poster: nine A1 sheets leave their bottom row partly blank, yet no grid of
    fewer sheets prints the board as large (3 × 2 prints it smaller): nothing is offered."""
    setup = PageSetup(PAPERS["a1"], columns=3, rows=3)
    assert fewer_sheets(1.0, setup, TITLE, CAPTION) is None
    three_by_two = PageSetup(PAPERS["a1"], columns=3, rows=2)
    assert measure(1.0, three_by_two, TITLE, CAPTION).width < measure(1.0, setup, TITLE, CAPTION).width


@pytest.mark.parametrize(
    ("paper", "aspect", "columns", "rows"),
    [("a4", 1.0, 4, 4), ("a3", 1.5, 3, 4), ("a1", 1.0, 10, 10), ("letter", 0.6, 5, 2), ("a4", 1.0, 1, 6)],
)
def test_the_offer_is_the_fewest_sheets_of_every_smaller_grid(qapp, paper, aspect, columns, rows) -> None:
    """Against every grid no wider and no taller, laid out in full: the offer (if any) is as
    large with the fewest sheets, and without an offer every smaller grid prints smaller."""
    setup = PageSetup(PAPERS[paper], columns=columns, rows=rows)
    now = measure(aspect, setup, TITLE, CAPTION)
    as_large = [
        measure(aspect, PageSetup(PAPERS[paper], columns=c, rows=r), TITLE, CAPTION)
        for c, r in itertools.product(range(1, columns + 1), range(1, rows + 1))
        if c * r < columns * rows
    ]
    as_large = [fit for fit in as_large if fit.width >= now.width * AS_LARGE]
    offer = fewer_sheets(aspect, setup, TITLE, CAPTION)
    if not as_large:
        assert offer is None
        return
    fewest = min(fit.sheets for fit in as_large)
    assert offer is not None and offer.sheets == fewest
    assert offer.width == max(fit.width for fit in as_large if fit.sheets == fewest)
