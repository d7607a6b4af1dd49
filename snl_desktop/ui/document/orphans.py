"""What windows that are gone left behind: their autosave folders (*orphans*), found at start.

A folder whose lock no running process holds was left by a window that died. `find_orphans`
returns them, newest first, each locked by the caller while it decides, so that two windows
starting together never both take the same one. Its work is offered back (`recovery`, and Play
mode for games); declined, it stays for a later start; it is deleted only when restored or
discarded. Damaged files are never deleted: they are moved to ``damaged/`` and reported.

The folder's own files get a user's board's checks before anything reads or locks them: an index
(``board.json``) or a lock that is not a regular file of a sane size (a named pipe would freeze
the start, a sparse file of gigabytes be read whole) is moved to ``damaged/`` and reported, and
the board is still offered (untitled, without its index).

Loaded after the first paint (nothing here is needed to show the window)."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

from ...core import BoardError
from ...core.files.boards import BoardFile, load_board
from ...core.files.own_files import MAX_INDEX_BYTES, MAX_LOCK_BYTES, own_file_trouble
from ...core.files.safe_io import read_data_file
from ...log import logger
from ...words import say, spoken
from .autosave import BOARD_NAME, GAME_NAME, META_NAME, SESSION_NAME, lock_file, remove_tree

DAMAGED = "damaged"
LEGACY_NAMES = {"autosave.snl": BOARD_NAME, "autosave.json": META_NAME, "game.snlgame": GAME_NAME}
"""The single shared autosave of earlier versions, adopted as an orphan the first time."""
MAX_PATH_CHARS = 4096
SESSION_PREFIX_EARLIER = "earlier-"


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
            remove_tree(self.folder, ignore_errors=True)
            self.lock.unlock()  # removes the lock file


@dataclass
class Scan:
    """The orphans found at start, and what was wrong with the files that could not be read."""

    orphans: list[Orphan] = field(default_factory=list)
    damaged: list[str] = field(default_factory=list)

    def release(self) -> None:
        for orphan in self.orphans:
            orphan.release()


def _original(root: Path, folder: Path, damaged: list[str]) -> Path | None:
    """The file an autosaved board belongs to, from its index: untrusted, so only an absolute
    path of sane length with no NUL is taken. An index that cannot be read safely (not a
    regular file, too large) is set aside."""
    index = folder / META_NAME
    if not index.exists() and not index.is_symlink():
        return None
    try:
        meta = json.loads(read_data_file(index, limit=MAX_INDEX_BYTES).decode("utf-8"))
    except BoardError as exc:
        why = QCoreApplication.translate("Orphans", "The index of unsaved work could not be read ({error})")
        _set_aside(root, index, spoken(why, error=say(exc.what)), damaged)
        return None
    except (ValueError, RecursionError):  # garbled text: the board is offered untitled
        return None
    original = meta.get("original") if isinstance(meta, dict) else None
    if not isinstance(original, str) or not original or len(original) > MAX_PATH_CHARS or "\0" in original:
        return None
    path = Path(original)
    return path if path.is_absolute() else None


def _sound_lock(root: Path, lock_path: Path, damaged: list[str]) -> bool:
    """Whether ``lock_path`` may be handed to Qt's lock (which reads it): absent or a small
    regular file. Another is moved to ``damaged/`` and reported; the lock may then be taken."""
    trouble = own_file_trouble(lock_path, MAX_LOCK_BYTES)
    if trouble is None:
        return True
    why = QCoreApplication.translate("Orphans", "An autosave lock could not be used ({error})")
    _set_aside(root, lock_path, spoken(why, error=say(trouble)), damaged)
    return not lock_path.exists() and not lock_path.is_symlink()


def _set_aside(root: Path, file: Path, why: str, damaged: list[str]) -> None:
    """Move a damaged autosave to ``damaged/`` (never delete it) and note what happened
    (``why``: translated; the note too)."""
    aside = root / DAMAGED / f"{file.parent.name}-{time.strftime('%Y%m%d-%H%M%S')}-{file.name}"
    try:
        aside.parent.mkdir(parents=True, exist_ok=True)
        file.replace(aside)
        damaged.append(
            spoken(QCoreApplication.translate("Orphans", "{why}. It was kept as {path}."), why=why, path=aside)
        )
    except OSError as exc:
        stays = QCoreApplication.translate("Orphans", "{why}. It stays at {path} ({error}).")
        damaged.append(spoken(stays, why=why, path=file, error=exc.strerror or exc))
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
        lock_path = root / f"{folder.name}.lock"
        if not _sound_lock(root, lock_path, scan.damaged):
            continue
        lock = lock_file(lock_path)
        if not lock.tryLock(0):
            continue  # its window is running
        orphan = Orphan(folder, lock)
        board_path, game_path = folder / BOARD_NAME, folder / GAME_NAME
        if board_path.exists():
            try:
                orphan.board = Recovered(load_board(board_path), _original(root, folder, scan.damaged))
            except BoardError as exc:
                why = spoken(
                    QCoreApplication.translate("Orphans", "An unsaved board could not be read ({error})"),
                    error=say(exc.what),
                )
                _set_aside(root, board_path, why, scan.damaged)
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
    """Move an orphan's unreadable game to ``damaged/``; the sentence that says where it went
    (``why``: translated by the caller)."""
    damaged: list[str] = []
    if orphan.game is not None:
        _set_aside(orphan.folder.parent, orphan.game, why, damaged)
        orphan.game = None
    return damaged[0] if damaged else why


MAX_UNFINISHED_GAMES = 20
"""Unfinished games kept from windows that are gone: the newest this many."""
MAX_GAME_AGE_DAYS = 90
"""And none older than this: an unfinished game nobody resumed in three months goes."""


def unfinished_game_files(root: Path, now: float | None = None) -> list[Path]:
    """The unfinished games that windows that are gone left in ``root``, newest first (a running
    window's own game is not one). They do not pile up: beyond the newest
    `MAX_UNFINISHED_GAMES`, and older than `MAX_GAME_AGE_DAYS`, they are deleted here (with
    their folder when no unsaved board is left in it). Nothing stays locked."""
    if not root.is_dir():
        return []
    now = time.time() if now is None else now
    found: list[tuple[float, Orphan]] = []
    try:
        folders = [p for p in root.iterdir() if SESSION_NAME.fullmatch(p.name) and (p / GAME_NAME).is_file()]
    except OSError as exc:
        logger(__name__).warning("cannot list the autosave folder %s: %s", root, exc)
        return []
    for folder in folders:
        lock_path = root / f"{folder.name}.lock"
        if own_file_trouble(lock_path, MAX_LOCK_BYTES) is not None:
            continue  # the start's scan sets it aside and says so
        lock = lock_file(lock_path)
        if not lock.tryLock(0):
            continue  # its window is running
        try:
            modified = (folder / GAME_NAME).stat().st_mtime
        except OSError:
            lock.unlock()
            continue
        found.append((modified, Orphan(folder, lock, game=folder / GAME_NAME, modified=modified)))
    found.sort(key=lambda entry: entry[0], reverse=True)
    kept: list[Path] = []
    for modified, orphan in found:
        if len(kept) >= MAX_UNFINISHED_GAMES or now - modified > MAX_GAME_AGE_DAYS * 86400:
            orphan.discard(GAME_NAME)
        else:
            kept.append(orphan.folder / GAME_NAME)
        orphan.release()
    return kept


def take_game(game: Path) -> bool:
    """The unfinished game ``game`` (in a folder `unfinished_game_files` listed) has been taken
    back into a window, which autosaves it from now on: the old copy goes (and its folder, when
    no unsaved board is left). False when its window is running again or it is not ours."""
    folder = game.parent
    if game.name != GAME_NAME or not SESSION_NAME.fullmatch(folder.name):
        return False
    lock = lock_file(folder.parent / f"{folder.name}.lock")
    if not lock.tryLock(0):
        return False
    orphan = Orphan(folder, lock, game=game)
    orphan.discard(GAME_NAME)
    orphan.release()
    return True
