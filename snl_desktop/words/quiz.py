"""The Class Quiz on the projector, in words: how to join, the question's progress, the class's
answers and why the common wrong one is wrong, the scores. The core (`core.quiz`) gives the
values; the Class Quiz window says them through here, and the question, the answer and each
mistake's reason are Predict's own sentences (`words.predict`), so the class hears what a
learner alone hears.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from . import numbers, spoken
from .predict import reason as predict_reason

if TYPE_CHECKING:
    from ..core.quiz import Choice, Standing, Tally


class Quiz(QObject):
    """The Class Quiz window's sentences (translation context "Quiz")."""

    def title(self) -> str:
        return self.tr("Class Quiz")

    def other(self) -> str:
        """The bar that sums the answers too few to have their own."""
        return self.tr("other")

    def students(self, count: int) -> str:
        return self.tr("%n student(s) in the quiz", "", count)

    def question_of(self, number: int, count: int) -> str:
        return spoken(self.tr("Question {number} of {count}"), number=number, count=count)

    def answered(self, answered: int, students: int) -> str:
        return spoken(self.tr("{answered} of {students} answered"), answered=answered, students=students)

    def seconds_left(self, seconds: int) -> str:
        return self.tr("%n second(s) left", "", seconds)

    def closed(self) -> str:
        return self.tr("Answers are closed.")

    def choice(self, choice: Choice) -> str:
        """A bar's label: the squares chosen ("15", "7, 22"), or "none"."""
        if not choice.squares:
            return self.tr("none")
        return numbers.joined([numbers.integer(s) for s in choice.squares])

    def class_right(self, tally: Tally) -> str:
        if not tally.answered:
            return self.tr("Nobody answered this question.")
        return spoken(
            self.tr("{right} of {answered} right ({share})"),
            right=tally.right,
            answered=tally.answered,
            share=numbers.percent(tally.right / tally.answered, 0),
        )

    def common_wrong(self, tally: Tally) -> str:
        """Why the most chosen wrong answer is wrong, in Predict's words for its first mistake."""
        choice, mistake = tally.common_wrong, tally.common_mistake
        if choice is None or mistake is None:
            return self.tr("Nobody chose a wrong answer.")
        reason = predict_reason(mistake, tally.question)
        text = self.tr("The most common wrong answer, %n time(s): {answer}. {reason}", "", choice.count)
        return spoken(text, answer=self.choice(choice), reason=reason)

    def standing(self, place: int, standing: Standing) -> str:
        return spoken(
            self.tr("{place}. {nickname}: {right} right"),
            place=place,
            nickname=standing.nickname,
            right=standing.right,
        )

    def scores(self, scores: Sequence[tuple[int, int, int]]) -> str:
        """The class's score per question revealed: "Q1 80 % · Q2 65 %"."""
        parts = [
            spoken(
                self.tr("Q{number}: {share}"),
                number=number,
                share=numbers.percent(right / answered, 0) if answered else self.tr("no answers"),
            )
            for number, right, answered in scores
        ]
        return "  ·  ".join(parts)

    def saved(self, path: str) -> str:
        return spoken(self.tr("Results saved to {path}"), path=path)
