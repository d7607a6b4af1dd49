"""The learner's teaching docks by real input only: the Solver tab and its Code and Graph
buttons clicked, F6 / Shift+F6 stepping the code and the graph with the board, a square clicked
on the board selected in the graph and a node clicked in the graph ringed on the board, Why BFS?
stepped with its own buttons, and the search exported through the real dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QToolButton

from helpers.keys import click, click_tab, idle, press
from helpers.mouse import click as click_square
from snl_desktop.presets import load_preset

SIX = load_preset("leetcode-6x6")


def solver_button(window, text: str) -> QToolButton:
    panel = window.solver_panel
    buttons = [b for b in panel.findChildren(QToolButton) if b.text().replace("&", "") == text and b.isVisible()]
    assert buttons, f"no button {text!r} in the Solver dock"
    return buttons[0]


def open_teaching_dock(window, qtbot, button: str, dock):
    """Click the Solver's ``button`` and wait for ``dock`` to be on screen; its panel."""
    click(solver_button(window, button))
    qtbot.waitUntil(lambda: dock.isVisible() and dock.built, timeout=60_000)
    return dock.content


def show_solver(window, qtbot) -> None:
    click_tab(window, "Solver")
    qtbot.waitUntil(lambda: window.docks.solver.on_screen, timeout=60_000)


def test_the_code_steps_with_the_keys(journey, qtbot):
    window = journey(SIX.board, SIX.rules)
    show_solver(window, qtbot)
    dock = window.docks.teaching.code_dock
    code = open_teaching_dock(window, qtbot, "Code", dock)
    window.view.setFocus()
    press("F6")
    press("F6")  # the start square taken from the queue, then its first throw: the ladder 2 → 15
    assert [line.strip() for line in code.highlighted_lines()][-1] == "queue.append(rest)"
    assert "ladder to 15" in code.note.text()
    press("Shift+F6")
    assert [line.strip() for line in code.highlighted_lines()] == ["square = queue.popleft()"]
    assert "square = 1" in code.variables.toPlainText()
    click(solver_button(window, "Code"))  # the same button hides it again
    qtbot.waitUntil(lambda: not dock.isVisible(), timeout=60_000)


def test_a_square_clicked_on_the_board_is_ringed(journey, qtbot):
    window = journey(SIX.board, SIX.rules)
    show_solver(window, qtbot)
    click_square(window, 20)
    assert window.docks.teaching.selected == 20
    ring = window.docks.teaching._ring
    assert ring is not None and ring.isVisible()
    assert ring.rect().center() == window.scene.geometry.square_rect(20).center()


def test_why_bfs_steps_depth_first_then_draws_both_routes(journey, qtbot):
    classic = load_preset("classic")
    window = journey(classic.board, classic.rules)
    show_solver(window, qtbot)
    click(solver_button(window, "Why BFS?"))
    dialog = window.docks.teaching.why_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=60_000)
    first = dialog.status.text()
    for _ in range(3):
        click(dialog.step_button)
    assert dialog.status.text() != first and dialog.playback.position == 3
    click(dialog.back_button)
    assert dialog.playback.position == 2
    click(dialog.play_button)  # the test's timer plays every step at once
    qtbot.waitUntil(lambda: "Breadth-first's shortest: 8 throws" in dialog.headline.text(), timeout=60_000)
    assert "Depth-first's first route: 46 throws" in dialog.headline.text()
    assert dialog.bfs_path.isVisible() and dialog.dfs_path.isVisible()
    dialog.close()


def test_the_graph_steps_with_the_keys_and_selects_both_ways(journey, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = journey(SIX.board, SIX.rules)
    show_solver(window, qtbot)
    graph = open_teaching_dock(window, qtbot, "Graph", window.docks.teaching.graph_dock)
    idle()  # the dock takes its room under the board
    assert graph.view.viewport().height() > 200
    window.view.setFocus()
    press("F6")
    press("F6")  # square 1 expanded, its first throw found 15 (the ladder from 2)
    assert graph.nodes[15].discovered and graph.nodes[15].in_queue
    assert not graph.nodes[3].discovered
    press("F6")
    assert graph.nodes[3].discovered

    centre = graph.view.geometry_.centre(23)
    graph.view.centerOn(centre)  # (scrolled into view, as a user would)
    with qtbot.waitSignal(graph.node_clicked, timeout=60_000):
        QTest.mouseClick(
            graph.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            graph.view.mapFromScene(centre),
        )
    ring = window.docks.teaching._ring
    assert window.docks.teaching.selected == 23 and ring.isVisible()
    assert ring.rect().center() == window.scene.geometry.square_rect(23).center()

    graph.view.centerOn(graph.view.geometry_.centre(11))
    QTest.mouseMove(graph.view.viewport(), graph.view.mapFromScene(graph.view.geometry_.centre(11)))
    qtbot.waitUntil(lambda: graph.hover.square == 11, timeout=60_000)
    hover_arrows = window.solver_panel.hover_throws.item
    assert hover_arrows is not None and hover_arrows.current == 11  # the throws drawn on the board too

    click_square(window, 20)
    assert graph.selected == 20 and graph.selection_ring.isVisible()


def test_export_the_search_up_to_the_step_on_show(journey, qtbot, tmp_path):
    from PIL import Image

    from helpers.keys import answer_modal

    window = journey(SIX.board, SIX.rules)
    show_solver(window, qtbot)
    window.view.setFocus()
    for _ in range(8):
        press("F6")  # eight throws of the search
    window.prompter.paths.append(tmp_path / "search.gif")
    seen = answer_modal(["Tab", "Down", "Return"])  # the range: from the start to the step on show
    click(solver_button(window, "Export Animation"))
    qtbot.waitUntil(lambda: (tmp_path / "search.gif").exists(), timeout=60_000)
    assert seen["dialog"].windowTitle() == "Export Animation"
    with Image.open(tmp_path / "search.gif") as gif:
        assert gif.format == "GIF" and gif.n_frames == 8  # one frame a throw, up to the eighth
    assert "search.gif" in window.statusBar().currentMessage()


def test_the_adjacency_list_is_copied_from_the_graph(journey, qtbot):
    from PySide6.QtWidgets import QApplication, QPushButton

    window = journey(SIX.board, SIX.rules)
    show_solver(window, qtbot)
    graph = open_teaching_dock(window, qtbot, "Graph", window.docks.teaching.graph_dock)
    copy = [b for b in graph.findChildren(QPushButton) if b.text() == "Copy adjacency list"][0]
    click(copy)
    lines = QApplication.clipboard().text().splitlines()
    assert "1: 15 3 4 5 6 7" in lines and not any(line.startswith(("2:", "14:", "17:")) for line in lines)
