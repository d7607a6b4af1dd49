"""A game in play: the turn engine, the seats at the table, the dice of the turn so far, the
app's die and the tokens that show each move. Every move is decided by the core engine; this
object collects a turn's dice (from the table, or the app's die it throws: for a person's Roll,
and by itself for a computer player), sends them, and has the tokens walk what the engine
answered. Input while a token moves or the die tumbles is refused (never queued twice, never
lost silently): the controller says to wait."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QLocale, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QColor

from ...core.errors import TurnError
from ...core.game import Move, Seat, SnakeAndLadderGame, TurnOutcome
from ...words import spoken
from ...words.game import describe_dice, tell_turn
from .die import AppDie
from .tokens import TokenLayer

COMPUTER_MS = 700
"""The visible pause before the computer throws its die (the die then tumbles as for anyone)."""


class GameController(QObject):
    """Drives one game. Signals: ``changed()`` after anything a panel shows; ``turn_played``
    (the engine's outcome, at once: the game has changed); ``move_shown`` (the same outcome,
    once the token has got there: what the table, the log and the sentence show follow the
    token, never run ahead of it); ``taken_back`` (each turn undone); ``message(text)`` for the
    status line; ``won(player)`` once the winning move has been animated."""

    changed = Signal()
    pending_changed = Signal()
    """The dice kept for the unfinished turn changed (a 6 thrown, or taken back)."""
    turn_played = Signal(TurnOutcome)
    move_shown = Signal(TurnOutcome)
    taken_back = Signal(TurnOutcome)
    message = Signal(str)
    won = Signal(str)
    paused_changed = Signal(bool)
    """The Play room was left (True: no throw is taken) or shown again (a phone's can-throw)."""

    def __init__(
        self,
        game: SnakeAndLadderGame,
        seats: Sequence[Seat],
        tokens: TokenLayer,
        die: AppDie,
        parent: QObject | None = None,
        computer_ms: int = COMPUTER_MS,
        wins: Mapping[str, int] | None = None,
        pending: Sequence[int] = (),
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.seats: tuple[Seat, ...] = tuple(seats)
        """The players at the table, in turn order (the game's players)."""
        self.wins: dict[str, int] = {p: (wins or {}).get(p, 0) for p in game.players}
        """Games each player has won in this run of rematches (this one counted once won)."""
        self.computers: frozenset[str] = frozenset(seat.name for seat in self.seats if seat.computer)
        self.die = die
        self._throwing_for_computer = False  # the die in the air is the computer's
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.setInterval(computer_ms)
        self._computer_timer.timeout.connect(self._computer_turn)
        self.tokens = tokens
        self.pending: list[int] = list(pending)
        self.last_dice: list[int] = []  # the dice of the turn just played, shown until the next die
        self.last_face = 0
        """The last die the game took, thrown by the app or entered (0: none yet): the one die
        picture shows it, whoever threw it."""
        self._moving_outcome: TurnOutcome | None = None
        self.paused = False
        """The Play room is not shown: the computer waits to throw until it is again."""
        self._waiting = False  # the status line says "Wait: …" (said again once the wait is over)
        tokens.move_finished.connect(self._move_finished)
        tokens.moves_walked.connect(self._moves_walked)  # the dice are taken again
        die.settled.connect(self._die_settled)
        self.changed.connect(self._schedule_computer)

    def detach(self) -> None:
        """Let go of the tokens and the die (the game is over and another may start on them);
        a die still tumbling for this game is dropped."""
        self.tokens.move_finished.disconnect(self._move_finished)
        self.tokens.moves_walked.disconnect(self._moves_walked)
        self.die.settled.disconnect(self._die_settled)
        self.die.cancel()
        self._computer_timer.stop()

    def colour(self, player: str) -> str:
        """The colour of ``player``'s token."""
        return next(seat.colour for seat in self.seats if seat.name == player)

    # -- whose turn -------------------------------------------------------------------------------

    @property
    def computer_to_play(self) -> bool:
        """Whether the player whose turn it is is played by the app."""
        return not self.game.finished and self.game.current_player in self.computers

    @property
    def busy(self) -> bool:
        """A token is moving or the app's die is tumbling: dice are not taken now."""
        return self.tokens.moving or self.die.rolling

    def turn(self) -> tuple[str, str]:
        """Who the window shows as playing now and how it says so (the Game dock's heading and
        the banner above the board): the winner once the game is over, the player whose token
        moves or die tumbles, or whose turn it is."""
        game = self.game
        if game.finished and not self.busy:
            return game.get_winner(), spoken(self.tr("{name} has won!"), name=game.get_winner())
        moving = self.tokens.moving_player
        if moving:
            return moving, spoken(self.tr("{name} is moving…"), name=moving)
        player = game.current_player
        if self.busy:
            return player, spoken(self.tr("{name} is throwing…"), name=player)
        if self.computer_to_play:
            return player, spoken(self.tr("{name}'s turn (the computer throws)"), name=player)
        return player, spoken(self.tr("{name}'s turn"), name=player)

    def wait_message(self) -> str:
        if self.tokens.moving:
            return spoken(self.tr("Wait: {name}'s token is still moving."), name=self.tokens.moving_player)
        return self.tr("Wait: the die is still rolling.")

    def throw_again_message(self) -> str:
        """The dice of the turn so far, and that the same player throws again (after a 6)."""
        return spoken(self.tr("{dice}: {name} throws again."), dice=self.dice_text(), name=self.game.current_player)

    def game_over_message(self) -> str:
        return spoken(
            self.tr("Game completed: {name} has won. Choose Rematch or New Game to play again."),
            name=self.game.get_winner(),
        )

    # -- where the tokens are and the dice shown ---------------------------------------------------

    def positions(self) -> dict[str, int]:
        """Every player's square in the game (the engine's); under "each throw moves", the
        player part-way through a turn is where the throws so far have taken the token."""
        positions = {p: self.game.get_player_position(p) for p in self.game.players}
        if self.pending and self.game.rules.throw_by_throw and not self.game.finished:
            positions[self.game.current_player] = self.game.preview(self.pending)[-1].end
        return positions

    def shown_positions(self) -> dict[str, int]:
        """Every player's square as the board shows it: a moving token is still where it
        started until it arrives."""
        positions = self.positions()
        if self.tokens.moving:
            positions.update({p: s for p, s in self.tokens.squares.items() if p in positions})
        return positions

    def shown_dice(self) -> list[int]:
        """The dice to show: the turn being thrown, or else the turn just played."""
        return self.pending or self.last_dice

    def shown_moves(self) -> tuple[Move, ...]:
        """The moves the shown dice make: the turn being thrown (previewed), or the turn just
        played (its steps); () when they are not known."""
        game = self.game
        if self.pending:
            if game.finished:
                return ()
            try:
                return game.preview(self.pending)
            except TurnError:
                return ()
        history = game.history
        if self.last_dice and history and list(history[-1].dice) == self.last_dice:
            return history[-1].steps
        return ()

    def dice_text(self) -> str:
        """The shown dice in words: a third 6 that reached the goal won, it did not lose the turn."""
        return describe_dice(self.shown_dice(), self.game.rules, self.shown_moves())

    # -- dice -----------------------------------------------------------------------------------

    def roll(self) -> bool:
        """A person throws the app's die (Roll, Space): refused, and said why, while a token
        moves or the die tumbles, after the win, or when the computer plays this seat."""
        if self.busy:
            self._say_wait(spoken(self.tr("{wait} The die was not thrown."), wait=self.wait_message()))
            return False
        if self.game.finished:
            self.message.emit(self.game_over_message())
            return False
        if self.computer_to_play:
            self._say_the_computer_throws()
            return False
        return self._throw(for_computer=False)

    def _throw(self, for_computer: bool) -> bool:
        self._throwing_for_computer = for_computer
        thrown = self.die.throw()  # its face comes back by `_die_settled`
        if thrown and self.die.rolling:
            self.changed.emit()  # the die tumbles: no other die is taken meanwhile
        return thrown

    def set_paused(self, paused: bool) -> None:
        """Pause the computer's throws (another room is shown), or let them go on."""
        was, self.paused = self.paused, paused
        if paused:
            self._computer_timer.stop()
        else:
            self._schedule_computer()
        if paused != was:
            self.paused_changed.emit(paused)

    @Slot()
    def _schedule_computer(self) -> None:
        if self.computer_to_play and not self.busy and not self.paused and not self._computer_timer.isActive():
            self._computer_timer.start()

    @Slot()
    def _computer_turn(self) -> None:
        if self.computer_to_play and not self.busy and not self.paused:
            self._throw(for_computer=True)

    @Slot(int)
    def _die_settled(self, face: int) -> None:
        for_computer, self._throwing_for_computer = self._throwing_for_computer, False
        self._enter(face, for_computer)

    def enter_die(self, face: int) -> TurnOutcome | None:
        """One die thrown on the table by the player whose turn it is (a face button or key).
        Returns the engine's outcome when a turn was played (see `_enter`)."""
        return self._enter(face, for_computer=False)

    def _enter(self, face: int, for_computer: bool) -> TurnOutcome | None:
        """A 6 that earns another throw is kept until the turn is complete; a complete turn
        goes to the engine. A computer's seat takes only the app's die thrown for it."""
        game = self.game
        if self.busy:
            self._say_wait(spoken(self.tr("{wait} That die was not used."), wait=self.wait_message()))
            return None
        if game.finished:
            self.message.emit(self.game_over_message())
            return None
        player = game.current_player
        if player in self.computers and not for_computer:
            self._say_the_computer_throws()
            return None
        self.last_dice = []
        self.last_face = face
        shown = len(self.pending)  # under "each throw moves", the throws already walked
        self.pending.append(face)
        if game.needs_more_dice(self.pending):
            self.message.emit(self.throw_again_message())
            if game.rules.throw_by_throw:  # this throw moves the token now
                self.tokens.animate_moves(player, game.preview(self.pending)[shown:])
            self.pending_changed.emit()
            self.changed.emit()
            return None
        dice, self.pending = self.pending, []
        self.last_dice = dice
        outcome = game.play(player, dice)
        self._moving_outcome = outcome
        self.turn_played.emit(outcome)
        self.message.emit(spoken(self.tr("{name} is moving…"), name=player))
        self.tokens.animate(outcome, shown if game.rules.throw_by_throw else 0)
        self.changed.emit()
        return outcome

    def _say_wait(self, text: str) -> None:
        """Say to wait (a token moves or the die tumbles); said again once the wait is over."""
        self._waiting = True
        self.message.emit(text)

    @Slot()
    def _moves_walked(self) -> None:
        """The throws so far have been walked (under "each throw moves"): a "Wait" said
        meanwhile gives way to where the turn stands."""
        if self._waiting:
            self._waiting = False
            self.message.emit(self.throw_again_message())
        self.changed.emit()

    def _say_the_computer_throws(self) -> None:
        player = self.game.current_player
        self.message.emit(spoken(self.tr("It is {name}'s turn: the computer throws for {name}."), name=player))

    @Slot()
    def _move_finished(self) -> None:
        outcome, self._moving_outcome = self._moving_outcome, None
        self._waiting = False
        self.tokens.set_active(None if self.game.finished else self.game.current_player)
        if outcome is not None:
            self.message.emit(tell_turn(outcome))  # also replaces any "wait" message
            self.move_shown.emit(outcome)
        if self.game.finished:
            self.wins[self.game.get_winner()] += 1
        self.changed.emit()
        if self.game.finished:
            self.won.emit(self.game.get_winner())

    # -- taking back ------------------------------------------------------------------------------

    def _people(self) -> list[str]:
        return [p for p in self.game.players if p not in self.computers]

    def _last_persons_turn(self) -> TurnOutcome | None:
        """The last turn a person played (in a game of computers only, the last turn)."""
        people = self._people()
        return next((turn for turn in reversed(self.game.history) if not people or turn.player in people), None)

    def take_back_question(self) -> str | None:
        """What Take Back would undo, as the question to ask first; None (and the status line
        says why) when a token is moving or there is nothing to take back."""
        if self.busy:
            self._say_wait(spoken(self.tr("{wait} Nothing was taken back."), wait=self.wait_message()))
            return None
        if self.pending and not self.computer_to_play:
            return self.tr("Take back the dice of this turn?")
        undone = self.turns_to_take_back()
        if not undone:
            self.message.emit(self.tr("There is no turn to take back."))
            return None
        if len(undone) == 1:
            return spoken(self.tr("Take back {name}'s last turn?"), name=undone[0].player)
        players = QLocale().createSeparatedList([turn.player for turn in undone])  # "Ana, Ben and Robo"
        return spoken(self.tr("Take back the last %n turn(s), by {players}?", "", len(undone)), players=players)

    def turns_to_take_back(self) -> list[TurnOutcome]:
        """The turns Take Back undoes, newest first: back to the last turn a person played
        (the computers' turns after it too); in a game of computers only, the last turn."""
        if self._last_persons_turn() is None:
            return []
        people = self._people()
        undone: list[TurnOutcome] = []
        for turn in reversed(self.game.history):
            undone.append(turn)
            if not people or turn.player in people:
                break
        return undone

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
            self._say_wait(spoken(self.tr("{wait} Nothing was taken back."), wait=self.wait_message()))
            return None
        if self.pending and not self.computer_to_play:
            self.pending = []
            self.tokens.place(self.positions())  # a token that walked those throws goes back
            self.message.emit(
                spoken(
                    self.tr("Dice taken back: {name} throws again from the start of the turn."),
                    name=self.game.current_player,
                )
            )
            self.pending_changed.emit()
            self.changed.emit()
            return None
        if self._last_persons_turn() is None:
            self.message.emit(self.tr("There is no turn to take back."))
            return None
        people = self._people()
        self.pending = []  # a computer's sixes of a turn not finished go too
        outcome = self._take_back_one()
        while people and outcome.player not in people:  # back to the last turn a person played
            self.taken_back.emit(outcome)
            outcome = self._take_back_one()
        self.last_dice = []
        self.taken_back.emit(outcome)
        self.tokens.place(self.positions())
        self.tokens.set_active(self.game.current_player)
        self.message.emit(
            spoken(
                self.tr("Took back {name}'s turn ({dice})."),
                name=outcome.player,
                dice=" + ".join(map(str, outcome.dice)),
            )
        )
        self.changed.emit()
        return outcome

    def start(self) -> None:
        """Put the tokens on their squares (after a new game or a resumed one)."""
        self.tokens.set_players(
            [(seat.name, QColor(seat.colour)) for seat in self.seats],
            self.positions(),
            [seat.animal for seat in self.seats],
        )
        self.tokens.set_active(None if self.game.finished else self.game.current_player)
        self.changed.emit()
