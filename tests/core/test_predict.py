"""Predict the next step: every question's answer agrees with an independent FIFO search (the
oracle), on many random boards of every shape and rule; each kind of wrong answer gets its
reason; the score counts; the levels' boards are what each level promises, the same for a seed."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

import pytest

from helpers import bfs_oracle as oracle
from helpers.boards import LEETCODE_6X6, random_board
from snl_desktop.core import Board, Overshoot, Rules, Start, solve
from snl_desktop.core.predict import PredictSession, Question, plan_questions, read_squares
from snl_desktop.core.predict_boards import (
    LESSON_PRESETS,
    LESSON_RULES,
    chains,
    level_board,
    small_board,
    tangled_board,
)
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset

SIX = Board.from_matrix(LEETCODE_6X6)


def oracle_steps(board: Board, rules: Rules) -> list[tuple[int, list[int], list[int]]]:
    """A textbook FIFO search (helpers.bfs_oracle's successors), step by step: the square taken
    from the queue, the queue before it was taken, the squares that entered from it (in order)."""
    goal, start = board.size, rules.start_square
    seen, queue = {start}, deque([start])
    steps = []
    while queue:
        before = list(queue)
        square = queue.popleft()
        entered: list[int] = []
        if square != goal:
            waiting = rules.start == "six" and square == 0  # "a 6 to start": only a 6 leaves square 0
            for rest in oracle.successors(board.jumps, goal, rules.overshoot, square, waiting):
                if rest is not None and rest not in seen:
                    seen.add(rest)
                    queue.append(rest)
                    entered.append(rest)
        steps.append((square, before, entered))
    return steps


def random_case(seed: int) -> tuple[Board, Rules]:
    rnd = random.Random(seed)
    board = random_board(rnd, max_side=9, wall_chance=0.2)
    rules = Rules(start=rnd.choice(list(Start)), overshoot=rnd.choice(list(Overshoot)))
    return board, rules


@pytest.mark.parametrize("seed", range(300))
def test_every_question_is_answered_as_the_oracle_searches(seed: int) -> None:
    board, rules = random_case(seed)
    steps = oracle_steps(board, rules)
    questions = plan_questions(SearchReplay(solve(board, rules)))
    by_step = {q.step: q for q in questions}
    last = "leaves"
    for step, (square, before, entered) in enumerate(steps):
        can_leave, can_enter = len(before) >= 2, square != board.size
        question = by_step.get(step)
        if question is None:
            assert not can_leave and not can_enter  # a step is skipped only when it asks nothing
            continue
        assert question.square == square
        if question.kind == "leaves":
            assert can_leave and question.answer == {square} and list(question.queue) == before
            assert last == "enters" or not can_enter  # the kinds take turns
        else:
            assert can_enter and list(question.entering) == entered and question.answer == set(entered)
            assert list(question.queue) == before[1:]
            assert last == "leaves" or not can_leave
        last = question.kind
    assert [q.number for q in questions] == list(range(1, len(questions) + 1))


@pytest.mark.parametrize("seed", range(60))
def test_a_session_answered_right_scores_every_answer_and_then_shows_the_end(seed: int) -> None:
    board, rules = random_case(seed)
    session = PredictSession(board, rules)
    positions = []
    while not session.finished:
        question = session.current
        assert question is not None and session.position == question.position
        positions.append(session.position)
        feedback = session.answer(sorted(question.answer))
        assert feedback.right and feedback.mistakes == ()
        assert session.position == question.after
        session.next()
    assert session.score.right == session.score.asked == len(session.questions)
    assert session.position == len(session.replay)  # only now: the finished search, its route
    assert all(p < len(session.replay) for p in positions)
    assert positions == sorted(positions)


@pytest.mark.parametrize("seed", range(60))
def test_a_wrong_answer_is_always_wrong_and_says_why(seed: int) -> None:
    board, rules = random_case(seed)
    session = PredictSession(board, rules)
    rnd = random.Random(seed)
    while not session.finished:
        question = session.current
        assert question is not None
        wrong = set(question.answer) ^ {rnd.randint(1, board.size)}
        feedback = session.answer(sorted(wrong))
        assert not feedback.right and feedback.mistakes
        session.next()
    assert session.score.right == 0 and session.score.asked == len(session.questions)


def answer_until(session: PredictSession, wanted: Callable[[Question], bool]) -> Question:
    """Answer rightly until the question asked is one ``wanted``."""
    while True:
        question = session.current
        assert question is not None, "no such question in the session"
        if wanted(question):
            return question
        session.answer(question.answer)
        session.next()


def test_which_square_leaves_the_reasons() -> None:
    session = PredictSession(SIX, Rules())
    first = session.current
    assert first is not None and first.kind == "enters" and first.square == 1
    assert first.entering == (15, 3, 4, 5, 6, 7)
    session.answer(first.answer)
    question = session.next()
    assert question is not None and question.kind == "leaves" and question.queue == (15, 3, 4, 5, 6, 7)
    for given, kind, square in (
        ([3], "not_front", 3),
        ([1], "left_already", 1),
        ([20], "not_found", 20),
        ([], "nothing", 15),
        ([15, 3], "several", 15),
    ):
        probe = PredictSession(SIX, Rules())
        probe.answer(first.answer)
        probe.next()
        feedback = probe.answer(given)
        assert not feedback.right and [(m.kind, m.square) for m in feedback.mistakes] == [(kind, square)]
        assert feedback.mistakes[0].front == 15
    assert session.answer([15]).right


def test_which_squares_enter_the_reasons() -> None:
    session = PredictSession(SIX, Rules())
    feedback = session.answer([2, 3, 4, 5, 6, 7])  # the ladder's foot, not its top
    assert not feedback.right
    jump, missed = feedback.mistakes
    assert (jump.kind, jump.square, jump.face, jump.rest, jump.rest_new) == ("jump_start", 2, 1, 15, True)
    assert (missed.kind, missed.square, missed.face, missed.landed) == ("missed", 15, 1, 2)
    session.next()
    session.answer([15])
    session.next()
    question = session.current  # from 3: throws to 4..7 found already, 8 and 9 new
    assert question is not None and question.kind == "enters" and question.square == 3
    feedback = session.answer([4, 8, 9, 30])
    assert [(m.kind, m.square, m.distance) for m in feedback.mistakes] == [
        ("seen", 4, 1),
        ("out_of_reach", 30, None),
    ]
    assert session.score.right == 1 and session.score.asked == 3


def test_a_throw_onto_a_snake_whose_tail_is_found_already() -> None:
    session = PredictSession(SIX, Rules())
    question = answer_until(
        session, lambda q: q.kind == "enters" and any(t.jump and t.status == "seen" for t in q.throws)
    )
    throw = next(t for t in question.throws if t.jump and t.status == "seen")
    feedback = session.answer([*question.answer, throw.landed])
    (mistake,) = feedback.mistakes
    assert mistake.kind == "jump_start" and not mistake.rest_new and mistake.rest == throw.rest
    assert mistake.distance == solve(SIX).distance(throw.rest)


def test_nothing_enters_is_an_answer() -> None:
    session = PredictSession(SIX, Rules())
    question = answer_until(session, lambda q: q.kind == "enters" and not q.answer and q.throws)
    assert session.answer([]).right
    assert question.entering == ()


def test_the_goal_is_asked_only_as_the_square_that_leaves() -> None:
    session = PredictSession(SIX, Rules())
    asked_from = {q.square for q in session.questions if q.kind == "enters"}
    assert 36 not in asked_from
    goal_question = next(q for q in session.questions if q.square == 36)
    assert goal_question.kind == "leaves" and goal_question.throws == ()


def test_the_session_refuses_slips() -> None:
    session = PredictSession(SIX, Rules())
    with pytest.raises(RuntimeError):
        session.next()  # not answered yet
    session.answer([])
    with pytest.raises(RuntimeError):
        session.answer([])  # answered already


def test_an_unreachable_goal_ends_the_session_with_an_empty_queue() -> None:
    walled = Board(4, 4, {k: 1 for k in range(9, 15)})  # every throw from 8 slides back to 1
    session = PredictSession(walled, Rules())
    while not session.finished:
        assert session.current is not None
        session.answer(session.current.answer)
        session.next()
    assert session.replay.solution.min_rolls == -1 and session.score.right == session.score.asked


def test_typed_answers_are_read() -> None:
    assert read_squares(" 15, 7;7  3 ") == ((15, 7, 3), ())
    assert read_squares("") == ((), ())
    assert read_squares("15 x -3 4") == ((15, 4), ("x", "-3"))


# -- the levels ---------------------------------------------------------------------------


def preset(name: str) -> tuple[Board, Rules]:
    found = load_preset(name)
    return found.board, found.rules


def test_level_one_is_the_lesson_presets_in_turn() -> None:
    names = [level_board(1, seed, preset).preset for seed in range(1, 5)]
    assert names == [*LESSON_PRESETS, *LESSON_PRESETS]
    first = level_board(1, 1, preset)
    assert first.board == SIX and solve(first.board, first.rules).min_rolls == 4


def test_level_two_boards_are_small_untangled_and_reachable() -> None:
    for seed in range(1, 41):
        board = small_board(seed)
        assert 4 <= board.rows <= 6 and 4 <= board.cols <= 6
        assert 2 <= len(board.jumps) and not chains(board)
        ends = list(board.jumps.values())
        assert len(set(ends) | set(board.jumps)) == 2 * len(ends)  # no square used twice
        assert solve(board, LESSON_RULES).min_rolls >= 2
        assert small_board(seed) == board  # the same board for the same seed
        assert level_board(2, seed, preset).board == board


def test_level_three_boards_have_chains_and_sometimes_no_route() -> None:
    answers = []
    for seed in range(1, 41):
        board = tangled_board(seed)
        assert 5 <= board.rows <= 7 and 5 <= board.cols <= 7
        found = solve(board, LESSON_RULES)
        chained = chains(board)
        assert chained and any(found.distance(middle) >= 0 for _a, middle, _c in chained)
        answers.append(found.min_rolls)
        assert tangled_board(seed) == board
    unreachable = answers.count(-1)
    assert 10 <= unreachable <= 30, answers  # about half the boards shut the goal off
    assert all(a >= 2 for a in answers if a != -1)
