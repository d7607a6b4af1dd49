"""Where the window was and how its docks were laid out: saved when it closes, put back when it
opens. The settings are input like any other: a missing, damaged or older value gives the
first layout instead, never a failed start."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

from ..kit.settings import read_bytes

GEOMETRY = "window/geometry"
STATE = "window/state"
STATE_VERSION = 5
"""The version of the saved dock layout: raise it when docks are added, so an older layout
(without them) is not restored over the new ones."""
FIRST_SIZE = (1200, 860)


def restore_layout(window: QMainWindow, settings: QSettings, first_layout: Callable[[], None]) -> None:
    """Put ``window`` back where it was, with its docks as they were; else the first size, and
    ``first_layout()`` lays the docks out."""
    geometry = read_bytes(settings, GEOMETRY)
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(*FIRST_SIZE)
    state = read_bytes(settings, STATE)
    if state is None or not window.restoreState(state, STATE_VERSION):
        first_layout()


def save_layout(window: QMainWindow, settings: QSettings, docks: QByteArray | None = None) -> None:
    """Keep where ``window`` is and its docks' layout (``docks``: the one to come back to, when
    it is not the layout on screen)."""
    settings.setValue(GEOMETRY, window.saveGeometry())
    settings.setValue(STATE, docks if docks is not None else window.saveState(STATE_VERSION))
