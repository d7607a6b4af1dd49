"""The class quiz as a student's phone shows it: plain JSON values built from the quiz (the
projector's `core.quiz.ClassQuiz` is the one truth), each phone its own.

The rules: a phone sees the question asked (for *which leaves next* the queue sorted, its order
hidden, as Predict hides it), its own answer, and — only once the question is revealed — the
right answer and its own verdict; never another student's answer. The board is sent when the
page can draw it (`MAX_DRAWN_SQUARES`); the options are `core.quiz.options`. Nicknames travel as
JSON strings, never as markup.
"""

from __future__ import annotations

import math
from typing import Any

from ...core.quiz import ClassQuiz, Phase, options

MAX_DRAWN_SQUARES = 400
"""The largest board the phone draws (20 × 20); a larger one is answered by its options."""


def board_view(quiz: ClassQuiz, name: str) -> dict[str, Any]:
    """The board as the phone draws it (its jumps only when it is drawn)."""
    board = quiz.board
    drawn = board.rows * board.cols <= MAX_DRAWN_SQUARES
    jumps = [[start, end] for start, end in sorted(board.jumps.items())] if drawn else []
    return {"rows": board.rows, "cols": board.cols, "name": name, "jumps": jumps}


def shared_view(quiz: ClassQuiz, board: dict[str, Any]) -> dict[str, Any]:
    """What every phone is sent alike: the phase, the board and the question asked."""
    question = quiz.current
    asked: dict[str, Any] | None = None
    if question is not None:
        left = quiz.seconds_left()
        queue = sorted(question.queue) if question.kind == "leaves" else list(question.queue)
        asked = {
            "number": question.number,
            "count": len(quiz.questions),
            "kind": question.kind,
            "square": question.square,
            "queue": queue,
            "options": list(options(question)),
            "seconds_left": None if left is None else math.ceil(left),
        }
    return {"phase": quiz.phase.value, "board": board, "question": asked}


def phone_view(quiz: ClassQuiz, shared: dict[str, Any], student: int | None) -> dict[str, Any]:
    """The ``quiz`` message's fields for ``student``'s phone (None: a phone not joined as one)."""
    question = quiz.current
    nickname = None
    mine: list[int] | None = None
    answer: list[int] | None = None
    right: bool | None = None
    score = {"right": 0, "asked": len(quiz.revealed)}
    if student is not None:
        known = {s.id: s.nickname for s in quiz.students()}
        nickname = known.get(student)
        given = quiz.answer_of(student, question.number) if question is not None else None
        mine = list(given.squares) if given is not None else None
        if question is not None and quiz.phase is Phase.REVEALED:
            answer = sorted(question.answer)
            right = given is not None and given.right
        got = quiz.score_of(student)
        score = {"right": got.right, "asked": got.asked}
    return {**shared, "nickname": nickname, "mine": mine, "answer": answer, "right": right, "score": score}
