"""Start-up: the first paint shows the finished window; the panels in hidden tabs, Play mode
and the Search and Game menus are built just after it, or at once when something needs them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtGui import QIcon, QKeySequence
from PySide6.QtWidgets import QDockWidget, QUndoView

from helpers.autosave import crashed_window_with_unsaved_work
from snl_desktop.core import Board, Rules, solution
from snl_desktop.ui.app import ask_start_questions, set_icon_after_first_paint
from snl_desktop.ui.shell.first_paint import FirstPaint

BOARD = Board(10, 10, {3: 22, 5: 8, 27: 1, 21: 9, 17: 4, 19: 7, 11: 26})


def layout(window) -> dict[str, object]:
    """Where the view and the docks on screen (not those in a hidden tab) are."""
    return {
        dock.objectName(): dock.geometry()
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.visibleRegion().isEmpty()
    } | {"view": window.view.geometry()}


def watch_first_paint(window, seen: dict) -> FirstPaint:
    """Note the window as its first paint leaves it. Installed after the window's own watcher,
    this one runs first (Qt calls the newest event filter first)."""

    def note() -> None:
        seen.update(
            started=window.started,
            solver_built=window.docks.solver.built,
            layout=layout(window),
            image=window.grab().toImage(),
        )

    watcher = FirstPaint(note)
    window.view.viewport().installEventFilter(watcher)
    return watcher


def test_the_first_paint_shows_the_finished_layout(make_window, qtbot) -> None:
    window = make_window(BOARD, show=False)
    seen: dict = {}
    watcher = watch_first_paint(window, seen)
    window.show()
    qtbot.waitUntil(lambda: window.started and bool(seen))
    assert seen["started"] is False  # painted before the hidden panels were built
    QCoreApplication.sendPostedEvents()  # the layout requests the new panels posted
    QCoreApplication.processEvents()
    assert layout(window) == seen["layout"]  # nothing moved when they came
    assert window.grab().toImage() == seen["image"]
    window.view.viewport().removeEventFilter(watcher)


def test_start_up_finishes_by_itself_just_after_the_first_paint(make_window, qtbot) -> None:
    window = make_window(BOARD)
    qtbot.waitUntil(lambda: window.started)
    search = {action.shortcut(): action.text() for action in window.menus.search.actions()}
    assert search[QKeySequence("F5")].endswith("Play")
    game = {action.text(): action.shortcut() for action in window.menus.game.actions()}
    assert game["&New Game…"] == QKeySequence("Ctrl+G")
    assert "Game" in [action.text() for action in window.menus.view.actions()]
    assert isinstance(window.findChild(QDockWidget, "history").widget(), QUndoView)
    assert window.findChild(QDockWidget, "solver").widget().widget() is window.solver_panel  # (it scrolls)
    fewest = solution(BOARD, Rules()).min_rolls
    assert fewest != solution(Board(10, 10), Rules()).min_rolls
    assert window.solver_panel.headline.text() == f"Fewest throws: {fewest}"  # the board it missed


@pytest.mark.slow
def test_a_layout_saved_with_the_solver_in_front_has_it_at_the_first_paint(make_window, qtbot) -> None:
    first = make_window(BOARD)
    first.docks.solver.raise_()
    first.close()  # saves the layout, the Solver tab in front
    window = make_window(BOARD, show=False)
    seen: dict = {}
    watcher = watch_first_paint(window, seen)
    window.show()
    qtbot.waitUntil(lambda: bool(seen))
    assert seen["solver_built"] is True  # its tab is in front: built for the first paint
    assert window.solver_panel.isVisible()
    window.view.viewport().removeEventFilter(watcher)


def test_a_menu_or_panel_wanted_early_is_built_at_once(make_window) -> None:
    window = make_window(BOARD, show=False)
    assert not window.started and window.menus.search.isEmpty()
    window.menus.search.popup(QPoint(0, 0))  # the user opens Search before start-up finished
    assert window.docks.solver.built and not window.menus.search.isEmpty()
    window.menus.search.close()
    assert make_window(BOARD, show=False).analysis_panel is not None  # code asking for a panel


@pytest.mark.slow
def test_the_restore_question_waits_for_the_first_paint(make_window, prompter, qtbot, tmp_path) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot)
    window = make_window(Board(4, 4), show=False)
    asked_when_started: list[bool] = []
    prompter.script(
        "offer_back", lambda *question: asked_when_started.append(window.first_paint_times is not None) or "restore"
    )
    ask_start_questions(window, None, None)
    assert prompter.asked == []
    window.show()
    qtbot.waitUntil(lambda: window.document.board == Board(10, 10, {5: 34}))
    assert asked_when_started == [True]


@pytest.mark.slow
def test_no_usable_home_is_said_once_after_the_first_paint_before_the_offer(
    make_window, prompter, qtbot, tmp_path
) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot)
    window = make_window(Board(4, 4), show=False)
    order: list[str] = []
    prompter.error = lambda title, message: order.append(f"{title}: {message}")  # type: ignore[method-assign]
    prompter.script("offer_back", lambda *question: order.append("offer") or "later")
    ask_start_questions(window, None, None, "", "The home folder cannot be used (HOME is not set): …")
    assert order == []
    window.show()
    qtbot.waitUntil(lambda: "offer" in order)
    assert order == ["No home folder: The home folder cannot be used (HOME is not set): …", "offer"]


def test_the_window_gets_the_app_icon_after_its_first_paint(app, make_window, qtbot) -> None:
    app.setWindowIcon(QIcon())  # as a new process starts: no icon yet
    window = make_window(BOARD, show=False)
    set_icon_after_first_paint(app, window)
    seen: dict = {}
    watcher = FirstPaint(lambda: seen.update(icon=window.windowIcon().isNull()))
    window.view.viewport().installEventFilter(watcher)
    window.show()
    qtbot.waitUntil(lambda: window.started and bool(seen))
    assert seen["icon"] is True  # painted first...
    qtbot.waitUntil(lambda: not window.windowIcon().isNull())  # ...then given the icon
    assert window.windowIcon().availableSizes()  # drawn from the SVG: a real picture
    window.view.viewport().removeEventFilter(watcher)
