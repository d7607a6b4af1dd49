"""How a game sounds and how fast it moves: the speed of the tokens and the app's die (slow,
normal, fast, instant), the sound (on or off, and a volume), both remembered, and finishing a
move at once (Return, or a click on the board while a token moves). The Game menu and the Game
dock share these actions."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMenu, QSlider, QStyle, QToolButton, QWidget

from ..kit.actions import make_action
from ..kit.settings import read_choice
from ..kit.settings_keys import SettingKey
from .die import AppDie
from .sound import SoundPlayer
from .tokens import JUMP_MS, STEP_MS, TokenLayer

SPEEDS = {"slow": 2.0, "normal": 1.0, "fast": 0.4, "instant": 0.0}
"""Each speed's factor on the normal step and jump times (instant: no animation)."""


class Pace(QObject):
    """Token speed, sound and finish-now for one window's games."""

    def __init__(
        self,
        window: QWidget,
        settings: QSettings,
        tokens: TokenLayer,
        die: AppDie,
        sound: SoundPlayer | None = None,
        step_ms: int = STEP_MS,
        jump_ms: int = JUMP_MS,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.tokens = tokens
        self.sound = sound if sound is not None else SoundPlayer(settings)
        self.die = die
        self.active = True
        """Whether Return may finish a move (the Play room is shown)."""
        self._base = (step_ms, jump_ms, die.tumble_ms)
        tokens.cue.connect(self.sound.play)
        die.thrown.connect(self._thrown)

        self.sound_action = make_action(
            window, self.tr("&Sound"), self._sound_toggled, None, self.tr("Sounds of the game on or off")
        )
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(not self.sound.muted)
        self.sound_action.toggled.connect(self._show_sound)
        self._show_sound()
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, (label, tip) in self.speed_words().items():
            action = make_action(window, label, partial(self.set_speed, name), None, tip)
            action.setCheckable(True)
            self.speed_group.addAction(action)
            self.speed_actions[name] = action
        self.finish_action = make_action(
            window, self.tr("&Finish the Move"), self.finish_move, "Return", self.tr("Finish the move now")
        )
        self.finish_action.setEnabled(False)
        for action in (self.sound_action, self.finish_action):
            window.addAction(action)  # their keys work wherever the focus is
        self.speed_menu = QMenu(self.tr("Token &Speed"), window)
        self.speed_menu.addActions(list(self.speed_actions.values()))
        tokens.scene.installEventFilter(self)  # a click on the board during a move finishes it
        self.set_speed(self.speed)

    # -- speed ---------------------------------------------------------------------------------

    def speed_words(self) -> dict[str, tuple[str, str]]:
        """Each of the `SPEEDS`, as the menu and the dock say it, with its tip."""
        return {
            "slow": (self.tr("Slow"), self.tr("slow moves")),
            "normal": (self.tr("Normal"), self.tr("normal moves")),
            "fast": (self.tr("Fast"), self.tr("fast moves")),
            "instant": (self.tr("Instant"), self.tr("instant moves")),
        }

    @property
    def speed(self) -> str:
        return read_choice(self.settings, SettingKey.PLAY_SPEED, "normal", list(SPEEDS))

    def set_speed(self, name: str) -> None:
        """Move tokens, and tumble the app's die, at speed ``name`` (one of `SPEEDS`), from now
        on and in later runs."""
        self.settings.setValue(SettingKey.PLAY_SPEED, name)
        factor = SPEEDS[name]
        self.tokens.step_ms, self.tokens.jump_ms, self.die.tumble_ms = (round(ms * factor) for ms in self._base)
        self.speed_actions[name].setChecked(True)

    def finish_move(self) -> None:
        self.tokens.finish()

    @Slot()
    def moving_changed(self) -> None:
        """Return finishes a move only while one is under way (else Return is the focus's)."""
        self.finish_action.setEnabled(self.active and self.tokens.moving)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneMousePress and self.tokens.moving:
            self.tokens.finish()
            return True
        return False

    # -- sound ---------------------------------------------------------------------------------

    def _sound_toggled(self) -> None:
        self.sound.set_muted(not self.sound_action.isChecked())
        if self.sound_action.isChecked():
            self.check_sound()

    @Slot()
    def _show_sound(self) -> None:
        """The speaker icon: on, or muted (and its tip says which)."""
        style = self.window.style()
        on = self.sound_action.isChecked()
        if style is not None:
            pixmap = QStyle.StandardPixmap.SP_MediaVolume if on else QStyle.StandardPixmap.SP_MediaVolumeMuted
            self.sound_action.setIcon(style.standardIcon(pixmap))
        if self.sound.unavailable:
            return
        self.sound_action.setToolTip(
            self.tr("Sound is on: click to mute") if on else self.tr("Sound is off: click for sound")
        )

    def check_sound(self) -> str:
        """Open the sound output if it is not yet: where there is no audio device, the sound
        button is off and disabled and says so; the sentence to show then ("" when sound works)."""
        if self.sound.muted or self.sound.check_device():
            return ""
        why = self.tr("No sound device found")
        self.sound_action.setEnabled(False)
        self.sound_action.setToolTip(why)
        self.sound_action.setStatusTip(why)
        if hasattr(self, "volume_slider"):
            self.volume_slider.setEnabled(False)
        return why

    @Slot()
    def _thrown(self) -> None:
        self.sound.play("roll")

    def cue(self, name: str) -> None:
        self.sound.play(name)

    def menu_actions(self) -> list[QAction | None]:
        return [self.sound_action, self.speed_menu.menuAction(), self.finish_action]

    def controls(self) -> QWidget:
        """The Game dock's row: sound on/off, its volume, the token speed."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        toggle = QToolButton()
        toggle.setDefaultAction(self.sound_action)
        volume = QSlider(Qt.Orientation.Horizontal)
        volume.setRange(0, 100)
        volume.setValue(self.sound.volume)
        volume.setAccessibleName(self.tr("Volume"))
        volume.setToolTip(self.tr("Volume"))
        volume.valueChanged.connect(self.sound.set_volume)
        self.sound_action.toggled.connect(volume.setEnabled)
        volume.setEnabled(self.sound_action.isChecked() and self.sound_action.isEnabled())
        speed = QComboBox()
        speed.setAccessibleName(self.tr("Token speed"))
        for name, (label, _tip) in self.speed_words().items():
            speed.addItem(label, name)
        speed.setCurrentIndex(list(SPEEDS).index(self.speed))
        speed.currentIndexChanged.connect(self._speed_chosen)
        self.speed_group.triggered.connect(self._speed_shown)
        self.sound_button, self.volume_slider, self.speed_box = toggle, volume, speed
        layout.addWidget(toggle)
        layout.addWidget(volume, 1)
        layout.addWidget(QLabel(self.tr("Speed:")))
        layout.addWidget(speed)
        return row

    @Slot(int)
    def _speed_chosen(self, index: int) -> None:
        name = self.speed_box.itemData(index)
        if name in SPEEDS:
            self.set_speed(name)

    @Slot(QAction)
    def _speed_shown(self, _action: QAction) -> None:
        self.speed_box.setCurrentIndex(list(SPEEDS).index(self.speed))
