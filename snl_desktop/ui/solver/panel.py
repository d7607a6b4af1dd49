"""The solver dock: the fewest throws of the board being edited, always current, and an
animation of the breadth-first search that found it, replayed from the core solver's trace
(this widget runs no search of its own)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Signal, Slot
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules, Solution, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...core.code_steps import note_at
from ...core.replay import SearchReplay, SearchState
from ...core.teaching import adjacency_text
from ...words import search as words
from ...words import spoken
from ..board import theme
from ..board.scene import BoardScene
from ..document.facts import BoardFacts, Facts
from ..kit.actions import make_action
from ..kit.announce import announce
from .controls import SearchControls
from .overlay import ExpansionItem, SearchOverlay
from .panel_parts import Animation, Legend, QueueList, Summary
from .playback import PLAYING, READY, Playback, state_name

MAX_ANIMATED_SQUARES = LARGE_BOARD_SQUARES
"""Boards larger than 200×200 show the answer and the route, without the animation or heat map."""


def ready_state(replay: SearchReplay) -> SearchState:
    """What the board shows at step 0: nothing yet (the queue list shows the start square)."""
    return SearchState(0, len(replay), 0, 0, None, 0, ())


@dataclass
class ShownSearch:
    """The board and rules on show and the solver's answer for them, set as one by
    `SolverPanel.show_board`; ``animation`` once a control or the heat map asks for it."""

    board: Board
    rules: Rules
    solution: Solution
    animation: Animation | None = None


class SolverPanel(QWidget):
    """Headline, animation controls, BFS queue, route and heat map for one board scene.
    ``interval_ms`` overrides the animation timer (tests use 0)."""

    board_shown = Signal(Board, Rules, Solution)
    """A new board's search (board, rules, solution): the graph and code panels start over."""
    position_shown = Signal(SearchReplay, int)
    """The animation shows the search after this many steps of this replay (replay, position)."""

    def __init__(self, scene: BoardScene, interval_ms: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._interval_ms = interval_ms
        self._search: ShownSearch | None = None  # None until a board is shown, and while one is worked out
        self._hover: ExpansionItem | None = None  # the hovered square's throws
        self._on_screen = False
        self._shown: tuple[Board, Rules] = (Board(10, 10), Rules())
        self._auto_heat = False  # the heat map shown unasked, for a goal that cannot be reached
        self._locked = False  # a game is on: nothing is drawn over the board

        self.summary = Summary()
        self.headline, self.detail, self.detail_area = self.summary.headline, self.summary.detail, self.summary.area
        self.legend = Legend()

        self.controls = controls = SearchControls(self)
        self.play_action, self.back_action = controls.play_action, controls.back_action
        self.forward_action, self.restart_action = controls.forward_action, controls.restart_action
        self.step_size, self.speed, self.scrubber = controls.step_size, controls.speed, controls.scrubber
        self.position_label, self.heat_map = controls.position_label, controls.heat_map
        controls.on_change(self._granularity_changed, self._speed_changed)
        self.scrubber.valueChanged.connect(self._scrubbed)
        self.heat_map.toggled.connect(self._heat_map_toggled)
        controls.dim_art.toggled.connect(self._dim_art)
        self.queue = QueueList()
        self.queue_label = self.queue.title

        self._fit_lines()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        for widget in (self.summary, self.legend, controls):
            layout.addWidget(widget)
        self.copy_graph = QPushButton(self.tr("Copy the graph (adjacency list)"))
        self.copy_graph.setToolTip(
            self.tr("Each square where a token can rest, and where throws 1–6 take it: to check your own BFS")
        )
        self.copy_graph.clicked.connect(self.copy_adjacency)
        layout.addWidget(self.copy_graph)
        self.teaching_row = QGridLayout()  # the teaching buttons: Graph, Code, Why BFS?, … (teaching.py)
        layout.addLayout(self.teaching_row)
        layout.addWidget(self.queue_label)
        layout.addWidget(self.queue, 1)

    @property
    def shown(self) -> tuple[Board, Rules]:
        """The board and rules whose search the panel shows (or last showed, while a new
        board's search is worked out)."""
        return self._shown

    @property
    def search(self) -> ShownSearch | None:
        """The search on show (None while a large board's search is worked out)."""
        return self._search

    @property
    def solution(self) -> Solution | None:
        return self._search.solution if self._search is not None else None

    @property
    def replay(self) -> SearchReplay | None:
        animation = self._animation()
        return animation.replay if animation is not None else None

    @property
    def overlay(self) -> SearchOverlay | None:
        animation = self._animation()
        return animation.overlay if animation is not None else None

    @property
    def playback(self) -> Playback | None:
        """The animation's controls, once one has been used (None before)."""
        animation = self._animation()
        return animation.playback if animation is not None and animation.started else None

    @property
    def interval_ms(self) -> int | None:
        """The animation timer's interval set for tests (None: the speed slider's)."""
        return self._interval_ms

    @property
    def position(self) -> int:
        """The step of the search on show (0 before the animation is first used)."""
        playback = self.playback
        return playback.position if playback is not None else 0

    def teaching_action(self, text: str, slot: Callable[[], object], tip: str) -> QAction:
        """An action of the teaching row (`teaching.TeachingDocks` adds its buttons)."""
        return make_action(self, text, slot, None, tip)

    def actions_for_menu(self) -> list[QAction]:
        return self.controls.playback_actions()

    def _fit_lines(self) -> None:
        """Labels that change on every step get a fixed height (four lines of the narration,
        one of the rest), so that new text never makes the whole dock lay itself out again; the
        heights follow the font (Text Size, Present)."""
        self.summary.fit_lines()
        line = self.position_label.fontMetrics().lineSpacing()
        for label in (self.position_label, self.queue_label):
            label.setFixedHeight(line + 4)

    def set_presenting(self, pixels: int | None) -> None:
        """Present mode: every text ``pixels`` high, and only the narration, the buttons, where
        the search is and the queue shown (None: back to the app's Text Size and everything)."""
        font = QFont(QApplication.font())
        if pixels is not None:
            font.setPixelSize(pixels)
        self.setFont(font if pixels is not None else QFont())
        self.summary.set_presenting(pixels)
        self.controls.set_compact(pixels is not None)
        for widget in (self.copy_graph, self.legend, *self._teaching_buttons()):
            widget.setVisible(pixels is None)
        self._fit_lines()

    def _teaching_buttons(self) -> list[QWidget]:
        row = self.teaching_row
        items = (row.itemAt(i) for i in range(row.count()))
        return [w for item in items if item is not None and (w := item.widget()) is not None]

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_lines()

    # -- the board -------------------------------------------------------------------------

    def follow(self, facts: BoardFacts) -> None:
        """Show the fewest throws of every board the facts are worked out for (not during a
        game: the board then belongs to the game)."""
        facts.working.connect(self._facts_working)
        facts.facts_changed.connect(self._facts_changed)
        if facts.current is not None:
            self.show_board(facts.current.board, facts.current.rules)
        else:
            self.show_working()

    @Slot(object)
    def _facts_working(self, _board: Board) -> None:
        if not self._locked:
            self.show_working()

    @Slot(object)
    def _facts_changed(self, found: Facts) -> None:
        if not self._locked:
            self.show_board(found.board, found.rules)

    def show_working(self) -> None:
        """A large board's search is running in the background: say so until it is done."""
        self._drop_animation()
        self._search = None
        self.controls.set_enabled(False)
        self.queue.clear_queue()
        self.headline.setText(self.tr("Working out the fewest throws…"))
        self.detail.setText("")

    def set_on_screen(self, on_screen: bool) -> None:
        """Whether the Solver tab is in front (its dock says): hover arrows only then."""
        self._on_screen = on_screen
        if not on_screen:
            self.show_moves_of(None)

    @Slot(object)
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
            self._hover.show_throws(None, ())
            return
        self._hover.show_moves(board, rules, square)

    @Slot()
    def copy_adjacency(self) -> str:
        """The board's graph as text on the clipboard ("23: 24 25 44 27 28 9" a line)."""
        board, rules = self._shown
        text = adjacency_text(board, rules)
        QApplication.clipboard().setText(text)
        return text

    def show_board(self, board: Board, rules: Rules) -> None:
        """A new board (any edit): new headline; the animation stops and starts over."""
        self._shown = (board, rules)
        if self._hover is not None:
            self._hover.show_throws(None, ())  # the old board's arrows
        self.copy_graph.setEnabled(board.size <= LARGE_BOARD_SQUARES)
        self._drop_animation()
        found = solution(board, rules)
        self._search = ShownSearch(board, rules, found)
        self.legend.set_farthest(len(found.layers) - 1)  # the farthest distance, without numpy
        animate = board.size <= MAX_ANIMATED_SQUARES
        self.controls.set_enabled(animate)
        self._scrub_to(0, found.reachable + 6 * (found.reachable - (found.min_rolls >= 0)))
        self.queue.clear_queue()
        if found.min_rolls >= 0:
            self.headline.setText(spoken(self.tr("Fewest throws: {throws}"), throws=found.min_rolls))
        else:
            self.headline.setText(self.tr("One die a throw never reaches the goal"))
        self.detail.setText(words.solver_detail(found, None))  # (animated: step 0's, below)
        self._update_controls()
        self._auto_heat = animate and found.min_rolls < 0
        if animate and (self.heat_map.isChecked() or self._auto_heat):
            animation = self._ensure_animation()
            if animation is not None:  # an unreachable goal is shown at once: what can be reached, and where it stops
                animation.overlay.set_heat_map(True)
                if found.min_rolls < 0:
                    animation.overlay.show_barrier([s for s, _ in found.barrier()])
        self.board_shown.emit(board, rules, found)
        if animate:
            self._show_ready()

    def _show_ready(self) -> None:
        """Step 0, however it is reached (a new board, an undo, Restart, Back to the start):
        the queue holds the start square, the code panel and the graph show the queue just made,
        and nothing of the search is drawn on the board yet."""
        animation = self._ensure_animation()
        search = self._search
        if animation is None or search is None:
            return
        replay = animation.replay
        self.queue.show_queue(search.solution, replay.order, 0, 1)
        self.detail.setText(words.solver_detail(search.solution, note_at(replay, 0)))
        if animation.started:
            animation.overlay.show(ready_state(replay))
        self._dim_art()
        self.position_shown.emit(replay, 0)

    def set_locked(self, locked: bool) -> None:
        """During a game: no animation or heat map over the board, every control disabled."""
        self._locked = locked
        if locked:
            self._drop_animation()
            self.show_moves_of(None)
        self.setEnabled(not locked)
        self.controls.set_enabled(not locked)

    def _animation(self) -> Animation | None:
        return self._search.animation if self._search is not None else None

    def _drop_animation(self) -> None:
        if self._search is not None and self._search.animation is not None:
            self._search.animation.drop()
            self._search.animation = None
        self._dim_art()

    @Slot()
    def _dim_art(self) -> None:
        """The snakes and ladders fade while the search is drawn over them (the option is on
        by default), and come back when it is not."""
        animation = self._animation()
        drawn = animation is not None and (
            animation.overlay.heat_map or (animation.started and (animation.playback.position > 0 or self._playing()))
        )
        self.scene.set_art_opacity(theme.SEARCH_ART_OPACITY if drawn and self.controls.dim_art.isChecked() else 1.0)

    def _playing(self) -> bool:
        playback = self.playback
        return playback is not None and playback.state == PLAYING

    def _ensure_animation(self) -> Animation | None:
        """The replay, its drawing and its controls, built on first use (None: nothing to
        animate, a game on or a board too large)."""
        search = self._search
        if search is None or self._locked or search.solution.goal > MAX_ANIMATED_SQUARES:
            return None
        if search.animation is None:
            search.animation = animation = Animation.build(search.solution, self.scene, self._interval_ms, self)
            animation.playback.set_speed(self.speed.value())
            animation.playback.set_granularity(self.step_size.currentData())
            animation.playback.position_changed.connect(self._show_position)
            animation.playback.state_changed.connect(self._state_changed)
        return search.animation

    def _started(self) -> Animation | None:
        """The animation, started when a control is first used: it shows position 0 at once."""
        animation = self._ensure_animation()
        if animation is None or animation.started:
            return animation
        animation.started = True
        if self._auto_heat and not self.heat_map.isChecked():
            animation.overlay.set_heat_map(False)  # the learner wants the search itself now
        self._auto_heat = False
        self._show_position(0)
        return animation

    # -- controls ------------------------------------------------------------------------------

    def toggle_play(self) -> None:
        if animation := self._started():
            animation.playback.toggle()

    def step_forward(self) -> None:
        if animation := self._started():
            animation.playback.step_forward()

    def step_back(self) -> None:
        if animation := self._started():
            animation.playback.step_back()

    def restart(self) -> None:
        if animation := self._started():
            animation.playback.restart()
            self._show_position(0)

    def seek(self, position: int) -> None:
        if animation := self._started():
            animation.playback.pause()
            animation.playback.seek(position)

    @Slot(int)
    def _scrubbed(self, value: int) -> None:
        playback = self.playback
        if playback is None or value != playback.position:
            self.seek(value)

    @Slot(int)
    def _speed_changed(self, value: int) -> None:
        if animation := self._animation():
            animation.playback.set_speed(value)

    @Slot(int)
    def _granularity_changed(self, _index: int) -> None:
        if animation := self._animation():
            animation.playback.set_granularity(self.step_size.currentData())

    @Slot(bool)
    def _heat_map_toggled(self, on: bool) -> None:
        animation = self._ensure_animation()
        if animation is None:
            return
        self._auto_heat = False
        state = animation.replay.state(animation.playback.position) if animation.started else None
        animation.overlay.set_heat_map(on, state)
        self._dim_art()

    @Slot(str)
    def _state_changed(self, _state: str) -> None:
        self._update_controls()
        playback = self.playback
        if playback is not None and playback.position == 0:
            self._show_position(0)  # the start is drawn while playing, the board clean when ready

    def _update_controls(self) -> None:
        playback = self.playback
        state = playback.state if playback is not None else READY
        self.play_action.setText(self.tr("Pause") if state == PLAYING else self.tr("▶ Play"))
        position = playback.position if playback is not None else 0
        text = self.tr("Step {position} of {total} — {state}")
        total = self.scrubber.maximum()
        self.position_label.setText(spoken(text, position=position, total=total, state=state_name(state)))

    # -- showing a position ----------------------------------------------------------------------

    def _scrub_to(self, position: int, steps: int | None = None) -> None:
        """The scrubber at ``position`` (of ``steps``, for a new search), without seeking."""
        self.scrubber.blockSignals(True)
        if steps is not None:
            self.scrubber.setRange(0, steps)
        self.scrubber.setValue(position)
        self.scrubber.blockSignals(False)

    @Slot(int)
    def _show_position(self, position: int) -> None:
        search = self._search
        animation = self._animation()
        if search is None or animation is None:
            return
        replay = animation.replay
        self._scrub_to(position)
        self.detail.setText(words.solver_detail(search.solution, note_at(replay, position)))
        if animation.playback.state != PLAYING:  # a step (a key, a button) is said; a search playing is not
            announce(self.detail, self.detail.text())
        self._update_controls()
        if position == 0 and animation.playback.state != PLAYING:
            self._show_ready()  # ready at the start: one state, however it was reached
            return
        state = replay.state(position)
        animation.overlay.show(state)
        self._dim_art()
        self.queue.show_queue(search.solution, replay.order, state.expanded, state.discovered)
        self.position_shown.emit(replay, position)
