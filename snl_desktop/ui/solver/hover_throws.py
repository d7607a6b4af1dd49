"""The six throws of the square under the pointer, drawn on the board while the Solver tab is in
front: an arrow for each throw to where the token comes to rest (the solver's own moves, drawn
as the animation draws the square being expanded). Never during a game: the board is the game's."""

from __future__ import annotations

from ...core import Board, Rules
from ..board.scene import BoardScene
from .overlay import ExpansionItem


class HoverThrows:
    """The hovered square's throws over ``scene`` for the board `set_board` gives. ``item``
    draws them (made on first use, and again when the board's geometry changes)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.item: ExpansionItem | None = None
        self._board: tuple[Board, Rules] = (Board(10, 10), Rules())
        self._on_screen = False  # the Solver tab is in front
        self._locked = False  # a game is on

    def set_board(self, board: Board, rules: Rules) -> None:
        """A new board: the old board's arrows go."""
        self._board = (board, rules)
        if self.item is not None:
            self.item.show_throws(None, ())

    def set_on_screen(self, on_screen: bool) -> None:
        """Whether the Solver tab is in front: arrows only then."""
        self._on_screen = on_screen
        if not on_screen:
            self.show(None)

    def set_locked(self, locked: bool) -> None:
        """Whether a game is on: no arrows then."""
        self._locked = locked
        if locked:
            self.show(None)

    def show(self, square: int | None) -> None:
        """The six throws of ``square`` as arrows to where each comes to rest (None, the tab
        behind, a game on, or a square past the board: none)."""
        geometry = self.scene.geometry
        if self.item is None or self.item.geometry is not geometry:
            if self.item is not None and self.item.scene() is self.scene:
                self.scene.removeItem(self.item)
            self.item = ExpansionItem(geometry)
            self.scene.addItem(self.item)
        board, rules = self._board
        if square is None or not self._on_screen or self._locked or square >= board.size:
            self.item.show_throws(None, ())
            return
        self.item.show_moves(board, rules, square)
