"""`snl-desktop analyze` through a real subprocess."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from snl_desktop.core import solution
from snl_desktop.presets import load_preset


def test_milton_bradley_figures_in_json(inprocess_cli, preset_path) -> None:
    r = inprocess_cli("analyze", preset_path("milton-bradley"), "--players", "2", "--json")
    assert r.returncode == 0, r
    doc = json.loads(r.stdout)
    assert set(doc) >= {
        "expected_turns",
        "min_turns",
        "median_turns",
        "p90_turns",
        "never_finishes",
        "distribution",
        "seat_win_probability",
        "expected_rounds",
    }
    assert round(doc["expected_turns"], 4) == 39.2251 and doc["min_turns"] == 7
    assert doc["distribution"][0] == 0 and abs(sum(doc["distribution"]) - 1) < 1e-9
    assert len(doc["seat_win_probability"]) == 2 and doc["seat_win_probability"][0] > doc["seat_win_probability"][1]
    assert doc["never_finishes"] == 0 and doc["expected_rounds"] < doc["expected_turns"]


@pytest.mark.parametrize("name", ["leetcode-6x6", "linear-30"])
def test_a_lesson_preset_plays_by_the_lessons_rules(inprocess_cli, preset_path, name) -> None:
    """LeetCode 909 and GfG's minimum dice throws count one die a turn: on their presets the
    shortest game, in turns, is the fewest throws the solver finds (not 2 turns of 6 + b)."""
    loaded = load_preset(name)
    assert not loaded.rules.extra_roll_on_six and not loaded.rules.three_sixes_void
    fewest = solution(loaded.board, loaded.rules).min_rolls
    doc = inprocess_cli("analyze", preset_path(name), "--json").json()
    assert doc["min_turns"] == fewest
    r = inprocess_cli("analyze", preset_path(name))
    assert r.returncode == 0, r
    assert "Rules: one die a turn" in r.stdout and f"Shortest game {fewest} turns" in r.stdout, r


def test_text_report(inprocess_cli, preset_path) -> None:
    r = inprocess_cli("analyze", preset_path("milton-bradley"), "--players", "3")
    assert r.returncode == 0, r
    assert "39.2251 turns on average" in r.stdout and "Shortest game 7 turns" in r.stdout
    assert "seat 1" in r.stdout and "seat 3" in r.stdout


def test_rule_options_override_the_files_rules(inprocess_cli, preset_path) -> None:
    plain = json.loads(inprocess_cli("analyze", preset_path("milton-bradley"), "--json").stdout)
    extra = json.loads(
        inprocess_cli(
            "analyze",
            preset_path("milton-bradley"),
            "--json",
            "--extra-roll",
            "--start",
            "square-1",
            "--overshoot",
            "bounce",
        ).stdout
    )
    assert extra["expected_turns"] != plain["expected_turns"]


def test_each_throw_moves_from_the_command_line(inprocess_cli, preset_path, tmp_path) -> None:
    classic = preset_path("classic")
    by_sum = json.loads(inprocess_cli("analyze", classic, "--json").stdout)
    r = inprocess_cli("analyze", classic, "--move-each-throw")
    assert r.returncode == 0 and "each throw moves" in r.stdout.splitlines()[1], r
    by_throw = json.loads(inprocess_cli("analyze", classic, "--json", "--move-each-throw").stdout)
    assert round(by_sum["expected_turns"], 4) == 51.4144 and round(by_throw["expected_turns"], 4) == 55.187
    board = json.loads(Path(classic).read_text("utf-8"))
    board["rules"]["move_each_throw"] = True
    (tmp_path / "each.snl").write_text(json.dumps(board), "utf-8")
    from_file = json.loads(inprocess_cli("analyze", tmp_path / "each.snl", "--json").stdout)
    overridden = json.loads(inprocess_cli("analyze", tmp_path / "each.snl", "--json", "--no-move-each-throw").stdout)
    assert from_file["expected_turns"] == by_throw["expected_turns"]
    assert overridden["expected_turns"] == by_sum["expected_turns"]
    one_die = json.loads(inprocess_cli("analyze", preset_path("milton-bradley"), "--json", "--move-each-throw").stdout)
    assert round(one_die["expected_turns"], 4) == 39.2251  # one die a turn: the rule changes nothing


def test_a_board_that_traps_every_token_reports_infinite_length(cli) -> None:
    trap = json.dumps({"rows": 4, "cols": 4, "ladders": ["2,3"], "snakes": [f"{s},3" for s in range(4, 10)]})
    r = cli("analyze", "-", "--no-extra-roll", "--json", input=trap)
    assert r.returncode == 0, r
    doc = json.loads(r.stdout)
    assert doc["never_finishes"] == 1.0 and doc["expected_turns"] is None and doc["expected_rounds"] is None
    text = cli("analyze", "-", "--no-extra-roll", input=trap)
    assert "never reach the goal" in text.stdout


def test_usage_and_bad_files(inprocess_cli, preset_path, tmp_path) -> None:
    for players in ("0", "11", "two"):
        r = inprocess_cli("analyze", preset_path("classic"), "--players", players)
        assert r.returncode == 2 and "players" in r.stderr
    bad = tmp_path / "bad.snl"
    bad.write_text("[[-1, -1], [-1", "utf-8")
    r = inprocess_cli("analyze", bad)
    assert r.returncode == 1 and "Traceback" not in r.output and str(bad) in r.stderr


@pytest.mark.slow
def test_a_gauntlet_board_gets_a_bounded_report_with_true_sentences(inprocess_cli, tmp_path) -> None:
    """Snakes back to square 1 on every square but the multiples of 6, one die a turn: games
    last about 6^150 turns. The report says so, without 'None', '0.0000%' or megabytes."""
    board = {
        "format": "snl-board",
        "version": 1,
        "rows": 30,
        "cols": 30,
        "rules": {"extra_roll_on_six": False},
        "matrix": None,
    }
    from snl_desktop.core import Board

    board["matrix"] = Board(30, 30, {s: 1 for s in range(7, 900) if s % 6}).to_matrix()
    path = tmp_path / "gauntlet.snl"
    path.write_text(json.dumps(board), "utf-8")
    text = inprocess_cli("analyze", path)
    assert text.returncode == 0, text
    assert "\u00a0×\u00a010¹¹⁶ turns on average" in text.stdout and "Shortest game 150 turns" in text.stdout
    assert "None" not in text.stdout and "0.0000%" not in text.stdout and "infinite" not in text.stdout
    doc = inprocess_cli("analyze", path, "--json")
    assert len(doc.stdout) < 1_000_000
    report = json.loads(doc.stdout)
    assert report["expected_turns"] > 1e115 and report["never_finishes"] == 0
    assert report["distribution_beyond"] > 0.99 and report["median_turns"] is None


@pytest.mark.subprocess
def test_a_long_analysis_shows_its_progress_on_a_terminal_only(cli, tmp_path) -> None:
    """A 200×200 board's analysis takes seconds: on a terminal standard error counts the
    percent up in one line, wiped at the end; in a pipe nothing but the figures."""
    import re

    from helpers.on_a_terminal import run_on_a_terminal
    from snl_desktop.core import Board
    from snl_desktop.core.files.boards import save_board

    board_file = tmp_path / "big.snl"
    save_board(board_file, Board(60, 60, {s: s + 61 for s in range(2, 3000, 9)}))
    code, stdout, terminal = run_on_a_terminal("analyze", board_file, "--move-each-throw")
    assert code == 0 and "turns on average" in stdout, terminal
    shown = [int(p) for p in re.findall(r"\ranalysing the board: (\d+)%", terminal)]
    assert len(shown) >= 3 and shown == sorted(shown) and shown[-1] == 100
    assert terminal.endswith("\r\033[K")
    piped = cli("analyze", board_file, "--move-each-throw")
    assert piped.returncode == 0 and piped.stderr == "" and piped.stdout == stdout, piped
