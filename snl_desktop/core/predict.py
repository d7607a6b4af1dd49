"""Predict the next step: a quiz on a breadth-first search, asked before each of its steps and
checked against the solver's own recorded trace (VisuAlgo's training mode, UUhistle's
"predict the next step"). Nothing is searched again here: the questions, their answers and
the reasons a wrong answer is wrong are all read off a `SearchReplay`.

Each step of the search takes one square from the front of the queue and throws 1 to 6 from
it. Before a step the learner is asked one of two things: *which square leaves the queue
next* (the front: the queue is first-in, first-out) or, once it has left, *which squares enter
the queue from it* (the new squares its six throws come to rest on, possibly none). Checking
an answer gives values, never sentences: which `Mistake`s it made, and the running `Score`;
the words layer (`words.predict`) says them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from .board import Board
from .replay import SearchReplay
from .rules import Rules
from .solver import TraceStep, solution

QuestionKind = Literal["leaves", "enters"]
"""``leaves``: which square leaves the queue next? ``enters``: which squares enter it from the
square that just left?"""

MistakeKind = Literal[
    "nothing", "several", "not_front", "left_already", "not_found", "seen", "jump_start", "out_of_reach", "missed"
]
"""What is wrong with an answer, square by square.

To *which square leaves next*: ``nothing`` chosen; ``several`` chosen (one leaves at a time);
``not_front`` (in the queue, behind the front: first in, first out); ``left_already`` (taken
from the queue at an earlier step); ``not_found`` (never entered the queue so far).

To *which squares enter*: ``seen`` (a throw rests there, but the square was found before);
``jump_start`` (a throw lands there, but a snake or ladder carries the token on: the token
never rests there); ``out_of_reach`` (no throw from the square rests or lands there); and
``missed``, a square that enters and was not chosen."""


@dataclass(frozen=True)
class Question:
    """One question, asked before step ``step`` of the search (the ``step``-th square taken
    from the queue, 0-based), which takes ``square`` from the queue.

    ``position`` is where the replay stands while the question is asked (before the square
    leaves, or just after it left for ``enters``), ``after`` where it stands once the step is
    done (its six throws made). ``queue`` is the queue on show while asking, front first;
    ``answer`` the right squares; ``throws`` the step's throws, in face order (none from the
    goal: the game ends there)."""

    number: int
    kind: QuestionKind
    step: int
    square: int
    position: int
    after: int
    queue: tuple[int, ...]
    answer: frozenset[int]
    throws: tuple[TraceStep, ...]

    @property
    def entering(self) -> tuple[int, ...]:
        """The squares that enter the queue at this step, in the order they enter (by face)."""
        return tuple(t.rest for t in self.throws if t.status == "new" and t.rest is not None)


@dataclass(frozen=True)
class Mistake:
    """One thing wrong with an answer (see `MistakeKind`), about ``square``: the square chosen
    wrongly, or (``missed``) the square that enters and was not chosen.

    ``front`` is the front of the queue (``leaves``). For the throw that explains it: its
    ``face``, the square it ``landed`` on and where the token came to ``rest``; ``rest_new``
    whether that rest square enters the queue (``jump_start``); ``distance`` the distance the
    square concerned was found at (``seen``: the chosen square; ``jump_start``: the rest)."""

    kind: MistakeKind
    square: int
    front: int | None = None
    face: int | None = None
    landed: int | None = None
    rest: int | None = None
    rest_new: bool = False
    distance: int | None = None


@dataclass(frozen=True)
class Score:
    """Answers right, of answers given."""

    right: int = 0
    asked: int = 0

    def add(self, right: bool) -> Score:
        return Score(self.right + right, self.asked + 1)


@dataclass(frozen=True)
class Feedback:
    """An answer checked: what was ``given`` (each square once, in the order given), whether it
    is ``right``, its ``mistakes`` (the chosen squares' first, in the order given, then the
    ones missed, by face) and the score with it counted."""

    question: Question
    given: tuple[int, ...]
    right: bool
    mistakes: tuple[Mistake, ...]
    score: Score


def _other(kind: QuestionKind) -> QuestionKind:
    return "enters" if kind == "leaves" else "leaves"


def plan_questions(replay: SearchReplay) -> tuple[Question, ...]:
    """One question before each step of the search, the two kinds in turn.

    A step is skipped only when neither kind is a question: *which leaves* needs a choice (two
    squares or more in the queue: the start, alone in it, is not one) and *which enter* needs
    throws (the goal, taken from the queue, is not expanded). When the kind whose turn it is
    cannot be asked, the other one is (and the turns go on from it)."""
    order, goal = replay.order, replay.solution.goal
    questions: list[Question] = []
    last: QuestionKind = "leaves"  # the first step's queue holds the start alone: it asks what enters
    position = 0
    for step, square in enumerate(order):
        after = replay.next_position(position, "square")
        state = replay.state(position)
        queue = tuple(order[state.expanded : state.discovered])
        allowed = {"leaves": len(queue) >= 2, "enters": square != goal}
        kind = _other(last) if allowed[_other(last)] else last
        if allowed[kind]:
            throws = tuple(replay.steps[position + 1 : after])
            if kind == "leaves":
                asked_at, shown, answer = position, queue, frozenset({square})
            else:
                asked_at, shown = position + 1, queue[1:]
                answer = frozenset(t.rest for t in throws if t.status == "new" and t.rest is not None)
            questions.append(Question(len(questions) + 1, kind, step, square, asked_at, after, shown, answer, throws))
            last = kind
        position = after
    return tuple(questions)


def _once(squares: Iterable[int]) -> tuple[int, ...]:
    """Each square once, in the order first given."""
    return tuple(dict.fromkeys(squares))


class PredictSession:
    """A session of questions on one board's search: ask, answer, go on, to the search's end.

    The session is a small state machine: a question is being asked (`current`, not
    `answered`), then answered (its `feedback` on show), then the next one is asked; after the
    last answer `next` finishes it. `position` is the replay position the board shows at each
    moment: before the step while asking, after it once answered, the finished search at the
    end (only then the route and the fewest throws: nothing of the search's future before)."""

    def __init__(self, board: Board, rules: Rules, replay: SearchReplay | None = None) -> None:
        self.board, self.rules = board, rules
        self.replay = replay if replay is not None else SearchReplay(solution(board, rules))
        self.questions = plan_questions(self.replay)
        self._rank = {square: i for i, square in enumerate(self.replay.order)}
        self.index = 0
        self.feedback: Feedback | None = None
        self.score = Score()
        self.history: list[Feedback] = []

    @property
    def current(self) -> Question | None:
        """The question being asked or just answered; None once the session is finished."""
        return self.questions[self.index] if self.index < len(self.questions) else None

    @property
    def answered(self) -> bool:
        return self.feedback is not None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.questions)

    @property
    def position(self) -> int:
        question = self.current
        if question is None:
            return len(self.replay)
        return question.after if self.answered else question.position

    def answer(self, given: Iterable[int]) -> Feedback:
        """Check ``given`` against the current question, count it, and return the verdict."""
        question = self.current
        if question is None or self.feedback is not None:
            raise RuntimeError("there is no question waiting for an answer")  # the dialog's slip, not the user's
        chosen = _once(given)
        mistakes = self.check(question, chosen)
        right = not mistakes
        self.score = self.score.add(right)
        self.feedback = Feedback(question, chosen, right, mistakes, self.score)
        self.history.append(self.feedback)
        return self.feedback

    def next(self) -> Question | None:
        """Go on to the next question (None: the session is finished). Only once answered."""
        if self.feedback is None:
            raise RuntimeError("answer the question before going on")
        self.feedback = None
        self.index += 1
        return self.current

    # -- checking --------------------------------------------------------------------------

    def check(self, question: Question, given: Iterable[int]) -> tuple[Mistake, ...]:
        """The mistakes of ``given`` (each square once, in the order given) as an answer to
        ``question``, one of this session's; none when it is right. Pure: the session, its
        score and its place are left as they were (the class quiz checks every phone's answer
        with it, exactly as a learner's is checked here)."""
        chosen = _once(given)
        return self._leaves(question, chosen) if question.kind == "leaves" else self._enters(question, chosen)

    def _leaves(self, question: Question, chosen: tuple[int, ...]) -> tuple[Mistake, ...]:
        """Right when the one square chosen is the front of the queue."""
        front = question.square
        if not chosen:
            return (Mistake("nothing", front, front=front),)
        if len(chosen) > 1:
            return (Mistake("several", front, front=front),)
        square = chosen[0]
        if square == front:
            return ()
        rank = self._rank.get(square)
        if rank is not None and rank < question.step:
            return (Mistake("left_already", square, front=front),)
        if square in question.queue:
            return (Mistake("not_front", square, front=front),)
        return (Mistake("not_found", square, front=front),)

    def _enters(self, question: Question, chosen: tuple[int, ...]) -> tuple[Mistake, ...]:
        """Right when the squares chosen are exactly the new rest squares of the six throws."""
        solved = self.replay.solution
        mistakes: list[Mistake] = []
        for square in chosen:
            if square in question.answer:
                continue
            rests = [t for t in question.throws if t.rest == square]
            jumps = [t for t in question.throws if t.landed == square and t.jump]
            if rests:  # every throw that rests there found it already (a new one would be the answer)
                mistakes.append(Mistake("seen", square, face=rests[0].face, distance=solved.distance(square)))
            elif jumps:
                t = jumps[0]
                assert t.rest is not None
                mistakes.append(
                    Mistake(
                        "jump_start",
                        square,
                        face=t.face,
                        landed=square,
                        rest=t.rest,
                        rest_new=t.status == "new",
                        distance=solved.distance(t.rest),
                    )
                )
            else:
                mistakes.append(Mistake("out_of_reach", square))
        for t in question.throws:
            if t.status == "new" and t.rest is not None and t.rest not in chosen:
                mistakes.append(Mistake("missed", t.rest, face=t.face, landed=t.landed, rest=t.rest))
        return tuple(mistakes)


_NUMBER = re.compile(r"\d+")


def read_squares(text: str) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The squares typed as an answer (``"15 7"``, ``"15, 7"``): the numbers, each once in the
    order typed, and the pieces that are not numbers (``"x"``, ``"-3"``) for the learner to
    fix. Spaces, commas and semicolons separate them."""
    numbers: list[int] = []
    bad: list[str] = []
    for piece in re.split(r"[\s,;]+", text.strip()):
        if not piece:
            continue
        if _NUMBER.fullmatch(piece) and len(piece) <= 7:
            numbers.append(int(piece))
        else:
            bad.append(piece)
    return _once(numbers), tuple(bad)
