"""The Game dock, the Play room's side panel: whose turn it is, the big die (click it, or
Space) with the face buttons of a real die below it, the status line, the players as cards,
and the turn log in a child's words. Its width is the room's (`sizes`), never its content's:
the board beside it keeps its size all game; and it is only a preferred width (`set_sizes`),
never a least one, so that the window can always be made small again. In the TV layout
(`set_tv`) it is the slim column beside the board: whose turn, the die, the cards and the last
turns, large; the learner's option and the sound row fold away. A panel as wide as a maximised
window's on a TV has two columns (`TWO_COLUMNS`): the die on the left, the players and the log
on the right, all in sight at Huge text. The big die says whose throw it
shows ("Leo threw 3") and is dimmed once the turn has passed. What it shows follows the tokens:
a move is logged when the token has arrived. With no game it invites one (a large New Game
button); when the game is won, an end panel offers what comes next (not a dialog: the family
can look at the final board for as long as they like)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ...core import solution
from ...core.game import TurnOutcome
from ...words import numbers, spoken
from ...words.game import describe_dice, winner_banner
from ..board import theme
from ..kit.column_scroll import ColumnScroll
from .cards import CardFace, PlayerCards, card_font
from .controller import GameController
from .dice import DicePanel
from .die import AppDie
from .sizes import PANEL_MIN, RoomSizes, room_sizes
from .tokens import piece_for, piece_pixmap, token_labels
from .turn_log import LOG_TURNS, TurnLog

__all__ = ["LOG_TURNS", "EndPanel", "GamePanel"]

TWO_COLUMNS = 800
"""A panel this wide (a maximised window on a TV) shows the players and the log in a second
column beside the die: all of it in sight, the log too, at Huge text."""
STATUS_LINES = 2
"""The status line's height, in lines of text: a long message wraps inside it, never pushing
the dice down."""


class EndPanel(QFrame):
    """The end of a game: who won, and Rematch / New Game… / Save Game… / Close Game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Game over"))
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.rematch = QPushButton(self.tr("&Rematch"))
        self.rematch.setToolTip(self.tr("The same players again on this board"))
        self.new_game = QPushButton(self.tr("&New Game…"))
        self.save_game = QPushButton(self.tr("Sa&ve Game…"))
        self.back = QPushButton(self.tr("&Close Game"))
        self.back.setToolTip(self.tr("Put the game away: the board stays open"))
        grid = QGridLayout(self)
        grid.addWidget(self.title, 0, 0, 1, 2)
        for i, button in enumerate((self.rematch, self.new_game, self.save_game, self.back)):
            grid.addWidget(button, 1 + i // 2, i % 2)

    def show_winner(self, winner: str) -> None:
        self.title.setText(winner_banner(winner))
        self.show()


class Invitation(QWidget):
    """The panel with no game: a large New Game button, and Open Game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = QLabel(self.tr("Ready to play? Choose the players, then throw the die."))
        self.words.setWordWrap(True)
        self.new_game = QPushButton(self.tr("&New Game…"))
        self.new_game.setAccessibleName(self.tr("New Game"))
        self.new_game.setToolTip(self.tr("Choose the players and start (Space)"))
        self.open_game = QPushButton(self.tr("&Open Game…"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.words)
        layout.addWidget(self.new_game)
        layout.addWidget(self.open_game)

    def set_sizes(self, sizes: RoomSizes) -> None:
        self.words.setFont(card_font(sizes.text_px * 0.8))
        self.new_game.setFont(card_font(sizes.text_px * 1.2, bold=True))
        self.new_game.setMinimumHeight(round(sizes.text_px * 3))
        self.open_game.setFont(card_font(sizes.text_px * 0.8))


class GamePanel(QWidget):
    """Shows a `GameController`'s game and feeds it dice (the table's, and Roll for the app's
    die, which the controller throws). The buttons of the end panel and the invitation are
    reported by ``rematch_requested``, ``new_game_requested``, ``save_requested``,
    ``back_requested`` and ``open_requested``."""

    rematch_requested = Signal()
    new_game_requested = Signal()
    save_requested = Signal()
    back_requested = Signal()
    open_requested = Signal()

    def __init__(self, die: AppDie, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.controls: QWidget | None = None
        self.tv = False
        self.sizes = room_sizes(1920, 1080, 1.0)
        self.invitation = Invitation()
        self.invitation.new_game.clicked.connect(self.new_game_requested.emit)
        self.invitation.open_game.clicked.connect(self.open_requested.emit)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
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
        self.cards = PlayerCards()
        theme.notifier().changed.connect(self.refresh)  # the cards' tokens in the theme's colours
        self.hint = QCheckBox(self.tr("Show the fewest throws from each square"))
        self.hint.toggled.connect(self.refresh)
        self.dice = DicePanel(die)
        self.dice.die_entered.connect(self._die_entered)
        self.dice.roll_requested.connect(self._roll_requested)
        self.log = TurnLog()
        self.log_label = QLabel(self.tr("Turns"))
        self.game_parts: list[QWidget] = [
            self.turn_label,
            self.dice,
            self.status,
            self.cards,
            self.hint,
            self.log_label,
            self.log,
        ]
        outer = QHBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        layout, self._right = QVBoxLayout(), QVBoxLayout()
        outer.addLayout(layout, 1)
        outer.addLayout(self._right, 0)
        self._outer = outer
        self.two_columns = False
        """The players and the log in a second column (a wide panel: `TWO_COLUMNS`)."""
        self._gap = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.invitation)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.dice)
        layout.addWidget(self.status)
        layout.addWidget(self.end)
        self._layout = layout
        self._arrange()
        # The dock holds the panel in a scroll area of the room's width: Huge text in a small
        # window scrolls the panel; it never makes the window taller than the screen.
        self.container = ColumnScroll(self)
        self.container.setObjectName("gamePanelScroll")
        self.follow(None)

    def add_controls(self, row: QWidget) -> None:
        """The sound and speed row, at the foot of the dock."""
        self.controls = row
        self._arrange()

    def _arrange(self) -> None:
        """The players and the log: under the dice (one column), or beside them
        (`two_columns`: the learner's option under them, the sound row at the foot of the
        first), the log taking the height left."""
        parts: list[QWidget] = [self.cards, self.hint, self.log_label, self.log]
        if self.controls is not None:
            parts.append(self.controls)
        for part in parts:
            self._layout.removeWidget(part)
            self._right.removeWidget(part)
        self._layout.removeItem(self._gap)
        self._outer.setStretch(1, 1 if self.two_columns else 0)  # one column: all the width is its
        if self.two_columns:
            for part in (self.cards, self.log_label):
                self._right.addWidget(part)
            self._right.addWidget(self.log, 1)
            self._right.addWidget(self.hint)
            self._layout.addItem(self._gap)
            if self.controls is not None:
                self._layout.addWidget(self.controls)
        else:
            for part in parts:
                self._layout.addWidget(part, 1 if part is self.log else 0)

    def set_tv(self, on: bool) -> None:
        """The TV layout's column (True), or the Game dock as ever: the learner's option, the
        log's heading, the sound row and the words over the face buttons fold away on a TV."""
        self.tv = on
        for part in (self.hint, self.log_label, self.dice.table_label):
            part.setVisible(not on and self.controller is not None)
        if self.controls is not None:
            self.controls.setVisible(not on)

    # -- sizes --------------------------------------------------------------------------------------

    def set_sizes(self, sizes: RoomSizes) -> None:
        """Draw at the room's sizes: the panel's width (a preferred one: its least width stays
        `PANEL_MIN` or less, see the module), the die, the cards, the words."""
        self.sizes = sizes
        self.container.setMinimumWidth(min(PANEL_MIN, sizes.panel_width))
        self.container.setMaximumWidth(sizes.panel_width)
        self._columns(not sizes.tv and sizes.panel_width >= TWO_COLUMNS)
        px = sizes.text_px
        small = 1.0 if sizes.tv else 0.7  # on a TV no word is smaller than the room's text
        self.turn_label.setFont(card_font(px * (1.6 if sizes.tv else 1.0), bold=True))
        self.end.title.setFont(card_font(px, bold=True))
        for button in (self.end.rematch, self.end.new_game, self.end.save_game, self.end.back):
            button.setFont(card_font(px * small))
        self.dice.set_sizes(sizes.die_px, card_font(px * (1.0 if sizes.tv else 0.8)))
        self.status.setFont(card_font(px * small))
        self.status.setFixedHeight(self.status.fontMetrics().lineSpacing() * STATUS_LINES + 4)
        self.log.setFont(card_font(px * small))
        self.log_label.setFont(card_font(px * 0.7, bold=True))
        self.hint.setFont(card_font(px * 0.6))  # a learner's option: smaller than the game's words, still read at 3 m
        self.invitation.set_sizes(sizes)
        self.refresh()
        if self.two_columns and self._two_columns_width() > sizes.panel_width:
            self._columns(False)  # the words are too large for two columns: one, which scrolls

    def _two_columns_width(self) -> int:
        """The least width of the two columns side by side, with the words as they are now."""
        outer = self.layout()
        assert outer is not None
        margins = outer.contentsMargins()
        width = outer.spacing() + margins.left() + margins.right()
        for column in (self._layout, self._right):
            column.invalidate()
            width += column.minimumSize().width()
        return width + self.container.verticalScrollBar().sizeHint().width()

    def _columns(self, two: bool) -> None:
        if two != self.two_columns:
            self.two_columns = two
            self._arrange()
        self.dice.set_narrow(self.sizes.tv or two)

    # -- a game ------------------------------------------------------------------------------------

    def follow(self, controller: GameController | None) -> None:
        """Show ``controller``'s game (None: no game: the invitation)."""
        self.dice.clear()  # a die shown for the game that is going
        if self.controller is not None:
            old = self.controller
            old.changed.disconnect(self.refresh)
            old.message.disconnect(self.status.setText)
            old.move_shown.disconnect(self._log_turn)
            old.taken_back.disconnect(self._unlog_turn)
        self.controller = controller
        self.log.clear()
        self.log.hidden_turns = 0
        self.end.hide()
        self.invitation.setVisible(controller is None)
        for part in self.game_parts:
            part.setVisible(controller is not None)
        self.set_tv(self.tv)
        if controller is None:
            return
        controller.changed.connect(self.refresh)
        controller.message.connect(self.status.setText)
        controller.move_shown.connect(self._log_turn)
        controller.taken_back.connect(self._unlog_turn)
        self.log.show_history(controller.game.history)
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
        self.log.add_turn(outcome)

    @Slot(TurnOutcome)
    def _unlog_turn(self, _outcome: TurnOutcome) -> None:
        if self.controller is not None:
            self.log.remove_turn(self.controller.game.history)

    @Slot()
    def refresh(self) -> None:
        """Redraw the turn, the cards and the dice from the controller's game."""
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
        squares = controller.shown_positions()
        anyone_won = any(controller.wins.values())
        px = self.sizes.card_px(len(controller.seats))
        labels = token_labels([seat.name for seat in controller.seats])
        faces: list[tuple[CardFace, QPixmap]] = []
        for index, seat in enumerate(controller.seats):
            square = squares[seat.name]
            face = CardFace(
                seat.name,
                QColor(seat.colour).name(),
                square,
                controller.wins[seat.name] if anyone_won else None,
                seat.name == current,
                self._hint(controller, square) if self.hint.isChecked() else "",
            )
            faces.append((face, self._picture(controller, index, seat.colour, labels[index], px)))
        self.cards.show_cards(faces, px)
        self.dice.set_accepting(not controller.busy and not game.finished and not controller.computer_to_play)
        thrower = self._thrower(controller)
        caption = spoken(self.tr("{name} threw {face}"), name=thrower, face=controller.last_face) if thrower else ""
        dimmed = thrower not in (current, game.get_winner())  # the turn has passed: an earlier throw
        self.dice.show_turn(controller.last_face, self._dice_words(controller), caption, dimmed)

    @staticmethod
    def _thrower(controller: GameController) -> str:
        """Who threw the die the big die shows: the player throwing now (a 6 earned another
        throw), else the player of the last turn ("" before the game's first throw here)."""
        if not controller.last_face:
            return ""
        if controller.pending:
            return controller.game.current_player
        history = controller.game.history
        return history[-1].player if history else ""

    @staticmethod
    def _dice_words(controller: GameController) -> str:
        """The dice of the turn in words; once the game is won, never "throw again" (a winning
        6 under "each throw moves" ends the game)."""
        game = controller.game
        if not game.finished:
            return controller.dice_text()
        rules = replace(game.rules, extra_roll_on_six=False)
        return describe_dice(controller.shown_dice(), rules, controller.shown_moves())

    def _picture(self, controller: GameController, index: int, colour: str, label: str, px: float) -> QPixmap:
        """The player's token as the board draws it (its animal, colour and label)."""
        token = controller.tokens.tokens.get(controller.seats[index].name)
        animal = controller.seats[index].animal
        piece = token.piece if token is not None else piece_for(index, QColor(colour).name(), label, animal)
        return piece_pixmap(piece, round(px * 1.45), self.devicePixelRatioF())

    def _hint(self, controller: GameController, square: int) -> str:
        game = controller.game
        throws = solution(game.board, game.rules, square).min_rolls
        return self.tr("cannot reach the goal") if throws < 0 else numbers.plain(throws)

    def results(self) -> list[str]:
        """The engine's answers of the turns in the log, oldest first."""
        return self.log.results()
