"""A snake's or ladder's look, chosen by the designer: a right click (or the menu key) on it in
the Design room offers Colour… and, for a snake, the pattern on its back (spots, stripes or
plain). Each choice is one undo step of the document, and the `.snl` file keeps it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QObject, QPoint, Slot
from PySide6.QtGui import QActionGroup, QColor
from PySide6.QtWidgets import QColorDialog, QMenu, QWidget

from ...core.board import jump_kind_of
from ...core.styles import PATTERNS, JumpStyle, Pattern
from ...words import spoken
from ..document.document import BoardDocument
from ..kit.actions import make_action

ColourChooser = Callable[[str], str | None]
"""Asks for a colour, starting from ``#rrggbb``; the one chosen, or None (cancelled)."""


class JumpLooks(QObject):
    """The look menu of ``document``'s jumps (`menu_for`), shown where the view asks."""

    def __init__(
        self, document: BoardDocument, parent: QWidget | None = None, choose_colour: ColourChooser | None = None
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.window = parent
        self.choose_colour: ColourChooser = choose_colour or self._ask_colour
        self.menu: QMenu | None = None

    def _ask_colour(self, initial: str) -> str | None:
        colour = QColorDialog.getColor(QColor(initial), self.window, self.tr("The colour of this piece"))
        return colour.name() if colour.isValid() else None

    def _pattern_name(self, pattern: Pattern) -> str:
        if pattern == "spots":
            return self.tr("&Spots")
        if pattern == "stripes":
            return self.tr("S&tripes")
        return self.tr("&Plain")

    def menu_for(self, start: int) -> QMenu:
        """The menu of the jump from ``start``: Colour…, and a snake's patterns."""
        menu = QMenu(self.window)
        look = self.document.styles.get(start)
        end = self.document.board.jumps[start]
        snake = jump_kind_of(start, end) == "snake"
        title = self.tr("Snake {start} → {end}") if snake else self.tr("Ladder {start} → {end}")
        menu.addSection(spoken(title, start=start, end=end))
        menu.addAction(make_action(menu, self.tr("&Colour…"), partial(self.recolour, start)))
        if snake:
            group = QActionGroup(menu)
            for pattern in PATTERNS:
                action = make_action(menu, self._pattern_name(pattern), partial(self.set_pattern, start, pattern))
                action.setCheckable(True)
                action.setChecked(look is not None and look.pattern == pattern)
                group.addAction(action)
                menu.addAction(action)
        return menu

    @Slot(int, QPoint)
    def show_menu(self, start: int, where: QPoint) -> None:
        if start not in self.document.board.jumps:
            return
        self.menu = self.menu_for(start)
        self.menu.popup(where)

    def recolour(self, start: int) -> bool:
        """Ask for the jump's colour; one undo step when one is chosen."""
        look = self.document.styles.get(start)
        if look is None:
            return False
        colour = self.choose_colour(look.colour)
        if colour is None:
            return False
        return self.document.set_style(start, replace(look, colour=colour))

    def set_pattern(self, start: int, pattern: Pattern) -> bool:
        look = self.document.styles.get(start)
        return look is not None and self.document.set_style(start, JumpStyle(look.colour, pattern))
