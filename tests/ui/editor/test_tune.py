"""Board → Tune: the targets, locks picked in the list or on the board, the search off the GUI
thread, then a preview (the edits listed, the board with old places faint and new ones bold,
the figures before and after) before anything changes; Apply is one undo step; Compare shows
the board before beside the board after."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QProgressDialog, QPushButton

from helpers.one_die_chain import expected_turns
from snl_desktop.core import Board, Rules
from snl_desktop.presets import load_preset
from snl_desktop.ui.analysis.compare_dialog import CompareDialog
from snl_desktop.ui.board.items import JumpItem
from snl_desktop.ui.editor.tune_board import GHOST_OPACITY, LockMark
from snl_desktop.ui.editor.tune_dialog import TuneDialog

MILTON = load_preset("milton-bradley")


def click_jump(dialog: TuneDialog, start: int) -> None:
    """A real click on the board, a little way along the jump from ``start``."""
    view = dialog.view
    geometry = view.board_scene.geometry
    a, b = geometry.centre(start), geometry.centre(dialog.board.jumps[start])
    point = view.mapFromScene(QPointF(a.x() + (b.x() - a.x()) * 0.15, a.y() + (b.y() - a.y()) * 0.15))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def locked_in_list(dialog: TuneDialog) -> set[int]:
    return {
        dialog.jumps.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(dialog.jumps.count())
        if dialog.jumps.item(row).checkState() == Qt.CheckState.Checked
    }


@pytest.mark.slow
def test_tune_previews_then_applies_one_undo_step(make_window, prompter, qtbot) -> None:
    window = make_window(MILTON.board, MILTON.rules)
    seen: dict[str, object] = {}

    def answer(dialog: TuneDialog) -> bool:
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.expected_low.setValue(30)
        dialog.expected_high.setValue(32)
        click_jump(dialog, 80)  # the ladder to the goal: clicked on the board, locked
        click_jump(dialog, 87)
        assert dialog.locked == {80, 87} == locked_in_list(dialog)
        assert len([i for i in dialog.view.items() if isinstance(i, LockMark)]) == 2
        click_jump(dialog, 87)  # a second click unlocks it
        assert dialog.locked == {80} == locked_in_list(dialog)
        assert dialog.run_tune()
        result = dialog.tuned
        assert result is not None and result.met
        assert dialog.pages.currentIndex() == 1 and dialog.apply_button.isEnabled()
        assert dialog.edits.count() == len(result.moves) >= 1
        assert dialog.edits.item(0).text().startswith(("Ladder", "Snake"))
        assert "Every target met by moving" in dialog.verdict.text()
        assert "Expected length: 39.23 → " in dialog.figures.text()
        assert dialog.view.board_scene.board == result.board  # the preview draws the tuned board
        ghosts = [i for i in dialog.view.items() if isinstance(i, JumpItem) and i.opacity() == GHOST_OPACITY]
        assert {(g.start, g.end) for g in ghosts} == {m.old for m in result.moves}
        moved = dialog.view.board_scene.jump_item(result.moves[0].new[0])
        assert moved is not None and moved.opacity() == 1.0 and moved.isSelected()
        assert window.document.board == MILTON.board  # nothing changed yet
        seen["result"] = result
        dialog.hide()
        return True

    prompter.script("run_dialog", answer)
    assert window.edits.tune_layout()
    result = seen["result"]
    document = window.document
    assert document.board == result.board and document.board.jumps[80] == 100
    assert document.undo_stack.count() == 1
    assert document.undo_stack.text(0) == "Tune layout: 1 snake or ladder moved"
    assert 30 <= expected_turns(document.board.to_matrix(), off_board=True) <= 32
    document.undo_stack.undo()
    assert document.board == MILTON.board


@pytest.mark.slow
def test_back_cancel_and_refused_targets_change_nothing(make_window, prompter, qtbot) -> None:
    window = make_window(MILTON.board, MILTON.rules)

    def answer(dialog: TuneDialog) -> bool:
        dialog.use_expected.setChecked(False)
        assert not dialog.tune_button.isEnabled() and "at least one target" in dialog.error.text()
        dialog.use_throws.setChecked(True)
        dialog.throws_low.setValue(9)
        dialog.throws_high.setValue(6)
        assert not dialog.tune_button.isEnabled() and "empty" in dialog.error.text()
        dialog.throws_high.setValue(9)
        assert dialog.tune_button.isEnabled() and dialog.run_tune()
        dialog.back()
        assert dialog.pages.currentIndex() == 0 and dialog.view.board_scene.board == MILTON.board
        return False  # Cancel

    prompter.script("run_dialog", answer)
    assert not window.edits.tune_layout()
    assert window.document.undo_stack.count() == 0


@pytest.mark.slow
def test_impossible_targets_show_the_best_found_and_cancel_stops_the_search(app, qtbot) -> None:
    dialog = TuneDialog(MILTON.board, MILTON.rules)
    qtbot.addWidget(dialog)
    dialog.expected_low.setValue(5)
    dialog.expected_high.setValue(6)
    assert dialog.run_tune()
    assert "No layout met every target" in dialog.verdict.text()
    assert "Missed: expected length between 5 and 6 turns (best found: " in dialog.missed.text()
    assert dialog.apply_button.isEnabled()  # the closest found may still be taken, seen first
    dialog.back()

    def cancel_when_shown() -> None:
        progress = next(iter(dialog.findChildren(QProgressDialog)), None)
        if progress is not None and progress.isVisible():
            QTest.mouseClick(progress.findChild(QPushButton), Qt.MouseButton.LeftButton)  # Cancel, as a user does
        else:
            QTimer.singleShot(50, cancel_when_shown)

    dialog.seed.setValue(5)
    QTimer.singleShot(0, cancel_when_shown)
    assert not dialog.run_tune()
    assert dialog.error.text() == "Cancelled: nothing was changed."
    assert dialog.pages.currentIndex() == 0


@pytest.mark.slow
def test_compare_the_board_before_and_after(make_window, prompter, qtbot) -> None:
    window = make_window(MILTON.board, MILTON.rules)

    def answer(dialog: TuneDialog) -> bool:
        dialog.expected_low.setValue(30)
        dialog.expected_high.setValue(32)
        assert dialog.run_tune()
        assert dialog.compare_button.isVisible() or not dialog.isVisible()
        dialog.compare_button.click()
        compare = window.board_actions.compare_dialog
        assert isinstance(compare, CompareDialog)
        qtbot.waitUntil(lambda: compare.answer is not None, timeout=60_000)
        before, after = compare.cells["expected"]
        assert before.text() == "39.23 turns"
        assert after.text() == f"{dialog.tuned.after.expected:.2f} turns"
        assert compare.chart.second_bars is not None  # both distributions on one chart
        compare.close()
        return False

    prompter.script("run_dialog", answer)
    window.edits.tune_layout()


@pytest.mark.slow
def test_compare_the_open_board_with_a_file(make_window, prompter, qtbot, tmp_path) -> None:
    from snl_desktop.core.files.boards import save_board

    window = make_window(Board(10, 10, {3: 22, 17: 7}), Rules())
    path = tmp_path / "other.snl"
    save_board(path, MILTON.board, MILTON.rules, "Milton")
    prompter.script("open_path", path)
    window.board_actions.compare.trigger()
    compare = window.board_actions.compare_dialog
    assert isinstance(compare, CompareDialog)
    qtbot.waitUntil(lambda: compare.answer is not None, timeout=60_000)
    assert compare.sides[1].title == "other.snl" and compare.sides[0].title == "Untitled"
    assert compare.cells["rules"][1].text().startswith("one die a turn")
    assert compare.cells["expected"][1].text() == "39.23 turns"
    compare.players.setValue(4)
    qtbot.waitUntil(lambda: compare.cells["seats"][1].text().count(":") == 4, timeout=60_000)
    compare.close()
    bad = tmp_path / "bad.snl"
    bad.write_text("not a board", "utf-8")
    prompter.script("open_path", bad)
    window.board_actions.compare.trigger()
    assert prompter.errors and "bad.snl could not be opened" in prompter.errors[-1][1]


def test_tune_is_in_the_board_menu_for_design_only(make_window) -> None:
    window = make_window(MILTON.board, MILTON.rules)
    texts = [a.text() for a in window.menus.board.actions()]
    assert texts[-2:] == ["&Tune…", "&Compare With…"]
    assert window.board_actions.tune in window.board_actions.editing


def test_a_board_too_large_to_tune_is_said_at_once(make_window, prompter) -> None:
    window = make_window(Board(60, 60, {5: 200}), Rules())
    assert not window.edits.tune_layout()  # no dialog was opened: the prompter was asked nothing
    assert "Tune takes boards of up to 2500 squares" in window.statusBar().currentMessage()
