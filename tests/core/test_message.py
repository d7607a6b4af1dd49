"""A sentence for a person, as data (`core.message`): the core says what is wrong as a `Message`,
its English source text with named fields; filling it never fails, whatever a translation
names. Its errors carry one (`BoardError.what`, `Problem.what`)."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, BoardError
from snl_desktop.core.board import jump_kind_of, parse_matrix
from snl_desktop.core.errors import Problem
from snl_desktop.core.message import Message, fill, phrase


def test_a_phrase_is_its_context_and_text_with_no_values() -> None:
    message = phrase("Board", "square {square} is not on the board")
    assert message == Message("Board", "square {square} is not on the board")
    assert message.fields == () and dict(message.values) == {}


def test_of_adds_values_and_leaves_the_phrase_as_it_was() -> None:
    source = phrase("Board", "{name} must be between {low} and {high}")
    first = source.of(name="rows", low=2)
    both = first.of(high=1000)
    assert source.fields == () and dict(first.values) == {"name": "rows", "low": 2}
    assert dict(both.values) == {"name": "rows", "low": 2, "high": 1000}
    assert both.english() == "rows must be between 2 and 1000"


def test_english_fills_the_source_text_and_str_is_the_english() -> None:
    message = phrase("Files", "the file holds {count:,} texts").of(count=700_000)
    assert message.english() == "the file holds 700,000 texts"
    assert str(message) == message.english()


def test_a_field_that_is_a_message_is_said_in_turn() -> None:
    place = phrase("Board", "square {square} (row {row}, column {col})").of(square=15, row=3, col=2)
    outer = phrase("Board", "{place}: a jump cannot start on the last square").of(place=place)
    assert outer.english() == "square 15 (row 3, column 2): a jump cannot start on the last square"


def test_a_translation_naming_an_unknown_field_shows_it_as_written() -> None:
    assert fill("{square} ist nicht auf dem {brett}", {"square": 7}) == "7 ist nicht auf dem {brett}"
    assert fill("{count:,} und {missing:>4}", {"count": 1200}) == "1,200 und {missing:>4}"


def test_a_broken_translation_or_value_never_fails() -> None:
    assert fill("ein { offenes Feld", {}) == "ein { offenes Feld"  # an unmatched brace: as written
    assert fill("{count:,}", {"count": "many"}) == "many"  # a spec the value cannot take: the value


def test_errors_carry_the_message_and_say_it_in_english() -> None:
    with pytest.raises(BoardError) as refused:
        Board(3, 3, {9: 2})
    assert isinstance(refused.value.what, Message) and refused.value.what.context == "Board"
    assert str(refused.value) == refused.value.what.english()
    assert str(refused.value) == "square 9 (row 0, column 2): a jump cannot start on the last square"


def test_a_problem_says_its_message_in_english_and_in_json() -> None:
    _rows, _cols, _jumps, errors = parse_matrix([[-1, 1.5], [-1, -1]])
    assert errors and isinstance(errors[0], Problem) and isinstance(errors[0].what, Message)
    assert errors[0].message == "row 0, column 1 (square 3): 1.5 is not a whole number"
    assert errors[0].to_json()["message"] == errors[0].message


def test_a_hostile_number_is_cut_in_the_english() -> None:
    problem = Problem("error", phrase("Board", "{value} is too big").of(value=int("9" * 400)))
    assert problem.message == "999999…9999 (400 digits) is too big"


@pytest.mark.parametrize(("start", "end", "kind"), [(3, 22, "ladder"), (17, 7, "snake"), (5, 5, "loop")])
def test_one_rule_for_a_jumps_kind(start: int, end: int, kind: str) -> None:
    assert jump_kind_of(start, end) == kind
    board = Board(5, 5, {start: end})
    assert (start in board.ladders, start in board.snakes) == (kind == "ladder", kind == "snake")
