"""Board files: read `.snl`, a bare JSON matrix, the snakes/ladders lists and the linear move
array; write `.snl` atomically. A damaged, hostile or huge file raises `BoardError` with one
clear line (see `safe_io` for the checks every data file gets)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Literal

from ..board import Board, check_side, parse_matrix
from ..errors import BoardError
from ..message import phrase
from ..rules import Rules
from ..styles import Styles, fresh, parse_styles, styles_json
from .delimited import looks_delimited, parse_delimited
from .safe_io import MAX_FILE_BYTES, MB, atomic_write_bytes, decode_json, read_data_file

FORMAT = "snl-board"
VERSION = 1
MAX_NAME_CHARS = 200
MAX_DESCRIPTION_CHARS = 2000

Kind = Literal["snl", "matrix", "lists", "linear"]


@dataclass(frozen=True)
class BoardFile:
    """What a board file holds. ``kind`` says which convention it was written in."""

    board: Board
    rules: Rules = Rules()
    name: str = ""
    kind: Kind = "snl"
    description: str = ""
    styles: Styles | None = None
    """How its snakes and ladders look (None: the file says nothing of it)."""


def load_board(path: str | os.PathLike[str]) -> BoardFile:
    """Read a board file from disk (any of the accepted conventions)."""
    return parse_board_bytes(read_data_file(path))


def parse_board_bytes(data: bytes) -> BoardFile:
    """Read a board from the bytes of a file (see `parse_board_json` for what is accepted)."""
    if len(data) > MAX_FILE_BYTES:
        raise BoardError(phrase("BoardFile", "the file is larger than {size} MB").of(size=MAX_FILE_BYTES // MB))
    text = _spreadsheet_text(data)
    if text is not None:  # a matrix from a spreadsheet (CSV, TSV): cells, not JSON
        return BoardFile(_board_from_matrix(parse_delimited(text)), kind="matrix")
    return parse_board_json(decode_json(data))


def _spreadsheet_text(data: bytes) -> str | None:
    """The text of ``data`` when it is a matrix as a spreadsheet writes it (`delimited`)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None
    return text if looks_delimited(text) else None


def parse_board_json(doc: Any) -> BoardFile:
    """Read a board from parsed JSON: a `.snl` object, a bare matrix ``[[...]]``, a lists
    object ``{"snakes": ["17,7"], "ladders": ["3,22"], "rows": 10, "cols": 10}`` or a linear
    object ``{"move": [...]}`` (a ``{"matrix": ...}`` object without ``"format"`` is read as a
    matrix, with its rules and name). Raises `BoardError` (with every matrix error in ``problems``)."""
    if isinstance(doc, list):
        return BoardFile(_board_from_matrix(doc), kind="matrix")
    if not isinstance(doc, dict):
        raise BoardError(
            phrase("BoardFile", "not a board: expected a JSON object or a matrix, found {type}").of(
                type=type(doc).__name__
            )
        )
    rules = Rules.from_json(doc.get("rules"))
    name = _name(doc.get("name", ""))
    if "format" in doc:
        if doc["format"] != FORMAT:
            raise BoardError(
                phrase("BoardFile", "not a board file: format is {found}, expected {expected}").of(
                    found=repr(str(doc["format"])[:40]), expected=repr(FORMAT)
                )
            )
        version = doc.get("version")
        if type(version) is not int or version < 1:
            raise BoardError(phrase("BoardFile", "the board file has no valid 'version'"))
        if version > VERSION:
            raise BoardError(
                phrase(
                    "BoardFile",
                    "the board file is version {version}; this app reads version {supported}: "
                    "please update Snakes & Ladders Studio",
                ).of(version=version, supported=VERSION)
            )
        rows, cols = check_side("rows", doc.get("rows")), check_side("cols", doc.get("cols"))
        board = _board_from_matrix(doc.get("matrix"))
        if (board.rows, board.cols) != (rows, cols):
            raise BoardError(
                phrase("BoardFile", "the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}").of(
                    rows=board.rows, cols=board.cols, file_rows=rows, file_cols=cols
                )
            )
        styles = parse_styles(doc["styles"], board) if "styles" in doc else None
        return BoardFile(board, rules, name, "snl", _description(doc.get("description", "")), styles)
    if "matrix" in doc:  # a matrix with optional rows, cols, name and rules, but no "format"
        board = _board_from_matrix(doc["matrix"])
        sides = (
            ("rows", board.rows, phrase("BoardFile", "the matrix has {count} rows but the file says rows {said}")),
            ("cols", board.cols, phrase("BoardFile", "the matrix has {count} columns but the file says cols {said}")),
        )
        for key, side, mismatch in sides:
            if key in doc and check_side(key, doc[key]) != side:
                raise BoardError(mismatch.of(count=side, said=doc[key]))
        return BoardFile(board, rules, name, "matrix")
    if "snakes" in doc or "ladders" in doc:
        rows, cols = check_side("rows", doc.get("rows", 10)), check_side("cols", doc.get("cols", 10))
        snakes, ladders = doc.get("snakes", []), doc.get("ladders", [])
        for key, value in (("snakes", snakes), ("ladders", ladders)):
            if not isinstance(value, list):
                raise BoardError(
                    phrase("BoardFile", "'{key}' must be a list like [\"17,7\"], not {type}").of(
                        key=key, type=type(value).__name__
                    )
                )
        return BoardFile(Board.from_lists(snakes, ladders, rows, cols), rules, name, "lists")
    if "move" in doc:
        given_rows = check_side("rows", doc["rows"]) if "rows" in doc else None
        given_cols = check_side("cols", doc["cols"]) if "cols" in doc else None
        return BoardFile(Board.from_linear(doc["move"], given_rows, given_cols), rules, name, "linear")
    raise BoardError(
        phrase("BoardFile", "not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'")
    )


def _name(value: Any) -> str:
    """The board's name on one line: control characters (newlines, tabs, ...) become spaces."""
    if not isinstance(value, str):
        raise BoardError(phrase("BoardFile", "the board's 'name' must be text"))
    return "".join(" " if ch.isspace() or not ch.isprintable() else ch for ch in value[:MAX_NAME_CHARS]).strip()


def _description(value: Any) -> str:
    """The board's description: text of at most `MAX_DESCRIPTION_CHARS`, its lines kept, other
    control characters dropped."""
    if not isinstance(value, str):
        raise BoardError(phrase("BoardFile", "the board's 'description' must be text"))
    if len(value) > MAX_DESCRIPTION_CHARS:
        raise BoardError(
            phrase("BoardFile", "the board's description is longer than {most} characters").of(
                most=MAX_DESCRIPTION_CHARS
            )
        )
    return "".join(ch for ch in value if ch == "\n" or ch.isprintable()).strip()


def _board_from_matrix(matrix: Any) -> Board:
    rows, cols, jumps, errors = parse_matrix(matrix)
    if len(errors) > 1:
        more = phrase("BoardFile", "{problem} (and {more} more)").of(problem=errors[0].what, more=len(errors) - 1)
        raise BoardError(more, errors)
    if errors:
        raise BoardError(errors[0].what, errors)
    return Board(rows, cols, jumps)


# -- writing ----------------------------------------------------------------------------------


def matrix_row_text(row: list[int]) -> str:
    """One row of a matrix as text: ``[-1, 15, -1]``, as LeetCode prints it."""
    return json.dumps(row, separators=(", ", ": "))


def matrix_text(board: Board, opening: str = "[", between: str = ",\n ", closing: str = "]") -> str:
    """The matrix as text, one row a line (`matrix_row_text`): LeetCode's way by default,
    ``[[-1, 15],`` then `` [-1, -1]]`` (the matrix panel); a `.snl` file gives its own
    indentation."""
    return opening + between.join(matrix_row_text(row) for row in board.to_matrix()) + closing


def dumps_board(
    board: Board, rules: Rules | None = None, name: str = "", description: str = "", styles: Styles | None = None
) -> str:
    """The `.snl` text of a board: JSON with the matrix one row per line (`matrix_text`). The
    snakes' and ladders' looks are written only when they are not the ones a board gets anyway
    (`styles.fresh`), so a plain board's file is as it always was."""
    head: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if name:
        head["name"] = name
    if description:
        head["description"] = description
    head.update({"rows": board.rows, "cols": board.cols, "rules": (rules or Rules()).to_json()})
    if styles is not None and styles != fresh(board):
        head["styles"] = styles_json(styles, board)
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    matrix = matrix_text(board, "[\n    ", ",\n    ", "\n  ]")
    return "{\n" + "\n".join(lines) + '\n  "matrix": ' + matrix + "\n}\n"


def save_board(
    path: str | os.PathLike[str],
    board: Board,
    rules: Rules | None = None,
    name: str = "",
    description: str = "",
    styles: Styles | None = None,
) -> None:
    """Save a board as `.snl`, atomically (see `atomic_write_bytes`)."""
    atomic_write_bytes(path, dumps_board(board, rules, name, description, styles).encode("utf-8"))
