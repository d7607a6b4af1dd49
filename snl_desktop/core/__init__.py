"""The pure-Python core of Snakes & Ladders Studio: boards, rules, the solver, the turn engine
and board files. Nothing here imports Qt."""

from __future__ import annotations

from .board import Board, Problem
from .errors import BoardError, TurnError
from .rules import MILTON_BRADLEY_RULES, Rules
from .game import SnakeAndLadderGame, TurnOutcome
from .solver import Solution, TraceStep, min_rolls, min_throws_linear, solve

__all__ = [
    "Board", "BoardError", "MILTON_BRADLEY_RULES", "Problem", "Rules", "Solution",
    "SnakeAndLadderGame", "TraceStep", "TurnError", "TurnOutcome", "min_rolls",
    "min_throws_linear", "solve",
]
