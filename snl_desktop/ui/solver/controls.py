"""The Solver's controls, as widgets and as menu actions with keys: Restart, Back, Play, Step;
the step size, the speed and the scrubber; the heat map and the dimmed art. Every control is
reachable both ways (Search menu, keys, the dock), so a teacher can drive the search from a
presenter's clicker (Page Down / Page Up, and the arrow keys on the board) as well as from the
mouse. Nothing here moves the search: the panel connects these to its `SearchPlayer`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.replay import GRANULARITIES
from ...words import search as words
from ..kit.actions import make_action
from ..kit.reading import ahead_and_behind

SPEED_STEP = 10
"""How far Faster and Slower move the speed (of 0..100)."""

MenuItem = QAction | QMenu | None


class Driver(Protocol):
    """What the controls drive (the Solver's `SearchPlayer`)."""

    def toggle_play(self) -> None: ...
    def step_forward(self) -> None: ...
    def step_back(self) -> None: ...
    def restart(self) -> None: ...


class SearchControls(QWidget):
    """The buttons, the step size, speed and scrubber, where the search is, and the heat map
    and dimming options, with their actions (``menu_items`` for the Search menu)."""

    def __init__(self, driver: Driver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        make = partial(make_action, self)
        self.play_action = make(self.tr("Play"), driver.toggle_play, "F5", self.tr("Play or pause the search (F5)"))
        self.back_action = make(self.tr("◀ Back"), driver.step_back, "Shift+F6", self.tr("Step back (Shift+F6)"))
        self.forward_action = make(self.tr("Step ▶"), driver.step_forward, "F6", self.tr("Step forward (F6)"))
        self.restart_action = make(
            self.tr("Restart"), driver.restart, "Ctrl+F5", self.tr("Back to the start (Ctrl+F5)")
        )
        # A presenter's clicker sends Page Down / Page Up; on the board the arrow keys step too,
        # the way the window reads (`ahead_and_behind`). These work in the Learn room only
        # (`set_clicker_keys`): elsewhere the keys are the lists' and the editor's.
        ahead, behind = ahead_and_behind()
        self.clicker_actions = [
            make(self.tr("Next Step"), driver.step_forward, ["PgDown", ahead], self.tr("Step forward (Page Down, →)")),
            make(self.tr("Previous Step"), driver.step_back, ["PgUp", behind], self.tr("Step back (Page Up, ←)")),
        ]
        self._clicker_keys = False
        self._enabled = True
        self.set_clicker_keys(False)
        buttons = QHBoxLayout()
        for action in (self.restart_action, self.back_action, self.play_action, self.forward_action):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.step_size = QComboBox()
        self.step_size.setAccessibleName(self.tr("Step size"))
        self.step_menu = QMenu(self.tr("Step &Size"), self)
        self._step_group = QActionGroup(self)
        for i, granularity in enumerate(GRANULARITIES):
            name = words.step_name(granularity)
            self.step_size.addItem(name, granularity)
            action = make(name, partial(self.step_size.setCurrentIndex, i), None, "", True)
            self._step_group.addAction(action)
            self.step_menu.addAction(action)
        self.next_step_size = make(
            self.tr("Next Step Size"),
            self._cycle_step_size,
            "Ctrl+F6",
            self.tr("One throw, one square, one depth (Ctrl+F6)"),
        )
        self.step_menu.addSeparator()
        self.step_menu.addAction(self.next_step_size)
        self.step_size.setToolTip(
            self.tr("How far one step goes: one throw examined, one square expanded, or one depth")
        )
        self.step_size.currentIndexChanged.connect(self._step_size_shown)
        self._step_size_shown(0)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setAccessibleName(self.tr("Speed"))
        self.speed.setRange(0, 100)
        self.speed.setValue(50)
        self.speed.setToolTip(self.tr("From one step every 2 seconds to the whole search in under a second"))
        self.slower = make(
            self.tr("Slower"), partial(self._nudge_speed, -SPEED_STEP), "F7", self.tr("Play the search slower (F7)")
        )
        self.faster = make(
            self.tr("Faster"), partial(self._nudge_speed, SPEED_STEP), "F8", self.tr("Play the search faster (F8)")
        )
        self.scrubber = QSlider(Qt.Orientation.Horizontal)
        self.scrubber.setAccessibleName(self.tr("Search position"))
        self.scrubber.setToolTip(self.tr("Every step of the search: drag to any moment"))
        self.position_label = QLabel()
        self.heat_map = QCheckBox(self.tr("Heat map: show every square's distance"))
        heat_tip = self.tr("Show every square's distance at once (Ctrl+Shift+M)")
        self.heat_map_action = self._mirror(self.heat_map, self.tr("&Heat Map"), "Ctrl+Shift+M", heat_tip)
        self.dim_art = QCheckBox(self.tr("Fade the snakes and ladders"))
        dim_tip = self.tr("While the search is drawn, the snakes and ladders fade so that its arrows read on any art")
        self.dim_art.setToolTip(dim_tip)
        self.dim_art.setChecked(True)
        self.dim_art_action = self._mirror(self.dim_art, self.tr("&Fade the Art"), None, dim_tip)
        # The menu-only keys also live on the controls themselves, which stay on screen in Present:
        # there the menu bar is hidden, and an action's key works only while a widget it is on is
        # visible (Ctrl+F6 once did nothing while presenting).
        self.addActions([self.next_step_size, self.slower, self.faster, self.heat_map_action])

        self.grid = grid = QGridLayout()
        for row, (text, control) in enumerate(
            ((self.tr("Step:"), self.step_size), (self.tr("Speed:"), self.speed), (self.tr("Search:"), self.scrubber))
        ):
            grid.addWidget(QLabel(text), row, 0)
            grid.addWidget(control, row, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addLayout(grid)
        for widget in (self.position_label, self.heat_map, self.dim_art):
            layout.addWidget(widget)

    def _mirror(self, box: QCheckBox, text: str, keys: str | None, tip: str) -> QAction:
        """A checkable action that is ``box`` in a menu: each follows the other."""
        action = make_action(self, text, lambda: box.setChecked(not box.isChecked()), keys, tip, True)
        action.setChecked(box.isChecked())
        box.toggled.connect(action.setChecked)
        return action

    def playback_actions(self) -> list[QAction]:
        """The four actions that move the search (enabled only when there is one to move)."""
        return [self.play_action, self.forward_action, self.back_action, self.restart_action]

    def menu_items(self, extra: Sequence[MenuItem] = ()) -> list[MenuItem]:
        """The Learn menu: the playback, the step size, speed and views, then ``extra`` (None: a
        separator)."""
        return [
            *self.playback_actions(),
            None,
            self.step_menu.menuAction(),
            self.slower,
            self.faster,
            None,
            self.heat_map_action,
            self.dim_art_action,
            *extra,
        ]

    def set_clicker_keys(self, on: bool) -> None:
        """Page Down / Page Up and the arrows step the search (the Learn room), or not."""
        self._clicker_keys = on
        for action in self.clicker_actions:
            action.setEnabled(on and self._enabled)

    def set_enabled(self, on: bool) -> None:
        """Everything that moves the search (a board too large to animate, a game on: off)."""
        self._enabled = on
        self.set_clicker_keys(self._clicker_keys)
        for action in (*self.playback_actions(), self.slower, self.faster):
            action.setEnabled(on)
        for action in self._step_group.actions():
            action.setEnabled(on)
        self.scrubber.setEnabled(on)
        self.heat_map.setEnabled(on)
        self.heat_map_action.setEnabled(on)

    def set_compact(self, compact: bool) -> None:
        """Present mode: the buttons and where the search is, without the step size, speed,
        scrubber and options (their keys and menu entries still work)."""
        for i in range(self.grid.count()):
            item = self.grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setVisible(not compact)
        for box in (self.heat_map, self.dim_art):
            box.setVisible(not compact)

    def _cycle_step_size(self) -> None:
        self.step_size.setCurrentIndex((self.step_size.currentIndex() + 1) % self.step_size.count())

    def _step_size_shown(self, index: int) -> None:
        actions = self._step_group.actions()
        if 0 <= index < len(actions):
            actions[index].setChecked(True)

    def _nudge_speed(self, by: int) -> None:
        self.speed.setValue(self.speed.value() + by)

    def on_change(self, step_size: Callable[[int], None], speed: Callable[[int], None]) -> None:
        """Call ``step_size(index)`` and ``speed(value)`` when the learner changes them."""
        self.step_size.currentIndexChanged.connect(step_size)
        self.speed.valueChanged.connect(speed)
