"""The keyboard focus is seen (issue 35, defect 7): Roll and the die buttons had a 1-pixel blue
edge, zoom "+" a pale fill, the board nothing at all. Now, in every theme, the pixels round the
focused control change by at least 3 : 1 between focused and not, over at least two pixels on
each of its sides (WCAG 2.2's focus appearance), measured on the window's own picture; and the
board shows its square cursor as soon as Tab reaches it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton, QWidget

from helpers.keys import idle
from helpers.play import start_game
from snl_desktop.core import Board
from snl_desktop.ui.kit.focus_style import BAND, contrast_ratio, ring_colours
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.kit.theme_choice import HIGH_CONTRAST, STANDARD, SYSTEM
from snl_desktop.ui.shell.theme_menu import apply_theme

NEAR = 2 * BAND + 2
"""How far from a control's edge (either side) its ring is looked for."""


def dark_desktop() -> QPalette:
    """A desktop's dark palette (as Breeze Dark or Adwaita dark give it)."""
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2d2d2d"),
        (QPalette.ColorRole.WindowText, "#f0f0f0"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#f0f0f0"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#f0f0f0"),
        (QPalette.ColorRole.Highlight, "#2a82da"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


THEMES = ["standard", "high-contrast", "system-light", "system-dark"]


def use_theme(window, theme: str) -> None:
    if theme == "system-dark":
        QApplication.setPalette(dark_desktop())
        window.theme.desktop_dark = lambda: True
    window.theme.set_name({"standard": STANDARD, "high-contrast": HIGH_CONTRAST}.get(theme, SYSTEM))
    apply_theme(window.theme)
    idle()


def targets(window) -> dict[str, Callable[[], QWidget]]:
    dice = window.play.panel.dice
    zoom_in = next(b for b in window.zoom.findChildren(QToolButton) if b.defaultAction() is window.zoom.zoom_in_action)
    return {
        "Roll": lambda: dice.roll_button,
        "a die button": lambda: dice.face_buttons[2],
        "zoom +": lambda: zoom_in,
        "the board": lambda: window.view,
    }


def picture(window) -> QImage:
    idle()
    return window.grab().toImage()


def changed_run(before: QImage, after: QImage, points: list[QPoint]) -> int:
    """The longest run of ``points`` whose pixel changed by at least 3 : 1 from ``before``."""
    best = run = 0
    for point in points:
        if not QRect(0, 0, after.width(), after.height()).contains(point):
            run = 0
            continue
        if contrast_ratio(QColor(before.pixel(point)), QColor(after.pixel(point))) >= 3.0:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


def side_runs(window, widget: QWidget, before: QImage, after: QImage) -> dict[str, int]:
    """For each side of ``widget``, the changed run across its edge, at a quarter, half and
    three quarters of the side (the least of the three)."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    r = QRect(top_left, widget.size())
    runs: dict[str, int] = {}
    for side in ("left", "right", "top", "bottom"):
        found = []
        for share in (0.25, 0.5, 0.75):
            if side in ("left", "right"):
                x, y = (r.left() if side == "left" else r.right()), r.top() + int(r.height() * share)
                points = [QPoint(x + d, y) for d in range(-NEAR, NEAR + 1)]
            else:
                x, y = r.left() + int(r.width() * share), (r.top() if side == "top" else r.bottom())
                points = [QPoint(x, y + d) for d in range(-NEAR, NEAR + 1)]
            found.append(changed_run(before, after, points))
        runs[side] = min(found)
    return runs


@pytest.mark.parametrize("theme", THEMES)
def test_the_focus_ring_is_two_pixels_at_three_to_one_in_every_theme(make_window, theme: str) -> None:
    palette = QApplication.palette()
    window = make_window(Board(10, 10))
    try:
        window.show_room(Room.PLAY)
        start_game(window, window.prompter)
        window.activateWindow()
        QTest.qWaitForWindowActive(window)
        use_theme(window, theme)
        elsewhere = window.play.panel.dice.roll_button  # the focus away from what is measured
        for name, target in targets(window).items():
            widget = target()
            away = window.view if widget is elsewhere else elsewhere
            away.setFocus(Qt.FocusReason.OtherFocusReason)
            window.view.keys.hide()
            before = picture(window)
            widget.setFocus(Qt.FocusReason.TabFocusReason)
            after = picture(window)
            away.clearFocus()
            runs = side_runs(window, widget, before, after)
            assert all(run >= 2 for run in runs.values()), (theme, name, runs)
    finally:
        QApplication.setPalette(palette)
        window.theme.desktop_dark = lambda: False


@pytest.mark.parametrize("theme", THEMES)
def test_the_ring_colour_stands_out_from_the_window_by_three_to_one(make_window, theme: str) -> None:
    palette = QApplication.palette()
    window = make_window(Board(10, 10))
    try:
        use_theme(window, theme)
        outer, inner = ring_colours(window.palette())
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
            assert contrast_ratio(outer, window.palette().color(role)) >= 3.0, (theme, role)
        assert contrast_ratio(outer, inner) >= 3.0
    finally:
        QApplication.setPalette(palette)
        window.theme.desktop_dark = lambda: False


def test_a_click_shows_no_ring_until_a_key_is_pressed(make_window) -> None:
    """As a browser's ":focus-visible": a button that takes the focus by a click is not ringed
    (whoever clicked sees where), until a key is pressed in it."""
    window = make_window(Board(10, 10))
    window.show_room(Room.PLAY)
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    target = window.play.panel.invitation.new_game
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    idle()
    band = window.findChild(QWidget, "focusRing")
    assert band is not None and band.isVisible()  # the board's, given by the program
    QTest.mousePress(target, Qt.MouseButton.LeftButton)
    idle()
    assert QApplication.focusWidget() is target and not band.isVisible()
    QTest.mouseRelease(target, Qt.MouseButton.LeftButton, pos=QPoint(-5, -5))  # (let go outside: no click)
    QTest.keyClick(target, Qt.Key.Key_Shift)
    idle()
    around = QRect(target.mapTo(window, QPoint(0, 0)), target.size())
    assert band.isVisible() and (band.geometry().center() - around.center()).manhattanLength() <= 2


@pytest.mark.parametrize("room", [Room.DESIGN, Room.PLAY])
def test_the_board_shows_its_cursor_when_tab_reaches_it(make_window, room: Room) -> None:
    """Defect 7: the board showed nothing until an arrow was pressed. Reached by Tab, it shows
    its cursor on the start (and says the square); given the focus by a click or by entering a
    room, it does not (the tool keys stay the window's for whoever draws with the mouse)."""
    window = make_window(Board(10, 10))
    window.show_room(room)
    if room is Room.PLAY:
        start_game(window, window.prompter)
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    idle()
    assert window.view.keys.square is None
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    idle()
    assert window.view.keys.square == 1 and window.view.keys.ring.isVisible()
    assert window.view.accessibleName().startswith("Square 1")
