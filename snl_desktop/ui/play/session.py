"""The game session: a game's files. Game → Save Game and Open Game (a saved game's turns
replay through the engine: a file whose history does not replay is refused and nothing
changes), the autosave after every die and every turn, and resuming: a saved game, or at
start the game a window that is gone did not finish (offered back as unsaved boards are:
`document.recovery.offer_back`) or later from File → Unfinished Games (`resume_file`). Save Game
starts in the documents folder, then in the last folder a game was saved to or opened from
(remembered)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QStandardPaths, Slot

from ...core.files.games import GameFileError, GameRecord, dumps_game, load_game, save_game
from ...core.game import Seat, SnakeAndLadderGame
from ...log import logger
from ...words import numbers, say, spoken
from ...words.isolation import unmarked
from ..document.autosave import GAME_NAME
from ..document.orphans import Orphan, set_game_aside, take_game, unfinished_game_files
from ..document.recovery import Offer, offer_back
from ..kit.prompts import may_replace
from ..kit.settings import read_text
from ..kit.settings_keys import SettingKey
from .controller import GameController
from .host import PlayHost
from .unfinished import read_unfinished, saved_when

SUFFIX = ".snlgame"


class Table(Protocol):
    """The game on the table (Play mode): its controller, starting a game, and asking before
    a game in progress ends."""

    @property
    def controller(self) -> GameController | None: ...

    def start(
        self,
        game: SnakeAndLadderGame,
        seats: Sequence[Seat],
        pending: Sequence[int] = (),
        wins: Mapping[str, int] | None = None,
    ) -> None: ...

    def may_end(self, question: str) -> bool: ...


def _why(exc: Exception) -> str:
    """What went wrong, in the user's language: a file's refusal, or the system's words."""
    if isinstance(exc, GameFileError):
        return say(exc.what)
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc)


class GameSession(QObject):
    """Saves, opens, autosaves and resumes the games of one window's `Table`."""

    def __init__(self, host: PlayHost, table: Table) -> None:
        super().__init__(host.frame)
        self.host = host
        self.table = table
        self.autosave_path = host.autosave_session.path(GAME_NAME)
        self.game_path: Path | None = None
        """The file the game on the table was saved to or opened from (Save Game writes it)."""

    def filters(self) -> str:
        return self.tr("Snakes & Ladders games (*.snlgame);;All files (*)")

    def record(self, controller: GameController) -> GameRecord:
        """The saved game of ``controller``'s game as it stands (the dice of its unfinished
        turn and the tally of wins included)."""
        return GameRecord.of_game(
            controller.game, controller.seats, self.host.document.name, controller.pending, controller.wins
        )

    # -- save and open ----------------------------------------------------------------------------

    @Slot()
    def save_game_here(self) -> bool:
        """Save Game (Ctrl+S): to the game's own file when it has one, else as Save Game As."""
        controller = self.table.controller
        if controller is None:
            return False
        if self.game_path is None:
            return self.save_game()
        return self._write(self.game_path, controller)

    @Slot()
    def save_game(self) -> bool:
        """Save Game As: asks where (the last games folder, else the documents folder)."""
        controller = self.table.controller
        if controller is None:
            return False
        stem = self.host.document.title().removesuffix(".snl")
        name = unmarked(spoken(self.tr("{board} game"), board=stem))  # a file's name: no isolation marks
        suggested = self.games_folder() / (name + SUFFIX)
        path = self.host.prompter.save_path(self.tr("Save game"), self.filters(), str(suggested))
        if path is None:
            return False
        self.host.settings.setValue(SettingKey.PLAY_GAME_FOLDER, str(path.parent))
        if path.suffix.lower() != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        if not may_replace(self.host.prompter, path):
            return False
        return self._write(path, controller)

    def _write(self, path: Path, controller: GameController) -> bool:
        try:
            save_game(path, self.record(controller))
        except (OSError, GameFileError) as exc:
            self.host.prompter.error(
                self.tr("Cannot save game"),
                spoken(self.tr("{file} could not be saved: {why}. The game goes on."), file=path.name, why=_why(exc)),
            )
            return False
        self.game_path = path
        self.host.show_status(spoken(self.tr("Game saved to {file}"), file=path.name), 5000)
        return True

    def games_folder(self) -> Path:
        """Where Save Game starts: the last folder a game was saved to or opened from, else the
        documents folder."""
        last = read_text(self.host.settings, SettingKey.PLAY_GAME_FOLDER, "")
        if last and Path(last).is_absolute() and Path(last).is_dir():
            return Path(last)
        return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))

    @Slot()
    def open_game(self, path: Path | None = None) -> bool:
        """Resume a saved game: its history is replayed through the engine; a file whose
        history does not replay is refused and nothing changes."""
        if path is None:
            path = self.host.prompter.open_path(self.tr("Open game"), self.filters())
            if path is None:
                return False
            self.host.settings.setValue(SettingKey.PLAY_GAME_FOLDER, str(path.parent))
        try:
            record = load_game(path)
        except GameFileError as exc:
            self.host.prompter.error(
                self.tr("Cannot open game"),
                spoken(self.tr("{file} cannot be resumed: {why}"), file=path.name, why=say(exc.what)),
            )
            return False
        if not self.table.may_end(self.tr("Open this game? The game in progress will end.")):
            return False
        self.resume(record, path.name)
        self.game_path = path
        return True

    def resume(self, record: GameRecord, source: str) -> None:
        """Play on from a saved game (its turns replay through the engine) and say so."""
        game = record.replay()
        self._start(record, game)
        if game.finished:
            state = spoken(self.tr("Resumed {file}: {name} has already won"), file=source, name=game.get_winner())
        else:
            state = spoken(self.tr("Resumed {file}: {name}'s turn"), file=source, name=game.current_player)
        self.host.show_status(state, 5000)

    def _start(self, record: GameRecord, game: SnakeAndLadderGame) -> None:
        self.table.start(game, record.players, record.pending, record.tally)

    # -- the autosave ---------------------------------------------------------------------------

    @Slot()
    def autosave(self) -> None:
        """After every die and every turn: the unfinished game, for the next start if the app
        is closed or dies. A failure is logged and shown in the status bar, never raised."""
        controller = self.table.controller
        if controller is None or controller.game.finished:
            return
        if not controller.game.history and not controller.pending:  # nothing worth resuming yet
            self.clear_autosave()
            return
        try:
            self.host.autosave_session.write(GAME_NAME, dumps_game(self.record(controller)).encode("utf-8"))
        except (OSError, GameFileError, UnicodeError) as exc:
            logger(__name__).warning("The game could not be autosaved: %s", exc)
            self.host.show_status(
                spoken(self.tr("The game could not be autosaved: {why}. Game → Save Game keeps it."), why=_why(exc)),
                10_000,
            )

    @Slot()
    def clear_autosave(self) -> None:
        self.host.autosave_session.remove(GAME_NAME)

    def offer_resume(self) -> bool:
        """At start: offer the game a window that is gone did not finish. Declined, it is kept
        (File → Unfinished Games resumes it later); unreadable, it is set aside and the user
        told where. Old unfinished games are dropped first (they do not pile up)."""
        unfinished_game_files(self.host.autosave_dir)
        return offer_back(self.host.autosave_dir, self.host.prompter, self._resume_offer)

    def resume_file(self, path: Path) -> bool:
        """File → Unfinished Games (or the start screen): play on from the unfinished game kept
        at ``path``; this window autosaves it from now on, and the old copy goes. A game that
        cannot be resumed is said so, and nothing changes."""
        try:
            record = load_game(path)
            game = record.replay()
        except (GameFileError, OSError) as exc:
            self.host.prompter.error(
                self.tr("Cannot resume the unfinished game"),
                spoken(self.tr("The game cannot be resumed: {why}"), why=_why(exc)),
            )
            return False
        if not self.table.may_end(self.tr("Resume this game? The game in progress will end.")):
            return False
        self._start(record, game)
        take_game(path)
        board = record.name or self.tr("an untitled board")
        self.host.show_status(
            spoken(self.tr("Resumed the game on {board}: {name}'s turn"), board=board, name=game.current_player)
            if not game.finished
            else spoken(
                self.tr("Resumed the game on {board}: {name} has already won"), board=board, name=game.get_winner()
            ),
            5000,
        )
        return True

    def _resume_offer(self, orphan: Orphan) -> Offer | None:
        if orphan.game is None:
            return None
        try:
            record = load_game(orphan.game)
            game = record.replay()
        except GameFileError as exc:
            why = spoken(self.tr("The game saved when the app last closed cannot be resumed: {why}"), why=say(exc.what))
            self.host.prompter.error(self.tr("Cannot resume the unfinished game"), set_game_aside(orphan, why))
            return None

        def restore() -> bool:
            self._start(record, game)
            return True  # this window autosaves it from now on

        if game.finished:  # nothing to resume: a won game's autosave goes
            orphan.discard(GAME_NAME)
            return None
        names = numbers.joined(list(record.player_ids))
        told = read_unfinished(orphan.game)
        when = saved_when(told.saved_at) if told is not None else ""
        board = record.name or self.tr("an untitled board")
        return Offer(
            self.tr("Resume game"),
            spoken(
                self.tr(
                    "A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?",
                    "",
                    len(record.turns),
                ),
                names=names,
                board=board,
                when=when,
            ),
            self.tr("Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it."),
            self.tr("Resume"),
            (GAME_NAME,),
            restore,
        )
