"""A first check that real mouse drags on the viewport reach the scene and edit the board."""

from __future__ import annotations

import pytest

from helpers.mouse import drag
from snl_desktop.core import Board


@pytest.mark.slow
def test_drag_with_ladder_tool_places_a_ladder_and_the_matrix_shows_it(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    drag(window, 3, 22, via=12)
    assert dict(window.document.board.jumps) == {3: 22}
    row, col = window.document.board.position(3)
    assert window.document.board.to_matrix()[row][col] == 22
    assert "22" in window.matrix_panel.text().splitlines()[row]
