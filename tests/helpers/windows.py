"""Window fixtures for UI and journey tests: the app's QApplication, and a main window whose
settings, autosave folder and questions to the user are all test-controlled."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

from snl_desktop.core import Board, Rules
from snl_desktop.ui.app import create_application
from snl_desktop.ui.document.document import BoardDocument
from snl_desktop.ui.shell.main_window import MainWindow

from .prompter import ScriptedPrompter
from .sound import RecordingOutput


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
    with ``show=False`` it is built but not shown (to watch its start-up); ``size=None`` keeps
    the size and dock layout the window gives itself on a first start; ``asker`` replaces the
    scripted prompter (the journey tests' real dialogs)."""
    windows: list[MainWindow] = []

    def make(
        board: Board | None = None,
        rules: Rules | None = None,
        path: Path | None = None,
        autosave_ms: int = 60_000,
        play: dict | None = None,
        show: bool = True,
        size: tuple[int, int] | None = (1100, 800),
        asker: Any = None,
        room: Any = None,
    ) -> MainWindow:
        document = BoardDocument(board or Board(10, 10), rules or Rules(), "", path)
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        asker = asker if asker is not None else prompter
        window = MainWindow(
            document,
            settings=settings,
            prompter=asker,
            autosave_dir=tmp_path / "autosave",
            autosave_ms=autosave_ms,
            solver_interval_ms=0,
            play={
                "rng": random.Random(909),
                "step_ms": 0,
                "jump_ms": 0,
                "tumble_ms": 0,
                "celebrate_ms": 0,
                "computer_ms": 0,
                "sound_opener": RecordingOutput(),
                **(play or {}),
            },
            analysis_ms=0,
            **({"room": room} if room is not None else {}),
        )
        if getattr(asker, "parent", False) is None:
            asker.parent = window  # a real prompter's dialogs belong to the window
        if size is not None:  # None: the window's own first-start size and layout, as a user sees it
            window.resize(*size)
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
    # Delete them now, in this test's teardown: left for the next test's first wait, hundreds of
    # windows would be destroyed in one go and hold up its event loop for seconds.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
