"""Game → How to Play: the rules in force on this board, in words a child can follow
(`words.board.explain_rules`), with a picture of a ladder and of a snake drawn as the board draws them."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core import Board, Rules
from ...words import spoken
from ...words.board import explain_rules
from ..board.render import render_image

LADDER = Board(3, 2, {2: 5})
"""A little board with one ladder (2 up to 5)."""
SNAKE = Board(3, 2, {5: 1})
"""And with one snake (5 down to 1)."""


def how_to_play_html(rules: Rules, board_name: str) -> str:
    """The page: a title, the numbered rules, and the two pictures (resources ``ladder.png``
    and ``snake.png``)."""
    items = "".join(f"<li>{escape(line)}</li>" for line in explain_rules(rules))
    if board_name:
        title = spoken(QCoreApplication.translate("HowToPlay", "How to play on {board}"), board=board_name)
    else:
        title = QCoreApplication.translate("HowToPlay", "How to play")
    ladder = QCoreApplication.translate("HowToPlay", "A ladder: climb up!")
    snake = QCoreApplication.translate("HowToPlay", "A snake: slide down!")
    return (
        f"<h2>{escape(title)}</h2>"
        f"<ol style='font-size: large'>{items}</ol>"
        "<table cellpadding='8'><tr>"
        f"<td align='center'><img src='ladder.png' width='150'><br><b>{escape(ladder)}</b></td>"
        f"<td align='center'><img src='snake.png' width='150'><br><b>{escape(snake)}</b></td>"
        "</tr></table>"
    )


class HowToPlayDialog(QDialog):
    """The rules of the game on this board, for the whole family."""

    def __init__(self, rules: Rules, board_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to Play"))
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("The rules"))
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
