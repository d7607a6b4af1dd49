"""File names made from what a user typed (a board's name): names the app suggests in a save
dialog must be valid on every system the board may travel to."""

from __future__ import annotations

MAX_STEM_CHARS = 120
"""The longest stem suggested: room for a suffix and a folder within any system's limits."""
_REFUSED = set('/\\:*?"<>|')
"""Characters Windows refuses in a file name (and ``/``, which no system takes)."""
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
"""Names Windows keeps for devices, whatever their suffix."""


def file_stem(name: str) -> str:
    """``name`` as the stem of a file name valid on Windows, macOS and Linux: characters those
    refuse and control characters become ``-``, white space one space, leading and
    trailing spaces and dots go (Windows drops trailing ones, and a leading dot hides the file),
    at most `MAX_STEM_CHARS` characters, and a device name of Windows gets a ``_``. "" when
    nothing is left (the caller suggests its own name then)."""
    text = "".join(" " if ch.isspace() else "-" if ch in _REFUSED or not ch.isprintable() else ch for ch in name)
    text = " ".join(text.split())[:MAX_STEM_CHARS].strip(" .")
    if text.split(".")[0].upper() in _RESERVED:
        text = f"_{text}"
    return text
