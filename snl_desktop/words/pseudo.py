"""The pseudo-translation: every sentence wrapped in ⟦…⟧, its letters accented and a third
longer, so that a glance at the window shows what escapes translation (no marks) and what
clips when a language is longer than English. Loaded by ``SNL_LANG=pseudo``."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QObject, QTranslator

OPEN, CLOSE = "⟦", "⟧"
ACCENTS = str.maketrans("AaEeIiOoUuYyCcNn", "ÅåÉéÎîÖöÜüÝýÇçÑñ")
# What must reach the screen unchanged: placeholders ({name}, %n, %1, argparse's %(name)s and
# %s), markup tags and entities.
_KEEP = re.compile(r"\{[^{}]*\}|%L?[n\d]|%\(\w+\)[sdr]|%[sdr]|<[^<>]*>|&[a-zA-Z]+;|&#\d+;")


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


QT_OWN = frozenset(
    {
        "QPlatformTheme",
        "QGnomeTheme",
        "QDialogButtonBox",
        "QMessageBox",
        "QFileDialog",
        "QColorDialog",
        "QPrintDialog",
        "QPrintPreviewDialog",
        "QPageSetupWidget",
        "QShortcut",
        "QWidgetTextControl",
        "QUnicodeControlCharacterMenu",
    }
)
"""Contexts of Qt's own texts (standard buttons, dialogs, key names): Qt's catalogues translate
them (``qtbase_*.qm``), so the pseudo-translation marks them as if they had."""


def template_keys(template: Path) -> frozenset[tuple[str, str]]:
    """The (context, source) of each message of a catalogue: what a translator is given."""
    root = ET.parse(template).getroot()
    return frozenset(
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    )


class PseudoTranslator(QTranslator):
    """Translates every text by `pseudo`, after the ``english`` catalogue has chosen its plural
    form. Given the ``known`` messages of the template, it translates only those, under their
    own context, as a real catalogue would: a text the code asks for under another context
    than lupdate wrote (``tr = self.tr`` reads to lupdate as a text with no context) stays
    unmarked, so the pseudo-translation shows it escaping."""

    def __init__(
        self,
        english: QTranslator | None = None,
        parent: QObject | None = None,
        known: frozenset[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.english = english
        self.known = known

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if self.known is not None and context not in QT_OWN and (context, source) not in self.known:
            return None  # (Qt then asks under the next class's context, then shows the source)
        text = self.english.translate(context, source, disambiguation, n) if self.english is not None else None
        return pseudo(text or source)

    def isEmpty(self) -> bool:  # Qt's name
        return False
