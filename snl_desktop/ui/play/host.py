"""What Play mode needs of the window it plays in (`PlayHost`) and of the window's prompter
(`GamePrompter`): protocols, so that the shell's `MainWindow` and `WindowPrompter` satisfy
them by their shape (and tests' stand-ins too). Members are read-only properties: a window
that holds a `MainWindow` where a `QMainWindow` is asked for still fits."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow

from ...core import Rules
from ...core.game import Seat
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..document.autosave import AutosaveSession
from ..document.document import BoardDocument
from ..kit.full_screen import FullScreen
from ..kit.prompts import OfferAnswer
from ..kit.rooms import Room
from ..kit.text_size import TextSize


class GamePrompter(Protocol):
    """The questions a game asks: message boxes, file dialogs and the New Game dialog."""

    def confirm(self, title: str, question: str) -> bool: ...

    def error(self, title: str, message: str) -> None: ...

    def open_path(self, title: str = ..., filters: str = ...) -> Path | None: ...

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None: ...

    def offer_back(self, title: str, question: str, informative: str, accept: str = ...) -> OfferAnswer: ...

    def new_game(
        self,
        rules: Rules,
        board_description: str,
        players: Sequence[Seat] | None = ...,
        families: Sequence[Sequence[Seat]] | None = ...,
    ) -> tuple[list[Seat], Rules] | None:
        """The New Game dialog: the seats and rules chosen, or None when cancelled."""
        ...


class PlayHost(Protocol):
    """The window a game is played in: the document and the scene, the questions, the
    settings and the autosave; the status line and the rooms; and the frame its dock and its
    actions go in (which goes full screen)."""

    @property
    def frame(self) -> QMainWindow: ...

    @property
    def document(self) -> BoardDocument: ...

    @property
    def scene(self) -> BoardScene: ...

    @property
    def view(self) -> BoardView:
        """The board's view (its square cursor reads the game's squares in the Play room)."""
        ...

    @property
    def prompter(self) -> GamePrompter: ...

    @property
    def settings(self) -> QSettings: ...

    @property
    def autosave_session(self) -> AutosaveSession: ...

    @property
    def autosave_dir(self) -> Path: ...

    def show_status(self, text: str, ms: int = 5000) -> None: ...

    @property
    def text_size(self) -> TextSize: ...

    @property
    def full_screen(self) -> FullScreen: ...

    @property
    def room(self) -> Room: ...

    def show_room(self, room: Room) -> None:
        """Switch the window to ``room`` (a game that starts asks for the Play room); the
        shell then calls `PlayMode.enter_room` / `leave_room`."""
        ...
