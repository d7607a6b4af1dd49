"""Play mode: a game on the board being edited. Starting a game locks the board and swaps the
editing docks for the game dock; every move is the turn engine's; an unfinished game is
autosaved after each turn and can be saved, resumed and taken back; the winner is celebrated.
Going back to Edit asks before ending a game in progress."""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ...core.files.games import GameFileError, GameRecord, dumps_game, load_game, save_game
from ...core.game import SnakeAndLadderGame
from ...log import logger
from ..board.scene import BoardScene
from ..document.autosave import GAME_NAME, AutosaveSession
from ..document.document import BoardDocument
from ..document.orphans import find_orphans, set_game_aside
from ..kit.actions import make_action
from ..kit.prompts import Prompter, may_replace
from .celebration import Celebration
from .controller import COMPUTER_MS, GameController
from .dice import TUMBLE_MS
from .how_to_play import HowToPlayDialog
from .pace import Pace
from .panel import GamePanel
from .seats import Seat, last_players, recent_families, remember_players, seats, seats_of
from .sound import Opener, SoundPlayer
from .table import FamilyTable
from .tokens import JUMP_MS, STEP_MS, TokenLayer

GAME_FILTER = "Snakes & Ladders games (*.snlgame);;All files (*)"


class PlayHost(Protocol):
    """What Play mode needs of the window it plays in: the document and the scene, the
    questions, the settings and the autosave; the status line and the lock of the editor; and
    the frame its dock goes in (whose layout it keeps while a game is on, which goes full
    screen)."""

    frame: QMainWindow
    document: BoardDocument
    scene: BoardScene
    prompter: Prompter
    settings: QSettings
    autosave_session: AutosaveSession
    autosave_dir: Path
    layout_version: int

    def show_status(self, text: str, ms: int = 5000) -> None: ...

    def set_playing(self, playing: bool) -> None: ...


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
        self.panel = GamePanel(rng, tumble_ms)
        self.panel.rematch_requested.connect(self.rematch)
        self.panel.new_game_requested.connect(lambda: self.new_game(self._players()))
        self.panel.save_requested.connect(self.save_game)
        self.panel.back_requested.connect(self.end_game)
        self.tokens = TokenLayer(host.scene, step_ms, jump_ms, self)
        sound = SoundPlayer(host.settings, sound_opener) if sound_opener is not None else None
        self.pace = Pace(host.frame, host.settings, self.tokens, self.panel.dice, sound, step_ms, jump_ms)
        self.panel.add_controls(self.pace.controls())
        self.table = FamilyTable(host.frame, host.scene, self.panel, self.tokens)
        self.large_text_action = self.table.large_text_action
        self.full_screen_action = self.table.full_screen_action
        self.celebration = Celebration(host.scene, *(() if celebrate_ms is None else (celebrate_ms,)))
        self.controller: GameController | None = None
        self.dock = QDockWidget("Game", host.frame)
        self.dock.setObjectName("game")
        self.dock.setWidget(self.panel)
        host.frame.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        host.frame.restoreDockWidget(self.dock)  # where the user last put it
        self.dock.hide()  # shown when a game starts
        self.edit_layout = None  # the Edit mode docks, saved while a game is on
        self.edit_size = host.frame.size()  # and the window's size
        self.autosave_path = host.autosave_session.path(GAME_NAME)
        self._build_actions()

    # -- actions ----------------------------------------------------------------------------------

    def _action(self, text: str, slot, keys=None, tip: str = "") -> QAction:
        action = make_action(self.host, text, slot, keys, tip)
        self.host.frame.addAction(action)  # shortcuts work wherever the focus is
        return action

    def _build_actions(self) -> None:
        self.new_game_action = self._action("&New Game…", self.new_game, "Ctrl+G", "Play a game on this board")
        self.open_game_action = self._action("&Open Game…", self.open_game, None, "Resume a saved game")
        self.save_game_action = self._action("&Save Game…", self.save_game, None, "Save the game to finish later")
        self.take_back_action = self._action(
            "&Take Back Turn", self.take_back, QKeySequence.StandardKey.Undo, "Undo the last turn (asks first)"
        )
        self.end_action = self._action("&Back to Editing", self.end_game, "Ctrl+E", "End the game and edit the board")
        self.roll_action = self._action("&Roll the Die", self._roll, "Space", "Throw the app's die")
        self.how_to_play_action = self._action("&How to Play", self.how_to_play, None, "The rules, for the family")
        self.face_actions = [
            self._action(f"Enter a {face}", lambda f=face: self._face_key(f), str(face)) for face in range(1, 7)
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

    def layout_to_keep(self) -> object | None:
        """The Edit mode layout to save when the window closes mid-game (None: not playing)."""
        return self.edit_layout if self.playing else None

    @property
    def playing(self) -> bool:
        return self.controller is not None

    def _update_actions(self) -> None:
        playing = self.playing
        for action in [
            self.save_game_action,
            self.take_back_action,
            self.end_action,
            self.roll_action,
            *self.face_actions,
        ]:
            action.setEnabled(playing)

    def _roll(self) -> None:
        controller = self.controller
        if controller is not None and controller.busy:
            controller.message.emit(f"{controller.wait_message()} The die was not thrown.")
            return
        if controller is not None and controller.game.finished:
            controller.message.emit(controller.game_over_message())
            return
        self.panel.dice.roll()

    def _face_key(self, face: int) -> None:
        if self.panel.dice.face_buttons[face].isEnabled():
            self.panel.dice.face_buttons[face].click()
        elif self.controller is not None:
            self.controller.enter_die(face)  # refused with a message: the token is moving

    # -- starting and ending --------------------------------------------------------------------

    def new_game(self, players: list[tuple[str, str]] | None = None) -> bool:
        """Ask for players and rules and start a game. The dialog is filled with ``players``,
        or else with the players of the last game started (remembered across runs)."""
        if self._in_progress() and not self._confirm_end("Start a new game? The game in progress will end."):
            return False
        document = self.host.document
        board = document.board
        answer = self.host.prompter.new_game(
            document.rules,
            f"{document.title()} — {board.summary()}",
            players or self.last_players(),
            recent_families(self.host.settings),
        )
        if answer is None:
            return False
        chosen, rules = answer
        chosen = seats(chosen)
        game = SnakeAndLadderGame.from_board(board, [seat.name for seat in chosen], rules)
        remember_players(self.host.settings, chosen)
        self.start(game, {seat.name: seat.colour for seat in chosen}, computers={s.name for s in chosen if s.computer})
        return True

    def last_players(self) -> list[Seat] | None:
        """The seats of the last game started (see `seats.last_players`)."""
        return last_players(self.host.settings)

    def start(
        self,
        game: SnakeAndLadderGame,
        colours: dict[str, str],
        pending: tuple[int, ...] = (),
        computers: Collection[str] = (),
        wins: Mapping[str, int] | None = None,
    ) -> None:
        """Enter Play mode with ``game`` (new or resumed; ``pending``: the dice already thrown
        in the unfinished turn of a resumed game; ``computers``: the players the app plays;
        ``wins``: the tally of earlier games in a run of rematches)."""
        self._stop()
        host = self.host
        host.scene.set_board(game.board, game.rules)  # the board the game is played on, always
        self.controller = GameController(game, colours, self.tokens, self, computers, self.computer_ms, wins)
        self.controller.pending = list(pending)
        self.controller.turn_played.connect(lambda _outcome: self.autosave())
        self.controller.pending_changed.connect(self.autosave)
        self.controller.taken_back.connect(lambda _outcome: self.autosave())
        self.controller.won.connect(self._won)
        self.controller.won.connect(lambda _winner: self.pace.cue("win"))
        self.controller.changed.connect(self.pace.moving_changed)
        self.table.follow(self.controller)
        self.panel.set_controller(self.controller)
        self.controller.start()
        self._enter_mode()
        self.autosave()

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

    def end_game(self) -> bool:
        """Back to Edit mode (asking first while a game is in progress)."""
        if not self.playing:
            return True
        if self._in_progress() and not self._confirm_end("End the game and go back to editing?"):
            return False
        self._stop()
        self.table.leave()
        self._clear_autosave()
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

    def _confirm_end(self, question: str) -> bool:
        return self.host.prompter.confirm("End the game", f"{question} It can be saved first with Game → Save Game.")

    def _stop(self) -> None:
        self.celebration.clear()
        self.panel.set_controller(None)
        if self.controller is not None:
            self.controller.detach()
            self.controller.deleteLater()
        self.tokens.clear()
        self.controller = None

    # -- turns --------------------------------------------------------------------------------

    def take_back(self) -> bool:
        controller = self.controller
        if controller is None:
            return False
        if controller.busy:
            controller.message.emit(f"{controller.wait_message()} Nothing was taken back.")
            return False
        if not controller.pending and not controller.game.history:
            controller.take_back()  # says there is nothing to take back
            return False
        what = "the dice of this turn" if controller.pending else f"{controller.game.history[-1].player}'s last turn"
        if not self.host.prompter.confirm("Take back", f"Take back {what}?"):
            return False
        self.celebration.clear()
        controller.take_back()
        return True

    def _won(self, winner: str) -> None:
        """The winner is celebrated on the board; the Game dock's end panel offers what next."""
        self._clear_autosave()
        self.celebration.celebrate(winner, self.tokens.tokens.get(winner))

    def rematch(self) -> None:
        """The same players again, on the same board and rules."""
        if self.controller is None:
            return
        game = self.controller.game
        self.start(
            SnakeAndLadderGame.from_board(game.board, list(game.players), game.rules),
            dict(self.controller.colours),
            computers=self.controller.computers,
            wins=self.controller.wins,
        )

    def _players(self) -> list[Seat]:
        """The seats of this game's players, in seat order."""
        controller = self.controller
        if controller is None:
            return []
        return [Seat(p, controller.colours[p], p in controller.computers) for p in controller.game.players]

    # -- files --------------------------------------------------------------------------------------

    def record(self) -> GameRecord:
        controller = self.controller
        return GameRecord.from_game(
            controller.game,
            [controller.colours[p] for p in controller.game.players],
            self.host.document.name,
            controller.pending,
            controller.computers,
            controller.wins,
        )

    def save_game(self) -> bool:
        if self.controller is None:
            return False
        suggested = f"{self.host.document.title().removesuffix('.snl')} game.snlgame"
        path = self.host.prompter.save_path("Save game", GAME_FILTER, suggested)
        if path is None:
            return False
        if path.suffix.lower() != ".snlgame":
            path = path.with_name(path.name + ".snlgame")
        if not may_replace(self.host.prompter, path):
            return False
        try:
            save_game(path, self.record())
        except (OSError, GameFileError) as exc:
            self.host.prompter.error(
                "Cannot save game",
                f"{path.name} could not be saved: {getattr(exc, 'strerror', None) or exc}. The game goes on.",
            )
            return False
        self.host.show_status(f"Game saved to {path.name}", 5000)
        return True

    def open_game(self, path: Path | None = None) -> bool:
        """Resume a saved game: its history is replayed through the engine; a file whose
        history does not replay is refused and nothing changes."""
        if path is None:
            path = self.host.prompter.open_path("Open game", GAME_FILTER)
            if path is None:
                return False
        try:
            record = load_game(path)
        except GameFileError as exc:
            self.host.prompter.error("Cannot open game", f"{path.name} cannot be resumed: {exc}")
            return False
        if self._in_progress() and not self._confirm_end("Open this game? The game in progress will end."):
            return False
        self.resume(record, path.name)
        return True

    def resume(self, record: GameRecord, source: str) -> None:
        """Play on from a saved game (its turns replay through the engine) and say so."""
        game = record.replay()
        self.start(game, *seats_of(record))
        state = f"{game.get_winner()} has already won" if game.finished else f"{game.current_player}'s turn"
        self.host.show_status(f"Resumed {source}: {state}", 5000)

    def autosave(self) -> None:
        """After every die and every turn: the unfinished game, for the next start if the app
        is closed or dies. A failure is logged and shown in the status bar, never raised."""
        controller = self.controller
        if controller is None or controller.game.finished:
            return
        if not controller.game.history and not controller.pending:  # nothing worth resuming yet
            self._clear_autosave()
            return
        try:
            self.host.autosave_session.write(GAME_NAME, dumps_game(self.record()).encode("utf-8"))
        except (OSError, GameFileError, UnicodeError) as exc:
            message = f"The game could not be autosaved: {getattr(exc, 'strerror', None) or exc}"
            logger(__name__).warning(message)
            self.host.show_status(f"{message}. Game → Save Game keeps it.", 10_000)

    def _clear_autosave(self) -> None:
        self.host.autosave_session.remove(GAME_NAME)

    def offer_resume(self) -> bool:
        """At start: offer the game a window that is gone did not finish. Declined, it is kept
        for a later start; unreadable, it is set aside and the user told where."""
        scan = find_orphans(self.host.autosave_dir)
        try:
            for orphan in scan.orphans:
                if orphan.game is None:
                    continue
                try:
                    record = load_game(orphan.game)
                    game = record.replay()
                except GameFileError as exc:
                    why = set_game_aside(orphan, f"The game saved when the app last closed cannot be resumed: {exc}")
                    self.host.prompter.error("Cannot resume the unfinished game", why)
                    continue
                names = ", ".join(p.id for p in record.players)
                answer = self.host.prompter.offer_back(
                    "Resume game",
                    f"A game of {names} was not finished ({len(record.turns)} turns played). Resume it?",
                    f"Not Now keeps it in {orphan.folder} for the next start; Discard deletes it.",
                    "Resume",
                )
                if answer == "discard":
                    orphan.discard(GAME_NAME)
                if answer != "restore":
                    return False
                self.start(game, *seats_of(record))
                orphan.discard(GAME_NAME)  # this window autosaves it from now on
                return True
            return False
        finally:
            scan.release()
