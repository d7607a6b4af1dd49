"""One verdict on whether a game can end, wherever it is read: the Warnings (`core.checks`),
`validate` and `analyze` follow the board's own rules. Before, a wall of six snakes 94…99→50
under "a 6 throws again" was "cannot be reached" in the warnings while the analysis gave 274.70
turns; a trap (snakes 51…56→45, a ladder 4→80, one die a turn) left 77.31% of games unending
while the warnings said nothing and `validate` said "valid — 0 warnings"."""

from __future__ import annotations

import json

from snl_desktop.core import Board, Rules
from snl_desktop.core.checks import problems
from snl_desktop.core.files.boards import dumps_board

WALL = Board(10, 10, {s: 50 for s in range(94, 100)})
TRAP = Board(10, 10, {**{s: 45 for s in range(51, 57)}, 4: 80})


def texts(board: Board, rules: Rules) -> list[str]:
    return [str(p.what) for p in problems(board, rules)]


def test_a_wall_a_six_and_another_throw_can_pass(inprocess_cli, tmp_path) -> None:
    path = tmp_path / "wall.snl"
    path.write_text(dumps_board(WALL))
    assert not [t for t in texts(WALL, Rules()) if "cannot be reached" in t]
    valid = inprocess_cli("validate", path, "--json")
    assert valid.returncode == 0 and not [w for w in json.loads(valid.stdout)["warnings"] if "reached" in w["message"]]
    analysed = json.loads(inprocess_cli("analyze", path, "--json").stdout)
    assert round(analysed["expected_turns"], 2) == 274.70 and analysed["never_finishes"] == 0
    # One die a turn: the wall holds, and all three say so.
    assert any("cannot be reached" in t for t in texts(WALL, Rules(extra_roll_on_six=False)))
    one_die = json.loads(inprocess_cli("analyze", path, "--json", "--no-extra-roll").stdout)
    assert one_die["never_finishes"] == 1 and one_die["expected_turns"] is None
    out = inprocess_cli("validate", path, "--no-extra-roll")
    assert "cannot be reached" in out.stdout


def test_a_trap_is_told_with_its_share_of_unending_games(inprocess_cli, tmp_path) -> None:
    path = tmp_path / "trap.snl"
    path.write_text(dumps_board(TRAP))
    one_die = Rules(extra_roll_on_six=False)
    warned = [t for t in texts(TRAP, one_die) if "stuck for ever" in t]
    assert warned and "77.31% of games never end" in warned[0] and "squares 5–50" in warned[0]
    analysed = json.loads(inprocess_cli("analyze", path, "--json", "--no-extra-roll").stdout)
    assert round(analysed["never_finishes"], 4) == 0.7731
    out = inprocess_cli("validate", path, "--no-extra-roll")
    assert "stuck for ever" in out.stdout and "0 warnings" not in out.stdout
    assert not [t for t in texts(TRAP, Rules()) if "stuck" in t]  # a 6 and another throw get out
