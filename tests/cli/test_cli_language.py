"""The command line speaks through Qt's translations, as the window does: under the
pseudo-translation (``SNL_LANG=pseudo``) every sentence it prints comes back marked ⟦…⟧, its
help and its refusals too; in English nothing is marked. (Numbers, paths and the board's own
name are not sentences.)"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale

from helpers.catalogues import SHIPPED, translation
from snl_desktop.words.pseudo import CLOSE, OPEN

PSEUDO = {"SNL_LANG": "pseudo"}


def _marked(line: str) -> bool:
    return OPEN in line and CLOSE in line


def test_solve_says_every_line_in_the_chosen_language(cli, preset_path) -> None:
    r = cli("solve", preset_path("leetcode-6x6"), env=PSEUDO)
    assert r.returncode == 0, r
    lines = r.stdout.splitlines()
    assert len(lines) == 5 and all(_marked(line) for line in lines), r
    english = cli("solve", preset_path("leetcode-6x6"), env={"SNL_LANG": "en"})
    assert OPEN not in english.output and "Fewest throws: 4\n" in english.stdout, english


def test_validate_says_its_verdict_and_each_problem(cli) -> None:
    r = cli("validate", "-", input="[[-1, -1], [-1, 1.5]]", env=PSEUDO)
    assert r.returncode == 1, r
    lines = r.stdout.splitlines()
    assert len(lines) == 2 and all(_marked(line) for line in lines), r


def test_errors_and_refusals_are_said_too(cli, tmp_path) -> None:
    missing = cli("solve", tmp_path / "missing.snl", env=PSEUDO)
    assert missing.returncode == 1 and _marked(missing.stderr), missing
    refused = cli("analyze", "-", "--players", "11", env=PSEUDO)
    assert refused.returncode == 2 and _marked(refused.stderr), refused


@pytest.mark.parametrize("command", ["solve", "render"])
def test_the_help_is_said_too(cli, command) -> None:
    r = cli(command, "--help", env=PSEUDO)
    assert r.returncode == 0, r
    assert _marked(r.stdout) and "--overshoot" in r.stdout, r


def test_a_drawing_command_speaks_once_its_application_exists(cli, preset_path, tmp_path) -> None:
    out = tmp_path / "board.png"
    r = cli("render", preset_path("leetcode-6x6"), "-o", out, "--size", "64", env=PSEUDO)
    assert r.returncode == 0, r
    assert _marked(r.stdout) and str(out) in r.stdout, r
    refused = cli("render", preset_path("leetcode-6x6"), "-o", out, "--size", "9", env=PSEUDO)
    assert refused.returncode == 2 and _marked(refused.stderr), refused


@pytest.mark.parametrize(
    ("locale", "language"), [(f"{QLocale(language).name()}.UTF-8", language) for language in SHIPPED]
)  # ("de_DE.UTF-8", "de"), …, ("ar_EG.UTF-8", "ar")
def test_the_system_language_is_spoken(cli, preset_path, locale: str, language: str) -> None:
    """``LANG=de_DE.UTF-8 snl-desktop solve …`` answers in German: the line its translator wrote,
    its numbers in the locale's digits (Egypt's ٠١٢…), every one of them."""
    env = {"LANG": locale, "LC_ALL": "", "LC_MESSAGES": "", "SNL_LANG": ""}
    r = cli("solve", preset_path("milton-bradley"), env=env)
    assert r.returncode == 0, r
    said = translation(language, "Cli", "Fewest throws: {throws}")
    zero = QLocale(locale.split(".")[0]).zeroDigit()
    seven = chr(ord(zero) + 7)
    assert said != "Fewest throws: {throws}" and said.format(throws=seven) in r.stdout.splitlines(), r
    if zero != "0":
        words = r.stdout.replace("Milton Bradley classic", "")  # (a board's own name, not translated)
        assert not re.search(r"[0-9]", words.split("\n", 1)[1]), r.stdout


def test_an_arabic_refusal_keeps_the_marks_of_its_numbers(cli, preset_path, tmp_path) -> None:
    """Arabic's percent sign carries a letter mark (ALM): the error line keeps it, so "١٥٠٫٠٪"
    reads as a number, not "١٥٠٫٠٪\\u061c"; a name's reordering marks are still escaped."""
    env = {"SNL_LANG": "ar"}
    r = cli("tune", preset_path("classic"), "--within", "20:150", "-o", tmp_path / "x.snl", env=env)
    assert r.returncode != 0 and "١٥٠٫٠٪" in r.stderr and "\\u061c" not in r.stderr, r
    trick = str(tmp_path / "a\u202eb.snl")
    r = cli("analyze", trick, env=env)
    assert r.returncode != 0 and "\\u202e" in r.stderr and "\u202e" not in r.stderr, r
