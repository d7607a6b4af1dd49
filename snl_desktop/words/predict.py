"""Predict the next step, in words: the questions, the verdict and the reason for each mistake,
the step's throws, the score, the levels and the end of the search, in the user's language.
The core (`core.predict`) gives the values; the Predict dialog says them through here.

Each reason names the squares and the throw that decide it ("the queue is first-in, first-out:
15 entered before 7", "a throw of 5 from 9 lands on 14 and climbs the ladder to 35: 35 enters,
not 14"), so a wrong answer teaches the rule it broke.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..core.board import jump_kind_of
from ..core.solver import Solution
from . import numbers, search, spoken

if TYPE_CHECKING:
    from ..core.predict import Feedback, Mistake, Question, Score
    from ..core.predict_boards import Level, LevelBoard
    from ..core.solver import TraceStep


def _listed(squares: Sequence[int]) -> str:
    return numbers.joined([numbers.integer(s) for s in squares])


class Predict(QObject):
    """The Predict dialog's sentences (translation context "Predict")."""

    def question(self, question: Question) -> str:
        if question.kind == "leaves":
            return self.tr("Which square leaves the queue next?")
        return spoken(
            self.tr("Square {square} leaves the queue. Which squares enter the queue from it?"), square=question.square
        )

    def queue(self, squares: Sequence[int], ordered: bool) -> str:
        if not squares:
            return self.tr("The queue is empty.")
        if ordered:
            return spoken(self.tr("Queue, front first: {squares}"), squares=_listed(squares))
        return spoken(self.tr("In the queue (order hidden): {squares}"), squares=_listed(sorted(squares)))

    def verdict(self, right: bool) -> str:
        return self.tr("Right!") if right else self.tr("Not quite.")

    def moved(self, landed: int, rest: int) -> str:
        """What a jump does to the token: "climbs the ladder to 35", "slides down the snake to 3"."""
        if jump_kind_of(landed, rest) == "ladder":
            return spoken(self.tr("climbs the ladder to {square}"), square=rest)
        return spoken(self.tr("slides down the snake to {square}"), square=rest)

    def reason(self, mistake: Mistake, question: Question) -> str:
        kind, square, origin = mistake.kind, mistake.square, question.square
        if kind == "nothing":
            text = self.tr("Nothing was chosen: one square leaves at each step, the front of the queue, {front}.")
            return spoken(text, front=mistake.front)
        if kind == "several":
            text = self.tr("Only one square leaves at a time: the one at the front of the queue, {front}.")
            return spoken(text, front=mistake.front)
        if kind == "not_front":
            text = self.tr(
                "The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first."
            )
            return spoken(text, front=mistake.front, square=square)
        if kind == "left_already":
            return spoken(
                self.tr("Square {square} has already left the queue: each square leaves it once."), square=square
            )
        if kind == "not_found":
            return spoken(self.tr("Square {square} is not in the queue: the search has not found it."), square=square)
        if kind == "seen":
            text = self.tr("Square {square} was already found, at distance {distance}: it does not enter again.")
            return spoken(text, square=square, distance=mistake.distance)
        if kind == "out_of_reach":
            return spoken(self.tr("No throw from {origin} comes to rest on {square}."), origin=origin, square=square)
        landed, rest = mistake.landed, mistake.rest
        assert rest is not None and landed is not None
        if kind == "jump_start":
            if mistake.rest_new:
                text = self.tr(
                    "A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}."
                )
            else:
                text = self.tr(
                    "A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance "
                    "{distance}: neither enters."
                )
        elif landed != rest:  # missed, by a throw that ends on a snake or ladder
            text = self.tr(
                "A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters."
            )
        else:
            text = self.tr("A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.")
        moved = self.moved(landed, rest) if landed != rest else ""
        return spoken(
            text, face=mistake.face, origin=origin, landed=landed, rest=rest, moved=moved, distance=mistake.distance
        )

    def answer(self, question: Question) -> str:
        if question.kind == "leaves":
            return spoken(self.tr("The answer: {square}, the front of the queue."), square=question.square)
        if not question.entering:
            return self.tr("The answer: nothing enters the queue.")
        return spoken(
            self.tr("The answer, in the order they enter the queue: {squares}."), squares=_listed(question.entering)
        )

    def throw(self, step: TraceStep) -> str:
        if step.landed is None or step.rest is None:
            return spoken(self.tr("throw {face}: past the goal, not allowed"), face=step.face)
        if step.jump:
            where = spoken(self.tr("{landed}, {jump}"), landed=step.landed, jump=search.jump(step.landed, step.rest))
        else:
            where = str(step.rest)
        if step.status == "new":
            text = self.tr("throw {face} {arrow} {where}: new, enters")
        else:
            text = self.tr("throw {face} {arrow} {where}: found already")
        return spoken(text, face=step.face, arrow=numbers.arrow(), where=where)

    def throws(self, question: Question) -> str:
        if not question.throws:
            return spoken(self.tr("Square {square} is the goal: no throws from there."), square=question.square)
        heading = spoken(self.tr("The throws from {square}:"), square=question.square)
        return "\n".join([heading, *(self.throw(step) for step in question.throws)])

    def score(self, score: Score) -> str:
        return spoken(self.tr("Score: {right} of {asked}"), right=score.right, asked=score.asked)

    def final_score(self, score: Score) -> str:
        return spoken(self.tr("Final score: {right} of {asked}"), right=score.right, asked=score.asked)

    def the_end(self, solved: Solution) -> str:
        if solved.min_rolls < 0:
            return self.tr("The search is over: there is no route (−1).")
        return self.tr("The search is over. Fewest throws: %n.", "", solved.min_rolls)

    def why_the_end(self, solved: Solution) -> str:
        if solved.min_rolls < 0:
            text = self.tr("The queue is empty and the goal, {goal}, was never found: no throws reach it.")
            return spoken(text, goal=solved.goal)
        route = f" {numbers.arrow()} ".join(numbers.integer(s) for s in solved.path)
        text = self.tr("The route: {route} ({throws}).")
        return spoken(text, route=route, throws=search.describe_route(solved))

    def level(self, level: Level | None) -> str:
        if level == 1:
            return self.tr("Level 1: lesson boards")
        if level == 2:
            return self.tr("Level 2: small random boards")
        if level == 3:
            return self.tr("Level 3: chains and dead ends")
        return self.tr("The board on show")

    def board(self, made: LevelBoard, name: str) -> str:
        if name:
            return name
        return spoken(
            self.tr("Board {seed}: {rows}×{cols}"), seed=made.seed, rows=made.board.rows, cols=made.board.cols
        )

    def not_a_square(self, text: str) -> str:
        return spoken(self.tr("“{text}” is not a square's number."), text=text)

    def off_the_board(self, square: int, first: int, goal: int) -> str:
        text = self.tr("There is no square {square} on this board: its squares run from {first} to {goal}.")
        return spoken(text, square=square, first=first, goal=goal)


_PREDICT = Predict()


def question(q: Question) -> str:
    """``"Which square leaves the queue next?"``, ``"Square 9 leaves the queue. Which squares
    enter the queue from it?"``."""
    return _PREDICT.question(q)


def queue(squares: Sequence[int], ordered: bool) -> str:
    """The queue, front first (``ordered``), or its squares by number when the order is the
    question: ``"Queue, front first: 15, 3"``, ``"In the queue (order hidden): 3, 15"``."""
    return _PREDICT.queue(squares, ordered)


def verdict(right: bool) -> str:
    return _PREDICT.verdict(right)


def reasons(feedback: Feedback) -> list[str]:
    """Why the answer is wrong, one sentence a mistake (none when it is right)."""
    return [_PREDICT.reason(m, feedback.question) for m in feedback.mistakes]


def reason(mistake: Mistake, q: Question) -> str:
    """Why ``mistake`` is one, for question ``q`` (the sentence Predict says)."""
    return _PREDICT.reason(mistake, q)


def answer(q: Question) -> str:
    """``"The answer: 15, the front of the queue."``, ``"The answer, in the order they enter the
    queue: 10, 35."``, ``"The answer: nothing enters the queue."``."""
    return _PREDICT.answer(q)


def throws(q: Question) -> str:
    """The step's six throws, a line each: ``"throw 3 → 12, ladder to 35: new, enters"``."""
    return _PREDICT.throws(q)


def score(s: Score) -> str:
    return _PREDICT.score(s)


def final_score(s: Score) -> str:
    return _PREDICT.final_score(s)


def the_end(solved: Solution) -> str:
    """The search's result, said only once the session is over: ``"The search is over. Fewest
    throws: 4."``, or that there is no route (−1)."""
    return _PREDICT.the_end(solved)


def why_the_end(solved: Solution) -> str:
    """The route, throw by throw (``"The route: 1 → 15 → 13 → 35 → 36 (throw 1 → square 2,
    ladder to 15; …)."``), or why there is none."""
    return _PREDICT.why_the_end(solved)


def level(which: Level | None) -> str:
    """A level's name (None: the board the Solver shows)."""
    return _PREDICT.level(which)


def board_caption(made: LevelBoard, name: str = "") -> str:
    """The session's board: its name (a preset), or ``"Board 3: 5×6"``."""
    return _PREDICT.board(made, name)


def not_a_square(text: str) -> str:
    return _PREDICT.not_a_square(text)


def off_the_board(square: int, first: int, goal: int) -> str:
    return _PREDICT.off_the_board(square, first, goal)
