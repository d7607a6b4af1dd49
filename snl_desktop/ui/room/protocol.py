"""The messages between a phone and the room: JSON text, each field checked, nothing else taken.

The rule: a phone's message is parsed here into one of four typed values (`Hello`, `Claim`,
`Leave`, `Throw`) or refused with `ProtocolError`; a message with a field missing, a field too
many, a field of the wrong type (``true`` is not a number), out of range or too long, is refused
whole. The room answers with `state`, `seated` or `refused` messages built here; names travel
as JSON strings, never as markup.

A phone says (one JSON object per WebSocket text message, at most `MAX_MESSAGE_BYTES`)::

    {"type": "hello", "code": "0427"}                    join as a watcher
    {"type": "hello", "code": "0427", "token": "…"}      rejoin a seat (the code may be left out)
    {"type": "claim", "seat": 2}                         take a free seat
    {"type": "leave"}                                    give the seat back
    {"type": "throw", "seat": 2, "face": 0}              throw (0: the app throws; 1..6: a real die)

The room says::

    {"type": "state", "you": 2, "state": {…TableState…}}    (`table.TableState.to_json`; after a 6
                                                         that earns another throw: "dice": [6],
                                                         "throw_again": true)
    {"type": "seated", "seat": 2, "token": "…"}          keep the token to rejoin
    {"type": "refused", "reason": "taken"}               see `Reason`
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .guard import CODE_DIGITS

MAX_MESSAGE_BYTES = 4096
"""The largest frame and message a phone may send (a throw is about 40 bytes)."""
MAX_SEATS = 10
"""The most seats a room has (the game's most players)."""
MAX_TOKEN_LENGTH = 64
CODE = re.compile(rf"[0-9]{{{CODE_DIGITS}}}")
TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")


class ProtocolError(ValueError):
    """A message the room does not take (its text is for the log, never shown)."""


class Reason(StrEnum):
    """Why the room refused a phone's message (the page says each in its language)."""

    BAD_MESSAGE = "bad_message"
    JOIN_FIRST = "join_first"
    WRONG_CODE = "wrong_code"
    LOCKED = "locked"
    ROOM_LOCKED = "room_locked"
    SEAT_LOST = "seat_lost"
    TAKEN = "taken"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_YOUR_SEAT = "not_your_seat"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_NOW = "not_now"
    NO_REAL_DICE = "no_real_dice"


@dataclass(frozen=True)
class Hello:
    code: str | None
    token: str | None


@dataclass(frozen=True)
class Claim:
    seat: int


@dataclass(frozen=True)
class Leave:
    pass


@dataclass(frozen=True)
class Throw:
    seat: int
    face: int
    """0: the app throws for the phone; 1..6: a real die's face."""


PhoneMessage = Hello | Claim | Leave | Throw
"""What a phone may say."""

_FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # type: (required fields, optional fields), "type" aside
    "hello": (frozenset(), frozenset({"code", "token"})),
    "claim": (frozenset({"seat"}), frozenset()),
    "leave": (frozenset(), frozenset()),
    "throw": (frozenset({"seat", "face"}), frozenset()),
}


def _integer(doc: dict[str, Any], name: str, low: int, high: int) -> int:
    value = doc[name]
    if type(value) is not int or not low <= value <= high:  # bool is an int subclass: refused
        raise ProtocolError(f"{name} must be a whole number from {low} to {high}")
    return value


def _text(doc: dict[str, Any], name: str, pattern: re.Pattern[str]) -> str | None:
    value = doc.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise ProtocolError(f"{name} is not well formed")
    return value


def json_object(text: str) -> dict[str, Any]:
    """``text`` as the JSON object a phone's message is: at most `MAX_MESSAGE_BYTES`, valid
    JSON, an object (raises `ProtocolError`); its fields are the caller's to check."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too long")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("not JSON") from error
    if not isinstance(doc, dict):
        raise ProtocolError("not an object")
    return doc


def parse(text: str) -> PhoneMessage:
    """The phone's message in ``text``, checked (raises `ProtocolError`)."""
    doc = json_object(text)
    kind = doc.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("unknown type")
    required, optional = _FIELDS[kind]
    names = set(doc) - {"type"}
    if not required <= names or not names <= required | optional:
        raise ProtocolError("wrong fields")
    if kind == "hello":
        hello = Hello(_text(doc, "code", CODE), _text(doc, "token", TOKEN))
        if hello.code is None and hello.token is None:
            raise ProtocolError("a hello needs a code or a token")
        return hello
    if kind == "claim":
        return Claim(_integer(doc, "seat", 0, MAX_SEATS - 1))
    if kind == "leave":
        return Leave()
    return Throw(_integer(doc, "seat", 0, MAX_SEATS - 1), _integer(doc, "face", 0, 6))


def _dumps(doc: dict[str, Any]) -> str:
    return json.dumps(doc, separators=(",", ":"))  # ASCII: a lone surrogate in a name travels escaped


def state_text(state_json: str, you: int | None) -> str:
    """The ``state`` message for one phone, around the state's JSON (built once per publish)."""
    return f'{{"type":"state","you":{json.dumps(you)},"state":{state_json}}}'


def state_json(doc: dict[str, Any]) -> str:
    return _dumps(doc)


def seated_text(seat: int, token: str) -> str:
    return _dumps({"type": "seated", "seat": seat, "token": token})


def refused_text(reason: StrEnum) -> str:
    return _dumps({"type": "refused", "reason": reason.value})
