"""A snake keeps its colour through every edit (adding 54→34 recoloured three others before), and
the designer chooses a jump's colour and pattern from its right-click menu: one undo step each,
kept in the `.snl` file."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from snl_desktop.core.files.boards import load_board
from snl_desktop.presets import load_preset
from snl_desktop.ui.board.items import SnakeItem

CLASSIC = load_preset("classic")


def snake_colours(window) -> dict[int, str]:
    return {i.start: i.colour.name() for i in window.scene.items() if isinstance(i, SnakeItem)}


@pytest.mark.slow
def test_adding_a_snake_recolours_no_other(make_window) -> None:
    window = make_window(CLASSIC.board, CLASSIC.rules)
    before = snake_colours(window)
    free = next(s for s in range(60, 99) if s not in CLASSIC.board.jumps and s not in CLASSIC.board.jumps.values())
    window.edits.place_jump(free, free - 20)
    after = snake_colours(window)
    assert {s: c for s, c in after.items() if s in before} == before and free in after


def test_a_chosen_colour_and_pattern_are_one_undo_step_each_and_saved(make_window, tmp_path) -> None:
    window = make_window(CLASSIC.board, CLASSIC.rules)
    snake = max(CLASSIC.board.snakes)
    window.looks.choose_colour = lambda initial: "#123456"
    assert window.looks.recolour(snake)
    assert snake_colours(window)[snake] == "#123456"
    assert window.looks.set_pattern(snake, "stripes")
    item = next(i for i in window.scene.items() if isinstance(i, SnakeItem) and i.start == snake)
    assert item.look.pattern == "stripes"
    window.document.undo_stack.undo()
    assert item.look.pattern == "spots" and snake_colours(window)[snake] == "#123456"
    window.document.undo_stack.redo()
    path = tmp_path / "mine.snl"
    window.document.save(path)
    loaded = load_board(path)
    assert loaded.styles.get(snake).colour == "#123456" and loaded.styles.get(snake).pattern == "stripes"


def test_a_right_click_on_a_snake_offers_its_look(make_window, qtbot) -> None:
    window = make_window(CLASSIC.board, CLASSIC.rules)
    snake = max(CLASSIC.board.snakes)
    asked = []
    window.view.look_requested.disconnect()
    window.view.look_requested.connect(lambda start, where: asked.append(start))
    point = window.view.mapFromScene(window.scene.geometry.centre(snake))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, window.view.viewport().mapToGlobal(point))
    QApplication.sendEvent(window.view.viewport(), event)
    assert asked == [snake]
    menu = window.looks.menu_for(snake)
    texts = [a.text() for a in menu.actions()]
    assert "&Colour…" in texts and "S&tripes" in texts
    menu.deleteLater()


@pytest.mark.slow
def test_exports_and_prints_draw_the_chosen_looks(make_window) -> None:
    from snl_desktop.ui.board.render import export_bytes

    window = make_window(CLASSIC.board, CLASSIC.rules)
    snake = max(CLASSIC.board.snakes)
    window.looks.choose_colour = lambda initial: "#123456"
    assert window.looks.recolour(snake)
    document = window.document
    svg = export_bytes(document.board, "svg", document.rules, 400, styles=document.styles).decode("utf-8")
    assert "#123456" in svg.lower()
    plain = export_bytes(document.board, "svg", document.rules, 400).decode("utf-8")
    assert "#123456" not in plain.lower()
