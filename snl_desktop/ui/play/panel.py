"""The play dock: whose turn it is, every player's square (with an optional hint of the fewest
throws from there, from the solver), the dice panel, and a log of every turn with the engine's
exact answer beside a friendly sentence. What it shows follows the tokens: a move is logged
when the token has arrived. When the game is won, an end panel offers what comes next (it is
not a dialog: the family can look at the final board for as long as they like)."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import solution
from ...core.game import describe_outcome
from ..board import theme
from .controller import GameController
from .dice import TUMBLE_MS, DicePanel

HIGHLIGHT = theme.TURN_HIGHLIGHT
STATUS_LINES = 2
"""The status line's height, in lines of text: a long message wraps inside it, never pushing
the dice down."""


class EndPanel(QFrame):
    """The end of a game: who won, and Rematch / New Game… / Save Game… / Back to Editing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName("Game over")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rematch = QPushButton("&Rematch")
        self.rematch.setToolTip("The same players again on this board")
        self.new_game = QPushButton("&New Game…")
        self.save_game = QPushButton("Sa&ve Game…")
        self.back = QPushButton("&Back to Editing")
        grid = QGridLayout(self)
        grid.addWidget(self.title, 0, 0, 1, 2)
        for i, button in enumerate((self.rematch, self.new_game, self.save_game, self.back)):
            grid.addWidget(button, 1 + i // 2, i % 2)

    def show_winner(self, winner: str) -> None:
        self.title.setText(f"★ {winner} wins! ★")
        self.show()


class GamePanel(QWidget):
    """Shows a `GameController`'s game and feeds it dice. The end panel's buttons are
    reported by ``rematch_requested``, ``new_game_requested``, ``save_requested`` and
    ``back_requested``."""

    rematch_requested = Signal()
    new_game_requested = Signal()
    save_requested = Signal()
    back_requested = Signal()

    def __init__(
        self, rng: random.Random | None = None, tumble_ms: int = TUMBLE_MS, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.turn_label = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.end = EndPanel()
        self.end.hide()
        for button, signal in (
            (self.end.rematch, self.rematch_requested),
            (self.end.new_game, self.new_game_requested),
            (self.end.save_game, self.save_requested),
            (self.end.back, self.back_requested),
        ):
            button.clicked.connect(signal.emit)
        self.players = QTableWidget(0, 4)
        self.players.setHorizontalHeaderLabels(["Player", "Square", "Throws to win", "Wins"])
        self.players.horizontalHeaderItem(3).setToolTip("Games won in this run of rematches")
        self.players.horizontalHeaderItem(2).setToolTip("The fewest throws from the player's square to the goal")
        self.players.verticalHeader().setVisible(False)
        self.players.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.players.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.hint = QCheckBox("Show the fewest throws from each square")
        self.hint.toggled.connect(lambda _on: self.refresh())
        self.dice = DicePanel(rng, tumble_ms)
        self.dice.die_entered.connect(self._die_entered)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAccessibleName("Turn log")
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # The log follows the newest turn (as a chat does) unless the user has scrolled up to
        # read: the scroll bar's range changes whenever the wrapped items are laid out again
        # (a new turn, Large Text), so that is when it goes back to the end.
        self._follow_log = True
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: self._follow_log and bar.setValue(high))
        bar.valueChanged.connect(lambda value: setattr(self, "_follow_log", value >= bar.maximum()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.end)
        layout.addWidget(self.status)
        layout.addWidget(self.dice)
        layout.addWidget(self.players)
        layout.addWidget(self.hint)
        layout.addWidget(QLabel("Turns"))
        layout.addWidget(self.log, 1)
        self._layout = layout

    def add_controls(self, row: QWidget) -> None:
        """The sound and speed row, at the foot of the dock."""
        self._layout.addWidget(row)
        self._style_turn_label()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._style_turn_label()

    def _style_turn_label(self) -> None:
        """The turn is said bigger than the rest, whatever the panel's text size; the status
        line keeps room for `STATUS_LINES` lines."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.end.title.setFont(font)
        self.status.setFixedHeight(self.status.fontMetrics().lineSpacing() * STATUS_LINES + 4)

    def _scroll_log_to_end(self) -> None:
        """Show the newest turn, and keep following the new ones."""
        self._follow_log = True
        self.log.scrollToBottom()

    def set_controller(self, controller: GameController | None) -> None:
        self.dice.cancel()  # a die still tumbling belongs to the game that is going
        if self.controller is not None:
            for signal in (
                self.controller.changed,
                self.controller.message,
                self.controller.move_shown,
                self.controller.taken_back,
                self.controller.computer_throws,
            ):
                signal.disconnect()
        self.controller = controller
        self.log.clear()
        self.end.hide()
        if controller is None:
            return
        controller.changed.connect(self.refresh)
        controller.message.connect(self.status.setText)
        controller.move_shown.connect(self._log_turn)
        controller.taken_back.connect(lambda _outcome: self.log.takeItem(self.log.count() - 1))
        controller.rolling = lambda: self.dice.rolling
        controller.computer_throws.connect(lambda: self.dice.roll(for_computer=True))
        for outcome in controller.game.history:
            self._log_turn(outcome)
        self.status.setText("")
        self.refresh()

    def _die_entered(self, face: int) -> None:
        if self.controller is not None:
            self.controller.enter_die(face)

    def _log_turn(self, outcome) -> None:
        self.log.addItem(f"{outcome.result}    {describe_outcome(outcome)}")
        self._scroll_log_to_end()

    def refresh(self) -> None:
        """Redraw the turn, the players and the dice from the controller's game."""
        controller = self.controller
        if controller is None:
            return
        game = controller.game
        current = controller.tokens.moving_player or (None if game.finished else game.current_player)
        over = game.finished and not controller.busy
        self.end.setVisible(over)
        if over:
            self.end.show_winner(game.get_winner())
        self.turn_label.setText(controller.turn()[1])
        self.players.setRowCount(len(game.players))
        self.players.setColumnHidden(2, not self.hint.isChecked())
        self.players.setColumnHidden(3, not any(controller.wins.values()))  # shown once somebody has won
        squares = controller.shown_positions()
        for row, player in enumerate(game.players):
            square = squares[player]
            cells = [
                player,
                str(square),
                self._hint(square) if self.hint.isChecked() else "",
                str(controller.wins[player]),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(QColor(controller.colours[player]).darker(120)))
                    item.setData(Qt.ItemDataRole.DecorationRole, QColor(controller.colours[player]))
                if player == current:
                    item.setBackground(QBrush(HIGHLIGHT))
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                self.players.setItem(row, col, item)
        self.dice.set_accepting(not controller.busy and not game.finished and not controller.computer_to_play)
        self.dice.show_turn(controller.shown_dice(), controller.dice_text())

    def _hint(self, square: int) -> str:
        game = self.controller.game
        throws = solution(game.board, game.rules, square).min_rolls
        return "cannot reach the goal" if throws < 0 else str(throws)
