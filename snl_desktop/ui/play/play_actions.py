"""The Play room's actions: the File menu's game files (New Game, Open Game, Save Game on
Ctrl+S, Save Game As, Unfinished Games ▸), the Game menu (Roll on Space and Ctrl+R, Take Back,
Where Is Everyone? on W, End Game, Play from Phones…, the engine's strings, How to Play) and
the keys of a die thrown on the table (1 to 6). Their keys work only while the Play room is
shown (`update`): Ctrl+S, Ctrl+Z and Return are the editor's in the Design room.

The dependency is one-way: `PlayActions` is built from what its actions trigger, each passed by
name (the session's files, the turn log, the game's handlers), and knows nothing of the
`mode.PlayMode` that owns it; the mode puts the actions in its menus, beside the pace's and the
window's."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from ...words import spoken
from ..kit.actions import Key, make_action
from ..kit.settings import read_bool, write_bool
from ..kit.settings_keys import SettingKey
from .session import GameSession
from .turn_log import TurnLog
from .unfinished import unfinished_games

MenuItem = QAction | QMenu | None


Handler = Callable[[], object]
"""What an action runs when it is triggered (what it returns is dropped)."""


class PlayActions(QObject):
    """The actions of one window's games, in ``frame`` (their keys work wherever the focus is,
    while they are enabled). The game's files are ``session``'s (Unfinished Games lists those
    kept in ``autosave_dir``); Show the Engine's Strings is ``log``'s, remembered in
    ``settings``; the other actions run the handlers given by name (``face(n)``: the key of a
    die ``n`` thrown on the table)."""

    def __init__(
        self,
        frame: QWidget,
        *,
        settings: QSettings,
        session: GameSession,
        log: TurnLog,
        autosave_dir: Path,
        new_game: Handler,
        roll: Handler,
        take_back: Handler,
        where: Handler,
        end: Handler,
        how_to_play: Handler,
        face: Callable[[int], object],
        phones: Handler | None = None,
    ) -> None:
        super().__init__(frame)
        self.frame = frame
        self.settings = settings
        self.session = session
        self.log = log
        self.autosave_dir = autosave_dir
        self.new_game = self._action(
            self.tr("&New Game…"), new_game, "Ctrl+G", self.tr("Choose the players and start a game")
        )
        self.open_game = self._action(self.tr("&Open Game…"), session.open_game, None, self.tr("Resume a saved game"))
        self.save_game = self._action(
            self.tr("&Save Game"),
            session.save_game_here,
            QKeySequence.StandardKey.Save,
            self.tr("Save the game to finish later"),
        )
        self.save_game_as = self._action(
            self.tr("Save Game &As…"), session.save_game, None, self.tr("Save the game under another name")
        )
        self.roll = self._action(
            self.tr("&Roll the Die"),
            roll,
            ["Space", "Ctrl+R"],
            self.tr("Throw the app's die (no game: start one)"),
        )
        self.take_back = self._action(
            self.tr("&Take Back Turn"),
            take_back,
            QKeySequence.StandardKey.Undo,
            self.tr("Undo the last turn (asks first)"),
        )
        self.where = self._action(
            self.tr("&Where Is Everyone?"),
            where,
            "W",
            self.tr("Say every player's square and whose turn it is (for a screen reader too)"),
        )
        self.end = self._action(self.tr("&End Game"), end, None, self.tr("Put the game away (asks while it is on)"))
        self.how_to_play = self._action(
            self.tr("&How to Play"), how_to_play, None, self.tr("The rules, for the family")
        )
        self.phones = self._action(
            self.tr("Play from &Phones…"),
            phones or (lambda: None),
            None,
            self.tr("Each player's phone is their die: show the room's code to join on the home network"),
        )
        self.engine_strings = make_action(
            self.frame,
            self.tr("Show the &Engine's Strings"),
            self._engine_strings_toggled,
            None,
            self.tr("The turn engine's own answers in the turn log, for learners"),
            checkable=True,
        )
        self.engine_strings.setChecked(read_bool(settings, SettingKey.PLAY_ENGINE_STRINGS, False))
        log.show_engine_strings(self.engine_strings.isChecked())
        self.faces = [
            self._action(spoken(self.tr("Enter a {face}"), face=n), partial(face, n), str(n), "") for n in range(1, 7)
        ]
        self.unfinished = QMenu(self.tr("&Unfinished Games"), self.frame)
        self.unfinished.setToolTipsVisible(True)
        self.unfinished.aboutToShow.connect(self.fill_unfinished)  # filled when opened

    def _action(self, text: str, slot: Handler, keys: Key | list[Key] | None, tip: str) -> QAction:
        action = make_action(self.frame, text, slot, keys, tip)
        self.frame.addAction(action)  # its keys work wherever the focus is (while enabled)
        return action

    def file_actions(self) -> list[MenuItem]:
        """The Play room's File menu: New Game…, Open Game…, Save Game, Save Game As…, Unfinished
        Games ▸."""
        return [self.new_game, self.open_game, self.save_game, self.save_game_as, None, self.unfinished]

    def update(self, active: bool, playing: bool) -> None:
        """Keys only in the Play room (but New Game, which leads there); a game's actions only
        with a game."""
        self.roll.setEnabled(active)
        self.new_game.setEnabled(True)  # Ctrl+G from any room: a new game opens the Play room
        self.open_game.setEnabled(active)
        for action in (self.save_game, self.save_game_as, self.take_back, self.where, *self.faces):
            action.setEnabled(active and playing)
        self.end.setEnabled(active and playing)
        self.phones.setEnabled(active)
        self.unfinished.setEnabled(active)

    @Slot()
    def _engine_strings_toggled(self) -> None:
        shown = self.engine_strings.isChecked()
        write_bool(self.settings, SettingKey.PLAY_ENGINE_STRINGS, shown)
        self.log.show_engine_strings(shown)

    @Slot()
    def fill_unfinished(self) -> None:
        """Each unfinished game (newest first); choosing one resumes it."""
        menu = self.unfinished
        menu.clear()
        games = unfinished_games(self.autosave_dir)
        for game in games:
            action = menu.addAction(game.menu_text())
            action.setToolTip(game.detail())
            action.triggered.connect(partial(self.session.resume_file, game.path))
        if not games:
            empty = menu.addAction(self.tr("None"))
            empty.setEnabled(False)
