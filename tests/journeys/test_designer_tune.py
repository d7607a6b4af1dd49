"""The designer tunes the Milton Bradley board to 30–32 turns by real input: Board → Tune from
the keyboard, the targets typed, a snake or ladder locked by a click on the board, Tune clicked,
the preview read, Return applies it; Ctrl+Z takes the whole tune back in one step."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from helpers.keys import answer_modal, choose_from_menu, click, press, type_text
from helpers.one_die_chain import expected_turns
from snl_desktop.presets import load_preset
from snl_desktop.ui.editor.tune_dialog import TuneDialog

MILTON = load_preset("milton-bradley")


def click_on_board(dialog: TuneDialog, start: int) -> None:
    view = dialog.view
    geometry = view.board_scene.geometry
    a, b = geometry.centre(start), geometry.centre(dialog.board.jumps[start])
    point = view.mapFromScene(QPointF(a.x() + (b.x() - a.x()) * 0.15, a.y() + (b.y() - a.y()) * 0.15))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_tune_the_milton_bradley_board(journey, qtbot) -> None:
    window = journey(MILTON.board, MILTON.rules)
    seen: dict[str, object] = {}

    def tune_it(dialog: TuneDialog) -> None:
        assert dialog.windowTitle() == "Tune the layout"
        for box, value in ((dialog.expected_low, "30"), (dialog.expected_high, "32")):
            click(box)
            press("Ctrl+A")
            type_text(value)
        click_on_board(dialog, 80)  # the ladder to the goal stays where it is
        assert dialog.jumps.currentItem().text() == "Ladder 80 → 100"
        assert dialog.jumps.currentItem().checkState() == Qt.CheckState.Checked
        click(dialog.tune_button)  # the search runs off the GUI thread; the preview follows
        assert dialog.pages.currentIndex() == 1
        seen["verdict"] = dialog.verdict.text()
        seen["edits"] = [dialog.edits.item(i).text() for i in range(dialog.edits.count())]
        seen["figures"] = dialog.figures.text()

    answer_modal(["Return"], tune_it)
    choose_from_menu(qtbot, window, "Alt+B", "Tune…")
    document = window.document
    assert str(seen["verdict"]).startswith("Every target met by moving")
    assert len(seen["edits"]) >= 1 and document.undo_stack.count() == 1  # one undo step, whatever moved
    assert document.board != MILTON.board and document.board.jumps[80] == 100
    assert 30 <= expected_turns(document.board.to_matrix(), off_board=True) <= 32
    assert "Expected length: 39.23 → " in str(seen["figures"])
    window.view.setFocus()
    press("Ctrl+Z")
    assert document.board == MILTON.board
