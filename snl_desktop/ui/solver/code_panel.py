"""The code panel: the project's breadth-first search with path reconstruction (`teaching.bfs`),
its current lines highlighted as the Solver's animation steps, and its variables beside it (the
square being expanded, the face being tried, the queue, the distance table, the parent links).

It draws what `core.code_steps` reads off the Solver's replay: it runs no search of its own, and
one step of the Solver's step size (a throw, a square, a depth) moves it by the same amount."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QFontMetricsF, QResizeEvent, QShowEvent, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules, Solution
from ...core.board import label_to_position
from ...core.code_steps import CodeState, CodeSteps, Listing, bfs_source, leetcode_applies
from ...core.message import phrase
from ...core.replay import SearchReplay
from ...words import say, spoken
from ...words import search as words
from ..board import theme
from ..kit.text_size import fixed_width, follow_app_font
from .search_player import MAX_ANIMATED_SQUARES

READY_NOTE = phrase("CodePanel", "Step the search (Solver: Step ▶ or F6) to run this code line by line.")
"""What the panel says before the search is stepped (`words.say` it)."""
PROGRAM_TEXT = "program_text"
"""A widget property: the widget shows program text (code, its variables' names), not words."""
USEFUL_LINES = 10
"""The listing is usable when this many lines of code show at once, at any Text Size: the
window gives the dock room for them (`useful_height`) and the split gives them to the code."""
VARIABLE_LINES = 2
"""The variables under the code keep at least this many lines when the listing takes its room:
the step (square, face, rest) and the queue."""
CODE_SHARE = 0.6
"""The code's share of the split when the panel has more room than the listing needs."""


def text_height(edit: QPlainTextEdit, lines: int) -> int:
    """The height ``edit`` needs to show ``lines`` lines of its font, with its frame, its
    document's margins and a horizontal scroll bar."""
    spacing = QFontMetricsF(edit.font()).lineSpacing()
    margins = 2 * edit.frameWidth() + 2 * edit.document().documentMargin()
    return math.ceil(lines * spacing + margins + edit.horizontalScrollBar().sizeHint().height())


class CodeSplit(QSplitter):
    """The code above its variables: the code gets `USEFUL_LINES` lines first (the variables
    keeping `VARIABLE_LINES`), or `CODE_SHARE` of the room when there is more, until the user
    drags the handle between them."""

    def __init__(self, code: QPlainTextEdit, variables: QPlainTextEdit) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self.code, self.variables = code, variables
        self.addWidget(code)
        self.addWidget(variables)
        self.moved_by_user = False
        self.splitterMoved.connect(self._moved)

    @Slot()
    def _moved(self) -> None:
        self.moved_by_user = True

    def least_variables(self) -> int:
        """The variables' height: `VARIABLE_LINES` lines, and never below what Qt lets them be."""
        return max(text_height(self.variables, VARIABLE_LINES), self.variables.minimumSizeHint().height())

    def wanted(self) -> int:
        """The split's height for the code's useful lines and the variables' least."""
        return text_height(self.code, USEFUL_LINES) + self.handleWidth() + self.least_variables()

    def balance(self) -> None:
        """Share the height between the code and the variables (see the class)."""
        if self.moved_by_user:
            return
        room = self.height() - self.handleWidth()
        useful = min(text_height(self.code, USEFUL_LINES), room - self.least_variables())
        code = max(0, min(max(round(room * CODE_SHARE), useful), room))
        self.setSizes([code, room - code])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.balance()


class CodePanel(QWidget):
    """The BFS code with the lines of the current step highlighted, what the step did, and the
    variables. ``show_board`` for each new board, ``show_position`` for each step shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.listing: Listing = "full"
        self.source = bfs_source()
        self.form = QComboBox()
        self.form.setAccessibleName(self.tr("The code shown"))
        self.form.addItem(self.tr("The full search, with the route"), "full")
        self.form.addItem(self.tr("LeetCode 909: the matrix in, the answer out"), "leetcode")
        self.form.setToolTip(
            self.tr(
                "LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the "
                "queue; the full search goes on to find every square's distance and the route"
            )
        )
        self.form.currentIndexChanged.connect(self._form_chosen)
        self.form.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never cut (Present, Huge):
        self.form.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)  # its text's width at least
        theme.notifier().changed.connect(self._theme_changed)
        self._board: Board | None = None
        self.code = QPlainTextEdit()
        self.code.setAccessibleName(self.tr("BFS code"))
        self.code.setReadOnly(True)
        # Python as docs/bfs.md shows it, never translated (the pseudo-translation check skips it).
        self.code.setProperty(PROGRAM_TEXT, True)
        self.code.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # code reads left to right in every language
        self.code.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        follow_app_font(self.code, fixed_width)  # Text Size reaches the listing too
        self._show_source()
        self.note = QLabel(say(READY_NOTE))
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing() * 2 + 4)
        self.note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.variables = QPlainTextEdit()
        self.variables.setAccessibleName(self.tr("BFS variables"))
        self.variables.setReadOnly(True)
        self.variables.setProperty(PROGRAM_TEXT, True)  # the code's names; what they hold is translated
        self.variables.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        follow_app_font(self.variables, fixed_width)
        self.variables.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.split = split = CodeSplit(self.code, self.variables)  # the code above its variables: both full width
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        layout.addWidget(split, 1)
        self._replay: SearchReplay | None = None
        self._steps: CodeSteps | None = None
        self.state: CodeState | None = None
        self._shown_variables = ""

    def useful_height(self) -> int:
        """The panel's height with `USEFUL_LINES` lines of code in view (and `VARIABLE_LINES`
        of the variables) at the text size it shows now: what the window gives its dock."""
        layout = self.column
        margins = layout.contentsMargins()
        spacing = 2 * max(0, layout.spacing())
        parts = self.form.sizeHint().height() + self.note.minimumHeight() + self.split.wanted()
        return margins.top() + margins.bottom() + spacing + parts

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # Text Size, Present: the note's two lines
            self.note.setMinimumHeight(self.fontMetrics().lineSpacing() * 2 + 4)  # (the note's is the panel's)

    @Slot(Board, Rules, Solution)
    def _show_source(self) -> None:
        self.source = bfs_source(self.listing)
        self.code.setPlainText("\n".join(f"{i + 1:>2}  {line}" for i, line in enumerate(self.source)))

    @Slot(int)
    def _form_chosen(self, _index: int) -> None:
        """Show the other form of the code, at the same step of the search."""
        self.listing = self.form.currentData()
        self._show_source()
        self._steps = None
        if self._replay is not None and self.state is not None:
            self.show_position(self._replay, self.state.position)
        else:
            self._highlight(None)

    def _leetcode_allowed(self, rules: Rules) -> bool:
        """LeetCode's form searches LeetCode's game only: a start on square 1, no throw past the
        goal; on other house rules only the full search is offered."""
        return leetcode_applies(rules.start_square, rules.overshoot)

    def show_board(self, board: Board, rules: Rules, solution: Solution) -> None:
        """A new board: no line highlighted until the search is stepped."""
        allowed = self._leetcode_allowed(rules)
        self.form.model().item(1).setEnabled(allowed)  # type: ignore[attr-defined]
        if not allowed and self.form.currentIndex() == 1:
            self.form.setCurrentIndex(0)
        self._replay = self._steps = self.state = None
        self._board = board
        self._highlight(None)
        if board.size > MAX_ANIMATED_SQUARES:
            text = self.tr("This board has %Ln square(s): too many to step through the code.", "", board.size)
            self.note.setText(text)
        else:
            self.note.setText(say(READY_NOTE))
        self._set_variables("")

    @Slot(SearchReplay, int)
    def show_position(self, replay: SearchReplay, position: int) -> None:
        """The code after ``position`` steps of ``replay``."""
        if replay is not self._replay or self._steps is None:
            self._replay, self._steps = replay, CodeSteps(replay, self.listing)
        self.state = state = self._steps.at(position)
        self._highlight(state.lines)
        note = words.code_note(state.note)
        self.note.setText(spoken(self.tr("Line {line}: {note}"), line=state.lines[0] + 1, note=note))
        self._set_variables(self.variables_text(state))

    def variables_text(self, state: CodeState) -> str:
        """The variables as the panel prints them: one per line, tables indented; the code's
        names and values as Python writes them (ASCII digits, "[1, 2]") in every language, the
        comments beside them in the user's."""

        def value(v: int | None) -> str:
            return "–" if v is None else str(v)

        lines = [f"square = {value(state.square)}    face = {value(state.face)}    rest = {value(state.rest)}"]
        landed, board = state.note.landed, self._board
        if self.listing == "leetcode" and landed is not None and board is not None:
            row, col = label_to_position(board.rows, board.cols, landed)
            lines[0] = (
                f"square = {value(state.square)}    face = {value(state.face)}    landed = {landed}    "
                f"row, col = {row}, {col}    rest = {value(state.rest)}"
            )
        queue = ", ".join(map(str, state.queue))  # a Python list, as the code holds it, in every language
        waiting = self.tr("(%n square(s), front first)", "", len(state.queue))
        lines.append(f"queue  = [{queue}]    {waiting}")
        found = self.tr("(%n square(s) found)", "", sum(len(squares) for _d, squares in state.dist))
        dist, parent = self.tr("distance: squares"), self.tr("parent → squares first reached from it")
        lines.append(f"dist   = {{ {dist} }}    {found}")
        lines.extend(f"  {d:>3}: {' '.join(map(str, squares))}" for d, squares in state.dist)
        if self.listing == "full":  # (LeetCode's form keeps no parent links)
            lines.append(f"parent = {{ {parent} }}")
            lines.extend(f"  {p:>3} → {' '.join(map(str, children))}" for p, children in state.children)
        if state.route is not None:
            lines.append(f"route  = {' → '.join(map(str, state.route))}")
        return "\n".join(lines)

    def highlighted_lines(self) -> list[str]:
        """The code lines highlighted now (what a test, or a screen reader, would read)."""
        if self.state is None:
            return []
        first, last = self.state.lines
        return self.source[first : last + 1]

    def _set_variables(self, text: str) -> None:
        if text != self._shown_variables:  # a step that changes nothing costs no layout
            self._shown_variables = text
            self.variables.setPlainText(text)

    def _highlight(self, lines: tuple[int, int] | None) -> None:
        selections = []
        if lines is not None:
            document = self.code.document()
            for number in range(lines[0], lines[1] + 1):
                selection = QTextEdit.ExtraSelection()
                fmt = QTextCharFormat()
                fmt.setBackground(theme.current().code_highlight)
                fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
                selection.format = fmt
                cursor = QTextCursor(document.findBlockByNumber(number))
                selection.cursor = cursor
                selections.append(selection)
        self.code.setExtraSelections(selections)
        self._centre_lines()

    @Slot()
    def _theme_changed(self) -> None:
        """The running lines in the new theme's highlight."""
        self._highlight(self.state.lines if self.state is not None else None)

    def _centre_lines(self) -> None:
        """The running lines in the middle of the listing, with what comes before and after."""
        if self.state is None:
            return
        self.code.setTextCursor(QTextCursor(self.code.document().findBlockByNumber(self.state.lines[0])))
        self.code.centerCursor()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Opened mid-search, the listing is laid out only now: centre the lines once it is.
        QTimer.singleShot(0, self, self._centre_lines)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._centre_lines()  # the dock found its size: the lines stay in view
