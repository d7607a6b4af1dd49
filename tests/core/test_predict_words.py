"""Predict's words (English, the source language): each reason names the squares and the throw
that decide it; the step's throws a line each; the end says the fewest throws and the route, or
−1; the plural of the fewest throws comes from the catalogue."""

from __future__ import annotations

from helpers.boards import LEETCODE_6X6
from snl_desktop.core import Board, Rules
from snl_desktop.core.predict import PredictSession
from snl_desktop.words import predict as words

SIX = Board.from_matrix(LEETCODE_6X6)


def second_question() -> PredictSession:
    session = PredictSession(SIX, Rules())
    assert session.current is not None
    session.answer(session.current.answer)
    session.next()
    return session


def test_the_questions_and_the_queue() -> None:
    session = PredictSession(SIX, Rules())
    first = session.current
    assert first is not None
    assert words.question(first) == "Square 1 leaves the queue. Which squares enter the queue from it?"
    assert words.queue((), ordered=True) == "The queue is empty."
    leaves = second_question().current
    assert leaves is not None
    assert words.question(leaves) == "Which square leaves the queue next?"
    assert words.queue(leaves.queue, ordered=False) == "In the queue (order hidden): 3, 4, 5, 6, 7, 15"
    assert words.queue(leaves.queue, ordered=True) == "Queue, front first: 15, 3, 4, 5, 6, 7"


def test_why_a_square_does_not_leave_next() -> None:
    cases = {
        (3,): "The queue is first-in, first-out: 15 entered before 3, so 15 leaves first.",
        (1,): "Square 1 has already left the queue: each square leaves it once.",
        (20,): "Square 20 is not in the queue: the search has not found it.",
        (): "Nothing was chosen: one square leaves at each step, the front of the queue, 15.",
        (15, 3): "Only one square leaves at a time: the one at the front of the queue, 15.",
    }
    for given, reason in cases.items():
        session = second_question()
        feedback = session.answer(given)
        assert words.reasons(feedback) == [reason]
        assert words.answer(feedback.question) == "The answer: 15, the front of the queue."
        assert words.verdict(feedback.right) == "Not quite."


def test_why_squares_do_or_do_not_enter() -> None:
    session = PredictSession(SIX, Rules())
    feedback = session.answer([2, 3, 4, 5, 6, 7])
    assert words.reasons(feedback) == [
        "A throw of 1 from 1 lands on 2 and climbs the ladder to 15: 15 enters, not 2.",
        "A throw of 1 from 1 lands on 2 and climbs the ladder to 15, a new square: 15 enters.",
    ]
    assert words.answer(feedback.question) == "The answer, in the order they enter the queue: 15, 3, 4, 5, 6, 7."
    assert words.throws(feedback.question).split("\n") == [
        "The throws from 1:",
        "throw 1 → 2, ladder to 15: new, enters",
        "throw 2 → 3: new, enters",
        "throw 3 → 4: new, enters",
        "throw 4 → 5: new, enters",
        "throw 5 → 6: new, enters",
        "throw 6 → 7: new, enters",
    ]
    session.next()
    session.answer([15])
    session.next()
    feedback = session.answer([4, 8, 9, 30])
    assert words.reasons(feedback) == [
        "Square 4 was already found, at distance 1: it does not enter again.",
        "No throw from 3 comes to rest on 30.",
    ]
    assert words.score(session.score) == "Score: 1 of 3"


def test_a_snake_to_a_square_found_already_and_a_throw_past_the_goal() -> None:
    session = PredictSession(SIX, Rules())
    while True:
        question = session.current
        assert question is not None
        if question.kind == "enters" and question.square == 11:
            break
        session.answer(question.answer)
        session.next()
    feedback = session.answer([*question.answer, 17])
    assert words.reasons(feedback) == [
        "A throw of 6 from 11 lands on 17 and slides down the snake to 13, found already at distance 2: neither enters."
    ]
    session.next()
    while True:  # on to a square near the goal
        question = session.current
        assert question is not None
        if question.kind == "enters" and question.square > 30:
            break
        session.answer(question.answer)
        session.next()
    assert words.throws(question).split("\n")[-1] == "throw 6: past the goal, not allowed"


def test_the_end_says_the_fewest_throws_and_the_route_or_no_route() -> None:
    session = PredictSession(SIX, Rules())
    assert words.the_end(session.replay.solution) == "The search is over. Fewest throws: 4."
    assert words.why_the_end(session.replay.solution) == (
        "The route: 1 → 15 → 13 → 35 → 36 (throw 1 → square 2, ladder to 15; throw 2 → 17, snake to 13; throw 1 → "
        "14, ladder to 35; throw 1 → 36)."
    )
    walled = PredictSession(Board(4, 4, {k: 1 for k in range(9, 15)}), Rules())
    assert words.the_end(walled.replay.solution) == "The search is over: there is no route (−1)."
    assert words.why_the_end(walled.replay.solution) == (
        "The queue is empty and the goal, 16, was never found: no throws reach it."
    )
    assert words.final_score(session.score) == "Final score: 0 of 0"
    assert words.level(3) == "Level 3: chains and dead ends" and words.level(None) == "The board on show"
