"""``snl-desktop solve FILE``: text and JSON output, stdin, rule overrides, unreachable goals."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from helpers.boards import LEETCODE_6X6
from snl_desktop.core import Board, Rules, solve
from snl_desktop.core.files.boards import load_board

PRESET_NAMES = ("classic", "leetcode-6x6", "linear-30", "milton-bradley")
PRESETS_IN_TREE = Path(__file__).resolve().parents[2] / "resources" / "presets"
SCRIPT = Path(sys.executable).parent / "snl-desktop"


# 3×3: from square 1 every throw (1..6) lands on 2..7, and each of those is a snake back to 1.
UNREACHABLE = [[1, -1, -1], [1, 1, 1], [-1, 1, 1]]

EXPECTED_FEWEST = {"milton-bradley": 7, "leetcode-6x6": 4, "linear-30": 3}


def test_presets_are_shipped_where_the_package_finds_them(preset_dir):
    names = sorted(p.stem for p in preset_dir.glob("*.snl"))
    assert names == sorted(PRESET_NAMES)
    assert sorted(p.name for p in PRESETS_IN_TREE.glob("*.snl")) == [f"{n}.snl" for n in sorted(PRESET_NAMES)]


@pytest.mark.parametrize("name, fewest", sorted(EXPECTED_FEWEST.items()))
def test_solve_preset_text(inprocess_cli, preset_path, name, fewest):
    r = inprocess_cli("solve", preset_path(name))
    assert r.returncode == 0, r
    assert re.search(rf"^Fewest throws: {fewest}$", r.stdout, re.M), r
    assert r.stderr == "", r
    # the path line: the start square, then one square per throw, ending on the goal
    path_line = next(line for line in r.stdout.splitlines() if line.startswith("Path: "))
    squares = [int(s) for s in path_line[len("Path: ") :].split(" → ")]
    assert len(squares) == fewest + 1, r
    assert squares[-1] == load_board(preset_path(name)).board.size


def test_solve_classic_preset_text_agrees_with_reference(inprocess_cli, preset_path, matrix_of, reference):
    path = preset_path("classic")
    expected = reference(matrix_of(path))[-1]
    assert expected > 0
    r = inprocess_cli("solve", path)
    assert r.returncode == 0, r
    assert f"Fewest throws: {expected}\n" in r.stdout, r


def test_solve_leetcode_text_shows_the_route(inprocess_cli, preset_path):
    r = inprocess_cli("solve", preset_path("leetcode-6x6"))
    assert r.returncode == 0, r
    assert "Path: 1 → 15 → 13 → 35 → 36" in r.stdout, r
    assert "ladder to 15" in r.stdout and "snake to 13" in r.stdout and "ladder to 35" in r.stdout, r


def test_solve_leetcode_json(inprocess_cli, preset_path):
    r = inprocess_cli("solve", preset_path("leetcode-6x6"), "--json")
    assert r.returncode == 0, r
    doc = r.json()
    assert {"min_rolls", "path", "rolls", "layers", "distance"} <= doc.keys()
    assert doc["min_rolls"] == 4
    assert doc["path"] == [1, 15, 13, 35, 36]
    assert doc["rolls"] == [1, 2, 1, 1]
    assert doc["layers"][0] == [1]
    assert len(doc["distance"]) == 36
    assert doc["distance"][36 - 1] == 4
    assert doc["distance"][15 - 1] == 1 and doc["distance"][13 - 1] == 2 and doc["distance"][35 - 1] == 3
    assert doc["distance"][2 - 1] == -1  # the foot of a ladder: the token never rests there
    assert doc["rows"] == 6 and doc["cols"] == 6 and doc["start"] == 1
    assert r.stdout.count("\n") == 1 and r.stdout.endswith("\n"), "one JSON document on one line"


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_solve_json_is_consistent_and_matches_the_core_and_a_reference(
    inprocess_cli, preset_path, matrix_of, reference, name
):
    path = preset_path(name)
    loaded = load_board(path)
    n = loaded.board.size
    r = inprocess_cli("solve", path, "--json")
    assert r.returncode == 0, r
    doc = r.json()
    dist = doc["distance"]
    assert len(dist) == n

    in_process = solve(loaded.board, loaded.rules)
    assert dist == in_process.distances[1:].tolist()
    assert doc["layers"] == in_process.layers.to_lists()
    assert doc["min_rolls"] == in_process.min_rolls
    assert dist == reference(matrix_of(path), start=loaded.rules.start_square)

    start = loaded.rules.start_square
    assert doc["start"] == start
    assert doc["layers"][0] == [start]
    assert doc["min_rolls"] == dist[n - 1] > 0
    assert doc["path"][0] == start and doc["path"][-1] == n
    assert len(doc["path"]) == doc["min_rolls"] + 1 and len(doc["rolls"]) == doc["min_rolls"]
    assert all(1 <= face <= 6 for face in doc["rolls"])
    for k, square in enumerate(doc["path"][1:], start=1):
        assert dist[square - 1] == k
    for k, layer in enumerate(doc["layers"]):
        for square in layer:
            if square >= 1:
                assert dist[square - 1] == k
    assert sorted(s for layer in doc["layers"] for s in layer if s >= 1) == [
        i + 1 for i, d in enumerate(dist) if d >= 0
    ]
    assert doc["rules"] == loaded.rules.to_json()


def test_solve_json_milton_bradley_keeps_the_file_rules(inprocess_cli, preset_path):
    doc = inprocess_cli("solve", preset_path("milton-bradley"), "--json").json()
    assert doc["rules"] == {
        "extra_roll_on_six": False,
        "three_sixes_void": False,
        "overshoot": "stay",
        "start": "off-board",
        "move_each_throw": False,
    }
    assert doc["start"] == 0 and doc["path"][0] == 0 and doc["layers"][0] == [0]
    assert doc["min_rolls"] == 7


# -- standard input -------------------------------------------------------------------------------


def test_solve_bare_matrix_from_stdin(cli):
    r = cli("solve", "-", "--json", input="[[-1,-1],[-1,3]]")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["min_rolls"] == 1
    assert doc["path"] == [1, 4] and doc["rolls"] == [3]
    assert doc["distance"] == [0, -1, 1, 1]
    assert doc["rows"] == 2 and doc["cols"] == 2


def test_solve_no_chaining_example_from_stdin(cli):
    r = cli("solve", "-", input="[[-1,4],[-1,3]]\n")
    assert r.returncode == 0, r
    assert "Fewest throws: 1\n" in r.stdout, r


def test_solve_leetcode_matrix_from_stdin_text(cli):
    r = cli("solve", "-", input=json.dumps(LEETCODE_6X6))
    assert r.returncode == 0, r
    assert "Fewest throws: 4\n" in r.stdout, r


def test_solve_lists_form_from_stdin(cli, reference):
    doc = {
        "snakes": ["17,7", "54,34", "62,19", "98,79"],
        "ladders": ["3,22", "5,8", "11,26", "20,29"],
        "rows": 10,
        "cols": 10,
    }
    board = Board.from_lists(doc["snakes"], doc["ladders"], 10, 10)
    expected = solve(board)
    assert expected.min_rolls > 0
    r = cli("solve", "-", "--json", input=json.dumps(doc))
    assert r.returncode == 0, r
    out = r.json()
    assert out["rows"] == 10 and out["cols"] == 10
    assert out["min_rolls"] == expected.min_rolls
    assert out["distance"] == expected.distances[1:].tolist()
    assert out["distance"] == reference(board.to_matrix())


def test_solve_lists_form_defaults_to_10x10(cli):
    r = cli("solve", "-", "--json", input='{"snakes": ["17,7"], "ladders": ["3,22"]}')
    assert r.returncode == 0, r
    out = r.json()
    assert (out["rows"], out["cols"]) == (10, 10) and len(out["distance"]) == 100


def test_solve_snl_from_stdin_equals_the_file(cli, preset_path):
    path = preset_path("linear-30")
    from_stdin = cli("solve", "-", "--json", input=path.read_bytes())
    from_file = cli("solve", path, "--json")
    assert from_stdin.returncode == from_file.returncode == 0, from_stdin
    assert from_stdin.json() == from_file.json()


def test_solve_stdin_with_utf8_bom(cli):
    r = cli("solve", "-", "--json", input=b"\xef\xbb\xbf[[-1,-1],[-1,3]]")
    assert r.returncode == 0, r
    assert r.json()["min_rolls"] == 1


# -- rule overrides ------------------------------------------------------------------------------


def _solve_in_process(matrix, **rules):
    return solve(Board.from_matrix(matrix), Rules(**rules))


def test_start_off_board_override(cli, reference):
    r = cli("solve", "-", "--json", "--start", "off-board", input=json.dumps(LEETCODE_6X6))
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["rules"]["start"] == "off-board"
    assert doc["start"] == 0 and doc["path"][0] == 0 and doc["layers"][0] == [0]
    expected = _solve_in_process(LEETCODE_6X6, start="off-board")
    assert doc["min_rolls"] == expected.min_rolls
    assert doc["distance"] == expected.distances[1:].tolist()
    assert doc["distance"] == reference(LEETCODE_6X6, start=0)
    assert doc["min_rolls"] == 4 and doc["path"] == [0, 15, 13, 35, 36] and doc["rolls"] == [2, 2, 1, 1]
    assert doc["distance"][0] == 1  # square 1 is one throw (a 1) from off the board


def test_start_off_board_takes_a_ladder_on_square_1(cli):
    # 2×2 with a ladder 1 → 4: from off the board one throw of 1 climbs straight to the goal
    matrix = [[-1, -1], [4, -1]]
    on_board = cli("solve", "-", "--json", input=json.dumps(matrix)).json()
    off_board = cli("solve", "-", "--json", "--start", "off-board", input=json.dumps(matrix)).json()
    assert on_board["rules"]["start"] == "square-1" and on_board["path"][0] == 1
    assert off_board["rules"]["start"] == "off-board"
    assert off_board["min_rolls"] == 1 and off_board["path"] == [0, 4] and off_board["rolls"] == [1]


def test_start_square_1_override_on_an_off_board_file(inprocess_cli, preset_path):
    doc = inprocess_cli("solve", preset_path("milton-bradley"), "--json", "--start", "square-1").json()
    assert doc["rules"]["start"] == "square-1" and doc["start"] == 1 and doc["path"][0] == 1
    assert doc["rules"]["extra_roll_on_six"] is False  # the file's other rules are kept


def test_overshoot_bounce_override(cli):
    # 2×2 with a snake 2 → 1
    r = cli("solve", "-", "--json", "--overshoot", "bounce", input="[[-1,-1],[-1,1]]")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["rules"]["overshoot"] == "bounce"
    expected = _solve_in_process([[-1, -1], [-1, 1]], overshoot="bounce")
    assert doc["min_rolls"] == expected.min_rolls
    assert doc["distance"] == expected.distances[1:].tolist()


def test_overshoot_bounce_changes_the_distances(cli):
    # 4×4 with a ladder 3 → 15: under "bounce" a throw of 3 from 15 walks to 16 and back to 14,
    # so square 14 is 2 throws away instead of 3 (the goal stays 2 throws away)
    matrix = [[-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, 15, -1]]
    stay = cli("solve", "-", "--json", input=json.dumps(matrix)).json()
    bounce = cli("solve", "-", "--json", "--overshoot", "bounce", input=json.dumps(matrix)).json()
    assert stay["rules"]["overshoot"] == "stay" and bounce["rules"]["overshoot"] == "bounce"
    assert stay["distance"][14 - 1] == 3 and bounce["distance"][14 - 1] == 2
    assert stay["min_rolls"] == bounce["min_rolls"] == 2
    assert bounce["distance"] == _solve_in_process(matrix, overshoot="bounce").distances[1:].tolist()
    assert stay["distance"] == _solve_in_process(matrix).distances[1:].tolist()


def test_extra_roll_override(inprocess_cli, preset_path):
    """The LeetCode preset plays one die a turn (the lesson's rules); --extra-roll overrides it."""
    r = inprocess_cli("solve", preset_path("leetcode-6x6"), "--json", "--extra-roll")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["rules"] == {
        "extra_roll_on_six": True,
        "three_sixes_void": False,
        "overshoot": "stay",
        "start": "square-1",
        "move_each_throw": False,
    }
    assert doc["min_rolls"] == 4  # the fewest throws do not depend on the six rule


def test_no_extra_roll_override(inprocess_cli, preset_path):
    r = inprocess_cli("solve", preset_path("classic"), "--json", "--no-extra-roll")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["rules"]["extra_roll_on_six"] is False and doc["rules"]["three_sixes_void"] is True
    assert doc["min_rolls"] == inprocess_cli("solve", preset_path("classic"), "--json").json()["min_rolls"]


def test_extra_roll_and_three_sixes_overrides(inprocess_cli, preset_path):
    doc = inprocess_cli("solve", preset_path("milton-bradley"), "--json", "--extra-roll", "--three-sixes-void").json()
    assert doc["rules"]["extra_roll_on_six"] is True and doc["rules"]["three_sixes_void"] is True
    doc = inprocess_cli("solve", preset_path("classic"), "--json", "--no-three-sixes-void").json()
    assert doc["rules"]["three_sixes_void"] is False and doc["rules"]["extra_roll_on_six"] is True


def test_all_overrides_together_in_text_output(cli):
    r = cli(
        "solve", "-", "--start", "off-board", "--overshoot", "bounce", "--no-extra-roll", input=json.dumps(LEETCODE_6X6)
    )
    assert r.returncode == 0, r
    assert "Rules: one die a turn, bounce back from the last square, start off the board" in r.stdout, r


@pytest.mark.parametrize("args", [("--overshoot", "sideways"), ("--start", "square-0"), ("--overshoot",)])
def test_bad_rule_option_is_a_usage_error(inprocess_cli, preset_path, args):
    r = inprocess_cli("solve", preset_path("leetcode-6x6"), *args)
    assert r.returncode == 2, r
    assert r.stdout == "" and "Traceback" not in r.stderr, r
    assert "error:" in r.stderr, r


# -- an unreachable goal --------------------------------------------------------------------------


def test_unreachable_board_is_unreachable_in_process():
    assert _solve_in_process(UNREACHABLE).min_rolls == -1


def test_solve_unreachable_text(inprocess_cli, write_file):
    path = write_file("stuck.json", UNREACHABLE)
    r = inprocess_cli("solve", path)
    assert r.returncode == 0, r
    assert "Fewest throws: -1" in r.stdout, r
    assert "cannot be reached" in r.stdout, r
    assert "square 9" in r.stdout, r
    assert "Path:" not in r.stdout, r


def test_solve_unreachable_json(inprocess_cli, write_file):
    r = inprocess_cli("solve", write_file("stuck.json", UNREACHABLE), "--json")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["min_rolls"] == -1
    assert doc["path"] == [] and doc["rolls"] == []
    assert doc["distance"][0] == 0 and doc["distance"][8] == -1
    assert doc["distance"] == [0, -1, -1, -1, -1, -1, -1, -1, -1]
    assert doc["layers"] == [[1]]


@pytest.mark.slow
def test_solve_big_board_at_the_size_limit(inprocess_cli, write_file):
    # 1000×1000 with no jumps: 999 999 steps of at most 6 → 166 667 throws
    path = write_file("big.json", "[" + ",".join(["[" + ",".join(["-1"] * 1000) + "]"] * 1000) + "]")
    r = inprocess_cli("solve", path)
    assert r.returncode == 0, r
    assert "Fewest throws: 166667\n" in r.stdout, r


# -- the installed script and --help ------------------------------------------------------------------


def test_installed_script_solves(cli, preset_path):
    assert SCRIPT.is_file(), f"no console script at {SCRIPT}"
    r = cli("solve", preset_path("leetcode-6x6"), "--json", script=True)
    assert r.returncode == 0, r
    assert r.json()["min_rolls"] == 4


def test_installed_script_reads_stdin(cli):
    r = cli("solve", "-", input="[[-1,-1],[-1,3]]", script=True)
    assert r.returncode == 0, r
    assert "Fewest throws: 1\n" in r.stdout, r


@pytest.mark.parametrize("command", ["solve", "validate"])
def test_help(inprocess_cli, command):
    r = inprocess_cli(command, "--help")
    assert r.returncode == 0, r
    assert "--json" in r.stdout, r
    assert "usage:" in r.stdout and command in r.stdout, r
    for option in ("--start", "--overshoot", "--extra-roll", "--no-extra-roll"):
        assert option in r.stdout, (option, r)


def test_top_level_help_names_the_commands(inprocess_cli):
    r = inprocess_cli("--help")
    assert r.returncode == 0, r
    assert "solve" in r.stdout and "validate" in r.stdout, r


def test_version(inprocess_cli):
    from snl_desktop import __version__

    r = inprocess_cli("--version")
    assert r.returncode == 0, r
    assert __version__ in r.stdout, r
