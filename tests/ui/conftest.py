"""Fixtures for UI tests: the app's QApplication, and a main window whose settings, autosave
folder and questions to the user are all test-controlled (no modal dialog ever opens)."""

from __future__ import annotations

import random
from collections import deque
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from snl_desktop.core import Board, Rules
from snl_desktop.ui.app import create_application
from snl_desktop.ui.document import BoardDocument
from snl_desktop.ui.main_window import MainWindow


class ScriptedPrompter:
    """Answers the window's questions from queues the test fills; records every question.
    A question with no scripted answer fails the test."""

    def __init__(self) -> None:
        self.answers: dict[str, deque[Any]] = {k: deque() for k in
                                               ("ask_save_changes", "confirm", "open_path", "save_path",
                                                "new_game", "after_win", "generate_targets")}
        self.asked: list[tuple[str, tuple[Any, ...]]] = []
        self.errors: list[tuple[str, str]] = []

    def script(self, question: str, *answers: Any) -> None:
        self.answers[question].extend(answers)

    def _answer(self, question: str, *args: Any) -> Any:
        """The next scripted answer; a callable answer is called with the question's arguments
        (to look at the window at the moment it asks)."""
        self.asked.append((question, args))
        if not self.answers[question]:
            raise AssertionError(f"unexpected question {question}{args}")
        answer = self.answers[question].popleft()
        return answer(*args) if callable(answer) else answer

    def ask_save_changes(self, name: str) -> str:
        return self._answer("ask_save_changes", name)

    def confirm(self, title: str, question: str) -> bool:
        return self._answer("confirm", title, question)

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        return self._answer("open_path", title)

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        return self._answer("save_path", title, suggested)

    def error(self, title: str, message: str) -> None:
        self.errors.append((title, message))

    def new_game(self, rules, board_description: str, players=None):
        return self._answer("new_game", rules, board_description, players)

    def after_win(self, winner: str) -> str:
        return self._answer("after_win", winner)

    def generate_targets(self, board):
        return self._answer("generate_targets", board)


@pytest.fixture(scope="session")
def qapp_cls():
    return QApplication


@pytest.fixture
def app(qapp: QApplication) -> QApplication:
    return create_application()


@pytest.fixture
def prompter() -> ScriptedPrompter:
    return ScriptedPrompter()


@pytest.fixture
def make_window(app, qtbot, tmp_path: Path, prompter: ScriptedPrompter) -> Iterator[Any]:
    """``make_window(board=None, rules=None, path=None)`` → a shown MainWindow (closed after);
    with ``show=False`` it is built but not shown (to watch its start-up)."""
    windows: list[MainWindow] = []

    def make(board: Board | None = None, rules: Rules | None = None, path: Path | None = None,
             autosave_ms: int = 60_000, play: dict | None = None, show: bool = True) -> MainWindow:
        document = BoardDocument(board or Board(10, 10), rules or Rules(), "", path)
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(document, settings=settings, prompter=prompter,
                            autosave_dir=tmp_path / "autosave", autosave_ms=autosave_ms, solver_interval_ms=0,
                            play={"rng": random.Random(909), "step_ms": 0, "jump_ms": 0, "tumble_ms": 0,
                                  "celebrate_ms": 0, **(play or {})}, analysis_ms=0)
        window.resize(1100, 800)
        windows.append(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
        return window

    yield make
    for window in windows:
        window.document.undo_stack.setClean()  # closing must not ask
        window.close()
        window.deleteLater()


def send_mouse(window: MainWindow, kind: str, square: int, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
               offset: QPointF = QPointF(0, 0)) -> None:
    """Send a real QMouseEvent ("press", "move" or "release") to the view's viewport at the
    centre of ``square`` (plus ``offset`` in scene units). Moves carry the held button."""
    view = window.view
    scene_point = window.scene.geometry.centre(square) + offset
    local = view.mapFromScene(scene_point)
    global_pos = view.viewport().mapToGlobal(local)
    types = {"press": QMouseEvent.Type.MouseButtonPress, "move": QMouseEvent.Type.MouseMove,
             "release": QMouseEvent.Type.MouseButtonRelease}
    buttons = Qt.MouseButton.NoButton if kind == "release" else button
    event = QMouseEvent(types[kind], QPointF(local), QPointF(global_pos), button if kind != "move" else Qt.MouseButton.NoButton,
                        buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag(window: MainWindow, start: int, end: int, via: int | None = None) -> None:
    """A whole drag from the centre of ``start`` to the centre of ``end``, moving through ``via``."""
    send_mouse(window, "press", start)
    if via is not None:
        send_mouse(window, "move", via)
    send_mouse(window, "move", end)
    send_mouse(window, "release", end)


def drag_through(window: MainWindow, squares: list[int]) -> None:
    """One drag that presses on the first square, moves over every square listed and releases
    on the last one (a long, wandering gesture)."""
    send_mouse(window, "press", squares[0])
    for square in squares[1:]:
        send_mouse(window, "move", square)
    send_mouse(window, "release", squares[-1])


def toward(window: MainWindow, a: int, b: int, t: float = 0.5) -> QPointF:
    """The offset from the centre of square ``a`` to the point a fraction ``t`` of the way to
    the centre of square ``b`` (scene units), for `send_mouse` and `click`."""
    g = window.scene.geometry
    return (g.centre(b) - g.centre(a)) * t


def click(window: MainWindow, square: int, offset: QPointF = QPointF(0, 0)) -> None:
    """A left click (press and release, no move) at the centre of ``square`` plus ``offset``."""
    send_mouse(window, "press", square, offset=offset)
    send_mouse(window, "release", square, offset=offset)


def activate(window: MainWindow, qtbot: Any) -> None:
    """Make ``window`` the active window, so that its keyboard shortcuts work."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


__all__ = ["ScriptedPrompter", "activate", "click", "drag", "drag_through", "send_mouse", "toward", "QPoint"]
