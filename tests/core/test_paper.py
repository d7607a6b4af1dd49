"""The page layout as geometry: paper sizes either way up, the picture's room inside the margin,
bleed and crop marks outside the trim, a poster's sheets sharing overlap strips, and the
picture centred (core.paper, no Qt)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from snl_desktop.core.paper import (
    CROP_MARK_GAP,
    MARGIN,
    OVERLAP,
    PAPERS,
    Box,
    PageSetup,
    dots_per_metre,
    fit,
    is_landscape,
    page_layout,
    pixels,
    stack,
)

A4 = PAPERS["a4"]


def test_an_a4_page_is_the_paper_with_the_margin_inside() -> None:
    layout = page_layout(PageSetup(A4, "portrait"))
    assert (layout.width, layout.height) == (210, 297)
    assert layout.trim == layout.bleed == Box(0, 0, 210, 297)
    assert layout.area == Box(MARGIN, MARGIN, 210 - 2 * MARGIN, 297 - 2 * MARGIN)
    assert len(layout.sheets) == 1 and layout.crop_marks == () and layout.sheets[0].overlap_marks == ()


@pytest.mark.parametrize("key", ["a4", "a3", "letter", "tabloid"])
def test_landscape_turns_the_paper(key: str) -> None:
    paper = PAPERS[key]
    layout = page_layout(PageSetup(paper, "landscape"))
    assert (layout.width, layout.height) == (paper.height, paper.width) and layout.landscape


def test_auto_turns_the_paper_for_a_wide_picture_only() -> None:
    assert is_landscape(PageSetup(A4), 2.0)
    assert not is_landscape(PageSetup(A4), 1.0)
    assert not is_landscape(PageSetup(A4), 0.5)


def test_bleed_and_crop_marks_lie_outside_the_trim() -> None:
    layout = page_layout(PageSetup(A4, "portrait", bleed=3.0, crop_marks=True))
    room = 3.0 + 5.0  # the marks start past the bleed and are 5 mm long
    assert (layout.width, layout.height) == (210 + 2 * room, 297 + 2 * room)
    assert layout.trim == Box(room, room, 210, 297)
    assert layout.bleed == Box(room - 3, room - 3, 216, 303)
    assert len(layout.crop_marks) == 8
    trim = layout.trim
    for mark in layout.crop_marks:
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            inside = trim.x < x < trim.right and trim.y < y < trim.bottom
            assert not inside, "a crop mark on what is kept"
            assert 0 <= x <= layout.width and 0 <= y <= layout.height
        nearest = min(
            max(abs(mark.x1 - edge) for edge in (trim.x, trim.right)) if mark.y1 == mark.y2 else 99,
            max(abs(mark.y1 - edge) for edge in (trim.y, trim.bottom)) if mark.x1 == mark.x2 else 99,
        )
        assert nearest >= 3.0


def test_crop_marks_without_bleed_keep_their_gap() -> None:
    layout = page_layout(PageSetup(A4, "portrait", crop_marks=True))
    assert layout.trim.x == CROP_MARK_GAP + 5.0


def test_a_poster_shares_an_overlap_strip_between_neighbours() -> None:
    layout = page_layout(PageSetup(A4, "portrait", columns=3, rows=2))
    area = layout.area
    assert len(layout.sheets) == 6 and (layout.columns, layout.rows) == (3, 2)
    assert layout.poster.width == 3 * area.width - 2 * OVERLAP
    assert layout.poster.height == 2 * area.height - OVERLAP
    by_place = {(s.row, s.column): s for s in layout.sheets}
    assert [s.number for s in layout.sheets] == [1, 2, 3, 4, 5, 6]
    assert by_place[(2, 3)].number == 6
    for (row, column), sheet in by_place.items():
        if column < 3:
            right = by_place[(row, column + 1)].window
            assert sheet.window.right - right.x == pytest.approx(OVERLAP)
        if row < 2:
            below = by_place[(row + 1, column)].window
            assert sheet.window.bottom - below.y == pytest.approx(OVERLAP)
    last = by_place[(2, 3)].window
    assert (last.right, last.bottom) == (pytest.approx(layout.poster.width), pytest.approx(layout.poster.height))


def test_overlap_marks_are_in_the_margins_on_the_shared_sides_only() -> None:
    layout = page_layout(PageSetup(A4, "portrait", columns=2, rows=2))
    area = layout.area
    top_left = layout.sheets[0]
    assert len(top_left.overlap_marks) == 8  # two strips (right, below), both ends, both margins
    for mark in top_left.overlap_marks:
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            assert not (area.x < x < area.right and area.y < y < area.bottom), "a mark on the picture"
    xs = {mark.x1 for mark in top_left.overlap_marks if mark.x1 == mark.x2}
    assert xs == {area.right - OVERLAP, area.right}
    assert page_layout(PageSetup(A4, "portrait")).sheets[0].overlap_marks == ()


def test_fit_centres_the_largest_box_of_a_shape() -> None:
    assert fit(Box(0, 0, 200, 100), 1.0) == Box(50, 0, 100, 100)
    assert fit(Box(10, 10, 100, 300), 2.0) == Box(10, 135, 100, 50)


@given(
    st.floats(20, 2000),
    st.floats(20, 2000),
    st.floats(0.2, 5),
    st.floats(0, 50),
    st.floats(0, 50),
)
def test_the_stack_is_centred_both_ways_and_stays_inside(width, height, aspect, title, caption) -> None:
    area = Box(5, 7, width, height)
    placed = stack(area, aspect, min(title, height / 4), min(caption, height / 4), 4.0)
    top, bottom = placed.title.y, placed.caption.bottom
    assert top - area.y == pytest.approx(area.bottom - bottom, abs=1e-6)
    board = placed.board
    assert board.x - area.x == pytest.approx(area.right - board.right, abs=1e-6)
    assert area.y - 1e-6 <= top and bottom <= area.bottom + 1e-6
    assert placed.title.bottom <= board.y + 1e-6 and board.bottom <= placed.caption.y + 1e-6
    if board.width:
        assert board.width / board.height == pytest.approx(aspect)


def test_pixels_and_dots_per_metre() -> None:
    assert pixels(210, 300) == 2480 and pixels(297, 300) == 3508
    assert dots_per_metre(300) == 11811 and dots_per_metre(96) == 3780


@pytest.mark.parametrize(
    "bad", [{"bleed": -1.0}, {"bleed": 11.0}, {"columns": 0}, {"rows": 11}, {"orientation": "sideways"}]
)
def test_a_setup_out_of_bounds_is_refused(bad) -> None:
    with pytest.raises(ValueError):
        PageSetup(A4, **bad)
