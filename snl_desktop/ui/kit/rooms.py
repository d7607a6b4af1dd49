"""The window's rooms: one per kind of user. The start screen (Home) offers the three; each room
shows only its own docks, tool bar and menus, and keeps its own layout. The shell switches rooms
(`ui/shell/rooms.py`); a feature below it names a room with this value and asks its host."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["ROOMS", "Room"]


class Room(StrEnum):
    """Where the window is. ``HOME`` is the start screen; the other three show the board."""

    HOME = "home"
    PLAY = "play"
    DESIGN = "design"
    LEARN = "learn"


ROOMS = (Room.PLAY, Room.DESIGN, Room.LEARN)
"""The rooms that show the board, in the order the start screen and the tool bar offer them."""
