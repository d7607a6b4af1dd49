"""A whole game with the keyboard alone, as a player who cannot use a mouse or see the board
plays it: from the start screen, Tab round to the Play door and Enter; Space opens New Game, the
dialog answered by keys (Alt+C plays against the computer, the name typed, Enter starts); then
Space throws each turn and W says where everyone is, to the win. Every turn is announced to the
screen reader, in order, with whose turn comes next."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from helpers.accessible import accessible_name
from helpers.keys import answer_modal, idle, press, type_text
from helpers.mouse import activate
from helpers.prompter import JourneyPrompter
from snl_desktop.core import Board
from snl_desktop.ui.kit.announce import announcements
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.words.game import turn_announcement

BOARD = Board.from_lists(snakes=["14,4"], ladders=["3,11"], rows=4, cols=4)
"""Sixteen squares, a ladder and a snake: a short game with a climb and a slide to be told."""


@pytest.fixture
def heard() -> Iterator[list[str]]:
    said: list[str] = []
    announcements().said.connect(said.append)
    yield said
    announcements().said.disconnect(said.append)


def focused_name() -> str:
    widget = QApplication.focusWidget()
    return accessible_name(widget) if widget is not None else ""


def by_keys(qtbot, dialog) -> None:
    """The New Game dialog by keys only: Alt+C (Play against the computer) puts the focus on
    the first name, Ctrl+A and the name typed over it. A mnemonic presses its button as a click
    does, after a moment, and the focus moves after that: the user's next key waits until the
    dialog shows both, however long that takes."""
    press("Alt+C")
    qtbot.waitUntil(lambda: dialog.computers[1].isChecked() and dialog.focusWidget() is dialog.names[0], timeout=60_000)
    press("Ctrl+A")
    type_text("Mia")
    qtbot.waitUntil(lambda: dialog.names[0].text() == "Mia", timeout=60_000)


def test_a_game_against_the_computer_with_the_keyboard_alone(make_window, qtbot, heard) -> None:
    window = make_window(BOARD, size=None, asker=JourneyPrompter(), room=Room.HOME)
    activate(window, qtbot)
    qtbot.waitUntil(lambda: window.started, timeout=60_000)
    idle()
    assert focused_name() == "Play"  # the start screen's first door has the focus
    for _ in range(30):  # Tab goes round the start screen and comes back to the Play door
        press("Tab", window)
        if focused_name() == "Play":
            break
    assert focused_name() == "Play"
    press("Return", window)
    qtbot.waitUntil(lambda: window.room is Room.PLAY, timeout=60_000)
    idle()

    answer_modal(["Return"], lambda dialog: by_keys(qtbot, dialog))
    press("Space", window)  # no game yet: Space opens New Game
    controller = window.play.controller
    assert controller is not None and [s.name for s in controller.seats] == ["Mia", "Computer"]
    assert controller.seats[1].computer
    game = controller.game
    while not game.finished:
        qtbot.waitUntil(lambda: game.finished or (game.current_player == "Mia" and not controller.busy), timeout=60_000)
        if game.finished:
            break
        press("W", window)  # where is everyone?
        assert window.play.panel.status.text().startswith(f"Mia on {game.get_player_position('Mia')}, Computer on ")
        assert heard[-1] == window.play.panel.status.text()
        press("Space", window)  # Mia throws the app's die
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    idle()

    turns = list(game.history)
    assert turns[-1].kind == "win" and len(turns) >= 2
    expected = [turn_announcement(turn, after.player) for turn, after in zip(turns, turns[1:])]
    expected.append(turn_announcement(turns[-1], None))
    told = [text for text in heard if " threw " in text]
    assert told == expected  # every turn, in order, each once
    assert told[-1].endswith("and won!")
    assert any("; Computer's turn" in text for text in told) and any("; Mia's turn" in text for text in told)
