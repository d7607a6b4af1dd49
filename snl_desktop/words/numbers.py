"""Numbers as the user's language writes them (QLocale's default, set with the language:
`languages.use`): "2,381.53" in English, "2.381,53" in German, Arabic-Indic digits in Arabic;
a percentage by the language's own pattern ("77.31%", "77,31 %"). JSON output never goes
through here: it keeps plain numbers."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def decimal(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals and the language's separators."""
    return QLocale().toString(float(value), "f", digits)


def integer(value: int) -> str:
    """A whole number, its digits grouped in threes as the language groups them."""
    return QLocale().toString(int(value))


def percent(share: float, digits: int = 2) -> str:
    """A share (0..1) as a percentage: ``"77.31%"``."""
    number = QLocale().toString(share * 100, "f", digits)
    return QCoreApplication.translate("Numbers", "{number}%").format(number=number)
