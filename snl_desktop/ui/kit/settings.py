"""Reading the app's settings with their types. A settings file is input like any other: it may
be damaged, edited by hand or written by another version. Every read names its type, a default
and a bound; a value that does not fit is logged and the default used instead, never fatal."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ...log import logger

MAX_TEXT = 10_000
"""Past this many characters a text setting is not ours."""


def _ignored(key: str, value: Any) -> None:
    text = repr(value)
    logger(__name__).warning("setting %s ignored: %s", key, text if len(text) <= 80 else text[:77] + "...")


def _raw(settings: QSettings, key: str) -> Any:
    try:
        return settings.value(key)
    except Exception:  # noqa: BLE001 - a value Qt itself cannot read back is as good as missing
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
    elif isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 20:
        number = int(value.strip())
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
