"""A large board's fewest throws and warnings are worked out in the background, but only once the
window has first been painted: the worker's Python holds the interpreter, and a 1000×1000 board's
window, whose start-up takes longer than the pause the work waits for, was painted in 5 s
instead of 2."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from snl_desktop.core import Board, Rules
from snl_desktop.ui.document import facts as facts_module
from snl_desktop.ui.document.facts import BoardFacts


class Window(QObject):
    first_painted = Signal()


def test_the_background_work_waits_for_the_first_paint(app, qtbot, monkeypatch) -> None:
    started: list[Board] = []
    real = facts_module.work_out
    monkeypatch.setattr(facts_module, "work_out", lambda board, rules: started.append(board) or real(board, rules))
    window = Window()
    facts = BoardFacts(sync_squares=0, settle_ms=0)  # every board "large": worked out in the background
    facts.hold_until(window.first_painted)
    board = Board(5, 5, {3: 20})
    facts.request(board, Rules())
    qtbot.wait(200)
    assert started == [] and facts.current is None
    window.first_painted.emit()
    qtbot.waitUntil(lambda: facts.current is not None)
    assert started == [board] and facts.current.board is board
    later = board.with_jump(4, 1)  # after the first paint: as before, once edits pause
    facts.request(later, Rules())
    qtbot.waitUntil(lambda: facts.current.board is later)
