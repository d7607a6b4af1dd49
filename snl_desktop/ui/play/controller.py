"""A game in play: the turn engine, the dice of the turn so far, and the tokens that show each
move. Every move is decided by the core engine; this object only collects a turn's dice, sends
them, and has the tokens walk what the engine answered. Input while a token moves is refused
(never queued twice, never lost silently): the controller says to wait."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QColor

from ...core.game import SnakeAndLadderGame, TurnOutcome, describe_dice, describe_outcome
from .tokens import TokenLayer

COMPUTER_MS = 700
"""The visible pause before the computer throws its die (the die then tumbles as for anyone)."""


class GameController(QObject):
    """Drives one game. Signals: ``changed()`` after anything a panel shows; ``turn_played``
    (the engine's outcome, at once: the game has changed); ``move_shown`` (the same outcome,
    once the token has got there: what the table, the log and the sentence show follows the
    token, never runs ahead of it); ``message(text)`` for the status line; ``won(player)``
    once the winning move has been animated."""

    changed = Signal()
    pending_changed = Signal()
    """The dice kept for the unfinished turn changed (a 6 thrown, or taken back)."""
    turn_played = Signal(object)
    move_shown = Signal(object)
    taken_back = Signal(object)
    message = Signal(str)
    won = Signal(str)
    computer_throws = Signal()
    """It is a computer player's turn and the pause is over: throw the app's die for it."""

    def __init__(
        self,
        game: SnakeAndLadderGame,
        colours: dict[str, str],
        tokens: TokenLayer,
        parent: QObject | None = None,
        computers: Collection[str] = (),
        computer_ms: int = COMPUTER_MS,
        wins: Mapping[str, int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.wins: dict[str, int] = {p: (wins or {}).get(p, 0) for p in game.players}
        """Games each player has won in this run of rematches (this one counted once won)."""
        self.colours = colours
        self.computers: frozenset[str] = frozenset(computers)
        self._computer_die = False  # the next die is the computer's own
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.setInterval(computer_ms)
        self._computer_timer.timeout.connect(self._computer_turn)
        self.tokens = tokens
        self.pending: list[int] = []
        self.last_dice: list[int] = []  # the dice of the turn just played, shown until the next die
        self.rolling = lambda: False  # set by the panel whose die may be tumbling
        self._moving_outcome: TurnOutcome | None = None
        tokens.move_finished.connect(self._move_finished)
        tokens.moves_walked.connect(self.changed)  # the dice are taken again
        self.changed.connect(self._schedule_computer)

    def detach(self) -> None:
        """Let go of the tokens (the game is over and another may start on them)."""
        self.tokens.move_finished.disconnect(self._move_finished)
        self.tokens.moves_walked.disconnect(self.changed)
        self._computer_timer.stop()

    @property
    def computer_to_play(self) -> bool:
        """Whether the player whose turn it is is played by the app."""
        return not self.game.finished and self.game.current_player in self.computers

    def _schedule_computer(self) -> None:
        if self.computer_to_play and not self.busy and not self._computer_timer.isActive():
            self._computer_timer.start()

    def _computer_turn(self) -> None:
        if self.computer_to_play and not self.busy:
            self._computer_die = True
            self.computer_throws.emit()
            if not self.rolling():  # the die was not thrown after all
                self._computer_die = False

    def turn(self) -> tuple[str, str]:
        """Who the window shows as playing now and how it says so (the Game dock's heading and
        the banner above the board): the winner once the game is over, the player whose token
        moves or die tumbles, or whose turn it is."""
        game = self.game
        if game.finished and not self.busy:
            return game.get_winner(), f"{game.get_winner()} has won!"
        moving = self.tokens.moving_player
        if moving:
            return moving, f"{moving} is moving…"
        player = game.current_player
        if self.busy:
            return player, f"{player} is throwing…"
        if self.computer_to_play:
            return player, f"{player}'s turn (the computer throws)"
        return player, f"{player}'s turn"

    @property
    def busy(self) -> bool:
        """A token is moving or the app's die is tumbling: dice are not taken now."""
        return self.tokens.moving or self.rolling()

    def wait_message(self) -> str:
        if self.tokens.moving:
            return f"Wait: {self.tokens.moving_player}'s token is still moving."
        return "Wait: the die is still rolling."

    def positions(self) -> dict[str, int]:
        """Every player's square in the game (the engine's); under "each throw moves", the
        player part-way through a turn is where the throws so far have taken the token."""
        positions = {p: self.game.get_player_position(p) for p in self.game.players}
        if self.pending and self.game.rules.moves_each_throw and not self.game.finished:
            positions[self.game.current_player] = self.game.preview(self.pending)[-1].end
        return positions

    def shown_positions(self) -> dict[str, int]:
        """Every player's square as the board shows it: a moving token is still where it
        started until it arrives."""
        positions = self.positions()
        if self.tokens.moving:
            positions.update({p: s for p, s in self.tokens.squares.items() if p in positions})
        return positions

    def game_over_message(self) -> str:
        return f"Game completed: {self.game.get_winner()} has won. Choose Rematch or New Game to play again."

    def shown_dice(self) -> list[int]:
        """The dice to show: the turn being thrown, or else the turn just played."""
        return self.pending or self.last_dice

    def dice_text(self) -> str:
        return describe_dice(self.shown_dice(), self.game.rules)

    def enter_die(self, face: int) -> TurnOutcome | None:
        """One die thrown by the player whose turn it is. A 6 that earns another throw is kept
        until the turn is complete; a complete turn goes to the engine. Returns the engine's
        outcome when a turn was played."""
        game = self.game
        if self.busy:
            self.message.emit(f"{self.wait_message()} That die was not used.")
            return None
        by_computer, self._computer_die = self._computer_die, False
        if game.finished:
            self.message.emit(self.game_over_message())
            return None
        player = game.current_player
        if player in self.computers and not by_computer:
            self.message.emit(f"It is {player}'s turn: the computer throws for {player}.")
            return None
        self.last_dice = []
        shown = len(self.pending)  # under "each throw moves", the throws already walked
        self.pending.append(face)
        if game.needs_more_dice(self.pending):
            self.message.emit(f"{self.dice_text()}: {player} throws again.")
            if game.rules.moves_each_throw:  # this throw moves the token now
                self.tokens.animate_moves(player, game.preview(self.pending)[shown:])
            self.pending_changed.emit()
            self.changed.emit()
            return None
        dice, self.pending = self.pending, []
        self.last_dice = dice
        outcome = game.play(player, dice)
        self._moving_outcome = outcome
        self.turn_played.emit(outcome)
        self.message.emit(f"{player} is moving…")
        self.tokens.animate(outcome, shown if game.rules.moves_each_throw else 0)
        self.changed.emit()
        return outcome

    def _move_finished(self) -> None:
        outcome, self._moving_outcome = self._moving_outcome, None
        self.tokens.set_active(None if self.game.finished else self.game.current_player)
        if outcome is not None:
            self.message.emit(describe_outcome(outcome))  # also replaces any "wait" message
            self.move_shown.emit(outcome)
        if self.game.finished:
            self.wins[self.game.get_winner()] += 1
        self.changed.emit()
        if self.game.finished:
            self.won.emit(self.game.get_winner())

    def _take_back_one(self) -> TurnOutcome:
        outcome = self.game.take_back()
        if outcome.kind == "win":
            self.wins[outcome.player] = max(0, self.wins[outcome.player] - 1)  # that win is undone
        return outcome

    def take_back(self) -> TurnOutcome | None:
        """Undo the dice of an unfinished turn, or else the last turn a person played (with the
        computer's turns after it; in a game of computers only, the last turn). None when there
        is nothing to take back or a token is moving."""
        if self.busy:
            self.message.emit(f"{self.wait_message()} Nothing was taken back.")
            return None
        if self.pending and not self.computer_to_play:
            self.pending = []
            self.tokens.place(self.positions())  # a token that walked those throws goes back
            self.message.emit(f"Dice taken back: {self.game.current_player} throws again from the start of the turn.")
            self.pending_changed.emit()
            self.changed.emit()
            return None
        people = [p for p in self.game.players if p not in self.computers]
        if not self.game.history or (people and not any(turn.player in people for turn in self.game.history)):
            self.message.emit("There is no turn to take back.")
            return None
        self.pending = []  # a computer's sixes of a turn not finished go too
        outcome = self._take_back_one()
        while people and outcome.player not in people:  # back to the last turn a person played
            self.taken_back.emit(outcome)
            outcome = self._take_back_one()
        self.last_dice = []
        self.taken_back.emit(outcome)
        self.tokens.place(self.positions())
        self.tokens.set_active(self.game.current_player)
        self.message.emit(f"Took back {outcome.player}'s turn ({' + '.join(map(str, outcome.dice))}).")
        self.changed.emit()
        return outcome

    def start(self) -> None:
        """Put the tokens on their squares (after a new game or a resumed one)."""
        self.tokens.set_players([(p, QColor(self.colours[p])) for p in self.game.players], self.positions())
        self.tokens.set_active(None if self.game.finished else self.game.current_player)
        self.changed.emit()
