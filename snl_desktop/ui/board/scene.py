"""The board scene: draws a `Board` and turns the designer's drags into requests.

The scene owns the interaction mode (ladder, snake, select, erase). A drag is checked as it
goes (`core.checks`: the band is green or red, the status bar says why) and ends in a typed
request (`jump_placed`, `jump_moved`, `jump_removed`) or in `refused` with the reason. The
scene never changes the board itself: the `EditController` turns requests into undo steps and
the document's new board comes back through `set_board`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ...core import Board, Problem, Rules
from ...core.board import LARGE_BOARD_SQUARES
from ...core.checks import edited, move_problem, placement_problem
from ...core.styles import Styles, fresh
from ...words import said, say, spoken
from . import theme
from .band import DragBand
from .geometry import BoardGeometry
from .interaction import Drag, MoveEnd, NewJump, Tool
from .items import GridItem, JumpItem, NumbersItem, WarningMarker, jump_item

if TYPE_CHECKING:
    from .jump_layer import JumpLayer

__all__ = ["DENSE_JUMPS", "DENSE_SQUARES", "BoardScene", "Tool", "is_dense"]

DENSE_JUMPS = 300
DENSE_SQUARES = LARGE_BOARD_SQUARES
MARGIN = 0.25
"""The room round the board, in squares (Play's TV layout asks for less: `set_margin`)."""


def is_dense(board: Board) -> bool:
    """Whether the board is drawn by one `JumpLayer` rather than an item per jump (numpy and
    the layer are loaded only then)."""
    return len(board.jumps) > DENSE_JUMPS or board.size > DENSE_SQUARES


class BoardScene(QGraphicsScene):
    """Draws a board and its warnings; reports edits the user asks for."""

    jump_placed = Signal(int, int)  # a new jump start → end was drawn, and the checks allow it
    jump_moved = Signal(int, int, int)  # the jump from the first square moved to start → end, allowed
    jump_removed = Signal(int)  # the eraser was used on the jump starting on this square
    refused = Signal(str)  # a drop was refused: the reason (translated), for the status bar
    hint = Signal(str)  # live feedback (translated) while dragging, or over a square
    proposed = Signal(Board)  # while dragging (or placing by keys): the board a drop would make (None: refused)
    drag_note = Signal(str)  # the what-if note of that board ("": none), for the keyboard's band too
    square_clicked = Signal(int)  # a square clicked (pressed and released on it, nothing drawn)

    def __init__(
        self,
        board: Board | None = None,
        rules: Rules | None = None,
        parent: QObject | None = None,
        cached: bool = True,
        vector: bool | None = None,
        styles: Styles | None = None,
    ) -> None:
        """``cached``: keep each piece's drawing in a device pixmap (for views on screen, where
        a frame then costs a blit); off for export and print. ``vector`` (by default: when not
        cached): every square a rectangle, for SVG, PDF and print, rather than a texture.
        ``styles``: the jumps' looks (by default the looks a board without any gets)."""
        super().__init__(parent)
        self._cache_mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if cached else QGraphicsItem.CacheMode.NoCache
        self._vector = (not cached) if vector is None else vector
        self.board = Board(10, 10)
        self.rules = Rules()
        self.tool = Tool.LADDER
        self.locked = False
        self.geometry = BoardGeometry(2, 2)
        self._grid: GridItem | None = None
        self._numbers: NumbersItem | None = None
        self._jump_items: dict[int, JumpItem] = {}
        self.art_opacity = 1.0
        self.styles = Styles()
        self._layer: JumpLayer | None = None  # a dense board's jumps and warnings, in one item
        self._markers: list[WarningMarker] = []
        self.problems: tuple[Problem, ...] = ()
        self._pending_facts: tuple[Board, tuple[Problem, ...]] | None = None
        self._drag: Drag | None = None
        self._band = DragBand(self)
        self.header = 0.0
        self.margin = MARGIN
        """The room round the board, in squares (`set_margin`)."""
        self.text_scale = 1.0
        self.set_board(board or self.board, rules or self.rules, styles)

    # -- drawing ----------------------------------------------------------------------------

    def _fit_scene_rect(self) -> None:
        """The board, a margin, room for square 0 under the off-board start, and the header."""
        margin = self.geometry.square * self.margin
        left = self.geometry.square * 1.1 if self.rules.start_square == 0 else margin
        rect = self.geometry.rect.adjusted(-left, -margin - self.header, margin, margin)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def set_margin(self, squares: float = MARGIN) -> None:
        """The room round the board, in squares: `MARGIN`, or less where the board must fill the
        screen (Play's TV layout)."""
        self.margin = squares
        self._fit_scene_rect()

    def set_header(self, height: float) -> None:
        """Room above the board (Play mode's turn banner), in scene units; 0 for none."""
        self.header = height
        self._fit_scene_rect()

    def set_text_scale(self, factor: float) -> None:
        """Square numbers ``factor`` times their size (Large Text)."""
        self.text_scale = factor
        if self._numbers is not None:
            self._numbers.set_text_scale(factor)

    def set_board(self, board: Board, rules: Rules | None = None, styles: Styles | None = None) -> None:
        """Show ``board``: the grid is rebuilt when the size changes, the jumps and warnings
        every time. Selected jumps stay selected when they still exist."""
        styles = styles or (self.styles if board is self.board else fresh(board))
        if self._grid is not None and board is self.board and rules in (None, self.rules) and styles == self.styles:
            return  # already showing exactly this
        self.styles = styles
        if rules is not None:
            self.rules = rules
        previous = self.board
        self._cancel_drag()  # the board changed under the drag (undo, a pasted matrix): drop it
        selected = self.selected_starts()
        off_board = self.rules.start_square == 0
        if (
            self._grid is None
            or (board.rows, board.cols) != (self.board.rows, self.board.cols)
            or off_board != self._grid.off_board
        ):
            for old in (self._grid, self._numbers):
                if old is not None:
                    self.removeItem(old)
            if self._grid is None or (board.rows, board.cols) != (self.board.rows, self.board.cols):
                self.geometry = BoardGeometry(board.rows, board.cols)
                self.board = board
                self.show_problems(())  # the old board's marks: its warnings come with its facts
            self._grid = GridItem(self.geometry, off_board, self._vector)
            self._numbers = NumbersItem(self.geometry, off_board)
            self._numbers.set_text_scale(self.text_scale)
            self._grid.setZValue(theme.Z_GRID)
            self._numbers.setZValue(theme.Z_NUMBERS)
            self._grid.setCacheMode(self._cache_mode)
            self._numbers.setCacheMode(self._cache_mode)
            self.addItem(self._grid)
            self.addItem(self._numbers)
        self._fit_scene_rect()
        self.board = board
        if is_dense(board):
            same_size = (previous.rows, previous.cols) == (board.rows, board.cols)
            self._show_dense(board, selected, previous.changed_squares(board) if same_size else None)
        else:
            self._show_items(board, selected)
        pending = self._pending_facts
        if pending is not None and pending[0] is board:
            self.show_facts(*pending)

    def _show_items(self, board: Board, selected: set[int]) -> None:
        """An item per jump. Only the jumps that changed are rebuilt: an edit touches one or two."""
        if self._layer is not None:
            self.removeItem(self._layer)
            self._layer = None
            self.show_problems(self.problems)
        looks = self.styles.as_dict()  # each jump's own colour and pattern (`core.styles`)
        for start, shown in list(self._jump_items.items()):
            if board.jumps.get(start) != shown.end or shown.geometry is not self.geometry:
                self.removeItem(shown)
                del self._jump_items[start]
            else:
                shown.set_look(looks[start])
        for start, end in board.jumps.items():
            if start in self._jump_items:
                continue
            item = jump_item(start, end, self.geometry, looks[start])
            item.setZValue(theme.Z_SNAKE if end < start else theme.Z_LADDER)
            item.setCacheMode(self._cache_mode)
            item.setOpacity(self.art_opacity)
            self.addItem(item)
            self._jump_items[start] = item
        for start, shown in self._jump_items.items():
            shown.setSelected(start in selected)

    def _show_dense(self, board: Board, selected: set[int], changed: set[int] | None) -> None:
        """One layer for every jump and warning (see `jump_layer`); ``changed``: the squares
        whose jump differs from the board shown before (None: unknown)."""
        from .jump_layer import JumpLayer  # numpy: loaded for dense boards only

        for item in self._jump_items.values():
            self.removeItem(item)
        self._jump_items.clear()
        if self._layer is None or self._layer.geometry is not self.geometry:
            if self._layer is not None:
                self.removeItem(self._layer)
            self._layer = JumpLayer(self.geometry)
            self._layer.setOpacity(self.art_opacity)
            self.addItem(self._layer)
            self.show_problems(self.problems)
            changed = None
        self._layer.set_jumps(board.jumps, changed)
        self._layer.selected = {start for start in selected if start in board.jumps}

    def show_facts(self, board: Board, problems: tuple[Problem, ...]) -> None:
        """Mark the warnings ``problems`` of ``board`` once it is the board shown (the facts of
        a board may come before or after the board itself)."""
        if board is not self.board:
            self._pending_facts = (board, problems)
            return
        self._pending_facts = None
        self.show_problems(problems)

    def show_problems(self, problems: tuple[Problem, ...] | list[Problem]) -> None:
        """Mark the squares that have a warning: an amber "!" each (on a dense board, a dot)."""
        self.problems = tuple(problems)
        for marker in self._markers:
            self.removeItem(marker)
        self._markers = []
        squares = [p.square for p in self.problems if p.square is not None and 0 <= p.square <= self.board.size]
        if self._layer is not None:
            self._layer.set_warnings(squares)
            return
        for problem in self.problems:
            if problem.square is not None and problem.square <= self.board.size:
                marker = WarningMarker(problem.square, self.geometry, say(problem.what))
                marker.setZValue(theme.Z_WARNING)
                self.addItem(marker)
                self._markers.append(marker)

    def jump_item(self, start: int) -> JumpItem | None:
        return self._jump_items.get(start)

    def selected_starts(self) -> set[int]:
        if self._layer is not None:
            return set(self._layer.selected)
        return {s for s, item in self._jump_items.items() if item.isSelected()}

    def select_jump(self, start: int | None) -> None:
        self.clearSelection()
        if start is None:
            return
        if self._layer is not None and start in self.board.jumps:
            self._set_layer_selection({start})
        elif start in self._jump_items:
            self._jump_items[start].setSelected(True)

    def _toggle_selected(self, start: int) -> None:
        if self._layer is not None:
            self._set_layer_selection(self._layer.selected ^ {start})
        else:
            item = self._jump_items[start]
            item.setSelected(not item.isSelected())

    def _set_layer_selection(self, starts: set[int]) -> None:
        assert self._layer is not None
        if starts != self._layer.selected:
            self._layer.selected = starts
            self._layer.update()
            self.selectionChanged.emit()

    def clearSelection(self) -> None:  # also the dense layer's selection
        super().clearSelection()
        if self._layer is not None:
            self._set_layer_selection(set())

    def select_area(self, area: QRectF) -> None:
        """A rubber band over a dense board: select the jumps with both ends inside it (the
        view selects items itself on other boards)."""
        if self._layer is not None:
            self._set_layer_selection(self._layer.jumps_in(area))

    def set_tool(self, tool: Tool) -> None:
        """Choose the tool; only Select shows a selection (handles mean "drag me")."""
        self.tool = tool
        self._cancel_drag()
        if tool is not Tool.SELECT:
            self.clearSelection()

    def set_locked(self, locked: bool) -> None:
        """Locked (during a game): drags do nothing, and the board says why."""
        self.locked = locked
        self._cancel_drag()
        self.clearSelection()

    # -- mouse --------------------------------------------------------------------------------

    def _jump_end_at(self, pos: QPointF) -> tuple[int, bool] | None:
        """The jump whose end is under ``pos`` (its start, and True when that end is the
        start), preferring selected ones."""
        reach = self.geometry.square * 0.4
        if self._layer is not None:
            return self._layer.end_near(pos, reach)
        candidates = [i for i in self.items(pos) if isinstance(i, JumpItem)]
        candidates.sort(key=lambda i: not i.isSelected())
        for item in candidates:
            for point, is_start in ((item.p_start, True), (item.p_end, False)):
                if QLineF(point, pos).length() <= reach:
                    return item.start, is_start
        return None

    def jump_under(self, pos: QPointF) -> int | None:
        """The start of the jump drawn under ``pos``, if any."""
        if self._layer is not None:
            return self._layer.jump_near(pos, self.geometry.square * 0.3)
        hit = next((i for i in self.items(pos) if isinstance(i, JumpItem)), None)
        return hit.start if hit is not None else None

    def set_art_opacity(self, opacity: float) -> None:
        """Draw the snakes and ladders at ``opacity`` (less while a search is drawn over them)."""
        self.art_opacity = opacity
        if self._layer is not None:
            self._layer.setOpacity(opacity)
        self._fade(None)

    def _fade(self, start: int | None) -> None:
        """Show the jump being moved faded (None: none)."""
        if self._layer is not None:
            self._layer.faded = start
            self._layer.update()
        for key, item in self._jump_items.items():
            item.setOpacity(0.35 if key == start else self.art_opacity)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        if self.locked:
            event.accept()
            self.hint.emit(self.tr("The board is locked during a game: end the game to edit it."))
            return
        pos = event.scenePos()
        square = self.geometry.label_at(pos)
        event.accept()
        if self.tool in (Tool.LADDER, Tool.SNAKE):
            self.clearSelection()  # (a Warnings entry may have selected one)
            if square is not None:
                self._drag = NewJump(square, "ladder" if self.tool is Tool.LADDER else "snake")
                self._update_band(pos)
            return
        hit = self.jump_under(pos)
        if self.tool is Tool.ERASE:
            if hit is not None:
                self.jump_removed.emit(hit)
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if hit is not None:  # Ctrl+click adds a jump to the selection, or takes it out
                self._toggle_selected(hit)
            return
        grabbed = self._jump_end_at(pos)
        if grabbed is not None:
            start, is_start = grabbed
            self.select_jump(start)
            self._drag = MoveEnd(start, self.board.jumps[start], is_start)
            self._fade(start)
            self._update_band(pos)
            return
        if hit is None:
            self.clearSelection()
            event.ignore()  # empty board: the view draws a rubber band that selects what it covers
            return
        self.select_jump(hit)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None:
            return super().mouseMoveEvent(event)
        event.accept()
        self._update_band(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None or event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        event.accept()
        drag = self._drag
        square = self.geometry.label_at(event.scenePos())
        self._cancel_drag()
        if drag.is_click(square):
            if isinstance(drag, NewJump) and square is not None:  # say how to draw, refuse nothing
                self.hint.emit(self._how_to_draw(drag))
                self.square_clicked.emit(square)
            return  # a moved end dropped where it was: a click, not an edit
        if square is None:
            self.refused.emit(self.tr("dropped off the board: nothing changed"))
            return
        start, end = drag.proposal(square)
        reason = self._problem(drag, start, end)
        if reason is not None:
            self.refused.emit(reason)
        elif isinstance(drag, MoveEnd):
            self.jump_moved.emit(drag.old_start, start, end)
        else:
            self.jump_placed.emit(start, end)

    # -- drag feedback --------------------------------------------------------------------------

    @property
    def dragging(self) -> bool:
        """Whether a snake or ladder is being drawn or moved (the mouse button is held)."""
        return self._drag is not None

    def _how_to_draw(self, drag: NewJump) -> str:
        if drag.kind == "ladder":
            return self.tr("To place a ladder, drag from the bottom square to the top square.")
        return self.tr("To place a snake, drag from the head to the tail.")

    def _problem(self, drag: Drag, start: int, end: int) -> str | None:
        """Why the drop ``start → end`` is refused (translated), or None: the core's checks."""
        if isinstance(drag, MoveEnd):
            reason = move_problem(self.board, self.rules, drag.old_start, start, end)
        else:
            reason = placement_problem(self.board, self.rules, start, end, drag.kind)
        return None if reason is None else said(reason)

    def _release_hint(self, drag: Drag, start: int, end: int) -> str:
        """What a release here would do: "release to place a ladder 3 → 38"."""
        if isinstance(drag, MoveEnd):
            if end > start:
                return spoken(self.tr("release to move the ladder {start} → {end}"), start=start, end=end)
            return spoken(self.tr("release to move the snake {start} → {end}"), start=start, end=end)
        if drag.kind == "ladder":
            return spoken(self.tr("release to place a ladder {start} → {end}"), start=start, end=end)
        return spoken(self.tr("release to place a snake {start} → {end}"), start=start, end=end)

    def _update_band(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        square = self.geometry.label_at(pos)
        if square is None:
            reason: str | None = self.tr("release on a square of the board")
        elif square == drag.anchor:
            reason = self.tr("drag to another square")
        else:
            reason = self._problem(drag, *drag.proposal(square))
        target = self.geometry.square_rect(square) if square is not None else None
        self._band.show(self.geometry.centre(drag.anchor), pos, target, reason is None, self.geometry.square)
        if square is not None and reason is None:
            start, end = drag.proposal(square)
            # The board a drop would make, for the what-if note (the checks above need none).
            old_start = drag.old_start if isinstance(drag, MoveEnd) else None
            self.proposed.emit(edited(self.board, start, end, old_start))
            self.hint.emit(self._release_hint(drag, start, end))
        else:
            self.proposed.emit(None)
            self.hint.emit(spoken(self.tr("cannot drop here: {reason}"), reason=reason))

    def show_drag_note(self, text: str) -> None:
        """What the drop would do, beside the mouse (the what-if figures); ``drag_note`` tells
        whoever else draws a band (the keys: `keyboard`)."""
        self._band.set_note(text)
        self.drag_note.emit(text)

    def cancel_drag(self) -> None:
        """Drop the drag under way (Esc): nothing is placed, and the what-if note goes."""
        self._cancel_drag()
        self.proposed.emit(None)

    def _cancel_drag(self) -> None:
        if isinstance(self._drag, MoveEnd):
            self._fade(None)
        self._drag = None
        self._band.hide()
