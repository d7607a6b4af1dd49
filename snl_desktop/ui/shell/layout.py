"""Where the window was: saved when it closes, put back when it opens (each room keeps its own
dock layout: see `rooms`). The settings are input like any other: a missing or damaged value
gives the first size instead, never a failed start."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow

from ..kit.settings import read_bytes

GEOMETRY = "window/geometry"
FIRST_SIZE = (1200, 860)


def restore_geometry(window: QMainWindow, settings: QSettings) -> None:
    """Put ``window`` back where it was; else give it the first size."""
    geometry = read_bytes(settings, GEOMETRY)
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(*FIRST_SIZE)


def save_geometry(window: QMainWindow, settings: QSettings) -> None:
    """Keep where ``window`` is."""
    settings.setValue(GEOMETRY, window.saveGeometry())
