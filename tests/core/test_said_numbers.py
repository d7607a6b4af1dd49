"""Every number the words layer says is bounded, in every language (the fault campaign found a
4 300-digit cell handed to Qt's 64-bit formatting: an overflow, a traceback): past 20 digits a
number is said by its first six digits, its last four and its length, as the core's messages
shorten it, in the language's own digits; a whole number past Qt's 64 bits but within 20
digits is written exactly, grouped as the language groups it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from snl_desktop.core.message import phrase
from snl_desktop.resources.languages import LANGUAGES as LISTED
from snl_desktop.words import languages, numbers, say

LANGUAGES = tuple(language.code for language in LISTED)
HUGE = int("9" * 4300)


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    languages.use(qapp, request.param)
    try:
        yield request.param
    finally:
        languages.use(qapp, "en")


def _digits(text: str) -> str:
    """``text``'s digits, in ASCII (Arabic-Indic ones too)."""
    return "".join(str(int(ch)) for ch in text if ch.isdigit())


def test_every_way_of_saying_a_number_is_bounded(language: str) -> None:
    for value in (HUGE, -HUGE, 10**20, 10**5000, 1e300, -1e300):
        said = [numbers.plain(int(value)), numbers.integer(int(value)), numbers.decimal(value, 2)]
        said += [numbers.percent(value), numbers.scientific(value), numbers.by_spec(value, "") or ""]
        assert all(0 < len(text) < 40 for text in said), said


def test_a_long_number_is_said_as_the_core_shortens_it(language: str) -> None:
    said = numbers.plain(HUGE)
    start, _, rest = said.partition("…")
    assert _digits(start) == "999999" and _digits(rest).startswith("9999"), said
    assert _digits(numbers.plain(-HUGE)) == _digits(said)
    assert numbers.plain(12345678901234567890123)[:6] == numbers.plain(123456)  # the language's digits


def test_a_message_with_a_long_number_is_one_short_line(language: str) -> None:
    message = phrase("Board", "{place}: {value} is neither -1 nor a square 1..{size}").of(
        place="row 0, column 1 (square 99)", value=HUGE, size=100
    )
    said = say(message)
    assert len(said) < 200 and "\n" not in said, said


@pytest.mark.parametrize("value", [2**63, -(2**63) - 1, 99999999999999999999, -99999999999999999999])
def test_a_number_past_64_bits_within_20_digits_is_written_exactly(language: str, value: int) -> None:
    assert _digits(numbers.plain(value)) == str(abs(value))
    assert _digits(numbers.integer(value)) == str(abs(value))
    shape = numbers.integer(10**19 if value > 0 else -(10**19))  # the grouping of a 20-digit number
    assert len(numbers.integer(value)) == len(shape) or abs(value) < 10**19
