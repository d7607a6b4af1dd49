"""The start screen: the window's first view when no file is given, and Home.

Three large choices side by side — Play a game, Design a board, Learn how the search works —
each a picture, a title and a line saying what it leads to (stacked, each as wide as the
screen, when side by side their words would not fit); below them the recent boards and the
unfinished games as thumbnails; last, "Start in the last room I used" (remembered, off by
default). Everything scrolls when the window is too small for it.

Sizes follow the app's font, so Text Size scales them, and grow with the screen up to half as
large again, so that at 1920×1080 the choices read from a sofa (titles ≥ 30 px, lines ≥ 24 px
at the normal size); a large Text Size is not grown again past a 36th of the screen's height a
line. No size is a fixed number of pixels."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, QSettings, Qt, Signal
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QBoxLayout, QCheckBox, QLabel, QVBoxLayout, QWidget

from ..kit.column_scroll import ColumnScroll
from ..kit.rooms import ROOMS, Room
from ..kit.settings import write_bool
from ..kit.settings_keys import SettingKey
from .choices import ChoiceButton
from .items import StartItem, last_room_first
from .pictures import PICTURES
from .shelf import Shelf, Thumbnails

__all__ = ["StartItem", "StartScreen"]

TITLE = 2.2
"""A choice's title, in the app's font sizes (then times the screen's growth)."""
DESCRIPTION = 1.6
HEADING = 1.8
SHELF_HEADING = 1.5
TEXT = 1.4
PICTURE = 9.0
"""A choice's picture side, in the app font's pixel sizes."""
THUMBNAIL = 9.0
GAME_THUMBNAIL = 12.0
"""An unfinished game's picture is larger: its players' tokens on their squares tell two games
on one board apart."""
MOST_LINES = 4
"""Side by side, a choice's line may wrap to this many lines; more, and the choices stack."""
GROWTH = 1.5
"""At most how much larger than at 1100×700 the screen's text grows on a larger window."""


def scaled(base: QFont, factor: float, bold: bool = False) -> QFont:
    """``base`` ``factor`` times as large (in points, or pixels for a pixel-sized font)."""
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(base.pixelSize() * factor)))
    font.setBold(bold)
    return font


class StartScreen(QWidget):
    """Home: the three rooms to choose from, the recent boards and the unfinished games."""

    room_chosen = Signal(str)
    """A room's value: "play", "design" or "learn"."""
    open_requested = Signal(Path)
    """A recent board, to open."""
    resume_requested = Signal(Path)
    """An unfinished game, to play on."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._painted = False
        self._sizes: tuple[object, ...] = ()
        self.thumbnails = Thumbnails(self)
        self.heading = QLabel(self.tr("What would you like to do?"))
        self.heading.setWordWrap(True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.choices: dict[Room, ChoiceButton] = {}
        words = {
            Room.PLAY: (
                self.tr("Play"),
                self.tr("Play a game"),
                self.tr("Roll the dice with family and friends, or against the computer"),
            ),
            Room.DESIGN: (
                self.tr("Design"),
                self.tr("Design a board"),
                self.tr("Draw snakes and ladders with the mouse and see at once how the board plays"),
            ),
            Room.LEARN: (
                self.tr("Learn"),
                self.tr("Learn how the search works"),
                self.tr("Watch breadth-first search find the fewest throws, step by step"),
            ),
        }
        self.choice_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        for room in ROOMS:
            name, title, description = words[room]
            button = ChoiceButton(name, title, description, PICTURES[room.value], self._step)
            button.clicked.connect(lambda _checked=False, room=room: self.room_chosen.emit(room.value))
            self.choices[room] = button
            self.choice_row.addWidget(button, 1)
        self.boards = Shelf(
            self.tr("Recent boards"),
            self.tr("Boards you open or save appear here."),
            self.tr("Recent boards"),
            self.thumbnails,
        )
        self.games = Shelf(
            self.tr("Unfinished games"),
            self.tr("Games you stop before the end wait here, to play on."),
            self.tr("Unfinished games"),
            self.thumbnails,
        )
        self.boards.chosen.connect(self.open_requested)
        self.games.chosen.connect(self.resume_requested)
        self.shelf_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.shelf_row.addWidget(self.boards, 1)
        self.shelf_row.addWidget(self.games, 1)
        self.last_room = QCheckBox(self.tr("Start in the last room I used"))
        self.last_room.setChecked(last_room_first(settings))
        self.last_room.toggled.connect(lambda on: write_bool(self.settings, SettingKey.START_IN_LAST_ROOM, on))
        self.page = QWidget()
        self.column = QVBoxLayout(self.page)
        self.column.addWidget(self.heading)
        self.column.addLayout(self.choice_row)
        self.column.addLayout(self.shelf_row)
        self.column.addWidget(self.last_room)
        self.column.addStretch(1)
        self.area = ColumnScroll(self.page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.area)
        self.setFocusProxy(self.choices[Room.PLAY])
        self.page.installEventFilter(self)
        self._fit()

    # -- the API the shell uses ----------------------------------------------------------------

    def show_items(self, boards: Sequence[StartItem], games: Sequence[StartItem]) -> None:
        """List the recent ``boards`` and the unfinished ``games`` (newest first, as given);
        their pictures are drawn after the screen's first paint."""
        self.boards.show_items(boards)
        self.games.show_items(games)

    def choice(self, room: Room | str) -> ChoiceButton:
        return self.choices[Room(room)]

    @property
    def thumbnails_pending(self) -> int:
        """How many pictures are still to be drawn."""
        return self.thumbnails.pending

    # -- sizes -------------------------------------------------------------------------------------

    def growth(self) -> float:
        """How much larger than at 1100×700 the text is drawn on this screen: 1 to `GROWTH`,
        and no more than keeps a line of the app's font within a 36th of the screen's height
        (a large Text Size is not grown again)."""
        pixels = max(1, QFontInfo(self.font()).pixelSize())
        fits = min(self.width() / 1100, self.height() / 700, self.height() / 36 / pixels)
        return min(GROWTH, max(1.0, fits))

    def _fit(self) -> None:
        """Set every font and picture from the app's font and the screen's size, and stack the
        choices when their words would not fit side by side."""
        base = self.font()
        grow = self.growth()
        em = QFontInfo(base).pixelSize() * grow
        width = self.area.viewport().width() if self.isVisible() else self.width()
        sizes = (base.key(), round(grow, 3), width)
        if sizes == self._sizes:
            return
        self._sizes = sizes
        title = scaled(base, TITLE * grow, bold=True)
        description = scaled(base, DESCRIPTION * grow)
        text = scaled(base, TEXT * grow)
        margin = round(em * 1.5)
        self.column.setContentsMargins(margin, round(em * 0.8), margin, round(em * 0.8))
        self.column.setSpacing(round(em))
        self.choice_row.setSpacing(round(em * 1.2))
        self.shelf_row.setSpacing(round(em * 2))
        picture = round(em * PICTURE)
        column = (width - 2 * margin - 2 * self.choice_row.spacing()) / 3 - picture / 4 - 12
        stacked = not self._fits(column, title, description)
        self.choice_row.setDirection(QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight)
        for button in self.choices.values():
            button.set_wide(stacked)
            button.set_sizes(title, description, round(picture * (0.6 if stacked else 1.0)))
        self.heading.setFont(scaled(base, HEADING * grow, bold=True))
        narrow = width < em * 40
        self.shelf_row.setDirection(QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight)
        for shelf, side in ((self.boards, THUMBNAIL), (self.games, GAME_THUMBNAIL)):
            shelf.set_sizes(scaled(base, SHELF_HEADING * grow, bold=True), text, round(em * side))
        self.last_room.setFont(text)
        box = QFontMetrics(text).height()  # the tick box as tall as its words, not the style's 13 px
        self.last_room.setStyleSheet(f"QCheckBox::indicator {{ width: {box}px; height: {box}px; }}")

    def _fits(self, width: float, title: QFont, description: QFont) -> bool:
        """Whether every choice's words fit a column ``width`` pixels wide: no word wider than
        it, and each line wrapping to at most `MOST_LINES` lines."""
        if width <= 0:
            return False
        for button in self.choices.values():
            for font, text in ((title, button.title.text()), (description, button.description.text())):
                metrics = QFontMetrics(font)
                if any(metrics.horizontalAdvance(word) > width for word in text.split()):
                    return False
                flags = int(Qt.TextFlag.TextWordWrap)
                lines = metrics.boundingRect(QRect(0, 0, int(width), 100_000), flags, text).height()
                if lines > metrics.lineSpacing() * MOST_LINES:
                    return False
        return True

    # -- events --------------------------------------------------------------------------------------

    def _step(self, button: QWidget, forward: bool) -> None:
        """An arrow key on a choice: the focus to the next (or previous) one, round the row."""
        order = list(self.choices.values())
        i = order.index(button)  # type: ignore[arg-type]
        order[(i + (1 if forward else -1)) % len(order)].setFocus(Qt.FocusReason.TabFocusReason)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._fit()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        super().showEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """The page's first paint: the thumbnails' pictures are drawn from then on."""
        if watched is self.page and event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            self.page.removeEventFilter(self)
            self.thumbnails.start()  # the timer fires once this paint is done
        return False
