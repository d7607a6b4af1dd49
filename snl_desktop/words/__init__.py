"""The words layer: the core's values (messages, turn outcomes, search steps, figures) said in
the user's language. The whole app, window and command line alike, speaks through Qt's
translation system: ``QCoreApplication.translate`` here, ``self.tr`` in widgets, plural forms
by ``%n``, catalogues in ``resources/translations`` (see `languages`). Every field is filled
here (`say`, `spoken`): a name or a number that runs against the window's direction is isolated
(`isolation`), so "Spieler 1" stays one run in an Arabic sentence. Imports only QtCore."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from ..core.errors import BoardError, readable
from ..core.message import Message, fill
from .isolation import isolated, led, window_direction
from .numbers import by_spec


def say(message: Message) -> str:
    """``message`` in the user's language, its fields filled in (a field that is itself a
        message is said first), a number with a format spec as the language writes it (`numbers`).
    Numbers too long to read are shortened (`readable`); a field that runs against the window's
    direction is isolated (`isolation`)."""
    text = QCoreApplication.translate(message.context, message.text)
    direction = window_direction()
    filled = fill(text, {name: _said(value) for name, value in message.fields}, _writer(direction))
    return readable(led(filled, direction))


def capitalised(text: str) -> str:
    """A clause shown on its own (a refusal, a figure's sentence) begun with a capital letter;
    unchanged in a script without case (Hindi, Arabic)."""
    return text[:1].upper() + text[1:]


def refusal(check: Callable[[], object]) -> str:
    """Why ``check()`` refuses (the `BoardError` it raises, said and begun with a capital), or
    "" when it passes: a dialog's line under its fields, its OK button enabled only on ""."""
    try:
        check()
    except BoardError as exc:
        return capitalised(say(exc.what))
    return ""


def spoken(text: str, /, **values: Any) -> str:
    """A translated ``text`` with its ``{fields}`` filled in, its numbers written as the
    language writes them (`numbers.by_spec`): the widgets' ``self.tr("…{n}…")`` said as the
    core's messages are, each isolated where it runs against the window's direction
    (`isolation`). A field the translation misnames is shown as written, never raised."""
    direction = window_direction()
    return led(fill(text, values, _writer(direction)), direction)


def _writer(direction: Qt.LayoutDirection | None) -> Callable[[Any, str], str | None]:
    """How `fill` writes a field: a number as the language writes it (`numbers.by_spec`); in a
    window (``direction`` not None), every field (a number, a name, a clause said first)
    isolated when it runs against the window's direction (`isolation.isolated`)."""
    if direction is None:
        return by_spec

    def write(value: Any, spec: str) -> str:
        written = by_spec(value, spec)
        if written is None:
            try:
                written = format(value, spec)
            except (TypeError, ValueError):
                written = str(value)
        return isolated(written, direction)

    return write


def _said(value: Any) -> Any:
    return say(value) if isinstance(value, Message) else value


def said(value: Message | str) -> str:
    """A message said, or a string (user data, a name) as it is."""
    return say(value) if isinstance(value, Message) else value
