"""A `Prompter` for tests: it answers the window's questions from a script, so no modal dialog
ever blocks a test."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from snl_desktop.ui.shell.prompts import WindowPrompter


class ScriptedPrompter:
    """Answers the window's questions from queues the test fills; records every question.
    A question with no scripted answer fails the test."""

    def __init__(self) -> None:
        self.answers: dict[str, deque[Any]] = {
            k: deque()
            for k in (
                "ask_save_changes",
                "confirm",
                "open_path",
                "save_path",
                "new_game",
                "generate_targets",
                "offer_back",
                "run_dialog",
                "changed_on_disk",
            )
        }
        self.asked: list[tuple[str, tuple[Any, ...]]] = []
        self.errors: list[tuple[str, str]] = []

    def script(self, question: str, *answers: Any) -> None:
        self.answers[question].extend(answers)

    def _answer(self, question: str, *args: Any) -> Any:
        """The next scripted answer; a callable answer is called with the question's arguments
        (to look at the window at the moment it asks)."""
        self.asked.append((question, args))
        if not self.answers[question]:
            raise AssertionError(f"unexpected question {question}{args}")
        answer = self.answers[question].popleft()
        return answer(*args) if callable(answer) else answer

    def ask_save_changes(self, name: str) -> str:
        return self._answer("ask_save_changes", name)

    def confirm(self, title: str, question: str) -> bool:
        return self._answer("confirm", title, question)

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        return self._answer("open_path", title)

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        return self._answer("save_path", title, suggested)

    def offer_back(self, title: str, question: str, informative: str, accept: str = "") -> str:
        return self._answer("offer_back", title, question, informative)

    def changed_on_disk(self, name: str, modified: bool, saving: bool = False) -> str:
        """ "reload", "keep", "save_as" or "cancel" (as the real question's buttons)."""
        return self._answer("changed_on_disk", name, modified, saving)

    def error(self, title: str, message: str) -> None:
        self.errors.append((title, message))

    def new_game(self, rules, board_description: str, players=None, families=None):
        return self._answer("new_game", rules, board_description, players, families)

    def run_dialog(self, dialog: Any) -> bool:
        """A dialog of the window's own: the scripted answer is a callable that fills it in
        (given the dialog) and says whether it was accepted, or a plain True/False."""
        return bool(self._answer("run_dialog", dialog))

    def generate_targets(self, board, attempt) -> bool:
        """As the dialog does: each scripted ``(targets, seed)`` is tried in turn until one
        succeeds (what the attempts said is kept in ``generate_messages``); None cancels."""
        self.generate_messages: list[str] = []
        while True:
            answer = self._answer("generate_targets", board)
            if answer is None:
                return False
            message = attempt(*answer)
            self.generate_messages.append(message)
            if not message:
                return True
            if not self.answers["generate_targets"]:
                return False  # the user gave up: cancelled after reading why


class JourneyPrompter(WindowPrompter):
    """The app's own questions and dialogs, for journey tests: message boxes and the New Game
    and Generate dialogs are the real ones (answered with keys and clicks once on screen);
    only the system's file dialogs are replaced by paths the test queues in ``paths``."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.paths: deque[Path | None] = deque()

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        assert self.paths, f"unexpected file dialog {title!r}"
        return self.paths.popleft()

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        assert self.paths, f"unexpected file dialog {title!r}"
        return self.paths.popleft()
