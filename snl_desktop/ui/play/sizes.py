"""The Play room's sizes, for a family on a sofa 3 m from a TV. Its text has a base size of its
own, derived from the window's height (about 25 px in a 1080-pixel-high window, the height a
TV gives a maximised window) times the app's Text Size; the side panel's width comes from the
window's size and the Text Size only, never from what it shows, so that a game never resizes
the board (1 or 10 players, long names: names are elided instead)."""

from __future__ import annotations

from dataclasses import dataclass

ROOM_LINES = 42.0
"""The window is this many lines of the room's text high (1080 px: 25.7 px a line)."""
MIN_TEXT_PX = 13.0
PANEL_MIN = 270
"""The side panel's least width."""
CHROME_PX = 90
"""The window's height the board cannot have: the menus, the rooms' bar, the status line."""
MARGIN_PX = 24
"""Room left around the board."""
DIE_LINES = 5.5
"""The big die is this many lines of text (at normal Text Size) across: 141 px at 1080."""
CROWDED = 6
"""With more players than this, the cards are smaller so that all of them show at once."""


@dataclass(frozen=True)
class RoomSizes:
    """The sizes the Play room draws at: ``text_px`` its text, ``die_px`` the big die,
    ``panel_width`` the side panel."""

    text_px: float
    die_px: int
    panel_width: int

    def card_px(self, players: int) -> float:
        """The cards' text: smaller when the table is crowded (10 players at 1024×700 all show)."""
        return self.text_px * (0.75 if players > CROWDED else 1.0)


def room_sizes(window_width: int, window_height: int, text_scale: float) -> RoomSizes:
    """The room's sizes in a window of this size at this Text Size (`ui.kit.text_size`). The
    board (square, with the turn banner above it) is as tall as the room allows; the panel
    takes the width it leaves, so that no empty band stays beside the board (within
    `PANEL_MIN` at least and half the window at most)."""
    line = max(MIN_TEXT_PX, window_height / ROOM_LINES)
    board = (window_height - CHROME_PX) / (1 + banner_share(1.0))  # not Text Size's: the panel stays put
    left = round(window_width - board - MARGIN_PX)
    return RoomSizes(
        text_px=line * text_scale,
        die_px=max(56, round(line * DIE_LINES)),
        panel_width=max(PANEL_MIN, min(window_width // 2, left)),
    )


def banner_share(text_scale: float) -> float:
    """The turn banner's height above the board, as a share of the board's height: its words
    are at least 48 px high at 1920×1080 at normal Text Size, and grow with it."""
    return min(0.32, 0.135 * text_scale)
