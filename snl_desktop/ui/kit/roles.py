"""Accessible roles Qt does not give by itself. A widget class of ours that sets
``ACCESSIBLE_ROLE`` is shown to assistive technology in that role (Qt's accessibility factory,
installed once by `install`): the window's speaker is a notification (`speaker`), and a choice of
one among several (the Rooms tool bar) is a set of radio buttons, not the check boxes Qt makes of
checkable tool buttons. A radio button keeps its name (the button's text, without its ``&``), its
checked state and its Press action.

`name_for_screen_readers` fixes what Qt's AT-SPI bridge shows by name on Linux: a combo box is
named by its current item there (its accessible name is not sent), so it gets a label that
names it (a hidden buddy: AT-SPI's "labelled by", which Orca says before the value); a scroll
bar of a named scroll area gets that area's name, and an unnamed stack of pages (a "layered
pane") its page's."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAccessibleWidget,
    QComboBox,
    QDockWidget,
    QLabel,
    QScrollBar,
    QStackedWidget,
    QToolButton,
    QWidget,
)

__all__ = ["RadioToolButton", "install", "name_for_screen_readers"]


def _plain(text: str) -> str:
    """A button's text as said: its mnemonic's ``&`` taken out (``&&`` is one ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class _RadioFace(QAccessibleWidget):
    """A button as assistive technology sees a radio button."""

    def __init__(self, button: QAbstractButton) -> None:
        super().__init__(button, QAccessible.Role.RadioButton)
        self.button = button

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.button.accessibleName() or _plain(self.button.text())
        if kind == QAccessible.Text.Description:
            return self.button.accessibleDescription() or self.button.toolTip()
        return super().text(kind)

    def state(self) -> QAccessible.State:
        state = super().state()
        state.checkable = True
        state.checked = self.button.isChecked()
        return state

    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.pressAction()]

    def doAction(self, name: str) -> None:
        if name == QAccessibleActionInterface.pressAction():
            self.button.click()


class RadioToolButton(QToolButton):
    """A tool button that is one choice among several (its action in an exclusive group)."""

    ACCESSIBLE_ROLE: ClassVar[QAccessible.Role] = QAccessible.Role.RadioButton


def _factory(_key: str, thing: QObject | None) -> QAccessibleInterface | None:
    role = getattr(type(thing), "ACCESSIBLE_ROLE", None)
    if role is None:
        return None  # Qt's own
    if role == QAccessible.Role.RadioButton and isinstance(thing, QAbstractButton):
        return _RadioFace(thing)
    return QAccessibleWidget(thing, role) if isinstance(thing, QWidget) else None


def _name_near(stack: QStackedWidget) -> str:
    page = stack.currentWidget()
    if page is not None and page.accessibleName():
        return page.accessibleName()
    owner = stack.parentWidget()
    while owner is not None:
        if owner.accessibleName():
            return owner.accessibleName()
        if isinstance(owner, QDockWidget):
            return _plain(owner.windowTitle())
        owner = owner.parentWidget()
    return ""


def name_for_screen_readers(root: QWidget) -> None:
    """Give ``root``'s combo boxes and scroll bars the names assistive technology on Linux
    reads (see above); again after new ones came, it changes only what lacks one."""
    for combo in root.findChildren(QComboBox):
        name, parent = combo.accessibleName(), combo.parentWidget()
        if not name or parent is None:
            continue
        labels = [label for label in parent.findChildren(QLabel) if label.buddy() is combo]
        if not labels:
            label = QLabel(name, parent)
            label.setObjectName("screen_reader_label")
            label.setBuddy(combo)
            label.hide()  # read by its relation, never shown
        elif labels[0].objectName() == "screen_reader_label" and labels[0].text() != name:
            labels[0].setText(name)
    for stack in root.findChildren(QStackedWidget):
        if not stack.accessibleName():  # not a bare "layered pane": its page's name, or its panel's
            stack.setAccessibleName(_name_near(stack))
    for area in root.findChildren(QAbstractScrollArea):
        name = area.accessibleName()
        if name:
            for bar in (area.horizontalScrollBar(), area.verticalScrollBar()):
                if isinstance(bar, QScrollBar) and not bar.accessibleName():
                    bar.setAccessibleName(name)


_installed = False


def install() -> None:
    """Install the factory (once; before the first such widget is read)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


install()
