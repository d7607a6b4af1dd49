"""What a designer may draw, and what is worth a look: the reasons are messages (values the
words layer says), and a jump's kind has one rule (`core.board.jump_kind_of`), loops included."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, Rules
from snl_desktop.core.checks import move_problem, placement_problem, problems
from snl_desktop.core.message import Message


def reason(message: Message | None) -> str:
    assert message is not None
    return message.english()


def test_a_placement_is_refused_with_a_message() -> None:
    board = Board(10, 10, {3: 22})
    refused = placement_problem(board, Rules(), 3, 40, "ladder")
    assert isinstance(refused, Message) and refused.context == "Checks"
    assert reason(refused) == "square 3 already starts a ladder (to 22)"
    assert placement_problem(board, Rules(), 4, 40, "ladder") is None


@pytest.mark.parametrize(
    ("kind", "start", "end", "why"),
    [
        ("ladder", 30, 5, "a ladder goes up: its top must be higher than square 30"),
        ("snake", 20, 60, "a snake goes down: its tail must be lower than square 20"),
        ("ladder", 7, 7, "a ladder needs two different squares"),
        (None, 7, 7, "a jump needs two different squares"),
        ("snake", 100, 50, "square 100 is the goal: a snake cannot start there"),
        (None, 1, 38, "square 1 is the start: play begins there, so a ladder from it would never be taken"),
        (None, 0, 38, "both ends must be on the board"),
    ],
)
def test_each_refusal_says_why(kind, start: int, end: int, why: str) -> None:
    assert reason(placement_problem(Board(10, 10), Rules(), start, end, kind)) == why


def test_a_loop_has_one_kind_everywhere() -> None:
    board = Board(10, 10, {45: 45})
    assert 45 not in board.snakes and 45 not in board.ladders
    assert reason(placement_problem(board, Rules(), 45, 80, None)) == "square 45 already starts a jump (to 45)"
    assert move_problem(board, Rules(), 45, 45, 80) is None  # a loop has no direction to keep
    assert move_problem(board, Rules(), 45, 45, 12) is None
    (warning,) = problems(board, Rules())
    assert warning.square == 45 and warning.message.endswith("the jump ends on its own start; it does nothing")


def test_a_moved_jump_keeps_its_kind() -> None:
    board = Board(10, 10, {3: 22})
    assert reason(move_problem(board, Rules(), 3, 3, 2)) == "a ladder goes up: its top must be higher than square 3"
    assert move_problem(board, Rules(), 3, 3, 45) is None


def test_warnings_name_the_square_and_its_place_in_the_matrix() -> None:
    board = Board(10, 10, {1: 30, 30: 40})
    messages = [p.message for p in problems(board, Rules())]
    assert messages[0] == "square 1 (row 9, column 0): a jump from square 1 is never taken: play starts on square 1"
    assert "chain: the jump 1→30 ends where the jump 30→40 starts; only the first is taken" in messages[1]
    cut_off = Board(3, 3, {s: 1 for s in range(2, 9)})
    assert problems(cut_off, Rules(extra_roll_on_six=False))[-1].message == "the goal (square 9) cannot be reached"
