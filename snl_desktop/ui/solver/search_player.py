"""The Solver dock's playback: the search on show, replayed over the board.

`SearchPlayer` holds the solved search of the board on show and, when first needed, its
`Animation`: the replay, its drawing on the board (`SearchOverlay`) and the `Playback` state
machine that moves a position through it. Every move of the learner's (play, pause, step,
restart, seek, speed, step size, heat map, fading the art) goes through the player, which draws
each position it reaches on the board and then says so (`position_shown`, `state_changed`). It
owns no widget: the panel's widgets, the Graph and the BFS Code follow its signals, and the
panel (or a test) drives it. It runs no search of its own: the core solver's trace is replayed.

Step 0 is one state however it is reached (a new board, Restart, stepping back, a seek): nothing
of the search is drawn on the board unless it is playing, and ``position_shown(replay, 0)`` is
said, for every dock to show the queue just made."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from ...core import Board, Rules, Solution
from ...core.board import LARGE_BOARD_SQUARES
from ...core.replay import Granularity, SearchReplay, SearchState
from ..board import theme
from ..board.scene import BoardScene
from .overlay import SearchOverlay
from .playback import PLAYING, READY, Playback

MAX_ANIMATED_SQUARES = LARGE_BOARD_SQUARES
"""Boards larger than 200×200 show the answer and the route, without the animation or heat map."""


def ready_state(replay: SearchReplay) -> SearchState:
    """What the board shows at step 0: nothing yet (the queue list shows the start square)."""
    return SearchState(0, len(replay), 0, 0, None, 0, ())


@dataclass
class Animation:
    """The search replayed over the board: the replay, its drawing on the board and the
    playback that moves it, built together when first asked for and dropped together with
    their board. ``started``: a control has been used (the heat map alone needs the drawing,
    not the playing)."""

    replay: SearchReplay
    overlay: SearchOverlay
    playback: Playback
    started: bool = False

    @classmethod
    def build(cls, found: Solution, scene: BoardScene, interval_ms: int | None, owner: QObject) -> Animation:
        """The animation of ``found`` over ``scene``, its playback owned by ``owner``."""
        replay = SearchReplay(found)
        return cls(replay, SearchOverlay(scene, scene.geometry, replay), Playback(replay, interval_ms, owner))

    def drop(self) -> None:
        """Stop the playback for good and take the drawing off the board."""
        self.playback.stop()
        self.playback.deleteLater()
        self.overlay.remove()


@dataclass
class ShownSearch:
    """The board and rules on show and the solver's answer for them, set as one by
    `SearchPlayer.show_search`; ``animation`` once a control or the heat map asks for it."""

    board: Board
    rules: Rules
    solution: Solution
    animation: Animation | None = None


class SearchPlayer(QObject):
    """Plays the search of the board on show over ``scene``. ``interval_ms`` overrides the
    playback's timer (tests use 0; None: the speed's)."""

    search_shown = Signal(Board, Rules, Solution)
    """A new board's search (board, rules, solution): shown at its start, nothing played yet."""
    position_shown = Signal(SearchReplay, int)
    """The board shows the search after this many steps of this replay (replay, position)."""
    state_changed = Signal(str)
    """The playback's state changed (to `READY`, `PLAYING`, `PAUSED` or `FINISHED`)."""

    def __init__(self, scene: BoardScene, interval_ms: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.interval_ms = interval_ms
        self._search: ShownSearch | None = None  # None until a board is shown, and while one is worked out
        self._locked = False  # a game is on: nothing is drawn over the board
        self._auto_heat = False  # the heat map shown unasked, for a goal that cannot be reached
        self._heat_map = False  # the learner's heat map
        self._fade_art = True  # the snakes and ladders fade while the search is drawn
        self._speed = 50
        self._granularity: Granularity = "throw"

    # -- what is on show -------------------------------------------------------------------------

    @property
    def search(self) -> ShownSearch | None:
        """The search on show (None while a large board's search is worked out)."""
        return self._search

    @property
    def replay(self) -> SearchReplay | None:
        animation = self._animation
        return animation.replay if animation is not None else None

    @property
    def overlay(self) -> SearchOverlay | None:
        animation = self._animation
        return animation.overlay if animation is not None else None

    @property
    def playback(self) -> Playback | None:
        """The animation's playback, once a control has been used (None before)."""
        animation = self._animation
        return animation.playback if animation is not None and animation.started else None

    @property
    def position(self) -> int:
        """The step of the search on show (0 before a control is first used)."""
        playback = self.playback
        return playback.position if playback is not None else 0

    @property
    def state(self) -> str:
        """The playback's state (`READY` before a control is first used)."""
        playback = self.playback
        return playback.state if playback is not None else READY

    @property
    def _animation(self) -> Animation | None:
        return self._search.animation if self._search is not None else None

    # -- a board ---------------------------------------------------------------------------------

    def show_search(self, board: Board, rules: Rules, found: Solution) -> None:
        """A new board's search (``found`` is the solver's answer for it): the old animation
        stops and goes; a goal that cannot be reached is shown at once (what can be reached,
        and the squares where every route stops); the new search is shown at step 0."""
        self._drop()
        self._search = ShownSearch(board, rules, found)
        animate = board.size <= MAX_ANIMATED_SQUARES
        self._auto_heat = animate and found.min_rolls < 0
        if animate and (self._heat_map or self._auto_heat):
            animation = self.ensure_animation()
            if animation is not None:
                animation.overlay.set_heat_map(True)
                if found.min_rolls < 0:
                    animation.overlay.show_barrier([s for s, _ in found.barrier()])
        self.search_shown.emit(board, rules, found)
        if animate and self.ensure_animation() is not None:
            self._show(0)

    def clear(self) -> None:
        """No search on show (a large board's is being worked out): nothing drawn."""
        self._drop()
        self._search = None

    def set_locked(self, locked: bool) -> None:
        """During a game nothing is drawn over the board: the animation goes, and none is built."""
        self._locked = locked
        if locked:
            self._drop()

    def ensure_animation(self) -> Animation | None:
        """The replay, its drawing and its playback, built on first use (None: nothing to
        animate, a game on or a board too large)."""
        search = self._search
        if search is None or self._locked or search.solution.goal > MAX_ANIMATED_SQUARES:
            return None
        if search.animation is None:
            search.animation = animation = Animation.build(search.solution, self.scene, self.interval_ms, self)
            animation.playback.set_speed(self._speed)
            animation.playback.set_granularity(self._granularity)
            animation.playback.position_changed.connect(self._show)
            animation.playback.state_changed.connect(self._state_changed)
        return search.animation

    def _drop(self) -> None:
        if self._search is not None and self._search.animation is not None:
            self._search.animation.drop()
            self._search.animation = None
        self._fade()

    def _started(self) -> Animation | None:
        """The animation, started when a control is first used: it shows position 0 at once."""
        animation = self.ensure_animation()
        if animation is None or animation.started:
            return animation
        animation.started = True
        if self._auto_heat and not self._heat_map:
            animation.overlay.set_heat_map(False)  # the learner wants the search itself now
        self._auto_heat = False
        self._show(0)
        return animation

    # -- the learner's moves ---------------------------------------------------------------------

    @Slot()
    def toggle_play(self) -> None:
        if animation := self._started():
            animation.playback.toggle()

    @Slot()
    def step_forward(self) -> None:
        if animation := self._started():
            animation.playback.step_forward()

    @Slot()
    def step_back(self) -> None:
        if animation := self._started():
            animation.playback.step_back()

    @Slot()
    def restart(self) -> None:
        """Back to step 0, ready (said again even when already there)."""
        if animation := self._started():
            animation.playback.restart()
            self._show(0)

    def seek(self, position: int) -> None:
        """Pause, and show the search after ``position`` steps (clamped to the search)."""
        if animation := self._started():
            animation.playback.pause()
            animation.playback.seek(position)

    @Slot(int)
    def set_speed(self, speed: int) -> None:
        """Speed 0..100 (see `Playback.steps_per_second`), kept for the next board's search too."""
        self._speed = speed
        if animation := self._animation:
            animation.playback.set_speed(speed)

    def set_granularity(self, granularity: Granularity) -> None:
        """How far a step goes (a throw, a square, a depth), kept for the next board too."""
        self._granularity = granularity
        if animation := self._animation:
            animation.playback.set_granularity(granularity)

    @Slot(bool)
    def set_heat_map(self, on: bool) -> None:
        """Every square's distance at once (on), or the search where it is (off)."""
        self._heat_map = on
        animation = self.ensure_animation()
        if animation is None:
            return
        self._auto_heat = False
        state = animation.replay.state(animation.playback.position) if animation.started else None
        animation.overlay.set_heat_map(on, state)
        self._fade()

    @Slot(bool)
    def set_fade_art(self, on: bool) -> None:
        """Whether the snakes and ladders fade while the search is drawn over them."""
        self._fade_art = on
        self._fade()

    # -- showing a position ----------------------------------------------------------------------

    @Slot(int)
    def _show(self, position: int) -> None:
        """Draw the search after ``position`` steps, then say so. At step 0 and not playing it
        is ready: nothing of the search on the board (playing, the start square is drawn)."""
        animation = self._animation
        if animation is None:
            return
        replay = animation.replay
        if position == 0 and animation.playback.state != PLAYING:
            if animation.started:
                animation.overlay.show(ready_state(replay))
        else:
            animation.overlay.show(replay.state(position))
        self._fade()
        self.position_shown.emit(replay, position)

    @Slot(str)
    def _state_changed(self, state: str) -> None:
        self.state_changed.emit(state)
        playback = self.playback
        if playback is not None and playback.position == 0:
            self._show(0)  # the start is drawn while playing, the board clean when ready

    def _fade(self) -> None:
        """The snakes and ladders fade while the search is drawn over them (if the learner
        keeps the option on, as it is by default), and come back when it is not."""
        animation = self._animation
        drawn = animation is not None and (
            animation.overlay.heat_map
            or (animation.started and (animation.playback.position > 0 or animation.playback.state == PLAYING))
        )
        self.scene.set_art_opacity(theme.SEARCH_ART_OPACITY if drawn and self._fade_art else 1.0)
