"""Which way the window reads: the arrow keys that step forward and back through something
shown in order (the search's steps) follow it, as its mirrored sliders and ◀ ▶ buttons do."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication


def ahead_and_behind() -> tuple[str, str]:
    """The keys for "next" and "previous": ``("Right", "Left")`` in a window read left to right,
    ``("Left", "Right")`` in one read right to left (Arabic), where what comes next is on the
    left."""
    if QGuiApplication.isRightToLeft():
        return "Left", "Right"
    return "Right", "Left"
