"""snl-desktop tune says when the moved snake or ladder crosses others (and counts the crossings
in --json); nothing when it crosses none."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from snl_desktop.core import Board
from snl_desktop.core.files.boards import dumps_board
from snl_desktop.presets import load_preset

MILTON = load_preset("milton-bradley")
SMALL = Board(5, 5, {11: 2, 15: 20, 24: 17})
"""Every single move that brings it to 16–17 turns (one die a turn) crosses another piece."""
SAID = re.compile(
    r"The moved snake crosses 1 other snake(\(s\))? or ladder(\(s\))?: "
    r"no move found that reaches the targets as well crosses none\."
)
"""The sentence ("(s)" stays until ``tools/translations.py update`` gives English its plural forms)."""


def test_the_crossing_is_said_and_counted(inprocess_cli: Callable[..., Any], tmp_path: Path) -> None:
    board = tmp_path / "small.snl"
    board.write_text(dumps_board(SMALL, MILTON.rules), encoding="utf-8")
    r = inprocess_cli("tune", board, "--expected-turns", "16:17", "-o", tmp_path / "out.snl")
    assert r.returncode == 0, r
    assert any(SAID.fullmatch(line) for line in r.stdout.splitlines())
    doc = inprocess_cli("tune", board, "--expected-turns", "16:17", "--json", "-o", tmp_path / "again.snl").json()
    assert doc["crossings"] == 1 and [move["crosses"] for move in doc["moves"]] == [1]


def test_nothing_is_said_when_the_moved_piece_crosses_nothing(
    inprocess_cli: Callable[..., Any], preset_path: Callable[[str], Path], tmp_path: Path
) -> None:
    r = inprocess_cli("tune", preset_path("milton-bradley"), "--expected-turns", "30:32", "-o", tmp_path / "t.snl")
    assert r.returncode == 0, r
    assert "crosses" not in r.stdout
