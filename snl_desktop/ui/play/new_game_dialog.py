"""Game → New game: 1 to 10 players with names, animals, token colours and who plays them (a
person, or the computer, which throws the app's die by itself), and the house rules
(docs/rules.md), for the board being edited. Names must be unique (ignoring case and how accents
are typed), non-empty and without commas (the engine's answers are comma-separated), and no two
players may have the same animal in the same colour (their tokens could not be told apart); OK
stays disabled, with the reason shown, until they are.

Each player picks an animal from a list of the ten (`core.animals.ANIMALS`), each shown as the
token it makes, in that player's colour, with its name in the user's language; the list is a
combo box, so the keyboard picks one as it picks any choice (the arrows, or the name's first
letter). A seat the family has not set up gets the animal and colour of its place: no two alike.

The dialog is as tall as ten players from the start (a row not playing keeps its room, empty):
adding players never resizes it, so no window manager re-centres it under the pointer and the
next click lands where the eye is. (On a screen too small for ten rows, the rows not playing
give up their room and the dialog grows as players are added.)"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QColor, QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import Rules
from ...core.animals import ANIMALS, clashing_seats, seat_animal
from ...core.game import MAX_PLAYERS, MIN_PLAYERS
from ...core.names import MAX_NAME, names_problem, normal_name
from ...words import capitalised, numbers, say, spoken
from ...words.animals import animal_name
from ...words.defaults import shown_name
from ..board import theme
from ..board.pieces import Piece, piece_pixmap
from ..kit.rules_form import RulesForm
from .seats import Seat, default_name

TOKEN_COLOURS = theme.TOKEN_COLOURS
MAX_WIDTH = 900
"""The dialog is never wider than this (nor than its screen): a long line of recent players
is elided (the whole line is its tooltip), it never widens the dialog."""
RECENT_CHARS = 48
"""A line of recent players is elided to about this many characters' width."""
ANIMAL_ICON = 1.5
"""An animal's picture in the list, in lines of the dialog's font (a child finds it by its shape)."""

__all__ = ["NewGameDialog", "check_names", "computer_name", "default_name", "fresh_seats"]


def computer_name() -> str:
    """The name the computer's seat gets when the family plays against it."""
    return QCoreApplication.translate("NewGameDialog", "Computer")


def check_names(names: list[str]) -> str:
    """Why these player names cannot be used ("" when they can), as a sentence."""
    problem = names_problem(names)
    if problem is None:
        return ""
    return spoken(QCoreApplication.translate("NewGameDialog", "{problem}."), problem=capitalised(say(problem)))


def fresh_seats(chosen: Sequence[Seat]) -> list[Seat]:
    """The seats after ``chosen`` up to ten, as the family finds them when they add players: each
    "Player N" with an animal and a colour no seat before it has (in the order of
    `core.animals.ANIMALS` and `theme.TOKEN_COLOURS`), so that no two tokens look alike."""
    animals = [animal for animal in ANIMALS if animal not in {seat.animal for seat in chosen}]
    colours = [colour for colour in TOKEN_COLOURS if colour.casefold() not in {s.colour.casefold() for s in chosen}]
    animals += [animal for animal in ANIMALS if animal not in animals]  # (ten seats: some animal again)
    colours += [colour for colour in TOKEN_COLOURS if colour not in colours]
    return [
        Seat(default_name(i + 1), colours[k], animal=animals[k]) for k, i in enumerate(range(len(chosen), MAX_PLAYERS))
    ]


class NewGameDialog(QDialog):
    """Players and house rules for a new game."""

    def __init__(
        self,
        rules: Rules,
        board_description: str,
        parent: QWidget | None = None,
        players: Sequence[Seat] | None = None,
        families: Sequence[Sequence[Seat]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        chosen = list(players or [])
        self.families = [list(family) for family in families or []]
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setValue(len(chosen) if chosen else 2)
        self.names: list[QLineEdit] = []
        self.computers: list[QCheckBox] = []
        self.colour_buttons: list[QPushButton] = []
        self.animals: list[QComboBox] = []
        self.colours: list[str] = []
        self._numbers: list[QLabel] = []
        grid = QGridLayout()
        icon = round(self.fontMetrics().height() * ANIMAL_ICON)
        seats = [*chosen, *fresh_seats(chosen)][:MAX_PLAYERS]
        for i, seat in enumerate(seats):
            name, colour = seat.name, seat.colour
            animals = QComboBox()
            animals.setIconSize(QSize(icon, icon))
            animals.setAccessibleName(spoken(self.tr("Animal of player {number}"), number=i + 1))
            animals.setToolTip(self.tr("The animal on this player's token"))
            for animal in ANIMALS:
                animals.addItem(animal_name(animal), animal)
            animals.setCurrentIndex(ANIMALS.index(seat_animal(i, seat.animal)))
            animals.currentIndexChanged.connect(self._validate)
            self.animals.append(animals)
            edit = QLineEdit(shown_name(name))  # "Player 1" of a game begun in English: "Spieler 1"
            edit.setMaxLength(MAX_NAME + 1)
            edit.setAccessibleName(spoken(self.tr("Name of player {number}"), number=i + 1))
            edit.textChanged.connect(self._validate)
            button = QPushButton()
            button.setFixedWidth(48)
            button.setAccessibleName(spoken(self.tr("Token colour of player {number}"), number=i + 1))
            button.clicked.connect(lambda _checked=False, k=i: self._choose_colour(k))
            computer = QCheckBox(self.tr("Computer"))
            computer.setChecked(seat.computer)
            computer.setToolTip(self.tr("The app throws this player's die by itself"))
            computer.setAccessibleName(spoken(self.tr("Player {number} is played by the computer"), number=i + 1))
            self.names.append(edit)
            self.colour_buttons.append(button)
            self.computers.append(computer)
            self.colours.append(colour)
            self._numbers.append(QLabel(f"{i + 1}."))
            grid.addWidget(self._numbers[i], i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(animals, i, 2)
            grid.addWidget(button, i, 3)
            grid.addWidget(computer, i, 4)
            self._paint_colour(i)
        grid.setVerticalSpacing(max(2, self.fontMetrics().height() // 5))
        self._keep_room(True)
        players_box = QGroupBox(self.tr("Players"))
        players_layout = QVBoxLayout(players_box)
        count_form = QFormLayout()
        self.against_computer = QPushButton(self.tr("Play against the &computer"))
        self.against_computer.setToolTip(self.tr("One person and the computer: the second player is the app"))
        self.against_computer.setAutoDefault(False)
        self.against_computer.clicked.connect(self.play_against_computer)
        self.recent = QComboBox()
        self.recent.setAccessibleName(self.tr("Recent players"))
        self.recent.addItem(self.tr("Choose players of a recent game…"))
        self.recent.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.recent.setMinimumContentsLength(24)
        metrics = self.recent.fontMetrics()
        line_width = metrics.averageCharWidth() * RECENT_CHARS
        for family in self.families:
            line = numbers.joined([self._seat_text(seat) for seat in family])
            self.recent.addItem(metrics.elidedText(line, Qt.TextElideMode.ElideRight, line_width))
            self.recent.setItemData(self.recent.count() - 1, line, Qt.ItemDataRole.ToolTipRole)
        self.recent.view().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.recent.setEnabled(bool(self.families))
        self.recent.activated.connect(self._use_recent)
        count_form.addRow(self.tr("Recent players:"), self.recent)
        count_form.addRow(self.tr("How many:"), self.count)
        count_form.addRow(self.against_computer)
        players_layout.addLayout(count_form)
        players_layout.addLayout(grid)
        self.count.valueChanged.connect(self._show_rows)

        rules_box = RulesForm(rules)
        self.rules_form = rules_box
        self.extra_roll, self.three_sixes, self.each_throw = (
            rules_box.extra_roll,
            rules_box.three_sixes,
            rules_box.each_throw,
        )

        self.error = QLabel()
        self.error.setStyleSheet(f"color: {theme.current().error_text.name()}")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(spoken(self.tr("Board: {board}"), board=board_description)))
        layout.addWidget(players_box)
        layout.addWidget(rules_box)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._show_rows()
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().width() if screen is not None else MAX_WIDTH
        self.setMaximumWidth(min(MAX_WIDTH, room))
        if screen is not None and self.sizeHint().height() > screen.availableGeometry().height():
            self._keep_room(False)  # ten rows would not fit this screen: the rows shown only

    def _seat_text(self, seat: Seat) -> str:
        """A seat in the list of recent players: its name, and "(computer)" when the app plays it."""
        return spoken(self.tr("{name} (computer)"), name=seat.name) if seat.computer else seat.name

    def _paint_colour(self, i: int) -> None:
        """Seat ``i``'s colour on its button, and its animals drawn in that colour."""
        self.colour_buttons[i].setStyleSheet(f"background-color: {self.colours[i]}; border: 1px solid #444;")
        box = self.animals[i]
        side = box.iconSize().width()
        ratio = self.devicePixelRatioF()
        for row, animal in enumerate(ANIMALS):
            box.setItemIcon(row, QIcon(piece_pixmap(Piece(animal, self.colours[i], ""), side, ratio)))

    def _choose_colour(self, i: int) -> None:
        title = spoken(self.tr("Token colour of {name}"), name=self.names[i].text())
        colour = QColorDialog.getColor(QColor(self.colours[i]), self, title)
        if colour.isValid():
            self.colours[i] = colour.name()
            self._paint_colour(i)
            self._validate()

    def animal(self, i: int) -> str:
        """The animal seat ``i`` (0-based) has chosen."""
        return str(self.animals[i].currentData())

    @Slot()
    def _show_rows(self) -> None:
        for i in range(MAX_PLAYERS):
            shown = i < self.count.value()
            for widget in self._row(i):
                widget.setVisible(shown)
        self._validate()

    def _keep_room(self, keep: bool) -> None:
        """Whether a row not playing keeps its room (the dialog as tall as ten players, never
        resized), or gives it up (a screen too small for ten rows)."""
        for i in range(MAX_PLAYERS):
            for widget in self._row(i):
                policy = widget.sizePolicy()
                policy.setRetainSizeWhenHidden(keep)
                widget.setSizePolicy(policy)

    def _row(self, i: int) -> tuple[QWidget, ...]:
        """Seat ``i``'s widgets, left to right."""
        return (self._numbers[i], self.names[i], self.animals[i], self.colour_buttons[i], self.computers[i])

    @Slot()
    def _validate(self) -> str:
        count = self.count.value()
        problem = check_names([edit.text() for edit in self.names[:count]])
        if not problem:
            problem = self._same_tokens(count)
        self.error.setText(problem)
        self.start_button.setEnabled(not problem)
        return problem

    def _same_tokens(self, count: int) -> str:
        """Why two players' tokens cannot be told apart ("" when they can)."""
        seats = [Seat(edit.text(), self.colours[i], animal=self.animal(i)) for i, edit in enumerate(self.names[:count])]
        pair = clashing_seats(seats)
        if pair is None:
            return ""
        first, second = pair
        return spoken(
            self.tr(
                "{first} and {second} have the same animal ({animal}) in the same colour: "
                "choose another animal or colour for one of them."
            ),
            first=self.names[first].text().strip(),
            second=self.names[second].text().strip(),
            animal=animal_name(self.animal(second)),
        )

    @Slot(int)
    def _use_recent(self, index: int) -> None:
        if index > 0:
            self.use_players(self.families[index - 1])

    def use_players(self, family: Sequence[Seat]) -> None:
        """Fill the rows with ``family``: names, animals, colours and who plays each seat."""
        self.count.setValue(len(family))
        for i, seat in enumerate(family):
            self.names[i].setText(shown_name(seat.name))
            self.colours[i] = seat.colour
            self.animals[i].setCurrentIndex(ANIMALS.index(seat_animal(i, seat.animal)))
            self._paint_colour(i)
            self.computers[i].setChecked(seat.computer)
        self._validate()

    @Slot()
    def play_against_computer(self) -> None:
        """Two players: the first a person (as named), the second a fresh computer seat (named
        "Computer": the name a person had in that seat is not given to the computer)."""
        self.count.setValue(2)
        self.computers[0].setChecked(False)
        self.computers[1].setChecked(True)
        taken = self.names[0].text().strip().casefold() == computer_name().casefold()
        self.names[1].setText(self.tr("The computer") if taken else computer_name())
        self.names[0].setFocus()

    def players(self) -> list[Seat]:
        """Every player's seat (name, colour, computer, animal), in turn order; each name as it
        is kept (`core.names.normal_name`: accents composed, surrounding spaces set aside)."""
        return [
            Seat(normal_name(self.names[i].text()), self.colours[i], self.computers[i].isChecked(), self.animal(i))
            for i in range(self.count.value())
        ]

    def rules(self) -> Rules:
        return self.rules_form.rules()
