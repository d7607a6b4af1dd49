"""A dock's title bar follows Text Size at once (Qt's own kept the size the app had when the
dock was made), its float and close buttons work and are named, and a long title never makes
the dock wider."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo

from snl_desktop.core import Board
from snl_desktop.ui.kit.dock_title import DockTitle


def _title(dock) -> DockTitle:
    title = dock.titleBarWidget()
    assert isinstance(title, DockTitle)
    return title


@pytest.mark.slow
def test_ctrl_l_grows_every_dock_title_at_once(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    window.docks.build_all()
    titles = [_title(dock) for dock in (window.docks.matrix, window.docks.solver, window.play.dock)]
    before = [QFontInfo(t.font()).pixelSize() for t in titles]
    heights = [t.sizeHint().height() for t in titles]
    window.text_size.set_level("huge")

    def grown() -> bool:
        after = [QFontInfo(t.font()).pixelSize() for t in titles]
        return all(a >= b * 1.8 for a, b in zip(after, before, strict=True)) and all(
            t.sizeHint().height() > h for t, h in zip(titles, heights, strict=True)
        )

    qtbot.waitUntil(grown, timeout=60_000)  # the font change reaches each title through events
    window.text_size.set_level("normal")


def test_the_buttons_float_and_close_the_dock_and_say_which(make_window, qtbot) -> None:
    window = make_window(Board(10, 10))
    dock = window.docks.matrix
    dock.show()
    title = _title(dock)
    assert title.close_button.accessibleName() == "Close Matrix"
    assert title.float_button.accessibleName() == "Float Matrix or put it back"
    title.float_button.click()
    assert dock.isFloating()
    title.float_button.click()
    assert not dock.isFloating()
    title.close_button.click()
    assert not dock.isVisible()


def test_a_dock_that_cannot_close_shows_no_close_button(make_window) -> None:
    window = make_window(Board(10, 10))
    title = _title(window.play.dock)  # the Game panel: it moves, it never closes
    assert title.close_button.isHidden() and title.float_button.isHidden()


def test_a_long_title_is_cut_not_widening_the_dock(make_window) -> None:
    window = make_window(Board(10, 10))
    dock = window.docks.matrix
    title = _title(dock)
    dock.setWindowTitle("A very long title that a translation might give a small panel " * 3)
    assert title.minimumSizeHint().width() < 200 < title.sizeHint().width()
