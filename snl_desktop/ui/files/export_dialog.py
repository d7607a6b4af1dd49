"""File → Export: the picture's size and whether the board's name and rules go with it. The
picture never carries the editor's marks (warnings, selection): it is drawn afresh."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QVBoxLayout, QWidget

from ..board.render import MAX_PNG_SIDE, MIN_PNG_SIDE


class ExportDialog(QDialog):
    def __init__(self, kind: str, size: int = 1000, caption: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Export as {kind.upper()}")
        self.size_box = QSpinBox()
        self.size_box.setRange(MIN_PNG_SIDE, MAX_PNG_SIDE)
        self.size_box.setValue(size)
        self.size_box.setSuffix(" px")
        self.size_box.setToolTip("The picture's longer side")
        self.size_box.setEnabled(kind == "png")  # SVG and PDF are drawings: any size
        self.caption = QCheckBox("The board's name above it and its size and rules below")
        self.caption.setChecked(caption)
        form = QFormLayout()
        form.addRow("Size:", self.size_box)
        form.addRow(self.caption)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Export")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
