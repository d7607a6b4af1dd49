"""The user's home folder, checked before Qt starts (Linux and other Unix systems).

The app keeps its settings, its log and every window's autosave under the home folder (the
XDG folders: ``~/.config``, ``~/.local/share``, ``~/.cache``). With no usable home (``HOME``
unset, not an absolute path, a folder that does not exist or cannot be written) Qt would write
``/.config`` and ``/.local`` at the root, or make the missing home itself. Instead:

- a home is never made: ``HOME`` must name an existing folder this user can write in; an XDG
  folder that is set must be one this user can write in, or be made where it is asked for (in
  a folder that can be written, and not inside a home that cannot be used);
- what cannot be used moves, for this session, to a temporary folder of this user's own,
  ``<temp>/snl-desktop-<uid>`` (made private, 0700; one that someone else made, or open to
  others, is not used: a fresh one is made instead). It is the same folder for the next start
  without a home, so unsaved work is still offered back, until the computer clears its
  temporary files;
- `home_notice` says so once (the command line writes it, the window shows it after its first
  paint).

Nothing here imports Qt: it runs before the QApplication exists, when the environment can still
change where Qt writes.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
from collections.abc import MutableMapping
from pathlib import Path

from ...core.message import Message, phrase

FOLDERS = {"XDG_CONFIG_HOME": ".config", "XDG_DATA_HOME": ".local/share", "XDG_CACHE_HOME": ".cache"}
"""Each XDG folder the app (through Qt) writes in, and where it is in a home by default."""
NOTICED = ("XDG_CONFIG_HOME", "XDG_DATA_HOME")
"""The folders whose move is worth telling the user (settings and autosaves; not the cache)."""


def _writable_folder(path: str) -> bool:
    return os.path.isabs(path) and os.path.isdir(path) and os.access(path, os.W_OK | os.X_OK)


def home_trouble(environ: MutableMapping[str, str]) -> Message | None:
    """Why ``HOME`` cannot be used (None when it can)."""
    home = environ.get("HOME", "")
    if not home:
        return phrase("Home", "HOME is not set")
    if not os.path.isabs(home):
        return phrase("Home", "HOME is not an absolute path: {home}").of(home=repr(home))
    if not os.path.isdir(home):
        return phrase("Home", "{home} does not exist").of(home=repr(home))
    if not os.access(home, os.W_OK | os.X_OK):
        return phrase("Home", "{home} cannot be written").of(home=repr(home))
    return None


def _can_be_made(path: str, home: str, home_usable: bool) -> bool:
    """Whether a folder that does not exist yet may be made at ``path``: its nearest existing
    parent can be written, and it is not inside a home that cannot be used (that home would be
    made with it)."""
    if home and not home_usable and os.path.isabs(home) and Path(path).is_relative_to(home):
        return False
    parent = Path(path)
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    return _writable_folder(str(parent))


def _unusable(environ: MutableMapping[str, str], home_usable: bool) -> list[str]:
    """The XDG folders the app could not write in."""
    home = environ.get("HOME", "")
    unusable = []
    for name in FOLDERS:
        value = environ.get(name, "")
        if value and os.path.isabs(value):
            exists = os.path.lexists(value)
            if _writable_folder(value) or (not exists and _can_be_made(value, home, home_usable)):
                continue
        elif home_usable:
            continue  # the home's own folder (Qt ignores an XDG folder that is not absolute)
        unusable.append(name)
    return unusable


def private_folder(temporary: Path | None = None) -> Path:
    """This user's own temporary folder for the app, ``<temp>/snl-desktop-<uid>``, made 0700;
    when that name is taken by something else (another owner, a link, open to others) a fresh
    one. Raises OSError when no folder can be made."""
    root = temporary if temporary is not None else Path(tempfile.gettempdir())
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = root / f"snl-desktop-{uid}"
    try:
        folder.mkdir(mode=0o700)
    except FileExistsError:
        pass
    except OSError:
        return Path(tempfile.mkdtemp(prefix="snl-desktop-", dir=root))
    info = os.lstat(folder)
    if stat.S_ISDIR(info.st_mode) and info.st_uid == uid and not info.st_mode & 0o077:
        return folder
    return Path(tempfile.mkdtemp(prefix="snl-desktop-", dir=root))


def home_notice(environ: MutableMapping[str, str] | None = None, temporary: Path | None = None) -> Message | None:
    """Check the home and the XDG folders in ``environ`` (the process's by default); move what
    cannot be used to `private_folder` (changing ``environ``); what to tell the user, once
    (None when nothing moved that they need to know about)."""
    env = os.environ if environ is None else environ
    if sys.platform in ("win32", "darwin"):
        return None
    trouble = home_trouble(env)
    unusable = _unusable(env, trouble is None)
    if not unusable:
        return None
    if trouble is None:
        trouble = phrase("Home", "its folders {folders} cannot be written").of(
            folders=", ".join(f"{name}={env.get(name, '')!r}" for name in unusable)
        )
    try:
        folder = private_folder(temporary)
    except OSError as exc:
        return phrase(
            "Home",
            "The home folder cannot be used ({why}), nor a temporary folder ({error}): "
            "settings and unsaved work may not be kept.",
        ).of(why=trouble, error=exc.strerror or str(exc))
    if home_trouble(env) is not None:
        env["HOME"] = str(folder)  # other libraries (fonts, caches) write under it too
    for name in unusable:
        env[name] = str(folder / FOLDERS[name])
    if not any(name in NOTICED for name in unusable):
        return None
    return phrase(
        "Home",
        "The home folder cannot be used ({why}): settings and unsaved work are kept in "
        "{folder} for now, until the computer clears its temporary files.",
    ).of(why=trouble, folder=str(folder))
