"""File → New: an empty board of a chosen size, a preset, or a recent board, chosen from a
gallery of thumbnails (drawn as the board draws them)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Slot
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, BoardError, Rules
from ...core.board import MAX_SIDE, MIN_SIDE
from ...core.files.boards import BoardFile, load_board
from ...presets import load_preset, preset_names
from ...words.presets import preset_title
from ..board.render import render_image

THUMBNAIL = 150
MAX_THUMBNAIL_SQUARES = 2500
"""Recent boards larger than 50×50 are listed without drawing them."""


class NewBoardDialog(QDialog):
    """Choose a preset, a recent board or an empty rows × cols board."""

    def __init__(
        self, parent: QWidget | None = None, rows: int = 10, cols: int = 10, recent: list[Path] | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New board"))
        self.choices: list[BoardFile | None] = [None]  # None: the empty board
        self.preset = QComboBox()  # the same choices, by name, for the keyboard
        self.preset.addItem(self.tr("Empty board"))
        self.gallery = QListWidget()
        self.gallery.setAccessibleName(self.tr("Boards to start from"))
        self.gallery.setViewMode(QListWidget.ViewMode.IconMode)
        self.gallery.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.gallery.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.gallery.setMovement(QListWidget.Movement.Static)
        self.gallery.setSpacing(8)
        self._add(self.tr("Empty board"), None, self.tr("An empty board of the size below"))
        for name in preset_names():
            loaded = load_preset(name)
            self._add(preset_title(name, loaded.name or name), loaded, self.tr("Preset"))
        for path in recent or []:
            try:
                loaded = load_board(path)
            except (BoardError, OSError):
                continue  # gone or damaged: File → Open Recent says so
            self._add(path.name, loaded, str(path))
        self.rows = QSpinBox()
        self.cols = QSpinBox()
        for box, value in ((self.rows, rows), (self.cols, cols)):
            box.setRange(MIN_SIDE, MAX_SIDE)
            box.setValue(value)
        self.preset.currentIndexChanged.connect(self._chosen)
        self.gallery.currentRowChanged.connect(self.preset.setCurrentIndex)
        self.gallery.itemDoubleClicked.connect(self.accept)
        self.gallery.setCurrentRow(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Start from:"), self.preset)
        form.addRow(self.tr("Rows:"), self.rows)
        form.addRow(self.tr("Columns:"), self.cols)
        layout = QVBoxLayout(self)
        layout.addWidget(self.gallery, 1)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.resize(720, 560)

    def _add(self, title: str, loaded: BoardFile | None, tip: str) -> None:
        if loaded is not None:  # the empty board is choice 0, there from the start
            self.choices.append(loaded)
            self.preset.addItem(title)
        item = QListWidgetItem(title)
        if loaded is not None and loaded.board.size <= MAX_THUMBNAIL_SQUARES:
            item.setIcon(QIcon(QPixmap.fromImage(render_image(loaded.board, loaded.rules, THUMBNAIL))))
        elif loaded is None:  # an empty board: its grid alone
            item.setIcon(QIcon(QPixmap.fromImage(render_image(Board(10, 10), Rules(), THUMBNAIL))))
        item.setToolTip(tip)
        self.gallery.addItem(item)

    @Slot(int)
    def _chosen(self, index: int) -> None:
        empty = self.choices[index] is None if 0 <= index < len(self.choices) else True
        self.rows.setEnabled(empty)
        self.cols.setEnabled(empty)
        if self.gallery.currentRow() != index:
            self.gallery.setCurrentRow(index)

    def result_board(self) -> BoardFile:
        """The board the dialog describes."""
        chosen = self.choices[self.preset.currentIndex()]
        if chosen is not None:
            return chosen
        return BoardFile(Board(self.rows.value(), self.cols.value()), Rules(), "")
