"""The words layer says the core's messages in the user's language (`words.say`), through Qt's
translators: under the pseudo-translation every sentence, a nested one too, comes back marked,
its fields filled; the board's words (`words.board`) use the catalogue's plural forms."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from snl_desktop.core import Board, BoardError, Overshoot, Rules, Start
from snl_desktop.core.message import phrase
from snl_desktop.words import board as board_words
from snl_desktop.words import languages, say
from snl_desktop.words.pseudo import CLOSE, OPEN


@pytest.fixture
def pseudo(app: QApplication) -> Iterator[QApplication]:
    """The app speaking the pseudo-language for one test, then English again."""
    languages.use(app, languages.PSEUDO)
    try:
        yield app
    finally:
        languages.use(app, "en")


def test_in_english_a_message_says_its_source_text_filled(app: QApplication) -> None:
    message = phrase("Board", "square {square} is not on the board (1..{size})").of(square=40, size=36)
    assert say(message) == "square 40 is not on the board (1..36)" == message.english()


def test_under_a_translator_the_text_is_translated_and_the_fields_filled(pseudo: QApplication) -> None:
    said = say(phrase("Board", "square {square} is not on the board (1..{size})").of(square=40, size=36))
    assert said.startswith(OPEN) and said.endswith(CLOSE), said
    assert "40" in said and "36" in said and "{" not in said, said


def test_a_nested_message_is_translated_too(pseudo: QApplication) -> None:
    with pytest.raises(BoardError) as refused:
        Board(3, 3, {9: 2})
    said = say(refused.value.what)
    assert said.count(OPEN) == 2 and said.count(CLOSE) == 2, said  # the sentence and the square's place
    assert "9" in said and "{" not in said, said


def test_the_english_of_an_error_stays_english_under_a_translator(pseudo: QApplication) -> None:
    with pytest.raises(BoardError) as refused:
        Board(3, 3, {9: 2})
    assert OPEN not in str(refused.value)  # logs and JSON are in English


def test_the_board_is_said_with_plural_forms(app: QApplication) -> None:
    assert board_words.summary(Board(10, 10, {17: 7})) == "10×10, 1 snake, 0 ladders"
    assert board_words.snakes(2) == "2 snakes" and board_words.ladders(1) == "1 ladder"
    assert board_words.where(Board(6, 6), 15) == "square 15 (row 3, column 2)"


def test_the_board_and_its_rules_are_translated(pseudo: QApplication) -> None:
    assert board_words.summary(Board(10, 10, {17: 7})).startswith(OPEN)
    assert all(line.startswith(OPEN) for line in board_words.explain_rules(Rules()))
    comma = QCoreApplication.translate("Lists", ", ")  # the list's separator is translated too
    assert comma.startswith(OPEN)
    assert all(part.strip().startswith(OPEN) for part in board_words.describe_rules(Rules()).split(comma))


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        (
            Rules(),
            "a 6 throws again, three sixes lose the turn, a throw past the last square is not moved, start on square 1",
        ),
        (
            Rules(extra_roll_on_six=False, start="off-board"),
            "one die a turn, a throw past the last square is not moved, start off the board",
        ),
        (
            Rules(move_each_throw=True, three_sixes_void=False, overshoot="bounce"),
            "a 6 throws again, three sixes count 18, each throw moves the token, bounce back from the last square, "
            "start on square 1",
        ),
        (
            Rules(extra_roll_on_six=False, overshoot="finish"),
            "one die a turn, any throw past the last square wins, start on square 1",
        ),
    ],
)
def test_the_rules_in_a_few_words(app: QApplication, rules: Rules, words: str) -> None:
    assert board_words.describe_rules(rules) == words


@pytest.mark.parametrize("start", list(Start))
@pytest.mark.parametrize("overshoot", list(Overshoot))
def test_every_value_of_a_rule_has_its_own_words(app: QApplication, overshoot: Overshoot, start: Start) -> None:
    """A new value of a rule needs its words: in a few words and in How to Play's sentences."""
    rules = Rules(overshoot=overshoot, start=start)
    others = [Rules(overshoot=o, start=start) for o in Overshoot if o != overshoot]
    assert all(board_words.describe_rules(rules) != board_words.describe_rules(other) for other in others)
    assert all(board_words.explain_rules(rules) != board_words.explain_rules(other) for other in others)
    flipped = Rules(overshoot=overshoot, start=next(s for s in Start if s != start))
    assert board_words.describe_rules(rules) != board_words.describe_rules(flipped)


def test_the_rules_in_sentences_follow_a_turn(app: QApplication) -> None:
    lines = board_words.explain_rules(Rules(move_each_throw=True, overshoot="bounce", start="off-board"))
    assert lines[0] == "Everybody starts off the board, just before square 1."
    assert (
        "But three 6s in a row and the turn is lost: your token goes back to where the turn began "
        "— unless the third 6 reaches the last square: that wins!"
    ) in lines
    assert "Move after every throw: a 6 moves you 6 squares straight away, then you throw again." in lines
    assert "Too big a throw to land exactly on the last square? Count to the end and back again." in lines
    assert lines[-1] == "The first to land exactly on the last square wins!"
    finishing = board_words.explain_rules(Rules(overshoot="finish"))
    assert "Too big a throw for the last square? It still takes you there: no exact throw needed." in finishing
    assert finishing[-1] == "The first to reach the last square wins!"
    one_die = board_words.explain_rules(Rules(extra_roll_on_six=False))
    assert not any("6" in line for line in one_die)
