"""Players' names: one rule, used by the turn engine, saved games and the New Game dialog.

A name is text of 1 to `MAX_NAME` characters once surrounding spaces are set aside, every
character printable (no line breaks, control characters or unpaired surrogates, which no file
could save), with no comma (the engine's answers are comma-separated). The names of one game
differ, ignoring case ("Ana" and "ana" could not be told apart at the table) and how the text
spells its accents: "José" typed with a composed "é" and with "e" + a combining accent are one
name (Unicode canonical equivalence). A name is kept in its composed form (NFC, `normal_name`),
and its length counted in that form.

A problem is a `Message` (the words layer says it); None means the name can play."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from .errors import short_repr
from .message import Message, phrase

MAX_NAME = 24


def normal_name(name: str) -> str:
    """``name`` as it is kept: surrounding spaces set aside, accents composed (NFC)."""
    return unicodedata.normalize("NFC", name.strip())


def name_key(name: str) -> str:
    """What two names that cannot be told apart have in common: case and the spelling of
    accents set aside (canonical caseless matching)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name.strip()).casefold())


def _quoted(name: str) -> str:
    return f"“{name[:MAX_NAME]}…”" if len(name) > MAX_NAME else f"“{name}”"


def name_problem(name: Any, number: int | None = None) -> Message | None:
    """Why ``name`` cannot be a player's name (None when it can); ``number`` is the player's
    seat (1-based), named in the message when given."""
    if not isinstance(name, str):
        if number is None:
            return phrase("Names", "a player's name must be text, not {value}").of(value=short_repr(name))
        return phrase("Names", "player {number}'s name must be text, not {value}").of(
            number=number, value=short_repr(name)
        )
    clean = name.strip()
    if len(clean) <= 10 * MAX_NAME:  # (longer is too long however it is spelt: not worth composing)
        clean = unicodedata.normalize("NFC", clean)
    if not clean:
        if number is None:
            return phrase("Names", "a player's name cannot be empty")
        return phrase("Names", "player {number} needs a name").of(number=number)
    if "," in clean:
        return phrase("Names", "{name}: a name cannot contain a comma").of(name=_quoted(clean))
    if len(clean) > MAX_NAME:
        return phrase("Names", "{name} is too long (at most {most} characters)").of(name=_quoted(clean), most=MAX_NAME)
    if not clean.isprintable():
        if number is None:
            return phrase("Names", "a player's name {name} holds a character that is not printable text").of(
                name=short_repr(clean)
            )
        return phrase("Names", "player {number}'s name {name} holds a character that is not printable text").of(
            number=number, name=short_repr(clean)
        )
    return None


def names_problem(names: Sequence[Any]) -> Message | None:
    """The first reason these names cannot play together (None when they can)."""
    seen: set[str] = set()
    for number, name in enumerate(names, 1):
        problem = name_problem(name, number)
        if problem is not None:
            return problem
        key = name_key(name)
        if key in seen:
            return phrase("Names", "two players are called {name}: names must differ").of(name=_quoted(name.strip()))
        seen.add(key)
    return None
