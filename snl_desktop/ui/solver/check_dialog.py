"""Learn → Check My Code…: a student's own LeetCode 909 / minimum-dice-throws solution, chosen as
a .py file or pasted, run over the check's boards in a separate process (`core.checking`, in the
background with progress and Cancel), then the report (`check_report.ReportView`): how many
boards pass, "correct but slow" where the code takes over ten times a plain BFS's time, one line
for each class of failure, and the smallest failing board drawn with the right route, the
expected answer and the code's. The dialog always says what the code runs under (the sandbox, or
why this system has none); where there is none the check is refused unless "Run without
protection" is ticked. Check a Folder… opens `folder_dialog`: a whole class's files at once."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...core.checking import (
    UNPROTECTED,
    CheckCase,
    CheckError,
    CheckReport,
    Limits,
    board_set,
    check_source,
    probe,
    read_solution,
)
from ...words import checking as words
from ...words import spoken
from ..kit.background import run_with_progress
from ..kit.prompts import Prompter
from ..kit.tab_stops import leave_by_ctrl_tab
from .check_report import ReportView

if TYPE_CHECKING:
    from .folder_dialog import FolderDialog
    from .why_bfs import PathItem

PASTED = "<pasted code>"
"""The file name the code's own line numbers are given under when it was pasted."""


class OpensFiles(Protocol):
    """What the dialog asks for a file with: the window's prompter (tests: a scripted one)."""

    def open_path(self, title: str = "", filters: str = "") -> Path | None: ...


class CheckDialog(QDialog):
    """Non-modal. ``limits`` (tests: shorter) are the limits the code runs under, ``cases`` the
    boards it runs on (None: the whole set; tests: fewer)."""

    def __init__(
        self,
        prompter: OpensFiles,
        parent: QWidget | None = None,
        limits: Limits | None = None,
        cases: Sequence[CheckCase] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check My Code"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompter, self.limits = prompter, limits or Limits()
        self.cases = list(cases) if cases is not None else None
        self.folder_dialog: FolderDialog | None = None
        self.filename = PASTED
        self._file_text = ""  # the chosen file's code: once the box holds other code, that is what is checked
        self.report: CheckReport | None = None
        self._checked_name = PASTED
        self.error: CheckError | None = None

        intro = QLabel(
            spoken(
                self.tr(
                    "Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, "
                    "goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on "
                    "LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or "
                    "getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate "
                    "process."
                ),
                count=len(self.cases if self.cases is not None else board_set()),
            )
            + " "
            + words.limits_line(self.limits)
        )
        intro.setWordWrap(True)
        self.sandbox = probe()
        self.protection = QLabel()  # what the code runs under, always said
        self.protection.setWordWrap(True)
        self.unprotected = QCheckBox(words.unprotected_choice())
        self.unprotected.setVisible(not self.sandbox.sandboxed)  # offered only where there is no sandbox
        self.unprotected.toggled.connect(self._say_protection)
        self._say_protection()
        self.open_button = QPushButton(self.tr("&Open a .py File…"))
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self.choose_file)
        self.file_label = QLabel()
        self.code = QPlainTextEdit()
        self.code.setAccessibleName(self.tr("Your code"))
        leave_by_ctrl_tab(self.code)  # Tab indents the code; Ctrl+Tab leaves the box
        self.code.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.code.setPlaceholderText(self.tr("…or paste your code here"))
        self.code.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.code.textChanged.connect(self._code_changed)
        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setDefault(True)
        self.check_button.setEnabled(False)
        self.check_button.clicked.connect(self.run_check)
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.file_label, 1)
        top.addWidget(self.check_button)
        source = QWidget()
        source_layout = QVBoxLayout(source)
        source_layout.setContentsMargins(0, 0, 0, 0)
        source_layout.addWidget(intro)
        source_layout.addWidget(self.protection)
        source_layout.addWidget(self.unprotected)
        source_layout.addLayout(top)
        source_layout.addWidget(self.code, 1)

        self.report_view = ReportView()
        self.report_view.show_message(self.tr("Choose a file or paste your code, then press Check."))
        view = self.report_view  # (its parts under the names the dialog's callers know)
        self.headline, self.details, self.answers = view.headline, view.details, view.answers
        self.scene, self.view, self.board_panel = view.scene, view.view, view.board_panel
        self.copy_button = view.copy_button
        self.folder_button = QPushButton(self.tr("Check a &Folder…"))
        self.folder_button.setAutoDefault(False)
        self.folder_button.setToolTip(
            self.tr("Every .py file of a folder (a class's solutions) checked at once, in a table")
        )
        self.folder_button.clicked.connect(self.check_folder)

        closer = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closer.rejected.connect(self.close)
        self.splitter = splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(source)
        splitter.addWidget(self.report_view)
        splitter.setChildrenCollapsible(False)
        bottom = QHBoxLayout()
        bottom.addWidget(self.folder_button)
        bottom.addWidget(closer, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        self.resize(1100, 860)
        splitter.setSizes([600, 200])  # the code first; the report takes the room once there is one

    def _say_protection(self) -> None:
        """Say what the code will run under: the sandbox, or why there is none here (and, once
        the user has chosen to, that it runs without protection)."""
        if self.sandbox.sandboxed:
            text = words.protection_line(self.sandbox)
        elif self.unprotected.isChecked():
            text = words.protection_line(UNPROTECTED)
        else:
            text = words.no_protection_line(self.sandbox.missing)
        self.protection.setText(text)

    # -- the code ----------------------------------------------------------------------------

    def _code_changed(self) -> None:
        text = self.code.toPlainText()
        if self.filename != PASTED and text != self._file_text:  # replaced or edited: no longer the file's
            self.filename, self._file_text = PASTED, ""
            self.file_label.setText(self.tr("the code in the box"))
        self.check_button.setEnabled(bool(text.strip()))

    def choose_file(self) -> None:
        """Ask for a .py file and show its code (a file that cannot be read says why)."""
        filters = ";;".join(
            (
                spoken(self.tr("Python files ({pattern})"), pattern="*.py"),  # the patterns outside the translation
                spoken(self.tr("All files ({pattern})"), pattern="*"),
            )
        )
        path = self.prompter.open_path(self.tr("Open your solution"), filters)
        # Back from the file dialog: the keys come here again, to Check (Alt+C or Enter) first.
        self.activateWindow()
        if path is None:
            return
        try:
            text = read_solution(path)
        except CheckError as error:
            self._show_error(error, path.name)
            return
        self.set_code(text, path.name)
        if self.check_button.isEnabled():
            self.check_button.setFocus()

    def set_code(self, text: str, filename: str = PASTED) -> None:
        """Put ``text`` in the code box as if pasted (``filename``: the name its lines are given under)."""
        self.filename, self._file_text = filename, text
        self.code.setPlainText(text)
        self.file_label.setText("" if filename == PASTED else filename)

    # -- the check ---------------------------------------------------------------------------

    def run_check(self) -> None:
        """Run the code in the box over every board, in the background with progress and Cancel,
        then show the report (or why the code cannot be run)."""
        source = self.code.toPlainText()
        if not source.strip():
            return
        name, limits, cases = self.filename, self.limits, self.cases
        self._checked_name = name  # the report names what was checked, whatever the box holds after
        self.check_button.setEnabled(False)
        label = spoken(self.tr("Running your code on {count} boards…"), count=len(cases or board_set()))
        try:
            unprotected = not self.sandbox.sandboxed and self.unprotected.isChecked()
            report = run_with_progress(
                self,
                label,
                lambda progress: check_source(
                    source, name, limits, progress, cases, unprotected=unprotected, compare_speed=True
                ),
            )
        except CheckError as error:
            self._show_error(error, name)
            return
        finally:
            self._code_changed()
            self.activateWindow()  # back from the progress dialog: the keys come here again
        self.show_report(report)

    def _checked(self, name: str) -> str:
        """What the report is about: the file checked, or the code pasted in the box."""
        if name == PASTED:
            return self.tr("Checked: the code in the box")
        return spoken(self.tr("Checked: {file}"), file=name)

    def _give_room_to_report(self) -> None:
        """The report below gets most of the height; the code keeps a few lines (its splitter
        handle gives it back)."""
        total = sum(self.splitter.sizes())
        code = max(self.code.fontMetrics().lineSpacing() * 8 + 120, total // 4)
        self.splitter.setSizes([code, total - code])

    def _show_error(self, error: CheckError, name: str) -> None:
        self.report, self.error = None, error
        self.report_view.show_error(error, self._checked(name))
        line = error.details.get("line")
        if isinstance(line, int) and line > 0:  # the line to fix, selected in the code
            block = self.code.document().findBlockByNumber(line - 1)
            if block.isValid():
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                self.code.setTextCursor(cursor)
                self.code.centerCursor()

    def show_report(self, report: CheckReport) -> None:
        """Show ``report``: the verdict, "correct but slow" where it is, the failure classes, the
        smallest failing board drawn (`check_report.ReportView`)."""
        self.report, self.error = report, None
        self._give_room_to_report()
        if not (report.stopped == "cancelled" and not report.function.name):
            self.protection.setText(words.protection_line(report.protection))
        self.report_view.show_report(report, self._checked(self._checked_name))

    @property
    def _route(self) -> PathItem | None:
        """The right route drawn on the smallest failing board."""
        return self.report_view.route

    def copy_board(self) -> None:
        """Put the smallest failing board on the clipboard as the code is given it."""
        self.report_view.copy_board()

    def check_folder(self) -> FolderDialog:
        """Open Check a Folder: every .py file of a folder checked at once, in a table."""
        from .folder_dialog import check_a_folder  # here: loaded when first asked for

        self.folder_dialog = check_a_folder(self.parentWidget(), self.prompter, self.limits, self.cases)
        return self.folder_dialog


def check_my_code(
    parent: QWidget | None,
    prompter: OpensFiles | None = None,
    limits: Limits | None = None,
    cases: Sequence[CheckCase] | None = None,
) -> CheckDialog:
    """Open the Check My Code dialog (non-modal) over ``parent`` and return it; ``prompter`` asks
    for the file (the window's, else a plain one)."""
    dialog = CheckDialog(prompter if prompter is not None else Prompter(parent), parent, limits, cases)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
