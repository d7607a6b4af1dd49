"""Tune says when its moved snake or ladder crosses others: in the preview, beside the verdict,
in plain words; nothing is said when the moved pieces cross nothing."""

from __future__ import annotations

import re
from typing import Any

from snl_desktop.core import Board
from snl_desktop.presets import load_preset
from snl_desktop.ui.editor.tune_dialog import TuneDialog

MILTON = load_preset("milton-bradley")
SMALL = Board(5, 5, {11: 2, 15: 20, 24: 17})
"""Every single move that brings it to 16–17 turns (one die a turn) crosses another piece."""
SAID = re.compile(
    r"The moved snake crosses 1 other snake(\(s\))? or ladder(\(s\))?: "
    r"no move found that reaches the targets as well crosses none\."
)
"""The sentence ("(s)" stays until ``tools/translations.py update`` gives English its plural forms)."""


def tune_to(dialog: TuneDialog, low: int, high: int) -> None:
    dialog.expected_low.setValue(low)
    dialog.expected_high.setValue(high)
    assert dialog.run_tune()
    assert dialog.pages.currentIndex() == 1


def test_the_preview_says_the_moved_snake_crosses_another(app: Any, qtbot: Any) -> None:
    dialog = TuneDialog(SMALL, MILTON.rules)
    qtbot.addWidget(dialog)
    dialog.show()
    tune_to(dialog, 16, 17)
    assert dialog.verdict.text() == "Every target met by moving 1 snake or ladder."
    assert SAID.fullmatch(dialog.crossings.text())
    assert dialog.crossings.isVisible()
    dialog.close()


def test_nothing_is_said_when_the_moved_piece_crosses_nothing(app: Any, qtbot: Any) -> None:
    dialog = TuneDialog(MILTON.board, MILTON.rules)
    qtbot.addWidget(dialog)
    dialog.show()
    tune_to(dialog, 30, 32)
    assert dialog.verdict.text() == "Every target met by moving 1 snake or ladder."
    assert dialog.crossings.text() == "" and not dialog.crossings.isVisible()
    dialog.close()
