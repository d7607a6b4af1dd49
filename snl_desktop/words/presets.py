"""The shipped boards' names in the user's language (a preset file holds its English name, as
any board file holds the name its designer gave it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

PRESET_KEYS = ("classic", "leetcode-6x6", "linear-30", "milton-bradley")
"""The shipped boards this module names."""


def preset_title(key: str, name: str, translate: Callable[[str, str], str] = QCoreApplication.translate) -> str:
    """The name of the preset ``key`` (``"classic"``) in the user's language (or as
    ``translate`` says it: another language's catalogue); ``name`` (the file's own) for a board
    this module does not know."""
    titles = {
        "classic": translate("Presets", "Classic family board"),
        "leetcode-6x6": translate("Presets", "LeetCode 909 example (6×6)"),
        "linear-30": translate("Presets", "30-cell linear board (5×6)"),
        "milton-bradley": translate("Presets", "Milton Bradley classic (Chutes and Ladders)"),
    }
    return titles.get(key, name)
