"""Real keyboard and tab-bar input for journey tests: keys go to the widget that has the focus,
so Qt resolves shortcuts exactly as it does for a user (on the platform the test runs on);
tabs are clicked where they are drawn; menus are opened and chosen with the keyboard; modal
questions are answered with keys once they are on screen."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QTabBar, QWidget

PATIENCE_S = 60
"""How long a helper waits for what a user would see (a window active, a dialog on screen)
before failing: a limit only a hang reaches, never a busy machine."""


def focus_target(window: QWidget | None = None) -> QWidget:
    """Where a key pressed now goes: the focused widget, else the active window (or ``window``).
    Just after a dialog has closed, the window it belonged to may take a moment to be active
    again: the user's next key waits for it. While a modal dialog is open, a key goes to it
    (its focused widget) and to nothing behind it (see `in_front`)."""
    modal = QApplication.activeModalWidget()
    if modal is not None and QApplication.activePopupWidget() is None:
        in_front(modal)
        focused = QApplication.focusWidget()
        return focused if focused is not None and focused.window() is modal else modal.focusWidget() or modal
    deadline = time.monotonic() + PATIENCE_S
    while QApplication.activeWindow() is None and time.monotonic() < deadline:
        QTest.qWait(10)
    target = QApplication.focusWidget() or QApplication.activeWindow() or window
    assert target is not None, "no widget has the keyboard focus and no window is active"
    return target


def in_front(dialog: QWidget) -> None:
    """Make sure the modal ``dialog`` is the active window before a key goes to it, as a window
    manager keeps a modal dialog in front and focused. Xvfb has none: there a late focus event
    of the X server, on a busy machine, can leave the window behind the dialog active for a
    moment, and a mnemonic (a window's shortcut) would then miss the dialog."""
    if QApplication.activeWindow() is not dialog:
        dialog.activateWindow()
        assert QTest.qWaitForWindowActive(dialog, PATIENCE_S * 1000), (
            f"the dialog {dialog.windowTitle()!r} never became active"
        )


def press(key: str, window: QWidget | None = None, target: QWidget | None = None) -> None:
    """Press and release ``key`` (``"Ctrl+Shift+Z"``, ``"F6"``, ``"Space"``, ``"3"``) on the
    focused widget, as a user's key press would arrive."""
    combo = QKeySequence(key)[0]
    QTest.keyClick(target or focus_target(window), combo.key(), combo.keyboardModifiers())


def type_text(text: str, window: QWidget | None = None) -> None:
    """Type ``text`` into the focused widget, one key at a time."""
    QTest.keyClicks(focus_target(window), text)


def tab_bar_with(window: QMainWindow, title: str) -> tuple[QTabBar, int]:
    """The dock tab bar showing a tab called ``title``, and the tab's index."""
    for bar in window.findChildren(QTabBar):
        if not bar.isVisible():
            continue
        for index in range(bar.count()):
            if bar.tabText(index).replace("&", "") == title:
                return bar, index
    raise AssertionError(f"no visible tab called {title!r}")


def click_tab(window: QMainWindow, title: str) -> None:
    """Click the dock tab called ``title`` where it is drawn."""
    bar, index = tab_bar_with(window, title)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, bar.tabRect(index).center())


def click(widget: QWidget, pos: QPoint | None = None) -> None:
    """A left click on ``widget`` (at its centre unless ``pos`` is given)."""
    QTest.mouseClick(
        widget,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        pos if pos is not None else widget.rect().center(),
    )


def choose_from_menu(qtbot: Any, window: QMainWindow, menu_key: str, *path: str) -> None:
    """Open a menu with its Alt key (``"Alt+F"``) and choose ``path`` (item texts without the
    ``&``, through submenus) with the arrow keys and Return, as a keyboard user does."""
    press(menu_key, window)
    for depth, text in enumerate(path):
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=60_000)
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        wanted = [a for a in menu.actions() if a.text().replace("&", "") == text]
        assert wanted, f"no item {text!r} in the menu: {[a.text() for a in menu.actions()]}"
        for _ in range(len(menu.actions()) + 1):
            if menu.activeAction() is wanted[0]:
                break
            press("Down", target=menu)
        assert menu.activeAction() is wanted[0], f"{text!r} cannot be reached with the arrow keys (disabled?)"
        if depth < len(path) - 1:
            press("Right", target=menu)  # open the submenu
            qtbot.waitUntil(lambda m=menu: QApplication.activePopupWidget() is not m, timeout=60_000)
        else:
            press("Return", target=menu)


def answer_modal(
    keys: list[str], check: Callable[[QWidget], None] | None = None, timeout_ms: int = PATIENCE_S * 1000
) -> dict:
    """Once a modal dialog is on screen, look at it (``check``) and press ``keys`` in it.
    Call before the action that opens it; the returned dict holds ``"seen"`` (the dialog's
    class name and text) for assertions afterwards. It looks for the dialog for up to
    ``timeout_ms`` of wall time (a limit only a hang reaches)."""
    seen: dict[str, Any] = {}
    deadline = time.monotonic() + timeout_ms / 1000

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            if time.monotonic() < deadline:
                QTimer.singleShot(20, act)
            return
        if seen.get("dialog") is not dialog:  # first seen
            seen["dialog"] = dialog
            seen["text"] = getattr(dialog, "text", lambda: "")()
            owner = dialog.parentWidget().window() if dialog.parentWidget() is not None else None
            if owner is not None and hasattr(dialog, "finished"):  # a window manager gives the focus back
                dialog.finished.connect(lambda _result: owner.activateWindow())
            QTest.qWaitForWindowExposed(dialog, PATIENCE_S * 1000)
        in_front(dialog)  # as a window manager does for a new dialog
        if dialog.focusWidget() is None and time.monotonic() < deadline:
            # A user types once the focus is in the dialog: a key sent before its first widget
            # has it (a late activation on a busy machine) would go to the wrong field.
            QTimer.singleShot(20, act)
            return
        if check is not None:
            check(dialog)
        for key in keys:
            if dialog.isVisible():  # (not once a key has closed it)
                in_front(dialog)
            press(key, target=dialog.focusWidget() or dialog)

    QTimer.singleShot(0, act)
    return seen


def idle() -> None:
    """Let the event loop run what it has pending (zero-timers, posted events, layouts), as it
    has long done before a user's next key press or click."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents()


def spin_until(done: Callable[[], bool], timeout_s: float = 60.0) -> None:
    """Run the event loop flat out (no sleeping between checks, unlike ``qtbot.waitUntil``, so
    a benchmark times the work and not the polling) until ``done()``; fail after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"still waiting after {timeout_s:.0f} s")
        QApplication.processEvents()
