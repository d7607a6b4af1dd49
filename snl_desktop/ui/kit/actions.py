"""One way to make a QAction: its text, the slot it runs, its keys and its tip.

Keys are given as text (``"Ctrl+G"``) or as Qt's standard keys (``QKeySequence.StandardKey.Undo``),
which each platform maps to its own keys (some to several). The list is flattened and each key
kept once: Qt runs *neither* action when one key is listed twice ("Ambiguous shortcut
overload"), which is how ``Ctrl+Shift+Z`` and the standard Redo, the same key on X11, once
left Redo dead there."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

Key = str | QKeySequence | QKeySequence.StandardKey


def key_sequences(keys: Key | Sequence[Key] | None) -> list[QKeySequence]:
    """Every key sequence of ``keys`` (a standard key gives all of this platform's), each once,
    in the order given."""
    if keys is None:
        return []
    items = [keys] if isinstance(keys, (str, QKeySequence, QKeySequence.StandardKey)) else list(keys)
    out: list[QKeySequence] = []
    seen: set[str] = set()
    for item in items:
        sequences = (
            QKeySequence.keyBindings(item) if isinstance(item, QKeySequence.StandardKey) else [QKeySequence(item)]
        )
        for sequence in sequences:
            text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if text and text not in seen:
                seen.add(text)
                out.append(sequence)
    return out


def make_action(
    parent: QObject,
    text: str,
    slot: Callable[[], object],
    keys: Key | Sequence[Key] | None = None,
    tip: str = "",
    checkable: bool = False,
) -> QAction:
    """A QAction owned by ``parent`` that runs ``slot()`` when triggered."""
    # Not QAction(text, parent): PySide would try the (icon, text, parent) overload first and
    # load QIcon, whose enums cost start-up ~3 ms (tests/benchmarks/startup_instructions.py).
    action = QAction(parent, text=text)
    sequences = key_sequences(keys)
    if sequences:
        action.setShortcuts(sequences)
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    action.setCheckable(checkable)
    action.triggered.connect(lambda _checked=False: slot())
    return action
