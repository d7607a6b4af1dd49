"""Names and numbers put into a sentence kept whole on screen, whichever way the sentence runs:
a field whose text runs the other way from the window ("Spieler 1" in an Arabic sentence, "ليلى"
in an English one) is wrapped in Unicode's FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE
(U+2068 … U+2069), so the bidirectional algorithm lays it out as one run and the sentence around
it keeps its own order. A field of the sentence's own direction, or of digits and signs only,
is left as it is (digits already stay one run; wrapping them would turn a range like "١–٦").

Only a window's application has a direction (`QGuiApplication.layoutDirection`, set from the
language by `languages.use`); a terminal command's bare application has none, and its output is
left unmarked. Imports only QtCore."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication, Qt

FSI = "\u2068"
"""FIRST STRONG ISOLATE: opens a run laid out in the direction of its first letter."""
PDI = "\u2069"
"""POP DIRECTIONAL ISOLATE: closes it."""
_MARKS = {Qt.LayoutDirection.RightToLeft: "\u200f", Qt.LayoutDirection.LeftToRight: "\u200e"}
"""RIGHT-TO-LEFT MARK and LEFT-TO-RIGHT MARK: a letter of each direction that is not seen."""

_RIGHT_TO_LEFT = frozenset({"R", "AL"})
_LEFT_TO_RIGHT = frozenset({"L"})
_OPENERS = frozenset({FSI, "\u2066", "\u2067"})  # FSI, LRI, RLI


def window_direction() -> Qt.LayoutDirection | None:
    """The direction of the window's application (right to left in Arabic); None for a
    terminal command's bare application, or before any application exists."""
    direction = getattr(QCoreApplication.instance(), "layoutDirection", None)
    return direction() if direction is not None else None


def isolated(text: str, direction: Qt.LayoutDirection | None) -> str:
    """``text`` wrapped in FSI … PDI when it holds a letter that runs against ``direction``
    (a Latin letter in a right-to-left sentence, an Arabic one in a left-to-right sentence)
    outside the runs already isolated in it; else, or with no direction, or over several
    lines, as it is. (A clause whose names are isolated is of the sentence's direction: "⁨Ana⁩
    على ٢٦" is not wrapped again, nor a list of isolated names, which would run left to right.)"""
    if direction is None or not text or "\n" in text:
        return text
    against = _LEFT_TO_RIGHT if direction == Qt.LayoutDirection.RightToLeft else _RIGHT_TO_LEFT
    if any(unicodedata.bidirectional(ch) in against for ch in _outside_isolates(text)):
        return f"{FSI}{text}{PDI}"
    return text


def _outside_isolates(text: str) -> str:
    """``text``'s characters that are in no isolated run (FSI, LRI or RLI … PDI)."""
    out, depth = [], 0
    for ch in text:
        if ch in _OPENERS:
            depth += 1
        elif ch == PDI and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)


def led(text: str, direction: Qt.LayoutDirection | None) -> str:
    """A sentence that begins with an isolated run ("⁨Spieler 1⁩ على ٢٦") led by the mark of
    ``direction`` (RLM in Arabic), so that whatever guesses a paragraph's direction from its
    first letter finds the sentence's own: Qt's text documents (rich text, the text views) do
    not look past an isolated run as its plain text layout does."""
    mark = _MARKS.get(direction) if direction is not None else None
    return mark + text if mark is not None and text.startswith(FSI) else text


def unmarked(text: str) -> str:
    """``text`` without the marks of this module (isolates, and the marks that lead a
    sentence): for a name that becomes data (a file name suggested from a sentence), which is
    no place for invisible characters."""
    return text.translate(_UNMARK)


_UNMARK = dict.fromkeys(map(ord, (FSI, PDI, *_MARKS.values())))
