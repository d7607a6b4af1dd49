"""Check My Code names what it checked (issue 34): code put in the box after a file was chosen
is reported as the code in the box, never under the old file's name; and right after the file
dialog closes, Alt+C starts the check (the keys are the dialog's again)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QLineEdit, QVBoxLayout, QWidget

from helpers.keys import answer_modal, press
from snl_desktop.ui.solver.check_dialog import CheckDialog, check_my_code

SOLUTIONS = Path(__file__).resolve().parents[2] / "fixtures" / "solutions"


class FileDialog:
    """Answers the dialog's file question as a user does: a modal file dialog on screen, closed
    with a key, then the path."""

    def __init__(self, parent: QWidget, *names: str) -> None:
        self.parent, self.paths = parent, [SOLUTIONS / f"{name}.py" for name in names]

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        asking = QDialog(self.parent)
        asking.setWindowTitle(title)
        QVBoxLayout(asking).addWidget(QLineEdit())  # the file name's box, focused as in a file dialog
        answer_modal(["Escape"])
        asking.exec()
        asking.deleteLater()
        return self.paths.pop(0) if self.paths else None


def opened(qtbot) -> CheckDialog:
    dialog = check_my_code(None, None)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_code_replaced_in_the_box_is_reported_as_the_code_in_the_box(app, qtbot) -> None:
    dialog = opened(qtbot)
    dialog.prompter = FileDialog(dialog, "right_leetcode")
    dialog.choose_file()
    assert dialog.file_label.text() == "right_leetcode.py"
    dialog.code.selectAll()
    dialog.code.insertPlainText((SOLUTIONS / "raises.py").read_text(encoding="utf-8"))  # a paste over it
    assert "right_leetcode" not in dialog.file_label.text()
    dialog.run_check()
    qtbot.waitUntil(lambda: dialog.report is not None or dialog.error is not None, timeout=20_000)
    report = dialog.details.text()
    assert "right_leetcode" not in report and "Checked: the code in the box" in report


def test_a_files_report_names_the_file(app, qtbot) -> None:
    dialog = opened(qtbot)
    dialog.prompter = FileDialog(dialog, "off_by_one_goal")
    dialog.choose_file()
    dialog.run_check()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    assert "Checked: off_by_one_goal.py" in dialog.details.text()


def test_alt_c_checks_right_after_the_file_dialog(app, qtbot) -> None:
    dialog = opened(qtbot)
    dialog.prompter = FileDialog(dialog, "right_plain")
    dialog.code.setFocus()
    press("Alt+O", dialog)  # Open a .py File…: the file dialog, then the code in the box
    qtbot.waitUntil(lambda: dialog.file_label.text() == "right_plain.py", timeout=20_000)
    press("Alt+C", dialog)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    assert "Checked: right_plain.py" in dialog.details.text()
