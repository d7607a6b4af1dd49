"""The Solver dock: the fewest throws of the board being edited, always current, and the
animation of the breadth-first search that found it: its narration, its controls, the BFS queue
and the teaching buttons.

The panel is the view. It owns the `SearchPlayer` (search_player.py), which replays the core
solver's trace over the board and moves through it (this widget runs no search and draws nothing
on the board), and shows what the player says: the step, where the search is, the queue. The
hovered square's throws are `HoverThrows`' (hover_throws.py), the copied graph is clipboard.py's."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal, Slot
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules, Solution, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...core.code_steps import note_at
from ...core.replay import SearchReplay
from ...words import search as words
from ...words import spoken
from ..board.scene import BoardScene
from ..document.facts import BoardFacts, Facts
from ..kit.actions import make_action
from ..kit.announce import announce
from .clipboard import copy_adjacency
from .controls import SearchControls
from .hover_throws import HoverThrows
from .legend import Legend
from .overlay import SearchOverlay
from .playback import PLAYING, Playback, state_name
from .queue_list import QueueList
from .search_player import MAX_ANIMATED_SQUARES, SearchPlayer, ShownSearch
from .summary import Summary


class SolverPanel(QWidget):
    """Headline, narration, animation controls, BFS queue and teaching buttons for the search
    over one board scene. ``interval_ms`` overrides the animation timer (tests use 0)."""

    board_shown = Signal(Board, Rules, Solution)
    """A new board's search (board, rules, solution): the graph and code panels start over."""
    position_shown = Signal(SearchReplay, int)
    """The animation shows the search after this many steps of this replay (replay, position)."""

    def __init__(self, scene: BoardScene, interval_ms: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.player = player = SearchPlayer(scene, interval_ms, self)
        self.hover_throws = HoverThrows(scene)
        self._shown: tuple[Board, Rules] = (Board(10, 10), Rules())
        self._locked = False  # a game is on: the board is the game's

        self.summary = Summary()
        self.headline, self.detail, self.detail_area = self.summary.headline, self.summary.detail, self.summary.area
        self.legend = Legend()

        self.controls = controls = SearchControls(player)
        self.play_action, self.back_action = controls.play_action, controls.back_action
        self.forward_action, self.restart_action = controls.forward_action, controls.restart_action
        self.step_size, self.speed, self.scrubber = controls.step_size, controls.speed, controls.scrubber
        self.position_label, self.heat_map = controls.position_label, controls.heat_map
        controls.on_change(self._granularity_changed, player.set_speed)
        self.scrubber.valueChanged.connect(self._scrubbed)
        self.heat_map.toggled.connect(player.set_heat_map)
        controls.dim_art.toggled.connect(player.set_fade_art)
        player.set_speed(self.speed.value())
        player.set_granularity(self.step_size.currentData())
        player.set_fade_art(controls.dim_art.isChecked())
        player.search_shown.connect(self._search_shown)
        player.position_shown.connect(self._position_shown)
        player.state_changed.connect(self._state_changed)
        self.queue = QueueList()
        self.queue_label = self.queue.title
        self.depth_label = QLabel()  # "Depth 3: squares 3 throws away": the layer being taken from the queue
        self.depth_label.setAccessibleName(self.tr("Depth"))

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
        layout.addWidget(self.depth_label)
        layout.addWidget(self.queue_label)
        layout.addWidget(self.queue, 1)

    # -- what is on show (the player's, for the docks and dialogs that hold the panel) ------------

    @property
    def shown(self) -> tuple[Board, Rules]:
        """The board and rules whose search the panel shows (or last showed, while a new
        board's search is worked out)."""
        return self._shown

    @property
    def search(self) -> ShownSearch | None:
        """The search on show (None while a large board's search is worked out)."""
        return self.player.search

    @property
    def replay(self) -> SearchReplay | None:
        return self.player.replay

    @property
    def overlay(self) -> SearchOverlay | None:
        return self.player.overlay

    @property
    def playback(self) -> Playback | None:
        """The animation's playback, once a control has been used (None before)."""
        return self.player.playback

    @property
    def interval_ms(self) -> int | None:
        """The animation timer's interval set for tests (None: the speed slider's)."""
        return self.player.interval_ms

    @property
    def position(self) -> int:
        """The step of the search on show (0 before the animation is first used)."""
        return self.player.position

    # -- the dock --------------------------------------------------------------------------------

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
        self.position_label.setFixedHeight(line + 4)
        for label in (self.depth_label, self.queue_label):
            label.setFixedHeight(label.fontMetrics().lineSpacing() + 4)

    def set_presenting(self, pixels: int | None, large: QFont | None = None) -> None:
        """Present mode: every text ``pixels`` high, the step's sentence, the depth and the queue
        in ``large`` (the back row reads them), and only the narration, the buttons, where the
        search is and the queue shown (None: back to the app's Text Size and everything)."""
        font = QFont(QApplication.font())
        if pixels is not None:
            font.setPixelSize(pixels)
        self.setFont(font if pixels is not None else QFont())
        self.summary.set_presenting(pixels)
        large_ones: tuple[QWidget, ...] = (self.detail, self.depth_label, self.queue_label, self.queue)
        for widget in large_ones:
            widget.setFont(large if pixels is not None and large is not None else QFont())
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

    def set_on_screen(self, on_screen: bool) -> None:
        """Whether the Solver tab is in front (its dock says): hover arrows only then."""
        self.hover_throws.set_on_screen(on_screen)

    @Slot(object)
    def show_moves_of(self, square: int | None) -> None:
        """With the Solver tab in front: the six throws of the hovered ``square`` as arrows to
        where each comes to rest (None, or a game on: none)."""
        self.hover_throws.show(square)

    @Slot()
    def copy_adjacency(self) -> str:
        """The board's graph as text on the clipboard ("23: 24 25 44 27 28 9" a line)."""
        return copy_adjacency(*self._shown)

    # -- the board -------------------------------------------------------------------------------

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
        self.player.clear()
        self.controls.set_enabled(False)
        self.queue.clear_queue()
        self.headline.setText(self.tr("Working out the fewest throws…"))
        self.detail.setText("")

    def show_board(self, board: Board, rules: Rules) -> None:
        """A new board (any edit): new headline; the animation stops and starts over."""
        self._shown = (board, rules)
        self.hover_throws.set_board(board, rules)
        self.player.show_search(board, rules, solution(board, rules))

    def set_locked(self, locked: bool) -> None:
        """During a game: no animation, heat map or arrows over the board, every control disabled."""
        self._locked = locked
        self.player.set_locked(locked)
        self.hover_throws.set_locked(locked)
        self.setEnabled(not locked)
        self.controls.set_enabled(not locked)

    # -- the learner's moves (the player makes them) ---------------------------------------------

    def toggle_play(self) -> None:
        self.player.toggle_play()

    def step_forward(self) -> None:
        self.player.step_forward()

    def step_back(self) -> None:
        self.player.step_back()

    def restart(self) -> None:
        self.player.restart()

    def seek(self, position: int) -> None:
        self.player.seek(position)

    @Slot(int)
    def _scrubbed(self, value: int) -> None:
        if self.player.playback is None or value != self.player.position:
            self.player.seek(value)

    @Slot(int)
    def _granularity_changed(self, _index: int) -> None:
        self.player.set_granularity(self.step_size.currentData())

    # -- what the player shows -------------------------------------------------------------------

    @Slot(Board, Rules, Solution)
    def _search_shown(self, board: Board, rules: Rules, found: Solution) -> None:
        """A new board's search, at its start: the headline, the legend, the controls."""
        self.copy_graph.setEnabled(board.size <= LARGE_BOARD_SQUARES)
        self.legend.set_farthest(len(found.layers) - 1)  # the farthest distance, without numpy
        self.controls.set_enabled(board.size <= MAX_ANIMATED_SQUARES)
        self._scrub_to(0, found.reachable + 6 * (found.reachable - (found.min_rolls >= 0)))
        self.queue.clear_queue()
        self.depth_label.setText("")
        if found.min_rolls >= 0:
            self.headline.setText(spoken(self.tr("Fewest throws: {throws}"), throws=found.min_rolls))
        else:
            self.headline.setText(self.tr("One die a throw never reaches the goal"))
        self.detail.setText(words.solver_detail(found, None))  # (animated: step 0's, next)
        self._update_controls()
        self.board_shown.emit(board, rules, found)

    @Slot(SearchReplay, int)
    def _position_shown(self, replay: SearchReplay, position: int) -> None:
        """The search after ``position`` steps: where it is, its narration (said to a screen
        reader when a control moved it, not while it plays) and the queue."""
        self._scrub_to(position)
        self.detail.setText(words.solver_detail(replay.solution, note_at(replay, position)))
        if self.player.playback is not None and self.player.state != PLAYING:
            announce(self.detail, self.detail.text())
        self._update_controls()
        state = replay.state(position)
        self.queue.show_queue(replay.solution, replay.order, state.expanded, state.discovered)
        self.depth_label.setText(self.depth_text(state.depth) if state.current is not None else "")
        self.position_shown.emit(replay, position)

    def depth_text(self, depth: int) -> str:
        """The layer of the search on show: "Depth 3: squares 3 throws away"."""
        return spoken(self.tr("Depth {depth}: squares {throws} away"), depth=depth, throws=words.throws(depth))

    @Slot(str)
    def _state_changed(self, _state: str) -> None:
        self._update_controls()

    def _update_controls(self) -> None:
        """Play or Pause, and where the search is ("Step 12 of 250 — paused")."""
        state = self.player.state
        self.play_action.setText(self.tr("Pause") if state == PLAYING else self.tr("▶ Play"))
        text = self.tr("Step {position} of {total} — {state}")
        total = self.scrubber.maximum()
        self.position_label.setText(spoken(text, position=self.player.position, total=total, state=state_name(state)))

    def _scrub_to(self, position: int, steps: int | None = None) -> None:
        """The scrubber at ``position`` (of ``steps``, for a new search), without seeking."""
        self.scrubber.blockSignals(True)
        if steps is not None:
            self.scrubber.setRange(0, steps)
        self.scrubber.setValue(position)
        self.scrubber.blockSignals(False)
