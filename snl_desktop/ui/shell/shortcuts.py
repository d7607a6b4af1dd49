"""Help → Keyboard Shortcuts: every key the window answers, with what it does, read from the
actions themselves (so the list cannot drift from the keys)."""

from __future__ import annotations

from html import escape

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(keys, what they do) for every action of ``window`` that has keys, in menu-text order;
    each action once."""
    rows: dict[str, str] = {}
    for action in window.findChildren(QAction):
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        text = action.text().replace("&", "").rstrip("…").strip()
        if keys and text and text not in rows:
            rows[text] = keys
    return sorted(((keys, text) for text, keys in rows.items()), key=lambda row: row[1].casefold())


class ShortcutsDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle("Keyboard Shortcuts")
        self.rows = shortcut_rows(window)
        table = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(text)}</td></tr>" for keys, text in self.rows)
        text = QTextBrowser()
        text.setHtml(f"<table cellpadding='4'>{table}</table>")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.resize(460, 560)
