"""The matrix as a spreadsheet has it: one row a line, cells separated by tabs (what a
spreadsheet copies), commas (CSV), semicolons (CSV where the comma is the decimal mark) or
spaces; and the matrix written that way for a spreadsheet to open. A spreadsheet's quotes
around a cell are allowed; anything but whole numbers is refused with the cell named, and so is
a number far longer than any square's (it is never converted: Python refuses to read one of
more than 4300 digits). A line may end as any system ends it (``\n``, ``\r\n``, an old Mac's
``\r``)."""

from __future__ import annotations

import csv
import re

from ..board import Board
from ..errors import BoardError
from ..message import phrase

Delimiter = str
DELIMITERS: tuple[Delimiter, ...] = ("\t", ",", ";")
_NUMBERS_ONLY = re.compile(r'[\s\d\-+,;"\']*')
_INTEGER = re.compile(r"[+-]?\d+")
MAX_CELL_DIGITS = 20
"""The most digits a cell's number is read with (leading zeros aside): far more than any
square's (a board has at most a million squares); a longer one is refused unread."""


def looks_delimited(text: str) -> bool:
    """Whether ``text`` could be a matrix as a spreadsheet writes it: nothing but numbers,
    signs, separators, quotes and line breaks, at least one number (no JSON brackets) and at
    least two rows (a lone number is JSON's, and no board)."""
    rows = [line for line in text.splitlines() if line.strip()]
    return bool(_NUMBERS_ONLY.fullmatch(text)) and any(ch.isdigit() for ch in text) and len(rows) >= 2


def sniff(text: str) -> Delimiter | None:
    """The separator of ``text``'s cells: the first of tab, comma, semicolon it holds (None:
    spaces)."""
    return next((d for d in DELIMITERS if d in text), None)


def parse_delimited(text: str) -> list[list[int]]:
    """The rows of numbers of ``text`` (empty lines skipped). Raises `BoardError` naming the
    row and column of a cell that is not a whole number."""
    delimiter = sniff(text)
    if delimiter is None:
        lines = [line.split() for line in text.splitlines()]
    else:
        # One line an item, split as `looks_delimited` splits them: "\r" alone ends a line too.
        lines = [[cell.strip() for cell in row] for row in csv.reader(text.splitlines(), delimiter=delimiter)]
    rows: list[list[int]] = []
    for line in lines:
        cells = [cell.strip().strip("'\"").strip() for cell in line]
        if delimiter is not None and cells and cells[-1] == "":
            cells.pop()  # a separator at the end of a line (some spreadsheets write one)
        if not any(cells):
            continue
        row: list[int] = []
        for col, cell in enumerate(cells):
            if not _INTEGER.fullmatch(cell):
                raise BoardError(
                    phrase("Delimited", "row {row}, column {col}: {cell} is not a whole number").of(
                        row=len(rows), col=col, cell=repr(cell)[:20]
                    )
                )
            digits = len(cell.lstrip("+-").lstrip("0"))
            if digits > MAX_CELL_DIGITS:
                raise BoardError(
                    phrase("Delimited", "row {row}, column {col}: a number of {count} digits; no square has one").of(
                        row=len(rows), col=col, count=digits
                    )
                )
            row.append(int(cell))
        rows.append(row)
    if not rows:
        raise BoardError(phrase("Delimited", "there are no numbers to read"))
    return rows


def matrix_delimited(board: Board, delimiter: Delimiter = ",") -> str:
    """The matrix one row a line, its cells separated by ``delimiter`` (a comma for CSV, a tab
    for TSV): what a spreadsheet opens."""
    return "".join(delimiter.join(str(v) for v in row) + "\n" for row in board.to_matrix())
