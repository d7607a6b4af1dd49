"""View → Full Screen (F11) for the whole window, whatever the room: the family's TV, the
teacher's projector. Leaving it puts the window back as it was (maximised stays maximised:
only the full-screen flag is toggled), and its tick follows the window however it got there
(a layout restored full screen included)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QMainWindow

from .actions import make_action


class FullScreen(QObject):
    """The Full Screen action of ``frame``; its key works wherever the focus is."""

    def __init__(self, frame: QMainWindow) -> None:
        super().__init__(frame)
        self.frame = frame
        self.action = make_action(frame, self.tr("&Full Screen"), self.toggle, "F11", "", True)
        self.action.setChecked(frame.isFullScreen())
        frame.addAction(self.action)
        frame.installEventFilter(self)

    def toggle(self) -> None:
        """Full screen, or back to the window as it was before (maximised or not)."""
        self.set_full_screen(not self.frame.isFullScreen())

    def set_full_screen(self, on: bool) -> None:
        if on == self.frame.isFullScreen():
            return
        # Only the full-screen flag changes: a maximised window comes back maximised (showNormal
        # would have un-maximised it).
        self.frame.setWindowState(self.frame.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.action.setChecked(self.frame.isFullScreen())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.frame and event.type() == QEvent.Type.WindowStateChange:
            self.action.setChecked(self.frame.isFullScreen())
        return False
