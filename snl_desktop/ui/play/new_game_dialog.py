"""Game → New game: 1 to 10 players with names, token colours and who plays them (a person, or
the computer, which throws the app's die by itself), and the house rules (docs/rules.md), for
the board being edited. Names must be unique (ignoring case and how accents are typed),
non-empty and without commas (the engine's answers are comma-separated); OK stays disabled, with
the reason shown, until they are."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QColor, QGuiApplication
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
from ...core.game import MAX_PLAYERS, MIN_PLAYERS
from ...core.names import MAX_NAME, names_problem, normal_name
from ...words import capitalised, numbers, say, spoken
from ..board import theme
from ..kit.rules_form import RulesForm
from .seats import Seat

TOKEN_COLOURS = theme.TOKEN_COLOURS
MAX_WIDTH = 900
"""The dialog is never wider than this (nor than its screen): a long line of recent players
is elided (the whole line is its tooltip), it never widens the dialog."""
RECENT_CHARS = 48
"""A line of recent players is elided to about this many characters' width."""


def default_name(seat: int) -> str:
    """The name a seat (1-based) has until the family types theirs: ``"Player 2"``."""
    return spoken(QCoreApplication.translate("NewGameDialog", "Player {number}"), number=seat)


def computer_name() -> str:
    """The name the computer's seat gets when the family plays against it."""
    return QCoreApplication.translate("NewGameDialog", "Computer")


def check_names(names: list[str]) -> str:
    """Why these player names cannot be used ("" when they can), as a sentence."""
    problem = names_problem(names)
    if problem is None:
        return ""
    return spoken(QCoreApplication.translate("NewGameDialog", "{problem}."), problem=capitalised(say(problem)))


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
        self.colours: list[str] = []
        self._numbers: list[QLabel] = []
        grid = QGridLayout()
        for i in range(MAX_PLAYERS):
            seat = chosen[i] if i < len(chosen) else Seat(default_name(i + 1), TOKEN_COLOURS[i])
            name, colour = seat.name, seat.colour
            edit = QLineEdit(name)
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
            grid.addWidget(button, i, 2)
            grid.addWidget(computer, i, 3)
            self._paint_colour(i)
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

    def _seat_text(self, seat: Seat) -> str:
        """A seat in the list of recent players: its name, and "(computer)" when the app plays it."""
        return spoken(self.tr("{name} (computer)"), name=seat.name) if seat.computer else seat.name

    def _paint_colour(self, i: int) -> None:
        self.colour_buttons[i].setStyleSheet(f"background-color: {self.colours[i]}; border: 1px solid #444;")

    def _choose_colour(self, i: int) -> None:
        title = spoken(self.tr("Token colour of {name}"), name=self.names[i].text())
        colour = QColorDialog.getColor(QColor(self.colours[i]), self, title)
        if colour.isValid():
            self.colours[i] = colour.name()
            self._paint_colour(i)

    @Slot()
    def _show_rows(self) -> None:
        for i in range(MAX_PLAYERS):
            shown = i < self.count.value()
            for widget in (self._numbers[i], self.names[i], self.colour_buttons[i], self.computers[i]):
                widget.setVisible(shown)
        self._validate()

    @Slot()
    def _validate(self) -> str:
        problem = check_names([edit.text() for edit in self.names[: self.count.value()]])
        self.error.setText(problem)
        self.start_button.setEnabled(not problem)
        return problem

    @Slot(int)
    def _use_recent(self, index: int) -> None:
        if index > 0:
            self.use_players(self.families[index - 1])

    def use_players(self, family: Sequence[Seat]) -> None:
        """Fill the rows with ``family``: names, colours and who plays each seat."""
        self.count.setValue(len(family))
        for i, seat in enumerate(family):
            self.names[i].setText(seat.name)
            self.colours[i] = seat.colour
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
        """Every player's seat (name, colour, computer), in turn order; each name as it is kept
        (`core.names.normal_name`: accents composed, surrounding spaces set aside)."""
        return [
            Seat(normal_name(self.names[i].text()), self.colours[i], self.computers[i].isChecked())
            for i in range(self.count.value())
        ]

    def rules(self) -> Rules:
        return self.rules_form.rules()
