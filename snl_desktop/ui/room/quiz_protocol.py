"""The class quiz's messages between a student's phone and the room: JSON text, each field
checked, nothing else taken (the same rules as the game's `protocol`).

A phone says (one JSON object per WebSocket text message, at most `protocol.MAX_MESSAGE_BYTES`)::

    {"type": "hello", "code": "0427", "nickname": "Ana"}   join, or take back a nickname whose
                                                           phone dropped
    {"type": "hello", "token": "…"}                        rejoin (the token from ``joined``)
    {"type": "answer", "question": 3, "squares": [15, 7]}  answer the question asked (once)

An answer names no student: it counts for the nickname the connection joined as, and nothing a
phone sends can answer for another. The room says ``joined`` (the nickname and its token),
``refused`` (see `QuizReason`) and ``quiz`` (`quiz_view.phone_view`, each phone its own).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .protocol import CODE, TOKEN, ProtocolError, json_object

MAX_SQUARES = 6
"""The most squares an answer names (six throws: at most six squares enter)."""
MAX_SQUARE = 1_000_000
"""The largest square number a board has (1000 × 1000)."""
MAX_NICKNAME_CHARACTERS = 64
"""What the wire takes for a nickname (the quiz then cleans it and takes at most 20)."""


class QuizReason(StrEnum):
    """Why the room refused a phone's message (the page says each in its language)."""

    BAD_MESSAGE = "bad_message"
    JOIN_FIRST = "join_first"
    WRONG_CODE = "wrong_code"
    LOCKED = "locked"
    ROOM_LOCKED = "room_locked"
    TOKEN_LOST = "token_lost"
    BAD_NAME = "bad_name"
    NAME_TAKEN = "name_taken"
    FULL = "full"
    REMOVED = "removed"
    NOT_ASKED = "not_asked"
    TIME_UP = "time_up"
    ANSWERED = "answered"


@dataclass(frozen=True)
class Join:
    code: str
    nickname: str


@dataclass(frozen=True)
class Rejoin:
    token: str


@dataclass(frozen=True)
class Answer:
    question: int
    squares: tuple[int, ...]


QuizMessage = Join | Rejoin | Answer


def parse(text: str) -> QuizMessage:
    """The phone's message in ``text``, checked (raises `ProtocolError`)."""
    doc = json_object(text)
    kind = doc.get("type")
    names = set(doc) - {"type"}
    if kind == "hello" and names == {"code", "nickname"}:
        code, nickname = doc["code"], doc["nickname"]
        if not isinstance(code, str) or not CODE.fullmatch(code):
            raise ProtocolError("code is not well formed")
        if not isinstance(nickname, str) or not 0 < len(nickname) <= MAX_NICKNAME_CHARACTERS:
            raise ProtocolError("nickname is not well formed")
        return Join(code, nickname)
    if kind == "hello" and names == {"token"}:
        token = doc["token"]
        if not isinstance(token, str) or not TOKEN.fullmatch(token):
            raise ProtocolError("token is not well formed")
        return Rejoin(token)
    if kind == "answer" and names == {"question", "squares"}:
        return Answer(_whole(doc["question"], 1, 100_000), _squares(doc["squares"]))
    raise ProtocolError("unknown message")


def _whole(value: Any, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:  # bool is an int subclass: refused
        raise ProtocolError(f"must be a whole number from {low} to {high}")
    return value


def _squares(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_SQUARES:
        raise ProtocolError(f"squares must be a list of at most {MAX_SQUARES}")
    return tuple(_whole(square, 1, MAX_SQUARE) for square in value)


def _dumps(doc: dict[str, Any]) -> str:
    return json.dumps(doc, separators=(",", ":"))  # ASCII: a lone surrogate in a name travels escaped


def joined_text(nickname: str, token: str) -> str:
    return _dumps({"type": "joined", "nickname": nickname, "token": token})


def quiz_text(view: dict[str, Any]) -> str:
    return _dumps({"type": "quiz", **view})
