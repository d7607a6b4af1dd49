"""Issue 36, defect 8: one definition of a square's visits. A token that starts on square 1 rests
there once before its first throw, and square 1 counts that rest, in `analyze --json` as on the
heat map: the figures the heat map draws on the board are the JSON's ``square_visits``."""

from __future__ import annotations

import math

import pytest

from helpers.bfs_oracle import matrix_of
from snl_desktop.core import Board, Rules
from snl_desktop.core.analysis import analyze
from snl_desktop.ui.analysis.heat_map import UsageHeatMap
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.words import numbers

JUMPS = {3: 11, 6: 14, 13: 4, 15: 2}


def drawn_figures(board: Board, rules: Rules) -> dict[int, tuple[float, str]]:
    """What the heat map draws on each square of ``board``: (share of the busiest, figure)."""
    scene = BoardScene(board, rules)
    heat = UsageHeatMap(scene)
    heat.set_on_screen(True)
    heat.set_wanted(True)
    heat.show_result(analyze(board, rules))
    assert heat.layers
    rect_square = {scene.geometry.square_rect(s).center().toTuple(): s for s in range(1, board.size + 1)}
    return {rect_square[r.center().toTuple()]: (share, text) for r, share, text in heat.layers[0].entries}


@pytest.mark.parametrize("start", ["square-1", "off-board"])
def test_the_json_square_visits_are_what_the_heat_map_draws(inprocess_cli, write_file, start: str) -> None:
    doc = {
        "format": "snl-board",
        "version": 1,
        "rows": 4,
        "cols": 4,
        "matrix": matrix_of(4, 4, JUMPS),
        "rules": {"start": start},
    }
    visits = inprocess_cli("analyze", write_file("board.snl", doc), "--json").json()["square_visits"]
    board, rules = Board(4, 4, JUMPS), Rules(start=start)
    drawn = drawn_figures(board, rules)
    most = max(visits[:-1])
    assert set(drawn) == set(range(1, board.size))  # every square but the goal
    for square, (share, text) in drawn.items():
        assert text == (numbers.decimal(visits[square], 1) if visits[square] >= 0.05 else ""), square
        assert share == pytest.approx(math.sqrt(min(visits[square], most) / most)), square
    if start == "square-1":  # the rest before the first throw is counted, in the JSON too
        assert visits[1] >= 1.0
        assert sum(visits) == pytest.approx(analyze(board, rules).expected_turns + 1)
    else:  # off the board, square 0 counts only the turns that leave it there: a rest a turn
        assert visits[0] == pytest.approx(1 / 107)  # [6, 6, 5] is past 16, [6, 6, 6] worth 0: 2/216 a turn
        assert sum(visits) == pytest.approx(analyze(board, rules).expected_turns)
