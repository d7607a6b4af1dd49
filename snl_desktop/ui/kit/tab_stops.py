"""Tab and Shift+Tab reach only what is on screen. Qt's main window does not hide the docks of a
tab group that are behind the tab in front, nor the tab bars it keeps for groups not shown: it
parks them outside the window (at minus their size, minus 500 pixels), where they stay "visible"
to Qt and so in the Tab chain (a screen reader heard "page tab list", and Tab went through the
Solver's buttons behind the Matrix tab). `tab_past_parked` steps the focus as Qt does, with the
parked widgets left out of the chain for that step."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

__all__ = ["CtrlTabLeaves", "leave_by_ctrl_tab", "parked", "tab_past_parked"]


def parked(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` (a child of ``window``) is shown but outside the window's rectangle:
    where Qt's main window parks what it does not show."""
    return widget.isVisible() and not widget.geometry().intersects(window.rect())


def tab_past_parked(window: QWidget, forward: bool, step: Callable[[bool], bool]) -> bool:
    """Qt's focus step ``step(forward)`` (the window's own ``focusNextPrevChild``), taken with
    every widget in a parked child of ``window`` out of the Tab chain for the while."""
    taken: list[tuple[QWidget, Qt.FocusPolicy]] = []
    for child in window.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if child.isWindow() or not parked(child, window):
            continue
        for widget in (child, *child.findChildren(QWidget)):
            policy = widget.focusPolicy()
            if policy & Qt.FocusPolicy.TabFocus:
                taken.append((widget, policy))
                proxy = widget.focusProxy()  # (a widget passes its policy on to its focus proxy)
                if proxy is not None:
                    taken.append((proxy, proxy.focusPolicy()))
    for widget, _policy in taken:
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    try:
        return step(forward)
    finally:
        for widget, policy in taken:  # in order: a focus proxy after the widget that passed its policy on
            widget.setFocusPolicy(policy)


class CtrlTabLeaves(QObject):
    """Ctrl+Tab and Ctrl+Shift+Tab move the focus on and back out of the text box it watches,
    which keeps Tab for itself (a code box indents with it): the box is never a keyboard trap."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and isinstance(watched, QWidget):
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            if ctrl and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                backwards = event.key() == Qt.Key.Key_Backtab or bool(
                    event.modifiers() & Qt.KeyboardModifier.ShiftModifier
                )
                window = watched.window()
                step = getattr(window, "focusNextPrevChild", None)
                if step is not None:
                    step(not backwards)
                return True
        return False


def leave_by_ctrl_tab(editor: QWidget) -> QWidget:
    """``editor`` left by Ctrl+Tab and Ctrl+Shift+Tab (`CtrlTabLeaves`); returned for chaining."""
    editor.installEventFilter(CtrlTabLeaves(editor))
    return editor
