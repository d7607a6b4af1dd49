"""Resizing the board from the toolbar's size bar: one undo step, the Square lock, a question
before jumps are lost, and very small and large boards drawn in proportion."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from helpers.mouse import drag
from snl_desktop.core import Board
from snl_desktop.ui.board.render import render_image


def undo_count(window) -> int:
    return window.document.undo_stack.count()


def shown_size(window) -> tuple[int, int]:
    return window.size_bar.rows.value(), window.size_bar.cols.value()


def board_size(window) -> tuple[int, int]:
    return window.document.board.rows, window.document.board.cols


def test_the_size_bar_shows_the_board_size(make_window) -> None:
    window = make_window(Board(7, 9))
    assert shown_size(window) == (7, 9)
    assert not window.size_bar.square.isChecked()


def test_changing_rows_with_square_checked_resizes_both_as_one_undo_step(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    assert window.size_bar.square.isChecked()
    window.size_bar.rows.setValue(8)
    assert board_size(window) == (8, 8)
    assert shown_size(window) == (8, 8)
    assert dict(window.document.board.jumps) == {3: 22}
    assert undo_count(window) == 1
    assert window.scene.geometry.rows == 8 and window.scene.geometry.cols == 8
    assert len(window.matrix_panel.text().splitlines()) == 8
    window.board_actions.undo.trigger()
    assert board_size(window) == (10, 10)
    assert shown_size(window) == (10, 10)
    assert undo_count(window) == 1 and window.document.undo_stack.index() == 0


def test_changing_columns_with_square_checked_changes_rows_too(make_window) -> None:
    window = make_window(Board(10, 10))
    window.size_bar.cols.setValue(12)
    assert board_size(window) == (12, 12)
    assert shown_size(window) == (12, 12)
    assert undo_count(window) == 1


def test_without_square_rows_and_columns_change_alone(make_window) -> None:
    window = make_window(Board(10, 10))
    window.size_bar.square.setChecked(False)
    window.size_bar.rows.setValue(6)
    assert board_size(window) == (6, 10)
    window.size_bar.cols.setValue(4)
    assert board_size(window) == (6, 4)
    assert shown_size(window) == (6, 4)
    assert undo_count(window) == 2
    window.board_actions.undo.trigger()
    assert board_size(window) == (6, 10)
    assert shown_size(window) == (6, 10)


def test_typing_a_size_resizes_once_when_typing_ends(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    box = window.size_bar.rows
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "12")
    assert board_size(window) == (10, 10)  # not at "1", not yet at "12"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert board_size(window) == (12, 12)
    assert undo_count(window) == 1


def test_the_up_arrow_grows_the_board_by_one(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    window.size_bar.rows.setFocus()
    qtbot.keyClick(window.size_bar.rows, Qt.Key.Key_Up)
    assert board_size(window) == (11, 11)
    assert undo_count(window) == 1


def test_growing_keeps_every_jump(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22, 99: 4, 47: 26}))
    window.size_bar.rows.setValue(12)
    assert window.document.board == Board(12, 12, {3: 22, 99: 4, 47: 26})


def test_shrinking_that_loses_jumps_asks_and_no_changes_nothing(make_window, prompter) -> None:
    window = make_window(Board(10, 10, {3: 22, 40: 60, 90: 10}))
    before = window.document.board
    prompter.script("confirm", False)
    window.size_bar.rows.setValue(5)
    question = prompter.asked[-1]
    assert question[0] == "confirm"
    assert "40→60" in question[1][1] and "90→10" in question[1][1]
    assert "3→22" not in question[1][1]
    assert "no room for 1 snake and 1 ladder (" in question[1][1]  # counted in words, not "snake(s)"
    assert window.document.board == before
    assert undo_count(window) == 0
    assert shown_size(window) == (10, 10)
    assert window.size_bar.rows.text() == "10" and window.size_bar.cols.text() == "10"
    assert window.scene.geometry.rows == 10


def test_shrinking_that_loses_jumps_asks_and_yes_resizes(make_window, prompter) -> None:
    window = make_window(Board(10, 10, {3: 22, 40: 60, 90: 10}))
    prompter.script("confirm", True)
    window.size_bar.rows.setValue(5)
    assert window.document.board == Board(5, 5, {3: 22})
    assert shown_size(window) == (5, 5)
    assert window.scene.jump_item(40) is None and window.scene.jump_item(90) is None
    assert undo_count(window) == 1
    window.board_actions.undo.trigger()
    assert window.document.board == Board(10, 10, {3: 22, 40: 60, 90: 10})
    assert window.scene.jump_item(90) is not None


def test_a_jump_from_the_new_last_square_is_lost_too(make_window, prompter) -> None:
    window = make_window(Board(10, 10, {25: 3}))
    prompter.script("confirm", True)
    window.size_bar.rows.setValue(5)  # square 25 becomes the goal
    assert "no room for 1 snake (25→3). Remove it and resize?" in prompter.asked[-1][1][1]
    assert window.document.board == Board(5, 5)


def test_shrinking_without_losing_jumps_does_not_ask(make_window, prompter) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    window.size_bar.rows.setValue(5)
    assert prompter.asked == []
    assert window.document.board == Board(5, 5, {3: 22})


def assert_board_fills_view_in_proportion(window) -> None:
    view = window.view
    t = view.transform()
    assert t.m11() == pytest.approx(t.m22())  # not stretched
    rect = view.mapFromScene(window.scene.sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(rect)  # all of it visible
    assert rect.width() >= viewport.width() - 4 or rect.height() >= viewport.height() - 4  # as large as fits


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (30, 30), (3, 12), (20, 4)])
def test_small_large_and_oblong_boards_are_drawn_in_proportion(make_window, qtbot, rows, cols) -> None:
    window = make_window(Board(10, 10, {2: 3}))
    window.size_bar.square.setChecked(rows == cols)
    if rows == cols:
        window.size_bar.rows.setValue(rows)
    else:
        window.size_bar.rows.setValue(rows)
        window.size_bar.cols.setValue(cols)
    assert board_size(window) == (rows, cols)
    scene_rect = window.scene.sceneRect()
    assert scene_rect.width() / scene_rect.height() == pytest.approx((cols + 0.5) / (rows + 0.5))
    assert window.scene.geometry.rect == QRectF(0, 0, cols * 100, rows * 100)
    assert_board_fills_view_in_proportion(window)
    assert not window.grab().isNull()
    image = render_image(window.document.board, size=400)
    assert max(image.width(), image.height()) == 400
    assert image.width() / image.height() == pytest.approx((cols + 0.5) / (rows + 0.5), rel=0.02)


def test_drags_work_on_a_2x2_board(make_window) -> None:
    window = make_window(Board(10, 10))
    window.size_bar.rows.setValue(2)
    drag(window, 2, 3)
    assert window.document.board == Board(2, 2, {2: 3})
    assert window.throws_label.text() == "Fewest throws: 1"


def test_the_board_refits_when_the_window_is_resized(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    window.resize(700, 1000)
    qtbot.waitUntil(lambda: window.view.viewport().height() > window.view.viewport().width())
    assert_board_fills_view_in_proportion(window)


def test_square_lock_follows_the_board_when_undo_brings_back_a_square_board(make_window) -> None:
    window = make_window(Board(6, 6))
    window.size_bar.square.setChecked(False)
    window.size_bar.cols.setValue(8)
    assert (window.document.board.rows, window.document.board.cols) == (6, 8)
    assert not window.size_bar.square.isChecked()
    window.board_actions.undo.trigger()
    assert (window.document.board.rows, window.document.board.cols) == (6, 6)
    assert window.size_bar.square.isChecked()
    window.size_bar.rows.setValue(7)
    assert (window.document.board.rows, window.document.board.cols) == (7, 7)


@pytest.mark.slow
def test_the_largest_board_is_painted_without_visiting_each_square(make_window, monkeypatch) -> None:
    """On screen the tiles are one textured rectangle and numbers too small to read are left
    out: painting a 1000×1000 board must not touch its million squares one by one (it took
    17 s when it did)."""
    window = make_window(Board(10, 10))
    window.document.apply(Board(1000, 1000, {2: 999_990}), "big")
    geometry = window.scene.geometry
    visits = []
    original = geometry.square_rect
    monkeypatch.setattr(geometry, "square_rect", lambda label: (visits.append(label), original(label))[1])
    window.view.viewport().repaint()
    assert len(visits) < 100  # the start, the goal and the pieces, not every square
    image = window.view.viewport().grab().toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 2) != QColor("white")  # drawn
