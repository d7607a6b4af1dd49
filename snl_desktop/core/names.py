"""Players' names: one rule, used by the turn engine, saved games and the New Game dialog.

A name is text of 1 to `MAX_NAME` characters once surrounding spaces are set aside, every
character printable (no line breaks, control characters or unpaired surrogates, which no file
could save), with no comma (the engine's answers are comma-separated). The names of one game
differ, ignoring case ("Ana" and "ana" could not be told apart at the table)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import short_repr

MAX_NAME = 24


def _quoted(name: str) -> str:
    return f"“{name[:MAX_NAME]}…”" if len(name) > MAX_NAME else f"“{name}”"


def name_problem(name: Any, number: int | None = None) -> str:
    """Why ``name`` cannot be a player's name ("" when it can); ``number`` is the player's seat."""
    who = f"player {number}" if number is not None else "a player"
    if not isinstance(name, str):
        return f"{who}'s name must be text, not {short_repr(name)}"
    clean = name.strip()
    if not clean:
        return f"{who} needs a name" if number is not None else "a player's name cannot be empty"
    if "," in clean:
        return f"{_quoted(clean)}: a name cannot contain a comma"
    if len(clean) > MAX_NAME:
        return f"{_quoted(clean)} is too long (at most {MAX_NAME} characters)"
    if not clean.isprintable():
        return f"{who}'s name {short_repr(clean)} holds a character that is not printable text"
    return ""


def names_problem(names: Sequence[Any]) -> str:
    """The first reason these names cannot play together ("" when they can)."""
    seen: set[str] = set()
    for number, name in enumerate(names, 1):
        problem = name_problem(name, number)
        if problem:
            return problem
        key = name.strip().casefold()
        if key in seen:
            return f"two players are called {_quoted(name.strip())}: names must differ"
        seen.add(key)
    return ""
