"""What a screen reader hears in the Play room. Each turn is announced once its token has arrived
("Lily threw 4 and climbed the ladder from 5 to 8; Ben's turn"), and so is a 6 that throws
again; the Where Is Everyone? key (W) says every player's square and whose turn it is ("Lily on
23, Ben on 40; Lily's turn"), in the status line and aloud; the board's square cursor (the arrow
keys, with the board focused) says what is on a square, who stands there and whose turn it is
("Square 23, ladder to 44; Lily and Ben are here; Lily's turn"), and says it again when that
changes. The sentences are the words layer's (`words.game`); what is said follows the tokens, as
the panel does, never the engine ahead of them. The game's sentences (whose turn it is when a game
starts, each turn, a throw again) are also told to ``said``, which View → Speak Turns says aloud
(`voice.TurnVoice`): one source of sentences for both."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from ...core.game import TurnOutcome
from ...words.game import square_for_players, turn_announcement, where_everyone_is, whose_turn
from ..board.keyboard import square_words
from ..board.view import BoardView
from ..kit.announce import announce
from .controller import GameController
from .panel import GamePanel

__all__ = ["PlaySpeech"]


class PlaySpeech(QObject):
    """The Play room's words for assistive technology, for the game ``follow`` is given; they
    are said from the Game dock's status line (``panel.status``). ``said(text)``: each sentence
    of the game as it is announced, and whose turn it is when a game starts."""

    said = Signal(str)

    def __init__(self, panel: GamePanel, view: BoardView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel, self.view = panel, view
        self.controller: GameController | None = None

    def follow(self, controller: GameController | None) -> None:
        """Speak for ``controller``'s game (None: no game)."""
        old = self.controller
        if old is not None:
            old.move_shown.disconnect(self._turn_shown)
            old.pending_changed.disconnect(self._pending_changed)
            old.changed.disconnect(self.view.refresh_words)
        self.controller = controller
        if controller is not None:
            controller.move_shown.connect(self._turn_shown)
            controller.pending_changed.connect(self._pending_changed)
            controller.changed.connect(self.view.refresh_words)
            self.said.emit(self.turn_words())  # "Lily's turn": who starts (or plays on, resumed)

    def attach(self, on: bool) -> None:
        """The Play room is shown (``on``): the board's cursor reads the game's squares; or left."""
        self.view.keys.reader = self.square_words if on else None
        self.view.refresh_words()  # the cursor's square in this room's words ("…; Lily's turn" only in Play)

    # -- the words --------------------------------------------------------------------------------

    def turn_words(self) -> str:
        """Whose turn it is as the board shows it: ``"Lily's turn"``, ``"Lily has won"``."""
        controller = self.controller
        if controller is None:
            return ""
        player, _text = controller.turn()
        return whose_turn(player, controller.game.finished and not controller.busy)

    def square_words(self, square: int) -> str:
        """``square`` as the cursor says it: what is on it, and in a game who stands there and
        whose turn it is."""
        text = square_words(self.view.keys.scene, square)
        controller = self.controller
        if controller is None:
            return text
        squares = controller.shown_positions()
        here = [seat.name for seat in controller.seats if squares.get(seat.name) == square]
        return square_for_players(text, here, self.turn_words())

    def where_everyone(self) -> str:
        """Every player's square in turn order and whose turn it is: shown in the status line
        and announced. ``""`` (nothing said) with no game."""
        controller = self.controller
        if controller is None:
            return ""
        squares = controller.shown_positions()
        text = where_everyone_is([(seat.name, squares[seat.name]) for seat in controller.seats], self.turn_words())
        self.panel.status.setText(text)
        announce(self.panel.status, text)
        return text

    # -- as the game goes ---------------------------------------------------------------------------

    @Slot(TurnOutcome)
    def _turn_shown(self, outcome: TurnOutcome) -> None:
        controller = self.controller
        if controller is None:
            return
        game = controller.game
        text = turn_announcement(outcome, None if game.finished else game.current_player)
        announce(self.panel.status, text)
        self.said.emit(text)

    @Slot()
    def _pending_changed(self) -> None:
        controller = self.controller
        if controller is not None and controller.pending:
            text = controller.throw_again_message()
            announce(self.panel.status, text)
            self.said.emit(text)
