"""Check a Folder (issue 34): a folder of students' solutions judged at once in the background,
the class table (passed boards, the mistake named, "correct but slow", the time) sorted by a
click on a heading, filtered, exported as CSV and read back; Enter on a row shows that file's
full report with its smallest failing board drawn; Cancel stops the checks under way, keeps the
rows done and leaves no process; and Check My Code's own report says "correct but slow". The
boards are the set's first 40 (as the command line's class test): each test stays a few seconds."""

from __future__ import annotations

import csv
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from snl_desktop.core.checking import Limits, board_set
from snl_desktop.ui.solver.check_dialog import check_my_code
from snl_desktop.ui.solver.folder_dialog import FolderDialog, check_a_folder
from snl_desktop.ui.solver.folder_model import FILE, MISTAKE, PASSED, SLOW, TIME

pytestmark = pytest.mark.slow  # each test runs students' code in processes: a second or more

SOLUTIONS = Path(__file__).resolve().parents[2] / "fixtures" / "solutions"
BOARDS = 40
CASES = board_set()[:BOARDS]
STUDENTS = {
    "alice_bfs": SOLUTIONS / "right_leetcode.py",
    "dave_odd_labelling": SOLUTIONS / "wrong_labelling_odd.py",
    "erin_syntax": SOLUTIONS / "syntax_error.py",
    "frank_raises": SOLUTIONS / "raises.py",
    "grace_slow": SOLUTIONS / "class" / "grace_slow.py",
}
"""A small class: right, wrong, raising, not runnable, right but slow (the command line's)."""
SHOTS = Path("/tmp/shots")


class Files:
    """Answers the dialogs' file questions with the paths queued."""

    def __init__(self, *paths: Path) -> None:
        self.paths = list(paths)
        self.asked: list[tuple[str, str, str]] = []

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        return self.paths.pop(0) if self.paths else None

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        self.asked.append((title, filters, suggested))
        return self.paths.pop(0) if self.paths else None


@pytest.fixture
def class_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "class"
    folder.mkdir()
    for student, solution in STUDENTS.items():
        shutil.copy(solution, folder / f"{student}.py")
    (folder / "notes.txt").write_text("not a solution")
    (folder / "older").mkdir()  # a subfolder's files are not the class's
    shutil.copy(SOLUTIONS / "right_plain.py", folder / "older" / "zed.py")
    return folder


def opened(qtbot, files: Files, limits: Limits | None = None) -> FolderDialog:
    dialog = check_a_folder(None, files, limits, CASES)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def shown(dialog: FolderDialog) -> list[list[str]]:
    """The table's rows as the user sees them, top to bottom."""
    proxy = dialog.proxy
    return [
        [proxy.index(row, column).data() for column in (FILE, PASSED, MISTAKE, SLOW, TIME)]
        for row in range(proxy.rowCount())
    ]


def names(dialog: FolderDialog) -> list[str]:
    return [Path(cells[0]).stem for cells in shown(dialog)]


def click_heading(qtbot, dialog: FolderDialog, column: int) -> None:
    header = dialog.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def test_a_folder_is_judged_into_a_sorted_filtered_exported_table(app, qtbot, class_folder, tmp_path) -> None:
    out = tmp_path / "marks.csv"
    files = Files(out)
    dialog = opened(qtbot, files)
    dialog.check_folder(class_folder)
    assert dialog.cancel_button.isEnabled()  # the check runs in the background
    qtbot.waitUntil(lambda: dialog.state == "done")
    assert dialog.status.text() == "Done: 5 of 5 checked."
    assert dialog.progress.text() == "5 of 5 checked"
    rows = {Path(cells[0]).stem: cells[1:] for cells in shown(dialog)}
    assert names(dialog) == sorted(STUDENTS)  # by file first
    assert rows["alice_bfs"][:3] == [f"{BOARDS} of {BOARDS}", "", ""]
    assert rows["dave_odd_labelling"][0] == f"35 of {BOARDS}"
    assert rows["dave_odd_labelling"][1].startswith("Wrong labelling for odd n:")
    assert rows["frank_raises"][:2] == ["3 of 40", "IndexError raised on line 18: list index out of range: 37 boards"]
    assert rows["erin_syntax"][:2] == ["cannot run", "syntax error on line 2: expected ':'"]
    assert rows["grace_slow"][0] == f"{BOARDS} of {BOARDS}" and rows["grace_slow"][1] == ""
    assert rows["grace_slow"][2].startswith("correct but slow: ") and " a board against " in rows["grace_slow"][2]
    assert [n for n, cells in rows.items() if cells[2]] == ["grace_slow"]  # a plain BFS is never flagged
    assert all(cells[3].endswith((" s", " ms")) for n, cells in rows.items() if n != "erin_syntax")
    assert rows["grace_slow"][3].endswith(" s")  # 30 ms a board: over a second
    assert rows["erin_syntax"][3] == ""

    click_heading(qtbot, dialog, PASSED)  # fewest passed first, as numbers (3 before 35 before 40)
    assert names(dialog)[:3] == ["erin_syntax", "frank_raises", "dave_odd_labelling"]
    assert set(names(dialog)[3:]) == {"alice_bfs", "grace_slow"}
    click_heading(qtbot, dialog, PASSED)
    assert names(dialog)[-3:] == ["dave_odd_labelling", "frank_raises", "erin_syntax"]
    click_heading(qtbot, dialog, SLOW)
    click_heading(qtbot, dialog, SLOW)  # the slowest first
    assert names(dialog)[0] == "grace_slow"

    qtbot.keyClicks(dialog.filter_box, "LABELLING")  # the mistake's words, any case
    assert names(dialog) == ["dave_odd_labelling"]
    dialog.filter_box.clear()
    qtbot.keyClicks(dialog.filter_box, "frank")  # the file's name
    assert names(dialog) == ["frank_raises"]
    dialog.filter_box.clear()
    dialog.only_failing.click()
    assert sorted(names(dialog)) == ["dave_odd_labelling", "erin_syntax", "frank_raises"]
    dialog.only_failing.click()
    assert len(names(dialog)) == 5

    assert dialog.export_button.isEnabled()
    dialog.export_button.click()
    assert files.asked[0][1:] == ("CSV files (*.csv)", "class.csv")
    assert dialog.status.text() == "Exported to marks.csv."
    with out.open(encoding="utf-8", newline="") as stream:
        records = list(csv.DictReader(stream))
    assert list(records[0]) == ["file", "passed", "total", "verdict", "mistake", "slow", "seconds", "reference_seconds"]
    assert [r["file"] for r in records] == [f"{n}.py" for n in sorted(STUDENTS)]
    by_name = {Path(r["file"]).stem: r for r in records}
    assert {n: r["verdict"] for n, r in by_name.items()} == {
        "alice_bfs": "passed",
        "dave_odd_labelling": "failed",
        "erin_syntax": "cannot_run",
        "frank_raises": "failed",
        "grace_slow": "passed",
    }
    assert [n for n, r in by_name.items() if r["slow"] == "yes"] == ["grace_slow"]
    assert float(by_name["grace_slow"]["seconds"]) > 10 * float(by_name["grace_slow"]["reference_seconds"])
    assert by_name["dave_odd_labelling"]["mistake"] == rows["dave_odd_labelling"][1]
    assert (by_name["dave_odd_labelling"]["passed"], by_name["dave_odd_labelling"]["total"]) == ("35", "40")


def test_enter_on_a_row_shows_its_full_report_with_the_board(app, qtbot, class_folder) -> None:
    dialog = opened(qtbot, Files())
    dialog.check_folder(class_folder)
    qtbot.waitUntil(lambda: dialog.state == "done")
    assert not dialog.report_view.isVisible()
    assert dialog.table.focusPolicy() & Qt.FocusPolicy.TabFocus
    dialog.table.setFocus()
    row = names(dialog).index("dave_odd_labelling")
    dialog.table.setCurrentIndex(dialog.proxy.index(row, FILE))
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    view = dialog.report_view
    assert view.isVisible() and dialog.isVisible()  # Enter opened the row, it closed nothing
    assert view.headline.text() == f"Passed 35 of {BOARDS} boards."
    assert "Checked: dave_odd_labelling.py" in view.details.text()
    assert "Wrong labelling for odd n" in view.details.text()
    report = view.report
    assert report is not None and report.smallest is not None
    assert view.board_panel.isVisible() and view.scene.board == report.smallest.case.board
    assert view.route is not None and view.route.steps == list(report.smallest.route)
    assert view.answers.text().startswith("Expected: ")

    row = names(dialog).index("grace_slow")
    index = dialog.proxy.index(row, MISTAKE)
    rect = dialog.table.visualRect(index)
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # as a double-click
    qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # begins
    assert view.headline.text() == f"All {BOARDS} boards passed."
    assert "Correct but slow: " in view.details.text() and not view.board_panel.isVisible()

    row = names(dialog).index("erin_syntax")
    dialog.table.setCurrentIndex(dialog.proxy.index(row, TIME))
    qtbot.keyClick(dialog.table, Qt.Key.Key_Enter)
    assert view.headline.text() == "This code cannot be run" and "syntax error on line 2" in view.details.text()

    row = names(dialog).index("dave_odd_labelling")
    dialog.table.setCurrentIndex(dialog.proxy.index(row, FILE))
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(SHOTS / "folder_dialog.png"))


def test_a_folder_with_no_solution_says_so(app, qtbot, tmp_path) -> None:
    dialog = opened(qtbot, Files())
    dialog.check_folder(tmp_path)
    assert dialog.state == "ready" and dialog.status.text() == "There is no .py file in this folder."
    dialog.check_folder(tmp_path / "missing")
    assert dialog.status.text() == "This folder cannot be read: No such file or directory"
    assert not dialog.export_button.isEnabled()


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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_cancel_stops_the_checks_keeps_the_rows_done_and_leaves_no_process(app, qtbot, tmp_path, monkeypatch) -> None:
    """Two quick files end; three that take half a second a board are under way or waiting when
    Cancel is pressed: the dialog says so, the two rows stay, and no check's process is left."""
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))  # the checks' folders, to watch
    folder = tmp_path / "slow_class"
    folder.mkdir()
    for name in ("a_quick.py", "b_quick.py"):
        shutil.copy(SOLUTIONS / "right_plain.py", folder / name)
    for name in ("c_slow.py", "d_slow.py", "e_slow.py"):
        (folder / name).write_text("import time\n\ndef snakes_and_ladders(board):\n    time.sleep(0.5)\n    return 0\n")
    dialog = opened(qtbot, Files())
    dialog.check_folder(folder)
    qtbot.waitUntil(lambda: len(dialog.model.judged) == 2 and len(_children(temporary)) == 2)
    assert dialog.state == "running" and dialog.progress.text() == "2 of 5 checked"
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.state == "cancelled")
    assert dialog.status.text() == "Cancelled: 2 of 5 checked; the rows done are kept."
    assert names(dialog) == ["a_quick", "b_quick"]
    assert [cells[1] for cells in shown(dialog)] == [f"{BOARDS} of {BOARDS}"] * 2
    assert _children(temporary) == [] and list(temporary.iterdir()) == []
    assert not dialog.cancel_button.isEnabled() and dialog.choose_button.isEnabled()
    assert dialog.export_button.isEnabled()


def test_closing_while_checking_stops_every_check(app, qtbot, tmp_path, monkeypatch) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    folder = tmp_path / "loops"
    folder.mkdir()
    for name in ("a.py", "b.py"):
        (folder / name).write_text("def snakes_and_ladders(board):\n    while True:\n        pass\n")
    dialog = opened(qtbot, Files(), Limits(seconds=30))
    dialog.check_folder(folder)
    qtbot.waitUntil(lambda: dialog.state == "running" and len(_children(temporary)) == 2)
    dialog.close()
    assert _children(temporary) == []


def test_check_my_code_says_correct_but_slow_and_opens_check_a_folder(app, qtbot) -> None:
    dialog = check_my_code(
        None, Files(SOLUTIONS / "class" / "grace_slow.py", SOLUTIONS / "right_plain.py"), None, CASES
    )
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    dialog.choose_file()
    dialog.run_check()
    assert dialog.headline.text() == f"All {BOARDS} boards passed."
    assert dialog.report is not None and dialog.report.slow
    text = dialog.details.text()
    assert "Correct but slow: " in text and "flagged past 10× and 10 ms a board" in text
    dialog.choose_file()
    dialog.run_check()
    assert dialog.report is not None and dialog.report.all_passed and not dialog.report.slow
    assert "slow" not in dialog.details.text()

    dialog.folder_button.click()
    folder = dialog.folder_dialog
    assert folder is not None
    qtbot.addWidget(folder)
    assert folder.isVisible() and folder.windowTitle() == "Check a Folder" and folder.cases == list(CASES)
    folder.close()
    dialog.close()


def test_the_learn_menu_offers_check_a_folder(make_window, qtbot) -> None:
    window = make_window()
    assert window.docks.solver.content is not None  # built

    def entry():
        return next((a for a in window.menus.search.actions() if a.text() == "Check a Folder…"), None)

    qtbot.waitUntil(lambda: entry() is not None, timeout=2000)
    entry().trigger()
    dialog = window.docks.teaching.folder_dialog
    assert dialog.isVisible() and dialog.parent() is window
    dialog.close()
    QApplication.processEvents()


def test_every_text_is_translated(app, qtbot, class_folder) -> None:
    """Under the pseudo-translation every text of the dialog, its table (headings and cells), its
    progress bar and a row's report is marked ⟦…⟧; the files' names, the folder and what the
    students' code raised are their own."""
    from helpers.pseudo import escaped, untranslated
    from snl_desktop.words import languages

    own = (str(class_folder), *(f"{n}.py" for n in STUDENTS), "list index out of range", "expected ':'")
    languages.use(app, languages.PSEUDO)
    try:
        dialog = opened(qtbot, Files())
        assert not untranslated(dialog)
        dialog.check_folder(class_folder)
        qtbot.waitUntil(lambda: dialog.state == "done")
        model = dialog.model
        headings = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        cells = [cell for row in shown(dialog) for cell in row]
        left = [text for text in (*headings, *cells, dialog.progress.text()) if text and escaped(text, own)]
        assert not left, left
        for row in range(len(STUDENTS)):
            dialog.open_row(dialog.proxy.index(row, FILE))
            left = untranslated(dialog, own)
            assert not left, left
    finally:
        languages.use(app, "en")
