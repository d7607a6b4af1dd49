"""What a screen reader hears in the Play room and while the search is stepped: each turn
announced once its token has arrived, a 6 that throws again, W for where everyone is (status
line and aloud, listed under Play in Keyboard Shortcuts), the board's square cursor saying who
stands on a square and whose turn it is, and the Solver's step sentence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from helpers.keys import idle
from helpers.play import BOARD, press, start_game
from snl_desktop.core import Board
from snl_desktop.core.code_steps import note_at
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.announce import announcements
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.shell.rooms import room_entered_words
from snl_desktop.words import search as search_words
from snl_desktop.words.game import players_here, where_everyone_is, whose_turn


@pytest.fixture
def heard() -> Iterator[list[str]]:
    """What the game announces from now on, in order (a room switch, also said, left out)."""
    said: list[str] = []
    rooms = {room_entered_words(room) for room in Room}

    def hear(text: str) -> None:
        if text not in rooms:
            said.append(text)

    announcements().said.connect(hear)
    yield said
    announcements().said.disconnect(hear)


def settle(qtbot, controller) -> None:
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    idle()


def test_each_turn_is_announced_with_whose_turn_is_next(make_window, prompter, qtbot, heard) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter)
    press(window, [4])
    settle(qtbot, controller)
    assert heard == ["X threw 4 and moved from 1 to 5; Y's turn"]
    press(window, [6])  # a 6: Y throws again, and is told so
    assert heard[-1] == "6 — throw again: Y throws again."
    press(window, [2])
    settle(qtbot, controller)
    assert heard[-1] == "Y threw 6 + 2 and moved from 1 to 9; X's turn"


def test_the_winning_turn_says_the_win(make_window, prompter, qtbot, heard) -> None:
    window = make_window(Board(3, 3))
    controller = start_game(window, prompter)
    press(window, [6, 2])  # 1 + 8: the goal
    settle(qtbot, controller)
    assert heard[-1] == "X threw 6 + 2 and moved from 1 to 9 — and won!"


def test_w_says_where_everyone_is(make_window, prompter, qtbot, heard) -> None:
    window = make_window(BOARD)
    controller = start_game(window, prompter)
    press(window, [4])
    settle(qtbot, controller)
    heard.clear()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_W)
    assert heard == ["X on 5, Y on 1; Y's turn"]
    assert window.play.panel.status.text() == "X on 5, Y on 1; Y's turn"


def test_w_works_only_in_the_play_room_with_a_game(make_window, prompter) -> None:
    window = make_window(BOARD)
    window.show_room(Room.PLAY)
    where = next(a for a in window.menus.game.actions() if a.text() == "&Where Is Everyone?")
    assert where.shortcut().toString() == "W"
    assert not where.isEnabled()  # no game yet
    start_game(window, prompter)
    assert where.isEnabled()
    window.show_room(Room.DESIGN)
    assert not where.isEnabled()


def test_w_is_listed_under_play_in_the_keyboard_shortcuts(make_window) -> None:
    window = make_window(BOARD)
    window.show_shortcuts()
    try:
        groups = dict(window.shortcuts_dialog.groups_shown)
        assert ("W", "Where Is Everyone?") in groups["Play"]
    finally:
        window.shortcuts_dialog.close()


def test_the_cursor_on_the_board_says_who_is_there_and_whose_turn_it_is(make_window, prompter, qtbot) -> None:
    window = make_window(Board.from_lists(snakes=[], ladders=["5,23"]))
    controller = start_game(window, prompter)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow: the cursor on square 1
    assert view.accessibleName() == "Square 1, the start; X and Y are here; X's turn"
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.accessibleName() == "Square 5, ladder to 23; X's turn"
    press(window, [4])  # X lands on 5 and climbs to 23: the cursor's words follow
    settle(qtbot, controller)
    assert view.accessibleName() == "Square 5, ladder to 23; Y's turn"
    assert window.document.board == controller.game.board  # the keys read the board; they change nothing
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.keys.square is None


def test_the_arrows_do_not_move_a_cursor_outside_play_and_design(make_window, qtbot) -> None:
    window = make_window(BOARD)
    window.show_room(Room.LEARN)  # there the arrows step the search (a presenter's clicker)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.view.keys.square is None


@pytest.mark.slow
def test_a_step_of_the_search_is_announced(make_window, qtbot, heard) -> None:
    classic = load_preset("classic")
    window = make_window(classic.board, classic.rules)
    window.show_room(Room.LEARN)
    panel = window.solver_panel
    panel.step_forward()
    panel.step_forward()
    idle()
    assert heard, "no step was announced"
    expected = search_words.solver_detail(panel.search.solution, note_at(panel.replay, panel.playback.position))
    assert heard[-1] == panel.detail.text() == expected


def test_the_sentences_for_several_players_and_the_off_board_start() -> None:
    assert players_here([]) == ""
    assert players_here(["Ana", "Ben", "Cleo"]) == "Ana, Ben and Cleo are here"
    assert where_everyone_is([("Ana", 0), ("Ben", 7)], whose_turn("Ben", won=True)) == (
        "Ana off the board, Ben on 7; Ben has won"
    )
