"""Play-mode helpers: a board and two players for quick games, starting a game through the
(scripted) New Game dialog, pressing the dice buttons, and reading the turn log."""

from __future__ import annotations

from typing import Any

from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat

BOARD = Board.from_lists(snakes=["80,60"], ladders=["94,100"])
PLAYERS = [Seat("X", "#e63946"), Seat("Y", "#1d6fd6")]
# X races up in 6+6+5 turns and wins by the ladder 94→100; Y creeps up one square a turn.
TURNS = [
    ("X", [6, 6, 5]),
    ("Y", [1]),
    ("X", [6, 6, 5]),
    ("Y", [1]),
    ("X", [6, 6, 5]),
    ("Y", [1]),
    ("X", [6, 6, 5]),
    ("Y", [1]),
    ("X", [6, 6, 5]),
    ("Y", [1]),
    ("X", [6, 2]),
]


def start_game(window: Any, prompter: Any, players: list[Seat] = PLAYERS, rules: Rules = Rules()) -> Any:
    """Start a game through Game → New Game, the dialog answered with ``players`` and ``rules``."""
    prompter.script("new_game", (players, rules))
    assert window.play.new_game()
    return window.play.controller


def press(window: Any, faces: list[int]) -> None:
    """Click the dice buttons of ``faces``, in order (each must be enabled)."""
    for face in faces:
        button = window.play.panel.dice.face_buttons[face]
        assert button.isEnabled(), f"die button {face} is disabled"
        button.click()


def log_results(window: Any) -> list[str]:
    """The engine's answers in the turn log, oldest first (the log shows a child's sentences;
    the engine's strings are its data, shown only when "Show the engine's strings" is on)."""
    return window.play.panel.results()
