"""The shipped translation catalogues as a test reads them: each language's ``.ts`` source, its
messages and what its translator wrote."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from snl_desktop.resources.languages import TRANSLATED

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
SHIPPED = tuple(language.code for language in TRANSLATED)
"""The languages shipped beside English (the source language), as the languages' list has them."""


@cache
def messages(language: str) -> dict[tuple[str, str], ET.Element]:
    """``(context, source)`` → the ``<message>`` of the catalogue of ``language``."""
    root = ET.parse(FOLDER / f"snl_desktop_{language}.ts").getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


def forms(message: ET.Element) -> list[str]:
    """The translation of ``message``: its one text, or its plural forms."""
    translation = message.find("translation")
    if translation is None:
        return []
    plural = translation.findall("numerusform")
    return [form.text or "" for form in plural] if plural else [translation.text or ""]


def translation(language: str, context: str, source: str) -> str:
    """What the catalogue of ``language`` says for ``source`` (its first form)."""
    found = forms(messages(language)[(context, source)])
    return found[0] if found else ""
