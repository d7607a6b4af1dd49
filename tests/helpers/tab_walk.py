"""The keyboard's round of a window or a dialog: Tab pressed on the focused widget, as a user
presses it, until the focus comes back to where it started. Each stop must be on screen (a
widget Qt keeps parked outside the window, a dock's tab bar of a hidden group, is no stop) and
named for a screen reader; a Tab that leaves the focus where it was is a trap (a text box that
types a tab), unless it is a code box that Ctrl+Tab leaves (it indents with Tab) or the
window's one stop; a round that never comes back to its start is a trap too."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QTextEdit, QWidget

from helpers.accessible import accessible_name, where
from helpers.keys import idle

MAX_STOPS = 150
"""A round longer than this is taken for one that never comes back (no room has half as many)."""


def shown_rect(widget: QWidget) -> QRect:
    """The part of ``widget`` its window shows, in the window's coordinates: its rectangle cut
    by each of its owners' (empty when it is hidden, or parked outside the window)."""
    if not widget.isVisible():
        return QRect()
    window = widget.window()
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    owner = widget.parentWidget()
    while owner is not None and owner is not window:
        rect &= QRect(owner.mapTo(window, owner.rect().topLeft()), owner.size())
        owner = owner.parentWidget()
    return rect & window.rect()


def on_screen(widget: QWidget) -> bool:
    """Whether some pixels of ``widget`` show in its window."""
    return not shown_rect(widget).isEmpty()


def others(widget: QWidget) -> bool:
    """Whether ``widget``'s window has another Tab stop on screen."""
    window = widget.window()
    return any(
        other is not widget
        and other.focusPolicy() & Qt.FocusPolicy.TabFocus
        and other.isEnabled()
        and other.window() is window
        and on_screen(other)
        and other.focusProxy() is None
        for other in window.findChildren(QWidget)
    )


def stop_problem(widget: QWidget) -> str:
    """What is wrong with ``widget`` as a Tab stop ("" when nothing is)."""
    if not on_screen(widget):
        return f"not on screen: {where(widget)}"
    if not accessible_name(widget):
        return f"no name: {where(widget)}"
    return ""


@dataclass
class Round:
    """The stops of a round in the order Tab reached them, and what went wrong."""

    stops: list[QWidget] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    escapes: list[QWidget] = field(default_factory=list)
    """Text boxes that keep Tab (a code box indents) and were left by Ctrl+Tab."""

    def names(self) -> list[str]:
        return [accessible_name(widget) or where(widget) for widget in self.stops]


def tab_round(start: QWidget, backwards: bool = False, limit: int = MAX_STOPS) -> Round:
    """Press Tab (Shift+Tab with ``backwards``) from ``start`` (given the focus first) until
    the focus is back on a stop already met; the round's problems: stops off screen or
    unnamed, a Tab that did not move the focus, a round that came back elsewhere than its
    first stop, or none at all within ``limit`` presses."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    idle()
    found = Round()
    first = QApplication.focusWidget()
    if first is None:
        found.problems.append(f"{where(start)} cannot take the focus")
        return found
    found.stops.append(first)
    found.problems += [problem] if (problem := stop_problem(first)) else []
    key, modifiers = (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier) if backwards else (Qt.Key.Key_Tab, 0)
    for _ in range(limit):
        before = QApplication.focusWidget()
        assert before is not None
        QTest.keyClick(before, key, Qt.KeyboardModifier(modifiers))
        idle()
        now = QApplication.focusWidget()
        if now is None:
            found.problems.append(f"the focus was lost after {where(before)}")
            return found
        if now is before and not others(before):
            return found  # the window's one stop: Tab stays on it, as it should
        if now is before and isinstance(before, (QPlainTextEdit, QTextEdit)):
            # A code box keeps Tab to indent: Ctrl+Tab (Ctrl+Shift+Tab) must leave it.
            QTest.keyClick(before, key, Qt.KeyboardModifier(modifiers) | Qt.KeyboardModifier.ControlModifier)
            idle()
            now = QApplication.focusWidget()
            if now is not None and now is not before:
                found.escapes.append(before)
        if now is before:
            found.problems.append(f"Tab stuck in {where(before)}")
            return found
        if any(now is seen for seen in found.stops):
            if now is not first:
                found.problems.append(f"the round came back to {where(now)}, not to its start")
            break
        found.stops.append(now)
        found.problems += [problem] if (problem := stop_problem(now)) else []  # (as it has the focus: scrolled to)
    else:
        found.problems.append(f"no way back to the start in {limit} Tabs")
    return found
