"""The designer names the board and changes its rules, by real input: Board → Properties from
the keyboard, the real dialog filled in with keys and a click, Enter; Ctrl+Z takes the rules back."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from helpers.keys import answer_modal, choose_from_menu, click, press, type_text
from snl_desktop.core import Board


def name_and_each_throw(dialog: QDialog) -> None:
    click(dialog.name)
    type_text("Jungle run")
    click(dialog.rules.each_throw)


def test_board_properties_by_keyboard(journey, qtbot):
    window = journey(Board(10, 10, {3: 22}))
    answer_modal(["Return"], name_and_each_throw)
    choose_from_menu(qtbot, window, "Alt+B", "Properties…")
    document = window.document
    assert document.name == "Jungle run" and document.rules.move_each_throw
    assert "Jungle run" in window.windowTitle()
    window.view.setFocus()
    press("Ctrl+Z")
    assert not document.rules.move_each_throw and document.name == "Jungle run"
