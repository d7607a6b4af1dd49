"""A menu's or button's text as words to say or list: its mnemonic taken out.

The rule: ``&`` marks the key letter (``&&`` is an ampersand); a language whose letters a Latin
keyboard cannot type gives its item a Latin key in brackets at the end ("दृश्य (&V)", as Hindi
desktop apps do): said or listed, the item is "दृश्य", never "दृश्य (V)"."""

from __future__ import annotations

import re

_BRACKETED_KEY = re.compile(r"\s*\(&[A-Za-z0-9]\)")


def without_mnemonic(text: str) -> str:
    """``text`` without its key letter's mark: "&Open…" → "Open…", "दृश्य (&V)" → "दृश्य",
    "Salt && Pepper" → "Salt & Pepper"."""
    text = _BRACKETED_KEY.sub("", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")
