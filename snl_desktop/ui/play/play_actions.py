"""The Play room's actions: the File menu's game files (New Game, Open Game, Save Game on
Ctrl+S, Save Game As, Unfinished Games ▸), the Game menu (Roll on Space and Ctrl+R, Take Back,
Where Is Everyone? on W, End Game, the table's and the pace's options, the engine's strings,
How to Play) and the keys of a die thrown on the table (1 to 6). Their keys work only while
the Play room is shown (`set_active`): Ctrl+S, Ctrl+Z and Return are the editor's in the Design
room."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ...words import spoken
from ..kit.actions import Key, make_action
from ..kit.settings import read_bool, write_bool
from .host import PlayHost
from .pace import Pace
from .panel import GamePanel
from .session import GameSession
from .table import FamilyTable
from .unfinished import unfinished_games

ENGINE_KEY = "play/engine_strings"
"""Whether the turn log shows the engine's strings (remembered)."""

MenuItem = QAction | QMenu | None


class Play(Protocol):
    """What the actions drive (`mode.PlayMode`)."""

    @property
    def host(self) -> PlayHost: ...

    @property
    def session(self) -> GameSession: ...

    @property
    def panel(self) -> GamePanel: ...

    @property
    def table(self) -> FamilyTable: ...

    @property
    def pace(self) -> Pace: ...

    def new_game(self) -> bool: ...

    def roll_or_start(self) -> None: ...

    def take_back(self) -> bool: ...

    def end_game(self) -> bool: ...

    def how_to_play(self) -> None: ...

    def face_key(self, face: int) -> None: ...

    def where_is_everyone(self) -> None: ...

    def resume_file(self, path: Path) -> bool: ...

    @property
    def statistics_action(self) -> QAction: ...

    @property
    def full_screen_action(self) -> QAction: ...


class PlayActions(QObject):
    """The actions of one window's `PlayMode`."""

    def __init__(self, play: Play, parent: QObject) -> None:
        super().__init__(parent)
        self.play = play
        self.frame = play.host.frame
        session = play.session
        self.new_game = self._action(
            self.tr("&New Game…"), play.new_game, "Ctrl+G", self.tr("Choose the players and start a game")
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
            play.roll_or_start,
            ["Space", "Ctrl+R"],
            self.tr("Throw the app's die (no game: start one)"),
        )
        self.take_back = self._action(
            self.tr("&Take Back Turn"),
            play.take_back,
            QKeySequence.StandardKey.Undo,
            self.tr("Undo the last turn (asks first)"),
        )
        self.where = self._action(
            self.tr("&Where Is Everyone?"),
            play.where_is_everyone,
            "W",
            self.tr("Say every player's square and whose turn it is (for a screen reader too)"),
        )
        self.end = self._action(
            self.tr("&End Game"), play.end_game, None, self.tr("Put the game away (asks while it is on)")
        )
        self.how_to_play = self._action(
            self.tr("&How to Play"), play.how_to_play, None, self.tr("The rules, for the family")
        )
        self.engine_strings = make_action(
            self.frame,
            self.tr("Show the &Engine's Strings"),
            self._engine_strings_toggled,
            None,
            self.tr("The turn engine's own answers in the turn log, for learners"),
            checkable=True,
        )
        self.engine_strings.setChecked(read_bool(play.host.settings, ENGINE_KEY, False))
        play.panel.log.show_engine_strings(self.engine_strings.isChecked())
        self.faces = [
            self._action(spoken(self.tr("Enter a {face}"), face=face), partial(play.face_key, face), str(face), "")
            for face in range(1, 7)
        ]
        self.unfinished = QMenu(self.tr("&Unfinished Games"), self.frame)
        self.unfinished.setToolTipsVisible(True)
        self.unfinished.aboutToShow.connect(self.fill_unfinished)  # filled when opened

    def _action(self, text: str, slot: Callable[[], object], keys: Key | list[Key] | None, tip: str) -> QAction:
        action = make_action(self.frame, text, slot, keys, tip)
        self.frame.addAction(action)  # its keys work wherever the focus is (while enabled)
        return action

    def file_actions(self) -> list[MenuItem]:
        return [self.new_game, self.open_game, self.save_game, self.save_game_as, None, self.unfinished]

    def menu_actions(self) -> list[MenuItem]:
        play = self.play
        return [
            self.new_game,
            None,
            self.roll,
            self.take_back,
            self.where,
            self.end,
            None,
            play.full_screen_action,
            None,
            *play.pace.menu_actions(),
            None,
            self.engine_strings,
            play.statistics_action,
            self.how_to_play,
        ]

    def update(self, active: bool, playing: bool, in_progress: bool) -> None:
        """Keys only in the Play room (but New Game, which leads there); a game's actions only
        with a game."""
        self.roll.setEnabled(active)
        self.new_game.setEnabled(True)  # Ctrl+G from any room: a new game opens the Play room
        self.open_game.setEnabled(active)
        for action in (self.save_game, self.save_game_as, self.take_back, self.where, *self.faces):
            action.setEnabled(active and playing)
        self.end.setEnabled(active and playing)
        self.unfinished.setEnabled(active)

    @Slot()
    def _engine_strings_toggled(self) -> None:
        shown = self.engine_strings.isChecked()
        write_bool(self.play.host.settings, ENGINE_KEY, shown)
        self.play.panel.log.show_engine_strings(shown)

    @Slot()
    def fill_unfinished(self) -> None:
        """Each unfinished game (newest first); choosing one resumes it."""
        menu = self.unfinished
        menu.clear()
        games = unfinished_games(self.play.host.autosave_dir)
        for game in games:
            action = menu.addAction(game.menu_text())
            action.setToolTip(game.detail())
            action.triggered.connect(partial(self.play.resume_file, game.path))
        if not games:
            empty = menu.addAction(self.tr("None"))
            empty.setEnabled(False)
