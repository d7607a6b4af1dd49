"""Issue 36, defect 9, the Analysis dock's smaller items: the headline's four figures can be seen
and copied in full precision (its tooltip, its menu's Copy Figures, Ctrl+C); on a board a game
can fail to finish, the heat map's legend no longer shows the last board's "3.1 rests a game"."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication

from snl_desktop.core import Board
from snl_desktop.presets import load_preset
from snl_desktop.ui.analysis.panel import AnalysisPanel

MB = load_preset("milton-bradley")
TRAP = Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}})
"""Every token is caught on square 3 for ever: no game ends."""


def analysed(panel: AnalysisPanel, qtbot, board: Board, rules=MB.rules):
    with qtbot.waitSignal(panel.analysed, timeout=60_000) as blocker:
        panel.show_board(board, rules)
    return blocker.args[0]


def a_panel(qtbot) -> AnalysisPanel:
    panel = AnalysisPanel(debounce_ms=0)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_on_screen(True)
    return panel


def test_the_headline_gives_its_figures_in_full_precision(qtbot) -> None:
    panel = a_panel(qtbot)
    result = analysed(panel, qtbot, MB.board)
    exact = repr(result.expected_turns)
    assert len(exact) > 10 and exact.startswith("39.2251")
    headline = panel.headline
    assert "39.23 turns" in headline.text()  # four figures on the face of it...
    assert f"Expected turns: {exact}" in headline.toolTip()  # ... all of them in the tooltip
    QGuiApplication.clipboard().setText("")
    menu = headline.context_menu()
    copy = next(action for action in menu.actions() if action.text() == "Copy Figures")
    assert copy.isEnabled()
    copy.trigger()
    assert QGuiApplication.clipboard().text() == f"Expected turns\t{exact}\n"
    QGuiApplication.clipboard().setText("")
    headline.setFocus()
    qtbot.keyClick(headline, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == f"Expected turns\t{exact}\n"
    point = QPoint(2, 2)
    QGuiApplication.sendEvent(
        headline, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, headline.mapToGlobal(point))
    )
    assert headline.shown_menu is not None and headline.shown_menu.isVisible()
    headline.shown_menu.close()


def test_a_board_with_no_length_has_nothing_to_copy(qtbot) -> None:
    panel = a_panel(qtbot)
    analysed(panel, qtbot, MB.board)
    result = analysed(panel, qtbot, TRAP)
    assert result.expected_turns is None and result.never_finishes == 1.0
    assert "Expected turns" not in panel.headline.toolTip()
    assert "Never finishes: 1.0" in panel.headline.toolTip()


def test_a_trap_board_does_not_keep_the_last_boards_heat_legend(qtbot) -> None:
    panel = a_panel(qtbot)
    panel.usage.on_board.setChecked(True)
    analysed(panel, qtbot, MB.board)
    legend = panel.usage.legend
    before = legend.most_text()
    assert before.endswith("rests a game") and not before.startswith("0.0")
    result = analysed(panel, qtbot, TRAP)
    assert result.usage is None
    assert "rests a game" not in legend.most_text()
    assert legend.most_text() == "not worked out for this board"
    assert legend.grab().width() > 0  # it paints with no figure
