"""Issue 35, defect 11: each language keeps a glossary (docs/translations/<lang>.md) of the
words the game is played with — its name, snake, ladder, die, throw, square, turn, token, and
queue, board, player, room code — and its catalogue keeps to it: every message whose English
source names the word says it with one of the glossary's forms, in every translation (each
plural form). A message that says "ladder" as "Sprosse" in one place and "Leiter" elsewhere,
or a turn as a throw, is found here."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from helpers.catalogues import SHIPPED, forms, messages

ROOT = Path(__file__).resolve().parents[2]
GLOSSARIES = ROOT / "docs" / "translations"

ENGLISH = {
    "game name": r"\bSnakes & Ladders\b",
    "snake": r"\bsnakes?\b",
    "ladder": r"\bladders?\b",
    "die": r"\b(?:die|dice)\b",
    "throw": r"\b(?:throws?|threw|thrown|throwing)\b",
    "square": r"\bsquares?\b",
    "turn": r"\bturns?\b",
    "token": r"\btokens?\b",
    "queue": r"\bqueue\b",
    "board": r"\bboards?\b",
    "player": r"\bplayers?\b",
    "room code": r"\broom(?:'s)? code\b",
}
"""Where an English source names each term (the same for every language)."""

NOT_WORDS = re.compile(
    r"\{[^{}]*\}"  # a field: {board}, {turns}
    r"|(?<!\w)'[^']*'|\"[^\"]*\""  # quoted code or a file's key: 'board', "player"
    r"|--[\w-]+|\w+\([^()]*\)|\([\w-]+-[\w-]+\)|\b\w+_\w+\b"  # --players, snakesAndLadders(board), (off-board)
    r"|Snakes & Ladders Studio|Chutes and Ladders"  # names kept in English
    r"|\brows? turns?\b|\btake turns\b",  # "turn" the verb
    re.IGNORECASE,
)
"""What of an English source is not the game's words."""

OTHER_SENSE = {
    ("GeneratorDialog", "Square"),  # the board's shape
    ("SizeBar", "Square"),
    ("Check", "board: {value}"),  # a Python parameter
    ("Animation", "no step size {step}: choose throw, square or depth"),  # option values
}
"""Messages whose English word is not the game's (in every language)."""


@dataclass(frozen=True)
class Glossary:
    terms: dict[str, tuple[str, ...]]
    """Each term → the forms the catalogue may say it with."""
    exempt: frozenset[tuple[str, str]]
    """``(context, source)`` of the messages the glossary lets say the word elsewhere."""


def glossary(language: str) -> Glossary:
    """The glossary of ``language``: its table of terms, and its "Not checked" table."""
    terms: dict[str, tuple[str, ...]] = {}
    exempt: set[tuple[str, str]] = set()
    for line in (GLOSSARIES / f"{language}.md").read_text("utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if len(cells) == 5 and cells[0] in ENGLISH:
            terms[cells[0]] = tuple(form.strip() for form in cells[3].split("·") if form.strip())
        elif len(cells) == 3 and cells[0] not in ("Context", "---"):
            exempt.add((cells[0], cells[1]))
    return Glossary(terms, frozenset(exempt))


def english(source: str) -> str:
    """The words of a source (its fields, code and kept names set aside)."""
    return NOT_WORDS.sub(" ", source)


def said(text: str) -> str:
    """A translation as read: its mnemonic's ``&`` set aside ("L&eiter"), any case."""
    return re.sub(r"&(?=\w)", "", text).casefold()


def test_each_language_has_a_glossary_of_every_term() -> None:
    for language in SHIPPED:
        path = GLOSSARIES / f"{language}.md"
        assert path.is_file(), f"{language}: write its glossary, {path.relative_to(ROOT)} (copy another's table)"
        terms = glossary(language).terms
        assert set(terms) == set(ENGLISH), (language, set(ENGLISH) ^ set(terms))
        assert all(terms.values()), language


@pytest.mark.parametrize("language", SHIPPED)
def test_the_catalogue_uses_the_glossary(language: str) -> None:
    chosen = glossary(language)
    wrong = []
    for term, pattern in ENGLISH.items():
        words = tuple(form.casefold() for form in chosen.terms[term])
        for (context, source), message in messages(language).items():
            if (context, source) in OTHER_SENSE | chosen.exempt or not re.search(pattern, english(source), re.I):
                continue
            for text in forms(message):
                if text and not any(word in said(text) for word in words):
                    wrong.append(f"{term}: {context}: {source!r} → {text!r}")
                    break
    assert not wrong, f"{len(wrong)} in {language} (docs/translations/{language}.md):\n" + "\n".join(wrong[:30])


def test_a_term_out_of_place_is_found() -> None:
    """The check finds a ladder said otherwise ("Sprosse") and lets the glossary's forms pass."""
    words = tuple(form.casefold() for form in glossary("de").terms["ladder"])
    assert any(word in said("Die L&eitern von 3 nach 22") for word in words)
    assert not any(word in said("Die Sprosse von 3 nach 22") for word in words)
    assert re.search(ENGLISH["ladder"], english("{dice} and climbed the ladder"))
    assert not re.search(ENGLISH["board"], english("the game's 'board' must be an object, not {board}"))
