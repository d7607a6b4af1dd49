"""Languages: View → Preferences… chooses one (from the next start); a right-to-left language lays
the window out right to left while the board keeps its numbering; numbers follow the language's
locale; the fonts the app ships for Hindi and Arabic load."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from snl_desktop.resources.languages import LANGUAGES, SHIPPED_FONTS
from snl_desktop.ui.kit.fonts import load_script_fonts
from snl_desktop.ui.kit.settings_keys import SettingKey
from snl_desktop.ui.shell.preferences import PreferencesDialog
from snl_desktop.words import languages


def test_preferences_remember_the_language(make_window) -> None:
    window = make_window()
    dialog = PreferencesDialog(window.settings, window)
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names[1:] == [language.own_name for language in LANGUAGES]  # after the system's
    assert {"Deutsch", "Español", "Français", "हिन्दी", "العربية"} <= set(names)
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    assert window.settings.value(SettingKey.LANGUAGE) == "de"
    again = PreferencesDialog(window.settings, window)
    assert again.language.currentData() == "de"
    assert "next start" in again.note.text()


def test_arabic_mirrors_the_window_but_not_the_board(make_window) -> None:
    app = QApplication.instance()
    window = make_window()
    try:
        languages.use(app, "ar")
        assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert window.isRightToLeft() and not window.view.isRightToLeft()  # the board keeps its numbering
        assert QLocale().language() == QLocale.Language.Arabic
        system = QLocale.system()  # an Arabic-speaking system keeps its own locale (its digits)
        arabic = system if system.language() == QLocale.Language.Arabic else QLocale("ar")
        assert QLocale().name() == arabic.name()
        assert QLocale().toString(51.39, "f", 2) == arabic.toString(51.39, "f", 2)
        if system.language() != QLocale.Language.Arabic:
            assert QLocale().toString(51.39, "f", 2) == "٥١٫٣٩"  # Arabic-Indic digits and separator
        languages.use(app, "de")
        assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert QLocale().toString(51.39, "f", 2) == "51,39"  # numbers follow the language
    finally:
        languages.use(app, "en")


def test_the_shipped_fonts_load() -> None:
    """Every font of the languages' list loads ("NotoSansDevanagari": the family "Noto Sans
    Devanagari"): Hindi and Arabic render on a system without them."""
    families = {family.replace(" ", "") for family in load_script_fonts()}
    assert set(SHIPPED_FONTS) <= families and {"NotoSansDevanagari", "NotoSansArabic"} <= families
