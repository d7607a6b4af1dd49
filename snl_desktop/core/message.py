"""A sentence for a person, as data. The core never builds a finished sentence: it returns a
`Message`, its English source text (the key a translation is found by) with named ``{fields}``,
and the words layer (`snl_desktop.words`) puts it into the user's language.

Source texts are written ``phrase("Context", "text with {field}")`` — two literal arguments —
so that Qt's ``lupdate`` (told that ``phrase`` spells ``QT_TRANSLATE_NOOP``) extracts them. A
source text never holds a plural: a count is a field, and the words layer says it (``%n``).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Message:
    """``text`` (English, with ``{name}`` fields) under its translation ``context``, and the
    values of its fields: numbers, strings, or other messages (said in turn)."""

    context: str
    text: str
    fields: tuple[tuple[str, Any], ...] = ()

    def of(self, **fields: Any) -> Message:
        """This message with (more) field values."""
        return Message(self.context, self.text, self.fields + tuple(fields.items()))

    @property
    def values(self) -> Mapping[str, Any]:
        return dict(self.fields)

    def english(self) -> str:
        """The source text filled in: for logs, JSON and code that runs with no translations."""
        return fill(self.text, {k: v.english() if isinstance(v, Message) else v for k, v in self.fields})

    def __str__(self) -> str:
        return self.english()


def phrase(context: str, text: str) -> Message:
    """Mark ``text`` as a sentence to translate under ``context`` (see the module's note)."""
    return Message(context, text)


_FORMATTER = string.Formatter()


def fill(text: str, values: Mapping[str, Any], number: Callable[[Any, str], str | None] | None = None) -> str:
    """``text`` with its ``{fields}`` replaced; a field with no value (a translation that names
    one the source has not) is left as written rather than failing. ``number(value, spec)``,
    when given, writes a number field (``{square}``, ``{chance:.2%}``) as the user's language
    writes numbers (None: Python's ``format``)."""
    out = []
    try:
        parsed = list(_FORMATTER.parse(text))
    except ValueError:  # an unmatched brace in a translation: show it as written
        return text
    for literal, field, spec, conversion in parsed:
        out.append(literal)
        if field is None:
            continue
        if field in values:
            value = values[field]
            written = number(value, spec or "") if number is not None else None
            if written is not None:
                out.append(written)
                continue
            try:
                out.append(format(value, spec or ""))
            except (TypeError, ValueError):
                out.append(str(value))
        else:
            out.append("{" + field + (("!" + conversion) if conversion else "") + ((":" + spec) if spec else "") + "}")
    return "".join(out)
