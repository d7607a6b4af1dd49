"""The window's speaker: an empty, one-pixel object that assistive technology sees as a
notification (AT-SPI role NOTIFICATION). To say a sentence it takes the sentence as its name and
is shown again: AT-SPI's ``object:state-changed:showing`` for a notification is what Orca 43
(Debian 12) speaks for an object that does not have the focus, where it presents neither
``object:announcement`` nor a name change away from the focus. Inside a status bar Orca says the
sentence alone; elsewhere it says "notification" first.

It never takes the focus, draws nothing and lets the mouse through: nothing changes on screen."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QMainWindow, QStatusBar, QWidget

from . import roles

__all__ = ["Speaker", "speaker_for"]


class Speaker(QWidget):
    """A notification whose name is the last sentence said."""

    ACCESSIBLE_ROLE: ClassVar[QAccessible.Role] = QAccessible.Role.Notification

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("speaker")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setGeometry(0, 0, 1, 1)
        self.hide()

    def say(self, text: str) -> None:
        """Say ``text``: hidden, named, shown again (each showing is one notification)."""
        self.hide()
        self.setAccessibleName(text)
        self.raise_()
        self.show()


def speaker_for(widget: QWidget) -> Speaker:
    """The speaker of ``widget``'s window: in its status bar when it has one shown (where Orca
    says the sentence without "notification"), else in the window itself."""
    roles.install()
    window = widget.window()
    home: QWidget = window
    if isinstance(window, QMainWindow):
        bar = window.findChild(QStatusBar, "", Qt.FindChildOption.FindDirectChildrenOnly)
        if bar is not None and bar.isVisibleTo(window):
            home = bar
    speaker = home.findChild(Speaker, "speaker", Qt.FindChildOption.FindDirectChildrenOnly)
    return speaker if speaker is not None else Speaker(home)
