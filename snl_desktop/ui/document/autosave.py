"""Autosave: each window keeps its unsaved board (every few seconds) and its unfinished game
(after every die) in a folder of its own under the app-data folder, locked while it runs, so
that after a crash the next start can offer the work back.

- **One folder per window** (``<pid>-<random>``), with its lock file beside it
  (``<id>.lock``, a `QLockFile`): two copies of the app never write, offer or delete each
  other's work.
- **Orphans**: a folder whose lock no running process holds was left by a window that died.
  `find_orphans` returns them, newest first, each locked by the caller while it decides, so
  that two windows starting together never both take the same one. Its work is offered back;
  declined, it stays for a later start; it is deleted only when restored or discarded.
- **Damaged files** are never deleted: `find_orphans` moves them to ``damaged/`` and says so.
- A clean close removes the window's own folder (nothing in it is unsaved any more).
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer, Signal

from ...core import BoardError
from ...core.files.boards import BoardFile, dumps_board, load_board
from ...core.files.safe_io import atomic_write_bytes
from ...log import logger
from .document import BoardDocument

AUTOSAVE_MS = 5000
BOARD_NAME = "board.snl"
META_NAME = "board.json"
GAME_NAME = "game.snlgame"
DAMAGED = "damaged"
LEGACY_NAMES = {"autosave.snl": BOARD_NAME, "autosave.json": META_NAME, "game.snlgame": GAME_NAME}
"""The single shared autosave of earlier versions, adopted as an orphan the first time."""
MAX_PATH_CHARS = 4096
SESSION_PREFIX_EARLIER = "earlier-"
SESSION_NAME = re.compile(r"(\d+|earlier)-[0-9a-f]{8}")
"""The folders a window makes (``<pid>-<8 hex digits>``); nothing else in the folder is touched."""


def default_autosave_dir() -> Path:
    """``autosave/`` in the app-data folder (``~/.local/share/snl-desktop/Snakes & Ladders
    Studio/`` on Linux)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "autosave"


def _remove_tree(folder: Path, ignore_errors: bool = True) -> None:
    import shutil  # only when a folder goes: not at start-up

    shutil.rmtree(folder, ignore_errors=ignore_errors)


def _lock(path: Path) -> QLockFile:
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
            lock = _lock(self.root / f"{self.id}.lock")
            if not lock.tryLock(0):
                raise OSError(f"cannot lock the autosave folder {self.root} (error {int(lock.error().value)})")
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
        _remove_tree(self.folder, ignore_errors=True)
        self._lock.unlock()
        self._lock = None

    def abandon(self) -> None:
        """Let go of the lock and leave the files, as a window that died does (for tests)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


class Autosaver(QObject):
    """Writes the document to its session when it has unsaved changes not yet written.
    A failure never interrupts the user: it is logged and reported by ``failed(message)``."""

    failed = Signal(str)

    def __init__(
        self,
        document: BoardDocument,
        session: AutosaveSession,
        interval_ms: int = AUTOSAVE_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.session = session
        self._dirty = False
        self._failing = False
        document.board_changed.connect(self._mark)
        document.file_changed.connect(self._mark)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_now)
        self.timer.start()

    def _mark(self, *_args: object) -> None:
        self._dirty = True

    @property
    def board_file(self) -> Path:
        return self.session.path(BOARD_NAME)

    def save_now(self, force: bool = False) -> bool:
        """Write the autosave if there is unsaved work not yet written (``force``: unsaved
        work at all, written or not); True if written."""
        if not self._dirty and not force:
            return False
        if not self.document.modified:
            self.clear()
            return False
        doc = self.document
        try:
            self.session.write(BOARD_NAME, dumps_board(doc.board, doc.rules, doc.name).encode())
            meta = {"original": str(doc.path) if doc.path else None, "name": doc.name}
            self.session.write(META_NAME, json.dumps(meta).encode())
        except (OSError, UnicodeError) as exc:
            self._report(f"Autosave failed: {getattr(exc, 'strerror', None) or exc}. Save your work to keep it.")
            return False
        self._dirty = False
        self._failing = False
        return True

    def _report(self, message: str) -> None:
        if not self._failing:  # once per run of failures, not every 5 seconds
            logger(__name__).warning("%s (folder %s)", message, self.session.folder)
        self._failing = True
        self.failed.emit(message)

    def clear(self) -> None:
        """Forget the board's autosave (after a save, or with nothing unsaved)."""
        self.session.remove(BOARD_NAME, META_NAME)
        self._dirty = False


# -- what earlier windows left ------------------------------------------------------------------


@dataclass(frozen=True)
class Recovered:
    """An autosaved board and the file it was an unsaved version of (None: untitled)."""

    board_file: BoardFile
    original: Path | None


@dataclass
class Orphan:
    """The autosave folder of a window that is gone, locked by us while we decide."""

    folder: Path
    lock: QLockFile
    board: Recovered | None = None
    game: Path | None = None
    modified: float = 0.0

    def release(self) -> None:
        """Keep it for a later start."""
        self.lock.unlock()

    def discard(self, *names: str) -> None:
        """Delete these files (every one when none are named); once neither a board nor a
        game is left, the folder and its lock go too."""
        for name in names or (BOARD_NAME, META_NAME, GAME_NAME):
            try:
                (self.folder / name).unlink(missing_ok=True)
            except OSError as exc:
                logger(__name__).warning("cannot remove %s: %s", self.folder / name, exc)
        if not any((self.folder / name).exists() for name in (BOARD_NAME, GAME_NAME)):
            _remove_tree(self.folder, ignore_errors=True)
            self.lock.unlock()  # removes the lock file


@dataclass
class Scan:
    """The orphans found at start, and what was wrong with the files that could not be read."""

    orphans: list[Orphan] = field(default_factory=list)
    damaged: list[str] = field(default_factory=list)

    def release(self) -> None:
        for orphan in self.orphans:
            orphan.release()


def _original(folder: Path) -> Path | None:
    """The file an autosaved board belongs to, from its index: untrusted, so only an absolute
    path of sane length with no NUL is taken."""
    try:
        meta = json.loads((folder / META_NAME).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    original = meta.get("original") if isinstance(meta, dict) else None
    if not isinstance(original, str) or not original or len(original) > MAX_PATH_CHARS or "\0" in original:
        return None
    path = Path(original)
    return path if path.is_absolute() else None


def _set_aside(root: Path, file: Path, why: str, damaged: list[str]) -> None:
    """Move a damaged autosave to ``damaged/`` (never delete it) and note what happened."""
    aside = root / DAMAGED / f"{file.parent.name}-{time.strftime('%Y%m%d-%H%M%S')}-{file.name}"
    try:
        aside.parent.mkdir(parents=True, exist_ok=True)
        file.replace(aside)
        damaged.append(f"{why}. It was kept as {aside}.")
    except OSError as exc:
        damaged.append(f"{why}. It stays at {file} ({exc.strerror or exc}).")
    logger(__name__).warning("damaged autosave %s: %s", file, why)


def _adopt_legacy(root: Path) -> None:
    """Move an earlier version's shared autosave (in the app-data folder, the parent of
    ``root``) into a folder of its own in ``root``, where it is an orphan like any other."""
    present = [name for name in LEGACY_NAMES if (root.parent / name).is_file()]
    if not present:
        return
    folder = root / f"{SESSION_PREFIX_EARLIER}{os.urandom(4).hex()}"
    try:
        folder.mkdir(parents=True)
        for name in present:
            (root.parent / name).replace(folder / LEGACY_NAMES[name])
    except OSError as exc:
        logger(__name__).warning("cannot adopt the earlier autosave in %s: %s", root.parent, exc)


def find_orphans(root: Path) -> Scan:
    """The autosave folders whose window is gone, newest first, each locked by the caller
    (``release`` what is not taken). Unreadable boards and games are moved aside and
    described in ``damaged``; empty folders are removed."""
    scan = Scan()
    _adopt_legacy(root)
    if not root.is_dir():
        return scan
    try:
        folders = [p for p in root.iterdir() if p.is_dir() and SESSION_NAME.fullmatch(p.name)]
    except OSError as exc:
        logger(__name__).warning("cannot list the autosave folder %s: %s", root, exc)
        return scan
    for folder in folders:
        lock = _lock(root / f"{folder.name}.lock")
        if not lock.tryLock(0):
            continue  # its window is running
        orphan = Orphan(folder, lock)
        board_path, game_path = folder / BOARD_NAME, folder / GAME_NAME
        if board_path.exists():
            try:
                orphan.board = Recovered(load_board(board_path), _original(folder))
            except BoardError as exc:
                _set_aside(root, board_path, f"An unsaved board could not be read ({exc})", scan.damaged)
        if game_path.exists():
            orphan.game = game_path
        if orphan.board is None and orphan.game is None:
            orphan.discard()
            continue
        orphan.modified = max((p.stat().st_mtime for p in (board_path, game_path) if p.exists()), default=0.0)
        scan.orphans.append(orphan)
    scan.orphans.sort(key=lambda o: o.modified, reverse=True)
    return scan


def set_game_aside(orphan: Orphan, why: str) -> str:
    """Move an orphan's unreadable game to ``damaged/``; the sentence that says where it went."""
    damaged: list[str] = []
    if orphan.game is not None:
        _set_aside(orphan.folder.parent, orphan.game, why, damaged)
        orphan.game = None
    return damaged[0] if damaged else why
