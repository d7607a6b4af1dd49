"""The play dock: whose turn it is, every player's square (with an optional hint of the fewest
throws from there, from the solver), the dice panel, and a log of every turn with the engine's
exact answer beside a friendly sentence."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QCheckBox, QHeaderView, QLabel, QListWidget, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..core.game import describe_outcome
from .dice_panel import TUMBLE_MS, DicePanel
from .game_controller import GameController

HIGHLIGHT = QColor("#fff3b0")


class GamePanel(QWidget):
    """Shows a `GameController`'s game and feeds it dice."""

    def __init__(self, rng: random.Random | None = None, tumble_ms: int = TUMBLE_MS,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.turn_label = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.players = QTableWidget(0, 3)
        self.players.setHorizontalHeaderLabels(["Player", "Square", "Throws to win"])
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.status)
        layout.addWidget(self.dice)
        layout.addWidget(self.players)
        layout.addWidget(self.hint)
        layout.addWidget(QLabel("Turns"))
        layout.addWidget(self.log, 1)
        self._style_turn_label()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._style_turn_label()

    def _style_turn_label(self) -> None:
        """The turn is said bigger than the rest, whatever the panel's text size."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.turn_label.setFont(font)

    def set_controller(self, controller: GameController | None) -> None:
        self.dice.cancel()  # a die still tumbling belongs to the game that is going
        if self.controller is not None:
            for signal in (self.controller.changed, self.controller.message, self.controller.turn_played,
                           self.controller.taken_back):
                signal.disconnect()
        self.controller = controller
        self.log.clear()
        if controller is None:
            return
        controller.changed.connect(self.refresh)
        controller.message.connect(self.status.setText)
        controller.turn_played.connect(self._log_turn)
        controller.taken_back.connect(lambda _outcome: self.log.takeItem(self.log.count() - 1))
        controller.rolling = lambda: self.dice.rolling
        for outcome in controller.game.history:
            self._log_turn(outcome)
        self.status.setText("")
        self.refresh()

    def _die_entered(self, face: int) -> None:
        if self.controller is not None:
            self.controller.enter_die(face)

    def _log_turn(self, outcome) -> None:
        self.log.addItem(f"{outcome.result}    {describe_outcome(outcome)}")
        self.log.scrollToBottom()

    def refresh(self) -> None:
        """Redraw the turn, the players and the dice from the controller's game."""
        controller = self.controller
        if controller is None:
            return
        game = controller.game
        current = None if game.finished else game.current_player
        if game.finished:
            self.turn_label.setText(f"{game.get_winner()} has won!")
        elif controller.busy:
            self.turn_label.setText(f"{controller.tokens.moving_player} is moving…")
        else:
            self.turn_label.setText(f"{current}'s turn")
        self.players.setRowCount(len(game.players))
        self.players.setColumnHidden(2, not self.hint.isChecked())
        for row, player in enumerate(game.players):
            square = game.get_player_position(player)
            cells = [player, str(square), self._hint(square) if self.hint.isChecked() else ""]
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
        self.dice.set_accepting(not controller.busy and not game.finished)
        self.dice.show_turn(controller.shown_dice(), controller.dice_text())

    def _hint(self, square: int) -> str:
        game = self.controller.game
        throws = game.board.solution(game.rules, square).min_rolls
        return "cannot reach the goal" if throws < 0 else str(throws)
