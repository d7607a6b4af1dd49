"""Every text the app shows contrasts with its background by at least 4.5:1 (3:1 when large),
measured from the pixels (`helpers.contrast`): every room in each state and every dialog, in
each theme — Standard, High Contrast, and Follow the System on a light and on a dark desktop
(and Standard on a dark desktop, its own light docks) — in English and in Arabic. The Analysis
chart's axis titles and numbers among them, and its titles whole inside the chart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from helpers.contrast import readings, too_faint
from helpers.play import BOARD
from helpers.screens import dialogs, room_states
from snl_desktop.core import Board, Rules
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.theme.palettes import legible_widgets
from snl_desktop.ui.kit.fonts import load_script_fonts
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.kit.theme_choice import HIGH_CONTRAST, STANDARD, SYSTEM, ThemeChoice
from snl_desktop.ui.shell.theme_menu import apply_theme
from snl_desktop.words import languages


def fusion(dark: bool) -> QPalette:
    """Qt's Fusion palette, light or dark (`qt_fusionPalette` in qfusionstyle.cpp, Qt 6.5+): a
    desktop's palette as Qt gives it when the platform has none of its own — on a light
    desktop its disabled text is #bebebe (1.7:1), its placeholder half-transparent black."""
    window_text = QColor(240, 240, 240) if dark else QColor("#000000")
    background = QColor(50, 50, 50) if dark else QColor(239, 239, 239)
    base = background.darker(140) if dark else QColor("#ffffff")
    mid = background.darker(130)
    dark_shade = background.darker(150)
    palette = QPalette(window_text, background, background.lighter(150), dark_shade, mid, window_text, base)
    role, disabled = QPalette.ColorRole, QPalette.ColorGroup.Disabled
    palette.setColor(role.Midlight, mid.lighter(110))
    palette.setColor(role.Button, background)
    palette.setColor(role.Shadow, dark_shade.darker(135))
    palette.setColor(role.HighlightedText, window_text if dark else QColor("#ffffff"))
    palette.setColor(role.Highlight, QColor(48, 140, 198))
    if dark:
        palette.setColor(role.Link, QColor(48, 140, 198))
    faint = QColor(130, 130, 130) if dark else QColor(190, 190, 190)
    for text in (role.Text, role.WindowText, role.ButtonText):
        palette.setColor(disabled, text, faint)
    palette.setColor(disabled, role.Base, background)
    palette.setColor(disabled, role.Highlight, QColor(145, 145, 145))
    placeholder = QColor(window_text)
    placeholder.setAlpha(128)
    palette.setColor(role.PlaceholderText, placeholder)
    return palette


THEMES = {
    "Standard": (STANDARD, False),
    "High Contrast": (HIGH_CONTRAST, False),
    "Follow the System, light desktop": (SYSTEM, False),
    "Follow the System, dark desktop": (SYSTEM, True),
    "Standard, dark desktop": (STANDARD, True),
}
"""Each theme a user can choose, on the desktops that change how it draws."""


def use_theme(choice: ThemeChoice, name: str) -> None:
    """Draw the app in theme ``name`` of `THEMES`, on its desktop."""
    choice.name, dark = THEMES[name]
    choice.desktop_dark = lambda: dark
    choice.desktop_palette = lambda: fusion(dark)
    apply_theme(choice)
    for _ in range(2):
        QApplication.processEvents()


@pytest.fixture
def desktop_after(qapp: QApplication) -> Iterator[None]:
    """Each test leaves the app as it found it: Standard on the desktop's own palette."""
    yield
    choice = ThemeChoice(QSettings(), desktop_dark=lambda: False)
    choice.name = STANDARD
    apply_theme(choice)
    choice.deleteLater()


@pytest.fixture(params=["en", "ar"])
def language(request, app: QApplication) -> Iterator[str]:
    load_script_fonts()
    languages.use(app, request.param)
    yield request.param
    languages.use(app, "en")


def faint_in_rooms(window, qtbot, themes: list[str]) -> list[str]:
    """Every text too faint in every room and state of ``window`` (the Design room once more
    with each tabbed dock in front: the Analysis chart among them), in each of ``themes``."""
    found: list[str] = []
    for state in room_states(window):
        shown = [state]
        if state == "Design":
            shown += [f"Design, {dock.windowTitle()} in front" for dock in tabbed(window)]
        for what in shown:
            if what != state:
                bring_forward(window, qtbot, what)
            for name in themes:
                use_theme(window.theme, name)
                found += [f"{name}, {what}: {line}" for line in too_faint(window)]
    return found


def tabbed(window) -> list:
    return [window.docks.solver, window.docks.analysis, window.docks.history]


def bring_forward(window, qtbot, what: str) -> None:
    """The tabbed dock ``what`` names in front; the Analysis chart drawn and scrolled into view."""
    for dock in tabbed(window):
        if what.endswith(f"{dock.windowTitle()} in front"):
            dock.show()
            dock.raise_()
    if what.endswith(f"{window.docks.analysis.windowTitle()} in front"):
        panel = window.analysis_panel
        qtbot.waitUntil(lambda: panel.result is not None)
        owner = panel.chart.parentWidget()
        while owner is not None and not isinstance(owner, QScrollArea):
            owner = owner.parentWidget()
        if owner is not None:
            owner.ensureWidgetVisible(panel.chart)
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.slow
def test_every_room_in_every_theme(language: str, make_window, qtbot, desktop_after) -> None:
    window = make_window(BOARD, Rules(), size=(1366, 768))
    found = faint_in_rooms(window, qtbot, list(THEMES))
    assert not found, f"{len(found)} texts too faint in {language}:\n" + "\n".join(found)


@pytest.mark.slow
@pytest.mark.parametrize("name", [name for name, _make in dialogs(None, Path())])
def test_every_dialog_in_every_theme(
    language: str, make_window, qtbot, name: str, tmp_path: Path, desktop_after
) -> None:
    window = make_window(Board(10, 10), Rules())
    found: list[str] = []
    for theme_name in THEMES:  # each made in its theme, as a user opens it
        use_theme(window.theme, theme_name)
        dialog = dict(dialogs(window, tmp_path))[name]()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        found += [f"{theme_name}: {line}" for line in too_faint(dialog)]
        dialog.hide()  # (closed by qtbot: some delete themselves on close)
    assert not found, f"{len(found)} texts too faint in {name}, {language}:\n" + "\n".join(found)


def test_the_design_room_with_its_chart_in_front(make_window, qtbot, desktop_after) -> None:
    """The quick loop's part of the above: the Design room, the Analysis chart in front, in
    Standard, High Contrast and Follow the System on a light desktop (where Fusion's disabled
    Undo and Redo were 1.7:1 and "No warnings…" 1.9:1)."""
    window = make_window(BOARD, Rules(), size=(1366, 768))
    window.docks.build_all()
    window.show_room(Room.DESIGN)
    bring_forward(window, qtbot, f"Design, {window.docks.analysis.windowTitle()} in front")
    found: list[str] = []
    for name in ("Standard", "High Contrast", "Follow the System, light desktop"):
        use_theme(window.theme, name)
        measured = readings(window)
        assert sum("chart's" in reading.where for reading in measured) >= 10, "the chart's axes were not read"
        found += [f"{name}: {reading}" for reading in measured if reading.ratio < reading.needed]
    assert not found, "\n".join(found)


def test_a_dialog_with_a_placeholder_on_a_light_desktop(make_window, qtbot, tmp_path: Path, desktop_after) -> None:
    window = make_window(Board(10, 10), Rules())
    use_theme(window.theme, "Follow the System, light desktop")
    dialog = dict(dialogs(window, tmp_path))["Keyboard Shortcuts"]()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    measured = readings(dialog)
    assert any("(placeholder)" in reading.where for reading in measured)
    assert not [str(reading) for reading in measured if reading.ratio < reading.needed]


# -- the measure itself, and the palette it holds the desktop's to ----------------------------------


def test_the_measure_reads_a_text_s_own_colours(qtbot) -> None:
    """A grey label on white is read at its colours' ratio (2.3:1, too faint), a black one at
    21:1; a field's faint placeholder and a list's disabled line are read too."""
    box = QWidget()
    qtbot.addWidget(box)
    box.setAutoFillBackground(True)
    white = QPalette()
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
        white.setColor(role, QColor("#ffffff"))
    white.setColor(QPalette.ColorRole.PlaceholderText, QColor("#c8c8c8"))
    white.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#bebebe"))
    box.setPalette(white)
    grey, black = QLabel("Schlangen und Leitern"), QLabel("Snakes and ladders")
    grey.setStyleSheet("color: #aaaaaa")
    field = QLineEdit()
    field.setPlaceholderText("Find a key")
    lines = QListWidget()
    note = QListWidgetItem("No warnings: every snake and ladder works as drawn.")
    note.setFlags(Qt.ItemFlag.NoItemFlags)
    lines.addItem(note)
    layout = QVBoxLayout(box)
    for widget in (grey, black, field, lines):
        layout.addWidget(widget)
    box.resize(400, 300)
    box.show()
    qtbot.waitExposed(box)
    measured = readings(box)

    def read(text: str) -> float:
        (found,) = [reading.ratio for reading in measured if text in reading.where]
        return found

    ratio = theme.contrast_ratio
    assert read("Schlangen") == pytest.approx(ratio(QColor("#aaaaaa"), QColor("#ffffff")), abs=0.05)
    assert read("Snakes and") == pytest.approx(21, abs=0.05)
    assert read("(placeholder) Find") == pytest.approx(ratio(QColor("#c8c8c8"), QColor("#ffffff")), abs=0.05)
    assert read("No warnings") == pytest.approx(ratio(QColor("#bebebe"), QColor("#ffffff")), abs=0.05)
    assert len(too_faint(box)) == 3


@pytest.mark.parametrize("dark", [False, True], ids=["light desktop", "dark desktop"])
def test_a_desktop_palette_is_made_legible(qapp, dark: bool) -> None:
    """Following the system keeps the desktop's colours but for its faint texts: placeholders
    and disabled texts at least 4.5:1 on every background, the selection's text 4.5:1 on it."""
    desktop = fusion(dark)
    legible = legible_widgets(desktop)
    role, groups = QPalette.ColorRole, (QPalette.ColorGroup.Active, QPalette.ColorGroup.Disabled)
    grounds = [legible.color(group, ground) for group in groups for ground in (role.Window, role.Base, role.Button)]
    for group, text in [(QPalette.ColorGroup.Disabled, role.Text), (QPalette.ColorGroup.Disabled, role.ButtonText)] + [
        (group, role.PlaceholderText) for group in groups
    ]:
        assert legible.color(group, text).alpha() == 255
        assert min(theme.contrast_ratio(legible.color(group, text), ground) for ground in grounds) >= 4.5
    selection = theme.contrast_ratio(legible.color(role.Highlight), legible.color(role.HighlightedText))
    assert selection >= 4.5
    for kept in (role.Window, role.WindowText, role.Base, role.Text, role.Button, role.HighlightedText):
        assert legible.color(kept) == desktop.color(kept)
    assert legible_widgets(legible) == legible


def test_a_widget_with_a_style_sheet_follows_a_change_of_theme(qtbot, desktop_after) -> None:
    """The start screen's check box, drawn with a style sheet, kept High Contrast's black text
    on a dark desktop's window after Follow the System was chosen."""
    screen = QWidget()
    qtbot.addWidget(screen)
    screen.setAutoFillBackground(True)
    box = QCheckBox("Start in the last room I used", screen)
    screen.show()
    qtbot.waitExposed(screen)
    box.setStyleSheet("QCheckBox::indicator { width: 20px; height: 20px; }")  # (as the start screen sizes it)
    choice = ThemeChoice(QSettings(), screen)
    for name in THEMES:
        use_theme(choice, name)
        if name == "Follow the System, dark desktop":
            break
    assert not too_faint(screen)
    assert box.palette().color(QPalette.ColorRole.WindowText).lightness() > 200
