"""The window's prompter: the kit's questions plus the two that open a feature's own dialog
(New Game, Generate). The features ask through a protocol of their own; the shell, which may
know every feature, answers it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from ..kit.prompts import Prompter

if TYPE_CHECKING:
    from ...core import Board, Rules
    from ...core.game import Seat
    from ...core.generator import Targets


class WindowPrompter(Prompter):
    """Every question of the main window, parented to it."""

    def new_game(
        self,
        rules: Rules,
        board_description: str,
        players: Sequence[Seat] | None = None,
        families: Sequence[Sequence[Seat]] | None = None,
    ) -> tuple[list[Seat], Rules] | None:
        """The New Game dialog (filled with ``players``, offering the recent ``families``):
        ``(players, rules)`` or None when cancelled."""
        from ..play.new_game_dialog import NewGameDialog  # when first asked: not a start-up cost

        dialog = NewGameDialog(
            rules,
            board_description,
            self.parent,
            list(players) if players is not None else None,
            [list(family) for family in families] if families is not None else None,
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.players(), dialog.rules()

    def generate_targets(self, board: Board, attempt: Callable[[Targets, int], str]) -> bool:
        """The Generate dialog, which runs ``attempt(targets, seed)`` on Generate and closes
        when it succeeds; False when cancelled."""
        from ..editor.generator_dialog import GeneratorDialog  # numpy's import with it: on first use

        settings = getattr(self.parent, "settings", None)  # the window's: the last targets are remembered
        dialog = GeneratorDialog(board, self.parent, attempt, settings if isinstance(settings, QSettings) else None)
        return dialog.exec() == QDialog.DialogCode.Accepted
