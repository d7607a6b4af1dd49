"""The accessible-name audit: every interactive control of every room (Home, Play with no game,
mid-game and won, Design with every dock, Learn, Present) and of every dialog has a name a
screen reader can say, read through `QAccessible` as assistive technology reads it. A control
without one is listed, with where it is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from helpers.accessible import accessible_description, accessible_name, controls, unnamed, where
from helpers.play import BOARD, start_game
from helpers.screens import dialogs, room_states
from snl_desktop.core import Board, Rules
from snl_desktop.ui.kit.rooms import Room

DIALOGS = [name for name, _make in dialogs(None, Path())]


def listed(found: list[tuple[str, QWidget]]) -> str:
    return f"{len(found)} controls without an accessible name:\n" + "\n".join(
        f"  {what}: {where(w)}" for what, w in found
    )


@pytest.mark.slow
def test_every_room_names_its_controls(make_window) -> None:
    """Every control of the window (its floating docks too), shown or not (a hidden tab, the
    rows of players not chosen), in each room and state: each once, with the first state it was
    met in."""
    window = make_window(BOARD, Rules(), size=(1400, 900))
    found: list[tuple[str, QWidget]] = []
    for what in room_states(window):
        for widget in unnamed([window], visible_only=False):
            if not any(widget is other for _what, other in found):
                found.append((what, widget))
    assert not found, listed(found)


@pytest.mark.parametrize("name", DIALOGS)
def test_every_dialog_names_its_controls(make_window, qtbot, name: str, tmp_path: Path) -> None:
    window = make_window(Board(10, 10), Rules())
    dialog = dict(dialogs(window, tmp_path))[name]()
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        found = [(name, widget) for widget in unnamed([dialog], visible_only=False)]
        assert not found, listed(found)
    finally:
        dialog.close()
        dialog.deleteLater()


def test_the_audit_fails_on_a_control_without_a_name(make_window) -> None:
    """The audit can fail: a face button whose name is taken away is listed."""
    window = make_window(BOARD, Rules())
    start_game(window, window.prompter)
    button = window.play.panel.dice.face_buttons[3]
    assert accessible_name(button) and button in list(controls(window.play.panel))
    button.setAccessibleName("")
    button.setText("")
    assert [widget for widget in unnamed([window]) if widget is button]


def test_the_board_says_what_it_is_for(make_window) -> None:
    window = make_window(BOARD, Rules())
    assert accessible_name(window.view) == "The board"
    assert accessible_description(window.view)


def test_the_zoom_buttons_say_what_they_do(make_window) -> None:
    """ "−" and "+" on screen; "Zoom out" and "Zoom in" to a screen reader (not the signs)."""
    window = make_window(BOARD, Rules())
    names = {accessible_name(button) for button in window.zoom.findChildren(QToolButton)}
    assert {"Zoom out", "Zoom in"} <= names
    assert not names & {"−", "+"}


def test_the_token_speed_box_is_labelled_by_its_name_not_its_value(make_window, qtbot) -> None:
    """Qt's AT-SPI bridge names a combo box by its item on Linux ("Normal"): the box gets a label
    (AT-SPI's "labelled by") that says what it is, which Orca says first."""
    window = make_window(BOARD, Rules())
    start_game(window, window.prompter)
    window.show_room(Room.PLAY)
    speed = window.play.pace.speed_box
    labels = [label for label in speed.parentWidget().findChildren(QLabel) if label.buddy() is speed]
    assert [label.text() for label in labels] == ["Token speed"]
    face = QAccessible.queryAccessibleInterface(speed)
    related = [other.text(QAccessible.Text.Name) for other, _kind in face.relations(QAccessible.RelationFlag.Label)]
    assert related == ["Token speed"]
