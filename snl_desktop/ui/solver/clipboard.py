"""What the Solver and the Graph put on the clipboard: the board as the graph the search walks,
an adjacency list a student can feed to their own BFS ("23: 24 25 44 27 28 9" a line: each
square where a token can rest, and where throws 1–6 take it)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ...core import Board, Rules
from ...core.board import LARGE_BOARD_SQUARES
from ...core.teaching import adjacency_text


def adjacency_list(board: Board, rules: Rules) -> str:
    """The graph of ``board`` under ``rules`` as text (empty over 200×200 squares: too long to
    copy or to show)."""
    return adjacency_text(board, rules) if board.size <= LARGE_BOARD_SQUARES else ""


def copy_adjacency(board: Board, rules: Rules) -> str:
    """Put the graph of ``board`` on the clipboard (`adjacency_list`); returns the text."""
    text = adjacency_list(board, rules)
    QApplication.clipboard().setText(text)
    return text
