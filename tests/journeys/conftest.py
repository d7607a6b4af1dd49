"""Journey tests: each user's path through the window by real input only (keys sent to the
focused widget, clicks on tabs, menus chosen with the keyboard, drags in the viewport), checked
on what the user sees. They run offscreen in the normal suite and again under Xvfb with Qt's
``xcb`` platform (``.ci/run``), where key bindings and focus are a real platform's."""

from __future__ import annotations

from typing import Any

import pytest

from helpers.keys import idle
from helpers.mouse import activate
from helpers.prompter import JourneyPrompter


@pytest.fixture
def journey(make_window, qtbot) -> Any:
    """``journey(board=None, rules=None, **options)``: a window as the app starts it (its own
    first-start size and layout, the real questions and dialogs), active, settled, with the
    keyboard focus on the board. Its ``prompter.paths`` stand in for the file dialogs."""

    def start(board: Any = None, rules: Any = None, **options: Any) -> Any:
        window = make_window(board, rules, size=None, asker=JourneyPrompter(), **options)
        activate(window, qtbot)
        qtbot.waitUntil(lambda: window.started, timeout=60_000)
        idle()
        window.view.setFocus()
        return window

    return start


@pytest.fixture(autouse=True)
def no_dialog_left_open() -> Any:
    """A modal dialog nobody answers would hang the run: one still open, the same, at two looks
    30 s apart is closed and the test fails, naming it. (A dialog a busy machine is slow to
    answer is not one: it is gone, or another, by the next look.)"""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    stuck: list[str] = []
    last: list[Any] = [None]

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog is not last[0]:
            last[0] = dialog
            return
        last[0] = None
        stuck.append(dialog.windowTitle())
        dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    timer = QTimer()
    timer.setInterval(30_000)
    timer.timeout.connect(close_it)
    timer.start()
    yield
    timer.stop()
    assert not stuck, f"a dialog was left open: {stuck}"
