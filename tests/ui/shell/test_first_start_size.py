"""Issue 33, defect 9: the first start was not maximised on a large screen (the family's TV:
a 1200×860 window on 1920×1080, the board a third of the screen). On a first start (no place
saved) on a screen with at least 1600×900 for windows it opens maximised; on a smaller one it
keeps its first size, cut to the screen; a place saved is put back as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize

from snl_desktop.ui.shell import layout
from snl_desktop.ui.shell.first_start import MAXIMISE_FROM, opens_maximised


@pytest.mark.parametrize(
    ("room", "maximised"),
    [((1920, 1040), True), ((1600, 900), True), ((2560, 1400), True), ((1366, 728), False), ((1536, 824), False)],
)
def test_which_screens_open_maximised(room: tuple[int, int], maximised: bool) -> None:
    assert opens_maximised(QSize(*room)) is maximised
    assert MAXIMISE_FROM == QSize(1600, 900)


def test_a_first_start_on_a_tv_opens_maximised(make_window, monkeypatch) -> None:
    monkeypatch.setattr(layout, "available", lambda window: QRect(0, 0, 1920, 1040))
    window = make_window(size=None)
    assert window.isMaximized()


def test_a_first_start_on_a_laptop_keeps_its_first_size(make_window, monkeypatch) -> None:
    monkeypatch.setattr(layout, "available", lambda window: QRect(0, 0, 1366, 728))
    window = make_window(size=None)
    assert not window.isMaximized()
    assert window.width() <= 1366 and window.height() <= 728


def test_a_saved_place_is_put_back_not_maximised(make_window, monkeypatch) -> None:
    monkeypatch.setattr(layout, "available", lambda window: QRect(0, 0, 1920, 1040))
    first = make_window(size=None)
    first.showNormal()
    first.resize(1000, 700)
    layout.save_geometry(first, first.settings)
    again = make_window(size=None)
    assert not again.isMaximized()
