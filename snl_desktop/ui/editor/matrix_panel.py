"""The matrix panel: the open board's LeetCode 909 matrix, live, one row per line; copyable and
editable. A valid typed or pasted matrix replaces the board as one undo step; an invalid one
is marked at the offending row and column and changes nothing.

A paste may be any form File → Import reads (`core.files.boards.parse_board_json`: a `.snl`
board, a ``{"matrix": ...}`` object, the snakes/ladders lists, GfG's ``{"move": [...]}``), and
once applied the editor shows the board's matrix, one row a line. A paste that replaces the
whole text is a new board: the old one's name goes with it (`BoardDocument.replace`).

What is pasted is bounded before it is read (`matrix_reading`). A large
paste (over `INLINE_CHARS`) is not put in the editor as it is (a text editor lays out a line of
megabytes slowly): it is read in the thread pool, and once it is a valid matrix the board is
applied and the editor shows it one row per line. A large text in the editor is read in the
pool too; small ones, the usual case, at once."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QEvent, QLocale, QMimeData, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ...core import Board
from ...core.board import MAX_SIDE, label_to_position, position_to_label
from ...core.files.boards import matrix_row_text, matrix_text
from ...core.rules import Rules
from ...words import say, spoken
from ..board import theme
from ..document.document import BoardDocument
from ..kit.background import LatestAnswer
from ..kit.text_size import fixed_width, follow_app_font
from .matrix_reading import MAX_MATRIX_CHARS, Reading, Refusal, read_matrix, refused_unread

DEBOUNCE_MS = 400
"""How long typing must pause before the text is read as a matrix."""
INLINE_CHARS = 100_000
"""A paste up to this long goes into the editor as it is; a longer one is read in the pool."""
Source = Literal["typed", "pasted", "replacing"]
"""Where a text to apply came from: typed (an edit, shown as typed), pasted into part of the
text (an edit, then shown a row a line), or pasted over the whole text (a new board)."""


format_matrix = matrix_text
"""The panel's text: ``[[-1, -1, ...],`` one row per line, as LeetCode prints it."""


def format_row(board: Board, row: int) -> str:
    """Line ``row`` of `format_matrix`, worked out from that row's squares alone."""
    cells = [board.jumps.get(position_to_label(board.rows, board.cols, row, col), -1) for col in range(board.cols)]
    return ("[" if row == 0 else " ") + matrix_row_text(cells) + ("]" if row == board.rows - 1 else ",")


class MatrixEditor(QPlainTextEdit):
    """The panel's text editor: a paste (or a drop) longer than `INLINE_CHARS` is handed to
    ``large_paste`` instead of being inserted. ``pasted`` says how the text came to be since it
    was last the board's: "pasted" (a paste into part of it, until typed in), "replacing" (a
    paste that was the whole text: a new board, its typos fixed by typing still one) or None
    (typed). Undo and Redo undo the text's own edits first, then (``board_history``) the
    board's: a paste, once shown a row a line, is undone by Ctrl+Z where it was pasted.

    Tab and Shift+Tab move the keyboard focus on, never insert a tab (a matrix needs none:
    spaces and line ends separate its numbers), and so do Ctrl+Tab and Ctrl+Shift+Tab, as in a
    text box of GTK: the box is never a keyboard trap."""

    large_paste = Signal(str)
    board_history = Signal(bool)
    """Undo (True) or redo (False) the board: the text has no edit of its own to undo or redo."""

    def __init__(self) -> None:
        super().__init__()
        self.setUndoRedoEnabled(False)  # one history, the board's (see keyPressEvent)
        self.setTabChangesFocus(True)  # Tab leaves the box (issue 35: it was a keyboard trap)
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # a matrix is written left to right, as code is
        self.pasting = False  # True while a paste is inserted (its own text changes)
        self.pasted: Source | None = None

    def insertFromMimeData(self, source: QMimeData) -> None:
        if source.hasText():
            text = source.text()
            if len(text) > INLINE_CHARS:
                self.large_paste.emit(text)
                return
        self.pasting = True
        try:
            super().insertFromMimeData(source)
        finally:
            self.pasting = False
        if source.hasText() and self.pasted != "replacing":
            whole = _bare(self.toPlainText()) == _bare(source.text())  # (line ends may differ)
            self.pasted = "replacing" if whole else "pasted"

    def event(self, event: QEvent) -> bool:
        # Ctrl+Tab and Ctrl+Shift+Tab leave the box too (Qt's own focus keys skip Ctrl+Tab,
        # which a text box would type as a tab).
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and _is_ctrl_tab(event):
            forward = event.key() == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            self.focusNextPrevChild(forward)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The box keeps no history of its own (its text is always the board's, or about to be):
        # Undo and Redo are the board's, with every key the platform gives them, Ctrl+Y included.
        if event.matches(QKeySequence.StandardKey.Undo):
            self.board_history.emit(True)
        elif event.matches(QKeySequence.StandardKey.Redo) or _is_ctrl_y(event):
            self.board_history.emit(False)
        else:
            super().keyPressEvent(event)


def _is_ctrl_tab(event: QKeyEvent) -> bool:
    """Ctrl+Tab or Ctrl+Shift+Tab (which X11 may send as Backtab)."""
    ctrl = Qt.KeyboardModifier.ControlModifier
    return event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and bool(event.modifiers() & ctrl)


def _is_ctrl_y(event: QKeyEvent) -> bool:
    return event.key() == Qt.Key.Key_Y and event.modifiers() == Qt.KeyboardModifier.ControlModifier


class MatrixPanel(QWidget):
    """Shows and edits the matrix of a `BoardDocument`. Writing the document back does not
    echo: while the panel applies its own text it ignores the board change it caused."""

    error_changed = Signal(str)

    def __init__(self, document: BoardDocument, parent: QWidget | None = None, debounce_ms: int = DEBOUNCE_MS) -> None:
        super().__init__(parent)
        self.document = document
        self.editor = MatrixEditor()
        follow_app_font(self.editor, fixed_width)  # the matrix follows Text Size
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.editor.setAccessibleName(self.tr("Board matrix"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the matrix to the clipboard"))
        self.copy_button.clicked.connect(self.copy)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.editor)
        layout.addLayout(buttons)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self.apply_text)
        self._writing = False  # True while we put the board's text in the editor
        self._shown: Board | None = None  # the board whose matrix the editor holds, as written
        self._typed = False  # the user has typed since
        self._unapplied = False  # what was typed is not on the board (not read yet, or refused)
        self._applying = False  # True while we hand our text's board to the document
        self.editor.textChanged.connect(self._text_edited)
        self.editor.large_paste.connect(self.read_pasted)
        self.editor.board_history.connect(self._board_history)
        self._reading: LatestAnswer[Reading | Refusal] = LatestAnswer(self, self._read, self._read_failed)
        self._pasted = False  # the text being read was pasted, not typed: it is not in the editor
        self._source: Source = "typed"  # where the text being read came from
        self.reading = False
        """True while a large text is read in the pool."""
        document.board_changed.connect(self.show_board)
        self.show_board(document.board)

    def set_locked(self, locked: bool) -> None:
        """Read-only while a game is played on the board (the matrix can still be copied)."""
        self.editor.setReadOnly(locked)

    def preferred_width(self) -> int:
        """Pixels needed to show the longest line of the matrix without scrolling."""
        metrics = self.editor.fontMetrics()
        longest = max(self.text().splitlines() or [""], key=len)
        return metrics.horizontalAdvance(longest) + 48

    def text(self) -> str:
        return self.editor.toPlainText()

    @Slot(Board)
    def show_board(self, board: Board) -> None:
        """Write the board's matrix into the editor (unless the change came from this panel).
        When the editor shows the previous board as written, only the rows that changed are
        rewritten: an edit of a 1000×1000 board rewrites one line, not four megabytes."""
        if self._applying:
            return
        self._timer.stop()
        self._forget_reading()
        self._writing = True
        try:
            shown = self._shown
            if shown is not None and (shown.rows, shown.cols) == (board.rows, board.cols) and not self._typed:
                self._rewrite_rows(
                    board,
                    {label_to_position(board.rows, board.cols, square)[0] for square in shown.changed_squares(board)},
                )
            else:
                self.editor.setPlainText(format_matrix(board))
        finally:
            self._writing = False
        self._shown, self._typed, self._unapplied = board, False, False
        self.editor.pasted = None  # the text is the board's again
        self._set_error("", None)

    def _rewrite_rows(self, board: Board, rows: set[int]) -> None:
        from PySide6.QtGui import QTextCursor  # imported when first needed (start-up cost)

        document = self.editor.document()  # (it keeps no undo history: the board's is the one)
        for row in sorted(rows):
            block = document.findBlockByNumber(row)
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(format_row(board, row))

    @Slot(bool)
    def _board_history(self, undo: bool) -> None:
        """Ctrl+Z (or Redo) in the box: typing not yet on the board is dropped first (the text
        goes back to the board's); else the board's own step. Either way the text is the board's."""
        if self.editor.isReadOnly():
            return
        if self._unapplied and undo:
            self._timer.stop()
            self.show_board(self.document.board)
            return
        if undo:
            self.document.undo_stack.undo()
        else:
            self.document.undo_stack.redo()

    @Slot()
    def copy(self) -> None:
        QGuiApplication.clipboard().setText(format_matrix(self.document.board))
        self.status.setText(self.tr("Matrix copied to the clipboard."))

    @Slot()
    def _text_edited(self) -> None:
        if not self._writing:
            if not self.editor.pasting and self.editor.pasted == "pasted":
                self.editor.pasted = None  # typed since a paste into the text: an edit, as typed
            self._typed = True  # the text is no longer the board's as written
            self._unapplied = True  # nor, until it is read and applied, the board's at all
            self._forget_reading()
            self._timer.start()

    @Slot()
    def apply_text(self) -> bool:
        """Read the editor's text as a matrix: apply it if valid, mark the error if not. A text
        over `INLINE_CHARS` (that no bound refuses) is read in the pool: False now, and the
        board applied (or the error marked) when the answer comes."""
        self._timer.stop()
        text = self.text()
        source = self.editor.pasted or "typed"
        if len(text) > INLINE_CHARS and refused_unread(text) is None:
            self._start_reading(text, pasted=False, source=source)
            return False
        return self._take(read_matrix(text), pasted=False, source=source)

    @Slot(str)
    def read_pasted(self, text: str) -> None:
        """A large paste: refused at once past a bound, else read in the pool and applied when
        valid (the editor then shows the board); the editor's text is left as it was."""
        if self.editor.isReadOnly():
            return
        self._timer.stop()
        refusal = refused_unread(text)
        if refusal is not None:
            self._take(refusal, pasted=True, source="replacing")
        else:
            self._start_reading(text, pasted=True, source="replacing")

    def _start_reading(self, text: str, pasted: bool, source: Source) -> None:
        self._pasted, self._source, self.reading = pasted, source, True
        self._set_error("", None)
        self.status.setText(spoken(self.tr("Reading the matrix ({chars} characters)…"), chars=_count(len(text))))
        self._reading.ask(lambda: read_matrix(text))

    def _forget_reading(self) -> None:
        if self.reading:
            self._reading.forget()
            self.reading = False
            self.status.setText("")

    def _read(self, answer: Reading | Refusal) -> None:
        self.reading = False
        self._take(answer, self._pasted, self._source)

    def _read_failed(self, error: BaseException) -> None:
        self.reading = False
        self._set_error(self.tr("this is not a matrix of numbers"), None)

    def _take(self, answer: Reading | Refusal, pasted: bool, source: Source) -> bool:
        """Apply the board read, or say why there is none (marking it in the editor's own text;
        a paste that never reached the editor has nothing to mark). A typed text stays as
        typed; a pasted one is then shown as the board's matrix, a row a line; one that
        replaced the whole text is a new board (`BoardDocument.replace`)."""
        if isinstance(answer, Refusal):
            self._set_error(self._why(answer), None if pasted else answer.span)
            return False
        self._set_error("", None)
        self.editor.pasted = None
        self._unapplied = False
        if source == "typed":
            self._applying = True  # the user's text stays as it is, cursor and all
            try:
                self.document.apply(answer.loaded.board, self.tr("Edit matrix"))
            finally:
                self._applying = False
            return True
        if source == "replacing":
            rules: Rules | None = answer.loaded.rules if answer.has_rules else None
            replaced = self.document.replace(answer.loaded, self.tr("Paste a new board"), rules)
        else:
            replaced = False
            self.document.apply(answer.loaded.board, self.tr("Edit matrix"))
        self.show_board(self.document.board)  # re-flowed (also when the board was already open)
        if replaced:
            self.status.setText(spoken(self.tr("Pasted as a new board: “{name}”"), name=self.document.title()))
        return True

    def _why(self, refusal: Refusal) -> str:
        kind = refusal.kind
        if kind == "json":
            return spoken(
                self.tr("line {line}, column {col}: {why}"),
                line=refusal.line,
                col=refusal.column,
                why=self._json_reason(refusal.reason),
            )
        if kind == "problem" and refusal.problem is not None:
            return say(refusal.problem.what)
        if kind == "size":
            return spoken(
                self.tr("the text has {chars} characters; a matrix has at most {most}"),
                chars=_count(refusal.count),
                most=_count(MAX_MATRIX_CHARS),
            )
        if kind == "nesting":
            return spoken(
                self.tr("the text opens {count} brackets; a matrix of {most} rows opens at most {limit}"),
                count=_count(refusal.count),
                most=MAX_SIDE,
                limit=MAX_SIDE + 1,
            )
        if kind == "number":
            return spoken(self.tr("a number of {count} digits; no square has one"), count=_count(refusal.count))
        return self.tr("this is not a matrix of numbers")

    def _json_reason(self, reason: str) -> str:
        """The JSON reader's English reason in the user's words (its own text never shows)."""
        if reason.startswith("Expecting value"):
            return self.tr("a number or a bracket was expected here")
        if reason.startswith("Extra data"):
            return self.tr("more text after the end of the matrix")
        if reason.startswith("Expecting ',' delimiter"):
            return self.tr("a comma was expected between two numbers")
        return self.tr("this is not a matrix of numbers here")

    def _set_error(self, message: str, span: tuple[int, int] | None) -> None:
        """Say ``message`` under the editor (none: clear it) and mark ``span`` of its text."""
        selections = []
        if span is not None:
            # Imported when first needed: their enums cost start-up time (startup_instructions.py counts it).
            from PySide6.QtGui import QTextCharFormat, QTextCursor, QTextFormat
            from PySide6.QtWidgets import QTextEdit

            line = QTextEdit.ExtraSelection()
            line.format.setBackground(theme.current().matrix_error_line)
            line.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            line.cursor = QTextCursor(self.editor.document())
            line.cursor.setPosition(min(span[0], len(self.text())))
            cell = QTextEdit.ExtraSelection()
            cell.format = QTextCharFormat()
            cell.format.setBackground(theme.current().matrix_error_cell)
            cell.format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            cell.format.setUnderlineColor(theme.current().error_mark)
            cell.cursor = QTextCursor(self.editor.document())
            cell.cursor.setPosition(min(span[0], len(self.text())))
            cell.cursor.setPosition(min(max(span[1], span[0] + 1), len(self.text())), QTextCursor.MoveMode.KeepAnchor)
            selections = [line, cell]
        self.editor.setExtraSelections(selections)
        shown = spoken(self.tr("Not applied: {why}"), why=message) if message else ""
        self.status.setText(
            f"<span style='color:{theme.current().error_mark.name()}'>{shown}</span>" if message else ""
        )
        self.error_changed.emit(message)


def _bare(text: str) -> str:
    """``text`` without its white space."""
    return "".join(text.split())


def _count(number: int) -> str:
    """A count as the user's language writes it (``10,000,000``)."""
    return QLocale().toString(number)
