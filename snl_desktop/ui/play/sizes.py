"""The Play room's sizes, for a family on a sofa 3 m from a TV. Its text has a base size of its
own, derived from the window's height (about 25 px in a 1080-pixel-high window, the height a
TV gives a maximised window) times the app's Text Size; the side panel's width comes from the
window's size only, never from what it shows nor from the Text Size, so that a game never
resizes the board (1 or 10 players, long names: names are elided instead) and a larger text
never shrinks it: the board is as tall as the room allows, the panel takes the width left.

The panel's width is what it is given, not what it demands: its least width stays `PANEL_MIN`
whatever the window's size, so that a window maximised on a TV can be made small again on a
laptop (it demanded 85–90 % of its width before).

`tv_sizes` are the TV layout's (`ui.shell.tv`): the whole screen, the board its full height,
the text a 34th of the screen's height (a capital over 7 px high in a third-size picture)."""

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
DIE_GROWTH = 0.6
"""How much of the Text Size's growth the die follows (Huge: 1.54 times Normal's die)."""
DIE_SHARE = 0.42
"""The die takes at most this share of the panel's width (the words beside it keep the rest)."""
CROWDED = 6
"""With more players than this, the cards are smaller so that all of them show at once."""
BANNER_SHARE = 0.135
"""The turn banner's height above the board, as a share of the board's height: its words are at
least 48 px high at 1920×1080. It does not grow with the Text Size (the board would shrink):
the words grow within it, on two lines if need be."""

TV_LINES = 34.0
"""The TV layout's text: the screen is this many lines high (31.8 px at 1080: a capital of 23 px,
7.6 px in a 640×360 picture of the screen)."""
TV_TEXT_GROWTH = 0.5
"""How much of the Text Size's growth the TV layout's text follows (Huge: 1.45 times): its
Normal is already large, and the column must hold the turn, the die and ten cards."""
TV_DIE_SHARE = 0.15
"""The TV layout's die: this share of the screen's height (162 px at 1080)."""
TV_BOARD_SHARE = 0.97
"""The board's height in the TV layout, as a share of the screen's (the rest: a thin margin)."""
TV_TOKEN_SHARE = 0.04
"""A token in the TV layout is at least this share of the screen's height across…"""
TV_SHARED_TOKEN = 0.6
"""…and one sharing its square at least this share of that."""


@dataclass(frozen=True)
class RoomSizes:
    """The sizes the Play room draws at: ``text_px`` its text, ``die_px`` the big die,
    ``panel_width`` the side panel; ``tv`` in the TV layout (the panel's cards do not shrink
    for a crowded table: the column is the screen's height)."""

    text_px: float
    die_px: int
    panel_width: int
    tv: bool = False

    def card_px(self, players: int) -> float:
        """The cards' text: smaller when the table is crowded (10 players at 1024×700 all show)."""
        if self.tv:
            return self.text_px
        return self.text_px * (0.75 if players > CROWDED else 1.0)


def board_side(window_height: int) -> float:
    """The board's side in a window this high, with the banner above it (at any Text Size)."""
    return (window_height - CHROME_PX) / (1 + BANNER_SHARE)


def room_sizes(window_width: int, window_height: int, text_scale: float) -> RoomSizes:
    """The room's sizes in a window of this size at this Text Size (`ui.kit.text_size`). The
    board (square, with the turn banner above it) is as tall as the room allows; the panel
    takes the width it leaves, so that no empty band stays beside the board (within
    `PANEL_MIN` at least and half the window at most). The Text Size enlarges the text and the
    die, never the panel's width (which would shrink the board)."""
    line = max(MIN_TEXT_PX, window_height / ROOM_LINES)
    left = round(window_width - board_side(window_height) - MARGIN_PX)
    panel = max(PANEL_MIN, min(window_width // 2, left))
    die = line * DIE_LINES * (1 + (text_scale - 1) * DIE_GROWTH)
    return RoomSizes(
        text_px=line * text_scale,
        die_px=max(56, round(min(die, panel * DIE_SHARE))),
        panel_width=panel,
    )


def tv_sizes(screen_width: int, screen_height: int, text_scale: float, off_board_start: bool = False) -> RoomSizes:
    """The TV layout's sizes on a screen of this size: the board takes `TV_BOARD_SHARE` of the
    height (and, with an off-board start, a square's width more on its left), the column the
    width left; the text a `TV_LINES`th of the height, larger with the Text Size; the die
    `TV_DIE_SHARE` of the height (more with a larger text, within the column)."""
    board = screen_height * TV_BOARD_SHARE
    used = board * (1.15 if off_board_start else 1.03)
    column = max(PANEL_MIN, round(screen_width - used))
    text = max(MIN_TEXT_PX, screen_height / TV_LINES) * (1 + (text_scale - 1) * TV_TEXT_GROWTH)
    die = screen_height * TV_DIE_SHARE * (1 + (text_scale - 1) * DIE_GROWTH)
    return RoomSizes(text_px=text, die_px=round(min(die, column * 0.5)), panel_width=column, tv=True)


def banner_share(text_scale: float = 1.0) -> float:
    """The turn banner's height above the board, as a share of the board's height: the same at
    every Text Size (`BANNER_SHARE`; its words grow within it)."""
    del text_scale  # the board keeps its size: the banner's words wrap instead
    return BANNER_SHARE
