"""The BFS Code dock follows the Solver: its highlighted lines and variables move with every
step, by the Solver's step size; an edit starts it over; a square clicked on the board is ringed."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor

from snl_desktop.core import Board, solution
from snl_desktop.core.code_steps import CodeSteps
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset

SIX = load_preset("leetcode-6x6")


def open_code(window):
    window.docks.teaching.code_dock.toggleViewAction().trigger()
    return window.docks.teaching.code_dock.content


def test_the_code_follows_each_step_of_the_solver(make_window, qtbot) -> None:
    window = make_window(SIX.board, SIX.rules)
    code = open_code(window)
    assert window.docks.teaching.code_dock.isVisible()
    start = [line.strip() for line in code.highlighted_lines()]
    assert start == ["queue = deque([start])"] and "queue  = [1]" in code.variables.toPlainText()  # step 0
    solver = window.solver_panel
    solver.step_forward()  # one throw: the start square is taken from the queue
    assert [line.strip() for line in code.highlighted_lines()] == ["square = queue.popleft()"]
    assert "square = 1" in code.variables.toPlainText()
    solver.step_forward()  # throw 1 from square 1: the ladder 2 → 15, a new square
    assert [line.strip() for line in code.highlighted_lines()] == [
        "dist[rest] = dist[square] + 1",
        "parent[rest] = square",
        "queue.append(rest)",
    ]
    text = code.variables.toPlainText()
    assert "face = 1    rest = 15" in text and "queue  = [15]" in text and "1 → 15" in text
    assert "ladder to 15" in code.note.text()


def test_step_sizes_move_the_code_by_the_same_amounts(make_window) -> None:
    window = make_window(SIX.board, SIX.rules)
    code = open_code(window)
    solver = window.solver_panel
    steps = CodeSteps(SearchReplay(solution(SIX.board, SIX.rules)))
    for granularity in ("square", "depth"):
        solver.restart()
        solver.step_size.setCurrentIndex(solver.step_size.findData(granularity))
        solver.step_forward()
        solver.step_forward()
        expected = steps.at(solver.replay.next_position(solver.replay.next_position(0, granularity), granularity))
        assert code.state == expected
        assert code.state.position == solver.position


@pytest.mark.slow
def test_the_end_shows_the_route_and_an_edit_starts_over(make_window, qtbot) -> None:
    window = make_window(SIX.board, SIX.rules)
    code = open_code(window)
    solver = window.solver_panel
    solver.toggle_play()
    qtbot.waitUntil(
        lambda: solver.position_label.text().endswith("finished"), timeout=60_000
    )  # (the end, however long the machine takes)
    assert code.highlighted_lines()[-1].strip() == "return route[::-1]"
    assert "route  = 1 → 15 → 13 → 35 → 36" in code.variables.toPlainText()
    window.document.apply(Board(6, 6), "Clear")
    qtbot.waitUntil(lambda: [line.strip() for line in code.highlighted_lines()] == ["queue = deque([start])"])
    assert "queue  = [1]" in code.variables.toPlainText() and "route" not in code.variables.toPlainText()


def test_a_code_dock_opened_mid_search_starts_where_the_solver_is(make_window) -> None:
    window = make_window(SIX.board, SIX.rules)
    solver = window.solver_panel
    for _ in range(5):
        solver.step_forward()
    code = open_code(window)
    assert code.state is not None and code.state.position == 5


def test_the_graph_follows_an_edit_of_the_board(make_window, qtbot) -> None:
    window = make_window(SIX.board, SIX.rules)
    window.docks.teaching.graph_dock.toggleViewAction().trigger()
    graph = window.docks.teaching.graph_dock.content
    assert 20 in graph.nodes  # a plain square: a node
    window.document.apply(SIX.board.with_jump(20, 34), "Ladder 20 → 34")
    qtbot.waitUntil(lambda: 20 not in graph.nodes, timeout=60_000)  # now a ladder's foot: no token rests there
    assert 34 in graph.nodes


def test_graph_then_code_share_the_room_under_the_board(make_window, qtbot) -> None:
    window = make_window(SIX.board, SIX.rules, size=None)
    graph, code = window.docks.teaching.docks
    graph.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: graph.height() > window.height() * 0.3, timeout=60_000)
    code.toggleViewAction().trigger()  # opened later: it still gets half the width
    qtbot.waitUntil(lambda: code.width() > window.view.width() * 0.35, timeout=60_000)
    assert graph.width() > window.view.width() * 0.35


def test_code_opened_mid_search_shows_its_lines_at_once(make_window, qtbot) -> None:
    """Opened after 40 steps, the listing showed its first lines with the running ones
    off-screen until the next step."""
    window = make_window(SIX.board, SIX.rules, size=(1100, 700))
    solver = window.solver_panel
    solver.seek(40)
    code = open_code(window)
    qtbot.waitExposed(code)
    first, last = code.state.lines
    assert first > 12  # far enough down that the listing's top does not show it

    def running_line_shown() -> bool:
        rect = code.code.cursorRect(QTextCursor(code.code.document().findBlockByNumber(first)))
        return code.code.viewport().rect().contains(rect)

    qtbot.waitUntil(running_line_shown, timeout=60_000)  # once the dock has found its size


def test_leetcodes_form_follows_the_same_steps_and_returns_at_the_goal(make_window) -> None:
    window = make_window(SIX.board, SIX.rules)
    code = open_code(window)
    solver = window.solver_panel
    solver.seek(2)  # throw 1 from square 1: lands on 2, the ladder to 15
    code.form.setCurrentIndex(code.form.findData("leetcode"))
    lines = [line.strip() for line in code.highlighted_lines()]
    assert lines[0] == "row, col = cell(landed)" and lines[-1] == "queue.append(rest)"
    assert "landed = 2    row, col = 5, 1    rest = 15" in code.variables.toPlainText()  # the numbering, shown
    assert "parent" not in code.variables.toPlainText()
    solver.seek(10**6)
    assert code.note.text().endswith(
        "The function has returned 4: the goal, square 36, left the queue. "
        "(The full search goes on to find every square's distance.)"
    )
    code.form.setCurrentIndex(code.form.findData("full"))
    assert [line.strip() for line in code.highlighted_lines()][-1] == "return route[::-1]"


def test_leetcodes_form_is_offered_only_for_leetcodes_rules(make_window) -> None:
    from snl_desktop.core import Rules

    window = make_window(SIX.board, Rules(overshoot="bounce"))
    code = open_code(window)
    assert not code.form.model().item(1).isEnabled()
    window.document.set_rules(SIX.rules)  # LeetCode's rules: its form is offered again
    assert code.form.model().item(1).isEnabled()


def test_the_variables_stay_python_in_a_language_with_other_digits(make_window, app) -> None:
    """In Egyptian Arabic the sentences write ٠١٢…, but the variables are the code's: the queue
    is a Python list, "[15, 8]", never "[١٥، ٨]"; the comment beside it is in Arabic."""
    from PySide6.QtCore import QLocale

    from snl_desktop.words import languages

    languages.use(app, "ar")
    QLocale.setDefault(QLocale("ar_EG"))
    try:
        window = make_window(SIX.board, SIX.rules)
        code = open_code(window)
        for _ in range(3):
            window.solver_panel.step_forward()
        queue = next(line for line in code.variables.toPlainText().splitlines() if line.startswith("queue"))
    finally:
        languages.use(app, "en")
    assert queue.startswith("queue  = [15, 3]"), queue
