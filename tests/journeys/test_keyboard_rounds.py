"""Every room and every dialog with the keyboard alone (issue 35 §2): from where the focus is
when each opens, Tab goes round and comes back to it, and Shift+Tab the other way, every stop
on screen and named, none a trap (the matrix kept every Tab); each dock of a room is brought in
front by its key (Alt and a digit) with the focus in it, and Tab goes round from there too. The
keys are pressed on the focused widget, as a user presses them; under Xvfb (.ci/run) they go
through a real platform's key handling and focus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget

from helpers.keys import idle, press
from helpers.mouse import activate
from helpers.play import BOARD
from helpers.screens import dialogs, room_states
from helpers.tab_walk import on_screen, tab_round
from snl_desktop.core import Board, Rules
from snl_desktop.ui.shell.docks import DOCK_KEYS

DIALOGS = [name for name, _make in dialogs(None, Path())]


def go_round(where: str) -> None:
    """Tab and Shift+Tab round from the focused widget; no problem met."""
    start = QApplication.focusWidget()
    assert start is not None, f"{where}: nothing has the focus"
    for backwards in (False, True):
        found = tab_round(start, backwards)
        assert not found.problems, (
            f"{where} ({'Shift+Tab' if backwards else 'Tab'}):\n"
            + "\n".join(found.problems)
            + f"\nthe round: {found.names()}"
        )
        assert found.stops, f"{where}: Tab reaches nothing"


def test_tab_goes_round_every_room_and_every_dock_and_never_sticks(make_window, qtbot) -> None:
    window = make_window(BOARD, Rules(), size=(1400, 900))
    activate(window, qtbot)
    for state in room_states(window):
        activate(window, qtbot)
        idle()
        go_round(state)
        room_docks = [
            dock
            for dock in window.findChildren(QDockWidget)
            if dock.objectName() in DOCK_KEYS
            and any(a.isVisible() for a in window.docks.dock_actions if window.docks.dock_actions[a] is dock)
        ]
        for dock in room_docks:
            press(DOCK_KEYS[dock.objectName()], window)
            idle()
            focused = QApplication.focusWidget()
            assert dock.isVisible() and on_screen(dock), f"{state}: {dock.objectName()} not in front"
            assert focused is not None and dock.isAncestorOf(focused), (
                f"{state}: the focus is not in {dock.objectName()}"
            )
            go_round(f"{state}, from {dock.objectName()}")


@pytest.mark.parametrize("name", DIALOGS)
def test_tab_goes_round_every_dialog_and_never_sticks(make_window, qtbot, name: str, tmp_path: Path) -> None:
    window = make_window(Board(10, 10), Rules())
    dialog: QDialog = dict(dialogs(window, tmp_path))[name]()
    dialog.show()
    try:
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        assert QTest.qWaitForWindowActive(dialog, 60_000)
        idle()
        if QApplication.focusWidget() is None or QApplication.focusWidget().window() is not dialog:
            dialog.focusNextChild()  # a dialog with no default focus: the first Tab's
            idle()
        focused = QApplication.focusWidget()
        assert focused is not None and focused.window() is dialog, f"{name}: the dialog takes no focus"
        go_round(name)
    finally:
        dialog.close()
        dialog.deleteLater()
        window.setFocus(Qt.FocusReason.OtherFocusReason)
