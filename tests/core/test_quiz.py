"""The class quiz's core: who may join under which nickname, a whole quiz asked, answered,
locked and revealed on the classic board, the class's answers counted as a projector shows
them, the deadline, removed students gone from everything, the leaderboard, the results file,
and no phone's message ever raising."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from snl_desktop.core.predict import PredictSession, Question
from snl_desktop.core.quiz import (
    MAX_NICKNAME,
    MAX_STUDENTS,
    Answer,
    AnswerRefusal,
    Choice,
    ClassQuiz,
    JoinRefusal,
    Phase,
    ResultRow,
    Standing,
    Student,
    clean_nickname,
    options,
    results_csv,
)
from snl_desktop.presets import load_preset

CLASSIC = load_preset("classic")


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def classic_quiz(limit: int | None = None) -> tuple[ClassQuiz, Clock]:
    clock = Clock()
    return ClassQuiz(CLASSIC.board, CLASSIC.rules, limit=limit, clock=clock), clock


def joined(quiz: ClassQuiz, nickname: str) -> Student:
    student = quiz.join(nickname)
    assert isinstance(student, Student), student
    return student


def answered(quiz: ClassQuiz, student: Student, number: int, squares: list[int]) -> Answer:
    found = quiz.answer(student.id, number, squares)
    assert isinstance(found, Answer), found
    return found


def wrong_for(question: Question) -> list[int]:
    """An answer that is surely wrong: the right one with one square more or less."""
    return sorted(set(question.answer) ^ {question.square + 1})


# -- joining ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("  Ana  ", "Ana"),
        ("<b>x</b>", "<b>x</b>"),  # text, never markup: the page shows it as it is
        ("Ana    Maria", "Ana Maria"),
        ("Jose\u0301", "Jos\u00e9"),  # NFC
        ("x" * MAX_NICKNAME, "x" * MAX_NICKNAME),
        ("\u00a0Zoë\u3000", "Zoë"),
    ],
)
def test_a_nickname_is_cleaned(typed: str, kept: str) -> None:
    assert clean_nickname(typed) == kept
    quiz, _clock = classic_quiz()
    assert joined(quiz, typed).nickname == kept


@pytest.mark.parametrize(
    "typed",
    ["", "   ", "x" * (MAX_NICKNAME + 1), "\u202e", "Ana\u202eB", "Ana\tB", "Ana\nB", "\u200b", "A\ue000", "A\ud800"],
)
def test_a_bad_nickname_is_refused(typed: str) -> None:
    assert clean_nickname(typed) is None
    quiz, _clock = classic_quiz()
    assert quiz.join(typed) is JoinRefusal.BAD_NAME
    assert quiz.students() == ()


def test_a_nickname_is_taken_whatever_its_case_and_the_class_has_room_for_sixty() -> None:
    quiz, _clock = classic_quiz()
    ana = joined(quiz, "Ana")
    assert quiz.join("ana") is JoinRefusal.NAME_TAKEN
    assert quiz.join("  ANA ") is JoinRefusal.NAME_TAKEN
    assert quiz.student_named("aNa") == ana and quiz.student_named("Bea") is None
    for n in range(2, MAX_STUDENTS + 1):
        joined(quiz, f"Student {n}")
    assert len(quiz.students()) == MAX_STUDENTS
    assert quiz.join("Latecomer") is JoinRefusal.FULL
    quiz.remove(ana.id)
    assert quiz.join("Ana") is JoinRefusal.REMOVED  # barred for good, even with room again
    assert quiz.join("ANA") is JoinRefusal.REMOVED
    late = joined(quiz, "Latecomer")
    assert late.id > max(s.id for s in quiz.students() if s is not late) and late.id > ana.id
    assert [s.nickname for s in quiz.students()][-1] == "Latecomer"


# -- a whole quiz -------------------------------------------------------------------------


def test_a_whole_quiz_on_the_classic_board() -> None:
    quiz, clock = classic_quiz()
    assert quiz.questions == PredictSession(CLASSIC.board, CLASSIC.rules).questions
    assert quiz.phase is Phase.WAITING and quiz.current is None and quiz.index == -1
    ana, ben, cy = joined(quiz, "Ana"), joined(quiz, "Ben"), joined(quiz, "Cy")
    for i, question in enumerate(quiz.questions):
        assert quiz.has_next
        assert quiz.ask() == question and quiz.current == question and quiz.index == i
        assert quiz.phase is Phase.ASKING and quiz.seconds_left() is None
        clock.now += 1
        assert not answered(quiz, ben, question.number, wrong_for(question)).right
        clock.now += 1
        right = answered(quiz, ana, question.number, sorted(question.answer))
        assert right.right and right.mistakes == () and right.seconds == 2
        assert quiz.tally().answered == 2  # live: "2 answered"
        quiz.lock()
        assert quiz.phase is Phase.LOCKED
        assert quiz.answer(cy.id, question.number, sorted(question.answer)) is AnswerRefusal.LOCKED
        tally = quiz.reveal()
        assert quiz.phase is Phase.REVEALED
        assert (tally.answered, tally.right, tally.students) == (2, 1, 3)
        assert quiz.score_of(ana.id).right == i + 1 and quiz.score_of(cy.id).asked == i + 1
    assert not quiz.has_next
    with pytest.raises(RuntimeError):
        quiz.ask()  # after the last question: the dialog's slip
    quiz.finish()
    assert quiz.phase is Phase.FINISHED and quiz.current is None
    count = len(quiz.questions)
    assert quiz.standings() == (
        Standing("Ana", count, count, 2.0 * count),
        Standing("Ben", 0, count, 0.0),
        Standing("Cy", 0, 0, 0.0),
    )
    assert quiz.class_scores() == tuple((q.number, 1, 2) for q in quiz.questions)
    assert len(quiz.results()) == 2 * count


def test_asking_while_a_question_is_open_is_a_slip() -> None:
    quiz, _clock = classic_quiz(limit=2)
    quiz.ask()
    with pytest.raises(RuntimeError):
        quiz.ask()
    quiz.lock()
    with pytest.raises(RuntimeError):
        quiz.ask()
    quiz.reveal()
    quiz.ask()
    with pytest.raises(ValueError):
        classic_quiz()[0].ask(-1)


def test_the_teacher_may_end_early_and_an_open_question_is_not_revealed() -> None:
    quiz, _clock = classic_quiz(limit=3)
    ana = joined(quiz, "Ana")
    question = quiz.ask()
    answered(quiz, ana, question.number, sorted(question.answer))
    quiz.finish()
    assert quiz.phase is Phase.FINISHED and quiz.class_scores() == ()
    assert quiz.standings() == (Standing("Ana", 0, 0, 0.0),)
    assert len(quiz.results()) == 1  # the teacher's file has every answer given
    assert quiz.answer(ana.id, question.number, [1]) is AnswerRefusal.NOT_ASKED
    with pytest.raises(RuntimeError):
        quiz.ask()


# -- the tally ----------------------------------------------------------------------------


def test_the_tally_of_five_answers_counted_by_hand() -> None:
    quiz, _clock = classic_quiz()
    names = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"]
    students = {name: joined(quiz, name) for name in names}
    first = quiz.ask()
    quiz.reveal()
    question = quiz.ask()  # which square leaves? the queue 2, 3, 22, 5, 6, 7: 2 leaves
    assert question.kind == "leaves" and question.queue == (2, 3, 22, 5, 6, 7) and question.answer == {2}
    for name, squares in [("Ana", [2]), ("Ben", [3]), ("Cy", [3]), ("Dee", [22]), ("Eve", [3, 2])]:
        answered(quiz, students[name], question.number, squares)
    tally = quiz.reveal()
    assert tally.question == question
    assert tally.choices == (
        Choice((3,), 2, False),
        Choice((2,), 1, True),
        Choice((2, 3), 1, False),
        Choice((22,), 1, False),
    )
    assert tally.per_square == ((2, 2), (3, 3), (22, 1))
    assert (tally.answered, tally.right, tally.students) == (5, 1, 6)  # Flo did not answer
    assert tally.common_wrong == Choice((3,), 2, False)
    assert tally.common_mistake is not None
    assert (tally.common_mistake.kind, tally.common_mistake.square, tally.common_mistake.front) == ("not_front", 3, 2)
    assert quiz.tally(first.number).answered == 0


def test_the_common_wrong_answer_ties_go_to_the_smaller_squares_and_say_why() -> None:
    quiz, _clock = classic_quiz()
    question = quiz.ask()  # what enters from 1: 2, 3, 22 (a ladder from 4), 5, 6, 7
    assert question.kind == "enters" and question.answer == {2, 3, 5, 6, 7, 22}
    ana, ben, cy = joined(quiz, "Ana"), joined(quiz, "Ben"), joined(quiz, "Cy")
    answered(quiz, ana, question.number, [7, 6, 5, 4, 3, 2])  # the ladder's foot
    answered(quiz, ben, question.number, [2, 3, 5, 6, 7])  # the ladder forgotten
    answered(quiz, cy, question.number, [22, 2, 3, 5, 6, 7])
    tally = quiz.tally()
    assert tally.common_wrong == Choice((2, 3, 4, 5, 6, 7), 1, False)
    assert tally.common_mistake is not None
    assert (tally.common_mistake.kind, tally.common_mistake.square, tally.common_mistake.rest) == ("jump_start", 4, 22)
    kept = quiz.answer_of(ana.id, question.number)
    assert kept is not None and kept.squares == (7, 6, 5, 4, 3, 2)  # as given, for the results file


def test_no_wrong_answer_no_common_mistake() -> None:
    quiz, _clock = classic_quiz()
    question = quiz.ask()
    assert quiz.tally().common_wrong is None and quiz.tally().choices == ()
    answered(quiz, joined(quiz, "Ana"), question.number, sorted(question.answer))
    tally = quiz.tally()
    assert tally.common_wrong is None and tally.common_mistake is None and tally.right == 1


def test_squares_off_the_board_are_just_wrong() -> None:
    quiz, _clock = classic_quiz()
    enters = quiz.ask()
    for n, squares in enumerate([[0], [101], [-5], [10**9], [2, 2, 2]]):
        found = answered(quiz, joined(quiz, f"S{n}"), enters.number, squares)
        assert not found.right and found.mistakes[0].kind in {"out_of_reach", "missed"}
    kept = quiz.answer_of(quiz.students()[-1].id, enters.number)
    assert kept is not None and kept.squares == (2,)  # each square once
    quiz.reveal()
    leaves = quiz.ask()
    found = answered(quiz, quiz.students()[0], leaves.number, [1000])
    assert [m.kind for m in found.mistakes] == ["not_found"]


def test_checking_is_pure_and_the_options_are_what_a_phone_offers() -> None:
    session = PredictSession(CLASSIC.board, CLASSIC.rules)
    question = session.current
    assert question is not None
    assert [m.kind for m in session.check(question, [2, 3, 4, 5, 6, 7])] == ["jump_start", "missed"]
    assert session.check(question, [22, 7, 6, 5, 3, 2]) == ()
    assert session.score.asked == 0 and not session.answered and session.index == 0
    assert options(question) == (2, 3, 4, 5, 6, 7, 22)
    assert options(session.questions[1]) == (2, 3, 5, 6, 7, 22)


# -- answering ----------------------------------------------------------------------------


def test_answers_after_the_deadline_are_refused_time_up() -> None:
    quiz, clock = classic_quiz()
    ana, ben, cy = joined(quiz, "Ana"), joined(quiz, "Ben"), joined(quiz, "Cy")
    question = quiz.ask(30)
    assert quiz.seconds_left() == 30
    clock.now += 29.5
    assert quiz.seconds_left() == 0.5 and not quiz.time_up()
    assert answered(quiz, ana, question.number, [2]).seconds == 29.5
    clock.now += 0.5
    assert quiz.time_up() and quiz.phase is Phase.ASKING  # nobody locked it yet: the deadline is enough
    assert quiz.answer(ben.id, question.number, [2]) is AnswerRefusal.LOCKED
    assert AnswerRefusal.LOCKED.value == "time_up"
    clock.now += 100
    assert quiz.seconds_left() == 0  # never negative
    quiz.lock()
    quiz.lock()  # the timer and the teacher both: nothing more happens
    assert quiz.phase is Phase.LOCKED and quiz.seconds_left() == 0
    quiz.reveal()
    assert quiz.answer(cy.id, question.number, [2]) is AnswerRefusal.LOCKED
    assert quiz.answer(ana.id, question.number, [2]) is AnswerRefusal.ANSWERED


def test_one_answer_a_question_and_only_to_the_question_asked() -> None:
    quiz, _clock = classic_quiz()
    ana = joined(quiz, "Ana")
    assert quiz.answer(ana.id, 1, [2]) is AnswerRefusal.NOT_ASKED  # nothing asked yet
    question = quiz.ask()
    assert quiz.answer(ana.id, question.number + 1, [2]) is AnswerRefusal.NOT_ASKED
    first = answered(quiz, ana, question.number, [2])
    assert quiz.answer(ana.id, question.number, sorted(question.answer)) is AnswerRefusal.ANSWERED
    assert quiz.answer_of(ana.id, question.number) == first and not first.right
    assert quiz.answer(99, question.number, [2]) is AnswerRefusal.REMOVED  # never joined


def test_a_removed_student_is_gone_from_everything() -> None:
    quiz, _clock = classic_quiz()
    ana, ben = joined(quiz, "Ana"), joined(quiz, "Ben")
    question = quiz.ask()
    answered(quiz, ana, question.number, sorted(question.answer))
    answered(quiz, ben, question.number, [4])
    quiz.reveal()
    second = quiz.ask()
    answered(quiz, ben, second.number, sorted(second.answer))
    quiz.remove(ben.id)
    quiz.remove(ben.id)  # again: nothing happens
    assert quiz.students() == (ana,)
    assert quiz.answer(ben.id, second.number, [2]) is AnswerRefusal.REMOVED
    assert quiz.answer_of(ben.id, question.number) is None
    tally = quiz.tally(question.number)
    assert (tally.answered, tally.right, tally.students, tally.common_wrong) == (1, 1, 1, None)
    assert quiz.tally().answered == 0
    assert [s.nickname for s in quiz.standings()] == ["Ana"]
    assert quiz.class_scores() == ((question.number, 1, 1),)
    assert [r.nickname for r in quiz.results()] == ["Ana"]
    assert quiz.join("ben") is JoinRefusal.REMOVED


# -- the class ----------------------------------------------------------------------------


def test_standings_most_right_then_least_time_then_nickname() -> None:
    quiz, clock = classic_quiz()
    names = ["Zed", "bob", "Amy", "Cat", "Dan"]
    s = {name: joined(quiz, name) for name in names}
    plan = [  # seconds after the ask, or None for a wrong answer
        {"Zed": 2, "bob": 2, "Amy": 2, "Cat": None, "Dan": 1},
        {"Zed": 3, "bob": 4, "Amy": 4, "Cat": 5, "Dan": None},
    ]
    for answers in plan:
        question = quiz.ask()
        start = clock.now
        for name, seconds in sorted(answers.items(), key=lambda item: item[1] or 99):
            clock.now = start + (seconds or 9)
            answered(quiz, s[name], question.number, sorted(question.answer) if seconds else wrong_for(question))
        quiz.reveal()
    assert quiz.standings() == (
        Standing("Zed", 2, 2, 5.0),
        Standing("Amy", 2, 2, 6.0),
        Standing("bob", 2, 2, 6.0),  # Amy and bob tie on time: by nickname, whatever its case
        Standing("Dan", 1, 2, 1.0),
        Standing("Cat", 1, 2, 5.0),
    )


def test_standings_count_revealed_questions_only() -> None:
    quiz, _clock = classic_quiz()
    ana = joined(quiz, "Ana")
    question = quiz.ask()
    answered(quiz, ana, question.number, sorted(question.answer))
    assert quiz.standings() == (Standing("Ana", 0, 0, 0.0),) and quiz.score_of(ana.id).asked == 0
    quiz.reveal()
    assert quiz.standings()[0].right == 1 and quiz.score_of(ana.id).right == 1


# -- the results file ---------------------------------------------------------------------


def test_the_results_as_csv_exactly() -> None:
    rows = [
        ResultRow("Ana", 1, "enters", (22, 2, 3, 5, 6, 7), True, 2.04),
        ResultRow("=HYPERLINK(1)", 1, "enters", (4,), False, 10.0),
        ResultRow("-1", 2, "leaves", (2,), True, 0.25),
        ResultRow("+x", 2, "leaves", (), False, 3.96),
        ResultRow("@me", 2, "leaves", (3, 2), False, 1),
        ResultRow('Smith, "J"', 2, "leaves", (2,), True, 7.55),
    ]
    assert results_csv(rows) == (
        "nickname,question,kind,answer,right,seconds\r\n"
        "Ana,1,enters,22 2 3 5 6 7,yes,2.0\r\n"
        "'=HYPERLINK(1),1,enters,4,no,10.0\r\n"
        "'-1,2,leaves,2,yes,0.2\r\n"
        "'+x,2,leaves,,no,4.0\r\n"
        "'@me,2,leaves,3 2,no,1.0\r\n"
        '"Smith, ""J""",2,leaves,2,yes,7.5\r\n'
    )
    assert results_csv([]) == "nickname,question,kind,answer,right,seconds\r\n"


def test_the_results_of_a_quiz_by_question_then_in_answer_order() -> None:
    quiz, clock = classic_quiz()
    ana, ben = joined(quiz, "Ana"), joined(quiz, "=Ben")
    first = quiz.ask()
    clock.now += 1.5
    answered(quiz, ben, first.number, [22, 2, 3, 5, 6, 7])
    clock.now += 1
    answered(quiz, ana, first.number, [4])
    quiz.reveal()
    second = quiz.ask()
    clock.now += 4
    answered(quiz, ana, second.number, [2])
    assert quiz.results() == (
        ResultRow("=Ben", 1, "enters", (22, 2, 3, 5, 6, 7), True, 1.5),
        ResultRow("Ana", 1, "enters", (4,), False, 2.5),
        ResultRow("Ana", 2, "leaves", (2,), True, 4.0),
    )
    assert results_csv(quiz.results()).splitlines()[1] == "'=Ben,1,enters,22 2 3 5 6 7,yes,1.5"


# -- nothing a phone sends raises ----------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    nickname=st.text(st.characters(exclude_categories=()), max_size=40),
    squares=st.lists(st.one_of(st.integers(-3, 110), st.integers()), max_size=6),
    number=st.one_of(st.just(1), st.integers()),  # 1: the question asked
    seconds=st.floats(min_value=0, max_value=40),
)
def test_any_nickname_and_any_answer_never_raise(
    nickname: str, squares: list[int], number: int, seconds: float
) -> None:
    quiz, clock = classic_quiz(limit=4)
    student = quiz.join(nickname)
    assert isinstance(student, (Student, JoinRefusal))
    name = clean_nickname(nickname)
    assert (student is JoinRefusal.BAD_NAME) == (name is None)
    if name is not None:
        assert student == Student(1, name) and 0 < len(name) <= MAX_NICKNAME and name == " ".join(name.split())
        assert not any(unicodedata.category(c).startswith("C") for c in name)
    me = student if isinstance(student, Student) else joined(quiz, "Fallback")
    assert quiz.answer(me.id, number, squares) is AnswerRefusal.NOT_ASKED
    question = quiz.ask(30)
    clock.now += seconds
    found = quiz.answer(me.id, number, squares)
    if number != question.number:
        assert found is AnswerRefusal.NOT_ASKED
    elif clock.now >= 1000.0 + 30:
        assert found is AnswerRefusal.LOCKED
    else:
        assert isinstance(found, Answer)
        assert found.squares == tuple(dict.fromkeys(squares))
        assert found.right == (set(squares) == question.answer) == (not found.mistakes)
        assert quiz.tally().answered == 1
    quiz.reveal()
    results_csv(quiz.results())
