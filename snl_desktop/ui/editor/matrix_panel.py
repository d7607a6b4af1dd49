"""The matrix panel: the open board's LeetCode 909 matrix, live, one row per line; copyable and
editable. A valid typed or pasted matrix replaces the board as one undo step; an invalid one
is marked at the offending row and column and changes nothing."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ...core import Board, BoardError
from ...core.board import label_to_position, parse_matrix, position_to_label
from ...core.files.boards import matrix_row_text, matrix_text
from ...words import say
from ..board import theme
from ..document.document import BoardDocument

DEBOUNCE_MS = 400
"""How long typing must pause before the text is read as a matrix."""


format_matrix = matrix_text
"""The panel's text: ``[[-1, -1, ...],`` one row per line, as LeetCode prints it."""


def format_row(board: Board, row: int) -> str:
    """Line ``row`` of `format_matrix`, worked out from that row's squares alone."""
    cells = [board.jumps.get(position_to_label(board.rows, board.cols, row, col), -1) for col in range(board.cols)]
    return ("[" if row == 0 else " ") + matrix_row_text(cells) + ("]" if row == board.rows - 1 else ",")


def cell_spans(text: str) -> list[list[tuple[int, int]]]:
    """The character spans of every value of a matrix text, row by row (best effort: used only
    to point at an error)."""
    rows: list[list[tuple[int, int]]] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch == "[":
            depth += 1
            if depth == 2:
                rows.append([])
                start = i + 1
        elif ch in ",]" and depth == 2:
            token = text[start:i]
            if token.strip():
                lead, trail = len(token) - len(token.lstrip()), len(token) - len(token.rstrip())
                rows[-1].append((start + lead, i - trail))
            start = i + 1
        if ch == "]":
            depth -= 1
    return rows


class MatrixPanel(QWidget):
    """Shows and edits the matrix of a `BoardDocument`. Writing the document back does not
    echo: while the panel applies its own text it ignores the board change it caused."""

    error_changed = Signal(str)

    def __init__(self, document: BoardDocument, parent: QWidget | None = None, debounce_ms: int = DEBOUNCE_MS) -> None:
        super().__init__(parent)
        self.document = document
        self.editor = QPlainTextEdit()
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
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
        self._applying = False  # True while we hand our text's board to the document
        self.editor.textChanged.connect(self._text_edited)
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
        self._shown, self._typed = board, False
        self._set_error("", None)

    def _rewrite_rows(self, board: Board, rows: set[int]) -> None:
        from PySide6.QtGui import QTextCursor  # imported when first needed (start-up cost)

        document = self.editor.document()
        document.setUndoRedoEnabled(False)  # the user's Ctrl+Z in the editor must not undo us
        for row in sorted(rows):
            block = document.findBlockByNumber(row)
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(format_row(board, row))
        document.setUndoRedoEnabled(True)

    @Slot()
    def copy(self) -> None:
        QGuiApplication.clipboard().setText(format_matrix(self.document.board))
        self.status.setText(self.tr("Matrix copied to the clipboard."))

    @Slot()
    def _text_edited(self) -> None:
        if not self._writing:
            self._typed = True  # the text is no longer the board's as written
            self._timer.start()

    @Slot()
    def apply_text(self) -> bool:
        """Read the editor's text as a matrix: apply it if valid, mark the error if not."""
        self._timer.stop()
        text = self.text()
        try:
            matrix = json.loads(text)
        except json.JSONDecodeError as exc:
            where = self.tr("line {line}, column {col}: {why}").format(line=exc.lineno, col=exc.colno, why=exc.msg)
            self._set_error(where, (exc.pos, exc.pos + 1))
            return False
        except (RecursionError, ValueError):
            self._set_error(self.tr("this is not a matrix of numbers"), None)
            return False
        _, _, _, errors = parse_matrix(matrix, max_errors=1)
        if errors:
            problem = errors[0]
            self._set_error(say(problem.what), self._span_of(text, problem.row, problem.col))
            return False
        try:
            board = Board.from_matrix(matrix)
        except BoardError as exc:  # parse_matrix and Board agree; kept so no error escapes
            self._set_error(say(exc.what), None)
            return False
        self._set_error("", None)
        self._applying = True
        try:
            self.document.apply(board, self.tr("Edit matrix"))
        finally:
            self._applying = False
        return True

    @staticmethod
    def _span_of(text: str, row: int | None, col: int | None) -> tuple[int, int] | None:
        spans = cell_spans(text)
        if row is None or row >= len(spans) or not spans[row]:
            return None
        cells = spans[row]
        if col is not None and col < len(cells):
            return cells[col]
        return cells[0][0], cells[-1][1]

    def _set_error(self, message: str, span: tuple[int, int] | None) -> None:
        selections = []
        if span is not None:
            # Imported when first needed: their enums cost start-up time (startup_instructions.py counts it).
            from PySide6.QtGui import QTextCharFormat, QTextCursor, QTextFormat
            from PySide6.QtWidgets import QTextEdit

            line = QTextEdit.ExtraSelection()
            line.format.setBackground(theme.MATRIX_ERROR_LINE)
            line.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            line.cursor = QTextCursor(self.editor.document())
            line.cursor.setPosition(min(span[0], len(self.text())))
            cell = QTextEdit.ExtraSelection()
            cell.format = QTextCharFormat()
            cell.format.setBackground(theme.MATRIX_ERROR_CELL)
            cell.format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            cell.format.setUnderlineColor(theme.ERROR_MARK)
            cell.cursor = QTextCursor(self.editor.document())
            cell.cursor.setPosition(min(span[0], len(self.text())))
            cell.cursor.setPosition(min(max(span[1], span[0] + 1), len(self.text())), QTextCursor.MoveMode.KeepAnchor)
            selections = [line, cell]
        self.editor.setExtraSelections(selections)
        shown = self.tr("Not applied: {why}").format(why=message) if message else ""
        self.status.setText(f"<span style='color:{theme.ERROR_MARK.name()}'>{shown}</span>" if message else "")
        self.error_changed.emit(message)
