"""Damaged, hostile and huge files (docs/file-formats.md): for both ``solve`` and ``validate`` the command
exits 1 quickly with one clear line naming the file, and never prints a traceback."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest


def _truncated(tmp: Path) -> Path:
    path = tmp / "truncated.snl"
    path.write_text(
        '{"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1,', encoding="utf-8"
    )
    return path


def _binary(tmp: Path) -> Path:
    path = tmp / "binary.snl"
    path.write_bytes(b"\xff\xd8\xff\xe0" + random.Random(909).randbytes(4096))
    return path


def _empty(tmp: Path) -> Path:
    path = tmp / "empty.snl"
    path.write_bytes(b"")
    return path


def _blank(tmp: Path) -> Path:
    path = tmp / "blank.snl"
    path.write_text(" \n\t\n", encoding="utf-8")
    return path


def _deep(tmp: Path) -> Path:
    path = tmp / "deep.snl"
    path.write_text("[" * 100_000, encoding="utf-8")
    return path


def _deep_closed(tmp: Path) -> Path:
    path = tmp / "deep_closed.snl"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    return path


def _huge_rows(tmp: Path) -> Path:
    path = tmp / "huge_rows.snl"
    path.write_text('{"format":"snl-board","version":1,"rows":1000000000,"cols":10,"matrix":[]}', encoding="utf-8")
    return path


def _big(tmp: Path) -> Path:
    path = tmp / "big.snl"
    with open(path, "wb") as f:
        f.truncate(200 * 1024 * 1024)  # sparse: no disk space, but stat() says 200 MB
    return path


def _missing(tmp: Path) -> Path:
    return tmp / "no-such-board.snl"


def _fifo(tmp: Path) -> Path:
    path = tmp / "a-pipe.snl"
    os.mkfifo(path)  # nobody writes to it: reading would wait for ever
    return path


def _directory(tmp: Path) -> Path:
    path = tmp / "a-folder.snl"
    path.mkdir()
    return path


# name: (make the file, a word the one-line message must contain)
BAD_FILES = {
    "truncated JSON": (_truncated, "JSON"),
    "binary bytes": (_binary, "UTF-8"),
    "empty file": (_empty, "empty"),
    "blank file": (_blank, "empty"),
    "nested 100 000 deep": (_deep, "JSON"),
    "nested 100 000 deep, closed": (_deep_closed, "deep"),
    "a billion rows": (_huge_rows, "rows"),
    "200 MB": (_big, "MB"),
    "missing file": (_missing, "cannot read"),
    "directory": (_directory, "folder"),
    "named pipe without a writer": (_fifo, "not a regular file"),
}


@pytest.fixture(params=sorted(BAD_FILES))
def bad_file(request, tmp_path):
    make, word = BAD_FILES[request.param]
    return make(tmp_path), word


def test_solve_bad_file(cli, bad_file):
    path, word = bad_file
    r = cli("solve", path, timeout=20)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    assert r.stdout == "", r
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r
    assert lines[0].startswith("snl-desktop: error: "), r
    assert str(path) in lines[0], r
    assert word in lines[0], r


def test_solve_json_bad_file(cli, bad_file):
    path, word = bad_file
    r = cli("solve", path, "--json", timeout=20)
    assert r.returncode == 1, r
    assert r.stdout == "" and "Traceback" not in r.stderr, r
    assert len(r.stderr.splitlines()) == 1 and str(path) in r.stderr and word in r.stderr, r


def test_validate_bad_file(cli, bad_file):
    path, word = bad_file
    r = cli("validate", path, timeout=20)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    lines = r.stdout.splitlines()
    # the report: one line naming the file, then the reason on one "error:" line
    assert lines[0] == f"{path}: invalid — 1 error", r
    assert len(lines) == 2 and lines[1].startswith("error: ") and word in lines[1], r


def test_validate_json_bad_file(cli, bad_file):
    path, word = bad_file
    r = cli("validate", path, "--json", timeout=20)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    doc = r.json()
    assert doc["valid"] is False and doc["warnings"] == []
    assert len(doc["errors"]) == 1
    assert doc["errors"][0]["severity"] == "error" and word in doc["errors"][0]["message"]


def test_big_file_is_refused_by_its_size(cli, tmp_path):
    path = _big(tmp_path)
    r = cli("solve", path, timeout=20)
    assert r.returncode == 1, r
    assert "200 MB" in r.stderr and "32 MB" in r.stderr, r


# -- hostile content -----------------------------------------------------------------------------------

HOSTILE = {
    "an integer of 5000 digits": ("[[-1, 1" + "0" * 5000 + "], [-1, -1]]", "digits"),
    "NaN": ("[[-1, NaN], [-1, -1]]", "NaN"),
    "Infinity": ("[[-1, Infinity], [-1, -1]]", "Infinity"),
    "a cell nested 5000 deep": ("[[-1, " + "[" * 5000 + "]" * 5000 + "], [-1, -1]]", "deep"),
    "another format": ('{"format": "png", "version": 1}', "format"),
    "a newer version": (
        '{"format": "snl-board", "version": 2, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, -1]]}',
        "version 2",
    ),
    "a version string": (
        '{"format": "snl-board", "version": "1", "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, -1]]}',
        "version",
    ),
    "rows as text": (
        '{"format": "snl-board", "version": 1, "rows": "2", "cols": 2, "matrix": [[-1, -1], [-1, -1]]}',
        "rows",
    ),
    "a name that is not text": ('{"name": 5, "snakes": []}', "name"),
    "a bad rule": ('{"snakes": [], "rules": {"overshoot": "teleport"}}', "overshoot"),
    "rules that are a list": ('{"snakes": [], "rules": [1, 2]}', "rules"),
    "a matrix that is text": (
        '{"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": "[[-1]]"}',
        "matrix",
    ),
    "a top-level string": ('"hello"', "not a board"),
    "a top-level number": ("42", "not a board"),
    "null": ("null", "not a board"),
    "an unknown object": ('{"board": [[-1, -1], [-1, -1]]}', "not a board"),
    "snakes that are not a list": ('{"snakes": "17,7"}', "snakes"),
    "a linear move that is not a list": ('{"move": 5}', "move"),
    "a huge linear move": ('{"move": [' + ",".join(["-1"] * 1_000_003) + "]}", "cells"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
@pytest.mark.parametrize("command", ["solve", "validate"])
def test_hostile_content(inprocess_cli, write_file, command, case):
    text, word = HOSTILE[case]
    path = write_file("hostile.snl", text)
    r = inprocess_cli(command, path)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    if command == "solve":
        assert r.stdout == "", r
        lines = r.stderr.splitlines()
        assert len(lines) == 1 and str(path) in lines[0], r
        assert word in lines[0], r
    else:
        lines = r.stdout.splitlines()
        assert lines[0].startswith(f"{path}: invalid"), r
        assert any(line.startswith("error: ") and word in line for line in lines[1:]), r
    assert all(len(line) < 400 for line in r.output.splitlines()), "messages must stay short"


@pytest.mark.parametrize("command", ["solve", "validate"])
def test_a_device_is_refused(cli, command):
    r = cli(command, "/dev/zero", timeout=20)  # endless zeros
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    assert "/dev/zero" in r.output and "not a regular file" in r.output, r


# -- standard input ------------------------------------------------------------------------------------------


def test_stdin_larger_than_the_limit_is_refused(cli):
    r = cli("solve", "-", input=b" " * (33 * 1024 * 1024), timeout=20)
    assert r.returncode == 1, r
    assert r.stdout == "" and "Traceback" not in r.stderr, r
    assert len(r.stderr.splitlines()) == 1 and "32 MB" in r.stderr, r


@pytest.mark.parametrize("command", ["solve", "validate"])
def test_empty_stdin(cli, command):
    r = cli(command, "-")  # stdin is /dev/null
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    assert "empty" in r.output, r


@pytest.mark.parametrize(
    "data, word",
    [
        (b"[[-1, -1], [-1,", "JSON"),
        (b"\x00\x01\x02\xff\xfe", "UTF-8"),
        (b"[" * 100_000, "JSON"),
    ],
)
def test_bad_stdin(cli, data, word):
    r = cli("solve", "-", input=data)
    assert r.returncode == 1, r
    assert r.stdout == "" and "Traceback" not in r.stderr, r
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("snl-desktop: error: -: ") and word in lines[0], r


def test_a_lone_surrogate_in_a_cell_is_reported_not_a_traceback(inprocess_cli, tmp_path) -> None:
    """Found by the fault campaign: the message quoted the character, which no terminal can print."""
    path = tmp_path / "surrogate.snl"
    path.write_text(
        '{"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": [[-1, "\\ud800"], [-1, -1]]}', "utf-8"
    )
    for args in (("validate", path), ("validate", path, "--json"), ("solve", path)):
        r = inprocess_cli(*args)
        assert r.returncode == 1, r
        assert "Traceback" not in r.output and "\\ud800" in r.output
