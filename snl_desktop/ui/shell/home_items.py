"""What the start screen lists: the recent boards and the unfinished games (Play mode's
autosaves), as `StartItem`s."""

from __future__ import annotations

from pathlib import Path

from ..files.controller import FileController
from ..play.unfinished import unfinished_games
from ..start import StartItem

__all__ = ["board_items", "game_items"]

MAX_ITEMS = 8
"""Thumbnails per row on the start screen."""


def board_items(files: FileController) -> list[StartItem]:
    """The recent boards, newest first (the start screen reads each file for its picture and
    name after its first paint: a missing or damaged one gets a plain icon)."""
    return [StartItem(path, path.stem, path.name) for path in files.recent_files()[:MAX_ITEMS]]


def game_items(autosave_dir: Path) -> list[StartItem]:
    """The unfinished games, newest first."""
    return [
        StartItem(game.path, game.title(), game.detail(), game.record.board, game.record.rules)
        for game in unfinished_games(autosave_dir)[:MAX_ITEMS]
    ]
