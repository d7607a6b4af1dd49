"""The solver dock: the fewest throws of the board being edited, always current, and an
animation of the breadth-first search that found it, replayed from the core solver's trace
(this widget runs no search of its own)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QAction, QFont, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules, Solution, TraceStep, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...core.replay import GRANULARITIES, STEP_NAMES, SearchReplay
from ...core.solver import moves_from
from ...core.text import plural
from ..board.scene import BoardScene
from ..document.facts import BoardFacts
from ..kit.actions import make_action
from .overlay import RAMP, ExpansionItem, SearchOverlay
from .playback import PLAYING, Playback

MAX_ANIMATED_SQUARES = LARGE_BOARD_SQUARES
"""Boards larger than 200×200 show the answer and the route, without the animation or heat map."""
QUEUE_TITLE = "BFS queue (front first)"


class Legend(QWidget):
    """The distance colours, from 0 throws to the farthest square."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.farthest = 0
        self.setMinimumHeight(34)

    def set_farthest(self, farthest: int) -> None:
        self.farthest = farthest
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        bar = QRectF(4, 2, self.width() - 8, 12)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        for i, colour in enumerate(RAMP):
            gradient.setColorAt(i / (len(RAMP) - 1), colour)
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(4, 16, bar.width(), 16), Qt.AlignmentFlag.AlignLeft, "0 throws")
        painter.drawText(
            QRectF(4, 16, bar.width(), 16),
            Qt.AlignmentFlag.AlignRight,
            f"{self.farthest} throw{'s' if self.farthest != 1 else ''}",
        )


class SolverPanel(QWidget):
    """Headline, animation controls, BFS queue, route and heat map for one board scene.
    ``interval_ms`` overrides the animation timer (tests use 0)."""

    board_shown = Signal(object, object, object)
    """A new board's search (board, rules, solution): the graph and code panels start over."""
    position_shown = Signal(object, int)
    """The animation shows the search after this many steps of this replay (replay, position)."""

    def __init__(self, scene: BoardScene, interval_ms: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._interval_ms = interval_ms
        self.solution: Solution | None = None
        self.replay: SearchReplay | None = None
        self.playback: Playback | None = None
        self.overlay: SearchOverlay | None = None
        self._hover: ExpansionItem | None = None  # the hovered square's throws
        self._on_screen = False
        self._shown: tuple[Board, Rules] = (Board(10, 10), Rules())
        self._queue_shown = (0, 0)
        self._auto_heat = False  # the heat map shown unasked, for a goal that cannot be reached
        self._locked = False  # a game is on: nothing is drawn over the board

        self.headline = QLabel()
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long route ("throw 1 → square 2, …" for 148 throws) scrolls inside a fixed height.
        self.detail_area = QScrollArea()
        self.detail_area.setWidget(self.detail)
        self.detail_area.setWidgetResizable(True)
        self.detail_area.setFrameShape(QFrame.Shape.NoFrame)
        self.detail_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.legend = Legend()

        self.play_action = make_action(self, "Play", self.toggle_play, "F5", "Play or pause the search (F5)")
        self.back_action = make_action(self, "◀ Back", self.step_back, "Shift+F6", "Step back (Shift+F6)")
        self.forward_action = make_action(self, "Step ▶", self.step_forward, "F6", "Step forward (F6)")
        self.restart_action = make_action(self, "Restart", self.restart, "Ctrl+F5", "Back to the start (Ctrl+F5)")
        buttons = QHBoxLayout()
        for action in (self.restart_action, self.back_action, self.play_action, self.forward_action):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.step_size = QComboBox()
        for granularity in GRANULARITIES:
            self.step_size.addItem(STEP_NAMES[granularity], granularity)
        self.step_size.setToolTip("How far one step goes: one throw examined, one square expanded, or one depth")
        self.step_size.currentIndexChanged.connect(self._granularity_changed)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, 100)
        self.speed.setValue(50)
        self.speed.setToolTip("From one step every 2 seconds to the whole search in under a second")
        self.speed.valueChanged.connect(lambda v: self.playback and self.playback.set_speed(v))
        self.scrubber = QSlider(Qt.Orientation.Horizontal)
        self.scrubber.setToolTip("Every step of the search: drag to any moment")
        self.scrubber.valueChanged.connect(self._scrubbed)
        self.position_label = QLabel()
        self.heat_map = QCheckBox("Heat map: show every square's distance")
        self.heat_map.toggled.connect(self._heat_map_toggled)
        self.queue_label = QLabel(QUEUE_TITLE)
        self.queue = QListWidget()
        self.queue.setAccessibleName("BFS queue")
        self.queue.setUniformItemSizes(True)  # each step adds and drops rows: keep its layout O(1)

        grid = QGridLayout()
        grid.addWidget(QLabel("Step:"), 0, 0)
        grid.addWidget(self.step_size, 0, 1)
        grid.addWidget(QLabel("Speed:"), 1, 0)
        grid.addWidget(self.speed, 1, 1)
        grid.addWidget(QLabel("Search:"), 2, 0)
        grid.addWidget(self.scrubber, 2, 1)
        # Labels that change on every step get a fixed height, so that new text never makes
        # the whole dock lay itself out again.
        line = self.detail.fontMetrics().lineSpacing()
        self.detail_area.setFixedHeight(line * 4 + 6)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for label in (self.position_label, self.queue_label):
            label.setFixedHeight(line + 4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        for widget in (self.headline, self.detail_area, self.legend):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addLayout(grid)
        layout.addWidget(self.position_label)
        layout.addWidget(self.heat_map)
        self.copy_graph = QPushButton("Copy the graph (adjacency list)")
        self.copy_graph.setToolTip(
            "Each square where a token can rest, and where throws 1–6 take it: to check your own BFS"
        )
        self.copy_graph.clicked.connect(self.copy_adjacency)
        layout.addWidget(self.copy_graph)
        self.teaching_row = QHBoxLayout()  # the graph, the code, Why BFS? and the export (teaching.py)
        layout.addLayout(self.teaching_row)
        layout.addWidget(self.queue_label)
        layout.addWidget(self.queue, 1)

    @property
    def shown(self) -> tuple[Board, Rules]:
        """The board and rules whose search the panel shows."""
        return self._shown

    @property
    def interval_ms(self) -> int | None:
        """The animation timer's interval set for tests (None: the speed slider's)."""
        return self._interval_ms

    @property
    def position(self) -> int:
        """The step of the search on show (0 before the animation is first used)."""
        return self.playback.position if self.playback is not None else 0

    def teaching_action(self, text: str, slot, tip: str) -> QAction:  # noqa: ANN001 (any slot)
        """An action of the teaching row (`teaching.TeachingDocks` adds its buttons)."""
        return make_action(self, text, slot, None, tip)

    def actions_for_menu(self) -> list[QAction]:
        return [self.play_action, self.forward_action, self.back_action, self.restart_action]

    # -- the board -------------------------------------------------------------------------

    def follow(self, facts: BoardFacts) -> None:
        """Show the fewest throws of every board the facts are worked out for (not during a
        game: the board then belongs to the game)."""
        facts.working.connect(lambda _board: self._locked or self.show_working())
        facts.facts_changed.connect(lambda found: self._locked or self.show_board(found.board, found.rules))
        if facts.current is not None:
            self.show_board(facts.current.board, facts.current.rules)
        else:
            self.show_working()

    def show_working(self) -> None:
        """A large board's search is running in the background: say so until it is done."""
        self._drop_animation()
        self.solution = None
        for action in self.actions_for_menu():
            action.setEnabled(False)
        self.scrubber.setEnabled(False)
        self.heat_map.setEnabled(False)
        self.queue.clear()
        self._queue_shown = (0, 0)
        self.queue_label.setText(QUEUE_TITLE)
        self.headline.setText("Working out the fewest throws…")
        self.detail.setText("")

    def set_on_screen(self, on_screen: bool) -> None:
        """Whether the Solver tab is in front (its dock says): hover arrows only then."""
        self._on_screen = on_screen
        if not on_screen:
            self.show_moves_of(None)

    def show_moves_of(self, square: int | None) -> None:
        """With the Solver tab in front: the six throws of the hovered ``square`` as arrows to
        where each comes to rest (None, or a game on: none)."""
        geometry = self.scene.geometry
        if self._hover is None or self._hover.geometry is not geometry:
            if self._hover is not None and self._hover.scene() is self.scene:
                self.scene.removeItem(self._hover)
            self._hover = ExpansionItem(geometry)
            self.scene.addItem(self._hover)
        board, rules = self._shown
        if square is None or not self._on_screen or self._locked or square >= board.size:
            self._hover.show(None, ())
            return
        throws = tuple(
            TraceStep("throw", square, 0, face, landed, rest, "overshoot" if landed is None else "seen")
            for face, landed, rest in moves_from(board, rules, square)
        )
        self._hover.show(square, throws)

    def copy_adjacency(self) -> str:
        """The board's graph as text on the clipboard ("23: 24 25 44 27 28 9" a line)."""
        from PySide6.QtWidgets import QApplication

        from ...core.teaching import adjacency_text

        board, rules = self._shown
        text = adjacency_text(board, rules)
        QApplication.clipboard().setText(text)
        return text

    def show_board(self, board: Board, rules: Rules) -> None:
        """A new board (any edit): new headline; the animation stops and starts over."""
        self._shown = (board, rules)
        if self._hover is not None:
            self._hover.show(None, ())  # the old board's arrows
        self.copy_graph.setEnabled(board.size <= LARGE_BOARD_SQUARES)
        self._drop_animation()
        self.solution = found = solution(board, rules)
        self.legend.set_farthest(len(found.layers) - 1)  # the farthest distance, without numpy
        animate = board.size <= MAX_ANIMATED_SQUARES
        for action in self.actions_for_menu():
            action.setEnabled(animate)
        self.scrubber.setEnabled(animate)
        self.heat_map.setEnabled(animate)
        steps = found.reachable + 6 * (found.reachable - (found.min_rolls >= 0))
        self.scrubber.blockSignals(True)
        self.scrubber.setRange(0, steps)
        self.scrubber.setValue(0)
        self.scrubber.blockSignals(False)
        self.queue.clear()
        self._queue_shown = (0, 0)
        self.queue_label.setText(QUEUE_TITLE)
        self.headline.setText(
            f"Fewest throws: {found.min_rolls}" if found.min_rolls >= 0 else "The goal cannot be reached"
        )
        self.detail.setText(self._detail(None, animate))
        self._update_controls()
        self._auto_heat = animate and found.min_rolls < 0
        if animate and (self.heat_map.isChecked() or self._auto_heat) and self._ensure_overlay():
            # An unreachable goal is shown at once: what can be reached, and where it stops.
            self.overlay.set_heat_map(True)
            if found.min_rolls < 0:
                self.overlay.show_barrier([s for s, _ in found.barrier()])
        self.board_shown.emit(board, rules, found)

    def _detail(self, state, animate: bool = True) -> str:
        """The sentence under the headline for a state of the animation (None: not started)."""
        solution = self.solution
        if solution.min_rolls < 0 and (state is None or state.finished or state.current is None):
            barrier = solution.barrier()
            jumps = ", ".join(f"{s}→{e}" for s, e in barrier)
            return (
                f"The farthest the token can rest on is square {barrier[0][0] - 1}. Every throw from there "
                f"lands on a jump back down: {jumps}. Coloured squares can be reached."
            )
        if state is not None and state.finished or not animate:
            return f"Route: {solution.describe_route()}"
        if state is None or state.current is None:
            return "Press Play to watch breadth-first search find it."
        return f"Expanding square {state.current} (distance {state.depth}): {len(state.throws)} of 6 throws examined."

    def set_locked(self, locked: bool) -> None:
        """During a game: no animation or heat map over the board, every control disabled."""
        self._locked = locked
        if locked:
            self._drop_animation()
            self.show_moves_of(None)
        self.setEnabled(not locked)
        for action in self.actions_for_menu():
            action.setEnabled(not locked)

    def _drop_animation(self) -> None:
        if self.playback is not None:
            self.playback.stop()
            self.playback.deleteLater()
        if self.overlay is not None:
            self.overlay.remove()
        self.playback = self.replay = self.overlay = None

    def _ensure_overlay(self) -> bool:
        """The replay and the board overlay, built on first use (an edit does not pay for them)."""
        if self.overlay is not None:
            return True
        if self.solution is None or self._locked or self.solution.goal > MAX_ANIMATED_SQUARES:
            return False
        self.replay = SearchReplay(self.solution)
        self.overlay = SearchOverlay(self.scene, self.scene.geometry, self.replay)
        return True

    def _ensure_animation(self) -> bool:
        """The playback, built when a control is first used; it starts by showing position 0."""
        if self.playback is not None:
            return True
        if not self._ensure_overlay():
            return False
        self.playback = Playback(self.replay, self._interval_ms, self)
        self.playback.set_speed(self.speed.value())
        self.playback.set_granularity(self.step_size.currentData())
        self.playback.position_changed.connect(self._show_position)
        self.playback.state_changed.connect(lambda _state: self._update_controls())
        if self._auto_heat and not self.heat_map.isChecked():
            self.overlay.set_heat_map(False)  # the learner wants the search itself now
        self._auto_heat = False
        self._show_position(0)
        return True

    # -- controls ------------------------------------------------------------------------------

    def toggle_play(self) -> None:
        if self._ensure_animation():
            self.playback.toggle()

    def step_forward(self) -> None:
        if self._ensure_animation():
            self.playback.step_forward()

    def step_back(self) -> None:
        if self._ensure_animation():
            self.playback.step_back()

    def restart(self) -> None:
        if self._ensure_animation():
            self.playback.restart()
            self._show_position(0)

    def seek(self, position: int) -> None:
        if self._ensure_animation():
            self.playback.pause()
            self.playback.seek(position)

    def _scrubbed(self, value: int) -> None:
        if self.playback is None or value != self.playback.position:
            self.seek(value)

    def _granularity_changed(self) -> None:
        if self.playback is not None:
            self.playback.set_granularity(self.step_size.currentData())

    def _heat_map_toggled(self, on: bool) -> None:
        if not self._ensure_overlay():
            return
        self._auto_heat = False
        state = self.replay.state(self.playback.position) if self.playback is not None else None
        self.overlay.set_heat_map(on, state)

    def _update_controls(self) -> None:
        state = self.playback.state if self.playback is not None else "ready"
        self.play_action.setText("Pause" if state == PLAYING else "▶ Play")
        position = self.playback.position if self.playback is not None else 0
        total = self.scrubber.maximum()
        self.position_label.setText(f"Step {position} of {total} — {state}")

    # -- showing a position ----------------------------------------------------------------------

    def _show_position(self, position: int) -> None:
        state = self.replay.state(position)
        self.overlay.show(state)
        self.scrubber.blockSignals(True)
        self.scrubber.setValue(position)
        self.scrubber.blockSignals(False)
        self._show_queue(state.expanded, state.discovered)
        self.detail.setText(self._detail(state))
        self._update_controls()
        self.position_shown.emit(self.replay, position)

    def _show_queue(self, expanded: int, discovered: int) -> None:
        """The queue is ``order[expanded:discovered]``: drop from the front and add at the back
        when the search moves on; rebuild after a jump backwards."""
        old_expanded, old_discovered = self._queue_shown
        order = self.replay.order
        if old_expanded <= expanded <= old_discovered and discovered >= old_discovered:
            for _ in range(expanded - old_expanded):
                self.queue.takeItem(0)
            new = order[old_discovered:discovered]
        else:
            self.queue.clear()
            new = order[expanded:discovered]
        for square in new:
            distance = self.solution.distance(square)
            self.queue.addItem(f"square {square} · {distance} throw{'s' if distance != 1 else ''}")
        self._queue_shown = (expanded, discovered)
        self.queue_label.setText(f"{QUEUE_TITLE}: {plural(discovered - expanded, 'square')}")
