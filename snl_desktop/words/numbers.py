"""Numbers as the user's language writes them (QLocale's default, set with the language:
`languages.use`): "2,381.53" in English, "2.381,53" in German, Arabic-Indic digits in Arabic;
a percentage by the language's own pattern ("77.31%", "77,31 %"); a power of ten as a reader
writes it ("1.8 × 10³⁰⁸", "1,8 × 10³⁰⁸"), never a program's "1.8e+308". JSON output never goes
through here: it keeps plain numbers.

Every number said is bounded: one of more than `LONGEST` digits (a hostile file's cell, say)
is said by its first and last digits and its length, "999999…9999 (4300 digits)", as the
core's messages shorten it (`core.errors.readable`), in the language's digits; a whole number
too large for Qt's 64-bit formatting but not that long is written digit by digit, exactly."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ..core.message import fill
from .isolation import isolated, window_direction

LONGEST = 20
"""The most digits a number is written with in full (`core.errors.LONG_NUMBER`'s bound)."""
_LARGEST = 10**LONGEST
"""The smallest number of more than `LONGEST` digits."""
_QT_INT = 2**63 - 1
"""The largest whole number QLocale writes (a larger one overflows its 64-bit argument)."""
_LOG10_2 = math.log10(2)


def _digit_count(magnitude: int) -> int:
    """How many decimal digits ``magnitude`` (>= 0) has, without writing it out (Python refuses
    to write a number of more than 4300 digits)."""
    count = max(1, int(magnitude.bit_length() * _LOG10_2))
    while count > 1 and 10 ** (count - 1) > magnitude:
        count -= 1
    while 10**count <= magnitude:
        count += 1
    return count


def _too_long(value: float) -> bool:
    """Whether ``value`` has more than `LONGEST` digits before its decimal point."""
    return (isinstance(value, int) or math.isfinite(value)) and abs(value) >= _LARGEST


def _in_digits(text: str, locale: QLocale) -> str:
    """``text``'s ASCII digits in ``locale``'s digits (Arabic-Indic in Arabic)."""
    own = [locale.toString(d) for d in range(10)]
    return "".join(own[ord(ch) - 48] if "0" <= ch <= "9" else ch for ch in text)


def in_own_digits(text: str) -> str:
    """A translated sentence's own numbers (the "6" a translator wrote in "Threw a 6?", the
    "1" of "square 1") in the language's digits, as the board and every filled-in number
    are: "رميت ٦؟" beside a board numbered ١٢٣. Only for sentences whose digits are all
    numbers a reader counts with (the rules), never a key's name ("F6") or a file's."""
    return _in_digits(text, digits())


class Numbers(QObject):
    """The sentences of this module with a count (context "Numbers": lupdate extracts plural
    forms only from ``self.tr(text, "", n)``)."""

    def shortened(self, count: int) -> str:
        return self.tr("{start}…{end} (%n digits)", "", count)


_NUMBERS = Numbers()


def shortened(value: int) -> str:
    """A whole number of more than `LONGEST` digits as its first six digits, its last four and
    its length, in the language's digits: ``"999999…9999 (4300 digits)"``."""
    magnitude = abs(int(value))
    count = _digit_count(magnitude)
    locale = digits()
    start = locale.toString(magnitude // 10 ** max(0, count - 6))
    end = _in_digits(f"{magnitude % 10**4:04d}", locale)
    sign = locale.negativeSign() if value < 0 else ""
    return fill(_NUMBERS.shortened(count), {"start": sign + start, "end": end})


def _whole(value: int, locale: QLocale) -> str:
    """A whole number as ``locale`` writes it, whatever its size (`shortened` past `LONGEST`
    digits; beyond QLocale's 64 bits, the digits put one by one into the shape QLocale gives a
    number of as many digits: its signs, separators and grouping)."""
    if -_QT_INT - 1 <= value <= _QT_INT:
        return locale.toString(value)
    if abs(value) >= _LARGEST:
        return shortened(value)
    figures = iter(_in_digits(str(abs(value)), locale))
    own = {locale.toString(d) for d in range(10)}
    shape = locale.toString(math.copysign(10.0 ** (_digit_count(abs(value)) - 1), value), "f", 0)  # exact: < 1e20
    return "".join(next(figures) if ch in own else ch for ch in shape)


def decimal(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals and the language's separators."""
    if _too_long(value):
        return shortened(int(value))
    return QLocale().toString(float(value), "f", digits)


def integer(value: int) -> str:
    """A whole number, its digits grouped in threes as the language groups them."""
    return _whole(int(value), QLocale())


def percent(share: float, digits: int = 2) -> str:
    """A share (0..1) as a percentage: ``"77.31%"``."""
    hundred = share * 100
    number = shortened(int(hundred)) if _too_long(hundred) else QLocale().toString(float(hundred), "f", digits)
    return fill(QCoreApplication.translate("Numbers", "{number}%"), {"number": number})


_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
_TIMES = "\u00a0×\u00a010"
"""Between the number and its power of ten: "× 10", kept on one line (no-break spaces)."""


def scientific(value: float, digits: int = 1) -> str:
    """``value`` as a reader writes a power of ten, its number with ``digits`` decimals in the
    language's decimal sign: "1.5 × 10⁻⁶", German, French and Spanish "1,5 × 10⁻⁶", never a
    program's "1.5e-06". A language whose digits are not 0–9 (Arabic's ٠١٢…, which have no
    superscript forms) keeps its own way as its locale writes it ("١٫٥أس؜-٠٦"); infinity and
    NaN are said as the locale says them."""
    try:
        number = float(value)
    except OverflowError:  # a whole number beyond any float's range
        return shortened(int(value))
    locale = QLocale()
    if not math.isfinite(number) or locale.zeroDigit() != "0":
        return locale.toString(number, "e", digits)
    mantissa, _, power = f"{number:.{max(0, digits)}e}".partition("e")
    written = locale.toString(float(mantissa), "f", max(0, digits))
    return f"{written}{_TIMES}{str(int(power)).translate(_SUPERSCRIPT)}"


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
    return _whole(int(value), digits())


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
    for items that hold commas themselves ("a; b", French "a ; b"); in a window, each item
    that runs against its direction isolated (`isolation`: "⁨Ana⁩، ⁨Ben⁩" keeps its order in
    Arabic)."""
    direction = window_direction()
    each = [isolated(item, direction) for item in items]
    if semicolons:
        return QCoreApplication.translate("Lists", "; ").join(each)
    return QCoreApplication.translate("Lists", ", ").join(each)


def arrow() -> str:
    """The arrow from one square to another ("3 → 22"): it points the way the language reads
    (Arabic "←")."""
    return QCoreApplication.translate("Lists", "→")
