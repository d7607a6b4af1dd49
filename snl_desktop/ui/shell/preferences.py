"""View → Preferences…: the language the app speaks (the system's, or one chosen), remembered;
it takes effect when the app starts again (the dialog says so). Each language is named in its
own language, as people look for it."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ...resources.languages import LANGUAGES
from ..kit.settings import read_text
from ..kit.settings_keys import SettingKey


class PreferencesDialog(QDialog):
    """The language setting (`SettingKey.LANGUAGE`, read at start by `ui.app.create_application`): ""
    (the system's) or a code of `LANGUAGES`."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        self.language.addItem(self.tr("The system's language"), "")
        for language in LANGUAGES:
            self.language.addItem(language.own_name, language.code)
        chosen = read_text(settings, SettingKey.LANGUAGE, "", 32)
        index = self.language.findData(chosen)
        self.language.setCurrentIndex(max(index, 0))
        label = QLabel(self.tr("&Language:"))
        label.setBuddy(self.language)
        self.note = QLabel(self.tr("A new language is used from the next start of the app."))
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(label, self.language)
        form.addRow(self.note)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.setValue(SettingKey.LANGUAGE, self.language.currentData())
        super().accept()


def open_preferences(window: QWidget) -> PreferencesDialog:
    """View → Preferences… for ``window`` (its settings), shown without blocking."""
    settings = getattr(window, "settings", None)
    dialog = PreferencesDialog(settings if isinstance(settings, QSettings) else QSettings(), window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
