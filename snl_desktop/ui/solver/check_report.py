"""A check's report as the window shows it, in Check My Code and for each file of Check a Folder:
the verdict as a headline, what was checked, "correct but slow" where it is, one line for each
class of failure, the boards not run, and the smallest failing board drawn with the right route,
the expected answer and the code's (Copy the Board copies it as the code was given it); or why the
code cannot be run."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from ...core import Rules
from ...core.checking import CheckError, CheckReport, board_set
from ...words import checking as words
from ..board import theme
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..kit.column_scroll import ColumnScroll
from ..kit.text_size import follow_app_font
from .why_bfs import PathItem


class ReportView(QSplitter):
    """The report on the left (scrolling), the smallest failing board on the right (hidden when
    there is none). ``report`` and ``error`` hold what is shown. Its own words keep the context
    "CheckDialog": they were Check My Code's before the view was shared, and keep their
    translations."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.report: CheckReport | None = None
        self.error: CheckError | None = None
        self.route: PathItem | None = None

        self.headline = QLabel()
        follow_app_font(self.headline, lambda font: theme.headline_font(font, 1.3))
        self.details = QLabel()
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.headline, self.details):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.copy_button = QPushButton(QCoreApplication.translate("CheckDialog", "Copy the &Board"))
        self.copy_button.setAutoDefault(False)
        self.copy_button.setToolTip(
            QCoreApplication.translate(
                "CheckDialog", "The smallest failing board as your code is given it, to test with"
            )
        )
        self.copy_button.clicked.connect(self.copy_board)
        text = QWidget()
        text_layout = QVBoxLayout(text)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_layout.addWidget(self.headline)
        text_layout.addWidget(self.details, 1)

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
        self.addWidget(ColumnScroll(text))
        self.addWidget(self.board_panel)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)

    def show_message(self, headline: str, details: str = "") -> None:
        """No report: ``headline`` (and ``details``, plain text) alone."""
        self.report, self.error = None, None
        self.headline.setText(headline)
        self.details.setText(_paragraph(details) if details else "")
        self.board_panel.hide()

    def show_error(self, error: CheckError, checked: str) -> None:
        """Why the code ``checked`` (what the report is about, said) cannot be run."""
        self.report, self.error = None, error
        self.headline.setText(QCoreApplication.translate("CheckDialog", "This code cannot be run"))
        self.details.setText(_paragraph(checked) + _paragraph(words.cannot_run(error)))
        self.board_panel.hide()

    def show_report(self, report: CheckReport, checked: str) -> None:
        """Show ``report`` on the code ``checked``: the verdict, "correct but slow" where it is,
        the failure classes, the smallest failing board drawn."""
        self.report, self.error = report, None
        if report.stopped == "cancelled" and not report.function.name:
            self.show_message(QCoreApplication.translate("CheckDialog", "Cancelled"))
            return
        self.headline.setText(words.verdict(report))
        lines = [_paragraph(checked), _paragraph(words.function_line(report.function))]
        if posed := words.posed(report):  # GeeksforGeeks' forms: the boards their problem poses
            lines.append(_paragraph(posed))
        if slow := words.slow_line(report):
            lines.append(f"<p><b>{_escaped(slow)}</b></p>")
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
        if self.route is not None:
            self.scene.removeItem(self.route)
        self.route = PathItem(self.scene.geometry, lambda c: c.search_route, dashed=False, square_badges=False)
        self.route.show_route(list(report.smallest.route))
        self.scene.addItem(self.route)
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
