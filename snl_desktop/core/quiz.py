"""The class quiz: Predict's questions on one board, asked of a whole class at once (Kahoot on a
projector, answers from the students' phones). Values only; the room carries the messages and
the projector says them.

Rules:

- **Joining.** A nickname is cleaned first (`clean_nickname`: stripped, NFC, inner whitespace
  one space, 1..`MAX_NICKNAME` characters, no control, format, surrogate or private-use
  character); else `JoinRefusal.BAD_NAME`. Nicknames are compared casefolded: one already in
  the quiz is `NAME_TAKEN` (the room decides whether a dropped phone may take it back, see
  `ClassQuiz.student_named`), one removed by the teacher is `REMOVED` for good, and beyond
  `MAX_STUDENTS` present students the quiz is `FULL`. A student's id is never reused.
- **Asking.** The questions are `plan_questions` of the board's search (the first ``limit``).
  The phases go WAITING → (ASKING → LOCKED → REVEALED) for each question → FINISHED; the
  teacher may lock early, reveal from ASKING, and finish at any time. `ask` with a question
  still open, or after the last one, is the dialog's slip (RuntimeError).
- **Answering.** One answer a student a question, final. It is refused (never raised) when the
  student is removed or unknown, when no question is open or the number is not the open one,
  when the student answered it already, and when answers are locked, revealed, or the
  deadline (ask time + seconds) has come, whether or not anybody has called `lock` yet. The
  squares are kept each once in the order given and checked by Predict's own
  `PredictSession.check`, so any whole numbers are an answer (right or wrong, never an error).
- **Counting.** Only present students count: removing a student drops their answers from
  every tally, standing, score and result. Standings and class scores count revealed
  questions only (nothing of an open question leaks to the projector's leaderboard); the
  results list every answer given.
"""

from __future__ import annotations

import csv
import io
import itertools
import math
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from .board import Board
from .predict import Mistake, PredictSession, Question, QuestionKind, Score
from .replay import SearchReplay
from .rules import Rules

MAX_STUDENTS = 60
MAX_NICKNAME = 20
"""Characters, after `clean_nickname`."""


class Phase(Enum):
    """Where the quiz stands (see the module's rules)."""

    WAITING = "waiting"
    ASKING = "asking"
    LOCKED = "locked"
    REVEALED = "revealed"
    FINISHED = "finished"


class JoinRefusal(Enum):
    """Why a nickname may not join."""

    BAD_NAME = "bad_name"
    NAME_TAKEN = "name_taken"
    FULL = "full"
    REMOVED = "removed"


class AnswerRefusal(Enum):
    """Why an answer is not taken. The values are the wire's reasons."""

    NOT_ASKED = "not_asked"
    LOCKED = "time_up"
    ANSWERED = "answered"
    REMOVED = "removed"


@dataclass(frozen=True)
class Student:
    id: int
    nickname: str


@dataclass(frozen=True)
class Answer:
    """A student's answer to question ``question`` (its number): the ``squares`` each once in
    the order given, ``seconds`` from the ask, and Predict's verdict on it."""

    student: int
    question: int
    squares: tuple[int, ...]
    seconds: float
    right: bool
    mistakes: tuple[Mistake, ...]


@dataclass(frozen=True)
class Choice:
    """One answer as the class chose it: its ``squares`` sorted, how many chose it."""

    squares: tuple[int, ...]
    count: int
    right: bool


@dataclass(frozen=True)
class Tally:
    """A question's answers from the students present: the ``choices`` most chosen first (ties:
    the smaller squares first), ``per_square`` (square, answers that include it) by square,
    how many ``answered`` and were ``right`` of the ``students`` present; the most chosen
    wrong answer and the first mistake Predict finds in it, to explain it (None: no wrong
    answer)."""

    question: Question
    choices: tuple[Choice, ...]
    per_square: tuple[tuple[int, int], ...]
    answered: int
    right: int
    students: int
    common_wrong: Choice | None
    common_mistake: Mistake | None


@dataclass(frozen=True)
class Standing:
    """A line of the leaderboard: right answers, answers given (revealed questions) and the
    total seconds of the right ones."""

    nickname: str
    right: int
    answered: int
    seconds: float


@dataclass(frozen=True)
class ResultRow:
    """One answer, for the teacher's results file."""

    nickname: str
    question: int
    kind: QuestionKind
    squares: tuple[int, ...]
    right: bool
    seconds: float


def clean_nickname(text: str) -> str | None:
    """``text`` as a nickname: NFC, stripped, each run of inner whitespace one space. None when
    nothing is left, when longer than `MAX_NICKNAME` characters, or when it holds a control,
    format, surrogate, private-use or unassigned character (Unicode category C*: a tab, a
    newline, a right-to-left override are refused, not cleaned away)."""
    if not isinstance(text, str):
        return None
    text = unicodedata.normalize("NFC", text)
    if any(unicodedata.category(c).startswith("C") for c in text):
        return None
    name = " ".join(text.split())
    return name if 0 < len(name) <= MAX_NICKNAME else None


def _key(nickname: str) -> str:
    """The form nicknames are compared in: "ana" is "Ana"."""
    return unicodedata.normalize("NFC", nickname.casefold())


def options(question: Question) -> tuple[int, ...]:
    """The squares a phone offers as buttons, sorted, each once: for ``leaves`` the queue; for
    ``enters`` each throw's landing square and, where it jumps, the jump's end."""
    if question.kind == "leaves":
        return tuple(sorted(set(question.queue)))
    found: set[int] = set()
    for throw in question.throws:
        found.update(s for s in (throw.landed, throw.rest) if s is not None)
    return tuple(sorted(found))


class ClassQuiz:
    """One class quiz on ``board`` under ``rules``: the students, the questions in turn, their
    answers, checked as Predict checks them. ``clock`` gives seconds (tests move it)."""

    def __init__(
        self,
        board: Board,
        rules: Rules,
        *,
        limit: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        replay: SearchReplay | None = None,
    ) -> None:
        if limit is not None and limit < 0:
            raise ValueError(f"a quiz asks 0 questions or more, not {limit}")
        self._predict = PredictSession(board, rules, replay)
        self.board, self.rules, self.replay = board, rules, self._predict.replay
        self.questions: tuple[Question, ...] = self._predict.questions[:limit]
        self._by_number = {q.number: q for q in self.questions}
        self._clock = clock
        self.phase = Phase.WAITING
        self.index = -1
        """The place of `current` in `questions`; -1 before the first ask."""
        self._ids = itertools.count(1)
        self._students: dict[int, Student] = {}  # present ones, in join order
        self._barred: set[str] = set()
        self._answers: dict[tuple[int, int], Answer] = {}  # (student, question number), in answer order
        self._revealed: list[int] = []
        self._asked_at = 0.0
        self._deadline: float | None = None

    # -- the questions ---------------------------------------------------------------------

    @property
    def current(self) -> Question | None:
        """The question asked, locked or revealed; None while waiting and once finished."""
        if self.phase in (Phase.WAITING, Phase.FINISHED) or self.index < 0:
            return None
        return self.questions[self.index]

    @property
    def has_next(self) -> bool:
        """Whether `ask` has a question left to ask."""
        return self.phase is not Phase.FINISHED and self.index + 1 < len(self.questions)

    @property
    def revealed(self) -> tuple[int, ...]:
        """The numbers of the questions revealed so far, in order."""
        return tuple(self._revealed)

    def ask(self, seconds: float | None = None) -> Question:
        """Ask the next question, open for ``seconds`` (None: until locked). Only while waiting
        or once the last question is revealed; RuntimeError otherwise (the dialog's slip)."""
        if self.phase not in (Phase.WAITING, Phase.REVEALED) or not self.has_next:
            raise RuntimeError(f"no question to ask in phase {self.phase.value}")
        if seconds is not None and not (math.isfinite(seconds) and seconds > 0):
            raise ValueError(f"a question is open for a positive number of seconds, not {seconds!r}")
        self.index += 1
        self.phase = Phase.ASKING
        self._asked_at = self._clock()
        self._deadline = None if seconds is None else self._asked_at + seconds
        return self.questions[self.index]

    def seconds_left(self) -> float | None:
        """Seconds until the open question's deadline, never negative: None with no timer (or
        no question), 0 once past it or once answers are locked."""
        if self._deadline is None or self.current is None:
            return None
        if self.phase is not Phase.ASKING:
            return 0.0
        return max(0.0, self._deadline - self._clock())

    def time_up(self) -> bool:
        """Whether the open question's deadline has come (answers are refused from then on)."""
        return self.current is not None and self._deadline is not None and self._clock() >= self._deadline

    def lock(self) -> None:
        """No more answers to the question asked (time up, or the teacher stops them). Does
        nothing in any other phase: the timer and the teacher may both call it."""
        if self.phase is Phase.ASKING:
            self.phase = Phase.LOCKED

    def reveal(self) -> Tally:
        """Show the right answer and the class's answers (locking them first). Revealing again
        gives the tally again; RuntimeError with no question asked."""
        question = self.current
        if question is None:
            raise RuntimeError(f"no question to reveal in phase {self.phase.value}")
        if self.phase is not Phase.REVEALED:
            self.phase = Phase.REVEALED
            self._revealed.append(question.number)
        return self.tally(question.number)

    def finish(self) -> None:
        """End the quiz (after the last reveal, or early: a question left open is not revealed)."""
        self.phase = Phase.FINISHED

    # -- the students ----------------------------------------------------------------------

    def students(self) -> tuple[Student, ...]:
        """The students present (not removed), in join order."""
        return tuple(self._students.values())

    def join(self, nickname: str) -> Student | JoinRefusal:
        """A new student, or why not (see the module's rules)."""
        name = clean_nickname(nickname)
        if name is None:
            return JoinRefusal.BAD_NAME
        if _key(name) in self._barred:
            return JoinRefusal.REMOVED
        if self.student_named(name) is not None:
            return JoinRefusal.NAME_TAKEN
        if len(self._students) >= MAX_STUDENTS:
            return JoinRefusal.FULL
        student = Student(next(self._ids), name)
        self._students[student.id] = student
        return student

    def student_named(self, nickname: str) -> Student | None:
        """The present student with this nickname (cleaned, compared casefolded), if any."""
        name = clean_nickname(nickname)
        if name is None:
            return None
        key = _key(name)
        return next((s for s in self._students.values() if _key(s.nickname) == key), None)

    def remove(self, student_id: int) -> None:
        """Send a student away: their answers are dropped and their nickname may not join
        again. Nothing happens for a student not present."""
        student = self._students.pop(student_id, None)
        if student is None:
            return
        self._barred.add(_key(student.nickname))
        for key in [k for k in self._answers if k[0] == student_id]:
            del self._answers[key]

    # -- the answers -----------------------------------------------------------------------

    def answer(self, student_id: int, number: int, squares: Sequence[int]) -> Answer | AnswerRefusal:
        """Take a student's answer to question ``number``, or refuse it (never raises for what
        a phone may send: see the module's rules). The refusals are tried in the order
        REMOVED, NOT_ASKED, ANSWERED, LOCKED."""
        if student_id not in self._students:
            return AnswerRefusal.REMOVED
        question = self.current
        if question is None or number != question.number:
            return AnswerRefusal.NOT_ASKED
        if (student_id, number) in self._answers:
            return AnswerRefusal.ANSWERED
        now = self._clock()
        if self.phase is not Phase.ASKING or (self._deadline is not None and now >= self._deadline):
            return AnswerRefusal.LOCKED
        given = tuple(dict.fromkeys(squares))
        mistakes = self._predict.check(question, given)
        found = Answer(student_id, number, given, max(0.0, now - self._asked_at), not mistakes, mistakes)
        self._answers[(student_id, number)] = found
        return found

    def answer_of(self, student_id: int, number: int) -> Answer | None:
        """The answer a present student gave to question ``number``, if any."""
        return self._answers.get((student_id, number))

    def score_of(self, student_id: int) -> Score:
        """A student's right answers, of the questions revealed so far (unanswered ones count
        as asked)."""
        right = sum(1 for n in self._revealed if (a := self._answers.get((student_id, n))) is not None and a.right)
        return Score(right, len(self._revealed))

    def _answers_to(self, number: int) -> list[Answer]:
        return [a for a in self._answers.values() if a.question == number]

    def tally(self, number: int | None = None) -> Tally:
        """The answers to question ``number`` (the current one by default) so far."""
        if number is None:
            if self.current is None:
                raise RuntimeError(f"no current question in phase {self.phase.value}")
            number = self.current.number
        question = self._by_number.get(number)
        if question is None:
            raise ValueError(f"there is no question {number}")
        answers = self._answers_to(number)
        counts = Counter(tuple(sorted(a.squares)) for a in answers)
        verdicts = {tuple(sorted(a.squares)): a.right for a in answers}
        choices = tuple(
            Choice(squares, count, verdicts[squares])
            for squares, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        )
        per_square = Counter(s for a in answers for s in a.squares)
        wrong = next((c for c in choices if not c.right), None)
        mistake = self._predict.check(question, wrong.squares)[0] if wrong is not None else None
        return Tally(
            question=question,
            choices=choices,
            per_square=tuple(sorted(per_square.items())),
            answered=len(answers),
            right=sum(a.right for a in answers),
            students=len(self._students),
            common_wrong=wrong,
            common_mistake=mistake,
        )

    # -- the class -------------------------------------------------------------------------

    def standings(self) -> tuple[Standing, ...]:
        """The leaderboard of the students present, on the revealed questions: most right
        first, then least time on the right ones, then nickname (casefolded, then as is)."""
        revealed = set(self._revealed)
        figures = {student_id: [0, 0, 0.0] for student_id in self._students}  # right, answered, seconds
        for a in self._answers.values():
            if a.question in revealed:
                mine = figures[a.student]
                mine[1] += 1
                if a.right:
                    mine[0] += 1
                    mine[2] += a.seconds
        rows = [
            Standing(student.nickname, int(mine[0]), int(mine[1]), float(mine[2]))
            for student, mine in ((s, figures[s.id]) for s in self._students.values())
        ]
        return tuple(sorted(rows, key=lambda s: (-s.right, s.seconds, _key(s.nickname), s.nickname)))

    def class_scores(self) -> tuple[tuple[int, int, int], ...]:
        """For each revealed question, in order: (its number, right answers, answers)."""
        scores = []
        for number in self._revealed:
            answers = self._answers_to(number)
            scores.append((number, sum(a.right for a in answers), len(answers)))
        return tuple(scores)

    def results(self) -> tuple[ResultRow, ...]:
        """Every answer of the students present, by question, then in the order given."""
        rows = [
            ResultRow(
                self._students[a.student].nickname,
                a.question,
                self._by_number[a.question].kind,
                a.squares,
                a.right,
                a.seconds,
            )
            for a in self._answers.values()
        ]
        return tuple(sorted(rows, key=lambda r: r.question))  # stable: answer order within a question


CSV_HEADER = ("nickname", "question", "kind", "answer", "right", "seconds")
_FORMULA_STARTS = ("=", "+", "-", "@")


def _safe_cell(text: str) -> str:
    """A text cell a spreadsheet will not run as a formula (CSV injection): prefixed with '."""
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def results_csv(rows: Iterable[ResultRow]) -> str:
    """The results as CSV text (RFC 4180: commas, CRLF line ends, quotes where needed): the
    `CSV_HEADER` line, then one line an answer: its squares space separated in the order
    given, right as yes/no, seconds with one decimal."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_HEADER)
    for row in rows:
        writer.writerow(
            [
                _safe_cell(row.nickname),
                row.question,
                row.kind,
                " ".join(str(s) for s in row.squares),
                "yes" if row.right else "no",
                f"{row.seconds:.1f}",
            ]
        )
    return out.getvalue()
