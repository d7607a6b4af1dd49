"""The matrix panel: it shows the board's matrix live, applies a typed or pasted matrix as one
undo step, refuses an invalid one with a pointed message, does not rewrite the user's own
text, and copies the matrix to the clipboard."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from helpers.boards import LEETCODE_6X6
from helpers.mouse import activate, click, drag, toward
from snl_desktop.core import Board
from snl_desktop.ui.board.scene import Tool
from snl_desktop.ui.editor import matrix_panel as matrix_module
from snl_desktop.ui.editor import matrix_reading


def undo_count(window) -> int:
    return window.document.undo_stack.count()


def test_panel_shows_the_board_and_follows_every_edit(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    assert json.loads(panel.text()) == window.document.board.to_matrix()
    assert len(panel.text().splitlines()) == 10  # one row per line
    window.set_tool(Tool.SNAKE)
    drag(window, 99, 4)
    assert json.loads(panel.text()) == window.document.board.to_matrix()
    assert json.loads(panel.text())[0][1] == 4  # square 99: top row, second column
    window.board_actions.undo.trigger()
    assert json.loads(panel.text()) == Board(10, 10, {3: 22}).to_matrix()


def test_applying_a_valid_matrix_replaces_the_board_as_one_undo_step(make_window) -> None:
    window = make_window(Board(6, 6, {2: 30}))
    before = window.document.board.to_matrix()
    panel = window.matrix_panel
    panel.editor.setPlainText(json.dumps(LEETCODE_6X6))
    assert panel.apply_text()
    assert window.document.board == Board.from_matrix(LEETCODE_6X6)
    assert dict(window.document.board.jumps) == {2: 15, 14: 35, 17: 13}
    assert undo_count(window) == 1
    assert window.throws_label.text() == "Fewest throws: 4"  # docs/rules.md's example
    assert window.isWindowModified()
    window.board_actions.undo.trigger()
    assert window.document.board.to_matrix() == before
    assert json.loads(panel.text()) == before
    window.board_actions.redo.trigger()
    assert window.document.board == Board.from_matrix(LEETCODE_6X6)


@pytest.mark.slow
def test_typing_a_matrix_applies_it_once_when_typing_pauses(make_window, qtbot) -> None:
    window = make_window(Board(2, 2))
    panel = window.matrix_panel
    panel.editor.setFocus()
    panel.editor.selectAll()
    qtbot.keyClicks(panel.editor, "[[-1,-1],[-1,3]]")
    assert window.document.board == Board(2, 2)  # not before the pause
    qtbot.waitUntil(lambda: window.document.board == Board(2, 2, {2: 3}), timeout=60_000)
    assert undo_count(window) == 1
    assert panel.text() == "[[-1,-1],[-1,3]]"
    assert window.throws_label.text() == "Fewest throws: 1"


def test_the_panel_does_not_rewrite_the_text_it_applied(make_window) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    text = "[[-1,-1],[-1,3]]"
    panel.editor.setPlainText(text)
    cursor = panel.editor.textCursor()
    cursor.setPosition(5)
    panel.editor.setTextCursor(cursor)
    assert panel.apply_text()
    assert window.document.board == Board(2, 2, {2: 3})
    assert panel.text() == text
    assert panel.editor.textCursor().position() == 5  # the caret did not jump either
    assert "Not applied" not in panel.status.text()


def test_a_matrix_of_another_size_resizes_the_board_as_one_undo_step(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22, 47: 26}))
    panel = window.matrix_panel
    panel.editor.setPlainText(json.dumps(LEETCODE_6X6))
    assert panel.apply_text()
    assert (window.document.board.rows, window.document.board.cols) == (6, 6)
    assert (window.size_bar.rows.value(), window.size_bar.cols.value()) == (6, 6)
    assert window.scene.geometry.rows == 6
    assert undo_count(window) == 1
    window.board_actions.undo.trigger()
    assert window.document.board == Board(10, 10, {3: 22, 47: 26})
    assert (window.size_bar.rows.value(), window.size_bar.cols.value()) == (10, 10)


def test_a_non_square_matrix_makes_a_non_square_board(make_window) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    panel.editor.setPlainText("[[-1, -1, -1, -1], [-1, -1, -1, -1], [-1, 7, -1, -1]]")
    assert panel.apply_text()
    assert window.document.board == Board(3, 4, {2: 7})
    assert (window.size_bar.rows.value(), window.size_bar.cols.value()) == (3, 4)
    assert not window.size_bar.square.isChecked()


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ('[[-1, -1, -1],\n [-1, "x", -1],\n [-1, -1, -1]]', ["row 1, column 1", "square 5", "not a whole number"]),
        ("[[-1, -1, -1],\n [-1, true, -1],\n [-1, -1, -1]]", ["row 1, column 1", "square 5"]),
        ("[[-1, -1, -1],\n [-1, -1, -1],\n [-1, 2.5, -1]]", ["row 2, column 1", "square 2"]),
        ("[[-1, -1, -1],\n [-1, -1],\n [-1, -1, -1]]", ["row 1", "columns"]),
        ("[[-1, -1, -1],\n [-1, -1, -1],\n [-1, 10, -1]]", ["row 2, column 1", "square 2", "10"]),
        ("[[-1, -1, -1],\n [-1, -1, -1],\n [-1, 0, -1]]", ["row 2, column 1", "square 2"]),
        ("[[-1, -1, 4],\n [-1, -1, -1],\n [-1, -1, -1]]", ["row 0, column 2", "square 9", "last square"]),
        ("[[-1, -1, -1],\n [-1, -1, -1],\n [-1, -1", ["line 3"]),
        ("[[-1, -1, -1],\n [-1, -1 -1],\n [-1, -1, -1]]", ["line 2"]),
    ],
    ids=[
        "string-cell",
        "bool-cell",
        "float-cell",
        "ragged-row",
        "out-of-range",
        "zero",
        "jump-from-goal",
        "truncated-json",
        "missing-comma",
    ],
)
def test_an_invalid_matrix_changes_nothing_and_points_at_the_problem(make_window, text, fragments) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    before = window.document.board
    panel.editor.setPlainText(text)
    assert not panel.apply_text()
    assert window.document.board == before
    assert undo_count(window) == 0
    assert panel.text() == text  # the user's text is kept for fixing
    message = panel.status.text()
    assert "Not applied" in message
    for fragment in fragments:
        assert fragment in message
    assert panel.editor.extraSelections()


def test_the_marked_cell_is_the_offending_one(make_window) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    text = '[[-1, -1, -1],\n [-1, "bad", -1],\n [-1, -1, -1]]'
    panel.editor.setPlainText(text)
    assert not panel.apply_text()
    marked = [s.cursor.selectedText() for s in panel.editor.extraSelections() if s.cursor.hasSelection()]
    assert '"bad"' in marked


def test_fixing_the_text_clears_the_error(make_window) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    panel.editor.setPlainText("[[-1, -1], [-1, 99]]")
    assert not panel.apply_text()
    assert panel.editor.extraSelections()
    panel.editor.setPlainText("[[-1, -1], [-1, 3]]")
    assert panel.apply_text()
    assert "Not applied" not in panel.status.text()
    assert not panel.editor.extraSelections()
    assert window.document.board == Board(2, 2, {2: 3})


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000 + "]" * 100_000, '{"rows": 2}', "7", "[[-1, -1]]", "[]", ""],
    ids=["deep-nesting", "object", "number", "one-row", "empty-list", "empty-text"],
)
def test_text_that_is_no_matrix_at_all_changes_nothing(make_window, text) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    panel.editor.setPlainText(text)
    assert not panel.apply_text()
    assert window.document.board == Board(10, 10, {3: 22})
    assert undo_count(window) == 0
    assert "Not applied" in panel.status.text()


@pytest.mark.slow
def test_an_invalid_text_left_to_the_debounce_timer_changes_nothing(make_window, qtbot) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    with qtbot.waitSignal(panel.error_changed, timeout=60_000) as blocker:
        panel.editor.setPlainText('[[-1, -1], [-1, "x"]]')
    assert "row 1, column 1" in blocker.args[0]
    assert window.document.board == Board(10, 10, {3: 22})
    assert undo_count(window) == 0


def test_copy_puts_the_matrix_on_the_clipboard(make_window) -> None:
    window = make_window(Board.from_matrix(LEETCODE_6X6))
    QGuiApplication.clipboard().setText("something else")
    window.matrix_panel.copy_button.click()
    assert json.loads(QGuiApplication.clipboard().text()) == LEETCODE_6X6
    assert "copied" in window.matrix_panel.status.text().lower()


@pytest.mark.slow
def test_pasting_from_the_clipboard_applies_the_matrix(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    QGuiApplication.clipboard().setText(json.dumps(LEETCODE_6X6))
    panel.editor.setFocus()
    panel.editor.selectAll()
    qtbot.keyClick(panel.editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert json.loads(panel.text()) == LEETCODE_6X6
    qtbot.waitUntil(lambda: window.document.board == Board.from_matrix(LEETCODE_6X6), timeout=60_000)
    assert undo_count(window) == 1


def test_keys_typed_in_the_panel_edit_the_text_not_the_board(make_window, qtbot) -> None:
    """Delete, letters and Ctrl+Z are also the window's shortcuts (delete the selected jump,
    pick a tool, undo); while the matrix text has the focus they must edit the text."""
    window = make_window(Board(10, 10, {3: 22}))
    activate(window, qtbot)
    window.set_tool(Tool.SELECT)
    click(window, 3, toward(window, 3, 22))
    assert window.scene.selected_starts() == {3}
    editor = window.matrix_panel.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    editor.moveCursor(editor.textCursor().MoveOperation.Start)
    before = editor.toPlainText()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    qtbot.keyClicks(editor, "se")
    assert window.document.board == Board(10, 10, {3: 22})
    assert window.scene.tool is Tool.SELECT
    assert editor.toPlainText() == "se" + before[1:]
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board == Board(10, 10, {3: 22})
    assert window.document.undo_stack.count() == 0


# -- pastes are bounded, and a large one is read off the GUI thread ------------------------------


class CountedJson:
    """Stands in for the panel's ``json``: counts the texts it is asked to parse."""

    JSONDecodeError = json.JSONDecodeError
    parsed: list[int] = []

    @classmethod
    def loads(cls, text):
        cls.parsed.append(len(text))
        return json.loads(text)


def paste(qtbot, panel, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    panel.editor.setFocus()
    panel.editor.selectAll()
    qtbot.keyClick(panel.editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[]," * 3_500_000, "opens 3500000 brackets"),  # the campaign's 10 MB of "[],"
        ("[[" + "1" * 10_000_000 + "]]", "a number of 10000000 digits"),
        (" " * (matrix_module.MAX_MATRIX_CHARS + 1), "characters; a matrix has at most"),
    ],
    ids=["ten-megabytes-of-brackets", "ten-million-digits", "past-the-size"],
)
def test_a_huge_paste_is_refused_unread_and_never_reaches_the_editor(make_window, qtbot, monkeypatch, text, said):
    monkeypatch.setattr(matrix_reading, "json", CountedJson)
    CountedJson.parsed = []
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    before = panel.text()
    paste(qtbot, panel, text)
    assert panel.text() == before  # not inserted: the editor never laid it out
    assert window.document.board == Board(10, 10, {3: 22}) and undo_count(window) == 0
    assert "Not applied" in panel.status.text() and said in panel.status.text()
    assert CountedJson.parsed == []  # refused by counting, never parsed
    assert not panel.reading


def wide_board() -> Board:
    return Board(400, 400, {2: 159_000, 159_001: 5, 80_000: 80_400})


@pytest.mark.slow
def test_a_large_valid_paste_is_read_off_the_gui_thread_and_applied(make_window, qtbot, monkeypatch):
    import threading

    threads: list[threading.Thread] = []
    read = matrix_module.read_matrix

    def watched(text):
        threads.append(threading.current_thread())
        return read(text)

    monkeypatch.setattr(matrix_module, "read_matrix", watched)
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    text = json.dumps(wide_board().to_matrix())  # one line of 640 000 characters
    assert len(text) > matrix_module.INLINE_CHARS
    paste(qtbot, panel, text)
    assert panel.reading and "Reading the matrix" in panel.status.text()
    qtbot.waitUntil(lambda: window.document.board == wide_board(), timeout=60_000)
    assert threads and threading.main_thread() not in threads
    assert undo_count(window) == 1
    assert panel.text() == matrix_module.format_matrix(wide_board())  # one row per line
    window.board_actions.undo.trigger()
    assert window.document.board == Board(10, 10, {3: 22})


@pytest.mark.slow
def test_a_large_invalid_paste_changes_nothing_and_says_why(make_window, qtbot):
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.matrix_panel
    matrix = wide_board().to_matrix()
    matrix[7][9] = "x"
    before = panel.text()
    paste(qtbot, panel, json.dumps(matrix))
    qtbot.waitUntil(lambda: not panel.reading, timeout=60_000)
    assert "Not applied" in panel.status.text() and "row 7, column 9" in panel.status.text()
    assert window.document.board == Board(10, 10, {3: 22}) and undo_count(window) == 0
    assert panel.text() == before


@pytest.mark.slow
def test_an_edit_of_a_large_board_s_text_is_read_off_the_gui_thread(make_window, qtbot):
    window = make_window(wide_board())
    panel = window.matrix_panel
    lines = panel.text().splitlines()
    lines[-1] = lines[-1].replace("159000", "7", 1)  # square 2: a ladder to 7 instead
    panel.editor.setPlainText("\n".join(lines))
    assert not panel.apply_text() and panel.reading  # read in the pool
    qtbot.waitUntil(lambda: window.document.board.jumps.get(2) == 7, timeout=60_000)
    assert undo_count(window) == 1
    assert panel.text() == "\n".join(lines)  # the user's text is not rewritten


# -- a pasted board: re-flowed, in any form Import reads, and a new board with no name -------------

LINEAR_30_MOVE = [-1, -1, 21, -1, 7, -1, -1, -1, -1, -1, 25, -1, -1, -1, -1, -1, 3, -1, 6, 28]
LINEAR_30_MOVE += [8, -1, -1, -1, -1, -1, 0, -1, -1, -1]  # GfG's 30 cells: 3 throws


@pytest.mark.slow
def test_a_matrix_pasted_on_one_line_is_reflowed_a_row_a_line(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    paste(qtbot, panel, json.dumps(LEETCODE_6X6))  # one line, as LeetCode's page copies it
    qtbot.waitUntil(lambda: window.document.board == Board.from_matrix(LEETCODE_6X6), timeout=60_000)
    assert panel.text() == matrix_module.format_matrix(window.document.board)
    assert len(panel.text().splitlines()) == 6
    assert undo_count(window) == 1


def test_a_typed_edit_is_not_reflowed_under_the_cursor(make_window) -> None:
    window = make_window(Board(2, 2))
    panel = window.matrix_panel
    panel.editor.setPlainText("[[-1,-1],[-1,3]]")  # as typed, not pasted
    assert panel.apply_text()
    assert panel.text() == "[[-1,-1],[-1,3]]"


@pytest.mark.slow
@pytest.mark.parametrize(
    "pasted",
    [
        {"move": LINEAR_30_MOVE},
        {"move": LINEAR_30_MOVE, "rows": 3, "cols": 10},
        {"snakes": ["17,7", "54,34"], "ladders": ["3,22"], "rows": 10, "cols": 10},
        {"matrix": LEETCODE_6X6},
    ],
    ids=["gfg-move", "move-with-sides", "lists", "matrix-object"],
)
def test_every_form_import_reads_can_be_pasted(make_window, qtbot, pasted) -> None:
    from snl_desktop.core.files.boards import parse_board_json

    window = make_window(Board(4, 4, {2: 9}))
    panel = window.matrix_panel
    paste(qtbot, panel, json.dumps(pasted))
    expected = parse_board_json(pasted).board  # what File → Import makes of it
    qtbot.waitUntil(lambda: window.document.board == expected, timeout=60_000)
    assert "Not applied" not in panel.status.text()
    assert panel.text() == matrix_module.format_matrix(expected)  # shown as the matrix, a row a line
    window.board_actions.undo.trigger()
    assert window.document.board == Board(4, 4, {2: 9})


def test_a_pasted_object_that_is_no_board_changes_nothing_and_says_why(make_window, qtbot) -> None:
    window = make_window(Board(4, 4, {2: 9}))
    panel = window.matrix_panel
    paste(qtbot, panel, '{"moves": [1, 2]}')
    panel.apply_text()
    assert window.document.board == Board(4, 4, {2: 9}) and undo_count(window) == 0
    assert "Not applied" in panel.status.text() and "'move'" in panel.status.text()


def named_window(make_window):
    from snl_desktop.presets import load_preset

    window = make_window(Board(10, 10))
    window.document.load(load_preset("leetcode-6x6"), None)  # as File → New opens a preset
    return window


@pytest.mark.slow
def test_a_paste_that_replaces_the_board_drops_the_old_name(make_window, qtbot, prompter, tmp_path) -> None:
    window = named_window(make_window)
    old_name, old_rules = window.document.name, window.document.rules
    assert old_name in window.windowTitle()
    pasted = [[-1, -1, -1], [-1, 8, -1], [-1, -1, -1]]
    paste(qtbot, window.matrix_panel, json.dumps(pasted))
    qtbot.waitUntil(lambda: window.document.board == Board.from_matrix(pasted), timeout=60_000)
    assert window.document.name == "" and old_name not in window.windowTitle()
    assert window.windowTitle().startswith("Untitled")
    assert window.document.rules == old_rules  # the house rules are the room's, not the board's
    prompter.script("save_path", None)
    window.files.save_as()
    assert prompter.asked[-1] == ("save_path", ("Save board as", "Untitled.snl"))
    window.board_actions.undo.trigger()  # the old board comes back with its name
    assert window.document.name == old_name and old_name in window.windowTitle()
    window.board_actions.redo.trigger()
    assert window.document.name == "" and window.document.board == Board.from_matrix(pasted)


def test_an_edit_typed_in_the_matrix_keeps_the_name(make_window, qtbot) -> None:
    window = named_window(make_window)
    old_name = window.document.name
    panel = window.matrix_panel
    panel.editor.setPlainText(panel.text().replace("35", "34", 1))
    assert panel.apply_text()
    assert window.document.board.jumps[14] == 34 and window.document.name == old_name


@pytest.mark.slow
def test_a_pasted_board_file_brings_its_name_and_rules(make_window, qtbot) -> None:
    from snl_desktop.core import Rules
    from snl_desktop.core.files.boards import dumps_board

    window = named_window(make_window)
    rules = Rules(extra_roll_on_six=False, overshoot="bounce")
    paste(qtbot, window.matrix_panel, dumps_board(Board(3, 3, {5: 8}), rules, "Tiny"))
    qtbot.waitUntil(lambda: window.document.board == Board(3, 3, {5: 8}), timeout=60_000)
    assert window.document.name == "Tiny" and window.document.rules == rules
    assert window.windowTitle().startswith("Tiny")


def test_a_pasted_board_with_a_typo_fixed_by_typing_is_still_a_new_board(make_window, qtbot) -> None:
    window = named_window(make_window)
    panel = window.matrix_panel
    paste(qtbot, panel, "[[-1, -1, -1], [-1, 8, -1], [-1, -1, -1]],")  # a trailing comma
    panel.apply_text()
    assert "Not applied" in panel.status.text() and window.document.name
    panel.editor.moveCursor(panel.editor.textCursor().MoveOperation.End)
    qtbot.keyClick(panel.editor, Qt.Key.Key_Backspace)
    assert panel.apply_text()
    assert window.document.board == Board(3, 3, {5: 8}) and window.document.name == ""
    assert panel.text() == matrix_module.format_matrix(Board(3, 3, {5: 8}))


@pytest.mark.slow
def test_ctrl_z_where_the_board_was_pasted_undoes_the_paste(make_window, qtbot) -> None:
    """Once shown a row a line, the paste is no edit of the text to undo: Ctrl+Z in the box
    undoes it on the board (and Ctrl+Shift+Z redoes it); typing is undone as text first."""
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    paste(qtbot, panel, json.dumps(LEETCODE_6X6))
    qtbot.waitUntil(lambda: window.document.board == Board.from_matrix(LEETCODE_6X6), timeout=60_000)
    assert panel.editor.hasFocus()
    qtbot.keyClick(panel.editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board == Board(10, 10) and json.loads(panel.text()) == Board(10, 10).to_matrix()
    qtbot.keyClick(panel.editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.document.board == Board.from_matrix(LEETCODE_6X6)
    qtbot.keyClicks(panel.editor, "x")
    qtbot.keyClick(panel.editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board == Board.from_matrix(LEETCODE_6X6) and "x" not in panel.text()


@pytest.mark.slow
def test_cells_pasted_from_a_spreadsheet_are_a_board(make_window, qtbot) -> None:
    """Tab-separated cells were refused with "line 1, column 4: Extra data"."""
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    cells = "\n".join("\t".join(str(v) for v in row) for row in LEETCODE_6X6)
    paste(qtbot, panel, cells)
    qtbot.waitUntil(lambda: window.document.board == Board.from_matrix(LEETCODE_6X6), timeout=60_000)
    assert panel.text() == matrix_module.format_matrix(window.document.board)  # written as a matrix again


@pytest.mark.slow
@pytest.mark.parametrize("text", ["[[-1, -1], [-1, 3]] x", "[[-1, -1], [-1 3]]", "[[-1, , 3]]"])
def test_a_bad_paste_is_said_in_our_words_not_the_parsers(make_window, qtbot, text: str) -> None:
    window = make_window(Board(10, 10))
    panel = window.matrix_panel
    paste(qtbot, panel, text)
    qtbot.waitUntil(lambda: bool(panel.status.text()), timeout=60_000)
    said = panel.status.text()
    assert not any(raw in said for raw in ("Expecting", "Extra data", "delimiter")), said
    assert window.document.board == Board(10, 10)


def test_undo_in_the_box_is_the_boards_and_the_text_always_matches(make_window, qtbot) -> None:
    """Ctrl+Z in the matrix box undid the text, not the board, leaving text that did not match."""
    window = make_window(Board(2, 2))
    panel = window.matrix_panel
    panel.editor.setFocus()
    panel.editor.setPlainText("[[-1, -1], [-1, 3]]")  # typed: a ladder 2 → 3
    assert panel.apply_text() and window.document.board == Board(2, 2, {2: 3})
    qtbot.keyClick(panel.editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board == Board(2, 2)
    assert json.loads(panel.text()) == Board(2, 2).to_matrix()
    qtbot.keyClick(panel.editor, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # the other redo key
    assert window.document.board == Board(2, 2, {2: 3}) and json.loads(panel.text()) == [[-1, -1], [-1, 3]]
    panel.editor.insertPlainText("x")  # typing not (yet) a board: Ctrl+Z drops it, the board stays
    qtbot.keyClick(panel.editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board == Board(2, 2, {2: 3}) and json.loads(panel.text()) == [[-1, -1], [-1, 3]]


def test_undo_of_typing_already_on_the_board_is_the_boards_undo(make_window, qtbot) -> None:
    """Typed keys once on the board are undone as the board's step (Redo then brings them back),
    not as the box's own text history followed by a new edit."""
    window = make_window(Board(2, 2))
    panel = window.matrix_panel
    editor = panel.editor
    editor.setFocus()
    cursor = editor.textCursor()
    text = panel.text()
    at = text.rindex("-1")
    cursor.setPosition(at)
    cursor.setPosition(at + 2, cursor.MoveMode.KeepAnchor)
    editor.setTextCursor(cursor)
    qtbot.keyClicks(editor, "3")  # typed, key by key: a ladder 2 → 3
    assert panel.apply_text() and window.document.board == Board(2, 2, {2: 3})
    steps = window.document.undo_stack.index()
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.undo_stack.index() == steps - 1 and window.document.undo_stack.canRedo()
    assert window.document.board == Board(2, 2) and json.loads(panel.text()) == [[-1, -1], [-1, -1]]
