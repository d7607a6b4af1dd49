"""Drawing by keys, for whoever does not use a mouse: with the board focused in the Design room,
the arrow keys move a square cursor over the board (it appears with the first arrow); `L` or
`S` starts a ladder or a snake at the cursor, the arrows then choose its other end (the band
turns green or red, and the status bar says why not, as for a drag), `Enter` places it and
`Esc` drops it; `Delete` removes the snake or ladder starting (else ending) at the cursor.
When the board is reached by a key (Tab, Shift+Tab), the cursor shows at once, where it was
last or on the start: whoever moves by keys sees where the arrows will go. A focus given by a
click, or by the program (a room entered), shows none until an arrow is pressed, so that the
tool keys L and S stay the window's for whoever draws with the mouse.
The placement goes through the scene's own checks and requests, like a drag's, and shows the
same what-if note beside the chosen end: the cursor proposes the board it would make
(`BoardScene.proposed`) and its band shows the note that comes back (`BoardScene.drag_note`).

While the cursor shows, the board view claims these keys (the tool keys L, S and Delete are the
window's otherwise). The square under the cursor is said to assistive technology as the view's
accessible name ("Square 23, ladder to 44").

A board that is only read (the Play room's) takes the arrows too when it is given a `reader`:
the cursor moves over it (L, S and Delete place and remove nothing there) and the reader's words
are said ("Square 23, ladder to 44; Lily and Ben are here; Lily's turn"); `Esc` hides it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ...core.board import jump_kind_of, label_to_position, position_to_label
from ...core.checks import ToolKind, edited, placement_problem
from ...words import numbers, say, spoken
from . import theme
from .band import DragBand
from .scene import BoardScene

MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
"""Each arrow key's step over the matrix: (rows, columns)."""


@dataclass(frozen=True)
class Pending:
    """A snake or ladder started by a key: its ``start`` and its ``kind``."""

    start: int
    kind: ToolKind


def square_words(scene: BoardScene, square: int) -> str:
    """What is on ``square`` for someone who cannot see it: "Square 23, ladder to 44", "Square
    17, snake to 7", "Square 44, where the jump from 23 ends", "Square 1, the start"."""
    board = scene.board
    translate = QCoreApplication.translate
    end = board.jumps.get(square)
    ends = sorted(s for s, e in board.jumps.items() if e == square and s != square)
    if end is not None and end != square and jump_kind_of(square, end) == "ladder":
        text = spoken(translate("BoardKeys", "Square {square}, ladder to {end}"), square=square, end=end)
    elif end is not None and end != square:
        text = spoken(translate("BoardKeys", "Square {square}, snake to {end}"), square=square, end=end)
    elif ends:
        starts = numbers.joined([numbers.integer(s) for s in ends])
        text = spoken(
            translate("BoardKeys", "Square {square}, where the jump from {starts} ends"), square=square, starts=starts
        )
    else:
        text = spoken(translate("BoardKeys", "Square {square}"), square=square)
    if square == 1:
        return spoken(translate("BoardKeys", "{words}, the start"), words=text)
    if square == board.size:
        return spoken(translate("BoardKeys", "{words}, the goal"), words=text)
    return text


class KeyboardCursor(QObject):
    """The square cursor of one scene and the snake or ladder being placed by keys."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.square: int | None = None
        self.pending: Pending | None = None
        self.ring = QGraphicsRectItem()
        self.ring.setZValue(theme.Z_DRAG)
        self.ring.setVisible(False)
        scene.addItem(self.ring)
        self.band = DragBand(scene)  # the snake or ladder being placed: green, or red where refused
        scene.drag_note.connect(self.band.set_note)  # the what-if figures, as for a drag
        self._last: int | None = None  # the cursor's square when it was last hidden
        self.reader: Callable[[int], str] | None = None
        """The words for a square of a locked board (the Play room's); with them, the arrows move
        the cursor over it. None: a locked board takes no keys."""

    @property
    def active(self) -> bool:
        return self.square is not None and not self.scene.locked

    def claims(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is a key the cursor answers now (the view then keeps it from the
        window's shortcuts)."""
        key = Qt.Key(event.key())
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if not plain:
            return False
        if self.scene.locked:  # only read: the arrows, and Esc to hide the cursor
            return self.reader is not None and (key in MOVES or (key == Qt.Key.Key_Escape and self.square is not None))
        if key in MOVES:
            return True
        if self.square is None:
            return False
        if self.pending is not None:
            return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
        return key in (Qt.Key.Key_L, Qt.Key.Key_S, Qt.Key.Key_Delete, Qt.Key.Key_Escape)

    def key(self, event: QKeyEvent) -> bool:
        """Answer ``event`` (True when it was the cursor's)."""
        if not self.claims(event):
            return False
        key = Qt.Key(event.key())
        if key in MOVES:
            self._move(*MOVES[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._place()
        elif key == Qt.Key.Key_Escape:
            self._drop()
        elif key == Qt.Key.Key_Delete:
            self._delete()
        elif key == Qt.Key.Key_L:
            self._begin("ladder")
        elif key == Qt.Key.Key_S:
            self._begin("snake")
        return True

    def words(self, square: int) -> str:
        """What is said of ``square``: the reader's words on a locked board, else what is on it."""
        if self.scene.locked and self.reader is not None:
            return self.reader(square)
        return square_words(self.scene, square)

    def focus_in(self, by_keys: bool) -> bool:
        """The board took the keyboard focus (``by_keys``: by Tab or Shift+Tab): the cursor
        shows at once, on the square it was last on, else the start, when the board takes the
        arrows (an edited board, or a read one with a reader). True when it showed now."""
        if not by_keys or self.square is not None or (self.scene.locked and self.reader is None):
            return False
        last = self._last
        self.square = last if last is not None and 1 <= last <= self.scene.board.size else 1
        self._show()
        return True

    def hide(self) -> None:
        """The board lost the keyboard (or changed): no cursor, nothing pending."""
        if self.square is not None:
            self._last = self.square
        if self.pending is not None:
            self.scene.proposed.emit(None)  # nothing is being placed: no what-if note
        self.pending = None
        self.square = None
        self.ring.setVisible(False)
        self.band.hide()

    # -- the moves ---------------------------------------------------------------------------

    def _move(self, d_row: int, d_col: int) -> None:
        board = self.scene.board
        if self.square is None or not 1 <= self.square <= board.size:
            self.square = 1  # the first arrow: the cursor appears on the start
        else:
            row, col = label_to_position(board.rows, board.cols, self.square)
            row = min(max(row + d_row, 0), board.rows - 1)
            col = min(max(col + d_col, 0), board.cols - 1)
            self.square = position_to_label(board.rows, board.cols, row, col)
        self._show()

    def _begin(self, kind: ToolKind) -> None:
        assert self.square is not None
        self.pending = Pending(self.square, kind)
        text = QCoreApplication.translate(
            "BoardKeys", "From square {square}: the arrows choose the other end, Enter places it, Esc drops it"
        )
        self.scene.hint.emit(spoken(text, square=self.square))
        self._show()

    def _place(self) -> None:
        pending, square = self.pending, self.square
        if pending is None or square is None:
            return
        scene = self.scene
        problem = placement_problem(scene.board, scene.rules, pending.start, square, pending.kind)
        if problem is not None:
            scene.refused.emit(say(problem))
            return
        self.pending = None
        self.band.hide()
        scene.proposed.emit(None)
        scene.jump_placed.emit(pending.start, square)
        self._show()

    def _drop(self) -> None:
        if self.pending is not None:
            self.pending = None
            self.band.hide()
            self.scene.proposed.emit(None)
            self._show()
        else:
            self.hide()

    def _delete(self) -> None:
        board = self.scene.board
        square = self.square
        if square is None:
            return
        start = square if square in board.jumps else next((s for s, e in board.jumps.items() if e == square), None)
        if start is not None:
            self.scene.jump_removed.emit(start)

    def _show(self) -> None:
        scene, square = self.scene, self.square
        if square is None:
            return
        g = scene.geometry
        rect = g.square_rect(square)
        self.ring.setRect(QRectF(rect).adjusted(3, 3, -3, -3))
        self.ring.setPen(QPen(theme.current().selection, g.square * 0.08, Qt.PenStyle.DashLine))
        self.ring.setVisible(True)
        pending = self.pending
        if pending is not None:
            ok = placement_problem(scene.board, scene.rules, pending.start, square, pending.kind) is None
            self.band.show(g.centre(pending.start), g.centre(square), rect, ok, g.square)
            # What placing it here would do (the what-if note, worked out as for a drag), or none.
            scene.proposed.emit(edited(scene.board, pending.start, square) if ok else None)
        scene.hint.emit(self.words(square))
