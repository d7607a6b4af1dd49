"""The Analysis dock and Board → Generate."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.analysis import analyze
from snl_desktop.core.generator import Targets
from snl_desktop.presets import load_preset
from snl_desktop.ui.analysis.heat_map import usage_colour

MB = load_preset("milton-bradley")


def show_analysis(window, qtbot):
    window.docks.analysis.show()
    window.docks.analysis.raise_()
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000) as blocker:
        window.analysis_panel.schedule()
    return blocker.args[0]


@pytest.mark.slow
def test_the_dock_shows_the_exact_figures_and_the_chart(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    result = show_analysis(window, qtbot)
    panel = window.analysis_panel
    assert round(result.expected_turns, 4) == 39.2251
    assert "39.23 turns on average" in panel.headline.text()
    assert panel.figures["min"].text() == "7 turns"
    assert panel.seats.text().startswith("1: 50.8%, 2: 49.2%")
    chart = panel.chart
    assert chart is not None and chart.shown_turns >= result.p90_turns
    assert list(chart.bars.opts["height"])[:8] == result.distribution[:8]
    panel.within.setValue(result.median_turns)
    assert panel.within_label.text().startswith(f"{result.chance_within(result.median_turns):.2%}")


@pytest.mark.slow
def test_the_dock_says_which_snakes_and_ladders_matter(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    result = show_analysis(window, qtbot)
    rows = window.analysis_panel.usage.rows()
    assert len(rows) == len(MB.board.jumps)
    top = max(result.usage.jump_usage, key=lambda row: row[2])
    assert rows[0] == (f"{'Ladder' if top[1] > top[0] else 'Snake'} {top[0]}→{top[1]}", f"{top[2]:.2f} times")
    trap = Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}})
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000):
        window.document.apply(trap, "a trap")
    assert window.analysis_panel.usage.rows() == []
    assert "a game can fail to finish" in window.analysis_panel.usage.note.text()


@pytest.mark.slow
def test_the_usage_heat_map_on_the_board(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    result = show_analysis(window, qtbot)
    heat = window.analysis_panel.heat_map
    assert not heat.layers  # only when asked for
    window.analysis_panel.usage.on_board.setChecked(True)
    assert heat.layers and all(layer.scene() is window.scene for layer in heat.layers)
    visits = result.usage.square_visits
    busiest = max(range(2, 100), key=lambda s: visits[s])
    quietest = min(range(2, 100), key=lambda s: visits[s])
    by_square = {r.center().toTuple(): usage_colour(share) for r, share, _ in heat.layers[0].entries}
    dark = by_square[window.scene.geometry.square_rect(busiest).center().toTuple()].lightnessF()
    pale = by_square[window.scene.geometry.square_rect(quietest).center().toTuple()].lightnessF()
    assert dark < pale  # the busiest square is the darkest
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000):
        window.document.apply(Board(10, 10, {5: 50}), "edit")
        assert not heat.layers  # the old board's figures go at once
    assert heat.layers
    window.analysis_panel.usage.on_board.setChecked(False)
    assert not heat.layers


@pytest.mark.slow
def test_figures_follow_every_edit_and_stale_answers_are_dropped(make_window, qtbot) -> None:
    window = make_window(Board(6, 6))
    panel = window.analysis_panel
    first = show_analysis(window, qtbot)
    board = Board(6, 6, {3: 30})
    with qtbot.waitSignal(panel.analysed, timeout=60_000) as blocker:
        window.document.apply(Board(6, 6, {3: 20}), "edit 1")
        window.document.apply(board, "edit 2")  # before the first answer is shown
    assert blocker.args[0].expected_turns == analyze(board, Rules(), 2).expected_turns
    assert blocker.args[0].expected_turns != first.expected_turns
    panel._answers._deliver(panel._answers._request - 1, first)  # an answer about an older board arrives late
    assert panel.result.expected_turns == analyze(board, Rules(), 2).expected_turns


def test_a_board_that_never_finishes_is_explained(make_window, qtbot) -> None:
    trap = Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}})
    window = make_window(trap, Rules(extra_roll_on_six=False))
    result = show_analysis(window, qtbot)
    assert result.never_finishes == 1.0
    assert "never reach the goal" in window.analysis_panel.headline.text()
    assert window.analysis_panel.figures["rounds"].text() == "for ever"


@pytest.mark.slow
def test_generate_makes_a_board_as_one_undo_step(make_window, prompter) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    prompter.script("generate_targets", (Targets(8, 8, 5, 5, throws=(4, 9)), 11))
    assert window.edits.generate_board()
    board = window.document.board
    assert (board.rows, board.cols) == (8, 8) and len(board.snakes) == 5 and len(board.ladders) == 5
    assert 4 <= solution(board, Rules()).min_rolls <= 9
    assert window.document.undo_stack.count() == 1
    window.board_actions.undo.trigger()
    assert window.document.board == Board(10, 10, {3: 22})


def test_a_missed_target_asks_before_using_the_closest_board(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    prompter.script("generate_targets", (Targets(6, 6, 2, 2, throws=(0, 0)), 5))
    prompter.script("confirm", False)
    assert not window.edits.generate_board()
    assert "fewest throws between 0 and 0" in prompter.asked[-1][1][1]
    assert window.document.board == Board(10, 10)
    assert "none met every target" in prompter.asked[-1][1][1]
    assert prompter.generate_messages[-1].startswith("No board met every target: fewest throws between 0 and 0")


def test_the_generator_dialog_explains_impossible_targets_and_stays_open(make_window, prompter, qtbot) -> None:
    from snl_desktop.ui.editor.generator_dialog import GeneratorDialog

    window = make_window(Board(4, 4))
    tried: list[tuple[Targets, int]] = []
    dialog = GeneratorDialog(
        window.document.board,
        window,
        lambda targets, seed: tried.append((targets, seed)) or "No board was made: unlucky.",
    )
    assert (dialog.snakes.value(), dialog.ladders.value()) == (1, 1)  # not 8 + 8 on 16 squares
    assert dialog.generate_button.isEnabled()
    dialog.snakes.setValue(8)
    assert not dialog.generate_button.isEnabled()
    assert "this board has 14 free" in dialog.error.text()
    dialog.snakes.setValue(2)
    dialog.rows.setValue(6)
    assert dialog.cols.value() == 6  # Columns follow Rows while "Square" is on
    dialog.square.setChecked(False)
    dialog.rows.setValue(7)
    assert dialog.cols.value() == 6
    dialog.show()
    dialog.generate_button.click()  # the attempt fails: the dialog stays open, the inputs kept
    assert dialog.isVisible() and dialog.error.text() == "No board was made: unlucky."
    assert tried[-1][0] == Targets(7, 6, 2, 1) and dialog.snakes.value() == 2
    dialog.reject()


@pytest.mark.slow
def test_generation_runs_off_the_gui_thread(make_window, prompter, qtbot, monkeypatch) -> None:
    import threading

    from snl_desktop.core import generator

    on_gui_thread: list[bool] = []
    real = generator.generate

    def watched(*args, **kwargs):
        on_gui_thread.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(generator, "generate", watched)
    window = make_window(Board(10, 10))
    prompter.script("generate_targets", (Targets(8, 8, 5, 5), 11))
    assert window.edits.generate_board()
    assert on_gui_thread == [False]  # the core worked in the pool; the window kept its event loop


@pytest.mark.slow
def test_nothing_is_cut_at_ten_players_and_the_window_fits_1366_by_768(make_window, qtbot) -> None:
    """At 10 players the seats stopped after seat 5, the "within" sentence was cut, the heat-map
    box hidden, and while the dock existed the window could not be shorter than 812 px."""
    window = make_window(MB.board, MB.rules, size=(1366, 768))
    window.docks.analysis.show()
    window.docks.analysis.raise_()
    panel = window.analysis_panel
    with qtbot.waitSignal(panel.analysed, timeout=60_000):
        panel.players.setValue(10)
    assert window.minimumSizeHint().height() <= 768 and window.height() == 768
    assert panel.seats.text().count(":") == 10  # every seat is said
    for label in (panel.seats, panel.within_label):  # a figure wraps; its text is never cut
        assert label.heightForWidth(label.width()) <= label.height() + 1 or label.wordWrap()
    assert panel.seats.wordWrap() and panel.within_label.wordWrap()
    area = window.docks.analysis.widget()  # the dock scrolls to whatever does not fit
    box = panel.usage.on_board

    def box_scrolled_into_view() -> bool:  # once the layout has settled, however long that takes
        area.ensureWidgetVisible(box)
        top_left = box.mapTo(area.viewport(), box.rect().topLeft())
        return area.viewport().rect().contains(top_left) and top_left.y() + box.height() <= area.viewport().height()

    qtbot.waitUntil(box_scrolled_into_view, timeout=60_000)


@pytest.mark.slow
def test_the_figures_say_their_rules_explain_themselves_and_give_one_reason(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    show_analysis(window, qtbot)
    panel = window.analysis_panel
    assert panel.rules_label.text().startswith("Rules: one die a turn")
    assert "three throws" in panel.figures["min"].toolTip()  # why a turn count can be below the fewest throws
    trap = Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}})
    with qtbot.waitSignal(panel.analysed, timeout=60_000):
        window.document.apply(trap, "a trap")
    note = panel.usage.note.text()
    assert "a game can fail to finish" in note and "more than" not in note and "too long" not in note


@pytest.mark.slow
def test_a_usage_row_chosen_selects_its_jump_and_the_heat_map_explains_itself(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    result = show_analysis(window, qtbot)
    usage = window.analysis_panel.usage
    usage.table.setCurrentCell(0, 0)
    top = max(result.usage.jump_usage, key=lambda row: (row[2], -row[0]))
    assert window.scene.selected_starts() == {top[0]}
    usage.on_board.setChecked(True)
    assert usage.legend.isVisible() and usage.legend.most > 0
    heat = window.analysis_panel.heat_map
    figures = heat.layers[1]
    from snl_desktop.ui.board import theme

    assert figures.zValue() > theme.Z_SNAKE_HEAD  # above the snakes and ladders: never hidden under them
    classic = load_preset("classic")  # (Milton Bradley's square 1 starts a ladder: nobody rests there)
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000):
        window.document.load(classic, None)
    texts = {r.center().toTuple(): t for r, _c, t in heat.layers[1].entries}
    assert texts[window.scene.geometry.square_rect(1).center().toTuple()] == "1.0"  # the start: rested on once


@pytest.mark.slow
def test_the_most_likely_path_beside_the_shortest_on_request(make_window, qtbot) -> None:
    from snl_desktop.core.likely_path import most_likely_path
    from snl_desktop.ui.analysis.likely_path import LikelyPathItem

    window = make_window(MB.board, MB.rules)
    show_analysis(window, qtbot)
    panel = window.analysis_panel
    assert not [i for i in window.scene.items() if isinstance(i, LikelyPathItem)]  # only on request
    panel.likely.setChecked(True)
    qtbot.waitUntil(lambda: panel.likely_path is not None, timeout=60_000)
    expected = most_likely_path(MB.board, MB.rules)
    assert panel.likely_path == expected
    drawn = [i for i in window.scene.items() if isinstance(i, LikelyPathItem)]
    assert len(drawn) == 1 and drawn[0].path.squares == expected.squares
    assert panel.likely_label.text().startswith(f"Most likely path, {expected.turns} turns: 0 → ")
    with qtbot.waitSignal(panel.analysed, timeout=60_000):
        window.document.apply(MB.board.without_jump(max(MB.board.ladders)), "edit")
    qtbot.waitUntil(lambda: panel.likely_path is not None and panel.likely_path != expected, timeout=60_000)
    panel.likely.setChecked(False)
    assert not [i for i in window.scene.items() if isinstance(i, LikelyPathItem)]


@pytest.mark.slow
def test_the_dock_says_how_far_a_long_analysis_is(make_window, qtbot, monkeypatch) -> None:
    """A 200×200 board's analysis takes seconds: the headline counts the percent up meanwhile."""
    from PySide6.QtWidgets import QLabel

    window = make_window(Board(40, 40, {5: 900, 700: 30, 1200: 1590, 1500: 2}), Rules(move_each_throw=True))
    headline, said = window.analysis_panel.headline, []
    real = QLabel.setText
    monkeypatch.setattr(
        QLabel, "setText", lambda label, text: (label is headline and said.append(text)) or real(label, text)
    )
    show_analysis(window, qtbot)
    percents = [int(text.removeprefix("Analysing… ").removesuffix("%")) for text in said if text.endswith("%")]
    assert len(percents) >= 3 and percents == sorted(percents) and percents[-1] == 100, said
    assert "turns on average" in headline.text()
