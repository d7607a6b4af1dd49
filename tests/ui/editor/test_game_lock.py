"""Issue 33, defect 5: the Design room could be edited mid-game; its warning badges then showed
in the Play room, and Quit asked the family to save board changes they never meant to make.
While a game is in progress the Design room shows the board read-only, under a bar that says
why, with Back to the Game and End Game; once the game is put away (or won) the board is theirs
to change again."""

from __future__ import annotations

from helpers.mouse import drag
from helpers.play import press, start_game
from snl_desktop.core import Board
from snl_desktop.ui.kit.rooms import Room


def test_the_board_of_a_game_in_progress_is_read_only_in_design(make_window, prompter, qtbot) -> None:
    window = make_window(Board(10, 10))
    start_game(window, prompter)
    press(window, [4])
    window.show_room(Room.DESIGN)
    assert window.game_lock.isVisible()
    assert "End the game to change it" in window.game_lock.message.text()
    drag(window, 3, 22, via=12)  # a ladder drawn mid-game: refused
    assert dict(window.document.board.jumps) == {}
    assert not window.document.undo_stack.canUndo() and window.document.undo_stack.isClean()
    assert not any(action.isEnabled() for action in window.board_actions.tools.values())
    assert not window.size_bar.isEnabled()
    window.game_lock.back.click()  # back to the game, as it was
    assert window.room is Room.PLAY and not window.game_lock.isVisible()
    assert window.play.controller is not None and len(window.play.controller.game.history) == 1


def test_end_game_from_the_bar_gives_the_board_back(make_window, prompter, qtbot) -> None:
    window = make_window(Board(10, 10))
    start_game(window, prompter)
    window.show_room(Room.DESIGN)
    prompter.script("confirm", False)  # "End the game?" No: still read-only
    window.game_lock.end.click()
    assert window.game_lock.isVisible() and window.play.controller is not None
    prompter.script("confirm", True)
    window.game_lock.end.click()
    assert not window.game_lock.isVisible() and window.play.controller is None
    drag(window, 3, 22, via=12)
    assert dict(window.document.board.jumps) == {3: 22}


def test_no_game_no_bar(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    window.show_room(Room.DESIGN)
    assert not window.game_lock.isVisible()
    window.show_room(Room.PLAY)
    window.show_room(Room.DESIGN)
    assert not window.game_lock.isVisible()
    drag(window, 3, 22, via=12)
    assert dict(window.document.board.jumps) == {3: 22}


def _mnemonic(text: str) -> str:
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 else ""


def test_the_bars_keys_do_not_clash_with_the_menu_bar(make_window, prompter, qtbot) -> None:
    """Alt+E opened the Edit menu, not End Game; Alt+G the Game menu, not Back to the Game."""
    window = make_window(Board(10, 10))
    start_game(window, prompter)
    window.show_room(Room.DESIGN)
    menus = {_mnemonic(action.text()) for action in window.menuBar().actions() if action.isVisible()}
    keys = [_mnemonic(button.text()) for button in (window.game_lock.back, window.game_lock.end)]
    assert all(keys) and not set(keys) & menus, (keys, menus)
