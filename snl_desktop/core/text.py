"""Words for counts and jumps, written once: "1 snake", "2 snakes"; a jump up is a ladder."""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None) -> str:
    """``count`` and ``word``, in the plural unless the count is 1: ``"1 snake"``, ``"0 snakes"``."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def jump_kind(start: int, end: int) -> str:
    """``"ladder"`` for a jump up, ``"snake"`` for a jump down (or onto its own start)."""
    return "ladder" if end > start else "snake"
