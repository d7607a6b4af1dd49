"""Learn → Check My Code…: a student's own LeetCode 909 / minimum-dice-throws solution, chosen as
a .py file or pasted, run over the check's boards in a separate process (`core.checking`, in the
background with progress and Cancel), then the report: how many boards pass, one line for each
class of failure, and the smallest failing board drawn with the right route, the expected answer
and the code's. The dialog always says what the code runs under (the sandbox, or why this system
has none); where there is none the check is refused unless "Run without protection" is ticked."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QTextCursor
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

from ...core import Rules
from ...core.checking import (
    UNPROTECTED,
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
from ..board import theme
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..kit.background import run_with_progress
from ..kit.column_scroll import ColumnScroll
from ..kit.prompts import Prompter
from ..kit.text_size import follow_app_font
from .why_bfs import PathItem

PASTED = "<pasted code>"
"""The file name the code's own line numbers are given under when it was pasted."""


class OpensFiles(Protocol):
    """What the dialog asks for a file with: the window's prompter (tests: a scripted one)."""

    def open_path(self, title: str = "", filters: str = "") -> Path | None: ...


class CheckDialog(QDialog):
    """Non-modal. ``limits`` (tests: shorter) are the limits the code runs under."""

    def __init__(self, prompter: OpensFiles, parent: QWidget | None = None, limits: Limits | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check My Code"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompter, self.limits = prompter, limits or Limits()
        self.filename = PASTED
        self._file_text = ""  # the chosen file's code: once the box holds other code, that is what is checked
        self.report: CheckReport | None = None
        self._checked_name = PASTED
        self.error: CheckError | None = None
        self._route: PathItem | None = None

        intro = QLabel(
            spoken(
                self.tr(
                    "Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, "
                    "goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on "
                    "LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or "
                    "getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate "
                    "process."
                ),
                count=len(board_set()),
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

        self.headline = QLabel(self.tr("Choose a file or paste your code, then press Check."))
        follow_app_font(self.headline, lambda font: theme.headline_font(font, 1.3))
        self.details = QLabel()
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.headline, self.details):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.copy_button = QPushButton(self.tr("Copy the &Board"))
        self.copy_button.setAutoDefault(False)
        self.copy_button.setToolTip(self.tr("The smallest failing board as your code is given it, to test with"))
        self.copy_button.clicked.connect(self.copy_board)
        text = QWidget()
        text_layout = QVBoxLayout(text)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_layout.addWidget(self.headline)
        text_layout.addWidget(self.details, 1)
        scroller = ColumnScroll(text)

        self.scene = BoardScene(board_set()[0].board, Rules(), parent=self)
        self.scene.set_locked(True)
        self.view = BoardView(self.scene)
        self.view.setInteractive(False)  # read-only: no drags reach the board
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.answers = QLabel()  # over the board: the expected answer and the code's
        self.answers.setWordWrap(True)
        self.answers.setAlignment(Qt.AlignmentFlag.AlignCenter)
        follow_app_font(self.answers, lambda font: theme.headline_font(font, 1.15))
        self.board_panel = QWidget()
        board_layout = QVBoxLayout(self.board_panel)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.addWidget(self.answers)
        board_layout.addWidget(self.view, 1)
        board_layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignRight)
        self.board_panel.hide()
        report = QSplitter(Qt.Orientation.Horizontal)
        report.addWidget(scroller)
        report.addWidget(self.board_panel)
        report.setStretchFactor(0, 1)
        report.setStretchFactor(1, 1)
        report.setChildrenCollapsible(False)

        closer = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closer.rejected.connect(self.close)
        self.splitter = splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(source)
        splitter.addWidget(report)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(closer)
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
        name, limits = self.filename, self.limits
        self._checked_name = name  # the report names what was checked, whatever the box holds after
        self.check_button.setEnabled(False)
        label = spoken(self.tr("Running your code on {count} boards…"), count=len(board_set()))
        try:
            unprotected = not self.sandbox.sandboxed and self.unprotected.isChecked()
            report = run_with_progress(
                self,
                label,
                lambda progress: check_source(source, name, limits, progress, unprotected=unprotected),
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
        self.headline.setText(self.tr("This code cannot be run"))
        self.details.setText(_paragraph(self._checked(name)) + _paragraph(words.cannot_run(error)))
        self.board_panel.hide()
        line = error.details.get("line")
        if isinstance(line, int) and line > 0:  # the line to fix, selected in the code
            block = self.code.document().findBlockByNumber(line - 1)
            if block.isValid():
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                self.code.setTextCursor(cursor)
                self.code.centerCursor()

    def show_report(self, report: CheckReport) -> None:
        """Show ``report``: the verdict, the failure classes, the smallest failing board drawn."""
        self.report, self.error = report, None
        self._give_room_to_report()
        if report.stopped == "cancelled" and not report.function.name:
            self.headline.setText(self.tr("Cancelled"))
            self.details.setText("")
            self.board_panel.hide()
            return
        self.headline.setText(words.verdict(report))
        self.protection.setText(words.protection_line(report.protection))
        lines = [_paragraph(self._checked(self._checked_name)), _paragraph(words.function_line(report.function))]
        if posed := words.posed(report):  # GeeksforGeeks' forms: the boards their problem poses
            lines.append(_paragraph(posed))
        if report.failures:
            items = "".join(f"<li>{_escaped(words.failure_line(f, report.limits))}</li>" for f in report.failures)
            lines.append(f"<ul style='margin-left: 0px'>{items}</ul>")
        if report.not_run:
            lines.append(_paragraph(words.not_run(report)))
        smallest = report.smallest
        if smallest is None:
            self.details.setText("".join(lines))
            self.board_panel.hide()
            return
        lines.append(f"<h3>{_escaped(words.smallest_heading())}</h3>")
        lines.append(_paragraph(words.case_title(smallest.case, report.total)))
        route = _escaped(words.route_line(report))
        swatch = theme.legible(theme.current().search_route, self.palette().window().color())
        lines.append(f"<p><span style='color: {swatch.name()}; font-weight: bold'>━━ ●</span> {route}</p>")
        self.details.setText("".join(lines))
        expected = words.expected_line(smallest.case)
        student = words.student_line(smallest.outcome, report.limits)
        self.answers.setText(f"{expected}\n{student}")
        self._draw(report)

    def _draw(self, report: CheckReport) -> None:
        """The smallest failing board, with the right route drawn over it."""
        assert report.smallest is not None
        self.scene.set_board(report.smallest.case.board, Rules())
        if self._route is not None:
            self.scene.removeItem(self._route)
        self._route = PathItem(self.scene.geometry, lambda c: c.search_route, dashed=False, square_badges=False)
        self._route.show_route(list(report.smallest.route))
        self.scene.addItem(self._route)
        self.board_panel.show()
        self.view.fit()

    def copy_board(self) -> None:
        """Put the smallest failing board on the clipboard as the code is given it."""
        report = self.report
        if report is None or report.smallest is None:
            return
        case = report.smallest.case
        value: Any = case.given(report.function.form)
        QGuiApplication.clipboard().setText(json.dumps(value, separators=(",", ":")))


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _paragraph(text: str) -> str:
    return f"<p>{_escaped(text)}</p>"


def check_my_code(
    parent: QWidget | None, prompter: OpensFiles | None = None, limits: Limits | None = None
) -> CheckDialog:
    """Open the Check My Code dialog (non-modal) over ``parent`` and return it; ``prompter`` asks
    for the file (the window's, else a plain one)."""
    dialog = CheckDialog(prompter if prompter is not None else Prompter(parent), parent, limits)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
