"""Reading the matrix panel's text as a board, without Qt: what is pasted is bounded before it
is read (text of more than `MAX_MATRIX_CHARS` characters, more opening brackets than a matrix
has rows, or a number longer than any square's is refused at once and never parsed: ten
megabytes of ``[],`` froze the window for 46 seconds), then read as a matrix or, a JSON object,
in any form File → Import reads (`core.files.boards.parse_board_json`, not a second reader).
Why a text is not a board is a `Refusal`, with the characters to mark. Pure work: it runs in
the thread pool for a large text."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from ...core import Board, BoardError
from ...core.board import MAX_SIDE, parse_matrix
from ...core.errors import Problem
from ...core.files.boards import BoardFile, parse_board_json
from ...core.files.delimited import looks_delimited, parse_delimited

MAX_MATRIX_CHARS = 16 * 1024 * 1024
"""The longest text read as a matrix: the largest board (1000 × 1000) written with room to
spare (its matrix as the panel writes it is about 5 million characters)."""
MAX_DIGITS = len(str(MAX_SIDE * MAX_SIDE)) + 3
"""No square's number (with leading zeros to spare) has more digits."""
_LONG_NUMBER = re.compile(f"[0-9]{{{MAX_DIGITS + 1},}}")


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


@dataclass(frozen=True)
class Refusal:
    """Why a text is not a matrix, found before or while it was read: ``kind`` is "json" (the
    parser's ``reason`` at ``line``/``column``, ``pos``), "garbled" (not JSON a matrix could
    be), "problem" (the board's ``problem``), or a bound: "size" (``count`` characters), "nesting"
    (``count`` brackets), "number" (``count`` digits). ``span``: the characters to mark."""

    kind: str
    count: int = 0
    reason: str = ""
    line: int = 0
    column: int = 0
    problem: Problem | None = None
    span: tuple[int, int] | None = None


def refused_unread(text: str) -> Refusal | None:
    """Why ``text`` is refused without being read (None: it may be read). Counting is cheap:
    the bounds are checked in the order of their cost."""
    if len(text) > MAX_MATRIX_CHARS:
        return Refusal("size", len(text))
    brackets = text.count("[")
    if brackets > MAX_SIDE + 1:
        return Refusal("nesting", brackets)
    long_number = _LONG_NUMBER.search(text)
    if long_number is not None:
        end = long_number.end()
        while end < len(text) and text[end].isdigit():
            end += 1
        return Refusal("number", end - long_number.start(), span=(long_number.start(), end))
    return None


@dataclass(frozen=True)
class Reading:
    """A text read as a board: what File → Import makes of it, and whether the text gave the
    board's rules (a bare matrix or a move array does not: the open board's rules stay)."""

    loaded: BoardFile
    has_rules: bool = False


def read_matrix(text: str) -> Reading | Refusal:
    """``text`` as a board (a matrix, or a JSON object in any form Import reads), or why it is
    not one (pure work: it runs in the thread pool for a large text)."""
    refusal = refused_unread(text)
    if refusal is not None:
        return refusal
    if looks_delimited(text):  # cells from a spreadsheet (tabs, commas): rows of numbers, no brackets
        try:
            doc: object = parse_delimited(text)
        except BoardError as exc:
            return Refusal("problem", problem=Problem("error", exc.what))
        return _matrix_reading(text, doc)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        return Refusal("json", reason=exc.msg, line=exc.lineno, column=exc.colno, span=(exc.pos, exc.pos + 1))
    except (RecursionError, ValueError):
        return Refusal("garbled")
    if isinstance(doc, dict):  # another form: read by Import's own reader, not a second one
        try:
            return Reading(parse_board_json(doc), "rules" in doc or "format" in doc)
        except BoardError as exc:
            first = exc.problems[0] if exc.problems else None
            span = _span_of(text, first.row, first.col) if first is not None and "matrix" in doc else None
            return Refusal("problem", problem=Problem("error", exc.what), span=span)
    return _matrix_reading(text, doc)


def _matrix_reading(text: str, doc: object) -> Reading | Refusal:
    _, _, _, errors = parse_matrix(doc, max_errors=1)
    if errors:
        problem = errors[0]
        return Refusal("problem", problem=problem, span=_span_of(text, problem.row, problem.col))
    try:
        return Reading(BoardFile(Board.from_matrix(doc), kind="matrix"))
    except BoardError as exc:  # parse_matrix and Board agree; kept so no error escapes
        return Refusal("problem", problem=Problem("error", exc.what))


def _span_of(text: str, row: int | None, col: int | None) -> tuple[int, int] | None:
    spans = cell_spans(text)
    if row is None or row >= len(spans) or not spans[row]:
        return None
    cells = spans[row]
    if col is not None and col < len(cells):
        return cells[col]
    return cells[0][0], cells[-1][1]
