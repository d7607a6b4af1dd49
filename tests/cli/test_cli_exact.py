"""`snl-desktop analyze --json` gives exact figures on the largest boards it takes (checked
against an independent chain and sparse solve, tests/helpers/markov_oracle.py), and
``--overshoot finish`` reaches the engine, the solver and the analysis."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from helpers.bfs_oracle import jumps_of, matrix_of
from helpers.markov_oracle import MILTON_BRADLEY, OracleRules, figures
from snl_desktop.presets import load_preset


def random_board_file(side: int, seed: int, count: int) -> dict[str, object]:
    """A side×side board with ``count`` snakes and ladders, as a board file (no core code)."""
    rnd = random.Random(seed)
    n = side * side
    jumps: dict[int, int] = {}
    while len(jumps) < count:
        start, end = rnd.randint(2, n - 1), rnd.randint(1, n)
        if start != end and start not in jumps.values() and end not in jumps:
            jumps[start] = end
    return {"format": "snl-board", "version": 1, "rows": side, "cols": side, "matrix": matrix_of(side, side, jumps)}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("side", "seed", "count"),
    [(100, 1, 500), (100, 1, 60), (200, 1, 2000)],
    ids=["100x100-n2/20", "100x100-60-jumps", "200x200-n2/20"],
)
def test_analyze_json_gives_the_exact_expectation_of_a_large_board(
    inprocess_cli, write_file, side, seed, count
) -> None:
    """Before the sparse solve the last two got "at least …" (their games are too long to follow)."""
    doc = random_board_file(side, seed, count)
    path = write_file("large.snl", doc)
    r = inprocess_cli("analyze", path, "--json", timeout=120)
    assert r.returncode == 0, r
    report = r.json()
    truth = figures(jumps_of(doc["matrix"]), side * side, OracleRules())
    assert truth.expected_turns is not None  # these seeds draw boards that always finish
    assert report["expected_turns"] == pytest.approx(truth.expected_turns, rel=1e-9)
    assert report["expected_turns_at_least"] is None and report["never_finishes"] == 0
    assert report["square_visits"] is not None and len(report["square_visits"]) == side * side + 1


def test_overshoot_finish_from_the_command_line(inprocess_cli, preset_path) -> None:
    mb = preset_path("milton-bradley")
    plain = inprocess_cli("analyze", mb, "--json").json()
    finishing = inprocess_cli("analyze", mb, "--json", "--overshoot", "finish")
    assert finishing.returncode == 0, finishing
    board = load_preset("milton-bradley").board
    truth = figures(dict(board.jumps), board.size, replace(MILTON_BRADLEY, overshoot="finish"))
    assert finishing.json()["expected_turns"] == pytest.approx(truth.expected_turns, rel=1e-9)
    assert round(finishing.json()["expected_turns"], 2) == 35.83 and round(plain["expected_turns"], 4) == 39.2251
    text = inprocess_cli("analyze", mb, "--overshoot", "finish")
    assert "any throw past the last square wins" in text.stdout and "35.83" in text.stdout, text
    solved = inprocess_cli("solve", mb, "--json", "--overshoot", "finish").json()
    assert solved["rules"]["overshoot"] == "finish"
    refused = inprocess_cli("analyze", mb, "--overshoot", "wrap")
    assert refused.returncode == 2 and "finish" in refused.stderr
