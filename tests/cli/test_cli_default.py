"""``snl-desktop`` with no command. Until the window lands (issue #3) it solves the built-in
classic board (or the FILE given) and prints the result; replace this module with GUI smoke
tests (``--screenshot``) when the app opens a window."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from snl_desktop.core import solve
from snl_desktop.presets import load_preset

SCRIPT = Path(sys.executable).parent / "snl-desktop"


def _classic_fewest() -> int:
    loaded = load_preset("classic")
    return solve(loaded.board, loaded.rules).min_rolls


def test_no_argument_solves_the_builtin_classic_board(cli):
    r = cli()
    assert r.returncode == 0, r
    assert "Traceback" not in r.output, r
    assert re.search(rf"fewest throws: {_classic_fewest()}\b", r.stdout), r
    assert "classic" in r.stdout.lower(), r


def test_installed_script_with_no_argument(cli):
    assert SCRIPT.is_file(), f"no console script at {SCRIPT}"
    r = cli(script=True)
    assert r.returncode == 0, r
    assert "fewest throws" in r.stdout, r


def test_a_file_argument_is_opened(cli, preset_path):
    r = cli(preset_path("leetcode-6x6"))
    assert r.returncode == 0, r
    assert "Fewest throws: 4\n" in r.stdout, r


def test_a_bad_file_argument_is_one_line_and_exit_1(cli, tmp_path):
    path = tmp_path / "missing.snl"
    r = cli(path)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output and r.stdout == "", r
    assert len(r.stderr.splitlines()) == 1 and str(path) in r.stderr, r
