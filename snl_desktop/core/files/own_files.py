"""The app's own files (its settings, its log, the autosaves' index and locks) get the checks a
user's board gets before anything reads, locks or appends to them: a regular file of a sane size.

One that is not (a named pipe would block the app for ever; a device, or a sparse file of
gigabytes, would never end) is moved aside, never deleted, to ``<name>.damaged-<time>`` beside
it, and the app goes on without it: `check_own_file` says what it did as a `SetAside` (the caller
logs it, or says it), or None when the file is fine or absent. Only ``stat`` and ``rename`` touch
it: nothing is opened.

`check_settings_files` does it for the files Qt's settings read at start (on Linux and other
XDG systems: ``<config>/<organization>/<application>.conf``, the organization's
``<config>/<organization>.conf`` and the recent-files lock beside the first): call it after the
application's names are set and before the first ``QSettings``.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..message import Message, phrase
from .safe_io import MB

MAX_SETTINGS_BYTES = 4 * MB
"""The largest settings file read: the window's layout, a few hundred recent files and players
take tens of KB; Qt reads the whole file at every start."""
MAX_LOCK_BYTES = 64 * 1024
"""A lock file holds a process id, a name and a host: a few dozen bytes."""
MAX_INDEX_BYTES = 64 * 1024
"""An autosave's index holds the path of the file it belongs to and its name."""
DAMAGED_SUFFIX = ".damaged-"


@dataclass(frozen=True)
class SetAside:
    """An own file that could not be used: ``why`` (a `Message`, for the log or the user), and
    ``aside``, where it was moved (None: it could not be moved, ``usable`` is then False: do not
    read ``path``)."""

    path: Path
    aside: Path | None
    why: Message

    @property
    def usable(self) -> bool:
        """Whether ``path`` may be read now (the bad file is gone from it)."""
        return self.aside is not None


def own_file_trouble(path: str | os.PathLike[str], limit: int | None) -> Message | None:
    """What makes ``path`` unfit to be read as an own file (None: absent, or a regular file of
    at most ``limit`` bytes; None for ``limit``: of any size). Only ``stat`` looks at it."""
    try:
        info = os.stat(path)
    except OSError:
        return None  # absent, or not even stat-able: nothing will read it either
    if not stat.S_ISREG(info.st_mode):
        return phrase("OwnFiles", "it is not a regular file (a pipe, a device or a folder?)")
    if limit is not None and info.st_size > limit:
        return phrase("OwnFiles", "it is {size} MB, far more than the app ever writes there").of(
            size=max(1, info.st_size // MB)
        )
    return None


def check_own_file(path: str | os.PathLike[str], limit: int | None) -> SetAside | None:
    """None when ``path`` is absent or a regular file of at most ``limit`` bytes (None: of any
    size; a link to one included); otherwise move it aside (the link itself, when it is one)
    and say so."""
    path = Path(path)
    trouble = own_file_trouble(path, limit)
    if trouble is None:
        return None
    aside = path.with_name(f"{path.name}{DAMAGED_SUFFIX}{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)  # a rename: the pipe is never opened, the sparse file never read
    except OSError as exc:
        cannot = phrase("OwnFiles", "{file} cannot be used: {trouble}; it could not be moved aside ({reason})")
        return SetAside(path, None, cannot.of(file=str(path), trouble=trouble, reason=exc.strerror or str(exc)))
    moved = phrase("OwnFiles", "{file} cannot be used: {trouble}; it was moved to {aside} and is not read")
    return SetAside(path, aside, moved.of(file=str(path), trouble=trouble, aside=str(aside)))


def settings_files(config_home: str | os.PathLike[str], organization: str, application: str) -> list[tuple[Path, int]]:
    """The files Qt's settings read (or lock) in the user's ``config_home``, each with its size
    bound (on Windows the settings are in the registry and macOS keeps them in a property list:
    none)."""
    if sys.platform.startswith("win") or sys.platform == "darwin":
        return []
    folder = Path(config_home)
    own = folder / organization / f"{application}.conf"
    return [
        (own, MAX_SETTINGS_BYTES),
        (folder / f"{organization}.conf", MAX_SETTINGS_BYTES),
        (own.with_name(own.name + ".recent-lock"), MAX_LOCK_BYTES),
    ]


def check_settings_files(config_home: str | os.PathLike[str], organization: str, application: str) -> list[SetAside]:
    """`check_own_file` for each of the `settings_files`: what was set aside (usually nothing)."""
    found = (check_own_file(path, limit) for path, limit in settings_files(config_home, organization, application))
    return [problem for problem in found if problem is not None]
