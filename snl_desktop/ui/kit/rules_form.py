"""The house rules as a form: the same controls in the New Game dialog and in Board →
Properties (docs/rules.md says what each rule does)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TypeVar

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QWidget

from ...core.rules import Overshoot, Rules, Start

E = TypeVar("E", bound=StrEnum)


class RulesForm(QGroupBox):
    """Check boxes and choices for every house rule; `rules()` reads them back."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("House rules"))
        self.extra_roll = QCheckBox(self.tr("A 6 earns another throw (at most three a turn)"))
        self.extra_roll.setChecked(rules.extra_roll_on_six)
        self.three_sixes = QCheckBox(self.tr("Three sixes lose the turn"))
        self.three_sixes.setChecked(rules.three_sixes_void)
        self.each_throw = QCheckBox(
            self.tr("Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)")
        )
        self.each_throw.setToolTip(
            self.tr(
                "Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.\n"
                "On: every throw moves it; reaching the last square wins at once, even on a third 6;\n"
                "a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began."
            )
        )
        self.each_throw.setChecked(rules.move_each_throw)
        for follower in (self.three_sixes, self.each_throw):
            self.extra_roll.toggled.connect(follower.setEnabled)
            follower.setEnabled(rules.extra_roll_on_six)
        overshoots = {
            Overshoot.STAY: self.tr("Stay where you are"),
            Overshoot.BOUNCE: self.tr("Bounce back from the last square"),
            Overshoot.FINISH: self.tr("Finish: it reaches the last square"),
        }
        starts = {
            Start.SQUARE_1: self.tr("On square 1"),
            Start.OFF_BOARD: self.tr("Off the board (square 0)"),
            Start.SIX: self.tr("Off the board: need a 6 to start"),
        }
        self.overshoot = _choice(Overshoot, overshoots, rules.overshoot)
        self.start = _choice(Start, starts, rules.start)
        form = QFormLayout(self)
        form.addRow(self.extra_roll)
        form.addRow(self.three_sixes)
        form.addRow(self.each_throw)
        form.addRow(self.tr("A throw past the last square:"), self.overshoot)
        self.start.setToolTip(
            self.tr(
                "Need a 6 to start: each token waits off the board until its player throws a 6;\n"
                "the 6 then moves it onto the board (and earns another throw, when a 6 does)."
            )
        )
        form.addRow(self.tr("Tokens start:"), self.start)

    def rules(self) -> Rules:
        return Rules(
            extra_roll_on_six=self.extra_roll.isChecked(),
            three_sixes_void=self.three_sixes.isChecked(),
            overshoot=Overshoot(self.overshoot.currentData()),
            start=Start(self.start.currentData()),
            move_each_throw=self.each_throw.isChecked(),
        )


def _choice(values: type[E], labels: Mapping[E, str], current: E) -> QComboBox:
    """A box of every value of a rule, in the enum's order, each with its label (a value
    without one is a KeyError: a new value needs its words), showing ``current``."""
    box = QComboBox()
    for value in values:
        box.addItem(labels[value], value.value)  # the plain string: what Qt keeps of a str
    box.setCurrentIndex(max(0, box.findData(current.value)))
    return box
