"""Numbers as the user's language writes them (QLocale's default, set with the language:
`languages.use`): "2,381.53" in English, "2.381,53" in German, Arabic-Indic digits in Arabic;
a percentage by the language's own pattern ("77.31%", "77,31 %"). JSON output never goes
through here: it keeps plain numbers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..core.message import fill


def decimal(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals and the language's separators."""
    return QLocale().toString(float(value), "f", digits)


def integer(value: int) -> str:
    """A whole number, its digits grouped in threes as the language groups them."""
    return QLocale().toString(int(value))


def percent(share: float, digits: int = 2) -> str:
    """A share (0..1) as a percentage: ``"77.31%"``."""
    number = QLocale().toString(share * 100, "f", digits)
    return fill(QCoreApplication.translate("Numbers", "{number}%"), {"number": number})


def scientific(value: float, digits: int = 1) -> str:
    """``value`` as ``1.5e-06`` is written in the language (its digits and decimal sign)."""
    return QLocale().toString(float(value), "e", digits)


_SPEC = re.compile(r"^(?P<group>,)?(?:\.(?P<digits>\d+))?(?P<kind>[fe%])?$")


def digits() -> QLocale:
    """The language's way of writing a whole number that is a name more than an amount (a
    square, a turn): its digits, never grouped (1000, not 1,000)."""
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.OmitGroupSeparator)
    return locale


def plain(value: int) -> str:
    """A whole number in the language's digits, not grouped (a square, a turn, a year):
    "1234" in English, "١٢٣٤" in Egyptian Arabic."""
    return digits().toString(int(value))


def by_spec(value: Any, spec: str) -> str | None:
    """A number a message writes, bare (``{square}``: `plain`) or with a Python format spec
    (``.2f``, ``.1%``, ``,``, ``.1e``), as the language writes it, so that one sentence never
    mixes two sets of digits; None for anything else (Python formats it)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if not spec and isinstance(value, int):
        return plain(value)
    if not spec:  # a float as it is ("3.5", "210", German "3,5"): its shortest exact form
        return digits().toString(value, "g", QLocale.FloatingPointPrecisionOption.FloatingPointShortest)
    match = _SPEC.match(spec)
    if match is None:
        return None
    places = int(match["digits"]) if match["digits"] is not None else None
    kind = match["kind"]
    if kind == "%":
        return percent(float(value), 6 if places is None else places)
    if kind == "e":
        return scientific(float(value), 6 if places is None else places)
    if kind == "f":
        return decimal(float(value), 6 if places is None else places)
    if match["group"] and places is None and isinstance(value, int):
        return integer(value)
    return None


def joined(items: Sequence[str], semicolons: bool = False) -> str:
    """``items`` as a list in the language: "a, b, c" (Arabic "a، b"), or with ``semicolons``
    for items that hold commas themselves ("a; b", French "a ; b")."""
    if semicolons:
        return QCoreApplication.translate("Lists", "; ").join(items)
    return QCoreApplication.translate("Lists", ", ").join(items)


def arrow() -> str:
    """The arrow from one square to another ("3 → 22"): it points the way the language reads
    (Arabic "←")."""
    return QCoreApplication.translate("Lists", "→")
