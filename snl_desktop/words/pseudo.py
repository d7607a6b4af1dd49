"""The pseudo-translation: every sentence wrapped in ⟦…⟧, its letters accented and a third
longer, so that a glance at the window shows what escapes translation (no marks) and what
clips when a language is longer than English. Loaded by ``SNL_LANG=pseudo``."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, QTranslator

OPEN, CLOSE = "⟦", "⟧"
ACCENTS = str.maketrans("AaEeIiOoUuYyCcNn", "ÅåÉéÎîÖöÜüÝýÇçÑñ")
# What must reach the screen unchanged: placeholders ({name}, %n, %1), markup tags and entities.
_KEEP = re.compile(r"\{[^{}]*\}|%L?[n\d]|<[^<>]*>|&[a-zA-Z]+;|&#\d+;")


def pseudo(text: str) -> str:
    """``text`` accented between the parts that must stay, padded by about 30 %, in marks."""
    if not text:
        return text
    pieces: list[str] = []
    last = 0
    for match in _KEEP.finditer(text):
        pieces.append(text[last : match.start()].translate(ACCENTS))
        pieces.append(match.group())
        last = match.end()
    pieces.append(text[last:].translate(ACCENTS))
    padding = "·" * max(1, round(len(text) * 0.3))
    return f"{OPEN}{''.join(pieces)}{padding}{CLOSE}"


class PseudoTranslator(QTranslator):
    """Translates every text by `pseudo`, after the ``english`` catalogue has chosen its plural
    form."""

    def __init__(self, english: QTranslator | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.english = english

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = self.english.translate(context, source, disambiguation, n) if self.english is not None else None
        return pseudo(text or source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False
