"""The pure-Python core of Snakes & Ladders Studio: boards, rules, the solver and its trace, the
turn engine, the exact analysis, the generator and the files. Nothing here imports Qt.

The core never builds a finished sentence: what it must say is a `message.Message`, put into
the user's language by the words layer (``snl_desktop.words``).

The modules depend on each other in one direction: ``message`` on nothing; ``errors`` and
``names`` on it; ``squares`` (a board's geometry, a jump's kind), ``rules`` and ``board`` on
those; ``solver`` on ``board``; ``checks`` on ``solver``; ``game``, ``replay``, ``analysis``
and ``generator`` above them; ``files`` on top."""

from __future__ import annotations

from .board import Board
from .checks import problems
from .errors import BoardError, Problem, TurnError
from .game import Move, SnakeAndLadderGame, TurnOutcome
from .rules import MILTON_BRADLEY_RULES, Overshoot, Rules, Start
from .solver import Solution, TraceStep, min_rolls, min_throws_linear, solution, solve

__all__ = [
    "Board",
    "BoardError",
    "MILTON_BRADLEY_RULES",
    "Move",
    "Overshoot",
    "Problem",
    "Rules",
    "Solution",
    "SnakeAndLadderGame",
    "Start",
    "TraceStep",
    "TurnError",
    "TurnOutcome",
    "min_rolls",
    "min_throws_linear",
    "problems",
    "solution",
    "solve",
]
