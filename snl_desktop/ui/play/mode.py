"""Play mode: a game on the board being edited. Starting a game locks the board and swaps the
editing docks for the game dock (the Edit layout and the window's size come back after);
every move is the turn engine's; a turn can be taken back; the winner is celebrated. Going back
to Edit asks before ending a game in progress. A game's files (save, open, autosave, resume)
are its `GameSession`'s."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

from ...core.files.games import GameRecord
from ...core.game import Seat, SnakeAndLadderGame
from ...words.board import summary as board_summary
from ..kit.actions import Key, make_action
from .celebration import Celebration
from .controller import COMPUTER_MS, GameController
from .die import TUMBLE_MS, AppDie
from .host import PlayHost
from .how_to_play import HowToPlayDialog
from .pace import Pace
from .panel import GamePanel
from .seats import last_players, recent_families, remember_players
from .session import GameSession
from .sound import Opener, SoundPlayer
from .table import FamilyTable
from .tokens import JUMP_MS, STEP_MS, TokenLayer

__all__ = ["PlayHost", "PlayMode"]


class PlayMode(QObject):
    """Owns the game of a main host. ``mode_changed(playing)`` when Play mode starts or ends.
    Durations and the die's random source are injectable (tests run them at 0 ms)."""

    mode_changed = Signal(bool)

    def __init__(
        self,
        host: PlayHost,
        rng: random.Random | None = None,
        step_ms: int = STEP_MS,
        jump_ms: int = JUMP_MS,
        tumble_ms: int = TUMBLE_MS,
        celebrate_ms: int | None = None,
        computer_ms: int = COMPUTER_MS,
        sound_opener: Opener | None = None,
    ) -> None:
        super().__init__(host.frame)
        self.host = host
        self.computer_ms = computer_ms
        self.controller: GameController | None = None
        self.die = AppDie(rng, tumble_ms, self)
        self.panel = GamePanel(self.die)
        self.session = GameSession(host, self)
        self.panel.rematch_requested.connect(self.rematch)
        self.panel.new_game_requested.connect(self._new_game_with_these_players)
        self.panel.save_requested.connect(self.session.save_game)
        self.panel.back_requested.connect(self.end_game)
        self.tokens = TokenLayer(host.scene, step_ms, jump_ms, self)
        sound = SoundPlayer(host.settings, sound_opener) if sound_opener is not None else None
        self.pace = Pace(host.frame, host.settings, self.tokens, self.die, sound, step_ms, jump_ms)
        self.panel.add_controls(self.pace.controls())
        self.table = FamilyTable(host.frame, host.scene, self.panel, self.tokens)
        self.large_text_action = self.table.large_text_action
        self.full_screen_action = self.table.full_screen_action
        self.celebration = Celebration(host.scene, *(() if celebrate_ms is None else (celebrate_ms,)))
        self.dock = QDockWidget(self.tr("Game"), host.frame)
        self.dock.setObjectName("game")
        self.dock.setWidget(self.panel)
        host.frame.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        host.frame.restoreDockWidget(self.dock)  # where the user last put it
        self.dock.hide()  # shown when a game starts
        self.edit_layout: QByteArray | None = None  # the Edit mode docks, saved while a game is on
        self.edit_size = host.frame.size()  # and the window's size
        self.how_dialog: HowToPlayDialog | None = None
        self._build_actions()

    # -- actions ----------------------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], keys: Key | None = None, tip: str = "") -> QAction:
        action = make_action(self.host.frame, text, slot, keys, tip)
        self.host.frame.addAction(action)  # shortcuts work wherever the focus is
        return action

    def _build_actions(self) -> None:
        session = self.session
        self.new_game_action = self._action(
            self.tr("&New Game…"), self.new_game, "Ctrl+G", self.tr("Play a game on this board")
        )
        self.open_game_action = self._action(
            self.tr("&Open Game…"), session.open_game, None, self.tr("Resume a saved game")
        )
        self.save_game_action = self._action(
            self.tr("&Save Game…"), session.save_game, None, self.tr("Save the game to finish later")
        )
        self.take_back_action = self._action(
            self.tr("&Take Back Turn"),
            self.take_back,
            QKeySequence.StandardKey.Undo,
            self.tr("Undo the last turn (asks first)"),
        )
        self.end_action = self._action(
            self.tr("&Back to Editing"), self.end_game, "Ctrl+E", self.tr("End the game and edit the board")
        )
        self.roll_action = self._action(self.tr("&Roll the Die"), self._roll, "Space", self.tr("Throw the app's die"))
        self.how_to_play_action = self._action(
            self.tr("&How to Play"), self.how_to_play, None, self.tr("The rules, for the family")
        )
        self.face_actions = [
            self._action(self.tr("Enter a {face}").format(face=face), partial(self._face_key, face), str(face))
            for face in range(1, 7)
        ]
        self._update_actions()

    def menu_actions(self) -> list[QAction | None]:
        return [
            self.new_game_action,
            self.open_game_action,
            self.save_game_action,
            None,
            self.roll_action,
            self.take_back_action,
            self.end_action,
            None,
            *self.table.menu_actions(),
            None,
            *self.pace.menu_actions(),
            None,
            self.how_to_play_action,
        ]

    def how_to_play(self) -> None:
        """The rules in force (the game's, or the board's before a game) in a child's words."""
        rules = self.controller.game.rules if self.controller is not None else self.host.document.rules
        self.how_dialog = HowToPlayDialog(rules, self.host.document.title().removesuffix(".snl"), self.host.frame)
        self.how_dialog.show()

    def layout_to_keep(self) -> QByteArray | None:
        """The Edit mode layout to save when the window closes mid-game (None: not playing)."""
        return self.edit_layout if self.playing else None

    @property
    def playing(self) -> bool:
        return self.controller is not None

    def _update_actions(self) -> None:
        for action in [self.save_game_action, self.take_back_action, self.end_action, self.roll_action]:
            action.setEnabled(self.playing)
        for action in self.face_actions:
            action.setEnabled(self.playing)

    def _roll(self) -> None:
        if self.controller is not None:
            self.controller.roll()

    def _face_key(self, face: int) -> None:
        if self.panel.dice.face_buttons[face].isEnabled():
            self.panel.dice.face_buttons[face].click()
        elif self.controller is not None:
            self.controller.enter_die(face)  # refused with a message: the token is moving

    # -- what the shell and the app call: the session answers ------------------------------------

    def autosave(self) -> None:
        """Write the unfinished game now (see `GameSession.autosave`)."""
        self.session.autosave()

    @property
    def autosave_path(self) -> Path:
        """Where this window autosaves its unfinished game."""
        return self.session.autosave_path

    def offer_resume(self) -> bool:
        """At start: offer back the game a window that is gone did not finish."""
        return self.session.offer_resume()

    def resume(self, record: GameRecord, source: str) -> None:
        """Play on from a saved game (a file opened at start: ``source`` names it)."""
        self.session.resume(record, source)

    # -- starting and ending --------------------------------------------------------------------

    @Slot()
    def new_game(self, players: Sequence[Seat] | None = None) -> bool:
        """Ask for players and rules and start a game. The dialog is filled with ``players``,
        or else with the players of the last game started (remembered across runs)."""
        if not self.may_end(self.tr("Start a new game? The game in progress will end.")):
            return False
        document = self.host.document
        answer = self.host.prompter.new_game(
            document.rules,
            f"{document.title()} — {board_summary(document.board)}",
            players or last_players(self.host.settings),
            recent_families(self.host.settings),
        )
        if answer is None:
            return False
        chosen, rules = answer
        game = SnakeAndLadderGame.from_board(document.board, [seat.name for seat in chosen], rules)
        remember_players(self.host.settings, chosen)
        self.start(game, chosen)
        return True

    @Slot()
    def _new_game_with_these_players(self) -> None:
        self.new_game(list(self.controller.seats) if self.controller is not None else None)

    def start(
        self,
        game: SnakeAndLadderGame,
        seats: Sequence[Seat],
        pending: Sequence[int] = (),
        wins: Mapping[str, int] | None = None,
    ) -> None:
        """Enter Play mode with ``game`` (new or resumed) played by ``seats`` (``pending``: the
        dice already thrown in the unfinished turn of a resumed game; ``wins``: the tally of
        earlier games in a run of rematches)."""
        self._stop()
        host = self.host
        host.scene.set_board(game.board, game.rules)  # the board the game is played on, always
        controller = GameController(game, seats, self.tokens, self.die, self, self.computer_ms, wins, pending)
        self.controller = controller
        controller.turn_played.connect(self.session.autosave)
        controller.pending_changed.connect(self.session.autosave)
        controller.taken_back.connect(self.session.autosave)
        controller.won.connect(self._won)
        controller.changed.connect(self.pace.moving_changed)
        self.table.follow(controller)
        self.panel.follow(controller)
        controller.start()
        self._enter_mode()
        self.session.autosave()

    def _enter_mode(self) -> None:
        host = self.host
        if self.edit_layout is None:  # coming from Edit mode: remember its docks and size exactly
            self.edit_layout = host.frame.saveState(host.layout_version)
            self.edit_size = host.frame.size()
            for dock in host.frame.findChildren(QDockWidget):
                if dock is not self.dock:
                    dock.hide()
        host.set_playing(True)
        self.dock.show()
        self.dock.raise_()
        self._update_actions()
        self.mode_changed.emit(True)

    @Slot()
    def end_game(self) -> bool:
        """Back to Edit mode (asking first while a game is in progress)."""
        if not self.playing:
            return True
        if not self.may_end(self.tr("End the game and go back to editing?")):
            return False
        self._stop()
        self.table.leave()
        self.session.clear_autosave()
        host = self.host
        host.scene.set_board(host.document.board, host.document.rules)
        if self.edit_layout is not None:
            host.frame.restoreState(self.edit_layout, host.layout_version)
            if not (host.frame.isMaximized() or host.frame.isFullScreen()):
                host.frame.resize(self.edit_size)  # the docks coming back must not grow the window
            self.edit_layout = None
        self.dock.hide()
        host.set_playing(False)
        self._update_actions()
        self.mode_changed.emit(False)
        return True

    def _in_progress(self) -> bool:
        """A game is on and not yet won (ending it loses something)."""
        return self.controller is not None and not self.controller.game.finished

    def may_end(self, question: str) -> bool:
        """Whether the game on the table may end: no game in progress, or the user says so."""
        if not self._in_progress():
            return True
        return self.host.prompter.confirm(
            self.tr("End the game"),
            self.tr("{question} It can be saved first with Game → Save Game.").format(question=question),
        )

    def _stop(self) -> None:
        self.celebration.clear()
        self.panel.follow(None)
        if self.controller is not None:
            self.controller.detach()
            self.controller.deleteLater()
        self.tokens.clear()
        self.controller = None

    # -- turns --------------------------------------------------------------------------------

    @Slot()
    def take_back(self) -> bool:
        """Undo the last turn (or the dice of this one), after asking."""
        controller = self.controller
        if controller is None:
            return False
        question = controller.take_back_question()  # None: said why not, in the status line
        if question is None or not self.host.prompter.confirm(self.tr("Take back"), question):
            return False
        self.celebration.clear()
        controller.take_back()
        return True

    @Slot(str)
    def _won(self, winner: str) -> None:
        """The winner is celebrated on the board (and heard); the Game dock's end panel offers
        what next."""
        self.session.clear_autosave()
        self.celebration.celebrate(winner, self.tokens.tokens.get(winner))
        self.pace.cue("win")

    @Slot()
    def rematch(self) -> None:
        """The same players again, on the same board and rules."""
        if self.controller is None:
            return
        game = self.controller.game
        self.start(
            SnakeAndLadderGame.from_board(game.board, list(game.players), game.rules),
            self.controller.seats,
            wins=self.controller.wins,
        )
