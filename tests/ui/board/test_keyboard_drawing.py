"""Drawing by keys: the arrows move a square cursor, L or S starts a ladder or a snake there, the
arrows choose its other end, Enter places it, Esc drops it, Delete removes the one at the cursor;
the cursor's square is told to assistive technology; a refused end says why and places nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from snl_desktop.core import Board
from snl_desktop.ui.kit.rooms import Room


def keys(qtbot, window, *names: str) -> None:
    for name in names:
        key = getattr(Qt.Key, f"Key_{name}")
        qtbot.keyClick(window.view, key)


def focused(make_window, qtbot, board=None):
    window = make_window(board or Board(10, 10))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    return window


def test_a_ladder_and_a_snake_drawn_and_removed_by_keys(make_window, qtbot) -> None:
    window = focused(make_window, qtbot)
    keys(qtbot, window, "Right")  # the first arrow: the cursor on square 1
    assert window.view.keys.square == 1
    keys(qtbot, window, "Right", "Right")  # square 3
    keys(qtbot, window, "L", "Up", "Up", "Return")  # a ladder from 3 up two rows: to 23 (rows alternate)
    assert window.document.board.jumps == {3: 23}
    assert window.view.accessibleName() == "Square 23, where the jump from 3 ends"
    keys(qtbot, window, "Up", "Up", "Up", "Up", "S", "Down", "Down", "Return")  # 63 → 43
    assert window.document.board.jumps == {3: 23, 63: 43}
    assert window.view.accessibleName() == "Square 43, where the jump from 63 ends"
    keys(qtbot, window, "Up", "Up")  # back on 63's square
    assert window.view.accessibleName() == "Square 63, snake to 43"
    keys(qtbot, window, "Delete")
    assert window.document.board.jumps == {3: 23}


def test_esc_drops_a_jump_being_placed_and_a_refused_end_places_nothing(make_window, qtbot) -> None:
    window = focused(make_window, qtbot)
    said: list[str] = []
    window.scene.refused.connect(said.append)
    keys(qtbot, window, "Right", "Right", "L", "Up", "Escape", "Return")
    assert window.document.board.jumps == {}
    keys(qtbot, window, "L", "Down", "Return")  # a "ladder" from 19 down to 2: refused
    assert window.document.board.jumps == {} and said
    assert window.view.keys.pending is not None  # still placing: choose another end, or Esc


def test_the_cursor_is_designs_only(make_window, qtbot) -> None:
    window = focused(make_window, qtbot)
    keys(qtbot, window, "Right")
    assert window.view.keys.square == 1
    window.show_room(Room.PLAY)
    assert window.view.keys.square is None
    window.view.setFocus()
    keys(qtbot, window, "L")
    assert window.document.board.jumps == {}
