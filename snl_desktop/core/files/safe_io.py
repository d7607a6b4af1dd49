"""Reading and writing data files safely, for boards and saved games alike.

Files are data: JSON only. A file is read only when it is a regular file of at most
`MAX_FILE_BYTES` (by ``stat``, before a byte is read: a pipe or a device could block or never
end, and opening some devices has effects); it is then opened without blocking and what was
opened is checked again (``fstat``): a path swapped for a pipe between the check and the open is
refused, not waited on. Its JSON shape is bounded before it is parsed (`MAX_CONTAINERS`,
`MAX_STRINGS`: no file costs more than a few hundred MB to refuse); numbers with a decimal point,
NaN and Infinity, integers of thousands of digits and crushing nesting are refused with one line.

Writing a regular file (or a new one) is atomic (`atomic_write_bytes`): a temporary file in the
same folder, flushed, renamed over the target, the folder flushed; a failed or killed write
leaves the old file whole. A target that is not a regular file is never replaced: a character
device (``/dev/null``, a terminal) or a named pipe is written through (a full device says "no
space"; a pipe nobody reads is refused at once, not waited on), a folder, a socket or a disk
device is refused (`NotAFileError`, saying why).
"""

from __future__ import annotations

import errno
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any, Literal, Protocol

from ..errors import DECIMAL, BoardError
from ..message import Message, phrase

MAX_FILE_BYTES = 32 * 1024 * 1024
"""The largest data file read: a 1000×1000 matrix of 7-digit jumps, pretty-printed, fits."""
MB = 1024 * 1024

FileKind = Literal["board", "saved game"]
"""What a data file should hold; its messages name it."""
_KIND: dict[FileKind, Message] = {"board": phrase("Files", "board"), "saved game": phrase("Files", "saved game")}
_FILE: dict[FileKind, Message] = {"board": phrase("Files", "board file"), "saved game": phrase("Files", "saved game")}
"""The kind as the name of a file: "this is a folder, not a board file"."""


class Readable(Protocol):
    """What `read_limited` reads: a binary stream (a file, standard input)."""

    def read(self, size: int = -1, /) -> bytes: ...


def read_limited(stream: Readable, limit: int = MAX_FILE_BYTES) -> bytes:
    """Read at most ``limit`` bytes from ``stream``; a longer stream raises `BoardError`
    without reading more than one byte past the limit."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise BoardError(
            phrase("Files", "the file is larger than {size} MB; a board file is much smaller").of(size=limit // MB)
        )
    return data


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
"""Opening for reading never waits (a pipe swapped in after the check) nor takes a terminal."""


def _check_readable(info: os.stat_result, kind: Message, limit: int) -> None:
    """Refuse what ``stat`` describes unless it is a regular file of at most ``limit`` bytes."""
    if stat.S_ISDIR(info.st_mode):
        raise BoardError(phrase("Files", "this is a folder, not a {what}").of(what=kind))
    if not stat.S_ISREG(info.st_mode):
        raise BoardError(
            phrase("Files", "this is not a regular file (a pipe or a device?): save the {what} to a file first").of(
                what=kind
            )
        )
    if info.st_size > limit:
        raise BoardError(
            phrase("Files", "the file is {size} MB; a {what} is at most {most} MB").of(
                size=info.st_size // MB, what=kind, most=max(1, limit // MB)
            )
        )


def read_data_file(path: str | os.PathLike[str], what: FileKind = "board", limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a data file, read safely: regular files only (a pipe or a device could
    block or never end), and only when ``stat`` says they are at most ``limit`` bytes long
    (`MAX_FILE_BYTES` by default); checked again on what was opened, without blocking, and read
    no further than ``limit``. Raises `BoardError` with one line naming ``what`` was expected."""
    kind = _FILE[what]
    try:
        _check_readable(os.stat(path), kind, limit)  # before opening: a device is never opened
        fd = os.open(path, _READ_FLAGS)
        with open(fd, "rb") as stream:
            _check_readable(os.fstat(fd), kind, limit)  # what was opened, if the path changed since
            return read_limited(stream, limit)
    except OSError as exc:
        reason = exc.strerror or str(exc)  # the system's own words
        raise BoardError(phrase("Files", "cannot read the file: {reason}").of(reason=reason)) from None


MAX_CONTAINERS = 2 * 100_000 + 2 * 1000 + 100
"""The most lists and objects (``[`` and ``{``) a file may hold: a saved game's 100 000 turns
(an object and a list each) and a 1000-row matrix, with room to spare."""
MAX_STRINGS = 600_000
"""The most texts (pairs of ``"``) a file may hold: a 1000×1000 board's snakes and ladders as
``"17,7"`` texts, or a saved game's turns, with room to spare."""


def _check_shape(data: bytes, what: FileKind) -> None:
    """Refuse, before parsing, a file whose JSON would take far more memory than any board or
    saved game (millions of empty lists cost gigabytes): the counts of ``[``, ``{`` and ``"``
    bound what the parser can build. (Characters inside texts count too: a bound, not a tally.)"""
    kind = _KIND[what]
    containers = data.count(b"[") + data.count(b"{")
    if containers > MAX_CONTAINERS:
        raise BoardError(
            phrase(
                "Files", "not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}"
            ).of(what=kind, count=containers, most=MAX_CONTAINERS)
        )
    strings = data.count(b'"') // 2
    if strings > MAX_STRINGS:
        raise BoardError(
            phrase("Files", "not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}").of(
                what=kind, count=strings, most=MAX_STRINGS
            )
        )


def _decode_json(data: bytes, what: FileKind = "board") -> Any:
    kind = _KIND[what]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BoardError(
            phrase("Files", "not a text file: byte {byte} is not UTF-8 (is this a {what} file?)").of(
                byte=exc.start, what=kind
            )
        ) from None
    if not text.strip():
        raise BoardError(phrase("Files", "the file is empty"))
    _check_shape(data, what)

    def no_constants(name: str) -> Any:
        raise BoardError(phrase("Files", "{name} is not a number a {what} can hold").of(name=name, what=kind))

    try:
        return json.loads(text, parse_constant=no_constants, parse_float=lambda _text: DECIMAL)
    except json.JSONDecodeError as exc:
        raise BoardError(
            phrase(
                "Files",
                "the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled "
                "at line {line}, column {column} ({reason})",
            ).of(what=kind, line=exc.lineno, column=exc.colno, reason=exc.msg)  # the reason: the parser's words
        ) from None
    except RecursionError:
        raise BoardError(phrase("Files", "not a {what}: the JSON is nested far too deep").of(what=kind)) from None
    except ValueError as exc:
        digits = _longest_integer(text)
        if digits:  # Python refuses to read an integer of thousands of digits: said in our words
            raise BoardError(
                phrase("Files", "not a {what}: a number in it has {count} digits").of(what=kind, count=digits)
            ) from None
        raise BoardError(phrase("Files", "not a {what}: {reason}").of(what=kind, reason=str(exc))) from None


class _TooLong(Exception):
    def __init__(self, digits: int) -> None:
        self.digits = digits


def _longest_integer(text: str) -> int:
    """The digits of the first integer of the JSON ``text`` too long for Python to read (0:
    none). Only after a failed read: ``json.loads`` does not say which number it was."""
    most = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0

    def check(literal: str) -> int:
        digits = len(literal.lstrip("-"))
        if most and digits > most:
            raise _TooLong(digits)
        return 0

    try:
        json.loads(text, parse_int=check, parse_float=lambda _text: 0, parse_constant=lambda _name: 0)
    except _TooLong as long:
        return long.digits
    except (ValueError, RecursionError):
        pass
    return 0


def decode_json(data: bytes, error: type[Exception] = BoardError, what: FileKind = "board") -> Any:
    """Decode the UTF-8 JSON of a file with the protections board files get (no NaN or
    Infinity, no integer with thousands of digits, no nesting deep enough to crash the parser).
    A failure raises ``error`` (for instance another format's error class, given the `Message`
    that says what is wrong) with one line; ``what`` names the kind of file in that line."""
    try:
        return _decode_json(data, what)
    except BoardError as exc:
        if error is BoardError:
            raise
        raise error(exc.what) from None


STALE_TEMPORARY_SECONDS = 600
"""A temporary file of ours older than this is what a save killed midway left behind."""


class NotAFileError(OSError):
    """A save or an export to something that is not a file and cannot be written through (a
    folder, a socket, a disk device, a pipe nobody reads). ``what`` says it (``strerror``: its
    English); nothing was changed."""

    def __init__(self, code: int, what: Message, path: str | os.PathLike[str]) -> None:
        super().__init__(code, what.english(), os.fspath(path))
        self.what = what


_WRITE_FLAGS = os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
"""Opening a device or a pipe to write through it: never waiting for a reader, never taking a
terminal, never creating or truncating anything."""


def _refuse_special(info: os.stat_result, path: str | os.PathLike[str]) -> None:
    """Raise `NotAFileError` for what no save may write: a folder, a socket, a disk device."""
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if stat.S_ISSOCK(info.st_mode):
        raise NotAFileError(errno.ENXIO, phrase("Files", "this is a socket, not a file: nothing was written"), path)
    if stat.S_ISBLK(info.st_mode):
        raise NotAFileError(
            errno.EPERM, phrase("Files", "this is a disk device: it is not written over; choose a file"), path
        )


def _write_through(path: str | os.PathLike[str], data: bytes, info: os.stat_result) -> bool:
    """Write ``data`` straight into ``path``, a character device or a named pipe (``info``: its
    ``stat``), leaving the node as it is. False, having written nothing, when what is opened
    turns out to be a regular file (swapped in since the check): the caller replaces it whole."""
    _refuse_special(info, path)
    try:
        fd = os.open(path, _WRITE_FLAGS)
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a pipe with no reader: opening it would wait for ever
            reading = phrase("Files", "nothing is reading from this pipe: start the program that reads it first")
            raise NotAFileError(errno.ENXIO, reading, path) from None
        raise
    try:
        opened = os.fstat(fd)
        if stat.S_ISREG(opened.st_mode):
            return False
        _refuse_special(opened, path)
        os.set_blocking(fd, True)  # a reader that is slow is waited for, as any program's output is
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)
    return True


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` so that the old file survives any failure: write a temporary
    file in the same folder, flush it to disk, rename it over the file, then flush the folder
    (where the system allows). Raises `OSError` (with the temporary file removed) when the
    folder is read-only, the disk full, and so on.

    A symbolic link is written through (its target changes; the link stays a link), and the
    temporaries an earlier save of the same file left when it was killed are removed. A target
    that is not a regular file is never replaced: a device or a named pipe is written through
    (``/dev/full`` raises "no space"), anything else refused (`NotAFileError`)."""
    try:
        info: os.stat_result | None = os.stat(path)
    except OSError:
        info = None  # a new file (or a dangling link: its target is made)
    if info is not None and not stat.S_ISREG(info.st_mode) and _write_through(path, data, info):
        return
    import tempfile  # here, not at the top: its imports cost the app's start-up, which never saves

    target = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    _remove_stale_temporaries(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        try:
            os.chmod(tmp, stat.S_IMODE(target.stat().st_mode))
        except FileNotFoundError:
            os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for the renamed file to disk (POSIX; elsewhere nothing)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot: the file itself is already on disk
    finally:
        os.close(fd)


def _remove_stale_temporaries(target: Path) -> None:
    """Remove ``.<name>.*.tmp`` files beside ``target`` older than `STALE_TEMPORARY_SECONDS`
    (a save running now in another window is younger and left alone)."""
    remove_stale(target.parent, f".{target.name}.*.tmp", STALE_TEMPORARY_SECONDS)


def remove_stale(folder: Path, pattern: str, seconds: float) -> None:
    """Remove the files of ``folder`` matching ``pattern`` last changed over ``seconds`` ago:
    what a process killed midway left (one still working has touched its own files since)."""
    import time

    try:
        candidates = list(folder.glob(pattern))
    except OSError:
        return
    for candidate in candidates:
        try:
            if time.time() - candidate.lstat().st_mtime > seconds:
                candidate.unlink()
        except OSError:
            pass
