"""File → Open Recent: the boards the file controller remembers, newest first, each opened by
its action (its tool tip is the whole path). Empty, or during a game, the menu is disabled."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMenu

from .controller import FileController


class RecentMenu(QObject):
    """Keeps ``menu`` in step with the recent boards of the file controller it follows."""

    def __init__(self, menu: QMenu) -> None:
        super().__init__(menu)
        self.menu = menu
        self.files: FileController | None = None
        self.locked = False

    def follow(self, files: FileController) -> None:
        self.files = files
        files.recent_changed.connect(self.rebuild)
        self.rebuild()

    @Slot()
    def rebuild(self) -> None:
        self.menu.clear()
        if self.files is not None:
            for path in self.files.recent_files():
                action = self.menu.addAction(path.name)
                action.setToolTip(str(path))
                action.triggered.connect(partial(self.files.open, path))
        self.menu.setEnabled(bool(self.menu.actions()) and not self.locked)

    def set_locked(self, locked: bool) -> None:
        """During a game (True) no board can be opened."""
        self.locked = locked
        self.menu.setEnabled(bool(self.menu.actions()) and not locked)
