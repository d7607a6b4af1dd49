"""Names the app gave, not the family: a seat's "Player 2", the computer's "Computer" and a
shipped board's title are defaults, and a default is said in the language the app speaks now,
whatever language it was written down in. A remembered family, an unfinished game's file and
an open board keep the words of the day they were made ("Player 1" stored in English); shown
after a switch to German they say "Spieler 1" and "Klassisches Familienspielbrett". A name the
family typed is never changed (one that is, word for word, a default in some language is taken
for that default)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..core.game import MAX_PLAYERS
from ..core.message import fill
from ..core.names import name_key
from ..resources.languages import LANGUAGES, SOURCE
from . import spoken
from .languages import translator
from .presets import PRESET_KEYS, preset_title

__all__ = ["default_player", "shown_board_name", "shown_name"]

Translate = Callable[[str, str], str]
_MARKS = dict.fromkeys(map(ord, "\u061c\u200e\u200f\u2066\u2067\u2068\u2069"))
"""Direction marks and isolates a sentence may have put around a number: not part of a name."""


def default_player(number: int) -> str:
    """The name a seat (1-based) has until the family types theirs: ``"Player 2"``."""
    return spoken(QCoreApplication.translate("NewGameDialog", "Player {number}"), number=number)


def _computer(translate: Translate) -> list[str]:
    """The names the computer's seat is given ("Computer"; "The computer" when a person took it)."""
    return [translate("NewGameDialog", "Computer"), translate("NewGameDialog", "The computer")]


def shown_name(name: str) -> str:
    """``name`` as the app says it now: a default ("Player 2", "Computer") in the language the
    app speaks, any other name as it is."""
    said = _defaults().get(_key(name))
    if said is None:
        return name
    kind, number = said
    if kind == "player":
        return default_player(number)
    return _computer(QCoreApplication.translate)[number]


def shown_board_name(name: str) -> str:
    """A shipped board's title (in whatever language it was written) in the language the app
    speaks; any other board's name as it is."""
    key = _presets().get(_key(name))
    return preset_title(key, name) if key is not None else name


def _key(name: str) -> str:
    return name_key(unicodedata.normalize("NFKC", name.translate(_MARKS)))


def _translations() -> list[tuple[str, Translate]]:
    """Each language's way to translate a text, from its own catalogue (installed or not)."""
    found: list[tuple[str, Translate]] = []
    for language in LANGUAGES:
        catalogue = None if language.code == SOURCE else translator(language.code)
        found.append((language.code, _translate_with(catalogue)))
    return found


def _translate_with(catalogue: QTranslator | None) -> Translate:
    def translate(context: str, text: str) -> str:
        return (catalogue.translate(context, text) if catalogue is not None else "") or text

    return translate


@cache
def _defaults() -> dict[str, tuple[str, int]]:
    """Every language's default names (its "Player 1" … "Player 10", in its own digits and in
    ASCII ones, and its computer's names) → what they stand for."""
    found: dict[str, tuple[str, int]] = {}
    for code, translate in _translations():
        text = translate("NewGameDialog", "Player {number}")
        locale = QLocale(code)
        for number in range(1, MAX_PLAYERS + 1):
            for digits in {str(number), locale.toString(number)}:
                found[_key(fill(text, {"number": digits}))] = ("player", number)
        for index, name in enumerate(_computer(translate)):
            found.setdefault(_key(name), ("computer", index))
    return found


@cache
def _presets() -> dict[str, str]:
    """Every language's title of each shipped board → the board's key."""
    found: dict[str, str] = {}
    for _code, translate in _translations():
        for key in PRESET_KEYS:
            found[_key(preset_title(key, "", translate))] = key
    found.pop(_key(""), None)
    return found
