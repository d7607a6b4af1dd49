"""Board → Properties: the name, a description and the house rules, one undo step each, saved
in the .snl file; the title shows the name; the Analysis and Solver docks follow the rules."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QDialog

from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.analysis import analyze
from snl_desktop.presets import load_preset


def fill(name: str, description: str, each_throw: bool):
    def answer(dialog: QDialog) -> bool:
        dialog.name.setText(name)
        dialog.description.setPlainText(description)
        dialog.rules.each_throw.setChecked(each_throw)
        return True

    return answer


def test_properties_are_three_undo_steps_saved_in_the_file(make_window, prompter, qtbot, tmp_path) -> None:
    classic = load_preset("classic")
    window = make_window(classic.board, classic.rules, path=None)
    prompter.script("run_dialog", fill("Jungle run", "For Mia's birthday.\nTwo dice? No, one.", True))
    assert window.edits.edit_properties()
    document = window.document
    assert (document.name, document.description) == ("Jungle run", "For Mia's birthday.\nTwo dice? No, one.")
    assert document.rules.move_each_throw and document.undo_stack.count() == 3
    assert "Jungle run" in window.windowTitle()
    texts = [document.undo_stack.text(i) for i in range(3)]
    assert texts[0] == "Name “Jungle run”" and texts[1] == "Change the description" and texts[2].startswith("Rules:")
    path = tmp_path / "jungle.snl"
    prompter.script("save_path", path)
    assert window.files.save()
    doc = json.loads(path.read_text("utf-8"))
    assert doc["name"] == "Jungle run" and doc["description"].startswith("For Mia") and doc["rules"]["move_each_throw"]
    assert window.windowTitle().startswith("Jungle run (jungle.snl)")
    document.undo_stack.undo()  # the rules go back, the name stays
    assert not document.rules.move_each_throw and document.name == "Jungle run"


@pytest.mark.slow
def test_the_docks_follow_the_boards_rules_at_once(make_window, prompter, qtbot) -> None:
    board = Board(6, 6, {3: 20})
    window = make_window(board)
    window.docks.analysis.show()
    window.docks.analysis.raise_()
    panel = window.analysis_panel
    with qtbot.waitSignal(panel.analysed, timeout=60_000):
        panel.schedule()
    bounce = Rules(overshoot="bounce", start="off-board")
    with qtbot.waitSignal(panel.analysed, timeout=60_000) as blocker:
        window.document.set_rules(bounce)
    assert blocker.args[0].expected_turns == analyze(board, bounce, panel.players.value()).expected_turns
    fewest = solution(board, bounce).min_rolls
    qtbot.waitUntil(lambda: window.solver_panel.headline.text() == f"Fewest throws: {fewest}", timeout=60_000)


def test_cancel_changes_nothing(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    prompter.script("run_dialog", False)
    assert not window.edits.edit_properties()
    assert window.document.undo_stack.count() == 0
