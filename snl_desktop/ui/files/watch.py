"""What the open board's file held when this window last read or wrote it, and a watch on it
(`QFileSystemWatcher`) that notices when another program, or another window, changes it.

The file is known by a `DiskStamp`: its size, times and inode, and a digest of its bytes. A
change is one of the digest: a file touched, or rewritten with the same bytes, is not one. The
watch follows the file and its folder (a program that saves by writing a new file and renaming
it over the old one replaces the file being watched), waits for the events to settle, then says
``changed_on_disk`` once per change; `differs` is asked again before a Save."""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal, Slot

from ...core.files.safe_io import MAX_FILE_BYTES

SETTLE_MS = 300
"""How long the file must be quiet before a change is looked at (a save is many events)."""

_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)


@dataclass(frozen=True)
class DiskStamp:
    """A file as it was on disk: ``state`` (size, modification and change times, inode) is
    cheap to compare; ``digest`` is of its bytes (empty when it is not a regular file of at
    most `MAX_FILE_BYTES`: then the state alone tells)."""

    state: tuple[int, int, int, int, int]
    digest: bytes


def _state(info: os.stat_result) -> tuple[int, int, int, int, int]:
    return (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino, info.st_dev)


def stamp_of(path: Path) -> DiskStamp | None:
    """``path`` as it is now, or None when there is no file there. Never blocks: a pipe or a
    device is not read (opened without waiting, and refused unless a regular file)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
        return DiskStamp(_state(info), b"")
    try:
        fd = os.open(path, _READ_FLAGS)
    except OSError:
        return DiskStamp(_state(info), b"")
    digest = hashlib.sha256()
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            return DiskStamp(_state(opened), b"")
        left = MAX_FILE_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            digest.update(chunk)
            left -= len(chunk)
    except OSError:
        return DiskStamp(_state(info), b"")
    finally:
        os.close(fd)
    return DiskStamp(_state(opened), digest.digest())


class FileWatch(QObject):
    """Watches one file (`track`); ``changed_on_disk`` when it no longer holds what this
    window last read or wrote (or it is gone)."""

    changed_on_disk = Signal()

    def __init__(self, parent: QObject | None = None, settle_ms: int = SETTLE_MS) -> None:
        super().__init__(parent)
        self.path: Path | None = None
        self.known: DiskStamp | None = None
        """The file as this window last read or wrote it (None: no file was there)."""
        self._told: tuple[int, int, int, int, int] | None = None
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._event)
        self._watcher.directoryChanged.connect(self._event)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(settle_ms)
        self._settle.timeout.connect(self._look)

    def track(self, path: Path | None) -> None:
        """From now on, ``path`` as it is on disk now is what this window knows (None: no file)."""
        self._settle.stop()
        if path != self.path:
            self._unwatch()
            self.path = path
        self.known = stamp_of(path) if path is not None else None
        self._told = None
        self._watch()

    def accept_disk(self) -> None:
        """What is on disk now is known: the user has been told of the change."""
        self.track(self.path)

    def differs(self) -> bool:
        """Whether the file is no longer what this window last read or wrote (gone, or other
        bytes). A file with the same bytes (touched, or written again unchanged) is the same:
        its new state is remembered."""
        if self.path is None:
            return False
        try:
            info = os.stat(self.path)
        except OSError:
            return self.known is not None
        known = self.known
        if known is not None and _state(info) == known.state:
            return False
        now = stamp_of(self.path)
        if known is None or now is None:
            return known != now
        if known.digest and now.digest == known.digest:
            self.known = now
            return False
        return True

    def mark_told(self) -> None:
        """The user has been told of the file as it is now (and chose to leave it so): `told`
        until it changes again. (A Save still asks: `differs` is unchanged.)"""
        self._told = self._state_now()

    @property
    def told(self) -> bool:
        """Whether the user has been told of the file as it is now."""
        return self._told is not None and self._state_now() == self._told

    def _state_now(self) -> tuple[int, int, int, int, int] | None:
        if self.path is None:
            return None
        try:
            return _state(os.stat(self.path))
        except OSError:
            return None

    @property
    def gone(self) -> bool:
        """Whether the file this window knew is no longer there."""
        return self.path is not None and self.known is not None and not self.path.exists()

    def _watch(self) -> None:
        if self.path is None:
            return
        wanted = [str(p) for p in (self.path, self.path.parent) if p.exists()]
        missing = [p for p in wanted if p not in self._watcher.files() + self._watcher.directories()]
        if missing:
            self._watcher.addPaths(missing)

    def _unwatch(self) -> None:
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)

    @Slot(str)
    def _event(self, _path: str) -> None:
        self._settle.start()

    @Slot()
    def _look(self) -> None:
        self._watch()  # a file replaced by a rename is no longer watched: watch the new one
        if self.differs():
            self.changed_on_disk.emit()
