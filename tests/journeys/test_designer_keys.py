"""The designer's keys, pressed as a user presses them: undo and redo, and no key that two
enabled actions share (Qt runs neither of them then)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from helpers.keys import press
from helpers.mouse import activate, drag
from snl_desktop.core import Board
from snl_desktop.core.game import Seat


def test_undo_and_redo_by_keys(make_window, qtbot):
    window = make_window(Board(10, 10))
    activate(window, qtbot)
    drag(window, 3, 22)
    assert window.document.board.jumps == {3: 22}
    window.view.setFocus()
    press("Ctrl+Z", window)
    assert window.document.board.jumps == {}
    press("Ctrl+Shift+Z", window)
    assert window.document.board.jumps == {3: 22}


def _enabled_keys(window) -> dict[str, list[str]]:
    """Every key of an enabled action of the window, and the actions it would run."""
    keys: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        shortcuts = [s.toString(QKeySequence.SequenceFormat.PortableText) for s in action.shortcuts()]
        assert len(shortcuts) == len(set(shortcuts)), f"{action.text()!r} lists a key twice: {shortcuts}"
        if action.isEnabled():
            for key in shortcuts:
                keys.setdefault(key, []).append(action.text())
    return keys


def test_no_two_enabled_actions_share_a_key_in_edit_or_play_mode(make_window, qtbot, prompter):
    window = make_window(Board(10, 10, {3: 22}))
    window.document.apply(Board(10, 10, {3: 22, 17: 7}), "an edit, so that Undo is enabled")
    window.scene.select_jump(3)  # and Delete
    shared = {key: names for key, names in _enabled_keys(window).items() if len(names) > 1}
    assert shared == {}, f"in Edit mode: {shared}"
    assert "Ctrl+Z" in _enabled_keys(window)
    prompter.script("new_game", ([Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6")], window.document.rules))
    window.play.new_game()
    window.play.controller.enter_die(2)  # a turn played: Take Back is enabled
    keys = _enabled_keys(window)
    shared = {key: names for key, names in keys.items() if len(names) > 1}
    assert shared == {}, f"in Play mode: {shared}"
    assert keys["Ctrl+Z"] == ["&Take Back Turn"]
