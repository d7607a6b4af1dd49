"""Autosave: each window keeps its unsaved board (every few seconds) and its unfinished game
(after every die) in a folder of its own under the app-data folder, locked while it runs, so
that after a crash the next start can offer the work back.

- **One folder per window** (``<pid>-<random>``), with its lock file beside it
  (``<id>.lock``, a `QLockFile`): two copies of the app never write, offer or delete each
  other's work.
- What a window that died left behind (its *orphan*) is found by `orphans.find_orphans` and
  offered back by `recovery`.
- A clean close removes the window's own folder (nothing in it is unsaved any more).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, QTimer, Signal, Slot

from ...core.files.boards import dumps_board
from ...core.files.safe_io import atomic_write_bytes
from ...log import logger
from ...words import spoken
from .document import BoardDocument

AUTOSAVE_MS = 5000
BOARD_NAME = "board.snl"
META_NAME = "board.json"
GAME_NAME = "game.snlgame"
SESSION_NAME = re.compile(r"(\d+|earlier)-[0-9a-f]{8}")
"""The folders a window makes (``<pid>-<8 hex digits>``); nothing else in the folder is touched."""


def default_autosave_dir() -> Path:
    """``autosave/`` in the app-data folder (``~/.local/share/snl-desktop/Snakes & Ladders
    Studio/`` on Linux)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "autosave"


def remove_tree(folder: Path, ignore_errors: bool = True) -> None:
    import shutil  # only when a folder goes: not at start-up

    shutil.rmtree(folder, ignore_errors=ignore_errors)


def lock_file(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # held for as long as the window runs: only a dead owner frees it
    return lock


class AutosaveSession:
    """This window's own autosave folder. The folder and its lock are made on the first write,
    so a window that never has unsaved work leaves nothing behind."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.id = f"{os.getpid()}-{os.urandom(4).hex()}"
        self.folder = root / self.id
        self._lock: QLockFile | None = None

    def path(self, name: str) -> Path:
        return self.folder / name

    def write(self, name: str, data: bytes) -> None:
        """Write one file atomically (the folder and its lock first). Raises OSError."""
        if self._lock is None:
            self.root.mkdir(parents=True, exist_ok=True)
            lock = lock_file(self.root / f"{self.id}.lock")
            if not lock.tryLock(0):
                why = QCoreApplication.translate("Autosave", "cannot lock the autosave folder {folder} (error {code})")
                raise OSError(spoken(why, folder=self.root, code=int(lock.error().value)))
            self._lock = lock  # the lock exists before the folder: no scan ever sees it unlocked
            self.folder.mkdir(exist_ok=True)
        atomic_write_bytes(self.folder / name, data)

    def remove(self, *names: str) -> None:
        for name in names:
            try:
                (self.folder / name).unlink(missing_ok=True)
            except OSError as exc:
                logger(__name__).warning("cannot remove the autosave %s: %s", self.folder / name, exc)

    def close(self) -> None:
        """Remove the folder (call when nothing in it is unsaved) and release the lock."""
        if self._lock is None:
            return
        remove_tree(self.folder, ignore_errors=True)
        self._lock.unlock()
        self._lock = None

    def abandon(self) -> None:
        """Let go of the lock and leave the files, as a window that died does (for tests)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


class Autosaver(QObject):
    """Writes the document it follows (`follow`) to its session when it has unsaved changes
    not yet written. A failure never interrupts the user: it is logged and reported by
    ``failed(message)`` (translated, for the status bar)."""

    failed = Signal(str)

    def __init__(self, session: AutosaveSession, interval_ms: int = AUTOSAVE_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document: BoardDocument | None = None
        self.session = session
        self._dirty = False
        self._failing = False
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_now)
        self.timer.start()

    def follow(self, document: BoardDocument) -> None:
        """Keep ``document``'s unsaved work from now on."""
        self.document = document
        document.board_changed.connect(self._mark)
        document.file_changed.connect(self._mark)

    @Slot()
    def _mark(self) -> None:
        self._dirty = True

    @property
    def board_file(self) -> Path:
        return self.session.path(BOARD_NAME)

    def save_now(self, force: bool = False) -> bool:
        """Write the autosave if there is unsaved work not yet written (``force``: unsaved
        work at all, written or not); True if written."""
        doc = self.document
        if doc is None or (not self._dirty and not force):
            return False
        if not doc.modified:
            self.clear()
            return False
        try:
            text = dumps_board(doc.board, doc.rules, doc.name, doc.description, doc.styles)
            self.session.write(BOARD_NAME, text.encode())
            meta = {"original": str(doc.path) if doc.path else None, "name": doc.name}
            self.session.write(META_NAME, json.dumps(meta).encode())
        except (OSError, UnicodeError) as exc:
            self._report(str(getattr(exc, "strerror", None) or exc))
            return False
        self._dirty = False
        self._failing = False
        return True

    def _report(self, why: str) -> None:
        if not self._failing:  # once per run of failures, not every 5 seconds
            logger(__name__).warning("autosave failed: %s (folder %s)", why, self.session.folder)
        self._failing = True
        self.failed.emit(spoken(self.tr("Autosave failed: {why}. Save your work to keep it."), why=why))

    def clear(self) -> None:
        """Forget the board's autosave (after a save, or with nothing unsaved)."""
        self.session.remove(BOARD_NAME, META_NAME)
        self._dirty = False
