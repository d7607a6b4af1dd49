"""The pseudo-translation check: every text a person can see in a widget tree, and those that
escaped translation (no ⟦…⟧ marks). Numbers, square labels and the user's own data (board and
player names, file names) are not translated and pass."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QWidget,
)

from snl_desktop.words.pseudo import CLOSE, OPEN

# A text of no words: digits, signs, arrows and the like (square labels, scores, times).
NO_WORDS = re.compile(r"^[\W\d_×·…]*$")
APP_NAME = "Snakes & Ladders Studio"


def _strip_user_data(text: str, user_data: Iterable[str]) -> str:
    for item in sorted(user_data, key=len, reverse=True):
        if item:
            text = text.replace(item, "")
    return text


_INNERMOST = re.compile(re.escape(OPEN) + "[^" + OPEN + CLOSE + "]*" + re.escape(CLOSE))


def _outside_marks(text: str) -> str:
    """What is left of ``text`` once every ⟦…⟧ span is taken out (a translated phrase inside a
    translated sentence too: innermost first)."""
    while True:
        shorter = _INNERMOST.sub("", text)
        if shorter == text:
            return text
        text = shorter


def escaped(text: str, user_data: Iterable[str] = ()) -> bool:
    """Whether ``text`` shows words that were not translated."""
    rest = _strip_user_data(_outside_marks(text), (*user_data, APP_NAME))
    rest = re.sub(r"<[^<>]*>|&[a-z]+;|&", "", rest)  # markup and mnemonics
    return not NO_WORDS.match(rest)


def texts(root: QWidget, visible_only: bool = True) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every text shown by ``root`` and the widgets in it: labels,
    buttons, group boxes, tabs, combo boxes, table headers, dock and window titles, menus and
    their actions, tool tips."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if visible_only and not (widget is root or widget.isVisibleTo(root)):
            continue
        if widget.property("program_text"):
            continue  # program text (the BFS Code panel's code and variable names), not words
        kind = type(widget).__name__
        if widget.isWindow() or isinstance(widget, QDockWidget):
            yield f"{kind} title", widget.windowTitle()
        if widget.toolTip():
            yield f"{kind} tooltip", widget.toolTip()
        if isinstance(widget, QLabel):
            yield kind, widget.text()
        elif isinstance(widget, QAbstractButton):
            yield kind, widget.text()
        elif isinstance(widget, QGroupBox):
            yield kind, widget.title()
        elif isinstance(widget, QLineEdit):
            yield f"{kind} placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield f"{kind} item", widget.itemText(i)
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield f"{kind} tab", widget.tabText(i)
        elif isinstance(widget, QTableWidget):
            for i in range(widget.columnCount()):
                item = widget.horizontalHeaderItem(i)
                if item is not None and not widget.isColumnHidden(i):
                    yield f"{kind} header", item.text()
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)) and widget.isReadOnly():
            yield kind, widget.toPlainText()
    if isinstance(root, QMainWindow):
        for menu in root.menuBar().findChildren(QMenu):
            yield from _menu_texts(menu)


def _menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    yield "menu", menu.title()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield "menu action", action.text()
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            yield "action tooltip", action.toolTip()


def untranslated(root: QWidget, user_data: Iterable[str] = (), visible_only: bool = True) -> list[tuple[str, str]]:
    """Every text of ``root`` (see `texts`) that escaped translation."""
    data = tuple(user_data)
    return [(where, text) for where, text in texts(root, visible_only) if text and escaped(text, data)]
