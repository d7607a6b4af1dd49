"""The Solver in a right-to-left language (issue 35, §3 defect 9): the heat legend's ramp runs
from its "0 throws" label, mirrored with its words; the Graph opens showing distance 0, where
the search starts, not the far end of the graph."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from snl_desktop.core import Board, Rules, solution
from snl_desktop.ui.board import theme
from snl_desktop.ui.solver.graph_view import GraphPanel
from snl_desktop.ui.solver.legend import Legend
from snl_desktop.words import languages

DIRECTIONS = [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft]


@pytest.fixture(params=["en", "ar"])
def language(request: pytest.FixtureRequest, app: QApplication) -> Iterator[str]:
    """The app speaks English, then Arabic (laid out right to left); English after."""
    languages.use(app, request.param)
    try:
        yield request.param
    finally:
        languages.use(app, "en")


def _grab(legend: Legend, farthest: int) -> QImage:
    legend.set_farthest(farthest)
    return legend.grab().toImage()


def _ink_columns(image: QImage, text: QColor) -> set[int]:
    """The columns where the words under the ramp are drawn (pixels near the text colour)."""
    return {
        x
        for x in range(image.width())
        for y in range(18, image.height())
        if max(abs(a - b) for a, b in zip(QColor(image.pixel(x, y)).getRgb()[:3], text.getRgb()[:3])) < 90
    }


def _clusters(columns: set[int]) -> list[list[int]]:
    """Runs of ink columns with gaps under 12 px: one a label."""
    runs: list[list[int]] = []
    for x in sorted(columns):
        if runs and x - runs[-1][-1] < 12:
            runs[-1].append(x)
        else:
            runs.append([x])
    return runs


def _distance(a: QColor, b: QColor) -> int:
    return sum(abs(p - q) for p, q in zip(a.getRgb()[:3], b.getRgb()[:3]))


def test_the_colour_under_0_throws_is_the_colour_of_distance_0(language: str, qtbot) -> None:
    """In Arabic the labels were mirrored and the ramp was not: "0 throws" stood under yellow,
    the farthest colour, while distance 0 is dark blue."""
    legend = Legend()
    qtbot.addWidget(legend)
    legend.resize(420, legend.minimumHeight() + 4)
    text = legend.palette().windowText().color()
    first, second = _grab(legend, 12), _grab(legend, 13)
    changed = {
        x for x in range(first.width()) for y in range(18, first.height()) if first.pixel(x, y) != second.pixel(x, y)
    }
    labels = _clusters(_ink_columns(first, text))
    far = [run for run in labels if changed & set(run)]
    zero = [run for run in labels if not changed & set(run)]
    assert len(far) == 1 and len(zero) == 1, labels
    middle = sum(zero[0]) // len(zero[0])
    under_zero = QColor(first.pixel(middle, 8))
    ramp = theme.current().search_ramp
    assert _distance(under_zero, ramp[0]) < _distance(under_zero, ramp[-1]), (under_zero.name(), middle)
    on_right = min(zero[0]) > max(far[0])
    assert on_right == (language == "ar")  # the words read the language's way


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_the_graph_opens_at_distance_0(app, qtbot, direction: Qt.LayoutDirection) -> None:
    """In Arabic the Graph opened scrolled to distances 7–10 and the goal, away from where the
    search runs: it opens showing the start's node, as in English."""
    panel = GraphPanel()
    qtbot.addWidget(panel)
    panel.setLayoutDirection(direction)
    panel.resize(520, 420)
    panel.show()
    qtbot.waitExposed(panel)
    board = Board(10, 10)  # no jumps: 17 columns of distance, more than fit
    panel.show_board(board, Rules(), solution(board, Rules()))
    view = panel.view
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() > 0)
    geometry = view.geometry_
    assert geometry is not None
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(geometry.node_rect(1)), (shown, geometry.node_rect(1))
    assert not shown.contains(geometry.node_rect(100))  # (the graph is wider than the view)
