"""Issue 36, defect 9: a snake or ladder drawn by keys shows the same what-if note as one drawn
with the mouse ("fewest 7 → 5, expected 39.2 → 33.8 turns"), beside the end being chosen; a
refused end, Esc and Enter take the note away."""

from __future__ import annotations

from PySide6.QtCore import Qt

from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.analysis import analyze
from snl_desktop.ui.editor.what_if import note


def keys(qtbot, window, *names: str) -> None:
    for name in names:
        qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{name}"))


def figures(board: Board) -> tuple[int, float | None]:
    return solution(board, Rules()).min_rolls, analyze(board, Rules()).expected_turns


def test_a_ladder_drawn_by_keys_shows_the_what_if_note(make_window, qtbot) -> None:
    board = Board(10, 10, {17: 7, 54: 34})
    window = make_window(board)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    band = window.view.keys.band
    keys(qtbot, window, "Right", "Right", "Right")  # the cursor on square 3
    keys(qtbot, window, "L", "Up", "Up")  # a ladder from 3 to 23, not placed yet
    qtbot.waitUntil(lambda: band.note_box.isVisible(), timeout=20_000)
    expected = note(figures(board), figures(board.with_jump(3, 23)))
    assert band.note.text() == expected == window.what_if.text
    assert expected.startswith(f"fewest {figures(board)[0]} → ")
    keys(qtbot, window, "Down", "Down")  # back on its own start: refused, the note goes
    qtbot.waitUntil(lambda: not band.note_box.isVisible(), timeout=20_000)
    assert window.what_if.text == ""
    keys(qtbot, window, "Up", "Up")
    qtbot.waitUntil(lambda: band.note_box.isVisible(), timeout=20_000)
    keys(qtbot, window, "Return")  # placed: the note goes with the band
    assert window.document.board.jumps == {17: 7, 54: 34, 3: 23}
    qtbot.waitUntil(lambda: window.what_if.text == "", timeout=20_000)
    assert not band.note_box.isVisible()


def test_esc_takes_the_note_away(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    band = window.view.keys.band
    keys(qtbot, window, "Right", "Right", "S", "Up", "Up")  # a "snake" from 2 up to 22: refused, no note
    qtbot.waitUntil(lambda: window.view.keys.band.line.isVisible())
    assert window.what_if.text == "" and not band.note_box.isVisible()
    keys(qtbot, window, "Escape", "Up", "Up", "Up", "S", "Down", "Down")  # a snake from 59 down to 39
    qtbot.waitUntil(lambda: band.note_box.isVisible(), timeout=20_000)
    keys(qtbot, window, "Escape")
    qtbot.waitUntil(lambda: window.what_if.text == "", timeout=20_000)
    assert not band.note_box.isVisible() and window.document.board.jumps == {}
