"""Predict in a classroom (issue 34): after an answer at square 13 the six throws' die faces
stand apart, none on another and none over a square's number; a stray Enter (a clicker's) on
an empty "which leaves next" is refused with a hint and costs no point."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from snl_desktop.ui.solver.overlay import clear_of_words
from snl_desktop.ui.solver.predict_dialog import PredictDialog


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


def answer_rightly(dialog: PredictDialog) -> None:
    question = dialog.session.current
    assert question is not None
    QTest.keyClicks(dialog.answer_box, " ".join(map(str, sorted(question.answer))))
    enter(dialog)


def test_the_throws_from_13_keep_their_faces_apart_and_the_numbers_clear(dialog) -> None:
    while not (dialog.session.current.kind == "enters" and dialog.session.current.square == 13):
        answer_rightly(dialog)
        enter(dialog)  # the next question
    answer_rightly(dialog)
    dialog.grab()  # painted, as on screen
    expansion = dialog.overlay.expansion
    geometry, s = dialog.scene.geometry, dialog.scene.geometry.square
    assert expansion.current == 13 and len(expansion.labels) == 6
    plates = [
        expansion.mapRectToScene(QRectF(p - QPointF(s * 0.11, s * 0.11), p + QPointF(s * 0.11, s * 0.11)))
        for p in expansion.labels
    ]
    for i, plate in enumerate(plates):
        assert all(not plate.intersects(other) for other in plates[i + 1 :]), f"face {i + 1} on another"
    clear = clear_of_words(geometry)
    for face, plate in enumerate(plates, 1):
        assert clear(plate.center()) and clear(QPointF(plate.center().x(), plate.top())), f"face {face} on a number"
    for square in (14, 15, 16):  # no throw along the row bows over the numbers at the squares' tops
        corner = geometry.square_rect(square)
        number = QRectF(corner.left() + 0.12 * s, corner.top() + 0.1 * s, 0.25 * s, 0.25 * s)  # (13's ring: 0.08)
        with_throws = render(dialog, number)
        expansion.hide()
        assert render(dialog, number) == with_throws, f"square {square}'s number under an arrow"
        expansion.show()


def render(dialog: PredictDialog, rect: QRectF) -> QImage:
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    dialog.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_enter_on_an_empty_which_leaves_is_refused_not_scored(dialog) -> None:
    answer_rightly(dialog)
    enter(dialog)
    assert dialog.session.current.kind == "leaves" and dialog.score_label.text() == "Score: 1 of 1"
    enter(dialog)  # a stray Enter, the box empty
    assert not dialog.session.answered and dialog.score_label.text() == "Score: 1 of 1"
    assert dialog.problem_label.isVisible() and "leaves next" in dialog.problem_label.text()
    QTest.keyClicks(dialog.answer_box, str(min(dialog.session.current.answer)))
    assert not dialog.problem_label.isVisible()
    enter(dialog)
    assert dialog.session.answered and dialog.score_label.text() == "Score: 2 of 2"
