"""``snl-desktop check DIR/`` (or several files): a class of ten students' files (the checks'
own solutions under students' names, and the class's own: right in three forms, a heap, wrong
labelling, following chains, off by one, one that raises, a syntax error, one right but
deliberately slow) judged at once: the table on standard output sorted by file, a line on
standard error as each ends, the CSV, the exit codes, Ctrl+C; and "correct but slow" (defect 9)
in one file's report. The boards are the set's first 40 (the checks' own tests run the whole
set): the test stays a few seconds on two cores."""

from __future__ import annotations

import csv
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from snl_desktop.core.checking import board_set

SOLUTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "solutions"
CLASS_ONLY = SOLUTIONS / "class"
"""The class's own solutions (a heap, and one deliberately slow); the rest are the checks'."""
STUDENTS = {
    "alice_bfs": "right_leetcode",
    "bob_plain": "right_plain",
    "carol_gfg": "right_gfg",
    "dave_odd_labelling": "wrong_labelling_odd",
    "erin_syntax": "syntax_error",
    "frank_raises": "raises",
    "heidi_chains": "follows_chains",
    "ivan_off_by_one": "off_by_one_goal",
}
"""Each student's file, as one of the solutions the single-file checks already use."""
BOARDS = 40
RIGHT = ("alice_bfs", "bob_plain", "carol_gfg", "judy_dijkstra")


@pytest.fixture
def class_folder(tmp_path) -> Path:
    """A folder of ten students' files: the checks' solutions under students' names, and the
    class's own."""
    folder = tmp_path / "class"
    folder.mkdir()
    for student, solution in STUDENTS.items():
        shutil.copy(SOLUTIONS / f"{solution}.py", folder / f"{student}.py")
    for own in CLASS_ONLY.glob("*.py"):
        shutil.copy(own, folder / own.name)
    return folder


@pytest.fixture
def few_boards(monkeypatch):
    from snl_desktop.cli import checking

    monkeypatch.setattr(checking, "test_cases", lambda: board_set()[:BOARDS])


def table(result) -> dict[str, list[str]]:
    """The table's rows by file name (the path's last part): its cells, split on two spaces."""
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["file", "passed", "slow", "time", "mistake"], result
    rows = {}
    for line in lines[1:]:
        cells = [cell.strip() for cell in line.split("  ") if cell.strip()]
        rows[Path(cells[0]).stem] = cells[1:]
    return rows


def test_a_class_folder_is_judged_into_a_table_and_a_csv(class_folder, inprocess_cli, few_boards, tmp_path) -> None:
    out = tmp_path / "class.csv"
    result = inprocess_cli("check", f"{class_folder}/", "--csv", out)
    assert "Traceback" not in result.output, result
    assert result.returncode == 1, result  # some students' files fail
    names = [Path(line.split()[0]).stem for line in result.stdout.splitlines()[1:]]
    assert names == sorted(p.stem for p in class_folder.glob("*.py")) and len(names) == 10
    rows = table(result)
    for name in (*RIGHT, "grace_slow"):
        passed, total = rows[name][0].split("/")
        assert passed == total, result
    assert rows["grace_slow"][1] == "slow" and rows["grace_slow"][-1] == "passed"
    for name in RIGHT:  # a plain BFS (or a heap) is never flagged, however busy the machine
        assert "slow" not in rows[name] and rows[name][-1] == "passed", result
    assert rows["dave_odd_labelling"][0] == "35/40"
    assert rows["dave_odd_labelling"][-1].startswith("Wrong labelling for odd n:")
    assert rows["heidi_chains"][-1].startswith("Following a chain:")
    assert rows["ivan_off_by_one"][-1].startswith("Off by one at the goal: a throw never lands on the last square")
    assert rows["frank_raises"][-1] == "IndexError raised on line 18: list index out of range: 37 boards"
    assert rows["erin_syntax"] == ["-", "syntax error on line 2: expected ':'"]
    progress = result.stderr.splitlines()
    assert progress[0] == "timing the reference (a plain breadth-first search)…"
    assert sorted(line.split("] ")[0] for line in progress[1:]) == sorted(f"[{n}/10" for n in range(1, 11))
    with out.open(encoding="utf-8", newline="") as stream:
        records = list(csv.DictReader(stream))
    assert list(records[0]) == ["file", "passed", "total", "verdict", "mistake", "slow", "seconds", "reference_seconds"]
    by_name = {Path(r["file"]).stem: r for r in records}
    assert [Path(r["file"]).stem for r in records] == names
    assert {n: r["verdict"] for n, r in by_name.items()} == {
        **{n: "passed" for n in (*RIGHT, "grace_slow")},
        **{n: "failed" for n in ("dave_odd_labelling", "frank_raises", "heidi_chains", "ivan_off_by_one")},
        "erin_syntax": "cannot_run",
    }
    assert [n for n, r in by_name.items() if r["slow"] == "yes"] == ["grace_slow"]
    slow = by_name["grace_slow"]
    assert float(slow["seconds"]) > 10 * float(slow["reference_seconds"])
    assert (slow["passed"], slow["total"]) == (str(BOARDS), str(BOARDS))
    assert by_name["dave_odd_labelling"]["mistake"] == rows["dave_odd_labelling"][-1]
    assert by_name["erin_syntax"]["seconds"] == "" and by_name["erin_syntax"]["total"] == "0"


def test_several_files_make_a_table_and_all_passing_exits_0(class_folder, inprocess_cli, few_boards) -> None:
    result = inprocess_cli("check", class_folder / "judy_dijkstra.py", class_folder / "bob_plain.py")
    assert result.returncode == 0, result
    assert list(table(result)) == ["bob_plain", "judy_dijkstra"]


def test_one_file_keeps_its_report_and_says_correct_but_slow(class_folder, inprocess_cli, few_boards) -> None:
    result = inprocess_cli("check", class_folder / "grace_slow.py")
    assert result.returncode == 0, result  # right answers: slow is said, not failed
    lines = result.stdout.splitlines()
    assert lines[2] == f"All {BOARDS} boards passed."
    assert lines[3].startswith("Correct but slow: ") and " a board against " in lines[3], result
    assert "flagged past 10× and 10 ms a board" in lines[3]
    result = inprocess_cli("check", class_folder / "bob_plain.py")
    assert result.returncode == 0 and len(result.stdout.splitlines()) == 3, result  # today's report exactly


def test_what_cannot_be_judged_is_a_usage_error(class_folder, inprocess_cli, few_boards, tmp_path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("no code here")
    result = inprocess_cli("check", f"{empty}/")
    assert result.returncode == 2 and result.stdout == "", result
    assert result.stderr.strip() == f"snl-desktop: error: {empty}/: no .py file in this folder"
    crowd = tmp_path / "crowd"
    crowd.mkdir()
    for n in range(201):
        (crowd / f"s{n:03}.py").write_text("")
    result = inprocess_cli("check", crowd)
    assert result.returncode == 2 and "more than 200 files to check" in result.stderr, result
    result = inprocess_cli("check", class_folder / "bob_plain.py", "-")
    assert result.returncode == 2 and "standard input (-) can be checked only on its own" in result.stderr, result
    result = inprocess_cli("check", class_folder / "bob_plain.py", tmp_path / "missing.py")
    assert result.returncode == 2 and "missing.py: cannot read: No such file or directory" in result.stderr, result


def _children(folder: Path) -> list[int]:
    """The processes whose working folder is under ``folder`` (the checks' children)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.readlink(f"/proc/{entry}/cwd").startswith(f"{folder}{os.sep}"):
                    found.append(int(entry))
            except OSError:
                pass
    return found


@pytest.mark.subprocess
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_stops_every_check_and_leaves_no_process(tmp_path) -> None:
    """Two students' endless loops judged at once; Ctrl+C (SIGINT) ends the command with 130,
    both children killed and their folders deleted, nothing on standard output."""
    folder = tmp_path / "loops"
    folder.mkdir()
    for name in ("a.py", "b.py"):
        (folder / name).write_text("def snakes_and_ladders(board):\n    while True:\n        pass\n")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SNL_LANG": "en", "TMPDIR": str(temporary)}
    command = [sys.executable, "-m", "snl_desktop", "check", str(folder), "--time-limit", "60"]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 90
        while len(_children(temporary)) < 2 and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)  # polling for the children to start (not a wait for a result)
        assert len(_children(temporary)) == 2
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130, err
    assert out == b"" and b"Cancelled: the checks under way were stopped" in err and b"Traceback" not in err
    # a process killed with SIGKILL is torn down by the kernel a moment later (longer on a busy
    # machine): wait for that observable end, bounded, rather than read /proc at one instant
    deadline = time.monotonic() + 30
    while _children(temporary) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _children(temporary) == [] and list(temporary.iterdir()) == []
