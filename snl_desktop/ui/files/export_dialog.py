"""File → Export: the picture's size and whether the board's name and rules go with it. The
picture never carries the editor's marks (warnings, selection): it is drawn afresh."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QVBoxLayout, QWidget

from ..board.render import MAX_PNG_SIDE, MIN_PNG_SIDE


class ExportDialog(QDialog):
    """The options of an export to ``kind`` (``"png"``, ``"svg"`` or ``"pdf"``)."""

    def __init__(self, kind: str, size: int = 1000, caption: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if kind == "png":
            self.setWindowTitle(self.tr("Export as PNG"))
        elif kind == "svg":
            self.setWindowTitle(self.tr("Export as SVG"))
        else:
            self.setWindowTitle(self.tr("Export as PDF"))
        self.size_box = QSpinBox()
        self.size_box.setRange(MIN_PNG_SIDE, MAX_PNG_SIDE)
        self.size_box.setValue(size)
        self.size_box.setSuffix(self.tr(" px"))
        self.size_box.setToolTip(self.tr("The picture's longer side"))
        self.size_box.setEnabled(kind == "png")  # SVG and PDF are drawings: any size
        self.caption = QCheckBox(self.tr("The board's name above it and its size and rules below"))
        self.caption.setChecked(caption)
        form = QFormLayout()
        form.addRow(self.tr("Size:"), self.size_box)
        form.addRow(self.caption)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Export"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
