"""The class's room: students' phones join the quiz by its code and a nickname, and answer the
question the projector asks (the room itself, its page, door and limits: `room.Room`).

The rules of the quiz's room:

- A phone joins with the room code and a nickname (`core.quiz.clean_nickname`: at most 20
  characters, no control characters; unique regardless of case), and is given a token to
  rejoin without them. A student whose phone dropped takes the nickname back with the code,
  as long as no connection holds it; one removed by the teacher cannot (`remove`), and that
  phone is closed. At most `core.quiz.MAX_STUDENTS` students.
- An answer counts for the student the connection joined as, to the question asked, once;
  after the time is up or the teacher locks or reveals, it is refused ``time_up``.
- The projector is the one truth: every change (a question asked, locked, revealed, a student
  in or out) sends each phone its own view (`quiz_view.phone_view`); an answer is answered to
  its phone alone. The timer lives here: at the deadline the room locks the question.
- `close` forgets the tokens; the quiz's answers stay with the projector (its results).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.predict import Question
from ...core.quiz import AnswerRefusal, ClassQuiz, JoinRefusal, Student, Tally
from . import quiz_protocol
from .guard import Clock, Limits, new_token
from .page import Page
from .quiz_protocol import Answer, Join, QuizMessage, QuizReason, Rejoin
from .quiz_view import board_view, phone_view, shared_view
from .room import Phone, Room, RoomAddress, same_secret

__all__ = ["QuizRoom"]

REMOVED_REASON = "removed by the teacher"
"""The close reason of a removed student's phone (the page says so and does not retry)."""

_JOIN_REASON = {
    JoinRefusal.BAD_NAME: QuizReason.BAD_NAME,
    JoinRefusal.NAME_TAKEN: QuizReason.NAME_TAKEN,
    JoinRefusal.FULL: QuizReason.FULL,
    JoinRefusal.REMOVED: QuizReason.REMOVED,
}
_ANSWER_REASON = {
    AnswerRefusal.NOT_ASKED: QuizReason.NOT_ASKED,
    AnswerRefusal.LOCKED: QuizReason.TIME_UP,
    AnswerRefusal.ANSWERED: QuizReason.ANSWERED,
    AnswerRefusal.REMOVED: QuizReason.REMOVED,
}


class QuizRoom(Room[QuizMessage]):
    """The class's room (see the module's rules) around ``quiz``."""

    page = Page.QUIZ

    students_changed = Signal()
    """A student joined, rejoined, dropped or was removed."""
    answered = Signal(int)
    """A student (by id) answered the question asked."""
    time_up = Signal()
    """The question's time ran out: the room locked it."""

    def __init__(
        self,
        quiz: ClassQuiz,
        parent: QObject | None = None,
        *,
        board_name: str = "",
        language: str = "en",
        limits: Limits | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(parent, language=language, limits=limits, clock=clock)
        self.quiz = quiz
        self._board = board_view(quiz, board_name)
        self._tokens: dict[int, str] = {}
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._on_deadline)

    # -- the projector's side ------------------------------------------------------------

    def open(self, *, loopback: bool = False, port: int = 0) -> RoomAddress:
        """Start listening (`room.Room`'s rules) and return where; raises `RoomError`."""
        if self._address is not None:
            return self._address
        return self._listen_on(loopback=loopback, port=port)

    def online(self) -> frozenset[int]:
        """The students whose phone is connected now (by id)."""
        return frozenset(phone.holds for phone in self._joined_phones() if phone.holds is not None)

    def ask(self, seconds: float | None = None) -> Question:
        """Ask the next question, open for ``seconds`` (None: until locked or revealed)."""
        question = self.quiz.ask(seconds)
        if seconds is not None:
            self._deadline.start(max(1, round(seconds * 1000)))
        self._broadcast()
        return question

    def lock(self) -> None:
        """No more answers to the question asked."""
        self._deadline.stop()
        self.quiz.lock()
        self._broadcast()

    def reveal(self) -> Tally:
        """The right answer, to the projector (the tally) and to each phone (its verdict)."""
        self._deadline.stop()
        tally = self.quiz.reveal()
        self._broadcast()
        return tally

    def finish(self) -> None:
        self._deadline.stop()
        self.quiz.finish()
        self._broadcast()

    def remove(self, student: int) -> None:
        """The teacher removes a student (a rude nickname): its answers go, its phone is closed,
        the nickname is barred from this quiz."""
        self.quiz.remove(student)
        self._tokens.pop(student, None)
        for phone in self._joined_phones():
            if phone.holds == student:
                self._refuse(phone, QuizReason.REMOVED)
                self._kick(phone, REMOVED_REASON)
        self.students_changed.emit()
        self._broadcast()

    def _closing(self) -> None:
        self._deadline.stop()
        self._tokens.clear()
        self.students_changed.emit()

    def _on_deadline(self) -> None:
        if self.quiz.time_up():
            self.quiz.lock()
            self._broadcast()
            self.time_up.emit()
        elif (left := self.quiz.seconds_left()) is not None and left > 0:
            self._deadline.start(max(1, round(left * 1000)))  # the timer woke early

    # -- the phones' side ----------------------------------------------------------------

    def _parse(self, text: str) -> QuizMessage:
        return quiz_protocol.parse(text)

    def _on_message(self, phone: Phone, message: QuizMessage) -> None:
        if isinstance(message, Join):
            self._join(phone, message)
        elif isinstance(message, Rejoin):
            self._rejoin(phone, message)
        elif not phone.joined or phone.holds is None:
            self._refuse(phone, QuizReason.JOIN_FIRST)
        else:
            self._answer_from(phone, message)

    def _join(self, phone: Phone, join: Join) -> None:
        if phone.joined:
            self._refuse(phone, QuizReason.BAD_MESSAGE)
            return
        if not self._admit(phone, join.code):
            return
        student = self.quiz.join(join.nickname)
        if student is JoinRefusal.NAME_TAKEN:
            # the same nickname back after a drop: only while no phone holds it
            back = self.quiz.student_named(join.nickname)
            student = back if back is not None and back.id not in self.online() else student
        if isinstance(student, JoinRefusal):
            self._refuse(phone, _JOIN_REASON[student])
            return
        self._tokens[student.id] = new_token()
        self._take(phone, student)

    def _rejoin(self, phone: Phone, rejoin: Rejoin) -> None:
        if phone.joined:
            self._refuse(phone, QuizReason.BAD_MESSAGE)
            return
        found = [sid for sid, token in self._tokens.items() if same_secret(token, rejoin.token)]
        student = next((s for s in self.quiz.students() if found and s.id == found[0]), None)
        if student is None:
            self._refuse(phone, QuizReason.TOKEN_LOST)
            return
        self._take(phone, student)

    def _take(self, phone: Phone, student: Student) -> None:
        """``phone`` is ``student``'s: another connection holding it (the same phone before it
        slept) is closed."""
        for other in self._joined_phones():
            if other is not phone and other.holds == student.id:
                other.holds = None
                self._kick(other, "joined again")
        self._joined(phone)
        phone.holds = student.id
        self._send(phone, quiz_protocol.joined_text(student.nickname, self._tokens[student.id]))
        self._send_view(phone, shared_view(self.quiz, self._board))
        self.students_changed.emit()

    def _answer_from(self, phone: Phone, answer: Answer) -> None:
        assert phone.holds is not None
        if self.quiz.time_up():
            self.quiz.lock()
        given = self.quiz.answer(phone.holds, answer.question, answer.squares)
        if isinstance(given, AnswerRefusal):
            self._refuse(phone, _ANSWER_REASON[given])
            return
        self._send_view(phone, shared_view(self.quiz, self._board))
        self.answered.emit(phone.holds)

    def _dropped(self, phone: Phone) -> None:
        if phone.holds is not None:
            self.students_changed.emit()

    def _send_view(self, phone: Phone, shared: dict[str, object]) -> None:
        self._send(phone, quiz_protocol.quiz_text(phone_view(self.quiz, shared, phone.holds)))

    def _broadcast(self) -> None:
        shared = shared_view(self.quiz, self._board)
        for phone in self._joined_phones():
            self._send_view(phone, shared)
