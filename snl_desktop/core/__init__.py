"""The pure-Python core of Snakes & Ladders Studio: boards, rules, the solver, the turn engine
and board files. Nothing here imports Qt."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import Board, Problem
from .errors import BoardError, TurnError
from .rules import MILTON_BRADLEY_RULES, Rules
from .solver import Solution, TraceStep, min_rolls, min_throws_linear, solve

if TYPE_CHECKING:
    from .game import SnakeAndLadderGame, TurnOutcome

__all__ = [
    "Board",
    "BoardError",
    "MILTON_BRADLEY_RULES",
    "Problem",
    "Rules",
    "Solution",
    "SnakeAndLadderGame",
    "TraceStep",
    "TurnError",
    "TurnOutcome",
    "min_rolls",
    "min_throws_linear",
    "solve",
]


def __getattr__(name: str) -> Any:
    """The turn engine (``SnakeAndLadderGame``, ``TurnOutcome``) is loaded when first asked
    for: the app's first window, the editor, does not need it."""
    if name in ("SnakeAndLadderGame", "TurnOutcome"):
        from . import game

        return getattr(game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
