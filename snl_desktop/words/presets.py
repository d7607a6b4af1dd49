"""The shipped boards' names in the user's language (a preset file holds its English name, as
any board file holds the name its designer gave it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def preset_title(key: str, name: str) -> str:
    """The name of the preset ``key`` (``"classic"``) in the user's language; ``name`` (the
    file's own) for a board this module does not know."""
    translate = QCoreApplication.translate
    titles = {
        "classic": translate("Presets", "Classic family board"),
        "leetcode-6x6": translate("Presets", "LeetCode 909 example (6×6)"),
        "linear-30": translate("Presets", "30-cell linear board (5×6)"),
        "milton-bradley": translate("Presets", "Milton Bradley classic (Chutes and Ladders)"),
    }
    return titles.get(key, name)
