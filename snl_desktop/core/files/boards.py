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
from ..rules import Rules
from .safe_io import MAX_FILE_BYTES, atomic_write_bytes, decode_json, read_data_file

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


def load_board(path: str | os.PathLike[str]) -> BoardFile:
    """Read a board file from disk (any of the accepted conventions)."""
    return parse_board_bytes(read_data_file(path))


def parse_board_bytes(data: bytes) -> BoardFile:
    """Read a board from the bytes of a file (see `parse_board_json` for what is accepted)."""
    if len(data) > MAX_FILE_BYTES:
        raise BoardError(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    return parse_board_json(decode_json(data))


def parse_board_json(doc: Any) -> BoardFile:
    """Read a board from parsed JSON: a `.snl` object, a bare matrix ``[[...]]``, a lists
    object ``{"snakes": ["17,7"], "ladders": ["3,22"], "rows": 10, "cols": 10}`` or a linear
    object ``{"move": [...]}`` (a ``{"matrix": ...}`` object without ``"format"`` is read as a
    matrix, with its rules and name). Raises `BoardError` (with every matrix error in ``problems``)."""
    if isinstance(doc, list):
        return BoardFile(_board_from_matrix(doc), kind="matrix")
    if not isinstance(doc, dict):
        raise BoardError(f"not a board: expected a JSON object or a matrix, found {type(doc).__name__}")
    rules = Rules.from_json(doc.get("rules"))
    name = _name(doc.get("name", ""))
    if "format" in doc:
        if doc["format"] != FORMAT:
            raise BoardError(f"not a board file: format is {str(doc['format'])[:40]!r}, expected {FORMAT!r}")
        version = doc.get("version")
        if type(version) is not int or version < 1:
            raise BoardError("the board file has no valid 'version'")
        if version > VERSION:
            raise BoardError(
                f"the board file is version {version}; this app reads version {VERSION}: "
                "please update Snakes & Ladders Studio"
            )
        rows, cols = check_side("rows", doc.get("rows")), check_side("cols", doc.get("cols"))
        board = _board_from_matrix(doc.get("matrix"))
        if (board.rows, board.cols) != (rows, cols):
            raise BoardError(f"the matrix is {board.rows}×{board.cols} but the file says {rows}×{cols}")
        return BoardFile(board, rules, name, "snl", _description(doc.get("description", "")))
    if "matrix" in doc:  # a matrix with optional rows, cols, name and rules, but no "format"
        board = _board_from_matrix(doc["matrix"])
        for key, side in (("rows", board.rows), ("cols", board.cols)):
            if key in doc and check_side(key, doc[key]) != side:
                raise BoardError(
                    f"the matrix has {side} {'rows' if key == 'rows' else 'columns'} but the file says {key} {doc[key]}"
                )
        return BoardFile(board, rules, name, "matrix")
    if "snakes" in doc or "ladders" in doc:
        rows, cols = check_side("rows", doc.get("rows", 10)), check_side("cols", doc.get("cols", 10))
        snakes, ladders = doc.get("snakes", []), doc.get("ladders", [])
        for key, value in (("snakes", snakes), ("ladders", ladders)):
            if not isinstance(value, list):
                raise BoardError(f"'{key}' must be a list like [\"17,7\"], not {type(value).__name__}")
        return BoardFile(Board.from_lists(snakes, ladders, rows, cols), rules, name, "lists")
    if "move" in doc:
        given_rows = check_side("rows", doc["rows"]) if "rows" in doc else None
        given_cols = check_side("cols", doc["cols"]) if "cols" in doc else None
        return BoardFile(Board.from_linear(doc["move"], given_rows, given_cols), rules, name, "linear")
    raise BoardError("not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'")


def _name(value: Any) -> str:
    """The board's name on one line: control characters (newlines, tabs, ...) become spaces."""
    if not isinstance(value, str):
        raise BoardError("the board's 'name' must be text")
    return "".join(" " if ch.isspace() or not ch.isprintable() else ch for ch in value[:MAX_NAME_CHARS]).strip()


def _description(value: Any) -> str:
    """The board's description: text of at most `MAX_DESCRIPTION_CHARS`, its lines kept, other
    control characters dropped."""
    if not isinstance(value, str):
        raise BoardError("the board's 'description' must be text")
    if len(value) > MAX_DESCRIPTION_CHARS:
        raise BoardError(f"the board's description is longer than {MAX_DESCRIPTION_CHARS} characters")
    return "".join(ch for ch in value if ch == "\n" or ch.isprintable()).strip()


def _board_from_matrix(matrix: Any) -> Board:
    rows, cols, jumps, errors = parse_matrix(matrix)
    if errors:
        more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
        raise BoardError(errors[0].message + more, errors)
    return Board(rows, cols, jumps)


# -- writing ----------------------------------------------------------------------------------


def dumps_board(board: Board, rules: Rules | None = None, name: str = "", description: str = "") -> str:
    """The `.snl` text of a board: JSON with the matrix one row per line."""
    head: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if name:
        head["name"] = name
    if description:
        head["description"] = description
    head.update({"rows": board.rows, "cols": board.cols, "rules": (rules or Rules()).to_json()})
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    rows = ",\n".join("    " + json.dumps(row, separators=(", ", ": ")) for row in board.to_matrix())
    return "{\n" + "\n".join(lines) + '\n  "matrix": [\n' + rows + "\n  ]\n}\n"


def save_board(
    path: str | os.PathLike[str], board: Board, rules: Rules | None = None, name: str = "", description: str = ""
) -> None:
    """Save a board as `.snl`, atomically (see `atomic_write_bytes`)."""
    atomic_write_bytes(path, dumps_board(board, rules, name, description).encode("utf-8"))
