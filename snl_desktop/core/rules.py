"""House rules of a game (docs/rules.md), with the JSON names used in `.snl` files.

Each rule is a field of `Rules`, listed once: the file keys (`RULE_KEYS`, in the order files
write them), the on/off rules (`BOOLEAN_RULES`) and the rules with a choice of values
(`CHOICE_RULES`, each an enum whose members are its values as files spell them) are read off
the fields. A new value of a choice is a new member of its enum."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, get_type_hints

from .errors import BoardError, spelled
from .message import phrase


class Overshoot(StrEnum):
    """What a move past the last square does: the rule ``overshoot``, and its values in files."""

    STAY = "stay"
    """The move is not made: the token stays where it was (the standard)."""
    BOUNCE = "bounce"
    """The token walks on to the last square and back by the pips left over."""
    FINISH = "finish"
    """The token reaches the last square (no exact finish is needed); the pips left over are lost."""


class Start(StrEnum):
    """Where the tokens start: the rule ``start``, and its values in files."""

    SQUARE_1 = "square-1"
    """On square 1, where no jump is taken (the standard)."""
    OFF_BOARD = "off-board"
    """On square 0, off the board: the first move may land on a jump on square 1."""
    SIX = "six"
    """On square 0, off the board, waiting for a 6: a turn whose first die is not a 6 leaves the
    token there; one that starts with a 6 moves it as the off-board start does (the family
    house rule "a 6 to start")."""


@dataclass(frozen=True)
class Rules:
    """The house rules of docs/rules.md; the defaults are the standard rules.

    - ``extra_roll_on_six``: a 6 earns another throw, at most three throws a turn; off means
      exactly one die a turn.
    - ``three_sixes_void``: a turn of three sixes is worth 0; off means it counts 18.
    - ``overshoot``: what a move past the last square does, an `Overshoot`.
    - ``start``: where the tokens start, a `Start`: on square 1, off the board on square 0, or
      off the board until their player throws a 6 (`Start.SIX`).
    - ``move_each_throw``: off (the standard), a turn moves the token once, by the sum of its
      dice, jumping over what lies between; on, every throw moves the token and takes a jump
      where it lands, and a third 6 (under ``three_sixes_void``) sends it back to the square
      where the turn began, unless it reaches the last square: reaching it wins, even on a
      third 6. With one die a turn the two are the same.

    A choice may be given as its value in files (``Rules(overshoot="bounce")``): it is made the
    enum's member. A wrong value raises `BoardError` naming the rule.
    """

    extra_roll_on_six: bool = True
    three_sixes_void: bool = True
    overshoot: Overshoot = Overshoot.STAY
    start: Start = Start.SQUARE_1
    move_each_throw: bool = False

    def __post_init__(self) -> None:
        for name in BOOLEAN_RULES:
            if not isinstance(getattr(self, name), bool):
                raise BoardError(
                    phrase("Rules", "rule '{name}' must be true or false, not {value}").of(
                        name=name, value=spelled(getattr(self, name))
                    )
                )
        for name, choice in CHOICE_RULES.items():
            value = getattr(self, name)
            try:
                member = choice(value)
            except ValueError:
                raise BoardError(
                    phrase("Rules", "rule '{name}' must be one of {choices}, not {value}").of(
                        name=name, choices=", ".join(choice), value=spelled(value)
                    )
                ) from None
            object.__setattr__(self, name, member)  # frozen: the value as given becomes the member

    @property
    def start_square(self) -> int:
        """The square every token starts on: 1, or 0 off the board (the off-board start, and
        "a 6 to start")."""
        return 1 if self.start == Start.SQUARE_1 else 0

    def waits_for_six(self, square: int) -> bool:
        """Whether a token on ``square`` waits for a 6 to come on the board: under "a 6 to
        start" (`Start.SIX`), on square 0. Only a turn whose first die is a 6 moves it."""
        return square == 0 and self.start == Start.SIX

    @property
    def throw_by_throw(self) -> bool:
        """Whether a turn's throws move the token one by one: the rule ``move_each_throw`` is
        on and a turn can have several throws (with one die a turn the two ways are the same)."""
        return self.move_each_throw and self.extra_roll_on_six

    def to_json(self) -> dict[str, Any]:
        """The ``"rules"`` object of a `.snl` file."""
        return {key: _plain(getattr(self, key)) for key in RULE_KEYS}

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


_TYPES = get_type_hints(Rules)
RULE_KEYS: tuple[str, ...] = tuple(field.name for field in fields(Rules))
"""The keys of a ``"rules"`` object in a file, in the order they are written: the fields of `Rules`."""
BOOLEAN_RULES: tuple[str, ...] = tuple(key for key in RULE_KEYS if _TYPES[key] is bool)
"""The on/off rules: the fields of `Rules` that are a bool."""
CHOICE_RULES: dict[str, type[StrEnum]] = {
    key: kind for key in RULE_KEYS if isinstance(kind := _TYPES[key], type) and issubclass(kind, StrEnum)
}
"""The rules with a choice of values: the fields of `Rules` that are an enum, and their enums."""
OVERSHOOT_CHOICES: tuple[str, ...] = tuple(member.value for member in Overshoot)
"""The values of ``overshoot`` as files and the command line spell them."""
START_CHOICES: tuple[str, ...] = tuple(member.value for member in Start)
"""The values of ``start`` as files and the command line spell them."""


def _plain(value: Any) -> Any:
    """A rule's value as JSON holds it: a choice as its plain string."""
    return value.value if isinstance(value, StrEnum) else value


def walk(square: int, value: int, goal: int, overshoot: Overshoot) -> tuple[int, ...] | None:
    """The squares a token on ``square`` steps on, one per pip, moving ``value`` pips on a board
    whose last square is ``goal`` (before any jump); None when the move would pass the goal
    under ``"stay"`` (the token does not move).

    With ``"bounce"`` the token turns back at the goal and, on a board too small for the pips
    left, turns again at square 1. With ``"finish"`` it stops on the goal: the game is won there,
    the pips left over are not walked.
    """
    if square + value <= goal:
        return tuple(range(square + 1, square + value + 1))
    if overshoot == Overshoot.STAY:
        return None
    if overshoot == Overshoot.FINISH:
        return tuple(range(square + 1, goal + 1))
    assert overshoot == Overshoot.BOUNCE, overshoot  # a new value needs its branch here
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


def move_target(square: int, value: int, goal: int, overshoot: Overshoot) -> int | None:
    """The square a move of ``value`` pips from ``square`` lands on (before any jump); None
    when it would pass the goal under ``"stay"``; the goal itself under ``"finish"``. See `walk`."""
    steps = walk(square, value, goal, overshoot)
    if steps is None:
        return None
    return steps[-1] if steps else square


MILTON_BRADLEY_RULES = Rules(
    extra_roll_on_six=False, three_sixes_void=False, overshoot=Overshoot.STAY, start=Start.OFF_BOARD
)
"""The classic American board's rules: one die a turn, start off the board, overshoot stays."""
