"""The Check My Code dialog: a file chosen or code pasted, run in the background (the window keeps
running, Cancel works), then the report with the smallest failing board drawn, its right route,
the expected answer and the code's; code that cannot be run says why at its line. Wired into the
Solver's teaching row and the Search menu."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton, QToolButton

from snl_desktop.core import Board, solve
from snl_desktop.core.checking import Limits, board_set
from snl_desktop.ui.solver.check_dialog import CheckDialog, check_my_code

SOLUTIONS = Path(__file__).resolve().parents[2] / "fixtures" / "solutions"
TOTAL = len(board_set())


class Files:
    """Answers the dialog's file question with the paths queued."""

    def __init__(self, *names: str) -> None:
        self.paths = [SOLUTIONS / f"{name}.py" for name in names]

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        assert "*.py" in filters
        return self.paths.pop(0) if self.paths else None


def opened(qtbot, *names: str, limits: Limits | None = None) -> CheckDialog:
    dialog = check_my_code(None, Files(*names), limits)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_a_right_solution_passes_and_draws_no_board(app, qtbot) -> None:
    dialog = opened(qtbot, "right_leetcode")
    assert not dialog.isModal() and not dialog.check_button.isEnabled()
    dialog.choose_file()
    assert dialog.file_label.text() == "right_leetcode.py" and "class Solution" in dialog.code.toPlainText()
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    assert dialog.headline.text() == f"All {TOTAL} boards passed."
    assert "snakesAndLadders(board) in class Solution" in dialog.details.text()
    assert not dialog.board_panel.isVisible()


def test_a_wrong_solution_draws_the_smallest_failing_board(app, qtbot) -> None:
    dialog = opened(qtbot, "wrong_labelling_odd")
    dialog.choose_file()
    dialog.run_check()
    report = dialog.report
    assert report is not None and report.passed == TOTAL - 165
    assert dialog.headline.text() == f"Passed {TOTAL - 165} of {TOTAL} boards."
    assert "Wrong labelling for odd n" in dialog.details.text()
    assert dialog.board_panel.isVisible() and dialog.view.isVisible()
    board = Board(3, 3, {7: 4})
    assert dialog.scene.board == board
    assert dialog._route is not None and dialog._route.steps == solve(board).route()
    assert dialog.answers.text() == "Expected: 2 throws\nYour code: -1 (the goal cannot be reached)"
    assert "Right route: throw 2 → square 3; throw 6 → 9" in dialog.details.text()
    dialog.copy_board()
    assert json.loads(QApplication.clipboard().text()) == board.to_matrix()
    dialog.grab()  # it paints


def test_pasted_code_that_raises(app, qtbot) -> None:
    dialog = opened(qtbot)
    dialog.code.setPlainText((SOLUTIONS / "raises.py").read_text(encoding="utf-8"))
    assert dialog.check_button.isEnabled()
    dialog.run_check()
    assert "IndexError raised on line 18: list index out of range" in dialog.details.text()
    assert dialog.answers.text().endswith("Your code: raised IndexError on line 18: list index out of range")


def test_code_that_cannot_be_run_says_why_at_its_line(app, qtbot) -> None:
    dialog = opened(qtbot, "syntax_error", "no_function")
    dialog.choose_file()
    dialog.run_check()
    assert dialog.headline.text() == "This code cannot be run" and dialog.report is None
    assert "<p>Checked: syntax_error.py</p><p>syntax error on line 2: expected" in dialog.details.text()
    assert dialog.code.textCursor().blockNumber() == 1 and dialog.code.textCursor().hasSelection()
    assert not dialog.board_panel.isVisible()
    dialog.choose_file()
    dialog.run_check()
    assert "no function to check" in dialog.details.text() and "fewest_throws" in dialog.details.text()


def test_an_endless_loop_runs_in_the_background_and_is_reported(app, qtbot) -> None:
    dialog = opened(qtbot, "endless_loop", limits=Limits(seconds=0.3, stop_after=2))
    dialog.choose_file()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    dialog.run_check()
    timer.stop()
    assert len(ticks) >= 10  # the window's event loop ran while the code did
    assert "Ran past the time limit of 0.3 s (an endless loop?): 2 boards" in dialog.details.text()
    assert "Your code: no answer within 0.3 s (an endless loop?)" in dialog.answers.text()
    assert dialog.check_button.isEnabled()


def test_cancel_stops_the_check(app, qtbot) -> None:
    dialog = opened(qtbot, "endless_loop", limits=Limits(seconds=5, stop_after=3))
    dialog.choose_file()
    cancelled = []

    def cancel_when_shown() -> None:
        progress = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
        if progress and progress[0].value() >= 10:  # the ten boards it answers done: it loops on the 11th
            cancelled.append(progress[0].labelText())
            (button,) = progress[0].findChildren(QPushButton)
            button.click()  # as the user does
        else:
            QTimer.singleShot(50, cancel_when_shown)

    QTimer.singleShot(50, cancel_when_shown)
    dialog.run_check()
    assert cancelled == [f"Running your code on {TOTAL} boards…"]
    assert dialog.report is not None and dialog.report.stopped == "cancelled"
    report = dialog.report
    assert report.passed == 10 and not report.failures  # the board running when cancelled is not run
    assert f"Cancelled: {TOTAL - 10} boards not run." in dialog.details.text()


def test_the_solver_offers_it_in_its_teaching_row_and_the_search_menu(make_window, qtbot, prompter) -> None:
    window = make_window()
    assert window.docks.solver.content is not None  # built
    qtbot.waitUntil(lambda: any(a.text() == "Check My Code…" for a in window.menus.search.actions()), timeout=2000)
    buttons = [b for b in window.solver_panel.findChildren(QToolButton) if b.text() == "Check My Code"]
    assert len(buttons) == 1
    prompter.script("open_path", SOLUTIONS / "right_gfg.py")
    buttons[0].click()
    dialog = window.docks.teaching.check_dialog
    assert dialog.isVisible() and dialog.parent() is window
    dialog.choose_file()
    assert dialog.file_label.text() == "right_gfg.py"
    dialog.close()


def test_every_text_is_translated(app, qtbot) -> None:
    """Under the pseudo-translation, every text of the dialog and its report is marked ⟦…⟧ (the
    file's name, the code and what the code raised are the student's own)."""
    from helpers.pseudo import untranslated
    from snl_desktop.words import languages

    languages.use(app, languages.PSEUDO)
    try:
        dialog = opened(qtbot, "wrong_labelling_odd", "raises")
        assert not untranslated(dialog)
        for _ in range(2):
            dialog.choose_file()
            dialog.run_check()
            left = untranslated(dialog, ("wrong_labelling_odd.py", "raises.py", "list index out of range"))
            assert not left, left
    finally:
        languages.use(app, "en")


def test_it_says_the_code_runs_in_a_sandbox(app, qtbot) -> None:
    dialog = opened(qtbot, "right_plain")
    assert dialog.protection.text().startswith("Protection: a sandbox. The code cannot read or change your files")
    assert not dialog.unprotected.isVisible()  # nothing to choose where the sandbox is there
    dialog.choose_file()
    dialog.run_check()
    assert dialog.report is not None and dialog.report.protection.sandboxed
    assert dialog.protection.text().startswith("Protection: a sandbox.")


def test_without_a_sandbox_the_check_is_refused_until_the_user_chooses(app, qtbot, monkeypatch) -> None:
    """On a system with no sandbox (stood for by SNL_CHECK_SANDBOX=none) the dialog says so, the
    check is refused, and ticking "Run without protection" (which says what it means) runs it."""
    monkeypatch.setenv("SNL_CHECK_SANDBOX", "none")
    dialog = opened(qtbot, "right_plain")
    reason = (
        "the code was not run: this system's kernel has no Landlock (Linux 5.13 or newer), which keeps "
        "students' code away from your files"
    )
    assert dialog.protection.text() == (
        "Protection: none on this system: this system's kernel has no Landlock (Linux 5.13 or newer), which keeps "
        "students' code away from your files. The check is refused unless you choose to run without protection."
    )
    assert dialog.unprotected.isVisible() and not dialog.unprotected.isChecked()
    assert "can read and change your files" in dialog.unprotected.text()
    dialog.choose_file()
    dialog.run_check()
    assert dialog.report is None and dialog.headline.text() == "This code cannot be run"
    assert reason in dialog.details.text()
    qtbot.mouseClick(
        dialog.unprotected, Qt.MouseButton.LeftButton, pos=dialog.unprotected.rect().topLeft() + QPoint(8, 8)
    )
    assert dialog.unprotected.isChecked() and dialog.protection.text().startswith("Protection: none.")
    dialog.run_check()
    assert dialog.report is not None and dialog.report.all_passed and not dialog.report.protection.sandboxed
    assert dialog.protection.text().startswith("Protection: none. The code ran with your own rights")


def test_pasted_hostile_code_cannot_touch_the_users_files(app, qtbot, tmp_path) -> None:
    """From the window as from the command line: pasted code that writes a file of the user's,
    reads a private key and signals the app is refused each time, and the app lives on."""
    secret, target = tmp_path / "id_rsa", tmp_path / "pwned.txt"
    secret.write_text("PRIVATE KEY 4711")
    dialog = opened(qtbot, "right_plain")
    dialog.set_code(
        "import os, signal\n"
        "def snakes_and_ladders(board):\n"
        f"    try:\n        open({str(target)!r}, 'w').write('x')\n    except OSError:\n        pass\n"
        "    try:\n        os.kill(os.getppid(), signal.SIGTERM)\n    except OSError:\n        pass\n"
        f"    return open({str(secret)!r}).read()\n"
    )
    dialog.run_check()
    assert dialog.report is not None and dialog.report.protection.sandboxed
    assert not target.exists() and "PRIVATE KEY" not in dialog.details.text() + dialog.answers.text()
    assert "PermissionError raised on line 11" in dialog.details.text()
