"""Learn → Present read from the back row and given back exactly (issue 34, defects 1, 2 and 6):
the teaching docks (Numbering, BFS Code, Graph) stay available in Present at its text size, the
step's sentence and the queue have capitals at least 24 px high (6 px in a picture at 25 %), the
depth being searched is named, the colour legend's words are never cut, and leaving Present
gives back the window's size, its docks' sizes and which tab is in front."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel

from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.shell.present import MIN_PRESENT_PX, present_pixels
from snl_desktop.ui.solver.graph_view import NODE_PX

SIX = load_preset("leetcode-6x6")


def learn_room(make_window, qtbot, size=(1200, 800)):
    window = make_window(SIX.board, SIX.rules, size=size)
    window.show_room(Room.LEARN)
    qtbot.waitUntil(lambda: window.docks.solver.built)
    QApplication.processEvents()
    return window


def screen_pixels(window) -> int:
    return present_pixels(window.screen().geometry().height())


def layout_of(window) -> dict:
    """What the user sees of the window's layout: its size, each open dock's size, and which
    of the tabbed docks are in front."""
    docks = window.docks
    named = {
        "solver": docks.solver,
        "numbering": docks.numbering,
        "graph": docks.teaching.graph_dock,
        "code": docks.teaching.code_dock,
    }
    return {
        "window": window.size().toTuple(),
        **{name: (in_front(dock), dock.size().toTuple() if in_front(dock) else None) for name, dock in named.items()},
    }


def in_front(dock) -> bool:
    """Open, and not behind another dock's tab."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def test_leaving_present_gives_the_window_back_exactly(make_window, qtbot) -> None:
    window = learn_room(make_window, qtbot)
    window.docks.teaching.code_dock.show()
    window.docks.numbering.bring_forward()  # the Numbering tab in front of the Solver's
    qtbot.waitUntil(lambda: window.docks.teaching.code_dock.size().height() > 0)
    QApplication.processEvents()
    before = layout_of(window)
    assert before["numbering"][0] and not before["solver"][0] and before["code"][0]
    window.present.enter()
    qtbot.waitUntil(window.isFullScreen)
    QApplication.processEvents()
    window.present.leave_action.trigger()  # Esc
    qtbot.waitUntil(lambda: not window.isFullScreen())
    qtbot.waitUntil(lambda: layout_of(window) == before)
    assert window.menuBar().isVisible() and window.statusBar().isVisible()


def test_the_teaching_docks_stay_available_in_presents_text_size(make_window, qtbot) -> None:
    window = learn_room(make_window, qtbot)
    window.docks.numbering.bring_forward()
    window.present.enter()
    qtbot.waitUntil(window.isFullScreen)
    pixels = screen_pixels(window)
    assert pixels >= MIN_PRESENT_PX
    teaching = window.docks.teaching
    for dock in (window.docks.numbering, teaching.code_dock, teaching.graph_dock):
        assert dock.toggleViewAction().isChecked(), dock.objectName()  # a tab, not folded away
        panel = dock.bring_forward()
        QApplication.processEvents()
        QApplication.processEvents()
        assert in_front(dock), dock.objectName()
        labels = [w for w in panel.findChildren(QLabel) if w.isVisible() and w.text()]
        small = [
            (w.text()[:30], QFontInfo(w.font()).pixelSize()) for w in labels if QFontInfo(w.font()).pixelSize() < pixels
        ]
        assert not small, (dock.objectName(), small)
    numbering = window.docks.numbering.content
    table = numbering.table
    assert QFontInfo(table.font()).pixelSize() >= pixels
    bold = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
    bold = [item for item in bold if item.font().bold()]
    assert bold and all(item.font().resolve(table.font()).pixelSize() >= pixels for item in bold)
    assert table.columnWidth(0) >= QFontMetricsF(table.font()).horizontalAdvance("36")  # the cells fit
    code = teaching.code_dock.content
    mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
    assert QFontInfo(code.code.font()).pixelSize() >= pixels and code.code.font().family() == mono
    graph = teaching.graph_dock.content
    assert graph.view.legible_scale() * NODE_PX >= pixels  # the nodes' numbers
    window.present.leave()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert QFontInfo(code.code.font()).pixelSize() < pixels  # the desktop's size again
    assert QFontInfo(table.font()).pixelSize() < pixels


def test_the_step_sentence_and_queue_have_capitals_the_back_row_reads(make_window, qtbot) -> None:
    window = learn_room(make_window, qtbot)
    panel = window.solver_panel
    window.present.enter()
    qtbot.waitUntil(window.isFullScreen)
    for _ in range(10):
        panel.step_forward()
    QApplication.processEvents()
    height = window.screen().geometry().height()
    capitals = max(24.0, height / 45)  # 6 px in a picture of a 1080-line screen at 25 %
    for widget in (panel.detail, panel.queue, panel.queue_label, panel.depth_label):
        assert QFontMetricsF(widget.font()).capHeight() >= capitals, type(widget).__name__
    assert panel.queue.count() > 0 and panel.detail.text()
    replay = panel.replay
    assert replay is not None
    depth = replay.state(panel.position).depth
    assert panel.depth_label.isVisible()
    assert panel.depth_label.text() == f"Depth {depth}: squares {depth} throw{'s' if depth != 1 else ''} away"
    window.present.leave()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert QFontMetricsF(panel.detail.font()).capHeight() < capitals


def test_the_legends_words_are_never_cut_at_huge(make_window, qtbot) -> None:
    window = learn_room(make_window, qtbot)
    legend = window.solver_panel.legend
    window.text_size.set_level("huge")
    try:
        QApplication.processEvents()
        qtbot.waitUntil(lambda: legend.height() >= 16 + legend.fontMetrics().height())
    finally:
        window.text_size.set_level("normal")
