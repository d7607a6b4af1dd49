"""Help → Keyboard Shortcuts: the keys the window answers, grouped by room (Everywhere, Play,
Design, Learn), read from the actions themselves so the list cannot drift from the keys.

The rules of the list:

- each action once (the first group that holds it), and each of its keys once, written the
  platform's way (`QKeySequence.SequenceFormat.NativeText`);
- only keys a keyboard has (`real_key`): Qt's standard keys also bring X11's keysyms ("Undo",
  "Save", "Zoom In", "F14" …) that no ordinary keyboard carries, which would only mislead;
- an action is named as a person reads it (`action_name`): no "&" mnemonic, no "…", no "▶"
  glyph; when its text leans on a glyph or another action listed has the same words ("▶ Play"
  is the search's "Play or pause the search", not the Play room), its tip, without its "(F5)",
  names it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...words.mnemonics import without_mnemonic
from ..board import theme
from ..kit.rooms import Room

__all__ = ["EVERYWHERE", "ShortcutsDialog", "action_name", "group_titles", "real_key", "shortcut_rows"]

EVERYWHERE = "everywhere"
"""The group of keys that work in every room (files, view, help)."""

_LAST_KEYBOARD_KEY = Qt.Key.Key_F12.value
"""Qt's keys from Escape to F12 (0x01000000 … 0x0100003b) are the ones of a PC keyboard; past
it are F13–F35 and the multimedia keysyms (Undo, Save, Zoom In, Back …)."""
_GLYPHS = re.compile(r"[▶◀▲▼►◄⏵⏴⏸⏹⏮⏭→←↑↓]")
_KEYS_NOTE = re.compile(r"\s*\([^()]*\)\s*$")


def group_titles() -> dict[str, str]:
    """Each group's title in the user's language, by key: ``EVERYWHERE`` and the rooms' values."""
    return {
        EVERYWHERE: QCoreApplication.translate("ShortcutsDialog", "Everywhere"),
        Room.PLAY.value: QCoreApplication.translate("ShortcutsDialog", "Play"),
        Room.DESIGN.value: QCoreApplication.translate("ShortcutsDialog", "Design"),
        Room.LEARN.value: QCoreApplication.translate("ShortcutsDialog", "Learn"),
    }


def real_key(sequence: QKeySequence) -> bool:
    """Whether every key of ``sequence`` is on an ordinary keyboard: a character, or Escape …
    F12 (with any modifiers)."""
    if sequence.isEmpty():
        return False
    for i in range(sequence.count()):
        key = cast(Any, sequence)[i].key().value  # (the stubs lack QKeySequence's [])
        if key >= Qt.Key.Key_Escape.value and key > _LAST_KEYBOARD_KEY:
            return False
    return True


def key_text(action: QAction) -> str:
    """The keys of ``action`` as the user reads them: real keys only, each once, in order."""
    seen: list[str] = []
    for sequence in action.shortcuts():
        if not real_key(sequence):
            continue
        text = sequence.toString(QKeySequence.SequenceFormat.NativeText)
        if text and text not in seen:
            seen.append(text)
    return ", ".join(seen)


def _shown_keys(keys: str) -> str:
    """``keys`` as the dialog shows them: one a line, each isolated left to right ("Ctrl+-"
    must not read "-+Ctrl" in a right-to-left window)."""
    return "\n".join(f"\u2066{key}\u2069" for key in keys.split(", "))


def _listed_keys(shown: str) -> str:
    """The keys of a row as `key_text` lists them (the inverse of `_shown_keys`)."""
    return ", ".join(line.strip("\u2066\u2069") for line in shown.split("\n"))


def _plain(text: str) -> str:
    text = _GLYPHS.sub("", without_mnemonic(text))
    return " ".join(text.replace("…", "").split()).rstrip(".")


def action_name(action: QAction, ambiguous: bool = False) -> str:
    """What ``action`` does, in words: its text without decorations; its tip (without a
    trailing "(keys)") instead when the text leaned on a glyph ("▶ Play" → "Play or pause the
    search") or is ``ambiguous`` (another action listed has the same words)."""
    text = action.text()
    name = _plain(text)
    tip = _plain(_KEYS_NOTE.sub("", action.statusTip() or action.toolTip()))
    if tip and (not name or _GLYPHS.search(text) or ambiguous):
        return tip
    return name


def _shared_names(actions: Sequence[QAction]) -> set[str]:
    """The words (any case) that name more than one of ``actions`` that have keys."""
    seen: dict[str, int] = {}
    for action in {id(a): a for a in actions if key_text(a)}.values():
        key = action_name(action).casefold()
        seen[key] = seen.get(key, 0) + 1
    return {name for name, count in seen.items() if count > 1}


def shortcut_rows(
    actions: Sequence[QAction], taken: set[int] | None = None, shared: set[str] | None = None
) -> list[tuple[str, str]]:
    """(keys, what they do) for each of ``actions`` that has real keys, sorted by what they do;
    each action once, and a row that repeats another (same keys, same words) once. ``taken``:
    the actions already listed (by id), which are skipped; the ones listed here are added.
    ``shared``: names that stand for more than one action listed (by default, within
    ``actions``), said by their tips instead."""
    taken = set() if taken is None else taken
    shared = _shared_names(actions) if shared is None else shared
    rows: list[tuple[str, str]] = []
    for action in actions:
        if id(action) in taken or action.isSeparator():
            continue
        keys = key_text(action)
        name = action_name(action, action_name(action).casefold() in shared)
        if not keys or not name:
            continue
        taken.add(id(action))
        if (keys, name) not in rows:
            rows.append((keys, name))
    return sorted(rows, key=lambda row: row[1].casefold())


def window_groups(window: QWidget) -> list[tuple[str, list[QAction]]]:
    """Every action of ``window`` in one "Everywhere" group: the list until a caller groups
    them by room."""
    return [(group_titles()[EVERYWHERE], window.findChildren(QAction))]


class ShortcutsDialog(QDialog):
    """The keys of the actions of each group under the group's title, with a box that keeps
    the rows whose keys or words contain what is typed. ``groups``: (title, actions) in the
    order shown; without them, every action of ``parent`` in one group. ``groups_shown`` holds
    what is listed: (title, [(keys, what they do)])."""

    def __init__(self, parent: QWidget, groups: Sequence[tuple[str, Sequence[QAction]]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        groups = groups or window_groups(parent)
        taken: set[int] = set()
        shared = _shared_names([action for _title, actions in groups for action in actions])
        listed = [(title, shortcut_rows(actions, taken, shared)) for title, actions in groups]
        self.groups_shown: list[tuple[str, list[tuple[str, str]]]] = [(t, rows) for t, rows in listed if rows]
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Find a key or an action"))
        self.filter.setAccessibleName(self.tr("Find a key or an action"))  # a placeholder is no name
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.show_matching)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("Action")])
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._items: list[tuple[QTreeWidgetItem, list[QTreeWidgetItem]]] = []
        for title, rows in self.groups_shown:
            head = QTreeWidgetItem(self.tree, [title])
            head.setFirstColumnSpanned(True)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            # each key of an action on a line of its own: the keys column stays narrow in a
            # language whose key names are long ("Control+Mayúsculas+Z")
            items = [QTreeWidgetItem(head, [_shown_keys(keys), name]) for keys, name in rows]
            self._items.append((head, items))
            head.setExpanded(True)
        self._set_fonts()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        line = self.fontMetrics().height()
        room = self.screen().availableGeometry()
        self.resize(min(line * 46, room.width() * 9 // 10), min(line * 52, room.height() * 9 // 10))

    @property
    def rows(self) -> list[tuple[str, str]]:
        """Every row listed, all groups together: (keys, what they do)."""
        return [row for _title, rows in self.groups_shown for row in rows]

    def _set_fonts(self) -> None:
        """Titles and keys in bold, from the dialog's font (so Text Size reaches them)."""
        for head, rows in self._items:
            head.setFont(0, theme.headline_font(self.font(), 1.15))
            for row in rows:
                row.setFont(0, theme.headline_font(self.font(), 1.0))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.FontChange:
            self._set_fonts()
        super().changeEvent(event)

    def show_matching(self, text: str) -> None:
        """Show the rows whose keys or words contain ``text`` (any case), and the titles of the
        groups that keep a row."""
        needle = text.casefold().strip()
        for head, rows in self._items:
            kept = 0
            for row in rows:
                hit = not needle or needle in row.text(0).casefold() or needle in row.text(1).casefold()
                row.setHidden(not hit)
                kept += hit
            head.setHidden(kept == 0)

    def visible_rows(self) -> list[tuple[str, str, str]]:
        """(group title, keys, what they do) for each row the filter shows."""
        return [
            (head.text(0), _listed_keys(row.text(0)), row.text(1))
            for head, rows in self._items
            if not head.isHidden()
            for row in rows
            if not row.isHidden()
        ]
