"""Board → Properties: the board's name, a description and its house rules. Each change is
one undo step (`BoardDocument.set_name`, `set_description`, `set_rules`), saved in the `.snl`
file; the window title shows the name, and the Analysis and Solver docks follow the rules."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...core.files.boards import MAX_DESCRIPTION_CHARS, MAX_NAME_CHARS
from ..document.document import BoardDocument
from ..kit.rules_form import RulesForm


class PropertiesDialog(QDialog):
    """The board's name, description and house rules, as the document holds them."""

    def __init__(self, document: BoardDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Board properties"))
        self.document = document
        self.name = QLineEdit(document.name)
        self.name.setMaxLength(MAX_NAME_CHARS)
        self.name.setPlaceholderText(self.tr("e.g. Jungle run"))
        self.description = QPlainTextEdit(document.description)
        self.description.setPlaceholderText(self.tr("Who the board is for, what makes it fun…"))
        self.description.setTabChangesFocus(True)
        self.rules = RulesForm(document.rules)
        form = QFormLayout()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Description:"), self.description)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rules)
        layout.addWidget(buttons)

    def apply(self) -> int:
        """Make the document what the dialog says: one undo step per property changed. Returns
        how many steps were made."""
        document = self.document
        description = self.description.toPlainText().strip()[:MAX_DESCRIPTION_CHARS]
        steps = [
            document.set_name(" ".join(self.name.text().split())),
            document.set_description(description),
            document.set_rules(self.rules.rules()),
        ]
        return sum(steps)
