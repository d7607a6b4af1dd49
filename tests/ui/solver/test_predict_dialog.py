"""The Predict dialog: squares clicked on its board (real mouse events) and Enter answer; a wrong
answer shows its reason and the right squares; the board moves one step at a time and shows
nothing of the search's future (no route, no fewest throws, no distance of a square not yet
found) before the end; keys on the board pick squares; the levels and New Session; the Solver's
Predict… button opens it on the board on show; every text translated."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from helpers.boards import LEETCODE_6X6
from helpers.mouse import click
from helpers.pseudo import untranslated
from snl_desktop.core import Board, Rules
from snl_desktop.core.predict_boards import chains
from snl_desktop.presets import load_preset
from snl_desktop.ui.board import theme
from snl_desktop.ui.solver.predict_dialog import PredictDialog
from snl_desktop.words import languages

SIX = Board.from_matrix(LEETCODE_6X6)


@pytest.fixture
def dialog(app, qtbot) -> Iterator[PredictDialog]:
    shown = PredictDialog()
    shown.resize(1400, 900)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.close()


def enter(dialog: PredictDialog) -> None:
    QTest.keyClick(dialog.answer_box, Qt.Key.Key_Return)


def future_hidden(dialog: PredictDialog) -> None:
    """Nothing of the search's future on show: no route drawn, no fewest throws said, a badge
    only on the squares found so far."""
    overlay = dialog.overlay
    assert overlay is not None
    assert overlay.route.steps == []
    labels = (dialog.question_label, dialog.queue_label, dialog.feedback_label, dialog.throws_label)
    words = " ".join(label.text() for label in labels)
    assert "Fewest throws" not in words and "route" not in words
    state = dialog.session.replay.state(dialog.session.position)
    found = set(dialog.session.replay.order[: state.discovered])
    badges = {square for square, mark in overlay._marks.items() if mark.isVisible()}
    assert badges == found


def test_squares_clicked_and_enter_answer(dialog, qtbot) -> None:
    assert dialog.session.board == SIX and "LeetCode" in dialog.caption.text()
    assert dialog.question_label.text() == "Square 1 leaves the queue. Which squares enter the queue from it?"
    assert dialog.answer_box.hasFocus() or not dialog.isActiveWindow()
    for square in (15, 3, 4, 5, 6, 7, 9):
        click(dialog, square)
    click(dialog, 9)  # a second click takes it back
    assert dialog.answer_box.text() == "15 3 4 5 6 7"
    assert dialog.marks is not None and dialog.marks.chosen == (15, 3, 4, 5, 6, 7)
    future_hidden(dialog)
    enter(dialog)
    right = theme.STANDARD.success_text.name()  # dark enough to read on the dialog (4.5:1)
    assert dialog.feedback_label.text().startswith(f'<b style="color:{right}">Right!</b>')
    assert dialog.score_label.text() == "Score: 1 of 1"
    assert "throw 1 → 2, ladder to 15: new, enters" in dialog.throws_label.text()
    assert dialog.answer_button.text() == "&Next question"
    assert dialog.session.position == dialog.session.current.after  # the step done on the board
    enter(dialog)  # Enter again: the next question
    assert dialog.question_label.text() == "Which square leaves the queue next?"
    assert dialog.queue_label.text() == "In the queue (order hidden): 3, 4, 5, 6, 7, 15"
    assert dialog.answer_box.text() == "" and dialog.feedback_label.text() == ""
    future_hidden(dialog)


def test_a_wrong_answer_shows_the_reason_and_the_right_square(dialog, qtbot) -> None:
    dialog.answer_box.setText("15 3 4 5 6 7")
    enter(dialog)
    enter(dialog)
    click(dialog, 4)
    click(dialog, 3)  # which leaves: one answer, the click replaces it
    assert dialog.answer_box.text() == "3"
    enter(dialog)
    text = dialog.feedback_label.text()
    assert "Not quite." in text and "The queue is first-in, first-out: 15 entered before 3" in text
    assert "The answer: 15, the front of the queue." in text
    assert dialog.marks is not None and dialog.marks.right == {15} and dialog.marks.wrong == {3}
    assert dialog.score_label.text() == "Score: 1 of 2"
    assert dialog.queue_label.text() == "Queue, front first: 3, 4, 5, 6, 7, 16, 13, 18, 19, 20, 21"
    future_hidden(dialog)


def test_a_typed_square_off_the_board_is_said_not_answered(dialog) -> None:
    dialog.answer_box.setText("15 99")
    enter(dialog)
    assert dialog.problem_label.isVisible()
    assert dialog.problem_label.text() == "There is no square 99 on this board: its squares run from 1 to 36."
    assert dialog.session.score.asked == 0 and not dialog.session.answered
    dialog.answer_box.setText("15 x")
    enter(dialog)
    assert dialog.problem_label.text() == "“x” is not a square's number."


def test_the_arrow_keys_and_space_pick_squares_on_the_board(dialog, qtbot) -> None:
    dialog.activateWindow()
    dialog.view.setFocus()
    qtbot.waitUntil(dialog.view.hasFocus, timeout=60_000)
    # the cursor starts on the square leaving: 1
    assert dialog.cursor_square == 1 and dialog.marks is not None and dialog.marks.cursor_square == 1
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Space):
        QTest.keyClick(dialog.view, key)
    assert dialog.answer_box.text() == "2 11"  # 2, then the square drawn above it
    QTest.keyClick(dialog.view, Qt.Key.Key_Space)
    assert dialog.answer_box.text() == "2"
    QTest.keyClick(dialog.view, Qt.Key.Key_Return)
    assert dialog.session.answered and not dialog.session.feedback.right
    assert "climbs the ladder to 15: 15 enters, not 2" in dialog.feedback_label.text()
    QTest.keyClick(dialog.view, Qt.Key.Key_N)
    assert not dialog.session.answered and dialog.session.current.kind == "leaves"
    QTest.keyClick(dialog.view, Qt.Key.Key_1)  # a digit on the board types into the answer
    QTest.keyClick(dialog.view, Qt.Key.Key_5)
    assert dialog.answer_box.text() == "15"


def test_the_whole_session_then_the_route_and_the_final_score(dialog) -> None:
    session = dialog.session
    while not session.finished:
        future_hidden(dialog)
        dialog.answer_box.setText(" ".join(map(str, sorted(session.current.answer))))
        enter(dialog)
        enter(dialog)
    total = len(session.questions)
    assert dialog.overlay is not None and len(dialog.overlay.route.steps) == 4
    assert dialog.question_label.text() == "The search is over. Fewest throws: 4."
    assert dialog.throws_label.text().startswith("The route: 1 → 15 → 13 → 35 → 36 (throw 1 → square 2")
    assert dialog.feedback_label.text() == f"<b>Final score: {total} of {total}</b>"
    assert dialog.answer_button.text() == "New &Session" and not dialog.answer_box.isEnabled()
    dialog.answer_button.click()  # the level's next board: the other lesson preset
    assert dialog.session.score.asked == 0 and dialog.session.board == load_preset("linear-30").board


def test_the_level_chooser_and_new_session(dialog) -> None:
    dialog.answer_box.setText("1")
    enter(dialog)
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(3))
    made = dialog.made
    assert made is not None and made.level == 3 and chains(made.board)
    assert dialog.session.score.asked == 0 and dialog.caption.text().startswith("Board 1: ")
    dialog.new_button.click()
    assert dialog.made is not None and dialog.made.seed == 2 and dialog.made.board != made.board
    assert dialog.level_box.findData(None) == -1  # no board on show was offered


def test_the_board_on_show_ends_in_no_route(app, qtbot) -> None:
    walled = Board(4, 4, {k: 1 for k in range(9, 15)})
    dialog = PredictDialog((walled, Rules()))
    try:
        dialog.level_box.setCurrentIndex(dialog.level_box.findData(None))
        assert dialog.session.board == walled
        while not dialog.session.finished:
            dialog.answer_box.setText(" ".join(map(str, dialog.session.current.answer)))
            dialog.go_on()
            dialog.go_on()
        assert dialog.question_label.text() == "The search is over: there is no route (−1)."
        assert "the goal, 16, was never found" in dialog.throws_label.text()
        assert dialog.overlay is not None and dialog.overlay.barrier is not None
    finally:
        dialog.close()


def test_the_teaching_texts_are_large(dialog) -> None:
    """At the normal Text Size the question is ≥ 28 px and the other teaching texts ≥ 24 px."""
    assert QFontInfo(dialog.question_label.font()).pixelSize() >= 28
    for label in (dialog.queue_label, dialog.feedback_label, dialog.throws_label, dialog.score_label):
        assert QFontInfo(label.font()).pixelSize() >= 24


def test_the_solvers_predict_button_opens_it_on_the_board_on_show(make_window, qtbot) -> None:
    classic = load_preset("classic")
    window = make_window(classic.board, classic.rules)
    window.docks.solver.show()
    panel = window.solver_panel
    buttons = [b for b in panel.findChildren(QToolButton) if b.text() == "Predict"]  # a button drops the "…"
    assert len(buttons) == 1
    buttons[0].click()
    dialog = window.docks.teaching.predict_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=60_000)
    assert dialog.own == (classic.board, classic.rules) and dialog.level_box.findData(None) >= 0
    dialog.close()


@pytest.mark.slow
def test_every_text_is_translated(app, qtbot) -> None:
    languages.use(app, languages.PSEUDO)
    try:
        dialog = PredictDialog((SIX, Rules()))
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.answer_box.setText("2 3")
        dialog.go_on()
        QApplication.processEvents()
        name = load_preset("leetcode-6x6").name
        assert not untranslated(dialog, (name,))
        dialog.close()
    finally:
        languages.use(app, "en")
