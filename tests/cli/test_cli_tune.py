"""snl-desktop tune: the Milton Bradley board tuned to 30–32 turns (one die a turn), checked by an
independent chain; the number of jumps moved said; impossible targets give the best found and
exit 1, nothing written; bad input exits 2."""

from __future__ import annotations

import json

import pytest

from helpers.one_die_chain import expected_turns, jumps_of
from snl_desktop.core import Rules


@pytest.mark.slow
def test_milton_bradley_to_30_to_32_turns(inprocess_cli, preset_path, tmp_path) -> None:
    out = tmp_path / "tuned.snl"
    r = inprocess_cli("tune", preset_path("milton-bradley"), "--expected-turns", "30:32", "-o", out)
    assert r.returncode == 0, r
    written = json.loads(out.read_text(encoding="utf-8"))
    original = json.loads(preset_path("milton-bradley").read_text(encoding="utf-8"))
    assert Rules.from_json(written["rules"]) == Rules.from_json(original["rules"])
    assert written["name"] == original["name"]
    independent = expected_turns(written["matrix"], off_board=True)
    assert 30 <= independent <= 32, independent
    before, after = jumps_of(original["matrix"]), jumps_of(written["matrix"])
    moved = len(set(before.items()) - set(after.items()))
    assert moved >= 1 and len(after) == len(before)
    assert "Every target met by moving 1 snake or ladder." in r.stdout  # the count, said
    assert sum(1 for line in r.stdout.splitlines() if line.startswith("  ")) == moved
    assert "Expected length: 39.23 → " in r.stdout and f"{independent:.2f} turns" in r.stdout
    assert f"wrote {out}" in r.stdout


@pytest.mark.slow
def test_json_and_the_same_seed_the_same_board(inprocess_cli, preset_path, tmp_path) -> None:
    args = ("tune", preset_path("milton-bradley"), "--expected-turns", "45:50", "--min-throws", "7:9", "--seed", "3")
    r = inprocess_cli(*args, "--json", "-o", tmp_path / "a.snl")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["met"] and doc["moved"] == len(doc["moves"]) >= 1
    assert 45 <= doc["after"]["expected_turns"] <= 50
    assert doc["before"]["expected_turns"] == json.loads(r.stdout)["before"]["expected_turns"]
    again = inprocess_cli(*args, "-o", "-")
    assert again.returncode == 0, again
    assert again.stdout.encode("utf-8") == (tmp_path / "a.snl").read_bytes()  # the board alone on stdout
    assert "Every target met" in again.stderr  # the report beside it


@pytest.mark.slow
def test_locked_jumps_stay(inprocess_cli, preset_path) -> None:
    locked = ("28", "80", "87", "1", "4")
    r = inprocess_cli("tune", preset_path("milton-bradley"), "--expected-turns", "30:32", "--lock", *locked, "-o", "-")
    assert r.returncode == 0, r
    after = jumps_of(json.loads(r.stdout)["matrix"])
    original = jumps_of(json.loads(preset_path("milton-bradley").read_text(encoding="utf-8"))["matrix"])
    for start in map(int, locked):
        assert after[start] == original[start]


@pytest.mark.slow
def test_impossible_targets_give_the_best_found_and_exit_1(inprocess_cli, preset_path, tmp_path) -> None:
    out = tmp_path / "never.snl"
    r = inprocess_cli("tune", preset_path("milton-bradley"), "--expected-turns", "5:6", "-o", out)
    assert r.returncode == 1, r
    assert "No layout met every target; the closest found moves" in r.stdout
    assert "Missed: expected length between 5 and 6 turns (best found: " in r.stdout
    assert "nothing was written" in r.stderr and not out.exists()


def test_bad_input_exits_2(cli, preset_path, tmp_path) -> None:
    board = preset_path("milton-bradley")
    for args, said in (
        ((board, "--expected-turns", "32:30"), "range is empty (32 > 30)"),
        ((board, "--expected-turns", "30"), "A:B"),
        ((board, "--within", "20"), "K:P"),
        ((board,), "at least one target"),
        ((board, "--expected-turns", "30:32", "--lock", "5"), "square 5 starts no snake or ladder"),
        ((board, "--within", "20:150"), "between 0% and 100%"),
        ((tmp_path / "missing.snl", "--expected-turns", "30:32"), "missing.snl"),
        ((board, "--expected-turns", "30:32", "--json"), "standard output"),
    ):
        out = "-" if "--json" in args else tmp_path / "x.snl"
        r = cli("tune", *args, "-o", out)
        assert r.returncode == 2, r
        assert said in r.stderr, r
        assert not (tmp_path / "x.snl").exists()
