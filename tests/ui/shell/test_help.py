"""Help for the family: Game → How to Play says the rules in force in a child's words, with a
ladder and a snake drawn as the board draws them; Help → Keyboard Shortcuts lists every key."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextDocument

from helpers.play import start_game
from snl_desktop.core import Board, Rules
from snl_desktop.words.board import explain_rules


def test_how_to_play_follows_the_rules_in_force(make_window, prompter) -> None:
    window = make_window(Board(10, 10), Rules(overshoot="bounce", start="off-board"))
    window.play.how_to_play_action.trigger()  # before a game: the board's rules
    text = window.play.how_dialog.text.toPlainText()
    assert "starts off the board" in text and "Count to the end and back again" in text
    assert "Add up all your throws" in text
    start_game(window, prompter, rules=Rules(move_each_throw=True))
    window.play.how_to_play_action.trigger()  # in a game: the game's rules
    text = window.play.how_dialog.text.toPlainText()
    assert "Everybody starts on square 1" in text and "Move after every throw" in text
    assert "back to where the turn began" in text and "Stay where you are" in text
    document = window.play.how_dialog.text.document()
    for picture in ("ladder.png", "snake.png"):
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(picture))
        assert isinstance(image, QImage) and image.width() >= 200


def test_one_die_a_turn_is_explained_without_sixes() -> None:
    text = " ".join(explain_rules(Rules(extra_roll_on_six=False)))
    assert "Throw again" not in text and "three 6s" not in text
    assert text.endswith("The first to land exactly on the last square wins!")


def test_keyboard_shortcuts_list_every_key(make_window) -> None:
    window = make_window(Board(10, 10))
    window.shortcuts_action.trigger()
    rows = dict((text, keys) for keys, text in window.shortcuts_dialog.rows)
    native = {name: QKeySequence(name).toString(QKeySequence.SequenceFormat.NativeText) for name in ("Ctrl+G", "F5")}
    assert rows["New Game"] == native["Ctrl+G"] and native["F5"] in rows.values()  # Play mode's and the Solver's
    assert "Finish the Move" in rows and "Large Text" in rows and "Redo" in rows
    actions = window.findChildren(type(window.undo_action))
    every = {a.text().replace("&", "").rstrip("…").strip() for a in actions if a.shortcuts()}
    assert every <= set(rows)
