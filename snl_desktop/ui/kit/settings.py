"""Reading the app's settings with their types. A settings file is input like any other: it may
be damaged, edited by hand or written by another version. Every read names its type, a default
and a bound; a value that does not fit is logged and the default used instead, never fatal.

Qt itself reads the file's values with its own rules before we see one: a value written
``@Variant(…)`` or ``@DateTime(…)`` is binary data Qt decodes as it reads the file, and sixteen
bytes of it can abort the process (a list claiming four billion items) or nest deep enough to
overflow the stack. The app never writes those forms, so before the first value is read (and
again whenever the file changed) `_guard` drops every line that could hold one, reading the
escapes, quotes and continued lines every way Qt might, and rewrites the file without them (the
lines dropped are logged). A file that is not a regular file or is past the app's bound for its
own files (`core.files.own_files.check_own_file`, the same check as at start-up) is moved
aside and the settings start from their defaults."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ...core.files.own_files import MAX_SETTINGS_BYTES, check_own_file
from ...core.files.safe_io import atomic_write_bytes
from ...log import logger

MAX_TEXT = 10_000
"""Past this many characters a text setting is not ours."""
"""Past this size the settings file is not ours (the app's own is a few kilobytes; a hundred
thousand recent files, 2.4 MB, still start)."""

_UNSAFE = re.compile(r"@(?:variant|datetime)\(", re.IGNORECASE)
"""The value forms Qt decodes as binary (QDataStream) data."""
_ESCAPE = re.compile(r"\\(?:[xX]([0-9a-fA-F]+)|([0-7]{1,3})|(.))", re.DOTALL)
_LAYOUT = re.compile(r'[\s"]+')
_checked: dict[str, tuple[int, int, int]] = {}
"""Each settings file found safe, by path: its (size, mtime, inode) then."""


def _readings(line: str) -> list[str]:
    """``line`` as Qt might read it: hexadecimal escapes of 2, 4 or any number of digits,
    octal escapes, quotes and spaces ignored (so ``"@Var" iant(`` is seen too)."""
    if "\\" not in line:
        return [_LAYOUT.sub("", line)]
    readings = []
    for digits in (2, 4, 8):

        def unescape(match: re.Match[str], digits: int = digits) -> str:
            hexa, octal, other = match.groups()
            if hexa is not None:
                return chr(min(int(hexa[:digits], 16), 0x10FFFF)) + hexa[digits:]
            if octal is not None:
                return chr(int(octal, 8))
            return other

        readings.append(_LAYOUT.sub("", _ESCAPE.sub(unescape, line)))
    return readings


def unsafe_line(line: str) -> bool:
    """Whether one (logical) line of an INI settings file could make Qt decode binary data."""
    if "@" not in line and "\\" not in line:
        return False
    return any(_UNSAFE.search(reading) for reading in _readings(line))


def safe_settings_text(data: bytes) -> tuple[bytes, list[str]]:
    """The settings file ``data`` without its unsafe lines (a line ending in a backslash goes on
    on the next line, as Qt reads it), and those lines (shortened) for the log."""
    physical = data.split(b"\n")
    kept: list[bytes] = []
    dropped: list[str] = []
    i = 0
    while i < len(physical):
        j = i
        while physical[j].rstrip(b"\r").endswith(b"\\") and j + 1 < len(physical):
            j += 1
        parts = [line.rstrip(b"\r")[:-1] for line in physical[i:j]] + [physical[j]]
        logical = b"".join(parts).decode("utf-8", "replace")
        if unsafe_line(logical):
            dropped.append(logical[:60])
        else:
            kept.extend(physical[i : j + 1])
        i = j + 1
    return b"\n".join(kept), dropped


def _guard(settings: QSettings) -> None:
    """Make the settings file safe for Qt to read (see the module's docstring). A missing file,
    or one that is not a regular file, is left to Qt (and to the start's own checks)."""
    if settings.format() not in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat) or (
        settings.format() == QSettings.Format.NativeFormat and sys.platform in ("win32", "darwin")
    ):
        return  # the registry or a property list: not text Qt parses this way
    path = settings.fileName()
    log = logger(__name__)
    set_aside = check_own_file(path, MAX_SETTINGS_BYTES)  # a pipe, a device or too big: not ours
    if set_aside is not None:
        log.warning("%s", set_aside.why.english())
        settings.sync()
        return
    try:
        info = os.stat(path)
    except OSError:
        return
    stamp = (info.st_size, info.st_mtime_ns, info.st_ino)
    if _checked.get(path) == stamp:
        return
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_SETTINGS_BYTES + 1)
        safe, dropped = safe_settings_text(data)
        if dropped:
            atomic_write_bytes(path, safe)
            for line in dropped:
                log.warning("setting ignored (a form Qt decodes as binary data): %r", line)
            settings.sync()  # Qt reads the file again: it has changed
        info = os.stat(path)
        _checked[path] = (info.st_size, info.st_mtime_ns, info.st_ino)
    except OSError as exc:
        log.warning("settings file %s could not be checked: %s", path, exc)


def _ignored(key: str, value: Any) -> None:
    try:
        text = repr(value)
    except (RecursionError, ValueError):
        text = f"<{type(value).__name__} nested too deep to show>"
    logger(__name__).warning("setting %s ignored: %s", key, text if len(text) <= 80 else text[:77] + "...")


def _raw(settings: QSettings, key: str) -> Any:
    _guard(settings)
    try:
        return settings.value(key)
    except Exception:  # a value Qt itself cannot read back is as good as missing
        _ignored(key, "<unreadable>")
        return None


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    """``true``/``false`` as written by `write_bool` (or a bool); anything else: ``default``."""
    value = _raw(settings, key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    _ignored(key, value)
    return default


def write_bool(settings: QSettings, key: str, value: bool) -> None:
    settings.setValue(key, "true" if value else "false")


def read_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """An integer in ``low..high``; anything else (text, a list, out of range): ``default``."""
    value = _raw(settings, key)
    if value is None:
        return default
    if isinstance(value, int) and not isinstance(value, bool):
        number: int | None = value
    elif isinstance(value, str) and re.fullmatch(r"-?[0-9]{1,18}", value.strip()):
        number = int(value.strip())  # ASCII digits only: int() would take "٣" and refuse "²"
    else:
        number = None
    if number is None or not low <= number <= high:
        _ignored(key, value)
        return default
    return number


def read_choice(settings: QSettings, key: str, default: str, choices: Sequence[str]) -> str:
    """One of ``choices``; anything else: ``default``."""
    value = _raw(settings, key)
    if value is None:
        return default
    if isinstance(value, str) and value in choices:
        return value
    _ignored(key, value)
    return default


def read_text(settings: QSettings, key: str, default: str = "", max_chars: int = MAX_TEXT) -> str:
    """A string of at most ``max_chars`` characters; anything else: ``default``."""
    value = _raw(settings, key)
    if value is None:
        return default
    if isinstance(value, str) and len(value) <= max_chars:
        return value
    _ignored(key, value)
    return default


def read_bytes(settings: QSettings, key: str, max_bytes: int = 1 << 20) -> QByteArray | None:
    """Bytes Qt wrote (a window's geometry or state), or None when missing or not bytes."""
    value = _raw(settings, key)
    if value is None:
        return None
    if isinstance(value, (QByteArray, bytes)):
        data = QByteArray(value)
        if 0 < data.size() <= max_bytes:
            return data
    _ignored(key, value)
    return None


def read_texts(settings: QSettings, key: str, max_count: int, max_chars: int = 4096) -> list[str]:
    """A list of strings, at most ``max_count`` kept (the rest are not read); a single string
    counts as a list of one; anything else: an empty list."""
    value = _raw(settings, key)
    if value is None:
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        _ignored(key, value)
        return []
    texts = [item for item in value[:max_count] if isinstance(item, str) and 0 < len(item) <= max_chars]
    if len(texts) != min(len(value), max_count):
        _ignored(key, value[:max_count])
    return texts


def read_json(settings: QSettings, key: str, max_chars: int = 100_000) -> Any:
    """A JSON value written by `write_json`, or None when missing, too long, too deep or not
    JSON."""
    text = read_text(settings, key, "", max_chars)
    if not text:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        _ignored(key, text)
        return None


def write_json(settings: QSettings, key: str, value: Any) -> None:
    settings.setValue(key, json.dumps(value, ensure_ascii=False))
