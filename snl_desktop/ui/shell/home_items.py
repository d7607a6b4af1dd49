"""What the start screen lists: the recent boards and the unfinished games (Play mode's
autosaves), as `StartItem`s."""

from __future__ import annotations

from pathlib import Path

from ...words.defaults import shown_name
from ..board.piece import piece_for
from ..files.controller import FileController
from ..play.tokens import token_labels
from ..play.unfinished import UnfinishedGame, unfinished_games
from ..start import PlacedPiece, StartItem

__all__ = ["board_items", "game_items"]

MAX_ITEMS = 8
"""Thumbnails per row on the start screen."""


def board_items(files: FileController) -> list[StartItem]:
    """The recent boards, newest first (the start screen reads each file for its picture and
    name after its first paint: a missing or damaged one gets a plain icon)."""
    return [StartItem(path, path.stem, path.name) for path in files.recent_files()[:MAX_ITEMS]]


def game_items(autosave_dir: Path) -> list[StartItem]:
    """The unfinished games, newest first: each with its players' tokens on their squares, and
    its players, whose turn it is and when it was last played under it."""
    return [
        StartItem(
            game.path, game.title(), game.shelf_detail(), game.record.board, game.record.rules, placed_pieces(game)
        )
        for game in unfinished_games(autosave_dir)[:MAX_ITEMS]
    ]


def placed_pieces(game: UnfinishedGame) -> tuple[PlacedPiece, ...]:
    """Each player's token (their animal and colour, as the board draws it) on their square."""
    names = [shown_name(seat.name) for seat in game.players]  # "Player 1" begun in English: "Spieler 1"
    labels = token_labels(names)
    return tuple(
        PlacedPiece(square, piece_for(index, seat.colour, label, seat.animal), name)
        for index, (seat, square, label, name) in enumerate(zip(game.players, game.squares, labels, names))
    )
