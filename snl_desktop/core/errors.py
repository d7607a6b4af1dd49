"""The core's exceptions: both are `ValueError`s whose message a user can act on."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .message import Message, phrase


class _Decimal:
    """What every number with a decimal point in a file becomes (`files.safe_io.decode_json`):
    one shared value (a file of millions of them costs no more than a list of pointers), never
    a whole number, so the checks that follow refuse it where it stands, naming its row and
    column."""

    def __repr__(self) -> str:
        return "a number with a decimal point"


DECIMAL = _Decimal()


def short_repr(value: object, limit: int = 40) -> str:
    """A value as a file would spell it (JSON: ``"x"``, ``true``; else Python's repr), cut to
    ``limit`` characters, for messages about untrusted input."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        try:
            text = repr(value)
        except RecursionError:
            text = f"<deeply nested {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def spelled(value: object) -> Message | str:
    """A value from an untrusted file as a message's field: as the file spells it
    (`short_repr`), or in words where it has no spelling (a number with a decimal point)."""
    if value is DECIMAL:
        return phrase("Files", "a number with a decimal point")
    return short_repr(value)


LONG_NUMBER = re.compile(r"\d{21,}")


def readable(message: str) -> str:
    """``message`` with every number longer than 20 digits (from a hostile file, say) cut to
    its first and last digits and its length: ``"123456…7890 (4300 digits)"``, and every
    character no terminal or file can encode (a lone surrogate) written as its escape. Every
    error and warning message goes through here."""
    short = LONG_NUMBER.sub(lambda m: f"{m.group()[:6]}…{m.group()[-4:]} ({len(m.group())} digits)", message)
    return short.encode("utf-8", "backslashreplace").decode("utf-8")  # a lone surrogate from a file: shown as \ud800


@dataclass(frozen=True)
class Problem:
    """One thing wrong with (``"error"``) or worth a designer's look on (``"warning"``) a board:
    ``what`` says it (a `Message`, put into words by the words layer). ``row`` and ``col`` are
    matrix indices, or None when the problem has no one square."""

    severity: Literal["error", "warning"]
    what: Message
    square: int | None = None
    row: int | None = None
    col: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "what", _as_message(self.what))

    @property
    def message(self) -> str:
        """In English: for JSON, logs and tests."""
        return readable(self.what.english())

    def to_json(self) -> dict[str, Any]:
        return {
            "severity": self.severity,
            "message": self.message,
            "square": self.square,
            "row": self.row,
            "col": self.col,
        }


def _as_message(what: Message | str) -> Message:
    # A plain string: text that is not the app's own (a parser's words), shown as it is.
    return what if isinstance(what, Message) else Message("", what)


class BoardError(ValueError):
    """A board, a board file or a rule that cannot be accepted. ``what`` says why, naming the
    square (and the matrix row and column where there is one); ``str()`` is its English.
    ``problems`` lists every error found when more than one was looked for."""

    def __init__(self, what: Message | str, problems: Sequence[Problem] = ()) -> None:
        self.what = _as_message(what)
        super().__init__(readable(self.what.english()))
        self.problems: tuple[Problem, ...] = tuple(problems)


class TurnError(ValueError):
    """A call to the turn engine that breaks the rules of a turn (unknown player, an illegal
    dice list, wrong types). The game is left unchanged."""

    def __init__(self, what: Message | str) -> None:
        self.what = _as_message(what)
        super().__init__(readable(self.what.english()))
