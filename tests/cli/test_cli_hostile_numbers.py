"""Numbers no board can hold, from a hostile or damaged file, are refused in one short line in
every language (the fault campaign's findings): a cell of 4 300 digits is said shortened, as
the core's messages shorten it ("999999…9999 (4300 digits)", in the language's digits), never
handed to Qt's 64-bit formatting (it overflowed: a traceback, "internal error", exit 70); a
20-digit cell in a CSV or a JSON matrix likewise; a 5 000-digit cell (more than Python reads)
is named without being read; a CSV with an old Mac's line ends (CR alone) is read.

The command runs in this process (`snl_desktop.cli.main`), each language installed for it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from snl_desktop.cli import main
from snl_desktop.resources.languages import LANGUAGES as LISTED
from snl_desktop.words import languages

LANGUAGES = tuple(language.code for language in LISTED)


def nines(language: str) -> str:
    """The shortened number's digits, the language's own ("٩٩٩٩٩٩…٩٩٩٩" in Arabic)."""
    nine = chr(ord(QLocale(language).zeroDigit()) + 9)
    return f"{nine * 6}…{nine * 4}"


@pytest.fixture
def speak(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """``speak(language)``: the next command speaks it; English again after the test."""

    def choose(language: str) -> None:
        monkeypatch.setenv("SNL_LANG", language)

    yield choose
    languages.use(qapp, "en")


def validate(capfd: pytest.CaptureFixture[str], path: Path) -> tuple[int, list[str], str]:
    code = main(["validate", str(path)])
    out, err = capfd.readouterr()
    return code, out.splitlines(), err


def matrix_with(cell: str) -> str:
    """A 10×10 JSON matrix whose square 99 holds ``cell`` as it is written."""
    rows = [["-1"] * 10 for _ in range(10)]
    rows[0][1] = cell
    return "[" + ",".join("[" + ",".join(row) + "]" for row in rows) + "]"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cell_of_4300_digits_is_said_shortened(speak, capfd, tmp_path: Path, language: str) -> None:
    board = tmp_path / "huge.json"
    board.write_text(matrix_with("9" * 4300), encoding="utf-8")
    speak(language)
    code, lines, err = validate(capfd, board)
    assert code == 1 and err == "", err  # invalid; no traceback, no "internal error"
    assert len(lines) == 2 and max(len(line) for line in lines) < 300, lines
    assert nines(language) in lines[1], lines[1]


@pytest.mark.parametrize("language", ["en", "de", "ar"])
@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("twenty.csv", "-1,99999999999999999999\n-1,-1\n"),
        ("twenty.json", matrix_with("99999999999999999999")),
        ("minus.json", matrix_with("-" + "9" * 20)),
    ],
)
def test_a_cell_of_20_digits_is_refused_as_no_square(speak, capfd, tmp_path, name, content, language) -> None:
    board = tmp_path / name
    board.write_text(content, encoding="utf-8")
    speak(language)
    code, lines, err = validate(capfd, board)
    assert code == 1 and err == "", err
    assert len(lines) == 2 and max(len(line) for line in lines) < 300, lines


def test_a_cell_of_5000_digits_is_named_unread(capfd, tmp_path: Path) -> None:
    for name, content in (("long.csv", "-1," + "9" * 5000 + "\n-1,-1\n"), ("long.json", matrix_with("9" * 5000))):
        board = tmp_path / name
        board.write_text(content, encoding="utf-8")
        code, lines, err = validate(capfd, board)
        assert code == 1 and err == "", err
        assert len(lines) == 2 and "5000 digits" in lines[1] and len(lines[1]) < 120, lines
        assert "set_int_max_str_digits" not in lines[1]  # Python's advice is no user's


def test_a_csv_with_old_mac_line_ends_is_read(capfd, tmp_path: Path) -> None:
    board = tmp_path / "mac.csv"
    board.write_bytes(b"-1,-1,-1\r-1,8,-1\r-1,-1,-1\r")  # square 5: a ladder to 8
    code, lines, err = validate(capfd, board)
    assert code == 0 and err == "", err
    assert lines[0].endswith("valid — 3×3, 0 snakes, 1 ladder, 0 warnings"), lines
    assert main(["validate", "--json", str(board)]) == 0
    assert json.loads(capfd.readouterr().out)["rows"] == 3
