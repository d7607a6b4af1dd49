"""Play mode: the game of the Play room. A game (new, rematch, resumed, opened) is played on the
board that was open when it started; every move is the turn engine's; a turn can be taken back;
the winner is celebrated. The shell's rooms show and hide the Game dock and lock the board; it
tells this object when the Play room is shown (`enter_room`) or left (`leave_room`): leaving
never loses the game (a walk is finished at once, the game autosaved, and the open board put
back on the scene), entering puts the game back. A game's files (save, open, autosave, resume)
are its `GameSession`'s. Its actions are a `play_actions.PlayActions` it builds from what they
trigger (the session, the turn log, its own handlers); they know nothing of it. Its menus put
them beside the pace's, Statistics and the window's Full Screen. Game → Play from Phones… opens
the room of phones for the game (`phones`, `phones_dialog`: imported only then), which follows
each game that starts and closes when the game is put away."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QDockWidget

from ...core import Board, Rules
from ...core.files.games import GameRecord
from ...core.game import Seat, SnakeAndLadderGame
from ...core.message import Message
from ...core.styles import Styles
from ...words import languages, say, spoken
from ...words.board import summary as board_summary
from ..kit.dock_title import give_title_bar
from ..kit.rooms import Room
from ..kit.settings import read_text
from ..kit.settings_keys import SettingKey
from .celebration import Celebration
from .controller import COMPUTER_MS, GameController
from .die import TUMBLE_MS, AppDie
from .history import GameRecorder, default_history_path
from .host import PlayHost
from .how_to_play import HowToPlayDialog
from .pace import Pace
from .panel import GamePanel
from .play_actions import MenuItem, PlayActions
from .seats import last_players, recent_families, remember_players
from .session import GameSession
from .sound import Opener, SoundPlayer
from .speech import PlaySpeech
from .statistics import StatisticsMenu
from .table import FamilyTable
from .tokens import JUMP_MS, STEP_MS, TokenLayer
from .unfinished import UnfinishedGame, unfinished_games
from .voice import TurnVoice

if TYPE_CHECKING:  # the room of phones is imported only when it is opened
    from .phones import PhoneRoom, ServerFactory
    from .phones_dialog import PhonesDialog

__all__ = ["PlayHost", "PlayMode", "UnfinishedGame", "unfinished_games"]


class PlayMode(QObject):
    """Owns the game of a main host. ``mode_changed(playing)`` when a game starts or is put
    away. Durations and the die's random source are injectable (tests run them at 0 ms)."""

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
        history_path: Path | None = None,
    ) -> None:
        super().__init__(host.frame)
        self.host = host
        self.computer_ms = computer_ms
        self.controller: GameController | None = None
        self.last_game: tuple[Board, Rules] | None = None
        """The board and house rules of the last game played (on, won or put away with End
        Game): the next New Game on that board offers its rules again."""
        self.in_room = False
        self.active = False
        self.die = AppDie(rng, tumble_ms, self)
        self.panel = GamePanel(self.die)
        self.session = GameSession(host, self)
        self.recorder = GameRecorder(history_path or default_history_path(host), self._board_name, self)
        self.recorder.noted.connect(lambda text: host.show_status(text, 8000))
        # games the history could not take by the time the window closes: said then, once
        self.recorder.left_pending.connect(lambda text: host.prompter.error(self.tr("Game history"), text))
        self.statistics = StatisticsMenu(host, self.recorder)
        self.panel.rematch_requested.connect(self.rematch)
        self.panel.new_game_requested.connect(self._new_game_with_these_players)
        self.panel.save_requested.connect(self.session.save_game)
        self.panel.back_requested.connect(self.end_game)
        self.panel.open_requested.connect(self.session.open_game)
        self.tokens = TokenLayer(host.scene, step_ms, jump_ms, self)
        sound = SoundPlayer(host.settings, sound_opener) if sound_opener is not None else None
        self.pace = Pace(host.frame, host.settings, self.tokens, self.die, sound, step_ms, jump_ms)
        self.panel.add_controls(self.pace.controls())
        self.table = FamilyTable(host.frame, host.scene, self.panel, self.tokens, host.text_size)
        self.speech = PlaySpeech(self.panel, host.view, self)  # what a screen reader hears
        self.voice = TurnVoice(host.frame, host.settings, host.show_status, host.prompter)  # View → Speak Turns
        self.voice.follow(self.speech)
        self.celebration = Celebration(host.scene, *(() if celebrate_ms is None else (celebrate_ms,)))
        self.dock = give_title_bar(QDockWidget(self.tr("Game"), host.frame))
        self.dock.setObjectName("game")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)  # the die stays at hand
        self.dock.setWidget(self.panel.container)
        host.frame.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()  # the Play room shows it
        self.how_dialog: HowToPlayDialog | None = None
        self.actions = PlayActions(
            host.frame,
            settings=host.settings,
            session=self.session,
            log=self.panel.log,
            autosave_dir=host.autosave_dir,
            new_game=self.new_game,
            roll=self.roll_or_start,
            take_back=self.take_back,
            where=self.speech.where_everyone,  # W: every player's square, shown and said
            end=self.end_game,
            how_to_play=self.how_to_play,
            face=self.face_key,
            phones=self.play_from_phones,
        )
        self.phones: PhoneRoom | None = None
        """The room of phones (Game → Play from Phones…), made when first opened."""
        self.phones_dialog: PhonesDialog | None = None
        self.phones_loopback = False
        """The room listens on this computer only (tests)."""
        self.phones_server: ServerFactory | None = None
        """Makes the room's server (tests' stand-ins; None: `ui.room.server.RoomServer`)."""
        self._update_actions()

    # -- what the shell asks -------------------------------------------------------------------------

    def file_actions(self) -> list[MenuItem]:
        """The Play room's File menu (see `PlayActions.file_actions`)."""
        return self.actions.file_actions()

    def menu_actions(self) -> list[MenuItem]:
        """The Game menu: New Game…; the game's actions; Full Screen (the window's, from the
        View menu, here too); the pace's; the engine's strings, Statistics, How to Play."""
        a = self.actions
        return [
            a.new_game,
            None,
            a.roll,
            a.take_back,
            a.where,
            a.end,
            a.phones,
            None,
            self.host.full_screen.action,
            None,
            *self.pace.menu_actions(),
            None,
            a.engine_strings,
            self.statistics.action,
            a.how_to_play,
        ]

    def set_active(self, active: bool) -> None:
        """Whether the game's keys work (True only while the Play room is shown)."""
        self.active = active
        self.pace.active = active
        self._update_actions()

    def enter_room(self) -> None:
        """The Play room is shown: the game's board, tokens and banner come back (no game: the
        open board, and the panel invites one)."""
        self.in_room = True
        self.dock.show()
        self.table.apply_sizes()
        controller = self.controller
        if controller is not None:
            self.host.scene.set_board(controller.game.board, controller.game.rules, self._looks(controller.game.board))
            controller.start()  # the tokens on their squares
            self.table.follow(controller)
            controller.set_paused(False)
        why = self.pace.check_sound()
        if why:
            self.host.show_status(why, 6000)
        self.speech.attach(True)
        self.set_active(True)

    def leave_room(self) -> None:
        """Another room is shown: nothing of the game is lost (a throw lands and a walk ends at
        once, the game is autosaved); its tokens, banner and celebration go, and the open
        board is put back on the scene."""
        self.set_active(False)
        self.speech.attach(False)
        self.in_room = False
        controller = self.controller
        if controller is not None:
            controller.set_paused(True)
            self.die.settle_now()
            self.tokens.finish()
            self.session.autosave()
        self.celebration.clear()
        self.tokens.clear()
        self.table.leave()
        host = self.host
        host.scene.set_board(host.document.board, host.document.rules, host.document.styles)

    def _looks(self, board: Board) -> Styles | None:
        """The open board's looks when the game is played on it (None: the board's own)."""
        document = self.host.document
        return document.styles if board == document.board else None

    def _board_name(self) -> str:
        """The name the history records a game's board under."""
        return self.host.document.title().removesuffix(".snl")

    def how_to_play(self) -> None:
        """The rules in force (the game's, or the board's before a game) in a child's words."""
        rules = self.controller.game.rules if self.controller is not None else self.host.document.rules
        self.how_dialog = HowToPlayDialog(rules, self.host.document.title().removesuffix(".snl"), self.host.frame)
        self.how_dialog.show()

    @property
    def playing(self) -> bool:
        """A game is on the table (in progress or won and still on show)."""
        return self.controller is not None

    def _update_actions(self) -> None:
        self.actions.update(self.active, self.playing)
        self.pace.moving_changed()

    @Slot()
    def roll_or_start(self) -> None:
        """Space / Ctrl+R: throw the app's die; with no game (or a won one), New Game."""
        controller = self.controller
        if controller is None or (controller.game.finished and not controller.busy):
            self._new_game_with_these_players()
            return
        controller.roll()

    def face_key(self, face: int) -> None:
        """Keys 1 to 6: a die thrown on the table."""
        if self.panel.dice.face_buttons[face].isEnabled():
            self.panel.dice.face_buttons[face].click()
        elif self.controller is not None:
            self.controller.enter_die(face)  # refused with a message: the token is moving

    # -- phones as dice ---------------------------------------------------------------------------

    @Slot()
    def play_from_phones(self) -> bool:
        """Game → Play from Phones…: open the room of phones for the game on the table (none:
        start one first, after asking) and show its panel on the TV: the QR code, the address,
        the room's code and the seats. Whether the room is open."""
        if self.controller is None:
            question = self.tr("The phones join a game: start one now?")
            if not self.host.prompter.confirm(self.tr("Play from Phones"), question) or not self.new_game():
                return False
        from .phones import PhoneRoom  # only now: start-up pays nothing for the room
        from .phones_dialog import PhonesDialog

        if self.phones is None:
            self.phones = PhoneRoom(
                self,
                board_name=self._board_name,
                server_factory=self.phones_server,
                language=languages.chosen_language(read_text(self.host.settings, SettingKey.LANGUAGE, "", 32)),
                window=self.host.frame,
            )
            self.mode_changed.connect(self._phones_follow)
        assert self.controller is not None
        try:
            self.phones.open(self.controller, loopback=self.phones_loopback)
        except ValueError as exc:  # the server's RoomError: why, in words the host can act on
            what = getattr(exc, "what", None)
            why = say(what) if isinstance(what, Message) else str(exc)
            self.host.prompter.error(self.tr("Cannot open the room"), why)
            return False
        if self.phones_dialog is None:
            self.phones_dialog = PhonesDialog(self.phones, self.host.frame)
        self.phones_dialog.show()
        self.phones_dialog.raise_()
        return True

    @Slot(bool)
    def _phones_follow(self, playing: bool) -> None:
        """A game started (the room follows it) or was put away (the room closes)."""
        if self.phones is not None:
            self.phones.follow(self.controller if playing else None)

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

    def resume_file(self, path: Path) -> bool:
        """Play on from an unfinished game (File → Unfinished Games, the start screen)."""
        return self.session.resume_file(path)

    # -- starting and ending --------------------------------------------------------------------

    @Slot()
    def new_game(self, players: Sequence[Seat] | None = None) -> bool:
        """Ask for players and rules and start a game. The dialog is filled with ``players``,
        or else with the players of the last game started (remembered across runs), and with the
        house rules of the last game played on this board (on the table, won, or put away with
        End Game: the family's rules are the game's, not the board's), else the board's."""
        if not self.may_end(self.tr("Start a new game? The game in progress will end.")):
            return False
        document = self.host.document
        rules = self.controller.game.rules if self.controller is not None else document.rules
        if self.controller is None and self.last_game is not None and self.last_game[0] == document.board:
            rules = self.last_game[1]
        answer = self.host.prompter.new_game(
            rules,
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
        """Play ``game`` (new or resumed) with ``seats`` in the Play room (``pending``: the dice
        already thrown in the unfinished turn of a resumed game; ``wins``: the tally of earlier
        games in a run of rematches)."""
        self._stop()
        self.session.game_path = None
        host = self.host
        controller = GameController(game, seats, self.tokens, self.die, self, self.computer_ms, wins, pending)
        self.controller = controller
        self.last_game = (game.board, game.rules)
        self.recorder.follow(controller)  # each finished game goes into the family's history
        controller.turn_played.connect(self.session.autosave)
        controller.pending_changed.connect(self.session.autosave)
        controller.taken_back.connect(self.session.autosave)
        controller.won.connect(self._won)
        controller.changed.connect(self.pace.moving_changed)
        self.panel.follow(controller)
        self.speech.follow(controller)
        if host.room is not Room.PLAY:
            host.show_room(Room.PLAY)  # the shell then calls enter_room
        if self.in_room:
            host.scene.set_board(game.board, game.rules, self._looks(game.board))  # the game's board, always
            controller.start()
            self.table.follow(controller)
        else:
            self.enter_room()
        self._update_actions()
        self.mode_changed.emit(True)
        self.session.autosave()

    @Slot()
    def end_game(self) -> bool:
        """Put the game away (asking first while it is in progress): the open board stays in
        the Play room, and the panel invites a new game."""
        if not self.playing:
            return True
        if not self.may_end(self.tr("End the game?")):
            return False
        self._stop()
        self.session.clear_autosave()
        host = self.host
        host.scene.set_board(host.document.board, host.document.rules, host.document.styles)
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
            spoken(self.tr("{question} It can be saved first with File → Save Game."), question=question),
        )

    def _stop(self) -> None:
        self.recorder.follow(None)
        self.celebration.clear()
        self.panel.follow(None)
        self.speech.follow(None)
        if self.controller is not None:
            self.controller.detach()
            self.controller.deleteLater()
        self.tokens.clear()
        self.table.forget()
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
        self._update_actions()
        return True

    @Slot(str)
    def _won(self, winner: str) -> None:
        """The winner is celebrated above the board (and heard); the Game dock's end panel
        offers what next. The game's autosave goes: it is finished."""
        self.session.clear_autosave()
        self.celebration.celebrate(winner, self.tokens.tokens.get(winner), self.table.banner.rect)
        self.pace.cue("win")
        self._update_actions()

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
