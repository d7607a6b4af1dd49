"""The "Why BFS?" dialog: the board searched depth-first, step by step, with the existing `Playback`; the
route so far (depth-first's stack) grows and backs up on the board, visited squares tinted. At
the end both routes are drawn: breadth-first's shortest (blue, solid, die faces in circles, the
Solver dock's route colour) and depth-first's first-found (orange, dashed, faces in squares),
with both counts and why the first route depth-first finds need not be the shortest."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules, solution
from ...core.depth_first import DepthFirstStep, compare, depth_first
from ...core.solver import RouteStep
from ...words import numbers, spoken
from ...words import search as words
from ..board import theme
from ..board.geometry import BoardGeometry
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..kit.reading import ahead_and_behind
from ..kit.text_size import follow_app_font
from .arrows import SEEN_WIDTH, draw_arrow
from .playback import FINISHED, PLAYING, Playback

MAX_SQUARES = 2500
"""Boards over 50×50 are refused: a search that long cannot be watched square by square."""


def bfs_colour(colours: theme.Palette) -> QColor:
    return colours.search_route


def dfs_colour(colours: theme.Palette) -> QColor:
    return colours.depth_first_route


def _legend(colour: QColor, line: str, text: str, background: QColor) -> str:
    """A legend's entry: the line (or mark) in ``colour`` (made legible on the dialog's
    ``background``), then what it stands for."""
    shown = theme.legible(colour, background)
    return f'<span style="color:{shown.name()}; font-weight:bold">{line}</span> {text}'


class _OverBoard(QGraphicsItem):
    """An item drawn anywhere over the board (square 0 of the off-board start included)."""

    def __init__(self, geometry: BoardGeometry, z: float) -> None:
        super().__init__()
        self.geometry = geometry
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        s = self.geometry.square
        return self.geometry.rect.adjusted(-1.5 * s, -s, s, s)


class PathItem(_OverBoard):
    """A route: an arrow a throw (solid or dashed; a thinner one up a ladder or down a snake)
    and each throw's die face where it lands, in a circle or (``square_badges``) a square;
    the whole route moved by ``shift`` squares so that two routes drawn together stay apart."""

    def __init__(
        self, geometry: BoardGeometry, colour: Callable[[theme.Palette], QColor], dashed: bool, square_badges: bool
    ) -> None:
        """``colour``: the route's colour in a theme (looked up when painting)."""
        super().__init__(geometry, theme.Z_SEARCH_CURRENT)
        self.colour_of, self.dashed, self.square_badges = colour, dashed, square_badges
        self.steps: list[RouteStep] = []
        self.shift = 0.0
        self.font = theme.bold_font(geometry.square * 0.22)

    @property
    def colour(self) -> QColor:
        """The route's colour in the current theme."""
        return self.colour_of(theme.current())

    def show_route(self, steps: list[RouteStep], shift: float = 0.0) -> None:
        if (steps, shift) != (self.steps, self.shift):
            self.steps, self.shift = steps, shift
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g, s = self.geometry, self.geometry.square
        offset = QPointF(self.shift * s, self.shift * s)
        colour, colours = self.colour, theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for step in self.steps:
            start, landed = g.centre(step.start) + offset, g.centre(step.landed) + offset
            draw_arrow(painter, start, landed, colour, theme.width(s * 0.075), s, dashed=self.dashed)
            if step.rest != step.landed:
                rest = g.centre(step.rest) + offset  # bowed: a jump along a row stays off the throws
                draw_arrow(painter, landed, rest, colour, theme.width(s * 0.045), s, dashed=True, bend=s * 0.3)
        painter.setFont(self.font)
        r = s * 0.16
        for step in self.steps:
            box = QRectF(g.centre(step.landed) + offset - QPointF(r, r), g.centre(step.landed) + offset + QPointF(r, r))
            painter.setPen(QPen(colours.rim, theme.width(s * 0.03)))
            painter.setBrush(colour)
            if self.square_badges:
                painter.drawRoundedRect(box, r * 0.3, r * 0.3)
            else:
                painter.drawEllipse(box)
            painter.setPen(theme.text_on(colour))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, numbers.plain(step.face))


class SearchMarks(_OverBoard):
    """The squares depth-first has visited, tinted (under the pieces: ``tint``), or (above them)
    a ring on the square on top of the stack and the step just made: the throw tried (grey to
    a square already visited, a cross past the goal) or a red cross on a dead end left."""

    def __init__(self, geometry: BoardGeometry, tint: bool) -> None:
        super().__init__(geometry, theme.Z_SEARCH_TINT if tint else theme.Z_SEARCH_MARKS)
        self.tint = tint
        self.squares: tuple[int, ...] = ()
        self.current: int | None = None
        self.last: DepthFirstStep | None = None
        self.font = theme.bold_font(geometry.square * 0.2)

    def show_marks(self, squares: tuple[int, ...], current: int | None, last: DepthFirstStep | None) -> None:
        if (squares, current, last) != (self.squares, self.current, self.last):
            self.squares, self.current, self.last = squares, current, last
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g, s, colours = self.geometry, self.geometry.square, theme.current()
        if self.tint:
            colour = QColor(colours.depth_first_visited)
            colour.setAlphaF(0.55)
            for square in self.squares:
                painter.fillRect(g.square_rect(square), colour)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.current is not None:
            painter.setPen(QPen(colours.depth_first_route, theme.width(s * 0.08)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(g.centre(self.current), s * 0.4, s * 0.4)
        step = self.last
        if step is None or step.kind == "enter":
            return
        if step.kind == "back" or step.landed is None:  # a dead end left, or a throw past the goal
            r = g.square_rect(step.square).adjusted(s * 0.25, s * 0.25, -s * 0.25, -s * 0.25)
            dead_end = step.kind == "back"
            painter.setPen(
                QPen(colours.search_barrier if dead_end else colours.search_seen_throw, theme.width(s * 0.07))
            )
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())
            return
        new = step.status == "new"
        colour = colours.depth_first_route if new else colours.search_seen_throw.darker(130)
        width = theme.width(s * 0.06) * (1.0 if new else SEEN_WIDTH)  # a throw to a seen square: thinner
        mid = draw_arrow(painter, g.centre(step.square), g.centre(step.landed), colour, width, s, bend=s * 0.3)
        if step.rest is not None and step.jump:
            draw_arrow(painter, g.centre(step.landed), g.centre(step.rest), colour, width * 0.7, s, dashed=True)
        painter.setPen(QPen(colour, theme.width(s * 0.03)))
        painter.setBrush(colours.label_plate)
        painter.setFont(self.font)
        badge = QRectF(mid - QPointF(s * 0.13, s * 0.13), mid + QPointF(s * 0.13, s * 0.13))
        painter.drawEllipse(badge)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, numbers.plain(step.face))


class WhyBfsDialog(QDialog):
    """Non-modal: depth-first's search of ``board`` under ``rules``, animated, then both routes.
    ``interval_ms`` overrides the animation timer (tests use 0: instant)."""

    def __init__(
        self, board: Board, rules: Rules, interval_ms: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Why BFS? Depth-first vs breadth-first"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.board, self.rules = board, rules
        self.headline = QLabel()
        follow_app_font(self.headline, lambda font: theme.headline_font(font, 1.3))
        self.status, self.legend, self.summary = QLabel(), QLabel(), QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        for label in (self.headline, self.status, self.legend, self.summary):
            label.setWordWrap(True)
        closer = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closer.rejected.connect(self.close)
        if board.size > MAX_SQUARES:
            self.playback: Playback | None = None
            self.headline.setText(self.tr("This board is too big to watch depth-first"))
            text = self.tr(
                "This board has %Ln square(s). The depth-first animation works on boards of up to {most} "
                "squares (50×50), where each step can be followed: try it on a smaller board.",
                "",
                board.size,
            )
            self.summary.setText(spoken(text, most=numbers.integer(MAX_SQUARES)))
            layout.addWidget(self.summary)
            layout.addStretch(1)
            layout.addWidget(closer)
            self.resize(480, 180)
            return
        self.search = depth_first(board, rules)
        self.comparison = compare(board, rules)
        self.scene = BoardScene(board, rules, parent=self)
        self.scene.set_locked(True)
        self.view = BoardView(self.scene)
        self.view.setInteractive(False)  # read-only: no drags reach the board
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys go to the buttons' shortcuts
        geometry = self.scene.geometry
        self.visited_item, self.marks = SearchMarks(geometry, tint=True), SearchMarks(geometry, tint=False)
        self.bfs_path = PathItem(geometry, bfs_colour, dashed=False, square_badges=False)
        self.dfs_path = PathItem(geometry, dfs_colour, dashed=True, square_badges=True)
        for item in (self.visited_item, self.marks, self.bfs_path, self.dfs_path):
            self.scene.addItem(item)
        playback = self.playback = Playback(self.search, interval_ms, self)
        self.restart_button = QPushButton(self.tr("&Restart"))
        self.back_button = QPushButton(self.tr("◀ &Back"))
        self.play_button = QPushButton(self.tr("&Play"))
        self.step_button = QPushButton(self.tr("&Step ▶"))
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setAccessibleName(self.tr("Speed"))
        self.speed.setRange(0, 100)
        self.speed.setValue(playback.speed)
        self.speed.setToolTip(self.tr("From one step every 2 seconds to the whole search in under a second"))
        controls = QHBoxLayout()
        for button, slot, tip in (
            (self.restart_button, playback.restart, self.tr("Back to the start")),
            (self.back_button, playback.step_back, self.tr("One step back (Left)")),
            (self.play_button, playback.toggle, self.tr("Play or pause (Space)")),
            (self.step_button, playback.step_forward, self.tr("One step forward (Right)")),
        ):
            button.setAutoDefault(False)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            controls.addWidget(button)
        controls.addSpacing(12)
        controls.addWidget(QLabel(self.tr("Speed:")))
        controls.addWidget(self.speed, 1)
        ahead, behind = ahead_and_behind()
        for key, slot in {ahead: playback.step_forward, behind: playback.step_back, "Space": playback.toggle}.items():
            QShortcut(QKeySequence(key), self, slot)
        self.speed.valueChanged.connect(playback.set_speed)
        playback.position_changed.connect(self.show_position)
        playback.state_changed.connect(self._state_changed)
        layout.addWidget(self.view, 1)
        for label in (self.legend, self.status, self.summary):
            layout.addWidget(label)
        layout.addLayout(controls)
        layout.addWidget(closer)
        self.resize(760, 900)
        self.show_position(0)

    @Slot(int)
    def show_position(self, position: int) -> None:
        """Draw the search after ``position`` steps and say what the last step did."""
        state = self.search.state(position)
        done = state.finished
        self.visited_item.show_marks(self.search.order[: state.visited], None, None)
        self.marks.show_marks((), None if done else state.current, None if done else state.last)
        self.status.setText(words.depth_first_step(self.search, position))
        colours, background = theme.current(), self.palette().window().color()
        visited = _legend(
            colours.depth_first_visited, "██", self.tr("visited (%n square(s))", "", state.visited), background
        )
        comparison = self.comparison
        if done and comparison.reachable:
            bfs_steps = solution(self.board, self.rules).route()
            self.bfs_path.show_route(bfs_steps, -0.1)
            self.dfs_path.show_route(self.search.route_steps(), 0.1)
            headline = self.tr("Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.")
            self.headline.setText(
                spoken(headline, dfs=words.throws(comparison.dfs_throws), bfs=words.throws(comparison.bfs_throws))
            )
            bfs = _legend(colours.search_route, "━━ ●", self.tr("breadth-first, the shortest"), background)
            dfs = _legend(colours.depth_first_route, "╍╍ ■", self.tr("depth-first, its first route"), background)
            self.legend.setText(f"{bfs} &nbsp; {dfs} &nbsp; {visited}")
        else:
            self.bfs_path.show_route([])
            self.dfs_path.show_route(self.search.route_steps(state.route))
            if done:
                self.headline.setText(self.tr("Neither search reaches the goal"))
            else:
                self.headline.setText(self.tr("Depth-first search: a route of %n throw(s) so far", "", state.throws))
            dfs = _legend(colours.depth_first_route, "╍╍ ■", self.tr("depth-first: the route so far"), background)
            self.legend.setText(f"{dfs} &nbsp; {visited}")
        self.summary.setText(words.comparison_summary(comparison) if done else "")
        self.summary.setVisible(done)
        self._update_play_button()

    @Slot(str)
    def _state_changed(self, _state: str) -> None:
        self._update_play_button()

    def _update_play_button(self) -> None:
        if self.playback is not None:
            playing = self.playback.state == PLAYING
            self.play_button.setText(self.tr("&Pause") if playing else self.tr("&Play"))
            self.step_button.setEnabled(self.playback.state != FINISHED)
            self.back_button.setEnabled(self.playback.position > 0)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.playback is not None:
            self.playback.stop()
        super().closeEvent(event)


def show_why_bfs(parent: QWidget | None, board: Board, rules: Rules, interval_ms: int | None = None) -> WhyBfsDialog:
    """Open the "Why BFS?" dialog on ``board`` and ``rules`` (non-modal) and return it."""
    dialog = WhyBfsDialog(board, rules, interval_ms, parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
