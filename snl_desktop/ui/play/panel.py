"""The play dock: whose turn it is, every player's square (with an optional hint of the fewest
throws from there, from the solver), the dice panel, and a log of the turns (the newest
`LOG_TURNS`, under a count of the earlier ones) with the engine's exact answer beside a friendly
sentence. What it shows follows the tokens: a move is logged when the token has arrived. When
the game is won, an end panel offers what comes next (it is not a dialog: the family can look
at the final board for as long as they like)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import solution
from ...core.game import TurnOutcome
from ...words.game import describe_outcome, winner_banner
from ..board import theme
from .controller import GameController
from .dice import DicePanel
from .die import AppDie

HIGHLIGHT = theme.TURN_HIGHLIGHT
STATUS_LINES = 2
"""The status line's height, in lines of text: a long message wraps inside it, never pushing
the dice down."""
LOG_TURNS = 1000
"""The log shows the newest this many turns, under a line counting the earlier ones: a list
of wrapped lines is laid out again whole when one is added, so a log of every turn of a
resumed 100 000-turn game would cost seconds per turn (and the saved game keeps them all)."""
HIDDEN_TURNS = "earlier turns"
"""Marks the log's first line when it counts the earlier turns."""
PLAYER, SQUARE, THROWS, WINS = range(4)
"""The columns of the players' table."""


class EndPanel(QFrame):
    """The end of a game: who won, and Rematch / New Game… / Save Game… / Back to Editing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Game over"))
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rematch = QPushButton(self.tr("&Rematch"))
        self.rematch.setToolTip(self.tr("The same players again on this board"))
        self.new_game = QPushButton(self.tr("&New Game…"))
        self.save_game = QPushButton(self.tr("Sa&ve Game…"))
        self.back = QPushButton(self.tr("&Back to Editing"))
        grid = QGridLayout(self)
        grid.addWidget(self.title, 0, 0, 1, 2)
        for i, button in enumerate((self.rematch, self.new_game, self.save_game, self.back)):
            grid.addWidget(button, 1 + i // 2, i % 2)

    def show_winner(self, winner: str) -> None:
        self.title.setText(winner_banner(winner))
        self.show()


class GamePanel(QWidget):
    """Shows a `GameController`'s game and feeds it dice (the table's, and Roll for the app's
    die, which the controller throws). The end panel's buttons are reported by
    ``rematch_requested``, ``new_game_requested``, ``save_requested`` and ``back_requested``."""

    rematch_requested = Signal()
    new_game_requested = Signal()
    save_requested = Signal()
    back_requested = Signal()

    def __init__(self, die: AppDie, parent: QWidget | None = None) -> None:
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
        self.players.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Square"), self.tr("Throws to win"), self.tr("Wins")]
        )
        for column, tip in (
            (WINS, self.tr("Games won in this run of rematches")),
            (THROWS, self.tr("The fewest throws from the player's square to the goal")),
        ):
            header = self.players.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        self.players.verticalHeader().setVisible(False)
        self.players.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.players.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.hint = QCheckBox(self.tr("Show the fewest throws from each square"))
        self.hint.toggled.connect(self.refresh)
        self.dice = DicePanel(die)
        self.dice.die_entered.connect(self._die_entered)
        self.dice.roll_requested.connect(self._roll_requested)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAccessibleName(self.tr("Turn log"))
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # The log follows the newest turn (as a chat does) unless the user has scrolled up to
        # read: the scroll bar's range changes whenever the wrapped items are laid out again
        # (a new turn, Large Text), so that is when it goes back to the end.
        self._follow_log = True
        self._hidden_turns = 0  # the game's first turns, not shown (`LOG_TURNS`)
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(self._log_range_changed)
        bar.valueChanged.connect(self._log_scrolled)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.end)
        layout.addWidget(self.status)
        layout.addWidget(self.dice)
        layout.addWidget(self.players)
        layout.addWidget(self.hint)
        layout.addWidget(QLabel(self.tr("Turns")))
        layout.addWidget(self.log, 1)
        self._layout = layout

    def add_controls(self, row: QWidget) -> None:
        """The sound and speed row, at the foot of the dock."""
        self._layout.addWidget(row)
        self._style_turn_label()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._style_turn_label()

    def _style_turn_label(self) -> None:
        """The turn is said bigger than the rest, whatever the panel's text size; the status
        line keeps room for `STATUS_LINES` lines."""
        font = theme.headline_font(self.font(), 1.4)
        self.turn_label.setFont(font)
        self.end.title.setFont(font)
        self.status.setFixedHeight(self.status.fontMetrics().lineSpacing() * STATUS_LINES + 4)

    @Slot(int, int)
    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._follow_log:
            self.log.verticalScrollBar().setValue(high)

    @Slot(int)
    def _log_scrolled(self, value: int) -> None:
        self._follow_log = value >= self.log.verticalScrollBar().maximum()

    def _scroll_log_to_end(self) -> None:
        """Show the newest turn, and keep following the new ones."""
        self._follow_log = True
        self.log.scrollToBottom()

    def follow(self, controller: GameController | None) -> None:
        """Show ``controller``'s game (None: no game)."""
        self.dice.clear()  # a die shown for the game that is going
        if self.controller is not None:
            old = self.controller
            old.changed.disconnect(self.refresh)
            old.message.disconnect(self.status.setText)
            old.move_shown.disconnect(self._log_turn)
            old.taken_back.disconnect(self._unlog_turn)
        self.controller = controller
        self.log.clear()
        self._hidden_turns = 0
        self.end.hide()
        if controller is None:
            return
        controller.changed.connect(self.refresh)
        controller.message.connect(self.status.setText)
        controller.move_shown.connect(self._log_turn)
        controller.taken_back.connect(self._unlog_turn)
        history = controller.game.history
        self._hidden_turns = max(0, len(history) - LOG_TURNS)
        self.log.addItems([self._log_line(outcome) for outcome in history[self._hidden_turns :]])  # once, not per turn
        self._show_hidden_turns()
        self._scroll_log_to_end()
        self.status.setText("")
        self.refresh()

    @Slot(int)
    def _die_entered(self, face: int) -> None:
        if self.controller is not None:
            self.controller.enter_die(face)

    @Slot()
    def _roll_requested(self) -> None:
        if self.controller is not None:
            self.controller.roll()

    @Slot(TurnOutcome)
    def _log_turn(self, outcome: TurnOutcome) -> None:
        self.log.addItem(self._log_line(outcome))
        if self.log.count() - self._header_rows() > LOG_TURNS:  # the oldest shown goes under the count
            self.log.takeItem(self._header_rows())
            self._hidden_turns += 1
            self._show_hidden_turns()
        self._scroll_log_to_end()

    @Slot(TurnOutcome)
    def _unlog_turn(self, _outcome: TurnOutcome) -> None:
        if self.log.count() > self._header_rows():
            self.log.takeItem(self.log.count() - 1)
        if self._hidden_turns and self.controller is not None:  # the newest earlier turn comes back
            self._hidden_turns -= 1
            self.log.insertItem(self._header_rows(), self._log_line(self.controller.game.history[self._hidden_turns]))
            self._show_hidden_turns()

    @staticmethod
    def _log_line(outcome: TurnOutcome) -> str:
        return f"{outcome.result}    {describe_outcome(outcome)}"

    def _header_rows(self) -> int:
        """1 when the log's first line counts the earlier turns it does not show, else 0."""
        first = self.log.item(0)
        return 1 if first is not None and first.data(Qt.ItemDataRole.UserRole) == HIDDEN_TURNS else 0

    def _show_hidden_turns(self) -> None:
        """The first line says how many earlier turns are not shown (none: no such line)."""
        if not self._hidden_turns:
            if self._header_rows():
                self.log.takeItem(0)
            return
        text = self.tr("… %n earlier turn(s), not shown here", "", self._hidden_turns)
        if self._header_rows():
            header = self.log.item(0)
            header.setText(text)
            return
        header = QListWidgetItem(text)
        header.setData(Qt.ItemDataRole.UserRole, HIDDEN_TURNS)
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        self.log.insertItem(0, header)

    @Slot()
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
        self.players.setColumnHidden(THROWS, not self.hint.isChecked())
        self.players.setColumnHidden(WINS, not any(controller.wins.values()))  # shown once somebody has won
        squares = controller.shown_positions()
        for row, seat in enumerate(controller.seats):
            player = seat.name
            square = squares[player]
            cells = [
                player,
                str(square),
                self._hint(controller, square) if self.hint.isChecked() else "",
                str(controller.wins[player]),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == PLAYER:
                    item.setForeground(QBrush(QColor(seat.colour).darker(120)))
                    item.setData(Qt.ItemDataRole.DecorationRole, QColor(seat.colour))
                if player == current:
                    item.setBackground(QBrush(HIGHLIGHT))
                    item.setFont(theme.headline_font(item.font(), 1.0))
                self.players.setItem(row, col, item)
        self.dice.set_accepting(not controller.busy and not game.finished and not controller.computer_to_play)
        self.dice.show_turn(controller.shown_dice(), controller.dice_text())

    def _hint(self, controller: GameController, square: int) -> str:
        game = controller.game
        throws = solution(game.board, game.rules, square).min_rolls
        return self.tr("cannot reach the goal") if throws < 0 else str(throws)
