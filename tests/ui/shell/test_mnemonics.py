"""Issue 35, defect 10: Hindi's menus had Devanagari mnemonics (दिखा&वट) that no Latin keyboard
can type; Hindi desktop apps put the English item's Latin letter in parentheses at the end
("दृश्य (&V)"). And in every language, no two items of one menu (or buttons of one dialog) share
a letter: Arabic's Check My Code had ف for both "Open a .py File…" and "Check"."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from helpers.catalogues import SHIPPED, forms, messages
from snl_desktop.core import Board
from snl_desktop.words import languages

MNEMONIC = re.compile(r"&(?!&)(\w)")


def mnemonic(text: str) -> str:
    """The letter after a text's ``&`` (lower case), "" when it has none."""
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else ""


def test_no_hindi_mnemonic_is_a_letter_a_latin_keyboard_cannot_type() -> None:
    wrong = [
        f"{context}: {source!r} → {text!r}"
        for (context, source), message in messages("hi").items()
        for text in forms(message)
        if any(not letter.isascii() for letter in MNEMONIC.findall(text.replace("&&", "")))
    ]
    assert not wrong, "\n".join(wrong)


def test_a_hindi_mnemonic_is_the_english_items_letter_at_the_end() -> None:
    """ "&View" → "दृश्य (&V)": a letter of the English item (its own, unless another item of
    the menu has it), after the words (before a closing "…", ":" or "?")."""
    for (context, source), message in messages("hi").items():
        if not mnemonic(source):
            continue
        for text in forms(message):
            assert re.search(r" \(&[A-Z]\)(…|:|\?| ▶)?$", text), (context, text)
            assert mnemonic(text) in source.casefold(), (context, source, text)


def menus(widget: QWidget) -> Iterator[tuple[str, list[QAction]]]:
    """Each menu of the window (the menu bar first), with its items."""
    bar = widget.menuBar()  # type: ignore[attr-defined]
    yield "menu bar", list(bar.actions())
    for menu in widget.findChildren(QMenu):
        yield menu.title() or menu.objectName(), list(menu.actions())


def clashes(items: list[QAction]) -> dict[str, list[str]]:
    """The letters more than one visible item of ``items`` has."""
    shown = [action for action in items if action.isVisible() and not action.isSeparator() and action.text()]
    counted = Counter(mnemonic(action.text()) for action in shown)
    return {
        letter: [action.text() for action in shown if mnemonic(action.text()) == letter]
        for letter, count in counted.items()
        if letter and count > 1
    }


@pytest.fixture(params=SHIPPED)
def language(request, app: QApplication) -> Iterator[str]:
    languages.use(app, request.param)
    yield request.param
    languages.use(app, "en")


def test_no_two_items_of_a_menu_share_a_letter(language: str, make_window) -> None:
    window = make_window(Board(10, 10))
    found = {name: shared for name, items in menus(window) if (shared := clashes(items))}
    assert not found, f"{language}: {found}"
    if language == "hi":
        assert all(mnemonic(action.text()).isascii() for _name, items in menus(window) for action in items)
        assert "दृश्य (&V)" in [action.text() for action in window.menuBar().actions()]


DIALOG_BUTTONS = {
    "CheckDialog": ("&Open a .py File…", "&Check", "Check a &Folder…", "Copy the &Board"),
    "FolderDialog": ("Choose a &Folder…", "Show only fai&ling", "&Export CSV…"),
    "EndPanel": ("&Rematch", "&New Game…", "Sa&ve Game…", "&Close Game"),
    "PhonesDialog": ("&New Code", "&Hide", "&Close Room"),
    "PredictDialog": ("&Level:", "New &Session", "&Your answer:", "&Answer", "&Next question"),
}
"""The keys of a dialog's buttons and fields, which are pressed together in one window."""


@pytest.mark.parametrize("context", sorted(DIALOG_BUTTONS))
def test_no_two_buttons_of_a_dialog_share_a_letter(context: str) -> None:
    for language in SHIPPED:
        said = messages(language)
        letters = [mnemonic(forms(said[(context, source)])[0]) for source in DIALOG_BUTTONS[context]]
        assert len(set(letters)) == len(letters), (language, context, letters)


def test_a_said_or_listed_item_has_no_key_mark_not_even_a_bracketed_latin_one() -> None:
    from snl_desktop.words.mnemonics import without_mnemonic

    assert without_mnemonic("&Open…") == "Open…"
    assert without_mnemonic("दृश्य (&V)") == "दृश्य"
    assert without_mnemonic("फ़ाइल खोलें (&O)…") == "फ़ाइल खोलें…"
    assert without_mnemonic("Salt && &Pepper") == "Salt & Pepper"
