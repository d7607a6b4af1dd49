"""Game → How to Play: the rules in force on this board, in words a child can follow
(`Rules.explain`), with a picture of a ladder and of a snake drawn as the board draws them."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core import Board, Rules
from ..board.render import render_image

LADDER = Board(3, 2, {2: 5})
"""A little board with one ladder (2 up to 5)."""
SNAKE = Board(3, 2, {5: 1})
"""And with one snake (5 down to 1)."""


def how_to_play_html(rules: Rules, board_name: str) -> str:
    """The page: a title, the numbered rules, and the two pictures (resources ``ladder.png``
    and ``snake.png``)."""
    items = "".join(f"<li>{escape(line)}</li>" for line in rules.explain())
    return (
        f"<h2>How to play{escape(f' on {board_name}') if board_name else ''}</h2>"
        f"<ol style='font-size: large'>{items}</ol>"
        "<table cellpadding='8'><tr>"
        "<td align='center'><img src='ladder.png' width='150'><br><b>A ladder: climb up!</b></td>"
        "<td align='center'><img src='snake.png' width='150'><br><b>A snake: slide down!</b></td>"
        "</tr></table>"
    )


class HowToPlayDialog(QDialog):
    """The rules of the game on this board, for the whole family."""

    def __init__(self, rules: Rules, board_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("How to Play")
        self.text = QTextBrowser()
        document = self.text.document()
        for name, board in (("ladder.png", LADDER), ("snake.png", SNAKE)):
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), render_image(board, rules, 300))
        self.text.setHtml(how_to_play_html(rules, board_name))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(560, 620)
