"""`core.checking.classroom`'s values without a process: a folder's solutions listed, and the class
as CSV — a cell a spreadsheet would run as a formula (a student's file name or exception message)
written as text."""

from __future__ import annotations

import csv
import io
import os

from snl_desktop.core.checking.classroom import CSV_HEADER, Row, csv_text, solutions_in, write_csv


def test_a_folders_solutions_are_its_own_py_files_by_name(tmp_path) -> None:
    for name in ("b.py", "a.py", "notes.txt", "c.pyc"):
        (tmp_path / name).write_text("")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "d.py").write_text("")
    (tmp_path / "folder.py").mkdir()  # a folder named like a file is no solution
    os.symlink(tmp_path / "a.py", tmp_path / "link.py")  # nor a link (it may lead anywhere)
    assert solutions_in(str(tmp_path)) == [str(tmp_path / "a.py"), str(tmp_path / "b.py")]


def test_the_csv_says_each_row_and_never_a_formula(tmp_path) -> None:
    rows = [
        Row("=cmd.py", "failed", 3, 40, '=HYPERLINK("http://x"): 37 boards', False, 0.0041, None),
        Row("ok.py", "passed", 40, 40, "", True, 1.2104, 0.002),
        Row("broken.py", "cannot_run", mistake="syntax error on line 2: expected ':'"),
    ]
    records = list(csv.reader(io.StringIO(csv_text(rows))))
    assert tuple(records[0]) == CSV_HEADER
    assert records[1] == ["'=cmd.py", "3", "40", "failed", '\'=HYPERLINK("http://x"): 37 boards', "no", "0.004", ""]
    assert records[2] == ["ok.py", "40", "40", "passed", "", "yes", "1.210", "0.002"]
    assert records[3] == ["broken.py", "0", "0", "cannot_run", "syntax error on line 2: expected ':'", "no", "", ""]
    out = tmp_path / "class.csv"
    out.write_text("the old table")
    write_csv(out, rows)
    assert out.read_bytes() == csv_text(rows).encode("utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["class.csv"]  # no temporary left beside it
