"""The Check My Code dialog with GeeksforGeeks' practice form (issue 34, defect 8): the report says
which boards the form was checked on and how many it left out; the smallest failing board's
"copy" gives what the code was given, N and the pairs."""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from snl_desktop.core.checking.cases import practice_set
from snl_desktop.ui.solver.check_dialog import check_my_code

SOLUTIONS = Path(__file__).resolve().parents[2] / "fixtures" / "solutions"


class Files:
    def __init__(self, name: str) -> None:
        self.path = SOLUTIONS / f"{name}.py"

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        return self.path


def test_the_practice_form_is_reported_with_the_boards_left_out(app, qtbot) -> None:
    dialog = check_my_code(None, Files("gfg_practice_wrong"), None)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    dialog.choose_file()
    dialog.run_check()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    assert dialog.headline.text() == "Passed 65 of 120 boards."
    details = re.sub(r"board\(s\)", "boards", dialog.details.text())  # (until the English catalogue has it)
    assert "minThrow(N, arr) in class Solution" in details
    assert "Checked on 120 boards of 30 squares in GeeksforGeeks' practice form" in details.replace("&#x27;", "'")
    assert f"left out {practice_set().left_out} boards where the goal cannot be reached" in details
    assert dialog.board_panel.isVisible()
    dialog.copy_button.click()
    assert json.loads(QGuiApplication.clipboard().text()) == [1, [23, 22]]  # N, arr: as GfG gives them
    dialog.close()
