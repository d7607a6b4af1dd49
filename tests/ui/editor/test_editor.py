"""Editing the board with the mouse: real drags on the view with the Ladder, Snake, Select and
Erase tools; refused placements; Delete; undo and redo; warnings on the board."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt

from helpers.mouse import activate, click, drag, drag_through, send_mouse, toward
from snl_desktop.core import Board, Rules
from snl_desktop.ui.board.items import LadderItem, SnakeItem, WarningMarker
from snl_desktop.ui.board.scene import Tool


def panel_matrix(window) -> list[list[int]]:
    return json.loads(window.matrix_panel.text())


def undo_count(window) -> int:
    return window.document.undo_stack.count()


def status(window) -> str:
    return window.statusBar().currentMessage()


# -- placing ----------------------------------------------------------------------------------


def test_ladder_tool_drag_places_a_ladder_shown_on_the_board_and_in_the_matrix(make_window) -> None:
    window = make_window(Board(10, 10))
    drag(window, 3, 22, via=12)
    board = window.document.board
    assert dict(board.jumps) == {3: 22}
    assert isinstance(window.scene.jump_item(3), LadderItem)
    # square 3 is row 9 (bottom), column 2 of the 10×10 matrix
    assert panel_matrix(window)[9][2] == 22
    assert panel_matrix(window) == board.to_matrix()
    assert undo_count(window) == 1
    assert "ladder" in status(window) and "3" in status(window) and "22" in status(window)
    assert window.isWindowModified()


def test_snake_tool_drag_places_a_snake_shown_on_the_board_and_in_the_matrix(make_window) -> None:
    window = make_window(Board(10, 10))
    window.set_tool(Tool.SNAKE)
    assert window.board_actions.tools[Tool.SNAKE].isChecked()
    drag(window, 47, 26, via=35)
    board = window.document.board
    assert dict(board.jumps) == {47: 26}
    assert isinstance(window.scene.jump_item(47), SnakeItem)
    # square 47 is row 5, column 6 (the fifth row from the bottom runs left to right)
    assert panel_matrix(window)[5][6] == 26
    assert sum(v != -1 for row in panel_matrix(window) for v in row) == 1
    assert undo_count(window) == 1


def test_ladder_and_snake_both_appear_in_the_matrix_panel(make_window) -> None:
    window = make_window(Board(6, 6))
    drag(window, 2, 15)
    window.set_tool(Tool.SNAKE)
    drag(window, 17, 13)
    expected = [[-1] * 6 for _ in range(6)]
    expected[5][1] = 15  # square 2
    expected[3][4] = 13  # square 17 (third row from the bottom runs left to right)
    assert panel_matrix(window) == expected
    assert window.document.board == Board.from_matrix(expected)


def test_ladder_from_square_1_is_allowed_with_the_off_board_start(make_window) -> None:
    window = make_window(Board(10, 10), Rules(start="off-board"))
    drag(window, 1, 38)
    assert dict(window.document.board.jumps) == {1: 38}


def test_the_status_bar_says_while_dragging_whether_the_drop_would_be_allowed(make_window) -> None:
    window = make_window(Board(10, 10))
    send_mouse(window, "press", 30)
    send_mouse(window, "move", 5)
    assert status(window).startswith("cannot drop here")
    assert "a ladder goes up" in status(window)
    send_mouse(window, "move", 45)
    assert status(window) == "release to place a ladder 30 → 45"
    send_mouse(window, "release", 45)
    assert dict(window.document.board.jumps) == {30: 45}


def test_history_names_each_step(make_window) -> None:
    window = make_window(Board(10, 10, {47: 26}))
    drag(window, 3, 22)
    window.set_tool(Tool.SELECT)
    drag(window, 22, 45)
    window.set_tool(Tool.ERASE)
    click(window, 47, toward(window, 47, 26))
    stack = window.document.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == [
        "Add ladder 3 → 22",
        "Move ladder to 3 → 45",
        "Remove snake 47 → 26",
    ]
    assert window.undo_view.model().rowCount() == 4  # "Opened board" and the three steps


# -- refused drags ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "jumps", "start", "end", "why"),
    [
        (Tool.LADDER, {}, 30, 5, "a ladder goes up"),
        (Tool.SNAKE, {}, 20, 60, "a snake goes down"),
        (Tool.SNAKE, {}, 100, 50, "square 100 is the goal"),
        (Tool.LADDER, {}, 1, 38, "square 1 is the start"),
        (Tool.LADDER, {3: 22}, 3, 40, "square 3 already starts a ladder"),
        (Tool.SNAKE, {45: 80}, 45, 12, "square 45 already starts a ladder"),
        (Tool.SNAKE, {62: 19}, 62, 40, "square 62 already starts a snake"),
    ],
    ids=[
        "ladder-down",
        "snake-up",
        "from-goal",
        "from-square-1",
        "occupied-by-ladder",
        "snake-on-ladder",
        "occupied-by-snake",
    ],
)  # a press and release on one square is a click: see below
def test_refused_drag_changes_nothing_and_says_why(make_window, tool, jumps, start, end, why) -> None:
    window = make_window(Board(10, 10, jumps))
    window.set_tool(tool)
    before = window.document.board
    before_text = window.matrix_panel.text()
    drag(window, start, end)
    assert window.document.board == before
    assert undo_count(window) == 0
    assert window.matrix_panel.text() == before_text
    assert not window.isWindowModified()
    assert status(window).startswith("Not placed")
    assert why in status(window)


def test_drop_off_the_board_changes_nothing_and_says_why(make_window) -> None:
    window = make_window(Board(10, 10))
    send_mouse(window, "press", 15)
    send_mouse(window, "move", 100, offset=QPointF(0, -200))  # above the top row, off the board
    send_mouse(window, "release", 100, offset=QPointF(0, -200))
    assert dict(window.document.board.jumps) == {}
    assert undo_count(window) == 0
    assert "off the board" in status(window)


def test_a_drag_through_many_squares_is_exactly_one_undo_step(make_window) -> None:
    window = make_window(Board(10, 10))
    drag_through(window, [4, 15, 25, 36, 44, 57, 68])
    assert dict(window.document.board.jumps) == {4: 68}
    assert undo_count(window) == 1
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {}


# -- select, move, delete, erase --------------------------------------------------------------------


def test_select_tool_drag_of_a_ladder_top_moves_it_as_one_undo_step(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    window.set_tool(Tool.SELECT)
    drag_through(window, [22, 30, 41, 45])
    assert dict(window.document.board.jumps) == {3: 45}
    assert undo_count(window) == 1
    assert window.scene.selected_starts() == {3}
    assert panel_matrix(window)[9][2] == 45
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {3: 22}


def test_select_tool_drag_of_a_ladder_bottom_moves_it(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    window.set_tool(Tool.SELECT)
    drag(window, 3, 8)
    assert dict(window.document.board.jumps) == {8: 22}
    assert undo_count(window) == 1
    assert window.scene.selected_starts() == {8}
    assert isinstance(window.scene.jump_item(8), LadderItem)
    assert window.scene.jump_item(3) is None


def test_moving_both_ends_of_a_ladder_one_after_the_other(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    window.set_tool(Tool.SELECT)
    drag(window, 22, 45)
    drag(window, 3, 8)
    assert dict(window.document.board.jumps) == {8: 45}
    assert undo_count(window) == 2
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {3: 45}
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {3: 22}


def test_select_tool_drag_of_a_snake_head_and_tail(make_window) -> None:
    window = make_window(Board(10, 10, {47: 26}))
    window.set_tool(Tool.SELECT)
    drag(window, 47, 52)
    assert dict(window.document.board.jumps) == {52: 26}
    drag(window, 26, 13)
    assert dict(window.document.board.jumps) == {52: 13}
    assert isinstance(window.scene.jump_item(52), SnakeItem)
    assert undo_count(window) == 2


@pytest.mark.parametrize(
    ("jumps", "grab", "drop", "why"),
    [
        ({3: 22}, 22, 2, "a ladder goes up"),
        ({3: 22, 8: 30}, 3, 8, "square 8 already starts a ladder"),
        ({47: 26}, 26, 60, "a snake goes down"),
        ({3: 22}, 3, 100, "a ladder goes up"),
    ],
    ids=["ladder-top-below-bottom", "onto-another-start", "snake-tail-above-head", "ladder-bottom-to-goal"],
)
def test_refused_move_changes_nothing_and_says_why(make_window, jumps, grab, drop, why) -> None:
    window = make_window(Board(10, 10, jumps))
    window.set_tool(Tool.SELECT)
    before = window.document.board
    drag(window, grab, drop)
    assert window.document.board == before
    assert undo_count(window) == 0
    assert status(window).startswith("Not placed") and why in status(window)
    for start in jumps:
        assert window.scene.jump_item(start).opacity() == 1.0  # no piece left faded


def test_grabbing_an_end_and_dropping_it_where_it_was_is_not_an_edit(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    window.set_tool(Tool.SELECT)
    drag(window, 22, 22)
    assert undo_count(window) == 0
    assert window.scene.selected_starts() == {3}


def test_click_selects_and_delete_removes_the_jump(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22, 47: 26}))
    window.set_tool(Tool.SELECT)
    assert not window.board_actions.delete.isEnabled()
    click(window, 3, toward(window, 3, 22))  # on the middle of the ladder
    assert window.scene.selected_starts() == {3}
    assert window.board_actions.delete.isEnabled()
    window.board_actions.delete.trigger()
    assert dict(window.document.board.jumps) == {47: 26}
    assert window.scene.jump_item(3) is None
    assert undo_count(window) == 1
    assert not window.board_actions.delete.isEnabled()
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {3: 22, 47: 26}


def test_click_on_an_empty_square_clears_the_selection(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    window.set_tool(Tool.SELECT)
    click(window, 3, toward(window, 3, 22))
    assert window.scene.selected_starts() == {3}
    click(window, 88)
    assert window.scene.selected_starts() == set()
    assert not window.board_actions.delete.isEnabled()
    window.board_actions.delete.trigger()
    assert dict(window.document.board.jumps) == {3: 22}
    assert undo_count(window) == 0


def test_erase_tool_click_removes_a_jump(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22, 47: 26}))
    window.set_tool(Tool.ERASE)
    click(window, 47, toward(window, 47, 26))  # on the snake's body
    assert dict(window.document.board.jumps) == {3: 22}
    assert undo_count(window) == 1
    click(window, 90)  # nothing there
    assert dict(window.document.board.jumps) == {3: 22}
    assert undo_count(window) == 1


def test_keyboard_tools_delete_undo_and_redo(make_window, qtbot) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    activate(window, qtbot)
    qtbot.keyClick(window.view, Qt.Key.Key_V)
    assert window.scene.tool is Tool.SELECT
    click(window, 3, toward(window, 3, 22))
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert dict(window.document.board.jumps) == {}
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dict(window.document.board.jumps) == {3: 22}
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert dict(window.document.board.jumps) == {}
    qtbot.keyClick(window.view, Qt.Key.Key_S)
    assert window.scene.tool is Tool.SNAKE
    drag(window, 90, 12)
    assert dict(window.document.board.jumps) == {90: 12}


# -- undo and redo -----------------------------------------------------------------------------------


def test_undo_and_redo_restore_the_exact_matrices_step_by_step(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    states = [{3: 22}, {3: 22, 5: 34}, {3: 22, 5: 34, 62: 19}, {3: 22, 5: 44, 62: 19}, {5: 44, 62: 19}]
    expected = [Board(10, 10, jumps).to_matrix() for jumps in states]

    drag(window, 5, 34)
    window.set_tool(Tool.SNAKE)
    drag(window, 62, 19)
    window.set_tool(Tool.SELECT)
    drag(window, 34, 44)
    window.set_tool(Tool.ERASE)
    click(window, 3, toward(window, 3, 22, 0.3))
    assert window.document.board.to_matrix() == expected[-1]
    assert undo_count(window) == 4

    for k in range(3, -1, -1):
        window.board_actions.undo.trigger()
        assert window.document.board.to_matrix() == expected[k]
        assert panel_matrix(window) == expected[k]
        assert set(window.scene.selected_starts()) <= set(states[k])
        assert {s for s in states[k] if window.scene.jump_item(s) is not None} == set(states[k])
    assert not window.board_actions.undo.isEnabled()
    assert not window.isWindowModified()

    for k in range(1, 5):
        window.board_actions.redo.trigger()
        assert window.document.board.to_matrix() == expected[k]
        assert panel_matrix(window) == expected[k]
    assert not window.board_actions.redo.isEnabled()
    assert window.isWindowModified()


# -- warnings ----------------------------------------------------------------------------------------


def test_pasted_chain_and_self_jump_are_listed_and_marked_on_the_board(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    # 3×3: 2→5 ends where 5→8 starts (a chain); 4→4 ends on its own start
    text = "[[-1, -1, -1],\n [-1, 8, 4],\n [-1, 5, -1]]"
    window.matrix_panel.editor.setPlainText(text)
    assert window.matrix_panel.apply_text()
    assert dict(window.document.board.jumps) == {2: 5, 5: 8, 4: 4}

    panel = window.problems_panel
    messages = [panel.item(i).text() for i in range(panel.count())]
    chain = [m for m in messages if "chain" in m]
    self_jump = [m for m in messages if "own start" in m]
    assert len(chain) == 1 and "square 2" in chain[0]
    assert len(self_jump) == 1 and "square 4" in self_jump[0]

    markers = [item for item in window.scene.items() if isinstance(item, WarningMarker)]
    geometry = window.scene.geometry
    marked = {label for label in range(1, 10) for m in markers if geometry.square_rect(label).contains(m.pos())}
    assert marked == {2, 4}
    assert any("chain" in m.toolTip() for m in markers)

    # choosing the warning selects the jump it is about
    row = messages.index(chain[0])
    rect = panel.visualItemRect(panel.item(row))
    qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.scene.selected_starts() == {2}

    # removing the chain's second jump clears the chain warning and its marker
    window.set_tool(Tool.ERASE)
    click(window, 5, toward(window, 5, 8, 0.5))
    assert dict(window.document.board.jumps) == {2: 5, 4: 4}
    messages = [panel.item(i).text() for i in range(panel.count())]
    assert not any("chain" in m for m in messages)
    markers = [item for item in window.scene.items() if isinstance(item, WarningMarker)]
    assert len(markers) == 1


def test_a_board_without_problems_says_so(make_window) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    panel = window.problems_panel
    assert panel.count() == 1 and "No warnings" in panel.item(0).text()
    assert not [item for item in window.scene.items() if isinstance(item, WarningMarker)]


def test_a_pasted_jump_from_square_1_is_a_warning_on_square_1(make_window) -> None:
    window = make_window(Board(10, 10))
    window.matrix_panel.editor.setPlainText("[[-1, -1, -1],\n [-1, -1, -1],\n [5, -1, -1]]")
    assert window.matrix_panel.apply_text()
    assert dict(window.document.board.jumps) == {1: 5}
    messages = [window.problems_panel.item(i).text() for i in range(window.problems_panel.count())]
    assert any("square 1" in m and "never taken" in m for m in messages)
    markers = [item for item in window.scene.items() if isinstance(item, WarningMarker)]
    assert len(markers) == 1 and window.scene.geometry.square_rect(1).contains(markers[0].pos())


def test_an_unreachable_goal_is_explained(make_window) -> None:
    window = make_window(Board(10, 10))
    assert window.throws_label.text() == "Fewest throws: 17"
    window.set_tool(Tool.SNAKE)
    for head in (94, 95, 96, 97, 98, 99):  # six snakes in a row: no throw gets past them
        drag(window, head, 12)
    assert window.throws_label.text() == "One die a throw never reaches the goal"

    def messages() -> list[str]:
        return [window.problems_panel.item(i).text() for i in range(window.problems_panel.count())]

    assert not any("cannot be reached" in m for m in messages())  # a 6 and another throw pass the wall
    window.document.set_rules(Rules(extra_roll_on_six=False))  # one die a turn: the wall holds
    assert any("cannot be reached" in m and "100" in m for m in messages())
    window.board_actions.undo.trigger()
    window.board_actions.undo.trigger()
    assert window.throws_label.text() != "One die a throw never reaches the goal"


# -- edge cases a designer can run into ----------------------------------------------------------------


def test_erase_tool_removes_a_pasted_jump_that_ends_on_its_own_start(make_window) -> None:
    """A matrix may hold a jump 4 → 4 (a warning, not an error). The warning marker sits on
    square 4; clicking there with the Erase tool must remove it like any other jump."""
    window = make_window(Board(3, 3, {4: 4, 6: 2}))
    window.set_tool(Tool.ERASE)
    click(window, 4)
    assert dict(window.document.board.jumps) == {6: 2}


def test_a_jump_that_ends_on_its_own_start_can_be_selected_by_clicking_its_square(make_window) -> None:
    window = make_window(Board(3, 3, {4: 4, 6: 2}))
    window.set_tool(Tool.SELECT)
    click(window, 4)
    assert window.scene.selected_starts() == {4}


def test_undo_while_dragging_an_end_of_the_undone_jump_does_not_fail(make_window) -> None:
    """Holding the mouse on a ladder's end and pressing Ctrl+Z (or the matrix panel applying
    typed text) removes the ladder mid-drag; the rest of the drag must do nothing, not raise."""
    window = make_window(Board(10, 10))
    drag(window, 3, 22)
    window.set_tool(Tool.SELECT)
    send_mouse(window, "press", 22)
    send_mouse(window, "move", 30)
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {}
    send_mouse(window, "move", 45)
    send_mouse(window, "release", 45)
    assert dict(window.document.board.jumps) == {}
    assert window.document.undo_stack.index() == 0


def test_a_click_without_a_drag_explains_how_to_draw_and_changes_nothing(make_window) -> None:
    from helpers.mouse import send_mouse

    window = make_window(Board(10, 10))
    send_mouse(window, "press", 12)
    send_mouse(window, "release", 12)
    assert window.document.undo_stack.count() == 0
    message = window.statusBar().currentMessage()
    assert message == "To place a ladder, drag from the bottom square to the top square."
    assert "Not placed" not in message


def test_rubber_band_and_ctrl_click_select_several_jumps_and_delete_removes_them(make_window) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from helpers.mouse import send_mouse

    window = make_window(Board(10, 10, {3: 22, 25: 6, 88: 99}))
    window.set_tool(Tool.SELECT)
    # a rubber band from the bottom-left corner over the lower half: the ladder 3→22 and the snake 25→6
    view = window.view
    corner = view.mapFromScene(window.scene.geometry.square_rect(1).bottomLeft() + QPointF(-5, 5))
    far = view.mapFromScene(window.scene.geometry.square_rect(30).topRight() + QPointF(5, -5))
    for kind, point, buttons in (
        (QMouseEvent.Type.MouseButtonPress, corner, Qt.MouseButton.LeftButton),
        (QMouseEvent.Type.MouseMove, far, Qt.MouseButton.LeftButton),
        (QMouseEvent.Type.MouseButtonRelease, far, Qt.MouseButton.NoButton),
    ):
        button = Qt.MouseButton.NoButton if kind == QMouseEvent.Type.MouseMove else Qt.MouseButton.LeftButton
        QApplication.sendEvent(
            view.viewport(),
            QMouseEvent(
                kind,
                QPointF(point),
                QPointF(view.viewport().mapToGlobal(point)),
                button,
                buttons,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
    assert window.scene.selected_starts() == {3, 25}
    # Ctrl+click the ladder 88→99 (its middle) to add it
    middle = (window.scene.geometry.centre(88) + window.scene.geometry.centre(99)) / 2
    local = view.mapFromScene(middle)
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        QApplication.sendEvent(
            view.viewport(),
            QMouseEvent(
                kind,
                QPointF(local),
                QPointF(view.viewport().mapToGlobal(local)),
                Qt.MouseButton.LeftButton,
                Qt.MouseButton.LeftButton if kind == QMouseEvent.Type.MouseButtonPress else Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.ControlModifier,
            ),
        )
    assert window.scene.selected_starts() == {3, 25, 88}
    window.board_actions.delete.trigger()
    assert dict(window.document.board.jumps) == {}
    assert window.document.undo_stack.count() == 1  # one step
    window.board_actions.undo.trigger()
    assert dict(window.document.board.jumps) == {3: 22, 25: 6, 88: 99}
    send_mouse(window, "press", 50)  # a click on empty board clears the selection
    send_mouse(window, "release", 50)
    assert window.scene.selected_starts() == set()


def test_a_selection_is_dropped_when_another_tool_is_chosen(make_window) -> None:
    window = make_window(Board(10, 10, {40: 12}))
    window.set_tool(Tool.SELECT)
    click(window, 40)
    assert window.scene.selected_starts() == {40}
    window.set_tool(Tool.LADDER)
    assert window.scene.selected_starts() == set()  # no handles left while drawing
    window.problems_panel.square_chosen.emit(40)  # a Warnings entry picks it while drawing
    drag(window, 3, 22)
    assert window.scene.selected_starts() == set()


# -- Board → Generate: Cancel inside a board (issue 23, finding 11) ----------------------------


def test_cancel_during_generation_stops_inside_the_board_under_way(make_window, prompter, monkeypatch) -> None:
    """Cancel in the progress dialog acted only between boards (about 11 s each on a 50×50
    board). The generator now tells its progress as it works inside a board: Cancel pressed
    at the first report stops the board under way, and nothing is changed."""
    from snl_desktop.core import generator
    from snl_desktop.core.generator import Targets
    from snl_desktop.ui.kit import background

    boards_done: list[int] = []
    real_solve = generator.solve
    monkeypatch.setattr(generator, "solve", lambda *a, **k: boards_done.append(1) or real_solve(*a, **k))
    reports: list[int] = []

    def cancelled_at_once(_parent, _label, work):
        def progress(done: int, total: int) -> bool:
            reports.append(len(boards_done))
            return False  # Cancel pressed

        return work(progress)

    monkeypatch.setattr(background, "run_with_progress", cancelled_at_once)
    window = make_window(Board(10, 10, {3: 22}))
    before = window.document.board
    prompter.script("generate_targets", (Targets(30, 30, 30, 30, throws=(0, 0)), 4))
    assert not window.edits.generate_board()
    assert reports == [0]  # told inside the first board, and it stopped there
    assert prompter.generate_messages == ["Cancelled after 1 board: nothing was changed."]
    assert window.document.board is before and window.document.undo_stack.count() == 0


def test_the_generator_remembers_its_targets_and_names_the_new_board(make_window, prompter, tmp_path) -> None:
    """The generator forgot its last targets and seed, and a generated board kept the previous
    board's name; a long game (634 turns on average) came without a word."""
    from snl_desktop.core.generator import Targets
    from snl_desktop.ui.editor.generator_dialog import GeneratorDialog

    window = make_window(Board(10, 10))
    window.document.set_name("My careful board")
    prompter.script("generate_targets", (Targets(8, 8, 3, 2, None, None), 77))
    assert window.edits.generate_board()
    assert window.document.name == "Generated 8×8, seed 77"  # a new board: not "My careful board"
    window.document.undo_stack.undo()
    assert window.document.name == "My careful board"  # Undo brings it back with its name
    dialog = GeneratorDialog(Board(10, 10), window, None, window.settings)
    dialog.rows.setValue(12)
    dialog.snakes.setValue(5)
    dialog.use_expected.setChecked(True)
    dialog.seed.setValue(4242)
    dialog.accept()
    again = GeneratorDialog(Board(10, 10), window, None, window.settings)
    assert (again.rows.value(), again.snakes.value(), again.seed.value()) == (12, 5, 4242)
    assert again.use_expected.isChecked()
    again.close()


@pytest.mark.slow
def test_a_long_generated_game_is_told(make_window, prompter) -> None:
    from snl_desktop.core.generator import Targets

    window = make_window(Board(10, 10))
    said: list[str] = []
    window.edits.status = lambda text, ms=0: said.append(text)
    prompter.script("generate_targets", (Targets(20, 20, 30, 3, None, None), 5))
    assert window.edits.generate_board()
    assert "turns on average" in said[-1]
    assert "a long game" in said[-1]
