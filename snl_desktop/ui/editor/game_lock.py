"""The Design room while a game is being played on the board: the board is shown, read-only,
under a bar that says why ("A game is being played on this board. End the game to change
it.") with two ways on: back to the game, or End Game (which asks, as it does in the Play room).

Why read-only rather than edited: the game plays on the board it started with; an edit made
mid-game would not reach the game, yet it marked the board changed (the Design room's warning
badges then showed in the Play room, and Quit asked the family to save board changes they never
meant to make). A family that wants another board ends the game first, and nothing is lost
by surprise."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QToolBar, QWidget

from ..board import theme

__all__ = ["GameLockBar"]


class GameLockBar(QToolBar):
    """The bar over the Design room's board while a game is on: the reason, then "Back to the
    Game" and "End Game…" (``back_requested``, ``end_requested``). Hidden otherwise."""

    back_requested = Signal()
    end_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-lock")
        self.setWindowTitle(self.tr("Game in progress"))
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # shown only while a game is on: not the user's to toggle
        self.message = QLabel(self.tr("A game is being played on this board. End the game to change it."))
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.message.setAccessibleName(self.message.text())
        self.back = QPushButton(self.tr("Back to the Ga&me"))
        self.back.setToolTip(self.tr("The Play room, where the game goes on"))
        self.back.clicked.connect(self.back_requested)
        self.end = QPushButton(self.tr("En&d Game…"))
        self.end.setToolTip(self.tr("Put the game away (asks first); then the board can be changed"))
        self.end.clicked.connect(self.end_requested)
        self.addWidget(self.message)
        self.addWidget(self.back)
        self.addWidget(self.end)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.paint()
        self.hide()

    def paint(self) -> None:
        """The bar in the theme's note colour, so that it reads as a notice, not as tools."""
        colours = theme.current()
        self.setStyleSheet(
            f"QToolBar#game-lock {{ background: {colours.note_background.name()}; "
            f"border-bottom: 1px solid {colours.tile_border.name()}; padding: 4px; spacing: 8px; }}"
            f"QToolBar#game-lock QLabel {{ color: {theme.text_on(colours.note_background).name()}; }}"
        )
