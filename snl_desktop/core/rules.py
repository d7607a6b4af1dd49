"""House rules of a game (docs/rules.md), with the JSON names used in `.snl` files."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Literal

from .errors import BoardError, spelled
from .message import phrase

Overshoot = Literal["stay", "bounce", "finish"]
Start = Literal["square-1", "off-board"]

OVERSHOOT_CHOICES: tuple[str, ...] = ("stay", "bounce", "finish")
BOOLEAN_RULES: tuple[str, ...] = ("extra_roll_on_six", "three_sixes_void", "move_each_throw")
RULE_KEYS: tuple[str, ...] = ("extra_roll_on_six", "three_sixes_void", "overshoot", "start", "move_each_throw")
"""The keys of a ``"rules"`` object in a file, in the order they are written."""
START_CHOICES: tuple[str, ...] = ("square-1", "off-board")


@dataclass(frozen=True)
class Rules:
    """The house rules of docs/rules.md; the defaults are the standard rules.

    - ``extra_roll_on_six``: a 6 earns another throw, at most three throws a turn; off means
      exactly one die a turn.
    - ``three_sixes_void``: a turn of three sixes is worth 0; off means it counts 18.
    - ``overshoot``: ``"stay"`` (a move past the last square is not made), ``"bounce"`` (the
      token walks on to the last square and back by the pips left over) or ``"finish"`` (a move
      past the last square reaches it: no exact finish is needed; the pips left over are lost).
    - ``start``: ``"square-1"`` (tokens start on square 1, no jump is taken there) or
      ``"off-board"`` (tokens start on square 0; the first move may land on a jump on square 1).
    - ``move_each_throw``: off (the standard), a turn moves the token once, by the sum of its
      dice, jumping over what lies between; on, every throw moves the token and takes a jump
      where it lands, and a third 6 (under ``three_sixes_void``) sends it back to the square
      where the turn began. With one die a turn the two are the same.
    """

    extra_roll_on_six: bool = True
    three_sixes_void: bool = True
    overshoot: Overshoot = "stay"
    start: Start = "square-1"
    move_each_throw: bool = False

    def __post_init__(self) -> None:
        for name in BOOLEAN_RULES:
            if not isinstance(getattr(self, name), bool):
                raise BoardError(
                    phrase("Rules", "rule '{name}' must be true or false, not {value}").of(
                        name=name, value=spelled(getattr(self, name))
                    )
                )
        for name, value, choices in (
            ("overshoot", self.overshoot, OVERSHOOT_CHOICES),
            ("start", self.start, START_CHOICES),
        ):
            if value not in choices:
                raise BoardError(
                    phrase("Rules", "rule '{name}' must be one of {choices}, not {value}").of(
                        name=name, choices=", ".join(choices), value=spelled(value)
                    )
                )

    @property
    def start_square(self) -> int:
        """The square every token starts on: 1, or 0 for the off-board start."""
        return 0 if self.start == "off-board" else 1

    @property
    def throw_by_throw(self) -> bool:
        """Whether a turn's throws move the token one by one: the rule ``move_each_throw`` is
        on and a turn can have several throws (with one die a turn the two ways are the same)."""
        return self.move_each_throw and self.extra_roll_on_six

    def to_json(self) -> dict[str, Any]:
        """The ``"rules"`` object of a `.snl` file."""
        values = asdict(self)
        return {key: values[key] for key in RULE_KEYS}

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        """Read a ``"rules"`` object; missing keys take the defaults, unknown keys are ignored
        (so that files from newer versions still open). Wrong values raise `BoardError`."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise BoardError(phrase("Rules", "'rules' must be an object, not {type}").of(type=type(data).__name__))
        known = {k: data[k] for k in RULE_KEYS if k in data}
        return cls(**known)


def walk(square: int, value: int, goal: int, overshoot: str) -> tuple[int, ...] | None:
    """The squares a token on ``square`` steps on, one per pip, moving ``value`` pips on a board
    whose last square is ``goal`` (before any jump); None when the move would pass the goal
    under ``"stay"`` (the token does not move).

    With ``"bounce"`` the token turns back at the goal and, on a board too small for the pips
    left, turns again at square 1. With ``"finish"`` it stops on the goal: the game is won there,
    the pips left over are not walked.
    """
    if square + value <= goal:
        return tuple(range(square + 1, square + value + 1))
    if overshoot == "stay":
        return None
    if overshoot == "finish":
        return tuple(range(square + 1, goal + 1))
    steps = []
    pos, step = square, 1
    for _ in range(value):
        if pos == goal:
            step = -1
        elif pos == 1 and step == -1:
            step = 1
        pos += step
        steps.append(pos)
    return tuple(steps)


def move_target(square: int, value: int, goal: int, overshoot: str) -> int | None:
    """The square a move of ``value`` pips from ``square`` lands on (before any jump); None
    when it would pass the goal under ``"stay"``; the goal itself under ``"finish"``. See `walk`."""
    steps = walk(square, value, goal, overshoot)
    if steps is None:
        return None
    return steps[-1] if steps else square


MILTON_BRADLEY_RULES = Rules(extra_roll_on_six=False, three_sixes_void=False, overshoot="stay", start="off-board")
"""The classic American board's rules: one die a turn, start off the board, overshoot stays."""
