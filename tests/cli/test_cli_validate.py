"""``snl-desktop validate FILE``: valid boards, warnings, hard errors (named by row, column and
square), ``--json`` reports and usage errors."""

from __future__ import annotations

import json
import re

import pytest

from snl_desktop.core.board import position_to_label

PRESET_NAMES = ("classic", "leetcode-6x6", "linear-30", "milton-bradley")
PLAIN_3X3 = [[-1, -1, -1], [-1, -1, -1], [-1, -1, -1]]


def _with(matrix, row, col, value):
    out = [list(r) for r in matrix]
    out[row][col] = value
    return out


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_validate_presets(inprocess_cli, preset_path, name):
    path = preset_path(name)
    r = inprocess_cli("validate", path)
    assert r.returncode == 0, r
    first = r.stdout.splitlines()[0]
    assert first.startswith(f"{path}: valid"), r
    assert "invalid" not in r.stdout and "error:" not in r.output, r
    assert "Traceback" not in r.output, r


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_validate_presets_json(inprocess_cli, preset_path, name):
    r = inprocess_cli("validate", preset_path(name), "--json")
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["valid"] is True and doc["errors"] == []
    assert isinstance(doc["warnings"], list)


def test_validate_plain_board_from_stdin(cli):
    r = cli("validate", "-", input=json.dumps(PLAIN_3X3))
    assert r.returncode == 0, r
    assert r.stdout.startswith("-: valid — 3×3, 0 snakes, 0 ladders, 0 warnings"), r
    assert "warning:" not in r.stdout, r


# -- warnings ----------------------------------------------------------------------------------------

SELF_JUMP = _with(PLAIN_3X3, 1, 1, 5)  # square 5 (row 1, col 1) → 5
CHAIN = _with(_with(PLAIN_3X3, 2, 1, 5), 1, 1, 8)  # 2 → 5 and 5 → 8


def test_validate_self_jump_warning(cli):
    r = cli("validate", "-", input=json.dumps(SELF_JUMP))
    assert r.returncode == 0, r
    warnings = [line for line in r.stdout.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1, r
    assert "square 5" in warnings[0] and "row 1" in warnings[0] and "column 1" in warnings[0], r
    assert "1 warning" in r.stdout.splitlines()[0], r


def test_validate_chain_warning(cli):
    r = cli("validate", "-", input=json.dumps(CHAIN))
    assert r.returncode == 0, r
    warnings = [line for line in r.stdout.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1, r
    assert "chain" in warnings[0] and "square 2" in warnings[0], r
    assert "row 2" in warnings[0] and "column 1" in warnings[0], r


def test_validate_warnings_json(cli):
    both = _with(CHAIN, 0, 1, 8)  # and square 8 → 8, a self jump
    r = cli("validate", "-", "--json", input=json.dumps(both))
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["valid"] is True and doc["errors"] == []
    found = {(w["square"], w["row"], w["col"]) for w in doc["warnings"]}
    assert (2, 2, 1) in found  # the chain starts on square 2
    assert (8, 0, 1) in found  # the self jump on square 8
    assert all(w["severity"] == "warning" for w in doc["warnings"])
    for w in doc["warnings"]:
        assert position_to_label(3, 3, w["row"], w["col"]) == w["square"]


def test_validate_jump_from_square_1_warning(cli):
    matrix = _with(PLAIN_3X3, 2, 0, 6)  # a ladder on square 1, never taken from the square-1 start
    r = cli("validate", "-", input=json.dumps(matrix))
    assert r.returncode == 0, r
    assert any(line.startswith("warning:") and "square 1" in line for line in r.stdout.splitlines()), r
    r = cli("validate", "-", "--start", "off-board", input=json.dumps(matrix))
    assert r.returncode == 0, r
    assert "warning:" not in r.stdout, r
    assert r.stdout.splitlines()[0].endswith("0 warnings"), r


def test_validate_unreachable_goal_is_a_warning(cli):
    r = cli("validate", "-", "--json", "--no-extra-roll", input=json.dumps([[1, -1, -1], [1, 1, 1], [-1, 1, 1]]))
    assert r.returncode == 0, r
    doc = r.json()
    assert doc["valid"] is True
    assert any("cannot be reached" in w["message"] for w in doc["warnings"]), doc


# -- hard errors -------------------------------------------------------------------------------------

# (matrix, row, col, square) of the one error in each matrix
INVALID = {
    "string cell": (_with(PLAIN_3X3, 1, 1, "x"), 1, 1, 5),
    "jump from the last square": (_with(PLAIN_3X3, 0, 2, 5), 0, 2, 9),
    "value too big": (_with(PLAIN_3X3, 2, 1, 10), 2, 1, 2),
    "value zero": (_with(PLAIN_3X3, 0, 0, 0), 0, 0, 7),
    "value below -1": (_with(PLAIN_3X3, 1, 2, -5), 1, 2, 4),
    "bool cell": (_with(PLAIN_3X3, 2, 2, True), 2, 2, 3),
    "float cell": (_with(PLAIN_3X3, 1, 0, 2.5), 1, 0, 6),
    "null cell": (_with(PLAIN_3X3, 0, 1, None), 0, 1, 8),
}


def _assert_names_cell(text: str, row: int, col: int, square: int) -> None:
    assert re.search(rf"\brow {row}\b", text), text
    assert re.search(rf"\bcolumn {col}\b", text), text
    assert re.search(rf"\bsquare {square}\b", text), text


@pytest.mark.parametrize("case", INVALID)
def test_validate_invalid_matrix(cli, case):
    matrix, row, col, square = INVALID[case]
    r = cli("validate", "-", input=json.dumps(matrix))
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    lines = r.stdout.splitlines()
    assert lines[0] == "-: invalid — 1 error", r
    errors = [line for line in lines if line.startswith("error:")]
    assert len(errors) == 1, r
    _assert_names_cell(errors[0], row, col, square)


@pytest.mark.parametrize("case", INVALID)
def test_validate_invalid_matrix_json(cli, case):
    matrix, row, col, square = INVALID[case]
    r = cli("validate", "-", "--json", input=json.dumps(matrix))
    assert r.returncode == 1, r
    doc = r.json()
    assert doc["valid"] is False and doc["warnings"] == []
    assert len(doc["errors"]) == 1
    error = doc["errors"][0]
    assert error["severity"] == "error"
    assert (error["row"], error["col"], error["square"]) == (row, col, square)
    _assert_names_cell(error["message"], row, col, square)


@pytest.mark.parametrize("case", ["string cell", "jump from the last square", "value too big"])
def test_solve_refuses_an_invalid_matrix_naming_the_cell(inprocess_cli, write_file, case):
    matrix, row, col, square = INVALID[case]
    path = write_file("bad.json", matrix)
    r = inprocess_cli("solve", path)
    assert r.returncode == 1, r
    assert r.stdout == "", r
    assert "Traceback" not in r.stderr, r
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r
    assert str(path) in lines[0], r
    _assert_names_cell(lines[0], row, col, square)


def test_validate_ragged_rows_names_the_row_and_its_squares(cli):
    # docs/rules.md: a ragged row is a hard error whose message names where it is. Row 1 of this 3×3
    # matrix is one cell short; it holds squares 4 to 6.
    ragged = [[-1, -1, -1], [-1, -1], [-1, -1, -1]]
    r = cli("validate", "-", "--json", input=json.dumps(ragged))
    assert r.returncode == 1, r
    doc = r.json()
    assert doc["valid"] is False and len(doc["errors"]) == 1
    error = doc["errors"][0]
    assert error["row"] == 1, doc
    assert re.search(r"\brow 1\b", error["message"]), doc
    assert re.search(r"\bsquares? 4\b", error["message"]) and re.search(r"\b6\b", error["message"]), doc
    assert "2 columns" in error["message"], doc


def test_validate_ragged_rows_exit_1_and_name_the_row(cli):
    r = cli("validate", "-", input="[[-1,-1,-1],[-1,-1,-1,-1],[-1,-1,-1]]")
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    errors = [line for line in r.stdout.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and re.search(r"\brow 1\b", errors[0]), r


def test_validate_reports_every_error(cli):
    matrix = _with(_with(PLAIN_3X3, 1, 1, "x"), 0, 2, 5)
    r = cli("validate", "-", "--json", input=json.dumps(matrix))
    assert r.returncode == 1, r
    doc = r.json()
    assert {(e["row"], e["col"], e["square"]) for e in doc["errors"]} == {(1, 1, 5), (0, 2, 9)}
    r = cli("validate", "-", input=json.dumps(matrix))
    assert r.stdout.splitlines()[0] == "-: invalid — 2 errors", r
    assert len([line for line in r.stdout.splitlines() if line.startswith("error:")]) == 2, r


@pytest.mark.parametrize(
    "matrix, phrase",
    [
        ([[-1, -1]], "2 to 1000"),  # one row
        ([[-1], [-1]], "2 to 1000"),  # one column
        ([[-1, -1]] * 1001, "2 to 1000"),  # too many rows
        ([], "2 to 1000"),  # no rows
        ([[], []], "2 to 1000"),  # empty rows
    ],
)
def test_validate_dimensions_out_of_range(cli, matrix, phrase):
    r = cli("validate", "-", input=json.dumps(matrix))
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    assert phrase in r.stdout, r


def test_validate_snl_file_whose_size_disagrees_with_its_matrix(inprocess_cli, write_file):
    path = write_file("liar.snl", {"format": "snl-board", "version": 1, "rows": 4, "cols": 4, "matrix": PLAIN_3X3})
    r = inprocess_cli("validate", path)
    assert r.returncode == 1, r
    assert "3×3" in r.stdout and "4×4" in r.stdout, r


def test_validate_lists_form_error(cli):
    r = cli("validate", "-", input='{"snakes": ["3,17"]}')
    assert r.returncode == 1, r
    assert "does not go down" in r.stdout, r


# -- usage errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("validate",),
        ("solve",),
        ("validate", "FILE.snl", "--bogus"),
        ("solve", "FILE.snl", "--bogus"),
        ("validate", "--json"),
        ("validate", "a.snl", "b.snl"),
        ("--bogus",),
    ],
)
def test_usage_errors_exit_2(inprocess_cli, args):
    r = inprocess_cli(*args)
    assert r.returncode == 2, r
    assert r.stdout == "", r
    assert "Traceback" not in r.stderr, r
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and "error:" in lines[0], r


def test_validate_help_lists_json(inprocess_cli):
    r = inprocess_cli("validate", "-h")
    assert r.returncode == 0, r
    assert "--json" in r.stdout, r
