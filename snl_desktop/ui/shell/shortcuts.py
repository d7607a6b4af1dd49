"""Help → Keyboard Shortcuts: every key the window answers, with what it does, read from the
actions themselves (so the list cannot drift from the keys)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..board import theme


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(keys, what they do) for every action of ``window`` that has keys, in menu-text order;
    each action once. Both as the user reads them: the keys' names and the actions' texts in
    the user's language."""
    rows: dict[str, str] = {}
    for action in window.findChildren(QAction):
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        text = action.text().replace("&", "").rstrip("…").strip()
        if keys and text and text not in rows:
            rows[text] = keys
    return sorted(((keys, text) for text, keys in rows.items()), key=lambda row: row[1].casefold())


class ShortcutsDialog(QDialog):
    """The keys of every action of ``window`` in a table: the keys, then what they do."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.rows = shortcut_rows(window)
        table = QTableWidget(len(self.rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action")])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for row, (keys, text) in enumerate(self.rows):
            key_item = QTableWidgetItem(keys)
            key_item.setFont(theme.headline_font(key_item.font(), 1.0))
            table.setItem(row, 0, key_item)
            table.setItem(row, 1, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.table = table
        self.resize(460, 560)
