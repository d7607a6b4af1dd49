"""The house rules as a form: the same controls in the New Game dialog and in Board →
Properties (docs/rules.md says what each rule does)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QWidget

from ...core import Rules


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
                "On: every throw moves it; reaching the last square wins at once; a third 6 (when three\n"
                "sixes lose the turn) sends it back to where the turn began."
            )
        )
        self.each_throw.setChecked(rules.move_each_throw)
        for follower in (self.three_sixes, self.each_throw):
            self.extra_roll.toggled.connect(follower.setEnabled)
            follower.setEnabled(rules.extra_roll_on_six)
        self.overshoot = QComboBox()
        self.overshoot.addItem(self.tr("Stay where you are"), "stay")
        self.overshoot.addItem(self.tr("Bounce back from the last square"), "bounce")
        self.overshoot.addItem(self.tr("Finish: it reaches the last square"), "finish")
        self.overshoot.setCurrentIndex(max(0, self.overshoot.findData(rules.overshoot)))
        self.start = QComboBox()
        self.start.addItem(self.tr("On square 1"), "square-1")
        self.start.addItem(self.tr("Off the board (square 0)"), "off-board")
        self.start.setCurrentIndex(0 if rules.start == "square-1" else 1)
        form = QFormLayout(self)
        form.addRow(self.extra_roll)
        form.addRow(self.three_sixes)
        form.addRow(self.each_throw)
        form.addRow(self.tr("A throw past the last square:"), self.overshoot)
        form.addRow(self.tr("Tokens start:"), self.start)

    def rules(self) -> Rules:
        return Rules(
            extra_roll_on_six=self.extra_roll.isChecked(),
            three_sixes_void=self.three_sixes.isChecked(),
            overshoot=self.overshoot.currentData(),
            start=self.start.currentData(),
            move_each_throw=self.each_throw.isChecked(),
        )
