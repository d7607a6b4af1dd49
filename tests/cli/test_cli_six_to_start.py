"""The house rule "a 6 to start" on the command line: ``--start six`` is taken by every command
that takes the rules, its help says what it means, the fewest throws start with a 6 and the exact
figures agree with an independent chain (tests/helpers/markov_oracle.py)."""

from __future__ import annotations

import pytest

from helpers.bfs_oracle import jumps_of, matrix_of
from helpers.markov_oracle import OracleRules, figures

LADDER_ON_1 = matrix_of(10, 10, {1: 99})
BOARD = matrix_of(6, 6, {2: 15, 6: 11, 14: 35, 17: 13, 30: 4})


def test_solve_starts_with_a_6(inprocess_cli, write_file) -> None:
    path = write_file("ladder.json", LADDER_ON_1)
    off = inprocess_cli("solve", path, "--json", "--start", "off-board").json()
    six = inprocess_cli("solve", path, "--json", "--start", "six")
    assert six.returncode == 0, six
    doc = six.json()
    assert off["min_rolls"] == 2 and doc["min_rolls"] == 17
    assert doc["rules"]["start"] == "six" and doc["start"] == 0 and doc["path"][:2] == [0, 6] and doc["rolls"][0] == 6
    text = inprocess_cli("solve", path, "--start", "six").stdout
    assert "a 6 to start" in text and "Fewest throws: 17" in text


@pytest.mark.parametrize("dice", [[], ["--no-extra-roll"], ["--move-each-throw"]], ids=["standard", "one-die", "each"])
def test_analyze_gives_the_exact_figures(inprocess_cli, write_file, dice) -> None:
    path = write_file("board.json", BOARD)
    r = inprocess_cli("analyze", path, "--json", "--start", "six", *dice)
    assert r.returncode == 0, r
    report = r.json()
    rules = OracleRules(
        extra_roll_on_six="--no-extra-roll" not in dice, move_each_throw="--move-each-throw" in dice, start="six"
    )
    truth = figures(jumps_of(BOARD), 36, rules)
    assert truth.expected_turns is not None
    assert report["expected_turns"] == pytest.approx(truth.expected_turns, rel=1e-9)
    off = inprocess_cli("analyze", path, "--json", "--start", "off-board", *dice).json()
    assert report["expected_turns"] > off["expected_turns"]  # the wait for a 6 makes games longer
    assert report["square_visits"][0] > 4  # the turns spent waiting, on square 0


def test_every_command_that_takes_rules_takes_it_and_says_what_it_means(inprocess_cli, write_file) -> None:
    path = write_file("board.json", BOARD)
    for command in ("solve", "analyze", "validate"):
        help_text = inprocess_cli(command, "--help").stdout
        assert "six" in help_text and "throws a 6" in " ".join(help_text.split()), command
        assert inprocess_cli(command, path, "--start", "six").returncode == 0, command
    refused = inprocess_cli("solve", path, "--start", "seven")
    assert refused.returncode == 2 and "six" in refused.stderr


def test_a_board_file_with_the_rule_is_read_and_its_goal_checked(inprocess_cli, write_file) -> None:
    """Behind a wall of snakes only a first 3 (to a ladder 3→99) escapes: a 6 first never does."""
    trap = matrix_of(10, 10, {3: 99, **{s: 9 for s in range(10, 16)}})
    doc = {"format": "snl-board", "version": 1, "rows": 10, "cols": 10, "matrix": trap}
    doc["rules"] = {"extra_roll_on_six": False, "start": "six"}
    path = write_file("trap.snl", doc)
    analysed = inprocess_cli("analyze", path, "--json").json()
    assert analysed["never_finishes"] == 1.0 and analysed["expected_turns"] is None
    assert inprocess_cli("solve", path, "--json").json()["min_rolls"] == -1
    escaped = inprocess_cli("analyze", path, "--json", "--start", "off-board").json()
    assert 0 < escaped["never_finishes"] < 1
