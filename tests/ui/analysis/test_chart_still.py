"""The Analysis chart holds still (issue 36, defect 6): the wheel over it scrolls the dock, a new
board puts back the whole view, and its right-click menu is the app's own, translated."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from snl_desktop.core import Board
from snl_desktop.presets import load_preset
from snl_desktop.ui.analysis.chart import LengthChart
from snl_desktop.words import languages
from snl_desktop.words.pseudo import CLOSE, OPEN, PseudoTranslator, template_keys

MB = load_preset("milton-bradley")
PYQTGRAPH_WORDS = ("View All", "X axis", "Y axis", "Mouse Mode", "Plot Options", "Export")


NEW_WORDS = ("Copy Figures", "Save Picture…")
"""The menu's texts (in the catalogues' template under the chart's class; named here too, so that
the test says what it checks)."""


@pytest.fixture
def pseudo(app: QApplication) -> Iterator[None]:
    """The pseudo-translation, as `languages.use` installs it, knowing the menu's new texts too."""
    template = languages.FOLDER_OF_CATALOGUES / f"{languages.CATALOGUE}.ts"
    known = template_keys(template) | {("LengthChart", text) for text in NEW_WORDS}
    translator = PseudoTranslator(known=known)
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


def analysed(window, qtbot) -> tuple[LengthChart, QScrollArea]:
    """The window's Analysis dock, in front and small enough to scroll, with its chart drawn."""
    dock = window.docks.analysis
    dock.show()
    dock.raise_()
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000):
        window.analysis_panel.schedule()
    dock.setFloating(True)
    dock.resize(420, 300)
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    chart = window.analysis_panel.chart
    assert chart is not None
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0)
    return chart, scroll


def wheel(widget: QWidget, notches: int, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A mouse wheel turned ``notches`` (negative: towards the user) over ``widget``'s middle, as
    the system sends it (to the window: Qt finds the widget under the pointer and, when that
    widget does not take it, offers it to its parents)."""
    window = widget.window()
    handle = window.windowHandle()
    assert handle is not None
    where = QPointF(widget.mapTo(window, widget.rect().center()))
    QTest.wheelEvent(handle, where, QPoint(0, 120 * notches), QPoint(0, 0), modifiers)
    QApplication.processEvents()


def view_range(chart: LengthChart) -> tuple[list[list[float]], list[list[float]]]:
    return chart.plot_widget.getPlotItem().vb.viewRange(), chart.line_box.viewRange()


@pytest.mark.slow
def test_the_wheel_over_the_chart_scrolls_the_dock_and_leaves_the_chart(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    chart, scroll = analysed(window, qtbot)
    bar = scroll.verticalScrollBar()
    scroll.ensureWidgetVisible(chart, 0, 0)  # the chart under the pointer, the dock scrolled down to it
    before, at = view_range(chart), bar.value()
    assert at > 0
    wheel(chart.plot_widget.viewport(), 1)
    assert bar.value() < at  # the dock scrolled up
    assert view_range(chart) == before  # the chart did not zoom or pan
    wheel(chart.plot_widget.viewport(), -1)
    assert bar.value() == at
    assert view_range(chart) == before
    wheel(chart.plot_widget.viewport(), 1, Qt.KeyboardModifier.ControlModifier)
    (turns, _), _ = view_range(chart)
    assert turns[1] - turns[0] < before[0][0][1] - before[0][0][0]  # Ctrl+wheel zooms in on the turns
    assert bar.value() == at


@pytest.mark.slow
def test_a_new_board_puts_back_the_whole_view(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    chart, _ = analysed(window, qtbot)
    view = chart.plot_widget.getPlotItem().vb
    view.scaleBy(x=0.1, y=0.1, center=(80.0, 0.0))
    view.translateBy(x=-200)
    chart.line_box.setYRange(-3.0, -2.0, padding=0)
    with qtbot.waitSignal(window.analysis_panel.analysed, timeout=60_000):
        window.document.apply(Board(10, 10, {5: 50}), "edit")
    (turns, chances), (_, line) = view_range(chart)
    assert turns[0] < 0 < chart.shown_turns < turns[1]  # every bar drawn in view
    assert chances[0] == 0 and chances[1] >= float(max(chart.bars.opts["height"]))
    assert line == [0.0, 1.02]  # the line's axis reads 0 to 1 again


def test_the_menu_is_the_apps_own(app, qtbot) -> None:
    chart = LengthChart()
    qtbot.addWidget(chart)
    chart.show()
    chart.resize(500, 300)
    qtbot.waitExposed(chart)
    viewport = chart.plot_widget.viewport()
    where = viewport.rect().center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, viewport.mapToGlobal(where))
    QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: chart.shown_menu is not None and chart.shown_menu.isVisible())
    menu = chart.shown_menu
    assert menu is not None
    assert [action.text() for action in menu.actions()] == ["Copy Figures", "Save Picture…"]
    menu.close()
    plot = chart.plot_widget.getPlotItem()
    assert not plot.menuEnabled() and not plot.vb.menuEnabled() and not chart.line_box.menuEnabled()


def test_the_menu_speaks_the_language(app, pseudo: None, qtbot) -> None:
    chart = LengthChart()
    qtbot.addWidget(chart)
    texts = [action.text() for action in chart.context_menu().actions()]
    assert len(texts) == 2
    assert all(text.startswith(OPEN) and text.endswith(CLOSE) for text in texts)
    assert not any(word in text for text in texts for word in (*NEW_WORDS, "Save Picture", *PYQTGRAPH_WORDS))


@pytest.mark.slow
def test_copy_figures_puts_the_drawn_numbers_in_full_on_the_clipboard(make_window, qtbot) -> None:
    window = make_window(MB.board, MB.rules)
    chart, _ = analysed(window, qtbot)
    result = window.analysis_panel.result
    menu = chart.context_menu()
    copy = next(action for action in menu.actions() if action.text() == "Copy Figures")
    copy.trigger()
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0].split("\t") == ["turns", "P(T = k)", "P(T ≤ k)"]
    rows = [line.split("\t") for line in lines[1:]]
    assert len(rows) == chart.shown_turns + 1
    for turn, exactly, within in rows:
        assert float(exactly) == result.distribution[int(turn)]  # every digit: a float read back exactly
        assert float(within) == result.cumulative[int(turn)]
    assert rows[7][1] == repr(float(result.distribution[7]))


@pytest.mark.slow
def test_save_picture_writes_a_png_where_the_user_says(make_window, prompter, qtbot, tmp_path: Path) -> None:
    window = make_window(MB.board, MB.rules)
    chart, _ = analysed(window, qtbot)
    prompter.script("save_path", tmp_path / "lengths")
    save = next(action for action in chart.context_menu().actions() if action.text() == "Save Picture…")
    save.trigger()
    written = tmp_path / "lengths.png"
    assert written.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert not prompter.errors
